// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/dump_command.h"

#include "app/interrupt.h"
#include "app/progress_line.h"
#include "core/matrix_io.h"
#include "core/parameter_validation.h"
#include "ui/export/atomic_write.h"
#include "ui/export/data_export.h"
#include "ui/export/data_subject.h"

#include <QDir>
#include <QTextStream>
#include <cstdio>
#include <iostream>
#include <optional>
#include <stdexcept>

namespace {

void printError(const QString& message) {
    QTextStream(stderr) << "pe-explorer: " << message << '\n';
}

QString describe(const pe::ParameterError& error) {
    QString message = QString::fromStdString(error.what());
    if (error.field() == "memory-budget")
        return message + " (raise it with --memory-budget MiB)";
    return "--" + message;
}

} // namespace

DataRequest dataRequestOf(const CliRequest& request) {
    DataRequest data;
    data.params = request.params;
    data.metric = request.metric;
    data.p = request.p;
    data.q = request.q.value_or(0);
    data.band = request.band;
    data.maxOffset = request.maxOffset;
    data.logOffsets = request.logOffsets;
    data.cells = request.cells;
    data.learned = request.encoding == "learned";
    data.maxLength = request.maxLength;
    data.seed = request.seed;
    data.heads = request.heads;
    data.rope = request.rope.params;
    data.ropePrecision = request.rope.precision;
    data.table = request.table;
    data.components = request.components;
    // Checked while parsing: here it only becomes the setting it names.
    if (!request.compare.isEmpty())
        data.compare = comparedSetting(request.compare, request.params, request.band, nullptr);
    return data;
}

namespace {

// Refused before it starts: a file dump that cannot fit the free space of its disk, and a
// dump to standard output past kMostToPipe: nothing asks for terabytes of text through a
// pipe on purpose, and a file dump has its disk to say how much fits.
constexpr double kMostToPipe = 1024.0 * 1024 * 1024 * 1024;

std::optional<QString> sizeRefusal(const CliRequest& request, const pe::RowBlocks& rows, bool npy) {
    std::optional<QString> why;
    const double least = leastDataBytes(rows, npy);
    if (!request.output.isEmpty())
        why = diskSpaceRefusal(rows, npy, request.output);
    else if (least > kMostToPipe)
        why = QStringLiteral("%1 x %2 values would take at least %3 as %4, more than "
                             "pe-explorer writes to standard output (%5); write it to a file "
                             "with --output")
                  .arg(rows.rows)
                  .arg(rows.cols)
                  .arg(QString::fromStdString(pe::formatBytes(least)),
                       npy ? QStringLiteral("npy") : QStringLiteral("csv"),
                       QString::fromStdString(pe::formatBytes(kMostToPipe)));
    if (why)
        return QStringLiteral("dump %1: %2").arg(request.what, *why);
    return std::nullopt;
}

} // namespace

int runDump(const CliRequest& request) {
    pe::RowBlocks rows;
    try {
        rows = dataRows(*request.subject, dataRequestOf(request));
    } catch (const pe::ParameterError& error) {
        printError(describe(error));
        return ExitInvalidInput;
    } catch (const std::bad_alloc&) {
        printError("not enough memory for this request; lower --length or --dim");
        return ExitInvalidInput;
    } catch (const std::length_error&) { // a size past what a vector can hold: the same
        printError("not enough memory for this request; lower --length or --dim");
        return ExitInvalidInput;
    }
    const bool npy = request.format == "npy";
    if (const std::optional<QString> refusal = sizeRefusal(request, rows, npy)) {
        printError(*refusal);
        return ExitInvalidInput;
    }
    catchInterrupts();
    ProgressLine progress(QStringLiteral("dump ") + request.what, QStringLiteral("rows"),
                          !request.quiet);
    const pe::RowsWritten written = [&progress](std::int64_t done, std::int64_t total) {
        progress.update(done, total);
        return interruptSignal() == 0;
    };
    auto write = [&](std::ostream& out) {
        try {
            return npy ? pe::writeNpy(out, rows, written) : pe::writeCsv(out, rows, written);
        } catch (const std::bad_alloc&) { // a block that does not fit: a row of a huge D
            return false;
        }
    };
    auto interrupted = [&](const QString& what) {
        printError(QStringLiteral("interrupted; %1").arg(what));
        return 128 + interruptSignal();
    };
    if (request.output.isEmpty()) {
        std::ios::sync_with_stdio(false);
        if (!write(std::cout)) {
            if (interruptSignal() != 0)
                return interrupted(QStringLiteral("standard output holds part of the rows"));
            printError("cannot write to standard output");
            return ExitWriteFailed;
        }
        return ExitOk;
    }
    QString error;
    if (!writeStreamAtomically(request.output, write, &error)) {
        if (interruptSignal() != 0)
            return interrupted(QStringLiteral("nothing written to %1")
                                   .arg(QDir::toNativeSeparators(request.output)));
        printError(error);
        return ExitWriteFailed;
    }
    return ExitOk;
}

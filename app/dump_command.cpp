// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/dump_command.h"

#include "core/matrix_io.h"
#include "core/parameter_validation.h"
#include "ui/export/atomic_write.h"
#include "ui/export/data_subject.h"

#include <QTextStream>
#include <cstdio>
#include <iostream>
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
    data.from = request.from;
    data.to = request.to.value_or(0);
    data.band = request.band;
    data.learned = request.encoding == "learned";
    data.maxLength = request.maxLength;
    data.seed = request.seed;
    data.heads = request.heads;
    data.rope = request.rope.params;
    data.ropePrecision = request.rope.precision;
    data.table = request.table;
    data.components = request.components;
    return data;
}

int runDump(const CliRequest& request) {
    pe::Matrix matrix;
    try {
        matrix = computeData(*request.subject, dataRequestOf(request));
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
    auto write = [&](std::ostream& out) {
        return npy ? pe::writeNpy(out, matrix) : pe::writeCsv(out, matrix);
    };
    if (request.output.isEmpty()) {
        std::ios::sync_with_stdio(false);
        if (!write(std::cout)) {
            printError("cannot write to standard output");
            return ExitWriteFailed;
        }
        return ExitOk;
    }
    QString error;
    if (!writeStreamAtomically(request.output, write, &error)) {
        printError(error);
        return ExitWriteFailed;
    }
    return ExitOk;
}

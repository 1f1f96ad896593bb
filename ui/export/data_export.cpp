// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/export/data_export.h"

#include "core/parameter_validation.h"
#include "ui/export/atomic_write.h"

#include <QDir>
#include <QFileInfo>
#include <QStorageInfo>
#include <stdexcept>

namespace {

QString bytesText(double bytes) {
    return QString::fromStdString(pe::formatBytes(bytes));
}

} // namespace

double leastDataBytes(const pe::RowBlocks& rows, bool npy) {
    return npy ? pe::npyFileBytes(rows.rows, rows.cols)
               : 2.0 * static_cast<double>(rows.rows) * static_cast<double>(rows.cols);
}

std::optional<QString> diskSpaceRefusal(const pe::RowBlocks& rows, bool npy, const QString& path) {
    const QStorageInfo disk(QFileInfo(path).absolutePath());
    if (!disk.isValid() || !disk.isReady())
        return std::nullopt; // the write itself names a folder that is not there
    const double least = leastDataBytes(rows, npy);
    const auto available = static_cast<double>(disk.bytesAvailable());
    if (least <= available)
        return std::nullopt;
    return QStringLiteral("%1 x %2 values would take at least %3 as %4, more than the %5 free "
                          "on %6")
        .arg(rows.rows)
        .arg(rows.cols)
        .arg(bytesText(least), npy ? QStringLiteral("npy") : QStringLiteral("csv"),
             bytesText(available), QDir::toNativeSeparators(disk.rootPath()));
}

bool exportData(DataSubject subject, const DataRequest& request, bool npy, const QString& path,
                QString* error, const pe::RowsWritten& written) {
    auto fail = [error](const QString& why) {
        if (error)
            *error = why;
        return false;
    };
    pe::RowBlocks rows;
    try {
        rows = dataRows(subject, request);
    } catch (const pe::ParameterError& e) {
        return fail(QString::fromStdString(e.what()));
    } catch (const std::bad_alloc&) {
        return fail(QStringLiteral("not enough memory for this matrix"));
    } catch (const std::length_error&) { // a size past what a vector can hold: the same
        return fail(QStringLiteral("not enough memory for this matrix"));
    } catch (const DataStopped&) {
        return fail(
            QStringLiteral("stopped; nothing written to %1").arg(QDir::toNativeSeparators(path)));
    }
    if (const std::optional<QString> refusal = diskSpaceRefusal(rows, npy, path))
        return fail(*refusal);
    bool stopped = false;
    const pe::RowsWritten heard = [&](std::int64_t done, std::int64_t total) {
        stopped = written && !written(done, total);
        return !stopped;
    };
    const bool ok = writeStreamAtomically(
        path,
        [&](std::ostream& out) {
            try {
                return npy ? pe::writeNpy(out, rows, heard) : pe::writeCsv(out, rows, heard);
            } catch (const std::bad_alloc&) { // one block that does not fit (a huge D)
                return false;
            }
        },
        error);
    if (stopped)
        return fail(
            QStringLiteral("stopped; nothing written to %1").arg(QDir::toNativeSeparators(path)));
    return ok;
}

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The real binary run as a user runs it, and its CSV or NPY output read back, for the
// command-line tests (PE_EXPLORER_BINARY is the binary's path, set by CMake).

#include "core/matrix_io.h"

#include <QByteArray>
#include <QProcess>
#include <QStringList>
#include <sstream>

namespace {

struct Run {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Run runCli(const QStringList& arguments,
           const QProcessEnvironment& environment = QProcessEnvironment::systemEnvironment()) {
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(PE_EXPLORER_BINARY, arguments);
    process.waitForFinished(120000);
    Run run;
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

[[maybe_unused]] pe::Matrix parseCsv(const QByteArray& bytes) {
    std::istringstream in(bytes.toStdString());
    const auto matrix = pe::readCsv(in);
    return matrix ? *matrix : pe::Matrix();
}

// A CSV's rows, without its "# " header lines.
[[maybe_unused]] QList<QByteArray> csvRows(const QByteArray& bytes) {
    QList<QByteArray> rows;
    for (const QByteArray& line : bytes.split('\n'))
        if (!line.startsWith('#'))
            rows << line;
    return rows;
}

[[maybe_unused]] pe::Matrix parseNpy(const QByteArray& bytes) {
    std::istringstream in(bytes.toStdString());
    const auto matrix = pe::readNpy(in);
    return matrix ? *matrix : pe::Matrix();
}

} // namespace

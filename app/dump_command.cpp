#include "dump_command.h"

#include "atomic_write.h"
#include "matrix_io.h"
#include "parameter_validation.h"
#include "similarity.h"
#include "sinusoidal_encoding.h"

#include <QTextStream>
#include <cstdio>
#include <iostream>

namespace {

// k, sim(from, from + k) as an N x 2 matrix, so it shares the CSV/NPY writers.
pe::Matrix offsetMatrix(const CliRequest& request) {
    const std::vector<double> values =
        pe::similarityByOffset(request.params, request.metric, request.from);
    pe::Matrix matrix(static_cast<Eigen::Index>(values.size()), 2);
    for (std::size_t k = 0; k < values.size(); ++k)
        matrix.row(static_cast<Eigen::Index>(k)) << static_cast<double>(k), values[k];
    return matrix;
}

pe::Matrix computeMatrix(const CliRequest& request) {
    if (request.what == "pe")
        return pe::sinusoidalEncoding(request.params);
    if (request.what == "similarity")
        return pe::similarity(request.params, request.metric);
    if (request.what == "frequencies")
        return pe::frequencyTable(request.params);
    return offsetMatrix(request);
}

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

int runDump(const CliRequest& request) {
    pe::Matrix matrix;
    try {
        matrix = computeMatrix(request);
    } catch (const pe::ParameterError& error) {
        printError(describe(error));
        return ExitInvalidInput;
    } catch (const std::bad_alloc&) {
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

#include "dump_command.h"

#include "alibi.h"
#include "atomic_write.h"
#include "data_export.h"
#include "learned_encoding.h"
#include "matrix_io.h"
#include "parameter_validation.h"
#include "similarity.h"
#include "sinusoidal_encoding.h"

#include <QTextStream>
#include <cstdio>
#include <iostream>
#include <stdexcept>

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

// One slope per row, so CSV prints one a line with %.17g.
pe::Matrix slopeMatrix(const CliRequest& request) {
    const std::vector<double> slopes =
        pe::alibiSlopes(request.heads, request.params.memoryBudgetBytes);
    return Eigen::Map<const pe::Matrix>(slopes.data(), static_cast<Eigen::Index>(slopes.size()), 1);
}

// The learned table's first L rows, or their similarity (the parser allows only these two).
pe::Matrix learnedMatrix(const CliRequest& request) {
    const pe::Matrix rows = pe::learnedEncoding(request.params, request.maxLength, request.seed);
    if (request.what == "similarity")
        return pe::similarityOf(rows, request.metric, request.params.memoryBudgetBytes);
    return rows;
}

pe::Matrix computeMatrix(const CliRequest& request) {
    if (request.what == "alibi-slopes")
        return slopeMatrix(request);
    if (request.encoding == "learned")
        return learnedMatrix(request);
    if (request.what == "pe")
        return computeDataMatrix(DataKind::Encoding, request.params, request.metric);
    if (request.what == "similarity")
        return computeDataMatrix(DataKind::Similarity, request.params, request.metric);
    if (request.what == "frequencies")
        return computeDataMatrix(DataKind::Frequencies, request.params, request.metric);
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

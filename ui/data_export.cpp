#include "data_export.h"

#include "atomic_write.h"
#include "matrix_io.h"
#include "parameter_validation.h"
#include "similarity.h"
#include "sinusoidal_encoding.h"

#include <stdexcept>

pe::Matrix computeDataMatrix(DataKind kind, const pe::EncodingParams& params, pe::Metric metric) {
    switch (kind) {
    case DataKind::Encoding:
        return pe::sinusoidalEncoding(params);
    case DataKind::Similarity:
        return pe::similarity(params, metric);
    case DataKind::Frequencies:
        return pe::frequencyTable(params);
    }
    return {};
}

bool exportData(DataKind kind, const pe::EncodingParams& params, pe::Metric metric, bool npy,
                const QString& path, QString* error) {
    pe::Matrix matrix;
    try {
        matrix = computeDataMatrix(kind, params, metric);
    } catch (const pe::ParameterError& e) {
        if (error)
            *error = QString::fromStdString(e.what());
        return false;
    } catch (const std::bad_alloc&) {
        if (error)
            *error = QStringLiteral("not enough memory for this matrix");
        return false;
    } catch (const std::length_error&) { // a size past what a vector can hold: the same
        if (error)
            *error = QStringLiteral("not enough memory for this matrix");
        return false;
    }
    return writeStreamAtomically(
        path,
        [&](std::ostream& out) {
            return npy ? pe::writeNpy(out, matrix) : pe::writeCsv(out, matrix);
        },
        error);
}

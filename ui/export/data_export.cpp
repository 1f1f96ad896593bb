// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/export/data_export.h"

#include "core/matrix_io.h"
#include "core/parameter_validation.h"

#include "ui/export/atomic_write.h"
#include <stdexcept>

bool exportData(DataSubject subject, const DataRequest& request, bool npy, const QString& path,
                QString* error) {
    pe::Matrix matrix;
    try {
        matrix = computeData(subject, request);
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

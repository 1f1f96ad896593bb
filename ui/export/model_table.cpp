// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/export/model_table.h"

#include "core/matrix_file.h"

#include <QFileInfo>

ModelTable readModelTable(const QString& argument, std::int64_t firstRow) {
    const pe::MatrixArgument split = pe::splitMatrixArgument(argument.toStdString());
    pe::LoadedMatrix loaded = pe::readMatrixFile(split.path, split.tensor, firstRow);
    QString name = QFileInfo(QString::fromStdString(split.path)).fileName();
    if (!loaded.tensor.empty())
        name += QStringLiteral(": ") + QString::fromStdString(loaded.tensor);
    if (firstRow > 0)
        name += QStringLiteral(" (from row %1)").arg(firstRow);
    return {std::make_shared<const pe::Matrix>(std::move(loaded.values)), name};
}

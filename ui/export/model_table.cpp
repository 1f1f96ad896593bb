// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/export/model_table.h"

#include "core/matrix_file.h"
#include "core/parameter_validation.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <new>

ModelTable readModelTable(const QString& argument, std::int64_t firstRow) {
    return *readModelTable(argument, firstRow, {});
}

std::optional<ModelTable> readModelTable(const QString& argument, std::int64_t firstRow,
                                         const pe::Stop& stop) {
    const pe::MatrixArgument split = pe::splitMatrixArgument(argument.toStdString());
    std::optional<pe::LoadedMatrix> read =
        pe::readMatrixFile(split.path, split.tensor, firstRow, stop);
    if (!read)
        return std::nullopt;
    pe::LoadedMatrix& loaded = *read;
    QString name = QFileInfo(QString::fromStdString(split.path)).fileName();
    if (!loaded.tensor.empty())
        name += QStringLiteral(": ") + QString::fromStdString(loaded.tensor);
    if (firstRow > 0)
        name += QStringLiteral(" (from row %1)").arg(firstRow);
    return ModelTable{std::make_shared<const pe::Matrix>(std::move(loaded.values)), name};
}

QString tableProblem(const QString& what, const std::function<void()>& work) {
    try {
        work();
    } catch (const pe::MatrixFileError& problem) {
        return QString::fromStdString(problem.what()); // names the file already
    } catch (const pe::ParameterError& problem) {
        return what + QStringLiteral(": ") + QString::fromStdString(problem.what());
    } catch (const std::bad_alloc&) {
        return QCoreApplication::translate("TableOpener", "%1: the table does not fit in memory.")
            .arg(what);
    } catch (const std::exception& problem) {
        return what + QStringLiteral(": ") + QString::fromLocal8Bit(problem.what());
    }
    return {};
}

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/scene_export.h"

#include "ui/compute/explorer_document.h"
#include "ui/compute/job_runner.h"
#include "ui/export/export_dialog.h"
#include "ui/export/last_folder.h"
#include "ui/export/scene_figure.h"
#include "ui/shell/file_actions.h"

#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QInputDialog>
#include <QMessageBox>

SceneExport::SceneExport(ExportContext* context, QWidget* parent)
    : QObject(parent), context_(context), parent_(parent) {}

void SceneExport::exportScene() {
    // The scene on show, as the teacher moved it; else one chosen, from its own start.
    const SceneInfo* scene = context_->currentScene();
    ExplorerState state = context_->document()->state();
    if (!scene) {
        QStringList titles;
        for (const SceneInfo& info : sceneTable())
            titles << sceneTitle(info);
        bool chosen = false;
        const QString title = QInputDialog::getItem(parent_, tr("Export scene"), tr("Scene:"),
                                                    titles, 0, false, &chosen);
        if (!chosen)
            return;
        scene = &sceneTable().at(std::size_t(titles.indexOf(title)));
        state = sceneState(*scene, state);
    }
    if (scene->showsTable && !state.table) {
        QMessageBox::warning(parent_, tr("Export scene"),
                             tr("\"%1\" shows a model's table: open one first (File > Open "
                                "position embeddings).")
                                 .arg(sceneTitle(*scene)));
        return;
    }
    const ExploreRequest request = sceneRequest(state);
    ExportDialog dialog(sceneCaption(*scene, request), parent_, sceneTitle(*scene));
    if (dialog.exec() != QDialog::Accepted)
        return;
    FigureOptions options = dialog.options();
    ExportDialog::remember(options);
    const ScenePage page = options.heightPx > options.widthPx ? ScenePage::A4 : ScenePage::Slide;
    const QString suffix = figureFormatSuffix(options.format);
    const QString typed = QFileDialog::getSaveFileName(
        parent_, tr("Export scene"), inLastFolder(QLatin1String(scene->name) + "." + suffix),
        tr("%1 files (*.%2)").arg(suffix.toUpper(), suffix));
    if (typed.isEmpty())
        return;
    const QString path = figurePathFor(typed, options.format);
    rememberFolderOf(path);
    context_->showStatus(tr("Computing the figure..."), 0);
    QApplication::setOverrideCursor(Qt::BusyCursor);
    auto* runner = new JobRunner(this);
    using Outcome = std::pair<std::shared_ptr<SceneFigureData>, QString>;
    connect(runner, &JobRunner::finished, this, [=](quint64, const QVariant& result) {
        runner->deleteLater();
        QApplication::restoreOverrideCursor();
        const auto outcome = result.value<Outcome>();
        QString error = outcome.second;
        if (outcome.first && writeSceneFigure(*scene, page, *outcome.first, options, path, &error))
            context_->showStatus(
                tr("Saved %1 (%2)").arg(QDir::toNativeSeparators(path), suffix.toUpper()), 5000);
        else if (!error.isEmpty())
            QMessageBox::warning(parent_, tr("Export failed"), error);
    });
    runner->submit([=](quint64, const JobRunner::Cancelled& cancelled) {
        QString error;
        std::optional<SceneFigureData> data =
            computeSceneData(*scene, page, request, options, &error, cancelled);
        if (!data && cancelled())
            return QVariant(); // the window is closing: no file
        return QVariant::fromValue(
            Outcome(data ? std::make_shared<SceneFigureData>(std::move(*data)) : nullptr, error));
    });
}

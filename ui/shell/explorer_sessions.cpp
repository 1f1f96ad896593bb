// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/explorer_sessions.h"
#include "ui/export/last_folder.h"

#include "ui/compute/limits.h"
#include "ui/export/figure_metadata.h"
#include "ui/shell/control_panel.h"
#include "ui/shell/main_window.h"
#include "ui/views/offset_profile_view.h"
#include "ui/views/plot_view.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QMenu>
#include <QMessageBox>

namespace {

// How long the status bar says a file was opened or saved, and why one could not be opened.
constexpr int kFileMessageMs = 5000;
constexpr int kFailureMessageMs = 15000;

} // namespace

ExplorerSessions::ExplorerSessions(MainWindow* window) : QObject(window), window_(window) {}

void ExplorerSessions::addActions(QMenu* menu) {
    QAction* first = menu->actions().value(0);
    auto* open = new QAction(tr("&Open session..."), menu);
    open->setShortcut(QKeySequence::Open);
    connect(open, &QAction::triggered, this, [this] {
        const QString path = QFileDialog::getOpenFileName(window_, tr("Open session"), lastFolder(),
                                                          tr("PE Explorer sessions (*.json)"));
        rememberFolderOf(path);
        QString error;
        if (!path.isEmpty() && !openSessionFile(path, &error))
            QMessageBox::warning(window_, tr("Open session"), error);
    });
    auto* save = new QAction(tr("&Save session..."), menu);
    save->setShortcut(QKeySequence::Save);
    connect(save, &QAction::triggered, this, [this] {
        const QString path = QFileDialog::getSaveFileName(
            window_, tr("Save session"), inLastFolder(QStringLiteral("lesson.json")),
            tr("PE Explorer sessions (*.json)"));
        rememberFolderOf(path);
        QString error;
        if (!path.isEmpty() && !saveSessionFile(path, &error))
            QMessageBox::warning(window_, tr("Save session"), error);
    });
    auto* figure = new QAction(tr("Open figure's &parameters..."), menu);
    figure->setToolTip(tr("Set the explorer to the parameters a PNG, PDF or SVG figure exported "
                          "by PE Explorer was made from."));
    connect(figure, &QAction::triggered, this, [this] {
        const QString path =
            QFileDialog::getOpenFileName(window_, tr("Open figure's parameters"), lastFolder(),
                                         tr("Figures (*.png *.pdf *.svg);;All files (*)"));
        rememberFolderOf(path);
        QString error;
        if (!path.isEmpty() && !openFigureParameters(path, &error))
            QMessageBox::warning(window_, tr("Open figure's parameters"), error);
    });
    menu->insertAction(first, open);
    menu->insertAction(first, figure);
    menu->insertAction(first, save);
    menu->insertSeparator(first);
}

bool ExplorerSessions::applyPreset(const pe::CoursePreset& preset) {
    if (!window_->acceptsParameters(preset.params))
        return false;
    window_->goTo(presetState(preset, window_->document()->metric()));
    // A comparison of starts brings its own overlay of profiles to the front.
    if (preset.comparePairs.size() >= 2)
        window_->bringForwardOn(Moment::StartsCompared);
    return true;
}

SessionFile ExplorerSessions::sessionFile() const {
    const ExplorerDocument& document = *window_->document();
    return {document.params(), document.metric(), document.selection(),
            window_->lastUsedView()->kind(), document.scene()};
}

bool ExplorerSessions::openSession(const SessionFile& session) {
    if (!window_->acceptsParameters(session.params))
        return false;
    const Selection selection =
        clampedSelection(session.selection, session.params.length, session.params.dim);
    window_->goTo({session.params, session.metric, selection,
                   keptScene(session.scene, session.params.length, selection.p)});
    for (PlotView* view : window_->views())
        if (view->kind() == session.view)
            window_->setLastUsedView(view);
    return true;
}

bool ExplorerSessions::openSessionFile(const QString& path, QString* error) {
    const auto session = readSessionFile(path, error);
    if (!session)
        return false;
    if (!openSession(*session)) {
        if (error)
            *error = tr("%1: the parameters are outside the explorer's ranges").arg(path);
        return false;
    }
    window_->showStatus(tr("Opened %1").arg(QDir::toNativeSeparators(path)), kFileMessageMs);
    return true;
}

void ExplorerSessions::openAtStart(const QString& path) {
    QString error;
    if (openSessionFile(path, &error))
        return;
    qWarning("%s", qPrintable(error));
    window_->showStatus(error, kFailureMessageMs);
}

bool ExplorerSessions::openFigureParameters(const QString& path, QString* error) {
    const auto figure = readFigureMetadata(path, error);
    if (!figure) {
        if (error)
            *error = tr("%1: %2").arg(QDir::toNativeSeparators(path), *error);
        return false;
    }
    const SessionFile scene = sessionFromFigure(*figure);
    if (!paramsInRange(scene.params)) {
        if (error)
            *error = tr("%1: the parameters are outside the explorer's ranges")
                         .arg(QDir::toNativeSeparators(path));
        return false;
    }
    // The similarity and the offset profile were drawn from the band, or from every
    // dimension; a figure that records the box says so for every view.
    if (figure->bandOnly)
        window_->document()->setBandOnly(*figure->bandOnly);
    else if (viewInfo(figure->view).uses.band)
        window_->document()->setBandOnly(figure->band.has_value());
    openSession(scene);
    window_->showStatus(tr("Set to the parameters of %1").arg(QDir::toNativeSeparators(path)),
                        kFileMessageMs);
    return true;
}

bool ExplorerSessions::saveSessionFile(const QString& path, QString* error) {
    if (!writeSessionFile(path, sessionFile(), error))
        return false;
    window_->showStatus(tr("Saved %1").arg(QDir::toNativeSeparators(path)), kFileMessageMs);
    return true;
}

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/explorer_scenes.h"

#include "core/course_presets.h"
#include "ui/compute/selection.h"
#include "ui/shell/main_window.h"
#include "ui/shell/presentation.h"
#include "ui/shell/scene_stage.h"
#include "ui/shell/view_grid.h"
#include "ui/views/offset_profile_view.h"
#include "ui/views/scene_table.h"
#include "ui/views/springs_view.h"

#include <QAction>
#include <QCheckBox>
#include <QDockWidget>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTimer>

namespace {

PlotView* viewOfKind(const QList<PlotView*>& views, ViewKind kind) {
    for (PlotView* view : views)
        if (view->kind() == kind)
            return view;
    return nullptr;
}

} // namespace

ExplorerScenes::ExplorerScenes(MainWindow* window, ViewGrid* grid, QStackedWidget* centre,
                               SpringsView* far, std::function<void()> askForTable)
    : QObject(window), window_(window), grid_(grid), centre_(centre), far_(far),
      askForTable_(std::move(askForTable)), stage_(new SceneStage),
      menu_(new QMenu(tr("&Scenes"), window)) {
    centre_->addWidget(stage_);
    window_->menuBar()->setCornerWidget(stage_->bar(), Qt::TopRightCorner);
    far_->setParent(stage_);
    far_->hide();
    int key = Qt::Key_1;
    for (const SceneInfo& scene : sceneTable()) {
        QAction* action = menu_->addAction(sceneTitle(scene));
        action->setCheckable(true);
        action->setToolTip(sceneDescription(scene));
        action->setStatusTip(sceneDescription(scene));
        // Keys a teacher presses at the projector, from the lessons' dock too.
        action->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(key++)));
        action->setShortcutContext(Qt::ApplicationShortcut);
        const SceneInfo* info = &scene;
        connect(action, &QAction::triggered, this, [this, info] {
            if (current_ == info)
                leave(); // the same key again: back to every view
            else
                enter(*info);
        });
        actions_ << action;
    }
    menu_->setToolTipsVisible(true);
    connect(stage_, &SceneStage::leaveRequested, this, &ExplorerScenes::leave);
    connect(stage_, &SceneStage::controlsToggled, this, &ExplorerScenes::showControls);
    connect(window_, &MainWindow::resultPresented, this, &ExplorerScenes::showTableState);
}

bool ExplorerScenes::enter(const SceneInfo& scene) {
    const ExplorerState target = sceneState(scene, window_->document()->state());
    if (!window_->acceptsParameters(target.params)) {
        checkCurrent();
        return false;
    }
    OffsetProfileView* offsets = window_->view<OffsetProfileView>();
    if (!current_)
        before_ = {window_->document()->state(), !window_->controlsDock()->isHidden(),
                   offsets->logBox()->isChecked(), !window_->statusBar()->isHidden(),
                   window_->lastUsedView()};
    stage_->release();
    grid_->takeBack();
    current_ = &scene;
    window_->goTo(target);
    QList<PlotView*> views;
    for (const std::vector<SceneSlot>& row : scene.rows)
        for (const SceneSlot& slot : row) {
            PlotView* view = far_;
            if (!slot.farQ) {
                view = viewOfKind(grid_->views(), slot.kind);
                grid_->lend(view);
            }
            views << view;
        }
    stage_->arrange(scene, views);
    // Focus view and Ctrl+E act on a view in sight: the scene's first until another is used.
    window_->setLastUsedView(views.value(0));
    showTableState();
    centre_->setCurrentWidget(stage_);
    stage_->bar()->show();
    if (scene.logOffsets)
        offsets->logBox()->setChecked(true);
    showControls(false);
    // The views take its line too: what it says (the selection) the views' subtitles say.
    window_->statusBar()->hide();
    window_->presentation()->setOuterEscape([this] { leave(); });
    checkCurrent();
    emit shownViewsChanged();
    // Once the window is on screen: a dialog over a window not yet shown stood alone on an
    // empty screen.
    if (scene.showsTable && !window_->document()->table() && askForTable_)
        QTimer::singleShot(0, this, [this] {
            if (current_ && current_->showsTable && !window_->document()->table())
                askForTable_();
        });
    return true;
}

void ExplorerScenes::leave() {
    if (!current_)
        return;
    stage_->release();
    far_->setParent(stage_);
    far_->hide();
    grid_->takeBack();
    centre_->setCurrentWidget(grid_);
    stage_->bar()->hide();
    current_ = nullptr;
    window_->presentation()->setOuterEscape({});
    window_->view<OffsetProfileView>()->logBox()->setChecked(before_.logOffsets);
    window_->controlsDock()->setVisible(before_.controlsShown);
    window_->statusBar()->setVisible(before_.statusShown);
    window_->goTo(before_.state);
    window_->setLastUsedView(before_.lastUsed);
    checkCurrent();
    emit shownViewsChanged();
}

// A scene of the open table says so while none is open (the views show the encoding).
void ExplorerScenes::showTableState() {
    if (!current_)
        return;
    QString title = sceneTitle(*current_);
    QString hint;
    // Short in the bar, which shares the menu bar's row (a long title pushed the menus into
    // its overflow at 1024 px); where to open one is in its tooltip.
    if (current_->showsTable && !window_->document()->table()) {
        title += QStringLiteral(" (") + tr("no table open") + QStringLiteral(")");
        hint = tr("File > Open position embeddings shows a model's table here");
    }
    stage_->titleLabel()->setText(title);
    stage_->titleLabel()->setToolTip(hint);
}

// The controls on demand: beside the scene while the bar's button is down.
void ExplorerScenes::showControls(bool shown) {
    window_->controlsDock()->setVisible(shown);
    const QSignalBlocker block(stage_->controlsButton());
    stage_->controlsButton()->setChecked(shown);
}

void ExplorerScenes::checkCurrent() {
    for (int i = 0; i < actions_.size(); ++i)
        actions_[i]->setChecked(current_ == &sceneTable()[std::size_t(i)]);
}

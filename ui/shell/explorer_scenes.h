// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The scenes (ui/views/scene_table.h) in the window: Teach > Scenes (Ctrl+1, Ctrl+2, ...) and
// --scene NAME show one in place of the views' grid, with its parameters and selection, the
// controls out of the way; Esc, the bar's Leave button or the same key again leave it, and
// the explorer is as it was before: parameters, selection, views in their places, controls.

#include "ui/compute/explorer_state.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <functional>

class MainWindow;
class PlotView;
class QAction;
class QMenu;
class QStackedWidget;
class SceneStage;
class SpringsView;
class ViewGrid;
struct SceneInfo;

class ExplorerScenes : public QObject {
    Q_OBJECT
  public:
    // `far` is the springs view of the far q, shown only in a scene; `askForTable` opens a
    // model's table (a scene of one, without one open).
    ExplorerScenes(MainWindow* window, ViewGrid* grid, QStackedWidget* centre, SpringsView* far,
                   std::function<void()> askForTable);

    QMenu* menu() const { return menu_; }
    // Shows `scene`; false (and nothing changed) when its parameters are refused.
    bool enter(const SceneInfo& scene);
    void leave();
    // The scene on show; null in the explorer's own layout.
    const SceneInfo* current() const { return current_; }
    // What leaving the scene goes back to.
    const ExplorerState& stateBefore() const { return before_.state; }
    SceneStage* stage() const { return stage_; }

  signals:
    // Other views are on show: they need their results.
    void shownViewsChanged();

  private:
    void showControls(bool shown);
    void checkCurrent();
    void showTableState();

    MainWindow* window_;
    ViewGrid* grid_;
    QStackedWidget* centre_;
    SpringsView* far_;
    std::function<void()> askForTable_;
    SceneStage* stage_;
    QMenu* menu_;
    QList<QAction*> actions_; // in the order of sceneTable()
    const SceneInfo* current_ = nullptr;
    // The explorer as it was before the first scene, to come back to.
    struct Before {
        ExplorerState state;
        bool controlsShown = true;
        bool logOffsets = false;
        bool statusShown = true;
        QPointer<PlotView> lastUsed;
    } before_;
};

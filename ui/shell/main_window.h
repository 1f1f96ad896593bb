// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The explorer: a control panel beside linked views, one per row of the table of views
// (ui/views/view_kind.h). The window builds and arranges them around the document
// (explorer_document.h: the parameters, the table, the scene, the selection) that every part
// observes; the worker computes; the views only draw what a finished result holds. Menus, the
// status bar, sessions, scenes and requests are their own classes here (explorer_menus.h,
// explorer_status_bar.h, explorer_sessions.h, explorer_scenes.h, explore_requests.h).
// docs/ARCHITECTURE.md follows one slider move.

#include "core/encoding_params.h"
#include "ui/compute/explorer_document.h"
#include "ui/compute/request.h"
#include "ui/compute/result.h"
#include "ui/compute/selection.h"
#include "ui/export/session_file.h"
#include "ui/shell/explorer_sessions.h"
#include "ui/shell/file_actions.h"
#include "ui/teaching/shell_access.h"

#include <QMainWindow>
#include <QPointer>
#include <QSize>
#include <memory>
#include <optional>

class ControlPanel;
class ControlsDock;
class ExploreRequests;
class ExplorerHistory;
class ExplorerMenus;
class ExplorerScenes;
class QStackedWidget;
class ExplorerSessions;
class ExplorerStatusBar;
class ExploreWorker;
class HeatmapView;
class SpringsView;
class PlotView;
class Presentation;
class QLabel;
class QSettings;
class QSplitter;
class QTimer;
struct SelectionStep;

// Start-up choices: values given on the command line win over the saved session.
struct StartOptions {
    std::optional<std::int64_t> length, dim;
    std::optional<double> base;
    std::optional<pe::Layout> layout;
    std::optional<pe::Metric> metric;
    QString settingsFile;  // empty: the application's own QSettings
    QString sessionFile{}; // a session file (session_file.h) to open after the restore
    // A model's table (--matrix) shown in place of the encoding from the start.
    std::shared_ptr<const pe::Matrix> table{};
    QString tableName{};
    QString scene{}; // a scene to show from the start (scene_table.h); empty: none
    // The available area of the screen whose layout the window restores and saves
    // (window_geometry.h); empty: the screen the window is on.
    QSize screenSize{};
};

class MainWindow : public QMainWindow, public ExportContext, public ShellAccess {
    Q_OBJECT
  public:
    explicit MainWindow(const StartOptions& options = {}, QWidget* parent = nullptr);
    ~MainWindow() override;

    // In the order of viewTable() (view_kind.h).
    QList<PlotView*> views() const override { return views_; }
    PlotView* lastUsedView() const override;
    // The view of class `View` in the table's views (null for none).
    template <class View> View* view() const {
        for (PlotView* v : views_)
            if (auto* typed = qobject_cast<View*>(v))
                return typed;
        return nullptr;
    }
    // The heatmap whose drawn cell the inspector's note describes (shell_access.h).
    HeatmapView* heatmapView() const override;
    ControlPanel* controlPanel() const { return panel_; }
    ExploreWorker* worker() const { return worker_; }
    // The View menu: presentation mode, text size, one view alone (presentation.h).
    Presentation* presentation() const { return presentation_; }
    QDockWidget* controlsDock() const override;
    ExplorerSessions* sessions() const { return sessions_; }
    ExplorerStatusBar* explorerStatusBar() const { return status_; }
    // Teach > Scenes: one part of the lesson in place of every view (explorer_scenes.h).
    ExplorerScenes* scenes() const { return scenes_; }
    // The springs of p and the far q, which only the springs scene shows.
    SpringsView* farSpringsView() const { return farSprings_; }
    // The view Ctrl+E exports and a session names.
    void setLastUsedView(PlotView* view) { lastUsed_ = view; }
    // `view` to the front of the tabs it shares a place with.
    void bringForward(PlotView* view);
    // Every view that comes forward on `moment` to the front of its tabs (view_kind.h).
    void bringForwardOn(Moment moment);

    // What the views show (explorer_document.h).
    ExplorerDocument* document() const override { return document_; }
    std::shared_ptr<const ExploreResult> currentResult() const { return shown_; }

    // Shows a finished delivery if it answers the latest request and is newer than what is
    // on screen; returns false (and changes nothing) for a stale one.
    bool present(std::shared_ptr<ExploreDelivery> delivery);
    // No request waiting to be sent, the worker idle and no click in a view waiting to act
    // (plot_view.h: a click acts once no double-click can follow).
    bool isIdle() const;
    // The request the window would send now (what the views show and need).
    ExploreRequest currentRequest() const;
    void saveSettings();
    // Shows `params` and `metric` as if the user had set them (presets); values outside the
    // explorer's ranges are refused with a message and change nothing.
    bool applyParameters(const pe::EncodingParams& params, pe::Metric metric);
    // Whether the explorer's controls can show `params`; if not, says so in the panel.
    bool acceptsParameters(const pe::EncodingParams& params);
    // Sessions and figures' parameters (explorer_sessions.h).
    SessionFile sessionFile() const { return sessions_->sessionFile(); }
    bool openSession(const SessionFile& session) { return sessions_->openSession(session); }
    bool openSessionFile(const QString& path, QString* error) {
        return sessions_->openSessionFile(path, error);
    }
    bool saveSessionFile(const QString& path, QString* error) {
        return sessions_->saveSessionFile(path, error);
    }
    bool openFigureParameters(const QString& path, QString* error) {
        return sessions_->openFigureParameters(path, error);
    }
    // A model's table (File > Open position embeddings, a dropped file) in place of the
    // sinusoidal encoding, L and D its shape, as one undo step. Returns why not (the shape
    // named) when the shape is outside the explorer's ranges, and then changes nothing.
    QString openTable(std::shared_ptr<const pe::Matrix> table, const QString& name);
    // The sinusoidal encoding of the table's shape in its place: the same L x D side by side
    // in time, one undo step each way.
    void closeTable();
    // Shows `target` as one step of the undo history (presets, sessions, reset).
    void goTo(const ExplorerState& target);
    ExplorerHistory* history() const { return history_; }
    // Shown while the views hold a result for other parameters than the controls.
    QLabel* catchingUpLabel() const;
    // Back to a first start's parameters and selection, as one undoable step.
    void resetToDefaults();
    // Whether a saved window geometry was restored (otherwise the caller picks a size).
    bool restoredGeometry() const { return restoredGeometry_; }

  signals:
    void resultPresented(quint64 generation);
    // The user picked another language in the menu (already saved); the app rebuilds the
    // window so every string is translated again.
    void languageChosen(const QString& code);

  protected:
    void closeEvent(QCloseEvent* event) override;
    void showEvent(QShowEvent* event) override;
    QWidget* dialogParent() override { return this; }

  public:
    void showStatus(const QString& message, int timeoutMs) override;
    const SceneInfo* currentScene() const override;

  private:
    void buildViews();
    void showState(const ExplorerState& state);
    void connectViews();
    void connectSelectionInput();
    // What follows each change of the document: the panel, the saved session, the undo
    // history, the catching-up label, the next request.
    void followState();
    void restore(const StartOptions& options);
    void onParametersEdited();
    void updateCatchingUp();
    // The window's title and what the views that cannot show a table say instead.
    void showTableOrEncoding(const ExploreRequest& shown);
    void onFailed(quint64 generation, const QString& message);
    // The screen size the window's layout is kept for (window_geometry.h).
    QSize layoutScreen() const;
    // The views' least width from what the screen leaves beside the controls.
    void fitViewsToScreen();
    // An arrow key in a focused view moved the selection.
    void stepSelection(const PlotView* view, const SelectionStep& step);

    ExplorerDocument* document_;
    std::unique_ptr<QSettings> settings_;
    ExploreWorker* worker_;
    ExploreRequests* requests_;
    ControlsDock* controls_ = nullptr;
    ControlPanel* panel_ = nullptr;
    ExplorerHistory* history_ = nullptr;
    ExplorerSessions* sessions_ = nullptr;
    ExplorerMenus* menus_ = nullptr;
    ExplorerStatusBar* status_ = nullptr;
    class TeachingHub* hub_ = nullptr; // opens the inspector on a click and on Enter
    bool started_ = false;             // the start-up restore is not an undo step
    Presentation* presentation_ = nullptr;
    // The views, in the order of viewTable(): the window wires them alike, from their
    // descriptors.
    QList<PlotView*> views_;
    class ViewGrid* grid_ = nullptr; // the views in their rows and tabs
    QStackedWidget* centre_ = nullptr;
    SpringsView* farSprings_ = nullptr;
    ExplorerScenes* scenes_ = nullptr;
    // The table's views and the far springs: every view that computes and draws.
    QList<PlotView*> everyView() const;
    PlotView* lastUsed_ = nullptr;
    QTimer* saveTimer_;
    bool restoredGeometry_ = false;
    QSize screenSize_; // given at start (StartOptions::screenSize), or empty
    bool shownOnce_ = false;
    std::shared_ptr<const ExploreResult> shown_;
};

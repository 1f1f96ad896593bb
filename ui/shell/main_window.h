// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The explorer: a control panel beside five linked views (heatmap, waveforms, similarity,
// offset profile, frequency bands). The window owns the parameters and the selection; the
// worker computes; the views only draw what a finished result holds. docs/ARCHITECTURE.md
// follows one slider move through it.

#include "core/encoding_params.h"
#include "ui/compute/request.h"
#include "ui/compute/result.h"
#include "ui/compute/selection.h"
#include "ui/export/session_file.h"
#include "ui/shell/explorer_state.h"
#include "ui/shell/file_actions.h"

#include "core/course_presets.h"

#include <QMainWindow>
#include <QPointer>
#include <QSize>
#include <memory>
#include <optional>

class ControlPanel;
class ExplorerHistory;
class ExploreWorker;
class FrequencyBandView;
class HeatmapView;
class OffsetProfileView;
class SpringsView;
class QTabWidget;
class PlotView;
class Presentation;
class QLabel;
class QProgressBar;
class QSettings;
class QSplitter;
class QTimer;
class SimilarityView;
struct SelectionStep;
class WaveformView;

// Start-up choices: values given on the command line win over the saved session.
struct StartOptions {
    std::optional<std::int64_t> length, dim;
    std::optional<double> base;
    std::optional<pe::Layout> layout;
    std::optional<pe::Metric> metric;
    QString settingsFile;  // empty: the application's own QSettings
    QString sessionFile{}; // a session file (session_file.h) to open after the restore
    // The available area of the screen whose layout the window restores and saves
    // (window_geometry.h); empty: the screen the window is on.
    QSize screenSize{};
};

class MainWindow : public QMainWindow, public ExportContext {
    Q_OBJECT
  public:
    explicit MainWindow(const StartOptions& options = {}, QWidget* parent = nullptr);
    // All of `params` given explicitly (kept for callers that have only parameters).
    explicit MainWindow(const pe::EncodingParams& params, QWidget* parent = nullptr);
    ~MainWindow() override;

    // In the order of viewTable() (view_kind.h).
    QList<PlotView*> views() const override;
    PlotView* lastUsedView() const override;
    HeatmapView* heatmapView() const { return heatmap_; }
    WaveformView* waveformView() const { return waveforms_; }
    SimilarityView* similarityView() const { return similarity_; }
    OffsetProfileView* offsetProfileView() const { return offsets_; }
    FrequencyBandView* frequencyBandView() const { return bands_; }
    SpringsView* springsView() const { return springs_; }
    ControlPanel* controlPanel() const { return panel_; }
    ExploreWorker* worker() const { return worker_; }
    // The View menu: presentation mode, text size, one view alone (presentation.h).
    Presentation* presentation() const { return presentation_; }

    pe::EncodingParams params() const override { return params_; }
    pe::Metric metric() const override { return metric_; }
    const Selection& selection() const override { return selection_; }
    std::optional<pe::ColumnBand> similarityBand() const override;
    bool bandOnly() const override;
    Scene scene() const override { return scene_; }
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
    // The session file's view of the window: parameters, selection, the view last used.
    SessionFile sessionFile() const;
    // Shows a session as if the user had set it; false (and nothing changed) when it does
    // not fit the explorer's ranges.
    bool openSession(const SessionFile& session);
    // Read or write a session file; on failure `error` is one line naming the path.
    bool openSessionFile(const QString& path, QString* error);
    bool saveSessionFile(const QString& path, QString* error);
    // File > Open figure's parameters: the explorer set to what an exported figure recorded.
    bool openFigureParameters(const QString& path, QString* error);
    // The parameters and the selection: what one undo step restores.
    ExplorerState state() const { return {params_, metric_, selection_, scene_}; }
    // Shows `target` as one step of the undo history (presets, sessions, reset).
    void goTo(const ExplorerState& target);
    ExplorerHistory* history() const { return history_; }
    // Shown while the views hold a result for other parameters than the controls.
    QLabel* catchingUpLabel() const { return catchingUp_; }
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
    void showStatus(const QString& message, int timeoutMs) override;

  private:
    // The view of class View among views_ (null when the table has none).
    template <class View> View* findView() const {
        for (PlotView* view : views_)
            if (auto* found = qobject_cast<View*>(view))
                return found;
        return nullptr;
    }
    void buildViews();
    void buildStatusBar();
    void showInspected(const QString& text);
    void refitInspectedSoon();
    void buildMenus();
    void buildEditMenu();
    void showState(const ExplorerState& state);
    // Whether the explorer's controls can show `params`; if not, says so in the panel.
    bool acceptsParameters(const pe::EncodingParams& params);
    ExplorerState presetScene(const pe::CoursePreset& preset) const;
    void addSessionActions();
    void connectViews();
    void connectPanel();
    void connectSelectionInViews();
    void restore(const StartOptions& options);
    void applyStartOverrides(const StartOptions& options);
    void keepOnScreen();
    void onParametersEdited();
    void setSelection(const Selection& selection);
    void clampSelection();
    void followDefaultDimensions(std::int64_t oldDim, std::int64_t newDim);
    void scheduleRequest();
    void sendRequest();
    void onBusyChanged(bool busy);
    void updateCatchingUp();
    void onFailed(quint64 generation, const QString& message);
    void selectCell(std::int64_t position, std::int64_t dimension);
    void addWaveDimension(std::int64_t dimension);
    QByteArray splitterState() const;
    void restoreSplitters(const QByteArray& state);
    // The screen size the window's layout is kept for (window_geometry.h).
    QSize layoutScreen() const;
    // An arrow key in a focused view moved the selection.
    void stepSelection(const PlotView* view, const SelectionStep& step);

    pe::EncodingParams params_;
    pe::Metric metric_ = pe::Metric::Cosine;
    Selection selection_;
    Scene scene_; // a preset's tokens and overlays, while they still fit (scene.h)
    std::unique_ptr<QSettings> settings_;
    ExploreWorker* worker_;
    ControlPanel* panel_ = nullptr;
    ExplorerHistory* history_ = nullptr;
    class TeachingHub* hub_ = nullptr; // the inspector follows the arrow keys
    bool started_ = false;             // the start-up restore is not an undo step
    FileActions* fileActions_ = nullptr;
    Presentation* presentation_ = nullptr;
    // The views, in the order of viewTable(); the typed pointers below are the ones the window
    // connects to.
    QList<PlotView*> views_;
    HeatmapView* heatmap_ = nullptr;
    WaveformView* waveforms_ = nullptr;
    SimilarityView* similarity_ = nullptr;
    OffsetProfileView* offsets_ = nullptr;
    FrequencyBandView* bands_ = nullptr;
    SpringsView* springs_ = nullptr;
    QTabWidget* pairTabs_ = nullptr; // the offset profile and the springs share a place
    PlotView* lastUsed_ = nullptr;
    QSplitter* rows_ = nullptr;
    QSplitter* top_ = nullptr;
    QSplitter* bottom_ = nullptr;
    QTimer* requestTimer_;
    QTimer* saveTimer_;
    QProgressBar* busy_ = nullptr;
    QLabel* computeTime_ = nullptr;
    QString inspectedText_, inspectedShown_; // the last hover line, whole and as shown
    QLabel* catchingUp_ = nullptr;           // the views show older parameters than the controls
    std::optional<ExploreRequest> lastSent_;
    bool restoredGeometry_ = false;
    QSize screenSize_; // given at start (StartOptions::screenSize), or empty
    bool shownOnce_ = false;
    std::shared_ptr<const ExploreResult> shown_;
};

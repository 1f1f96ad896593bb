// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/main_window.h"

#include "ui/shell/go_to_positions.h"

#include "ui/compute/explore_requests.h"
#include "ui/compute/limits.h"
#include "ui/compute/selection_model.h"
#include "ui/compute/worker.h"
#include "ui/shell/control_panel.h"
#include "ui/shell/controls_dock.h"
#include "ui/shell/explorer_history.h"
#include "ui/shell/explorer_menus.h"
#include "ui/shell/explorer_scenes.h"
#include "ui/shell/explorer_sessions.h"
#include "ui/shell/explorer_status_bar.h"
#include "ui/shell/presentation.h"
#include "ui/shell/selection_input.h"
#include "ui/shell/session.h"
#include "ui/shell/table_opener.h"
#include "ui/shell/view_grid.h"
#include "ui/shell/window_geometry.h"
#include "ui/teaching/teaching_hub.h"
#include "ui/views/after_layout.h"
#include "ui/views/display_scale.h"
#include "ui/views/heatmap_view.h"
#include "ui/views/plot_data.h"
#include "ui/views/scene_table.h"
#include "ui/views/springs_view.h"
#include "ui/views/views_request.h"

#include <QCloseEvent>
#include <QScreen>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStyle>
#include <QTimer>
#include <algorithm>
#include <qcustomplot.h>

namespace {

// The size the window opens at without a saved layout: the smallest screen it is designed for
// (a 1366 x 768 projector).
constexpr QSize kFirstStartSize(1366, 768);
// How long the status bar keeps a message the user must read (a refused value, a session's
// warnings), and a failed compute's message.
constexpr int kWarningMs = 15000;
constexpr int kFailureMs = 10000;
// Saved a moment after each change too, so a killed session is not lost.
constexpr int kSaveDelayMs = 1000;

} // namespace

MainWindow::MainWindow(const StartOptions& options, QWidget* parent)
    : QMainWindow(parent), document_(new ExplorerDocument(this)),
      worker_(new ExploreWorker(this, preparePlotData)),
      requests_(new ExploreRequests(
          worker_, [this] { return currentRequest(); }, this)),
      saveTimer_(new QTimer(this)) {
    history_ = new ExplorerHistory(
        {}, [this](const ExplorerState& s) { showState(s); }, this);
    setWindowTitle(tr("PE Explorer"));
    screenSize_ = options.screenSize;
    settings_ = options.settingsFile.isEmpty()
                    ? std::make_unique<QSettings>()
                    : std::make_unique<QSettings>(options.settingsFile, QSettings::IniFormat);
    saveTimer_->setSingleShot(true);
    saveTimer_->setInterval(kSaveDelayMs);
    connect(saveTimer_, &QTimer::timeout, this, &MainWindow::saveSettings);
    buildViews();
    presentation_ = new Presentation(this, views(), [this] { return lastUsedView(); });
    status_ = new ExplorerStatusBar(statusBar(), presentation_->scaleLabel());
    sessions_ = new ExplorerSessions(this);
    menus_ = new ExplorerMenus(this, sessions_);
    new GoToPositions(this, presentation_->menu(), views(),
                      [this] { return document_->params().length; });
    hub_ = menus_->teaching();
    scenes_ = new ExplorerScenes(this, grid_, centre_, farSprings_,
                                 [this] { menus_->tables()->openAction()->trigger(); });
    menus_->addScenes(scenes_);
    connectViews();
    restore(options);
    if (!options.sessionFile.isEmpty())
        sessions_->openAtStart(options.sessionFile);
    if (options.table) {
        const QString refused = openTable(options.table, options.tableName);
        if (!refused.isEmpty())
            panel_->showError(refused);
    }
    history_->restart(document_->state());
    started_ = true;
    if (const SceneInfo* scene = findScene(options.scene); scene && scenes_->enter(*scene)) {
        // Parameter options given with the scene win over its own.
        ExplorerState given = document_->state();
        given.params.length = options.length.value_or(given.params.length);
        given.params.dim = options.dim.value_or(given.params.dim);
        given.params.base = options.base.value_or(given.params.base);
        given.params.layout = options.layout.value_or(given.params.layout);
        given.metric = options.metric.value_or(given.metric);
        given.selection = clampedSelection(given.selection, given.params.length, given.params.dim);
        if (given != document_->state() && acceptsParameters(given.params))
            goTo(given);
    }
    requests_->schedule();
}

MainWindow::~MainWindow() {
    saveSettings();
    // Leaving presentation on the way out tells the text size's listeners, the window's own
    // among them: while the window is still whole, not from among its children's deletion.
    delete presentation_;
    presentation_ = nullptr;
}

void MainWindow::buildViews() {
    controls_ = new ControlsDock(this);
    panel_ = controls_->panel();
    addDockWidget(Qt::LeftDockWidgetArea, controls_);

    grid_ = new ViewGrid;
    views_ = grid_->views();
    farSprings_ = new SpringsView(nullptr, SpringsView::WhichQ::Far);
    // The grid, or a scene's views in its place (explorer_scenes.h).
    centre_ = new QStackedWidget;
    centre_->addWidget(grid_);
    setCentralWidget(centre_);
    resize(kFirstStartSize);
    // After the controls took their width for the new text size (ControlsDock, connected first).
    connect(&DisplayScale::instance(), &DisplayScale::changed, this,
            [this] { afterTextSizeLayout(this, [this] { fitViewsToScreen(); }); });
    fitViewsToScreen();
}

QList<PlotView*> MainWindow::everyView() const {
    return views_ + QList<PlotView*>{farSprings_};
}

void MainWindow::fitViewsToScreen() {
    const QSize screen = layoutScreen();
    if (!screen.isValid())
        return;
    const int controls =
        controls_->isHidden() || controls_->isFloating()
            ? 0
            : controls_->minimumSizeHint().width() +
                  style()->pixelMetric(QStyle::PM_DockWidgetSeparatorExtent, nullptr, this);
    grid_->fitIntoWidth(screen.width() - controls);
}

void MainWindow::showState(const ExplorerState& state) {
    panel_->showError(QString());
    document_->setState(state);
}

void MainWindow::goTo(const ExplorerState& target) {
    history_->go(target);
}

QString MainWindow::openTable(std::shared_ptr<const pe::Matrix> table, const QString& name) {
    pe::EncodingParams shape = document_->params();
    shape.length = table->rows();
    shape.dim = table->cols();
    if (!paramsInRange(shape))
        return tableTooLarge(name, shape.length, shape.dim);
    ExplorerState next = document_->state();
    next.params = shape;
    next.scene = {};
    next.selection = clampedSelection(next.selection, shape.length, shape.dim);
    next.table = std::move(table);
    next.tableName = name;
    goTo(next);
    grid_->bringForwardOn(Moment::TableOpened);
    return {};
}

void MainWindow::closeTable() {
    if (!document_->table())
        return;
    ExplorerState next = document_->state();
    next.table = nullptr;
    next.tableName.clear();
    goTo(next);
}

void MainWindow::resetToDefaults() {
    const ExploreSession defaults = defaultSession();
    goTo({defaults.params, defaults.metric, defaults.selection});
}

bool MainWindow::acceptsParameters(const pe::EncodingParams& params) {
    if (paramsInRange(params))
        return true;
    panel_->showError(tr("These parameters are outside the explorer's ranges."));
    return false;
}

bool MainWindow::applyParameters(const pe::EncodingParams& params, pe::Metric metric) {
    if (!acceptsParameters(params))
        return false;
    panel_->setParameters(params, metric);
    onParametersEdited();
    return true;
}

void MainWindow::connectViews() {
    connectSelectionInput();
    for (PlotView* view : everyView()) {
        // The view Ctrl+E exports: the one last pressed, or reached with Tab.
        connect(view, &PlotView::pressed, this, [this, view] { lastUsed_ = view; });
        connect(view, &PlotView::focused, this, [this, view] { lastUsed_ = view; });
        connect(view, &PlotView::stepRequested, this,
                [this, view](const SelectionStep& step) { stepSelection(view, step); });
        // Enter: the inspector, which follows the selection, comes forward.
        connect(view, &PlotView::inspectRequested, this, [this] {
            if (!document_->table()) // the inspector explains the formula, which a table has not
                hub_->showInspector();
        });
        connect(view, &PlotView::windowChanged, requests_, &ExploreRequests::schedule);
        connect(view, &PlotView::inspected, status_, &ExplorerStatusBar::showInspected);
        // Pixel sizes are known only after a layout pass; a new size may change the samples.
        connect(view->plot(), &QCustomPlot::afterLayout, requests_, &ExploreRequests::schedule);
        connect(document_->selectionModel(), &SelectionModel::changed, view,
                &PlotView::showSelection);
    }
    connect(document_->selectionModel(), &SelectionModel::changed, status_,
            &ExplorerStatusBar::showSelection);
    connect(document_, &ExplorerDocument::changed, this, &MainWindow::followState);
    // A view that comes forward is computed then: hidden ones compute nothing. One whose tab
    // the user clicked is the one Ctrl+E exports, as one clicked in is.
    connect(grid_, &ViewGrid::shownViewsChanged, requests_, &ExploreRequests::schedule);
    connect(scenes_, &ExplorerScenes::shownViewsChanged, requests_, &ExploreRequests::schedule);
    connect(grid_, &ViewGrid::tabChosen, this, [this](PlotView* view) { lastUsed_ = view; });
    connect(worker_, &ExploreWorker::delivered, this, &MainWindow::present);
    connect(worker_, &ExploreWorker::failed, this, &MainWindow::onFailed);
    connect(worker_, &ExploreWorker::busyChanged, status_, &ExplorerStatusBar::setBusy);
}

// The control panel and the clicks in the views each change the document: its selection
// (selection_input.h), its parameters and its band.
void MainWindow::connectSelectionInput() {
    connect(panel_, &ControlPanel::parametersEdited, this, &MainWindow::onParametersEdited);
    connect(panel_, &ControlPanel::bandOnlyToggled, document_, &ExplorerDocument::setBandOnly);
    // The inspector explains the formula: a model's table has none (the status bar and the
    // tooltip give the cell's value from the file).
    ::connectSelectionInput({panel_, document_->selectionModel(), grid_, [this] {
                                 if (!document_->table())
                                     hub_->showInspector();
                             }});
}

void MainWindow::bringForward(PlotView* view) {
    grid_->bringForward(view);
}

void MainWindow::bringForwardOn(Moment moment) {
    grid_->bringForwardOn(moment);
}

PlotView* MainWindow::lastUsedView() const {
    return lastUsed_ ? lastUsed_ : views_.front();
}

HeatmapView* MainWindow::heatmapView() const {
    return view<HeatmapView>();
}

void MainWindow::showStatus(const QString& message, int timeoutMs) {
    statusBar()->showMessage(message, timeoutMs);
}

QDockWidget* MainWindow::controlsDock() const {
    return controls_;
}

QLabel* MainWindow::catchingUpLabel() const {
    return status_->catchingUpLabel();
}

void MainWindow::restore(const StartOptions& options) {
    const ExploreSession session = loadSession(*settings_);
    if (!session.warnings.isEmpty()) {
        qWarning("%s", qPrintable(session.warnings.join(' ')));
        statusBar()->showMessage(session.warnings.join(' '), kWarningMs);
    }
    Selection selection = session.selection;
    // The layout left on a screen of this size; one never seen keeps the defaults.
    const WindowLayout layout = loadWindowLayout(*settings_, layoutScreen());
    restoredGeometry_ = !layout.geometry.isEmpty() && restoreGeometry(layout.geometry);
    if (restoredGeometry_)
        keepOnScreen(this);
    if (!layout.state.isEmpty())
        restoreState(layout.state);
    grid_->restorePackedState(layout.splitters);
    const StartParameters start =
        startParameters(session.params, options.length, options.dim, options.base, options.layout);
    selection.waveDims =
        followDimensionChange(selection.waveDims, session.params.dim, start.params.dim);
    document_->setBandOnly(session.bandOnly);
    document_->setState(
        {start.params, options.metric.value_or(session.metric), selection, {}, nullptr, {}});
    panel_->showError(start.refused);
}

void MainWindow::saveSettings() {
    ExploreSession session;
    // In a scene, the explorer as it was before it: the next start opens there.
    const ExplorerState saved = scenes_->current() ? scenes_->stateBefore() : document_->state();
    session.params = saved.params;
    session.metric = saved.metric;
    session.selection = saved.selection;
    session.bandOnly = document_->bandOnly();
    saveSession(*settings_, session);
    if (scenes_->current()) {
        settings_->sync();
        return; // the window's layout too: the scene's hides the controls
    }
    // As the user left the explorer before presenting or showing one view alone.
    saveWindowLayout(
        *settings_, layoutScreen(),
        {presentation_->windowGeometry(), saveState(),
         grid_->packedState([this](QSplitter* s) { return presentation_->splitterState(s); })});
    settings_->sync();
}

void MainWindow::showEvent(QShowEvent* event) {
    QMainWindow::showEvent(event);
    // Again once shown: only now is the frame the window manager adds known.
    if (!shownOnce_ && restoredGeometry_)
        keepOnScreen(this);
    shownOnce_ = true;
}

void MainWindow::closeEvent(QCloseEvent* event) {
    scenes_->leave(); // the explorer as the user left it, for the next start
    saveSettings();
    QMainWindow::closeEvent(event);
}

QSize MainWindow::layoutScreen() const {
    if (screenSize_.isValid())
        return screenSize_;
    const QScreen* screen = this->screen();
    return screen ? screen->availableSize() : QSize();
}

void MainWindow::onParametersEdited() {
    panel_->showError(QString());
    document_->setParameters(panel_->params(), panel_->metric());
}

void MainWindow::followState() {
    const ExplorerDocument& d = *document_;
    // Set only when they differ: a value being typed or dragged keeps its field as it is.
    if (!(panel_->params() == d.params()) || panel_->metric() != d.metric())
        panel_->setParameters(d.params(), d.metric());
    panel_->setTableShown(d.table() != nullptr);
    panel_->setBandOnly(d.bandOnly());
    panel_->showSelection(d.selection(), d.params().length, d.params().dim);
    saveTimer_->start();
    if (started_)
        history_->record(d.state());
    updateCatchingUp();
    requests_->schedule();
}

// Mid-drag the controls run ahead of the views; say what the views still show, so nobody
// reads the old picture as the new value's.
void MainWindow::updateCatchingUp() {
    const bool behind = shown_ && (!(shown_->request.params == document_->params()) ||
                                   shown_->request.metric != document_->metric());
    status_->showCatchingUp(behind ? std::optional(shown_->request.params) : std::nullopt);
}

void MainWindow::stepSelection(const PlotView* view, const SelectionStep& step) {
    const pe::EncodingParams& params = document_->params();
    if (!document_->selectionModel()->set(
            steppedSelection(document_->selection(), step, params.length, params.dim)))
        return; // at the edge already
    // A pair stepped to shows what tells it apart, as a click does.
    if (viewInfo(view->kind()).click == ClickAlso::ChoosesPair)
        grid_->bringForwardOn(Moment::PairChosen);
}

ExploreRequest MainWindow::currentRequest() const {
    return buildExploreRequest(*document_, everyView());
}

bool MainWindow::isIdle() const {
    const QList<PlotView*> views = everyView();
    return !requests_->waiting() && !worker_->isBusy() &&
           std::none_of(views.begin(), views.end(), [](PlotView* v) { return v->clickPending(); });
}

bool MainWindow::present(std::shared_ptr<ExploreDelivery> delivery) {
    if (!delivery || !delivery->result || !worker_->acceptForDisplay(*delivery))
        return false;
    // A refined result shares every payload but the refined ones with the picture on screen:
    // only the views whose payload changed are drawn again.
    const std::shared_ptr<const ExploreResult> before =
        delivery->refined && shown_ && shown_->generation == delivery->generation ? shown_
                                                                                  : nullptr;
    shown_ = delivery->result;
    const ExploreRequest& request = shown_->request;
    for (PlotView* view : everyView()) {
        // A view the request left out (behind another tab) keeps what it shows until it comes
        // forward; one that has no numbers for a table is told so by the result.
        const ComputeStep* step = &view->computeStep();
        const auto part = std::find_if(request.views.begin(), request.views.end(),
                                       [step](const ViewPart& p) { return p.step == step; });
        const bool computed = part != request.views.end();
        if (!computed && !(request.table && !step->readsTable))
            continue;
        const auto index = std::size_t(part - request.views.begin());
        if (before && computed && before->payloads.at(index) == shown_->payloads.at(index))
            continue;
        view->showResult(*delivery);
        view->showSelection(document_->selection());
    }
    showTableOrEncoding(shown_->request);
    status_->showComputeTime(shown_->computeMs);
    updateCatchingUp();
    emit resultPresented(delivery->generation);
    return true;
}

void MainWindow::showTableOrEncoding(const ExploreRequest& r) {
    if (r.table)
        setWindowTitle(tr("PE Explorer - %1 (L = %2, D = %3)")
                           .arg(r.tableName)
                           .arg(r.params.length)
                           .arg(r.params.dim));
    else
        setWindowTitle(tr("PE Explorer - L = %1, D = %2, base = %3")
                           .arg(r.params.length)
                           .arg(r.params.dim)
                           .arg(r.params.base, 0, 'g', 10));
    grid_->showTableShown(r.table != nullptr);
}

void MainWindow::onFailed(quint64, const QString& message) {
    // The views keep the last valid result; the message names the rejected value.
    panel_->showError(message);
    statusBar()->showMessage(message, kFailureMs);
}

const SceneInfo* MainWindow::currentScene() const {
    return scenes_ ? scenes_->current() : nullptr;
}

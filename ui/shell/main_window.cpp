// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/main_window.h"

#include "ui/compute/limits.h"
#include "ui/compute/number_text.h"
#include "ui/compute/worker.h"
#include "ui/export/figure_metadata.h"
#include "ui/shell/about_box.h"
#include "ui/shell/control_panel.h"
#include "ui/shell/explorer_history.h"
#include "ui/shell/file_actions.h"
#include "ui/shell/guide_dialog.h"
#include "ui/shell/language.h"
#include "ui/shell/presentation.h"
#include "ui/shell/session.h"
#include "ui/shell/window_geometry.h"
#include "ui/teaching/teaching_hub.h"
#include "ui/views/display_scale.h"
#include "ui/views/frequency_band_view.h"
#include "ui/views/heatmap_view.h"
#include "ui/views/offset_profile_view.h"
#include "ui/views/plot_data.h"
#include "ui/views/similarity_view.h"
#include "ui/views/springs_view.h"
#include "ui/views/waveform_view.h"

#include <QApplication>
#include <QCloseEvent>
#include <QDataStream>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <qcustomplot.h>

MainWindow::MainWindow(const StartOptions& options, QWidget* parent)
    : QMainWindow(parent), worker_(new ExploreWorker(this, preparePlotData)),
      requestTimer_(new QTimer(this)), saveTimer_(new QTimer(this)) {
    history_ = new ExplorerHistory(
        {}, [this](const ExplorerState& s) { showState(s); }, this);
    setWindowTitle(tr("PE Explorer"));
    screenSize_ = options.screenSize;
    settings_ = options.settingsFile.isEmpty()
                    ? std::make_unique<QSettings>()
                    : std::make_unique<QSettings>(options.settingsFile, QSettings::IniFormat);
    // Changes made in one turn of the event loop (a slider and its spin box, a resize of
    // several plots) become one request.
    requestTimer_->setSingleShot(true);
    requestTimer_->setInterval(0);
    connect(requestTimer_, &QTimer::timeout, this, &MainWindow::sendRequest);
    // Saved a moment after each change too, so a killed session is not lost.
    saveTimer_->setSingleShot(true);
    saveTimer_->setInterval(1000);
    connect(saveTimer_, &QTimer::timeout, this, &MainWindow::saveSettings);
    buildViews();
    buildStatusBar();
    buildMenus();
    connectViews();
    restore(options);
    if (!options.sessionFile.isEmpty()) {
        QString error;
        if (!openSessionFile(options.sessionFile, &error)) {
            qWarning("%s", qPrintable(error));
            statusBar()->showMessage(error, 15000);
        }
    }
    history_->restart(state());
    started_ = true;
    scheduleRequest();
}

MainWindow::MainWindow(const pe::EncodingParams& params, QWidget* parent)
    : MainWindow(StartOptions{params.length, params.dim, params.base, params.layout, {}, {}},
                 parent) {}

MainWindow::~MainWindow() {
    saveSettings();
    // Leaving presentation on the way out tells the text size's listeners, the window's own
    // among them: while the window is still whole, not from among its children's deletion.
    delete presentation_;
    presentation_ = nullptr;
}

void MainWindow::buildViews() {
    panel_ = new ControlPanel;
    auto* scroll = new QScrollArea;
    scroll->setWidget(panel_);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumWidth(panel_->sizeHint().width() + 20);
    // Larger text (View > Zoom in text, presentation) makes the controls wider: the panel
    // keeps room for them rather than clipping its labels.
    connect(&DisplayScale::instance(), &DisplayScale::changed, scroll, [this, scroll] {
        QTimer::singleShot(0, scroll, [this, scroll] {
            const int before = scroll->minimumWidth();
            // The width as designed, to come back to exactly at the size as designed.
            if (!scroll->property("peDesignedWidth").isValid())
                scroll->setProperty("peDesignedWidth", before);
            // Never more than about a quarter of the window, though: the views are what the
            // room reads, and at 200 % the controls would take twice their share. Yet never
            // less than the controls need whole: the panel does not scroll sideways, and a
            // narrower one would cut its fields and buttons at its right edge.
            const int whole = panel_->minimumSizeHint().width() + 20;
            scroll->setMinimumWidth(
                DisplayScale::instance().factor() == 1.0
                    ? scroll->property("peDesignedWidth").toInt()
                    : std::max(whole, std::min(panel_->sizeHint().width() + 20,
                                               std::max(width() * 7 / 25, 300))));
            // And back as narrow when the text shrinks: the views get their room again.
            if (auto* dock = qobject_cast<QDockWidget*>(scroll->parentWidget()))
                resizeDocks({dock}, {dock->width() + scroll->minimumWidth() - before},
                            Qt::Horizontal);
        });
    });
    auto* dock = new QDockWidget(tr("Controls"), this);
    dock->setObjectName(QStringLiteral("controls"));
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    dock->setWidget(scroll);
    followDisplayScaleInTitle(dock);
    addDockWidget(Qt::LeftDockWidgetArea, dock);

    // At 1366 x 768 a fourth view in the bottom row would be too narrow to read: the two views
    // about one pair of positions share a place.
    pairTabs_ = new QTabWidget;
    pairTabs_->setDocumentMode(true);
    top_ = new QSplitter(Qt::Horizontal);
    bottom_ = new QSplitter(Qt::Horizontal);
    for (const ViewInfo& info : viewTable()) {
        PlotView* view = info.make().release();
        views_ << view;
        switch (info.place) {
        case Placement::Top:
            top_->addWidget(view);
            break;
        case Placement::Bottom:
            bottom_->addWidget(view);
            break;
        case Placement::PairTabs:
            // The tabs take their place in the bottom row with their first view.
            if (pairTabs_->count() == 0)
                bottom_->addWidget(pairTabs_);
            pairTabs_->addTab(view, QCoreApplication::translate("MainWindow", info.tabTitle));
            break;
        }
    }
    heatmap_ = findView<HeatmapView>();
    waveforms_ = findView<WaveformView>();
    similarity_ = findView<SimilarityView>();
    offsets_ = findView<OffsetProfileView>();
    bands_ = findView<FrequencyBandView>();
    springs_ = findView<SpringsView>();
    rows_ = new QSplitter(Qt::Vertical);
    rows_->addWidget(top_);
    rows_->addWidget(bottom_);
    for (QSplitter* s : {top_, bottom_, rows_})
        s->setChildrenCollapsible(false);
    // Equal shares to start with: the tabs' larger size hint would otherwise squeeze the
    // similarity matrix and the heatmap (a saved session restores the user's own sizes).
    bottom_->setSizes({1000, 1000, 1000});
    rows_->setSizes({1000, 1000});
    setCentralWidget(rows_);
    resize(1366, 768);
}

void MainWindow::buildStatusBar() {
    busy_ = new QProgressBar;
    busy_->setRange(0, 0); // indeterminate: a compute has no meaningful percentage
    busy_->setMaximumWidth(120);
    busy_->setTextVisible(false);
    busy_->hide();
    computeTime_ = new QLabel;
    catchingUp_ = new QLabel;
    catchingUp_->hide();
    statusBar()->addPermanentWidget(catchingUp_);
    statusBar()->addPermanentWidget(busy_);
    statusBar()->addPermanentWidget(computeTime_);
    // A message (what the mouse points at, a file saved) takes the compute time's place while
    // it shows: beside it a long one ran under the label.
    connect(statusBar(), &QStatusBar::messageChanged, computeTime_,
            [this](const QString& message) { computeTime_->setVisible(message.isEmpty()); });
    // Larger text makes the line on show longer, the mouse still: fitted again once the labels
    // on the right have their new sizes.
    connect(&DisplayScale::instance(), &DisplayScale::changed, this,
            &MainWindow::refitInspectedSoon);
    presentation_ = new Presentation(this, views(), [this] { return lastUsedView(); });
    statusBar()->addPermanentWidget(presentation_->scaleLabel());
}

// What the mouse points at, in the status bar: as many of its parts as fit whole beside the
// labels on the right (the tooltip at the mouse has them all). At larger text the whole line
// would run under those labels, cut in the middle of a number. The first part says where the
// mouse is and the last ones what it reads there (the value, the drawn cell's mean): the
// details between them (pair, frequency, wavelength) give way first. No text: the mouse has
// left the plot, and its line goes.
void MainWindow::showInspected(const QString& text) {
    QStatusBar* bar = statusBar();
    if (text.isEmpty()) {
        if (!inspectedShown_.isEmpty() && bar->currentMessage() == inspectedShown_)
            bar->clearMessage();
        inspectedText_.clear();
        inspectedShown_.clear();
        return;
    }
    const QFontMetrics metrics(bar->font());
    // The message is drawn from x = 6 up to the labels on the right, whose places are known;
    // the compute time gives its place to the message (buildStatusBar()), and the labels
    // left of it only move right when it goes.
    int room = bar->width() - 12;
    const QList<QWidget*> labels = {catchingUp_, busy_,
                                    presentation_ ? presentation_->scaleLabel() : nullptr};
    for (QWidget* label : labels)
        if (label && label->isVisible())
            room = std::min(room, label->x() - 6 - metrics.averageCharWidth() * 2);
    const QString separator = QStringLiteral(";  ");
    QStringList shown = text.split(separator);
    while (shown.size() > 1 && metrics.horizontalAdvance(shown.join(separator)) > room)
        shown.removeAt(1);
    inspectedText_ = text;
    inspectedShown_ = shown.join(separator);
    bar->showMessage(inspectedShown_);
}

// The line on show fitted again after the status bar's next layout: the labels on its right
// have changed size or come and gone (larger text, the views catching up).
void MainWindow::refitInspectedSoon() {
    QTimer::singleShot(0, this, [this] {
        if (!inspectedShown_.isEmpty() && statusBar()->currentMessage() == inspectedShown_)
            showInspected(inspectedText_);
    });
}

void MainWindow::buildMenus() {
    fileActions_ = new FileActions(this, this);
    menuBar()->addMenu(fileActions_->menu());
    buildEditMenu();
    menuBar()->addMenu(presentation_->menu());
    for (PlotView* view : views())
        fileActions_->installContextMenu(view);
    addSessionActions();
    TeachingHub* hub = installTeaching(this, menuBar(), heatmap_, [this] { return params_; });
    hub_ = hub;
    connect(hub, &TeachingHub::presetChosen, this, [this, hub](const pe::CoursePreset& preset) {
        if (!acceptsParameters(preset.params))
            return;
        goTo(presetScene(preset));
        hub->inspectCell(selection_.position, selection_.dimension);
    });
    connect(this, &MainWindow::resultPresented, hub, &TeachingHub::refreshParams);
    menuBar()->addMenu(
        makeLanguageMenu(this, [this](const QString& code) { emit languageChosen(code); }));
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* guide = help->addAction(tr("&Guide"), this, [this] {
        auto* dialog = new GuideDialog(this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
    });
    guide->setShortcut(QKeySequence::HelpContents);
    help->addAction(tr("&About PE Explorer"), this, [this] { AboutBox::show(this); });
}

void MainWindow::buildEditMenu() {
    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(history_->undoAction(edit));
    edit->addAction(history_->redoAction(edit));
    edit->addSeparator();
    edit->addAction(tr("Reset to &defaults"), this, &MainWindow::resetToDefaults);
}

void MainWindow::showState(const ExplorerState& state) {
    params_ = state.params;
    metric_ = state.metric;
    scene_ = state.scene;
    panel_->setParameters(params_, metric_);
    panel_->showError(QString());
    setSelection(clampedSelection(state.selection, params_.length, params_.dim));
}

void MainWindow::goTo(const ExplorerState& target) {
    history_->go(target);
}

void MainWindow::resetToDefaults() {
    const ExploreSession defaults = defaultSession();
    goTo({defaults.params, defaults.metric, defaults.selection});
}

// What a preset sets besides L, D and base: the waveforms from the fastest pair to the
// slowest, its first compared pair of positions as p and q (the springs view), no band.
ExplorerState MainWindow::presetScene(const pe::CoursePreset& preset) const {
    ExplorerState scene{preset.params, metric_, {}};
    Selection& s = scene.selection;
    s.waveDims = defaultWaveDimensions(preset.params.dim);
    if (!preset.comparePairs.empty()) {
        s.position = preset.comparePairs.front().first;
        s.partner = preset.comparePairs.front().second;
    }
    if (preset.focusPosition >= 0) { // the cell the preset's note explains
        s.position = preset.focusPosition;
        s.dimension = preset.focusDimension;
    }
    s = clampedSelection(s, preset.params.length, preset.params.dim);
    for (const std::string& token : preset.tokens)
        scene.scene.tokens.push_back(token);
    // Two or more pairs compare starts: their profiles are laid over each other.
    if (preset.comparePairs.size() >= 2)
        for (const auto& pair : preset.comparePairs)
            scene.scene.offsetStarts.push_back(pair.first);
    scene.scene = keptScene(scene.scene, preset.params.length, s.position);
    return scene;
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

// Open and Save session head the File menu: a lesson starts from one.
void MainWindow::addSessionActions() {
    QMenu* menu = fileActions_->menu();
    QAction* first = menu->actions().value(0);
    auto* open = new QAction(tr("&Open session..."), menu);
    open->setShortcut(QKeySequence::Open);
    connect(open, &QAction::triggered, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open session"), QString(),
                                                          tr("PE Explorer sessions (*.json)"));
        QString error;
        if (!path.isEmpty() && !openSessionFile(path, &error))
            QMessageBox::warning(this, tr("Open session"), error);
    });
    auto* save = new QAction(tr("&Save session..."), menu);
    save->setShortcut(QKeySequence::Save);
    connect(save, &QAction::triggered, this, [this] {
        const QString path =
            QFileDialog::getSaveFileName(this, tr("Save session"), QStringLiteral("lesson.json"),
                                         tr("PE Explorer sessions (*.json)"));
        QString error;
        if (!path.isEmpty() && !saveSessionFile(path, &error))
            QMessageBox::warning(this, tr("Save session"), error);
    });
    auto* figure = new QAction(tr("Open figure's &parameters..."), menu);
    figure->setToolTip(tr("Set the explorer to the parameters a PNG, PDF or SVG figure exported "
                          "by PE Explorer was made from."));
    connect(figure, &QAction::triggered, this, [this] {
        const QString path =
            QFileDialog::getOpenFileName(this, tr("Open figure's parameters"), QString(),
                                         tr("Figures (*.png *.pdf *.svg);;All files (*)"));
        QString error;
        if (!path.isEmpty() && !openFigureParameters(path, &error))
            QMessageBox::warning(this, tr("Open figure's parameters"), error);
    });
    menu->insertAction(first, open);
    menu->insertAction(first, figure);
    menu->insertAction(first, save);
    menu->insertSeparator(first);
}

SessionFile MainWindow::sessionFile() const {
    return {params_, metric_, selection_, lastUsedView()->kind(), scene_};
}

bool MainWindow::openSession(const SessionFile& session) {
    if (!acceptsParameters(session.params))
        return false;
    const Selection selection =
        clampedSelection(session.selection, session.params.length, session.params.dim);
    goTo({session.params, session.metric, selection,
          keptScene(session.scene, session.params.length, selection.position)});
    for (PlotView* view : views())
        if (view->kind() == session.view)
            lastUsed_ = view;
    return true;
}

bool MainWindow::openSessionFile(const QString& path, QString* error) {
    const auto session = readSessionFile(path, error);
    if (!session)
        return false;
    if (!openSession(*session)) {
        if (error)
            *error = tr("%1: the parameters are outside the explorer's ranges").arg(path);
        return false;
    }
    statusBar()->showMessage(tr("Opened %1").arg(QDir::toNativeSeparators(path)), 5000);
    return true;
}

bool MainWindow::openFigureParameters(const QString& path, QString* error) {
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
        panel_->setBandOnly(*figure->bandOnly);
    else if (viewInfo(figure->view).uses.band)
        panel_->setBandOnly(figure->band.has_value());
    openSession(scene);
    statusBar()->showMessage(tr("Set to the parameters of %1").arg(QDir::toNativeSeparators(path)),
                             5000);
    return true;
}

bool MainWindow::saveSessionFile(const QString& path, QString* error) {
    if (!writeSessionFile(path, sessionFile(), error))
        return false;
    statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 5000);
    return true;
}

void MainWindow::connectViews() {
    connectPanel();
    connectSelectionInViews();
    for (PlotView* view : views()) {
        // The view Ctrl+E exports: the one last pressed, or reached with Tab.
        connect(view, &PlotView::pressed, this, [this, view] { lastUsed_ = view; });
        connect(view, &PlotView::focused, this, [this, view] { lastUsed_ = view; });
        connect(view, &PlotView::stepRequested, this,
                [this, view](const SelectionStep& step) { stepSelection(view, step); });
        connect(view, &PlotView::inspectRequested, this, [this] {
            if (hub_)
                hub_->inspectCell(selection_.position, selection_.dimension);
        });
        connect(view, &PlotView::windowChanged, this, &MainWindow::scheduleRequest);
        connect(view, &PlotView::inspected, this,
                [this](const QString& text) { showInspected(text); });
        // Pixel sizes are known only after a layout pass; a new size may change the samples.
        connect(view->plot(), &QCustomPlot::afterLayout, this, &MainWindow::scheduleRequest);
    }
    connect(worker_, &ExploreWorker::delivered, this, &MainWindow::present);
    connect(worker_, &ExploreWorker::failed, this, &MainWindow::onFailed);
    connect(worker_, &ExploreWorker::busyChanged, this, &MainWindow::onBusyChanged);
}

void MainWindow::connectPanel() {
    connect(panel_, &ControlPanel::parametersEdited, this, &MainWindow::onParametersEdited);
    connect(panel_, &ControlPanel::positionEdited, this,
            [this](std::int64_t p) { selectCell(p, selection_.dimension); });
    connect(panel_, &ControlPanel::dimensionEdited, this,
            [this](std::int64_t d) { selectCell(selection_.position, d); });
    connect(panel_, &ControlPanel::partnerEdited, this, [this](std::int64_t q) {
        Selection s = selection_;
        s.partner = std::clamp<std::int64_t>(q, 0, params_.length - 1);
        setSelection(s);
    });
    connect(panel_, &ControlPanel::addDimensionRequested, this, &MainWindow::addWaveDimension);
    connect(panel_, &ControlPanel::resetDimensionsRequested, this,
            [this] { setSelection(withDefaultWaveforms(selection_, params_.dim)); });
    connect(panel_, &ControlPanel::bandOnlyToggled, this, &MainWindow::scheduleRequest);
}

// Clicks and drags in the views change the one selection all views show.
void MainWindow::connectSelectionInViews() {
    connect(heatmap_, &HeatmapView::cellClicked, this, [this](std::int64_t p, std::int64_t d) {
        selectCell(p, d);
        addWaveDimension(d);
    });
    // A cell is a pair of positions: row p, column q, and the springs view shows what tells
    // them apart.
    connect(similarity_, &SimilarityView::cellClicked, this,
            [this](std::int64_t p, std::int64_t q) {
                Selection s = selection_;
                s.position = p;
                s.partner = q;
                setSelection(s);
                pairTabs_->setCurrentWidget(springs_);
            });
    connect(bands_, &FrequencyBandView::dimensionClicked, this,
            [this](std::int64_t d) { setSelection(withDimension(selection_, d)); });
    connect(bands_, &FrequencyBandView::bandSelected, this,
            [this](std::int64_t first, std::int64_t last) {
                setSelection(withBand(selection_, first, last, explore::kMaxWaveforms));
            });
}

QList<PlotView*> MainWindow::views() const {
    return views_;
}

PlotView* MainWindow::lastUsedView() const {
    return lastUsed_ ? lastUsed_ : heatmap_;
}

void MainWindow::showStatus(const QString& message, int timeoutMs) {
    statusBar()->showMessage(message, timeoutMs);
}

void MainWindow::restore(const StartOptions& options) {
    const ExploreSession session = loadSession(*settings_);
    if (!session.warnings.isEmpty()) {
        qWarning("%s", qPrintable(session.warnings.join(' ')));
        statusBar()->showMessage(session.warnings.join(' '), 15000);
    }
    params_ = session.params;
    metric_ = session.metric;
    selection_ = session.selection;
    // The layout left on a screen of this size; one never seen keeps the defaults.
    const WindowLayout layout = loadWindowLayout(*settings_, layoutScreen());
    restoredGeometry_ = !layout.geometry.isEmpty() && restoreGeometry(layout.geometry);
    if (restoredGeometry_)
        keepOnScreen();
    if (!layout.state.isEmpty())
        restoreState(layout.state);
    restoreSplitters(layout.splitters);
    applyStartOverrides(options);
    clampSelection();
    panel_->setParameters(params_, metric_);
    panel_->setBandOnly(session.bandOnly);
    setSelection(selection_);
    // An inspector the last session left open explains the selected cell, not its default.
    if (hub_ && !hub_->inspectorDock()->isHidden())
        hub_->inspectCell(selection_.position, selection_.dimension);
}

// A saved position can leave the window partly off the screen (another monitor, a window
// manager that adds its frame on every restore): moved back, never resized, so the saved
// layout of the views stays as it was.
void MainWindow::keepOnScreen() {
    const QScreen* screen = this->screen();
    if (!screen)
        return;
    const QRect free = screen->availableGeometry();
    const QRect g = geometry();
    const int x =
        std::clamp(g.x(), free.left(), std::max(free.left(), free.right() - g.width() + 1));
    const int y =
        std::clamp(g.y(), free.top(), std::max(free.top(), free.bottom() - g.height() + 1));
    if (x != g.x() || y != g.y())
        move(x, y);
}

void MainWindow::applyStartOverrides(const StartOptions& options) {
    pe::EncodingParams wanted = params_;
    wanted.length = options.length.value_or(wanted.length);
    wanted.dim = options.dim.value_or(wanted.dim);
    wanted.base = options.base.value_or(wanted.base);
    wanted.layout = options.layout.value_or(wanted.layout);
    metric_ = options.metric.value_or(metric_);
    if (paramsInRange(wanted)) {
        followDefaultDimensions(params_.dim, wanted.dim);
        params_ = wanted;
        return;
    }
    // Keep the last valid parameters: name each value out of range as a field refuses it
    // ("L must be 1 … 1000000: 2000000") and each one given with it that goes unused too.
    QStringList refused, unused;
    const auto given = [&](const QString& name, bool inRange, const QString& value,
                           const QString& minimum, const QString& maximum) {
        if (inRange)
            unused << QStringLiteral("%1 = %2").arg(name, value);
        else // the words of a field that refuses a typed value (ui/views/number_field.cpp)
            refused << QCoreApplication::translate("NumberField", "%1 must be %2 … %3: %4")
                           .arg(name, minimum, maximum, value);
    };
    if (options.length)
        given(tr("L"),
              *options.length >= explore::kMinLength && *options.length <= explore::kMaxLength,
              QString::number(*options.length), QString::number(explore::kMinLength),
              QString::number(explore::kMaxLength));
    if (options.dim)
        given(tr("D"), *options.dim >= explore::kMinDim && *options.dim <= explore::kMaxDim,
              QString::number(*options.dim), QString::number(explore::kMinDim),
              QString::number(explore::kMaxDim));
    if (options.base)
        given(tr("base"), *options.base >= explore::kMinBase && *options.base <= explore::kMaxBase,
              numberText(*options.base), numberText(explore::kMinBase),
              numberText(explore::kMaxBase));
    if (options.layout)
        unused << (*options.layout == pe::Layout::Interleaved ? tr("layout interleaved")
                                                              : tr("layout concatenated"));
    QString message = refused.join(QLatin1Char('\n'));
    if (!unused.isEmpty())
        message += QLatin1Char('\n') +
                   tr("Not applied either: %1.").arg(unused.join(QStringLiteral(", ")));
    panel_->showError(message + QLatin1Char('\n') + tr("Showing the saved parameters."));
}

void MainWindow::saveSettings() {
    ExploreSession session;
    session.params = params_;
    session.metric = metric_;
    session.selection = selection_;
    session.bandOnly = panel_->bandOnly();
    saveSession(*settings_, session);
    // As the user left the explorer before presenting or showing one view alone.
    saveWindowLayout(*settings_, layoutScreen(),
                     {presentation_->windowGeometry(), saveState(), splitterState()});
    settings_->sync();
}

void MainWindow::showEvent(QShowEvent* event) {
    QMainWindow::showEvent(event);
    // Again once shown: only now is the frame the window manager adds known.
    if (!shownOnce_ && restoredGeometry_)
        keepOnScreen();
    shownOnce_ = true;
}

void MainWindow::closeEvent(QCloseEvent* event) {
    saveSettings();
    QMainWindow::closeEvent(event);
}

QSize MainWindow::layoutScreen() const {
    if (screenSize_.isValid())
        return screenSize_;
    const QScreen* screen = this->screen();
    return screen ? screen->availableSize() : QSize();
}

QByteArray MainWindow::splitterState() const {
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    out << presentation_->splitterState(rows_) << presentation_->splitterState(top_)
        << presentation_->splitterState(bottom_);
    return bytes;
}

void MainWindow::restoreSplitters(const QByteArray& state) {
    QByteArray rows, top, bottom;
    QDataStream in(state);
    in >> rows >> top >> bottom;
    if (in.status() != QDataStream::Ok)
        return; // missing or corrupt: the default sizes stay
    rows_->restoreState(rows);
    top_->restoreState(top);
    bottom_->restoreState(bottom);
}

void MainWindow::onParametersEdited() {
    followDefaultDimensions(params_.dim, panel_->params().dim);
    params_ = panel_->params();
    metric_ = panel_->metric();
    panel_->showError(QString());
    clampSelection();
    setSelection(selection_);
}

void MainWindow::followDefaultDimensions(std::int64_t oldDim, std::int64_t newDim) {
    selection_.waveDims = followDimensionChange(selection_.waveDims, oldDim, newDim);
}

void MainWindow::clampSelection() {
    selection_ = clampedSelection(selection_, params_.length, params_.dim);
}

void MainWindow::setSelection(const Selection& selection) {
    selection_ = selection;
    scene_ = keptScene(scene_, params_.length, selection_.position);
    panel_->showSelection(selection_, params_.length, params_.dim);
    saveTimer_->start();
    for (PlotView* view : views())
        view->showSelection(selection_);
    // An open inspector explains the selected cell, whatever selected it (keys, undo, a
    // session, a figure's parameters).
    if (hub_ && hub_->inspectorDock()->isVisible())
        hub_->inspectCell(selection_.position, selection_.dimension);
    if (started_)
        history_->record(state());
    updateCatchingUp();
    scheduleRequest();
}

// Mid-drag the controls run ahead of the views; say what the views still show, so nobody
// reads the old picture as the new value's.
void MainWindow::updateCatchingUp() {
    const bool behind =
        shown_ && (!(shown_->request.params == params_) || shown_->request.metric != metric_);
    if (behind) {
        const pe::EncodingParams& p = shown_->request.params;
        catchingUp_->setText(tr("Views catching up: showing L = %1, D = %2, base = %3")
                                 .arg(p.length)
                                 .arg(p.dim)
                                 .arg(p.base, 0, 'g', 10));
    }
    if (catchingUp_->isVisibleTo(this) != behind) {
        catchingUp_->setVisible(behind);
        refitInspectedSoon();
    }
}

void MainWindow::selectCell(std::int64_t position, std::int64_t dimension) {
    Selection s = selection_;
    s.position = std::clamp<std::int64_t>(position, 0, params_.length - 1);
    s.dimension = std::clamp<std::int64_t>(dimension, 0, params_.dim - 1);
    setSelection(s);
}

void MainWindow::stepSelection(const PlotView* view, const SelectionStep& step) {
    const Selection s = steppedSelection(selection_, step, params_.length, params_.dim);
    if (s == selection_)
        return; // at the edge already
    setSelection(s);
    // A pair stepped to in the similarity matrix shows what tells it apart, as a click does.
    if (view == similarity_)
        pairTabs_->setCurrentWidget(springs_);
}

void MainWindow::addWaveDimension(std::int64_t dimension) {
    const Selection s = withWaveDimension(selection_, dimension, explore::kMaxWaveforms);
    if (!(s == selection_))
        setSelection(s);
}

void MainWindow::scheduleRequest() {
    requestTimer_->start();
}

std::optional<pe::ColumnBand> MainWindow::similarityBand() const {
    // Without a band the box has nothing to restrict to: the whole similarity stays.
    if (panel_->bandOnly() && selection_.hasBand())
        return pe::ColumnBand{selection_.bandFirst, selection_.bandLast};
    return std::nullopt;
}

bool MainWindow::bandOnly() const {
    return panel_->bandOnly();
}

ExploreRequest MainWindow::currentRequest() const {
    ExploreRequest r;
    r.params = params_;
    r.metric = metric_;
    r.from = selection_.position;
    r.waveDims = selection_.waveDims;
    r.band = similarityBand();
    r.scene = scene_;
    r.partner = selection_.partner;
    // Each view adds its own part: the windows it shows.
    for (const PlotView* view : views_)
        r.views.push_back(view->requestPart(r));
    return r;
}

void MainWindow::sendRequest() {
    const ExploreRequest request = currentRequest();
    if (lastSent_ && sameWork(*lastSent_, request))
        return; // nothing on screen would change
    lastSent_ = request;
    worker_->submit(request);
}

bool MainWindow::isIdle() const {
    const QList<PlotView*> all = views();
    return !requestTimer_->isActive() && !worker_->isBusy() &&
           std::none_of(all.begin(), all.end(), [](PlotView* v) { return v->clickPending(); });
}

bool MainWindow::present(std::shared_ptr<ExploreDelivery> delivery) {
    if (!delivery || !delivery->result || !worker_->acceptForDisplay(delivery->generation))
        return false;
    shown_ = delivery->result;
    for (PlotView* view : views()) {
        view->showResult(*delivery);
        view->showSelection(selection_);
    }
    const ExploreRequest& r = shown_->request;
    setWindowTitle(tr("PE Explorer - L = %1, D = %2, base = %3")
                       .arg(r.params.length)
                       .arg(r.params.dim)
                       .arg(r.params.base, 0, 'g', 10));
    computeTime_->setText(tr("Last compute: %1 ms").arg(shown_->computeMs, 0, 'f', 1));
    updateCatchingUp();
    emit resultPresented(delivery->generation);
    return true;
}

void MainWindow::onBusyChanged(bool busy) {
    busy_->setVisible(busy);
}

void MainWindow::onFailed(quint64, const QString& message) {
    // The views keep the last valid result; the message names the rejected value.
    panel_->showError(message);
    statusBar()->showMessage(message, 10000);
}

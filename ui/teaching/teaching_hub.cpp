// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/teaching/teaching_hub.h"

#include "ui/compute/explorer_document.h"
#include "ui/teaching/context_extension_view.h"
#include "ui/teaching/embedding_view.h"
#include "ui/teaching/formula_inspector.h"
#include "ui/teaching/lesson_window.h"
#include "ui/teaching/model_table_lesson.h"
#include "ui/teaching/preset_comparison_view.h"
#include "ui/teaching/preset_menu.h"
#include "ui/teaching/shell_access.h"
#include "ui/teaching/teach_menu.h"
#include "ui/teaching/wheel_scrolls_page.h"
#include "ui/views/display_scale.h"
#include "ui/views/heatmap_view.h"

#include <QApplication>
#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>
#include <QMenuBar>
#include <QScreen>
#include <QScrollArea>
#include <QSplitter>
#include <QStyle>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>
#include <functional>

namespace {

// Between a dock opened beside or over the window and the window's or the screen's edges: a
// window manager's frame fits there.
constexpr int kEdgeMargin = 8;
// Below the window's top edge: its title bar and menu bar stay in sight.
constexpr int kBelowTitle = 40;
// A floating inspector is never shorter: one formula step and its note read whole.
constexpr int kInspectorMinHeight = 300;
// The size the lessons are designed for: beside the window they take no more.
constexpr QSize kLessonMaxSize(1280, 760);
// A screen whose size is not known is taken as a small laptop's.
constexpr QRect kUnknownScreen(0, 0, 1280, 800);

// Runs `action` once the event being handled is done: a dock's visibility and the window's
// state are final only then (a tab brought to the front hides the others on its way).
void onceSettled(QObject* context, std::function<void()> action) {
    QTimer::singleShot(0, context, std::move(action));
}

} // namespace

TeachingHub::TeachingHub(QMainWindow* window, ShellAccess* shell)
    : QObject(window), shell_(shell), window_(window) {
    qRegisterMetaType<pe::CoursePreset>();
    if (window)
        window->installEventFilter(this);
    dock_ = new QDockWidget(tr("Formula inspector"), window);
    dock_->setObjectName(QStringLiteral("teachingFormulaInspector"));
    auto* content = new QSplitter(Qt::Vertical, dock_);
    inspector_ = new FormulaInspector(content);
    presetView_ = new PresetComparisonView(content);
    content->addWidget(inspector_);
    content->addWidget(presetView_);
    // The formula is what the inspector is for; the preset pane is one hint until a preset
    // is chosen.
    content->setStretchFactor(0, 4);
    content->setStretchFactor(1, 1);
    dock_->setWidget(content);
    followDisplayScaleInTitle(dock_);
    if (window) {
        window->addDockWidget(Qt::RightDockWidgetArea, dock_);
        dock_->hide();
    }

    presetMenu_ = new PresetMenu(window);
    connect(presetMenu_, &PresetMenu::presetChosen, this, &TeachingHub::choosePreset);

    // A dock of the explorer's window rather than a window of its own: its keys (F2 .. F9,
    // F11, Ctrl+Z, the text size) are the window's, floating or docked, and saveState()
    // brings it back where the teacher left it. It starts floating (see showLesson()).
    lessonsDock_ = new QDockWidget(window);
    lessonsDock_->setObjectName(QStringLiteral("teachingLessons"));
    // A lesson can need more room than a small screen has (its controls at projector size):
    // it scrolls within the dock rather than pushing the dock off the screen.
    auto* scroll = new QScrollArea(lessonsDock_);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    new WheelScrollsPage(scroll);
    lessons_ = new LessonWindow;
    // "What a model learned" opens on the table open in the explorer.
    if (shell_)
        lessons_->modelTableLesson()->follow(shell_->document());
    scroll->setWidget(lessons_);
    lessonsDock_->setWidget(scroll);
    followDisplayScaleInTitle(lessonsDock_);
    lessonsDock_->setWindowTitle(lessons_->windowTitle());
    connect(lessons_, &QWidget::windowTitleChanged, lessonsDock_, &QWidget::setWindowTitle);
    if (window) {
        window->addDockWidget(Qt::RightDockWidgetArea, lessonsDock_);
        lessonsDock_->hide();
        lessonsDock_->setFloating(true);
    }
    // Once placed, a floating dock keeps the place the teacher gave it. Closed while it
    // shared the controls' place, the controls get their own width back.
    connect(lessonsDock_, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible) {
            lessonsPlaced_ = true;
            return;
        }
        // Called too when another tab comes to the front: only a closed dock is hidden.
        onceSettled(this, [this] {
            if (!lessonsDock_->isHidden() || !panelBefore_ || !window_)
                return;
            if (!lessonsDock_->isFloating() && panelBefore_->isVisible()) {
                lessonsWidth_ = lessonsDock_->width();
                window_->resizeDocks({panelBefore_.data()}, {panelWidth_}, Qt::Horizontal);
            }
        });
    });
    refreshParams();
    if (SelectionModel* model = shell_ ? shell_->document()->selectionModel() : nullptr) {
        connect(model, &SelectionModel::changed, this, &TeachingHub::followSelection);
        followSelection(model->selection());
    }
}

pe::EncodingParams TeachingHub::currentParams() const {
    return shell_ ? shell_->document()->params() : pe::EncodingParams{};
}

// What the inspector and the lessons may cover or share without hiding a view.
QDockWidget* TeachingHub::controlsBeside() const {
    QDockWidget* dock = shell_ ? shell_->controlsDock() : nullptr;
    if (!dock || !window_ || dock->isFloating() || !dock->isVisible() ||
        window_->dockWidgetArea(dock) != Qt::LeftDockWidgetArea)
        return nullptr;
    return dock;
}

void TeachingHub::showInspector() {
    // The inspector hides neither a view nor the controls. With the controls docked beside
    // the views it opens under them, in their column: every view keeps its size and the
    // controls stay in sight (they scroll in the upper part); over the controls, a click on
    // a cell took them away until F2.
    if (QDockWidget* panel = controlsBeside()) {
        dockInspectorUnder(panel);
        return;
    }
    // Full screen (presenting), a window manager keeps the window above every other, a
    // floating inspector included: it opened out of sight, and the first F2 closed a window
    // no one could see. Without controls there it opens docked on the left.
    if (window_ && window_->isFullScreen()) {
        dockInspectorUnder(nullptr);
        return;
    }
    // Without controls in the window (moved away, closed, a scene): floating at the window's
    // right edge, over the views only until the teacher moves it.
    if (dock_->isHidden() && window_) {
        dock_->setFloating(true);
        const QRect area = window_->geometry();
        const int width = std::min(kInspectorWidth, area.width() / 2);
        QRect frame(area.right() - width - kEdgeMargin, area.top() + kBelowTitle, width,
                    std::max(kInspectorMinHeight, area.height() - 2 * kBelowTitle));
        // The geometry is the dock's inside: a window manager draws its title bar above it,
        // which at the window's top covered the menu bar.
        const int titleBar = dock_->style()->pixelMetric(QStyle::PM_TitleBarHeight, nullptr, dock_);
        frame.setTop(frame.top() + titleBar);
        dock_->setGeometry(frame);
    }
    dock_->show();
    dock_->raise();
}

void TeachingHub::dockInspectorUnder(QDockWidget* panel) {
    const bool inPlace = !dock_->isFloating() && dock_->isVisible() &&
                         window_->dockWidgetArea(dock_) == Qt::LeftDockWidgetArea &&
                         (!panel || !window_->tabifiedDockWidgets(panel).contains(dock_));
    if (!inPlace) {
        const int width = panel ? panel->width() : kInspectorWidth;
        const int height = panel ? panel->height() : 0;
        dock_->setFloating(false);
        window_->addDockWidget(Qt::LeftDockWidgetArea, dock_);
        if (panel)
            window_->splitDockWidget(panel, dock_, Qt::Vertical);
        dock_->show();
        // The column keeps the controls' width (the views keep theirs); the inspector takes
        // the larger lower part, enough for its formula steps, the controls scroll above it.
        window_->resizeDocks({dock_}, {width}, Qt::Horizontal);
        if (panel)
            window_->resizeDocks({panel, dock_}, {height * 2 / 5, height - height * 2 / 5},
                                 Qt::Vertical);
    }
    dock_->show();
    dock_->raise();
}

bool TeachingHub::eventFilter(QObject* watched, QEvent* event) {
    // Going full screen with the inspector floating: it would stay behind the window.
    if (watched == window_ && event->type() == QEvent::WindowStateChange &&
        window_->isFullScreen() && dock_->isFloating() && dock_->isVisible())
        onceSettled(this, [this] {
            if (window_->isFullScreen() && dock_->isFloating() && dock_->isVisible())
                dockInspectorUnder(controlsBeside());
        });
    return QObject::eventFilter(watched, event);
}

void TeachingHub::toggleInspector() {
    if (dock_->isVisible())
        dock_->hide();
    else
        showInspector();
}

void TeachingHub::showLesson(Lesson lesson) {
    lessons_->showLesson(lesson);
    // The lessons accompany the views, never hide them. Where the screen holds the window
    // and a lesson side by side they open floating beside the window; otherwise (a
    // 1366 x 768 projector, a maximised window) docked on the left as a tab beside the
    // controls, the views narrower but all in sight: the controls are one click away and
    // come back as they were when the lessons close. Once the teacher has moved or docked
    // them by hand, they open where they were left.
    if (!lessonsPlaced_ && lessonsDock_->isHidden() && window_) {
        const QScreen* screen = window_->screen();
        const QRect free = screen ? screen->availableGeometry() : kUnknownScreen;
        const QRect outside = window_->frameGeometry();
        const int besideWidth = free.right() - outside.right() - 2 * kEdgeMargin;
        QDockWidget* panel = controlsBeside();
        if (besideWidth >= kLessonMinimumWidth || !panel) {
            lessonsDock_->setFloating(true);
            const int width =
                std::max(kLessonMinimumWidth, std::min(kLessonMaxSize.width(), besideWidth));
            QRect frame(
                outside.right() + kEdgeMargin, std::max(free.top(), outside.top()) + kBelowTitle,
                width,
                std::min(kLessonMaxSize.height(), free.height() - kBelowTitle - kEdgeMargin));
            frame.moveRight(std::min(frame.right(), free.right() - kEdgeMargin));
            lessonsDock_->setGeometry(frame);
        } else {
            lessonsDock_->setFloating(false);
            window_->addDockWidget(Qt::LeftDockWidgetArea, lessonsDock_);
            window_->tabifyDockWidget(panel, lessonsDock_);
            panelBefore_ = panel;
            panelWidth_ = panel->width();
            // As much as the views leave: each keeps its minimum, the lesson takes the rest.
            const QWidget* views = window_->centralWidget();
            const int central = views ? views->width() : 0;
            const int spare = views ? central - views->minimumSizeHint().width() : 0;
            lessonsDock_->show();
            lessonsDock_->raise();
            window_->resizeDocks({lessonsDock_}, {panel->width() + std::max(0, spare)},
                                 Qt::Horizontal);
        }
        lessonsPlaced_ = true;
    } else if (lessonsDock_->isHidden() && !lessonsDock_->isFloating() && panelBefore_ &&
               lessonsWidth_ > 0 && window_) {
        // Closed, the controls took their own width back: the lessons take theirs again,
        // or they would open as narrow as the controls.
        lessonsDock_->show();
        lessonsDock_->raise();
        window_->resizeDocks({lessonsDock_}, {lessonsWidth_}, Qt::Horizontal);
    }
    lessonsDock_->show();
    lessonsDock_->raise();
    if (lessonsDock_->isFloating())
        lessonsDock_->activateWindow();
}

void TeachingHub::toggleLesson(Lesson lesson) {
    // One key opens and closes a lesson, as F11 enters and leaves presentation: at the
    // projector the teacher puts a lesson away with the key that brought it.
    if (lessonsDock_->isVisible() && lessons_->currentIndex() == int(lesson)) {
        const bool hadFocus = lessonsDock_->isAncestorOf(QApplication::focusWidget()) ||
                              QApplication::activeWindow() == lessonsDock_;
        lessonsDock_->close();
        // The next key goes to the explorer, not to a window that is gone.
        if (window_ && hadFocus)
            window_->activateWindow();
        return;
    }
    showLesson(lesson);
}

void TeachingHub::showContextExtensionForExplorer() {
    const pe::EncodingParams params = currentParams();
    lessons_->contextExtensionView()->setHandParameters(params.dim, params.base);
    showLesson(Lesson::ContextExtension);
}

void TeachingHub::followSelection(const Selection& selection) {
    refreshParams();
    inspector_->setCell(selection.p, selection.dimension);
    inspector_->setNote(drawnCellNote(selection.p, selection.dimension));
}

// Where a heatmap pixel stands for many positions or dimensions, the same sentence as the
// status bar: which ones, and the mean the cell shows. Nothing while the heatmap still shows
// other parameters (a preset's new scene on its way): its cells are not this cell's.
QString TeachingHub::drawnCellNote(std::int64_t position, std::int64_t dimension) const {
    const HeatmapView* heatmap = shell_ ? shell_->heatmapView() : nullptr;
    if (!heatmap || !heatmap->result() || !(heatmap->result()->request.params == currentParams()))
        return QString();
    return heatmap->describeDrawnCell(position, dimension);
}

void TeachingHub::refreshParams() {
    if (!shell_)
        return;
    inspector_->setParams(currentParams());
    // Each new result: the note follows the cells now drawn.
    inspector_->setNote(drawnCellNote(inspector_->pos(), inspector_->dim()));
}

void TeachingHub::choosePreset(const pe::CoursePreset& preset) {
    // The window sets the scene; the inspector follows the cell it selects through the
    // selection model: setting a cell here as well would explain another cell.
    emit presetChosen(preset);
    inspector_->setParams(preset.params);
    // The old heatmap's cells are not the preset's: its note goes until the new result.
    inspector_->setNote(drawnCellNote(inspector_->pos(), inspector_->dim()));
    presetView_->showPreset(preset);
    if (!preset.tokens.empty())
        lessons_->embeddingView()->showTokens(preset.tokens, preset.params.dim);
    showInspector();
}

TeachingHub* installTeaching(QMainWindow* window, QMenuBar* menuBar, ShellAccess* shell) {
    auto* hub = new TeachingHub(window, shell);
    if (menuBar)
        menuBar->addMenu(new TeachMenu(hub, window));
    return hub;
}

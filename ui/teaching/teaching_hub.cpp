#include "ui/teaching/teaching_hub.h"

#include "ui/teaching/context_extension_view.h"
#include "ui/teaching/embedding_view.h"
#include "ui/teaching/formula_inspector.h"
#include "ui/teaching/preset_comparison_view.h"
#include "ui/teaching/preset_menu.h"
#include "ui/teaching/teach_menu.h"
#include "ui/views/heatmap_view.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QMenuBar>
#include <QScreen>
#include <QScrollArea>
#include <QSplitter>
#include <QVBoxLayout>
#include <algorithm>

TeachingHub::TeachingHub(QMainWindow* window, std::function<pe::EncodingParams()> currentParams)
    : QObject(window), currentParams_(std::move(currentParams)), window_(window) {
    qRegisterMetaType<pe::CoursePreset>();
    dock_ = new QDockWidget(tr("Formula inspector"), window);
    dock_->setObjectName(QStringLiteral("teachingFormulaInspector"));
    auto* content = new QSplitter(Qt::Vertical, dock_);
    inspector_ = new FormulaInspector(content);
    presetView_ = new PresetComparisonView(content);
    content->addWidget(inspector_);
    content->addWidget(presetView_);
    content->setStretchFactor(0, 3);
    content->setStretchFactor(1, 2);
    dock_->setWidget(content);
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
    lessons_ = new LessonWindow;
    scroll->setWidget(lessons_);
    lessonsDock_->setWidget(scroll);
    lessonsDock_->setWindowTitle(lessons_->windowTitle());
    connect(lessons_, &QWidget::windowTitleChanged, lessonsDock_, &QWidget::setWindowTitle);
    if (window) {
        window->addDockWidget(Qt::RightDockWidgetArea, lessonsDock_);
        lessonsDock_->hide();
        lessonsDock_->setFloating(true);
    }
    // Once placed, a floating dock keeps the place the teacher gave it.
    connect(lessonsDock_, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible)
            lessonsPlaced_ = true;
    });
    refreshParams();
}

void TeachingHub::showInspector() {
    const bool wasHidden = dock_->isHidden();
    // A hidden inspector opens floating over the window's right edge rather than docked:
    // docking it would shrink every view under the click that opened it. The teacher may
    // still dock it by hand, and then it stays docked.
    if (wasHidden && window_) {
        dock_->setFloating(true);
        // Wide enough for one formula step per line at projector size.
        const QRect area = window_->geometry();
        const int width = std::min(420, area.width() / 2);
        dock_->setGeometry(area.right() - width - 8, area.top() + 40, width,
                           std::max(300, area.height() - 80));
    }
    dock_->show();
    dock_->raise();
}

void TeachingHub::showLesson(Lesson lesson) {
    lessons_->showLesson(lesson);
    // Docked, the lessons would take their width from the five views under the key or click
    // that opened them: they open floating over the window, as large as the lessons are
    // designed for (1280 x 760) or the screen allows. A teacher who docks them by hand keeps
    // them docked: a hidden docked dock shows again in its place.
    if (!lessonsPlaced_ && lessonsDock_->isHidden() && lessonsDock_->isFloating()) {
        const QScreen* screen = window_ ? window_->screen() : lessonsDock_->screen();
        const QRect free = screen ? screen->availableGeometry() : QRect(0, 0, 1280, 800);
        // Room for the frame a window manager adds around it.
        const QSize size(std::min(1280, free.width() - 16), std::min(760, free.height() - 48));
        QRect frame(QPoint(), size);
        frame.moveCenter(window_ ? window_->geometry().center() : free.center());
        frame.moveLeft(std::clamp(frame.left(), free.left() + 8,
                                  std::max(free.left() + 8, free.right() - 8 - size.width())));
        frame.moveTop(std::clamp(frame.top(), free.top() + 40,
                                 std::max(free.top() + 40, free.bottom() - 8 - size.height())));
        lessonsDock_->setGeometry(frame);
        lessonsPlaced_ = true;
    }
    lessonsDock_->show();
    lessonsDock_->raise();
    if (lessonsDock_->isFloating())
        lessonsDock_->activateWindow();
}

void TeachingHub::showContextExtensionForExplorer() {
    const pe::EncodingParams params = currentParams_ ? currentParams_() : pe::EncodingParams{};
    lessons_->contextExtensionView()->setHandParameters(params.dim, params.base);
    showLesson(Lesson::ContextExtension);
}

void TeachingHub::inspectCell(std::int64_t position, std::int64_t dimension) {
    refreshParams();
    inspector_->setCell(position, dimension);
    // Where a heatmap pixel stands for many positions or dimensions, the same sentence as the
    // status bar: which ones, and the mean the cell shows.
    inspector_->setNote(heatmap_ ? heatmap_->describeDrawnCell(position, dimension) : QString());
    showInspector();
}

void TeachingHub::refreshParams() {
    if (currentParams_)
        inspector_->setParams(currentParams_());
}

void TeachingHub::choosePreset(const pe::CoursePreset& preset) {
    // The window sets the scene and points the inspector at the cell it selects: setting a
    // cell here as well would explain another cell than the one selected.
    emit presetChosen(preset);
    inspector_->setParams(preset.params);
    presetView_->showPreset(preset);
    if (!preset.tokens.empty())
        lessons_->embeddingView()->showTokens(preset.tokens, preset.params.dim);
    showInspector();
}

TeachingHub* installTeaching(QMainWindow* window, QMenuBar* menuBar, HeatmapView* heatmap,
                             std::function<pe::EncodingParams()> currentParams) {
    auto* hub = new TeachingHub(window, std::move(currentParams));
    if (menuBar)
        menuBar->addMenu(new TeachMenu(hub, window));
    hub->heatmap_ = heatmap;
    if (heatmap)
        QObject::connect(heatmap, &HeatmapView::cellClicked, hub, &TeachingHub::inspectCell);
    return hub;
}

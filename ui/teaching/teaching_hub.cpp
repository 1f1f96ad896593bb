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

    // A window of its own: the lessons need the width a projector has.
    lessons_ = new LessonWindow(window);
    lessons_->setWindowFlag(Qt::Window);
    lessons_->resize(1280, 760);
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
    lessons_->show();
    lessons_->raise();
    lessons_->activateWindow();
}

void TeachingHub::showContextExtensionForExplorer() {
    const pe::EncodingParams params = currentParams_ ? currentParams_() : pe::EncodingParams{};
    lessons_->contextExtensionView()->setHandParameters(params.dim, params.base);
    showLesson(Lesson::ContextExtension);
}

void TeachingHub::inspectCell(std::int64_t position, std::int64_t dimension) {
    refreshParams();
    inspector_->setCell(position, dimension);
    showInspector();
}

void TeachingHub::refreshParams() {
    if (currentParams_)
        inspector_->setParams(currentParams_());
}

void TeachingHub::choosePreset(const pe::CoursePreset& preset) {
    emit presetChosen(preset);
    inspector_->setParams(preset.params);
    // "love" at position 1 is the course's worked example; otherwise the first cell.
    inspector_->setCell(preset.params.length > 1 ? 1 : 0, preset.params.dim > 2 ? 2 : 0);
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
    if (heatmap)
        QObject::connect(heatmap, &HeatmapView::cellClicked, hub, &TeachingHub::inspectCell);
    return hub;
}

#include "teaching_hub.h"

#include "embedding_view.h"
#include "formula_inspector.h"
#include "preset_comparison_view.h"
#include "preset_menu.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QSplitter>
#include <QVBoxLayout>

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

    // A window of its own: the tabs need the width a projector has.
    panel_ = new TeachingPanel(window);
    panel_->setWindowFlag(Qt::Window);
    panel_->resize(1280, 760);
    refreshParams();
}

void TeachingHub::showInspector() {
    const bool wasHidden = dock_->isHidden();
    dock_->show();
    dock_->raise();
    // Wide enough for one formula step per line at projector size.
    if (wasHidden && window_ && !dock_->isFloating())
        window_->resizeDocks({dock_}, {400}, Qt::Horizontal);
}

void TeachingHub::showTab(TeachingPanel::Tab tab) {
    panel_->showTab(tab);
    panel_->show();
    panel_->raise();
    panel_->activateWindow();
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
        panel_->embeddingView()->showTokens(preset.tokens, preset.params.dim);
    showInspector();
}

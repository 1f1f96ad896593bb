// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/scene_stage.h"

#include "ui/views/plot_view.h"
#include "ui/views/scene_table.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QSplitter>
#include <QToolButton>
#include <QVBoxLayout>

namespace {

// Splitter sizes are relative: the scene's shares (SceneInfo::rowShares) in units fine enough
// that the splitter's rounding moves nothing visibly.
constexpr int kShareUnit = 1000;

} // namespace

SceneStage::SceneStage(QWidget* parent)
    : QWidget(parent), bar_(new QWidget(this)), title_(new QLabel), controls_(new QToolButton),
      leave_(new QToolButton) {
    auto* bar = new QHBoxLayout(bar_);
    bar->setContentsMargins(12, 0, 2, 0);
    QFont bold = title_->font();
    bold.setBold(true);
    title_->setFont(bold);
    bar->addWidget(title_, 1);
    controls_->setText(tr("Controls"));
    controls_->setToolTip(tr("Shows the control panel beside the scene, and hides it again"));
    controls_->setCheckable(true);
    connect(controls_, &QToolButton::toggled, this, &SceneStage::controlsToggled);
    bar->addWidget(controls_);
    leave_->setText(tr("Leave scene (Esc)"));
    leave_->setToolTip(tr("Back to every view, with the parameters from before the scene"));
    connect(leave_, &QToolButton::clicked, this, &SceneStage::leaveRequested);
    bar->addWidget(leave_);
    bar_->hide();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
}

void SceneStage::arrange(const SceneInfo& scene, const QList<PlotView*>& views) {
    release();
    title_->setText(sceneTitle(scene));
    rows_ = new QSplitter(Qt::Vertical);
    rows_->setChildrenCollapsible(false);
    int next = 0;
    QList<int> heights;
    for (const std::vector<SceneSlot>& rowSlots : scene.rows) {
        auto* row = new QSplitter(Qt::Horizontal);
        row->setChildrenCollapsible(false);
        for (std::size_t s = 0; s < rowSlots.size() && next < views.size(); ++s) {
            PlotView* view = views[next++];
            row->addWidget(view);
            view->show();
            shown_ << view;
        }
        row->setSizes(QList<int>(row->count(), kShareUnit));
        rows_->addWidget(row);
        const std::size_t r = std::size_t(heights.size());
        heights << (r < scene.rowShares.size() ? scene.rowShares[r] : 1) * kShareUnit;
    }
    rows_->setSizes(heights);
    layout()->addWidget(rows_);
}

void SceneStage::release() {
    for (PlotView* view : std::as_const(shown_))
        view->setParent(nullptr);
    shown_.clear();
    delete rows_;
    rows_ = nullptr;
}

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/teaching/alibi_view.h"

#include "core/alibi.h"
#include "core/parameter_validation.h"
#include "ui/teaching/lesson_grid.h"
#include "ui/teaching/matrix_heatmap.h"
#include "ui/teaching/teaching_style.h"
#include "ui/views/whole_spin_box.h"
#include "ui/views/wrapped_check_box.h"

#include <QCheckBox>
#include <QLabel>
#include <QListWidget>
#include <QSpinBox>
#include <QVBoxLayout>
#include <cmath>
#include <limits>

namespace {

// "1/2^3" when the slope is an exact power of two, else nothing.
QString asPowerOfTwo(double slope) {
    const double k = -std::log2(slope);
    if (k > 0 && k == std::round(k) && std::ldexp(1.0, -int(k)) == slope)
        return QStringLiteral("1/2^%1 = 1/%2").arg(int(k)).arg(std::ldexp(1.0, int(k)), 0, 'f', 0);
    return {};
}

} // namespace

AlibiView::AlibiView(QWidget* parent) : QWidget(parent) {
    teaching::useProjectorFont(this);
    heads_ = new WholeSpinBox(this);
    heads_->setRange(1, kMaxHeads);
    heads_->setValue(8);
    head_ = new WholeSpinBox(this);
    head_->setRange(1, 8);
    length_ = new WholeSpinBox(this);
    length_->setRange(2, kMaxLength);
    length_->setValue(16);
    causal_ = new QCheckBox(this);
    causal_->setChecked(true);
    auto* controls = new LessonGrid(1, this);
    controls->addControl(new QLabel(tr("heads"), this), heads_, 0, 0);
    controls->addControl(new QLabel(tr("show head"), this), head_, 1, 0);
    controls->addControl(new QLabel(tr("sequence length"), this), length_, 2, 0);
    controls->addControl(
        nullptr, withWrappedText(causal_, tr("causal: a query sees no later key (j > i masked)")),
        3, 0);

    rule_ = new QLabel(this);
    rule_->setWordWrap(true);
    error_ = teaching::makeErrorLabel(this);
    list_ = new QListWidget(this);
    list_->setMinimumWidth(300);

    auto* leftPane = new QWidget(this);
    auto* left = new QVBoxLayout(leftPane);
    left->setContentsMargins(0, 0, 0, 0);
    left->addWidget(controls);
    left->addWidget(error_);
    left->addWidget(new QLabel(tr("Slopes m, one per head:"), this));
    left->addWidget(list_, 1);

    bias_ = new MatrixHeatmap(this);
    bias_->setAxisLabels(tr("key position j"), tr("query position i"));

    auto* body = new LessonGrid(2, this);
    body->addPane(leftPane, 0, 0, 2);
    body->addPane(bias_, 0, 1, 3);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(rule_);
    layout->addWidget(body, 1);

    connect(heads_, &QSpinBox::valueChanged, this, &AlibiView::recomputeSlopes);
    connect(head_, &QSpinBox::valueChanged, this, &AlibiView::showBias);
    connect(length_, &QSpinBox::valueChanged, this, &AlibiView::showBias);
    connect(causal_, &QCheckBox::toggled, this, &AlibiView::showBias);
    connect(list_, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0)
            head_->setValue(row + 1);
    });
    teaching::reportRefusals(this, error_);
    recomputeSlopes();
}

void AlibiView::setHeads(int heads) {
    heads_->setValue(heads);
}
void AlibiView::setHead(int head) {
    head_->setValue(head);
}

QStringList AlibiView::slopeLines() const {
    QStringList lines;
    for (int r = 0; r < list_->count(); ++r)
        lines << list_->item(r)->text();
    return lines;
}

void AlibiView::recomputeSlopes() {
    const int heads = heads_->value();
    try {
        slopes_ = pe::alibiSlopes(heads);
    } catch (const pe::ParameterError& e) {
        teaching::showError(error_, QString::fromStdString(e.what()));
        return;
    }
    teaching::showError(error_, QString());
    const bool power = (heads & (heads - 1)) == 0;
    rule_->setText(
        power ? tr("%1 heads, a power of two: slopes 2^(-8/%1), its square, ... a geometric "
                   "sequence. Each head adds \u2212m\u00b7|i \u2212 j| to its attention scores: "
                   "steep heads look near, gentle heads look far.")
                    .arg(heads)
              : tr("%1 heads, not a power of two: the slopes of the largest power of two below, "
                   "then every other slope of the sequence for twice as many heads (the ALiBi "
                   "paper's reference code). Each head adds \u2212m\u00b7|i \u2212 j|.")
                    .arg(heads));
    list_->clear();
    for (std::size_t h = 0; h < slopes_.size(); ++h) {
        QString line = tr("head %1: %2").arg(h + 1).arg(teaching::exact(slopes_[h]));
        const QString power2 = asPowerOfTwo(slopes_[h]);
        if (!power2.isEmpty())
            line += QStringLiteral("  (%1)").arg(power2);
        list_->addItem(line);
    }
    head_->setMaximum(heads);
    showBias();
}

void AlibiView::showBias() {
    const int head = head_->value();
    if (head < 1 || head > int(slopes_.size()))
        return;
    const double slope = slopes_[std::size_t(head - 1)];
    pe::Matrix bias = pe::alibiBias(slope, length_->value());
    QString title =
        tr("Bias of head %1: \u2212%2\u00b7|i \u2212 j|").arg(head).arg(teaching::brief(slope, 6));
    if (causal_->isChecked()) {
        for (Eigen::Index i = 0; i < bias.rows(); ++i)
            for (Eigen::Index j = i + 1; j < bias.cols(); ++j)
                bias(i, j) = std::numeric_limits<double>::quiet_NaN();
        title += QLatin1Char(' ') + tr("(grey: masked, j > i)");
    }
    bias_->setTitle(title);
    bias_->setMatrix(bias, MatrixHeatmap::Scale::Sequential);
    list_->blockSignals(true);
    list_->setCurrentRow(head - 1);
    list_->blockSignals(false);
}

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/teaching/learned_view.h"

#include "core/parameter_validation.h"
#include "ui/teaching/lesson_grid.h"
#include "ui/teaching/matrix_heatmap.h"
#include "ui/teaching/teaching_style.h"
#include "ui/views/whole_spin_box.h"

#include <QComboBox>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

LearnedView::LearnedView(QWidget* parent) : QWidget(parent) {
    teaching::useProjectorFont(this);
    maxLength_ = new WholeSpinBox(this);
    maxLength_->setRange(1, kMaxTableLength);
    maxLength_->setValue(32);
    length_ = new WholeSpinBox(this);
    length_->setRange(1, kMaxLength);
    length_->setValue(24);
    dim_ = new WholeSpinBox(this);
    dim_->setRange(1, kMaxDim);
    dim_->setValue(16);
    seed_ = new WholeSpinBox(this);
    seed_->setRange(0, 1000000);
    seed_->setValue(0);
    init_ = new QComboBox(this);
    init_->addItem(tr("nn.Embedding default N(0, 1)"));
    init_->addItem(tr("GPT-2 N(0, 0.02\u00b2)"));

    auto* controls = new LessonGrid(3, this);
    controls->addControl(new QLabel(tr("max_len (table rows)"), this), maxLength_, 0, 0);
    controls->addControl(new QLabel(tr("sequence length L"), this), length_, 0, 1);
    controls->addControl(new QLabel(tr("D"), this), dim_, 0, 2);
    controls->addControl(new QLabel(tr("seed"), this), seed_, 1, 0);
    controls->addControl(new QLabel(tr("initialisation"), this), init_, 1, 1, 2);

    error_ = teaching::makeErrorLabel(this);
    teaching::useProjectorFont(error_, teaching::kTitlePointSize, true);
    status_ = new QLabel(this);
    status_->setWordWrap(true);
    status_->setText(tr("A learned table (GPT) has one trained row per position up to max_len, "
                        "and nothing beyond. The sinusoidal formula gives a row for any position. "
                        "Set L above max_len to see the difference."));

    learned_ = new MatrixHeatmap(this);
    sinusoidal_ = new MatrixHeatmap(this);
    learned_->setAxisLabels(tr("dim"), tr("position"));
    sinusoidal_->setAxisLabels(tr("dim"), tr("position"));
    auto* maps = new LessonGrid(2, this);
    maps->addPane(learned_, 0, 0);
    maps->addPane(sinusoidal_, 0, 1);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(controls);
    layout->addWidget(status_);
    layout->addWidget(error_);
    layout->addWidget(maps, 1);

    // Typed fields take 40 as one change to 40, not a change to 4 first: "the last valid L"
    // is the one shown before the typing.
    for (QSpinBox* s : {maxLength_, length_, dim_, seed_})
        connect(s, &QSpinBox::valueChanged, this, &LearnedView::recompute);
    connect(init_, &QComboBox::currentIndexChanged, this, &LearnedView::recompute);
    teaching::reportRefusals(this, error_);
    recompute();
}

void LearnedView::setMaxLength(int maxLength) {
    maxLength_->setValue(maxLength);
}
void LearnedView::setLength(int length) {
    length_->setValue(length);
}
void LearnedView::setDim(int dim) {
    dim_->setValue(dim);
}
QString LearnedView::errorText() const {
    return error_->isHidden() ? QString() : error_->text();
}
std::int64_t LearnedView::learnedRows() const {
    return learned_->rows();
}
std::int64_t LearnedView::sinusoidalRows() const {
    return sinusoidal_->rows();
}

void LearnedView::recompute() {
    pe::EncodingParams params;
    params.length = length_->value();
    params.dim = dim_->value();
    const auto init =
        init_->currentIndex() == 1 ? pe::LearnedInit::Gpt2 : pe::LearnedInit::TorchDefault;
    // The sinusoidal side always works: it is the point of the comparison.
    try {
        sinusoidal_->setMatrix(pe::sinusoidalEncoding(params));
        sinusoidal_->setTitle(
            tr("Sinusoidal, L = %1: defined for every position").arg(params.length));
    } catch (const pe::ParameterError& e) {
        teaching::showError(error_, QString::fromStdString(e.what()));
        return;
    }
    try {
        const pe::Matrix learned =
            pe::learnedEncoding(params, maxLength_->value(), std::uint64_t(seed_->value()), init);
        learned_->setMatrix(learned);
        learned_->setTitle(tr("Learned, rows 0..%1 of a %2-row table")
                               .arg(params.length - 1)
                               .arg(maxLength_->value()));
        teaching::showError(error_, QString());
    } catch (const pe::ParameterError& e) {
        // The last valid learned rows stay on screen, marked as such.
        teaching::showError(error_,
                            tr("Learned PE error: %1").arg(QString::fromStdString(e.what())));
        learned_->setTitle(tr("Learned: no rows for L = %1 (showing the last valid L = %2)")
                               .arg(params.length)
                               .arg(learned_->rows()));
    }
}

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/teaching/phasor_clock_view.h"

#include "core/parameter_validation.h"
#include "core/phasor_clock.h"
#include "ui/teaching/binary_counter_widget.h"
#include "ui/teaching/clock_grid.h"
#include "ui/teaching/lesson_grid.h"
#include "ui/teaching/teaching_style.h"
#include "ui/views/compact_spin_box.h"
#include "ui/views/whole_spin_box.h"

#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QStyle>
#include <QTimer>
#include <QVBoxLayout>

PhasorClockView::PhasorClockView(QWidget* parent) : QWidget(parent) {
    teaching::useProjectorFont(this);
    dim_ = new WholeSpinBox(this);
    dim_->setRange(1, kMaxDim);
    dim_->setValue(16);
    base_ = new CompactSpinBox(this);
    base_->setDecimals(0);
    base_->setRange(2, 1e9);
    base_->setValue(10000);
    length_ = new WholeSpinBox(this);
    length_->setRange(2, kMaxLength);
    length_->setValue(64);
    speed_ = new WholeSpinBox(this);
    speed_->setRange(1, 1000);
    speed_->setValue(1);
    slider_ = new QSlider(Qt::Horizontal, this);
    slider_->setRange(0, 63);
    posLabel_ = new QLabel(this);
    teaching::useProjectorFont(posLabel_, teaching::kTitlePointSize, true);
    posLabel_->setMinimumWidth(150);
    play_ = new QPushButton(this);
    timer_ = new QTimer(this);
    timer_->setInterval(250);

    auto* controls = new LessonGrid(4, this);
    controls->addControl(new QLabel(tr("D"), this), dim_, 0, 0);
    controls->addControl(new QLabel(tr("base"), this), base_, 0, 1);
    controls->addControl(new QLabel(tr("positions"), this), length_, 0, 2);
    controls->addControl(new QLabel(tr("step"), this), speed_, 0, 3);
    auto* playRow = new QHBoxLayout;
    playRow->addWidget(play_);
    playRow->addWidget(posLabel_);
    playRow->addWidget(slider_, 1);

    clocks_ = new ClockGrid(this);
    counter_ = new BinaryCounterWidget(this);
    explain_ = new QLabel(this);
    explain_->setWordWrap(true);
    explain_->setText(tr(
        "Each clock is one sin/cos pair of PE(pos): the hand points at angle pos\u00b7\u03c9\u1d62 "
        "(x = cos, y = sin). Fast hands (short period, i small) move a lot between neighbours; "
        "slow hands barely move, yet after many steps they tell far positions apart. The "
        "binary counter does the same in steps: bit k flips every 2^k positions. Colours: "
        "warm hands are fast, cool hands are slow."));
    error_ = teaching::makeErrorLabel(this);

    auto* rightPane = new QWidget(this);
    auto* right = new QVBoxLayout(rightPane);
    right->setContentsMargins(0, 0, 0, 0);
    right->addWidget(new QLabel(tr("Binary counter of pos"), this));
    right->addWidget(counter_);
    right->addWidget(explain_);
    right->addStretch(1);
    auto* body = new LessonGrid(2, this);
    body->addPane(clocks_, 0, 0, 3);
    body->addPane(rightPane, 0, 1, 2);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(controls);
    layout->addLayout(playRow);
    layout->addWidget(error_);
    layout->addWidget(body, 1);

    connect(play_, &QPushButton::clicked, this, &PhasorClockView::togglePlay);
    connect(timer_, &QTimer::timeout, this, &PhasorClockView::step);
    connect(slider_, &QSlider::valueChanged, this, &PhasorClockView::refresh);
    connect(dim_, &QSpinBox::valueChanged, this, &PhasorClockView::refresh);
    connect(base_, &QDoubleSpinBox::valueChanged, this, &PhasorClockView::refresh);
    connect(length_, &QSpinBox::valueChanged, this, [this](int length) {
        slider_->setMaximum(length - 1);
        refresh();
    });
    teaching::reportRefusals(this, error_);
    showPlayButton(false);
    refresh();
}

void PhasorClockView::setPosition(int pos) {
    slider_->setValue(pos);
}
int PhasorClockView::position() const {
    return slider_->value();
}
void PhasorClockView::setDim(int dim) {
    dim_->setValue(dim);
}
bool PhasorClockView::isPlaying() const {
    return timer_->isActive();
}

void PhasorClockView::togglePlay() {
    if (timer_->isActive()) {
        timer_->stop();
        showPlayButton(false);
    } else {
        timer_->start();
        showPlayButton(true);
    }
}

// The style's own media icons: a pause glyph in the text is missing from common fonts.
void PhasorClockView::showPlayButton(bool playing) {
    play_->setIcon(style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    play_->setText(playing ? tr("Pause") : tr("Play"));
}

void PhasorClockView::step() {
    const int next = slider_->value() + speed_->value();
    slider_->setValue(next > slider_->maximum() ? 0 : next);
}

void PhasorClockView::refresh() {
    pe::EncodingParams params;
    params.length = length_->value();
    params.dim = dim_->value();
    params.base = base_->value();
    const int pos = slider_->value();
    try {
        clocks_->setHands(pe::phasorHands(pos, params));
        counter_->setBits(pe::binaryCounter(pos, pe::bitsFor(params.length)));
    } catch (const pe::ParameterError& e) {
        teaching::showError(error_, QString::fromStdString(e.what()));
        return;
    }
    teaching::showError(error_, QString());
    posLabel_->setText(tr("pos = %1").arg(pos));
}

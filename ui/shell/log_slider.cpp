// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/log_slider.h"

#include "ui/views/compact_spin_box.h"

#include <QDoubleSpinBox>
#include <QEvent>
#include <QLocale>
#include <QPainter>
#include <QSignalBlocker>
#include <QSlider>
#include <QStyleOptionSlider>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <functional>

namespace {

// A slider that draws labelled marks below its groove.
class MarkedSlider : public QSlider {
  public:
    using QSlider::QSlider;
    struct Mark {
        int position;
        QString label;
        Qt::Alignment align;
    };
    QList<Mark> marks;

    // Room below the handle for the labels; the style centres the groove, so added twice. In
    // the font the slider has now: kept at the first font's, larger text ran the labels up
    // into the groove and the marks' lines through them.
    void fitHeight() {
        if (!marks.isEmpty())
            setMinimumHeight(sizeHint().height() + 2 * (fontMetrics().height() + 4));
    }

  protected:
    void changeEvent(QEvent* event) override {
        QSlider::changeEvent(event);
        if (event->type() == QEvent::FontChange)
            fitHeight();
    }
    void paintEvent(QPaintEvent* event) override {
        QSlider::paintEvent(event);
        if (marks.isEmpty())
            return;
        QStyleOptionSlider option;
        initStyleOption(&option);
        const QRect groove =
            style()->subControlRect(QStyle::CC_Slider, &option, QStyle::SC_SliderGroove, this);
        const QRect handle =
            style()->subControlRect(QStyle::CC_Slider, &option, QStyle::SC_SliderHandle, this);
        const int span = groove.width() - handle.width();
        QPainter painter(this);
        painter.setPen(palette().color(QPalette::WindowText));
        const QFontMetrics metrics(font());
        const int baseline = height() - metrics.descent() - 1;
        for (const Mark& mark : marks) {
            const int x =
                groove.left() + handle.width() / 2 +
                QStyle::sliderPositionFromValue(minimum(), maximum(), mark.position, span);
            painter.drawLine(x, handle.bottom() + 1, x, baseline - metrics.ascent());
            const int w = metrics.horizontalAdvance(mark.label);
            int left = x - w / 2;
            if (mark.align & Qt::AlignLeft)
                left = x - w - 2;
            else if (mark.align & Qt::AlignRight)
                left = x + 3;
            painter.drawText(std::clamp(left, 0, width() - w), baseline, mark.label);
        }
    }
};

} // namespace

LogSliderField::LogSliderField(double minimum, double maximum, int decimals, QWidget* parent)
    : QWidget(parent), minimum_(minimum), maximum_(maximum), decimals_(decimals),
      slider_(new MarkedSlider(Qt::Horizontal, this)), spin_(new CompactSpinBox(this)) {
    slider_->setRange(0, kSteps);
    slider_->setSingleStep(5);
    slider_->setPageStep(50);
    spin_->setDecimals(decimals);
    static_cast<CompactSpinBox*>(spin_)->setLimits(minimum, maximum);
    spin_->setKeyboardTracking(false); // typing 4096 is one change, not four
    spin_->setGroupSeparatorShown(false);
    spin_->setMinimumWidth(spin_->fontMetrics().horizontalAdvance(QStringLiteral("10000000.0000")));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(spin_);
    layout->addWidget(slider_);
    // Tab follows the screen: the spin box above, then the slider (the slider is made first).
    setTabOrder(spin_, slider_);
    connect(static_cast<CompactSpinBox*>(spin_), &CompactSpinBox::rejected, this,
            &LogSliderField::valueRejected);
    connect(slider_, &QSlider::valueChanged, this, &LogSliderField::onSliderMoved);
    connect(spin_, &QDoubleSpinBox::valueChanged, this, &LogSliderField::onSpinChanged);
    setValue(minimum);
}

double LogSliderField::valueAt(int position) const {
    const double t = double(position) / kSteps;
    const double v = std::exp(std::log(minimum_) + t * (std::log(maximum_) - std::log(minimum_)));
    const double scale = std::pow(10.0, decimals_);
    return std::clamp(std::round(v * scale) / scale, minimum_, maximum_);
}

int LogSliderField::positionOf(double value) const {
    const double t = (std::log(std::clamp(value, minimum_, maximum_)) - std::log(minimum_)) /
                     (std::log(maximum_) - std::log(minimum_));
    return int(std::lround(t * kSteps));
}

double LogSliderField::value() const {
    return spin_->value();
}

void LogSliderField::setValue(double value) {
    const QSignalBlocker blockSpin(spin_);
    const QSignalBlocker blockSlider(slider_);
    spin_->setValue(value);
    slider_->setValue(positionOf(spin_->value()));
}

void LogSliderField::addMark(double value, const QString& label, Qt::Alignment align) {
    auto* marked = static_cast<MarkedSlider*>(slider_);
    marked->marks.append({positionOf(value), label, align});
    marked->fitHeight();
}

void LogSliderField::setToolTips(const QString& tip) {
    auto* spin = static_cast<CompactSpinBox*>(spin_);
    spin->setToolTip(tip);
    spin->setLimits(spin->minimum(), spin->maximum()); // adds the range
    slider_->setToolTip(spin->toolTip());
}

void LogSliderField::setFieldName(const QString& name) {
    static_cast<CompactSpinBox*>(spin_)->setFieldName(name);
}

void LogSliderField::onSliderMoved(int position) {
    const double v = valueAt(position);
    if (v == spin_->value())
        return; // several slider steps can round to one integer value
    const QSignalBlocker block(spin_);
    spin_->setValue(v);
    emit valueEdited(spin_->value());
}

void LogSliderField::onSpinChanged(double value) {
    const QSignalBlocker block(slider_);
    slider_->setValue(positionOf(value));
    emit valueEdited(value);
}

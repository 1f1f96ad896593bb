// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A slider on a log scale with a spin box beside it, kept in step: the slider reaches
// from 1 to a million in one gesture, the spin box takes an exact value from the keyboard.
// Optional marks label notable values under the slider (the paper's base, LLaMA 3's).

#include <QWidget>

class QSlider;
class QDoubleSpinBox;

class LogSliderField : public QWidget {
    Q_OBJECT
  public:
    // decimals = 0 makes it an integer field.
    LogSliderField(double minimum, double maximum, int decimals, QWidget* parent = nullptr);

    double value() const;
    // Sets the value without emitting valueEdited.
    void setValue(double value);
    // A labelled tick under the slider; `align` puts the label left of, right of or
    // centred on the tick, so that neighbouring labels need not collide.
    void addMark(double value, const QString& label, Qt::Alignment align = Qt::AlignHCenter);
    // The tooltip of slider and spin box; the range follows on a line of its own.
    void setToolTips(const QString& tip);
    // The name a refusal gives the field ("L must be 1 … 1000000: 2000000").
    void setFieldName(const QString& name);

    QSlider* slider() const { return slider_; }
    QDoubleSpinBox* spinBox() const { return spin_; }

    // Slider positions 0 .. kSteps map to minimum .. maximum logarithmically.
    static constexpr int kSteps = 1000;
    double valueAt(int sliderPosition) const;
    int positionOf(double value) const;

  signals:
    // The user changed the value (slider or spin box), once per change.
    void valueEdited(double value);
    // Typed text that is not a value in range, in one line naming it and the range; the
    // field kept its last valid value and shows itself red until the next accepted one.
    void valueRejected(const QString& message);

  private:
    void onSliderMoved(int position);
    void onSpinChanged(double value);

    double minimum_, maximum_;
    int decimals_;
    QSlider* slider_;
    QDoubleSpinBox* spin_;
};

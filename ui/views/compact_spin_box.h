// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A number field that shows 10000 rather than 10000.0000 and 1.0001 rather than 1.00: as many
// decimals as the value has, up to the field's precision. No group separators, in any
// language: the captions, the inspector, the status bar and the command line write 10000 and
// 1000000 as the paper and code do, and one number must not be spelled two ways on one
// screen. The explorer's parameter fields and the lessons' share it.
//
// It reads what a person types (1e6, 1,000,000, full-width digits: core/typed_number.h) and
// takes exactly that value or refuses it: a refused text turns the field red, it keeps its
// last valid value, and `rejected` names the value and the range. Nothing is rounded, clamped
// or cut short on the way. WholeSpinBox is its counterpart for whole numbers.

#include <QDoubleSpinBox>

class CompactSpinBox : public QDoubleSpinBox {
    Q_OBJECT
  public:
    explicit CompactSpinBox(QWidget* parent = nullptr);

    // The name a refusal gives the field ("L"); by default its label's text.
    void setFieldName(const QString& name);
    // setRange, and the tooltip names the new range.
    void setLimits(double minimum, double maximum);
    // Red since a refusal, until the next accepted value (or clearRejection).
    bool isRejected() const;
    void clearRejection();
    QString minimumText() const { return textFromValue(minimum()); }
    QString maximumText() const { return textFromValue(maximum()); }

    QValidator::State validate(QString& input, int& pos) const override;
    double valueFromText(const QString& text) const override;
    void fixup(QString& input) const override;
    QString textFromValue(double value) const override;

  signals:
    // Typed text the field refused, in one line: "L must be 1 … 1000000: 2000000".
    void rejected(const QString& message);

  protected:
    bool event(QEvent* event) override;
    // Enter, leaving the field and stepping end an edit: a refusal is reported once Qt has
    // put the kept value back, and Qt's repeated signal for that value is not passed on.
    void keyPressEvent(QKeyEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;
    void stepBy(int steps) override;

  private:
    bool refusesText() const;
    void reportRefusal();
    mutable QString refusal_; // what fixup found wrong with the text, until reported
};

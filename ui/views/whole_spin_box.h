// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A whole-number field that reads what a person types (1e6, 1,000,000, full-width digits:
// core/typed_number.h) and takes exactly that value or refuses it: a refused text (1.5, 0
// where 1 is the least, abc) turns the field red, it keeps its last valid value, and
// `rejected` names the value and the range. CompactSpinBox is its counterpart for reals.

#include <QSpinBox>

class WholeSpinBox : public QSpinBox {
    Q_OBJECT
  public:
    explicit WholeSpinBox(QWidget* parent = nullptr);

    // The name a refusal gives the field ("Position"); by default its label's text.
    void setFieldName(const QString& name);
    // setRange, and the tooltip names the new range.
    void setLimits(int minimum, int maximum);
    // Red since a refusal, until the next accepted value (or clearRejection).
    bool isRejected() const;
    void clearRejection();
    QString minimumText() const { return textFromValue(minimum()); }
    QString maximumText() const { return textFromValue(maximum()); }

    QValidator::State validate(QString& input, int& pos) const override;
    int valueFromText(const QString& text) const override;
    void fixup(QString& input) const override;

  signals:
    // Typed text the field refused, in one line: "Position must be 0 … 63: 64".
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

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the window's number fields share, whole (WholeSpinBox, on QSpinBox) or real
// (CompactSpinBox, on QDoubleSpinBox): they read what a person types (1e6, 1,000,000,
// full-width digits: core/typed_number.h) and take exactly that value or refuse it. A refused
// text (1.5 where a whole number is asked for, 0 where 1 is the least, abc) turns the field
// red, it keeps its last valid value, and the field's `rejected` signal names the value and
// the range. Nothing is rounded, clamped or cut short on the way. The tooltip states the range.

#include "ui/views/number_field.h"

#include <QDoubleSpinBox>
#include <QEvent>
#include <QKeyEvent>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QSpinBox>
#include <type_traits>
#include <utility>

template <class Spin> class TypedSpinBox : public Spin {
  public:
    static constexpr bool kReal = std::is_base_of_v<QDoubleSpinBox, Spin>;
    using Value = std::conditional_t<kReal, double, int>;

    explicit TypedSpinBox(QWidget* parent) : Spin(parent) {
        // The value typed is taken whole, at Enter or on leaving the field: typing 30000 must
        // not take 3, 30, 300 and 3000 on the way (nor keep 3000 when 30000 is refused).
        this->setKeyboardTracking(false);
        QObject::connect(this, &Spin::valueChanged, this, &TypedSpinBox::clearRejection);
    }

    // The name a refusal gives the field ("L"); by default its label's text.
    void setFieldName(const QString& name) { number_field::setName(this, name); }
    // setRange, and the tooltip names the new range.
    void setLimits(Value minimum, Value maximum) {
        this->setRange(minimum, maximum);
        number_field::showRange(this, minimumText(), maximumText());
    }
    // Red since a refusal, until the next accepted value (or clearRejection).
    bool isRejected() const { return number_field::isRejected(this); }
    void clearRejection() { number_field::markRejected(this, false); }
    QString minimumText() const { return this->textFromValue(this->minimum()); }
    QString maximumText() const { return this->textFromValue(this->maximum()); }

    // Anything may be typed (Intermediate): refusing a key would cut 2000000 to 200000 or 1e9
    // to 19 without a word. Enter then takes the text if it is a value in range, or refuses it.
    QValidator::State validate(QString& input, int&) const override {
        if (isSpecialText(input))
            return QValidator::Acceptable;
        return parsed(input).ok() ? QValidator::Acceptable : QValidator::Intermediate;
    }

    Value valueFromText(const QString& text) const override {
        if (isSpecialText(text))
            return this->minimum();
        const auto number = parsed(text);
        return number.ok() ? Value(number.value) : this->value();
    }

    // Qt calls this with text that is no acceptable value when editing ends; it then shows
    // the last valid value again. Erased text just comes back; anything else is named.
    void fixup(QString& input) const override {
        const QString typed = number_field::typedPart(this, input);
        const auto number = parsed(input);
        if (typed.isEmpty() || number.ok())
            return;
        // A real field that keeps no decimals asks for a whole number too.
        refusal_ = number_field::refusal(this, number.fault, typed, minimumText(), maximumText(),
                                         keptDecimals() == 0, keptDecimals());
    }

  protected:
    // Emits the field's `rejected` signal (declared by the Q_OBJECT class above this one).
    virtual void emitRejected(const QString& message) = 0;

    bool event(QEvent* event) override {
        if (event->type() == QEvent::ToolTip)
            number_field::showRange(this, minimumText(), maximumText());
        return Spin::event(event);
    }

    // Enter, leaving the field and stepping end an edit: a refusal is reported once Qt has
    // put the kept value back, and Qt's repeated signal for that value is not passed on.
    void keyPressEvent(QKeyEvent* event) override {
        refusal_.clear();
        if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) && refusesText()) {
            // With keyboard tracking Qt emits the kept value again: nothing changed, so
            // nothing is recomputed and no line is cleared by it.
            const QSignalBlocker quiet(this);
            Spin::keyPressEvent(event);
        } else {
            Spin::keyPressEvent(event);
        }
        reportRefusal();
    }

    void focusOutEvent(QFocusEvent* event) override {
        refusal_.clear();
        if (refusesText()) {
            const QSignalBlocker quiet(this);
            Spin::focusOutEvent(event);
        } else {
            Spin::focusOutEvent(event);
        }
        reportRefusal();
    }

    void stepBy(int steps) override {
        refusal_.clear();
        Spin::stepBy(steps);
        reportRefusal();
    }

  private:
    int keptDecimals() const {
        if constexpr (kReal)
            return this->decimals();
        else
            return 0;
    }

    auto parsed(const QString& text) const {
        if constexpr (kReal)
            return pe::parseTypedReal(number_field::parserText(this, text), this->minimum(),
                                      this->maximum(), this->decimals());
        else
            return pe::parseTypedInteger(number_field::parserText(this, text), this->minimum(),
                                         this->maximum());
    }

    bool isSpecialText(const QString& text) const {
        return !this->specialValueText().isEmpty() && text == this->specialValueText();
    }

    bool refusesText() const {
        QString text = this->lineEdit()->displayText();
        int pos = 0;
        return !number_field::typedPart(this, text).isEmpty() &&
               validate(text, pos) != QValidator::Acceptable;
    }

    void reportRefusal() {
        if (refusal_.isEmpty())
            return;
        const QString message = std::exchange(refusal_, QString());
        number_field::markRejected(this, true);
        emitRejected(message);
    }

    mutable QString refusal_; // what fixup found wrong with the text, until reported
};

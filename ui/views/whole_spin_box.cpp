// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/views/whole_spin_box.h"

#include "ui/views/number_field.h"

#include <QEvent>
#include <QKeyEvent>
#include <QLineEdit>
#include <QSignalBlocker>
#include <utility>

WholeSpinBox::WholeSpinBox(QWidget* parent) : QSpinBox(parent) {
    // The value typed is taken whole, at Enter or on leaving the field: typing 30000 must not
    // take 3, 30, 300 and 3000 on the way (nor keep 3000 when 30000 is refused).
    setKeyboardTracking(false);
    connect(this, &QSpinBox::valueChanged, this, &WholeSpinBox::clearRejection);
}

void WholeSpinBox::setFieldName(const QString& name) {
    number_field::setName(this, name);
}

void WholeSpinBox::setLimits(int minimum, int maximum) {
    setRange(minimum, maximum);
    number_field::showRange(this, minimumText(), maximumText());
}

bool WholeSpinBox::isRejected() const {
    return number_field::isRejected(this);
}

void WholeSpinBox::clearRejection() {
    number_field::markRejected(this, false);
}

namespace {

pe::TypedNumber<std::int64_t> parsed(const WholeSpinBox* box, const QString& text) {
    return pe::parseTypedInteger(number_field::parserText(box, text), box->minimum(),
                                 box->maximum());
}

} // namespace

// Anything may be typed (Intermediate): refusing a key would cut 5000 to 500 without a word.
// Enter then takes the text if it is a whole number in range, or refuses it.
QValidator::State WholeSpinBox::validate(QString& input, int&) const {
    if (!specialValueText().isEmpty() && input == specialValueText())
        return QValidator::Acceptable;
    return parsed(this, input).ok() ? QValidator::Acceptable : QValidator::Intermediate;
}

int WholeSpinBox::valueFromText(const QString& text) const {
    if (!specialValueText().isEmpty() && text == specialValueText())
        return minimum();
    const auto number = parsed(this, text);
    return number.ok() ? int(number.value) : value();
}

// Qt calls this with text that is no acceptable value when editing ends; it then shows the
// last valid value again. Erased text just comes back; anything else is named.
void WholeSpinBox::fixup(QString& input) const {
    const QString typed = number_field::typedPart(this, input);
    const auto number = parsed(this, input);
    if (typed.isEmpty() || number.ok())
        return;
    refusal_ =
        number_field::refusal(this, number.fault, typed, minimumText(), maximumText(), true, 0);
}

bool WholeSpinBox::refusesText() const {
    QString text = lineEdit()->displayText();
    int pos = 0;
    return !number_field::typedPart(this, text).isEmpty() &&
           validate(text, pos) != QValidator::Acceptable;
}

void WholeSpinBox::reportRefusal() {
    if (refusal_.isEmpty())
        return;
    const QString message = std::exchange(refusal_, QString());
    number_field::markRejected(this, true);
    emit rejected(message);
}

void WholeSpinBox::keyPressEvent(QKeyEvent* event) {
    refusal_.clear();
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) && refusesText()) {
        // With keyboard tracking Qt emits the kept value again: nothing changed, so nothing
        // is recomputed and no line is cleared by it.
        const QSignalBlocker quiet(this);
        QSpinBox::keyPressEvent(event);
    } else {
        QSpinBox::keyPressEvent(event);
    }
    reportRefusal();
}

void WholeSpinBox::focusOutEvent(QFocusEvent* event) {
    refusal_.clear();
    if (refusesText()) {
        const QSignalBlocker quiet(this);
        QSpinBox::focusOutEvent(event);
    } else {
        QSpinBox::focusOutEvent(event);
    }
    reportRefusal();
}

void WholeSpinBox::stepBy(int steps) {
    refusal_.clear();
    QSpinBox::stepBy(steps);
    reportRefusal();
}

bool WholeSpinBox::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip)
        number_field::showRange(this, minimumText(), maximumText());
    return QSpinBox::event(event);
}

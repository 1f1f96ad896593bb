// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/views/compact_spin_box.h"

#include "ui/views/number_field.h"

#include <QEvent>
#include <QKeyEvent>
#include <QLineEdit>
#include <QLocale>
#include <QSignalBlocker>
#include <utility>

CompactSpinBox::CompactSpinBox(QWidget* parent) : QDoubleSpinBox(parent) {
    // The value typed is taken whole, at Enter or on leaving the field: typing 30000 must not
    // take 3, 30, 300 and 3000 on the way (nor keep 3000 when 30000 is refused).
    setKeyboardTracking(false);
    connect(this, &QDoubleSpinBox::valueChanged, this, &CompactSpinBox::clearRejection);
}

void CompactSpinBox::setFieldName(const QString& name) {
    number_field::setName(this, name);
}

void CompactSpinBox::setLimits(double minimum, double maximum) {
    setRange(minimum, maximum);
    number_field::showRange(this, minimumText(), maximumText());
}

bool CompactSpinBox::isRejected() const {
    return number_field::isRejected(this);
}

void CompactSpinBox::clearRejection() {
    number_field::markRejected(this, false);
}

namespace {

pe::TypedNumber<double> parsed(const CompactSpinBox* box, const QString& text) {
    return pe::parseTypedReal(number_field::parserText(box, text), box->minimum(), box->maximum(),
                              box->decimals());
}

} // namespace

// Anything may be typed (Intermediate): refusing a key would cut 2000000 to 200000 or 1e9
// to 19 without a word. Enter then takes the text if it is a value in range, or refuses it.
QValidator::State CompactSpinBox::validate(QString& input, int&) const {
    if (!specialValueText().isEmpty() && input == specialValueText())
        return QValidator::Acceptable;
    return parsed(this, input).ok() ? QValidator::Acceptable : QValidator::Intermediate;
}

double CompactSpinBox::valueFromText(const QString& text) const {
    if (!specialValueText().isEmpty() && text == specialValueText())
        return minimum();
    const auto number = parsed(this, text);
    return number.ok() ? number.value : value();
}

// Qt calls this with text that is no acceptable value when editing ends; it then shows the
// last valid value again. Erased text just comes back; anything else is named.
void CompactSpinBox::fixup(QString& input) const {
    const QString typed = number_field::typedPart(this, input);
    const auto number = parsed(this, input);
    if (typed.isEmpty() || number.ok())
        return;
    // No decimals kept: a whole number is asked for.
    refusal_ = number_field::refusal(this, number.fault, typed, minimumText(), maximumText(),
                                     decimals() == 0, decimals());
}

bool CompactSpinBox::refusesText() const {
    QString text = lineEdit()->displayText();
    int pos = 0;
    return !number_field::typedPart(this, text).isEmpty() &&
           validate(text, pos) != QValidator::Acceptable;
}

void CompactSpinBox::reportRefusal() {
    if (refusal_.isEmpty())
        return;
    const QString message = std::exchange(refusal_, QString());
    number_field::markRejected(this, true);
    emit rejected(message);
}

void CompactSpinBox::keyPressEvent(QKeyEvent* event) {
    refusal_.clear();
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) && refusesText()) {
        // With keyboard tracking Qt emits the kept value again: nothing changed, so nothing
        // is recomputed and no line is cleared by it.
        const QSignalBlocker quiet(this);
        QDoubleSpinBox::keyPressEvent(event);
    } else {
        QDoubleSpinBox::keyPressEvent(event);
    }
    reportRefusal();
}

void CompactSpinBox::focusOutEvent(QFocusEvent* event) {
    refusal_.clear();
    if (refusesText()) {
        const QSignalBlocker quiet(this);
        QDoubleSpinBox::focusOutEvent(event);
    } else {
        QDoubleSpinBox::focusOutEvent(event);
    }
    reportRefusal();
}

void CompactSpinBox::stepBy(int steps) {
    refusal_.clear();
    QDoubleSpinBox::stepBy(steps);
    reportRefusal();
}

bool CompactSpinBox::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip)
        number_field::showRange(this, minimumText(), maximumText());
    return QDoubleSpinBox::event(event);
}

QString CompactSpinBox::textFromValue(double value) const {
    QLocale shown = locale();
    shown.setNumberOptions(shown.numberOptions() | QLocale::OmitGroupSeparator);
    QString text = shown.toString(value, 'f', decimals());
    if (decimals() > 0 && text.contains(locale().decimalPoint())) {
        while (text.endsWith(QLatin1Char('0')))
            text.chop(1);
        if (text.endsWith(locale().decimalPoint()))
            text.chop(1);
    }
    return text;
}

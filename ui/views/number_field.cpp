// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/views/number_field.h"

#include <QAbstractSpinBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLocale>
#include <QPalette>
#include <QRegularExpression>
#include <QSpinBox>
#include <cmath>

namespace number_field {
namespace {

const char* const kName = "numberFieldName";
const char* const kDescription = "numberFieldDescription";
const char* const kRejected = "rejected";
const char* const kPaletteBefore = "numberFieldPaletteBefore";
const char* const kComposed = "numberFieldToolTip";

std::pair<QString, QString> affixes(const QAbstractSpinBox* box) {
    if (const auto* whole = qobject_cast<const QSpinBox*>(box))
        return {whole->prefix(), whole->suffix()};
    if (const auto* real = qobject_cast<const QDoubleSpinBox*>(box))
        return {real->prefix(), real->suffix()};
    return {};
}

} // namespace

QString typedPart(const QAbstractSpinBox* box, const QString& text) {
    QString typed = text;
    const auto [prefix, suffix] = affixes(box);
    if (!prefix.isEmpty() && typed.startsWith(prefix))
        typed.remove(0, prefix.size());
    if (!suffix.isEmpty() && typed.endsWith(suffix))
        typed.chop(suffix.size());
    return typed.trimmed();
}

std::string parserText(const QAbstractSpinBox* box, const QString& text) {
    QString typed = typedPart(box, text);
    // The field shows numbers with its locale's decimal point: read it back as one. (Where
    // that is a comma, "1,000" is then 1.000, as the field itself would write it.)
    const QString point = box->locale().decimalPoint();
    if (point != QLatin1String("."))
        typed.replace(point, QLatin1String("."));
    return typed.toStdString();
}

void setName(QAbstractSpinBox* box, const QString& name) {
    box->setProperty(kName, name);
}

QString name(const QAbstractSpinBox* box) {
    const QString given = box->property(kName).toString();
    if (!given.isEmpty())
        return given;
    for (const QLabel* label : box->window()->findChildren<QLabel*>())
        if (label->buddy() == box) {
            QString text = label->text();
            // Chinese labels carry their mnemonic after the words, "维度(&N)": a name in a
            // sentence has none.
            text.remove(QRegularExpression(QStringLiteral("\\s*[(\uFF08]&[^&][)\uFF09]")));
            text.replace(QLatin1String("&&"), QLatin1String("\x01"));
            text.remove(QLatin1Char('&'));
            text.replace(QLatin1Char('\x01'), QLatin1Char('&'));
            text = text.trimmed();
            while (text.endsWith(QLatin1Char(':')) || text.endsWith(QChar(0xFF1A)))
                text.chop(1);
            return text.trimmed();
        }
    return QCoreApplication::translate("NumberField", "The value");
}

QString refusal(const QAbstractSpinBox* box, pe::NumberFault fault, const QString& typed,
                const QString& minimum, const QString& maximum, bool whole, int decimals) {
    const QString field = name(box);
    switch (fault) {
    case pe::NumberFault::OutOfRange:
        return QCoreApplication::translate("NumberField", "%1 must be %2 … %3: %4")
            .arg(field, minimum, maximum, typed);
    case pe::NumberFault::NotWhole:
        return QCoreApplication::translate("NumberField", "%1 must be a whole number %2 … %3: %4")
            .arg(field, minimum, maximum, typed);
    case pe::NumberFault::TooManyDecimals: // the field would round it: say to what
        if (decimals == 0)
            return QCoreApplication::translate("NumberField",
                                               "%1 must be a whole number %2 … %3: %4")
                .arg(field, minimum, maximum, typed);
        return QCoreApplication::translate("NumberField", "%1 must be %2 … %3, rounded to %4: %5")
            .arg(field, minimum, maximum,
                 QLocale::c().toString(std::pow(10.0, -decimals), 'f', decimals), typed);
    default:
        return whole ? QCoreApplication::translate("NumberField",
                                                   "%1 must be a whole number %2 … %3: %4")
                           .arg(field, minimum, maximum, typed)
                     : QCoreApplication::translate("NumberField", "%1 must be a number %2 … %3: %4")
                           .arg(field, minimum, maximum, typed);
    }
}

void markRejected(QAbstractSpinBox* box, bool rejected) {
    if (rejected == isRejected(box))
        return;
    if (rejected) {
        box->setProperty(kPaletteBefore, QVariant::fromValue(box->palette()));
        QPalette red = box->palette();
        red.setColor(QPalette::Base, QColor(0xfd, 0xe0, 0xdd));
        red.setColor(QPalette::Text, QColor(0xb2, 0x18, 0x2b));
        box->setPalette(red);
    } else {
        box->setPalette(box->property(kPaletteBefore).value<QPalette>());
    }
    box->setProperty(kRejected, rejected);
}

bool isRejected(const QAbstractSpinBox* box) {
    return box->property(kRejected).toBool();
}

void showRange(QAbstractSpinBox* box, const QString& minimum, const QString& maximum) {
    // A tooltip set since the range was last shown (setToolTip) is the new description.
    if (box->toolTip() != box->property(kComposed).toString())
        box->setProperty(kDescription, box->toolTip());
    const QString description = box->property(kDescription).toString();
    const QString range =
        QCoreApplication::translate("NumberField", "Range: %1 … %2").arg(minimum, maximum);
    const QString composed =
        description.isEmpty() ? range : description + QLatin1Char('\n') + range;
    box->setToolTip(composed);
    box->setProperty(kComposed, composed);
}

QLabel* refusalLine() {
    auto* line = new QLabel;
    line->setObjectName(QStringLiteral("error"));
    line->setWordWrap(true);
    line->setStyleSheet(QStringLiteral("color: #c0392b"));
    line->hide();
    return line;
}

} // namespace number_field

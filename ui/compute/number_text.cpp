// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/compute/number_text.h"

#include <QLocale>
#include <cmath>

QString numberText(double value, int significant) {
    const int precision = significant > 0 ? significant : int(QLocale::FloatingPointShortest);
    if (!std::isfinite(value))
        return QString::number(value);
    if (value == 0.0)
        return QStringLiteral("0"); // -0 as well
    const double magnitude = std::abs(value);
    if (magnitude >= 1e15 || magnitude < 1e-15)
        return QString::number(value, 'g', precision);
    // The digits and the exponent as 'e' rounds them ("1.2340e+05"), placed by hand: 'g'
    // switches to an exponent on its own, and 'f' counts decimals, not significant digits.
    const QString scientific =
        QString::number(magnitude, 'e', significant > 0 ? significant - 1 : precision);
    const qsizetype e = scientific.indexOf(QLatin1Char('e'));
    QString digits = scientific.left(e);
    digits.remove(QLatin1Char('.'));
    while (digits.size() > 1 && digits.endsWith(QLatin1Char('0')))
        digits.chop(1);
    const int exponent = scientific.mid(e + 1).toInt();
    const int before = exponent + 1; // digits before the decimal point
    QString text;
    if (before <= 0)
        text = QStringLiteral("0.") + QString(-before, QLatin1Char('0')) + digits;
    else if (before >= digits.size())
        text = digits + QString(before - digits.size(), QLatin1Char('0'));
    else
        text = digits.left(before) + QLatin1Char('.') + digits.mid(before);
    return value < 0 ? QLatin1Char('-') + text : text;
}

QString readableText(double value, int significant) {
    if (!std::isfinite(value) || value == 0.0 || std::abs(value) >= 1e-3)
        return numberText(value, significant);
    const int exponent = int(std::floor(std::log10(std::abs(value))));
    double mantissa = value / std::pow(10.0, exponent);
    int power = exponent;
    // 9.9999996e-5 to six digits is 10 × 10⁻⁵: written 1 × 10⁻⁴.
    if (std::abs(numberText(mantissa, significant).toDouble()) >= 10.0) {
        mantissa /= 10.0;
        ++power;
    }
    return numberText(mantissa, significant) + QStringLiteral(" × ") + powerOfTen(power);
}

QString powerOfTen(int e) {
    static const QString superscripts = QStringLiteral("⁰¹²³⁴⁵⁶⁷⁸⁹");
    QString name = QStringLiteral("10");
    if (e < 0)
        name += QStringLiteral("⁻");
    for (const QChar digit : QString::number(std::abs(e)))
        name += superscripts.at(digit.digitValue());
    return name;
}

QString decimalsText(double value, int decimals) {
    if (!std::isfinite(value) || std::abs(value) >= 1e15)
        return numberText(value);
    QString text = QString::number(value, 'f', decimals);
    if (text.contains(QLatin1Char('.'))) {
        while (text.endsWith(QLatin1Char('0')))
            text.chop(1);
        if (text.endsWith(QLatin1Char('.')))
            text.chop(1);
    }
    return text == QLatin1String("-0") ? QStringLiteral("0") : text;
}

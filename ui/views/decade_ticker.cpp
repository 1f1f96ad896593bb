// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/views/decade_ticker.h"

#include <cmath>

QString powerOfTen(int e) {
    static const QString superscripts = QStringLiteral("⁰¹²³⁴⁵⁶⁷⁸⁹");
    if (e == 0)
        return QStringLiteral("1");
    QString name = QStringLiteral("10");
    if (e < 0)
        name += QStringLiteral("⁻");
    for (const QChar digit : QString::number(std::abs(e)))
        name += superscripts.at(digit.digitValue());
    return name;
}

double DecadeTicker::getTickStep(const QCPRange& range) {
    // Whole decades, thinned to 1, 2 or 5 of them a tick so that about tickCount() show.
    const double decades = range.size() / std::max(1, tickCount());
    for (const double step : {1.0, 2.0, 5.0, 10.0, 20.0, 50.0})
        if (decades <= step)
            return step;
    return 100.0;
}

QString DecadeTicker::getTickLabel(double tick, const QLocale&, QChar, int) {
    return powerOfTen(int(std::lround(tick)));
}

QVector<double> DecadeTicker::createTickVector(double tickStep, const QCPRange& range) {
    QVector<double> ticks;
    for (double e = std::ceil(range.lower / tickStep) * tickStep; e <= range.upper; e += tickStep)
        ticks << e;
    return ticks;
}

QVector<double> DecadeTicker::createSubTickVector(int, const QVector<double>&) {
    return {}; // between decades a sub-tick would read as a linear step
}

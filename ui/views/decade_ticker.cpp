// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/views/decade_ticker.h"

#include <cmath>

QVector<double> LogTicker::createTickVector(double tickStep, const QCPRange& range) {
    range_ = range;
    return QCPAxisTickerLog::createTickVector(tickStep, range);
}

QVector<QString> LogTicker::createLabelVector(const QVector<double>& ticks, const QLocale&, QChar,
                                              int) {
    bool written = true;
    for (const double tick : ticks)
        if (range_.contains(tick))
            written = written && tick >= 1e-3 && tick <= 1e4;
    QVector<QString> labels;
    for (const double tick : ticks) {
        const int e = int(std::lround(std::log10(tick)));
        labels << (written ? QString::number(std::pow(10.0, e), 'g', 6) : powerOfTen(e));
    }
    return labels;
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

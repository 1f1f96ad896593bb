// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// An axis whose coordinate is log10 of a quantity (a wavelength, an offset): ticks at the
// decades, labelled 1, 10¹, 10², ... as the offset profile's log axis names them, every
// second or fifth decade where the range holds many. A ticker, so QCustomPlot places and
// labels the ticks in its own layout, whatever the axis's size.

#include <QString>
#include <qcustomplot.h>

// 1, 10¹, 10², ...: the decade 10^e written as a power.
QString powerOfTen(int e);

class DecadeTicker : public QCPAxisTicker {
  protected:
    double getTickStep(const QCPRange& range) override;
    QString getTickLabel(double tick, const QLocale& locale, QChar formatChar,
                         int precision) override;
    QVector<double> createTickVector(double tickStep, const QCPRange& range) override;
    QVector<double> createSubTickVector(int subTickCount, const QVector<double>& ticks) override;
};

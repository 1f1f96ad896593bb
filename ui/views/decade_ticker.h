// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// An axis whose coordinate is log10 of a quantity (a wavelength, an offset): ticks at the
// decades, labelled 1, 10¹, 10², ... as the offset profile's log axis names them, every
// second or fifth decade where the range holds many. A ticker, so QCustomPlot places and
// labels the ticks in its own layout, whatever the axis's size.

#include "ui/compute/number_text.h"

#include <QString>
#include <qcustomplot.h>

// A log axis (QCustomPlot's own, log10 of the plotted values) whose labels share one style:
// every decade written out (0.001, 0.01, ..., 1000) while they all read short that way, else
// every one as a power (10⁻⁵, 10⁻⁴, ...), never the two mixed along one axis.
class LogTicker : public QCPAxisTickerLog {
  protected:
    QVector<double> createTickVector(double tickStep, const QCPRange& range) override;
    QVector<QString> createLabelVector(const QVector<double>& ticks, const QLocale& locale,
                                       QChar formatChar, int precision) override;

  private:
    QCPRange range_; // the range the ticks were last made for (an outlier beyond is not read)
};

class DecadeTicker : public QCPAxisTicker {
  protected:
    double getTickStep(const QCPRange& range) override;
    QString getTickLabel(double tick, const QLocale& locale, QChar formatChar,
                         int precision) override;
    QVector<double> createTickVector(double tickStep, const QCPRange& range) override;
    QVector<double> createSubTickVector(int subTickCount, const QVector<double>& ticks) override;
};

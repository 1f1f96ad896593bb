// SPDX-License-Identifier: GPL-3.0-or-later
// Tick labels a reader counts in: round values among the indices drawn, and one number style
// along an axis, on a linear axis of positions or dimensions and on a log axis.

#include "ui/views/decade_ticker.h"
#include "ui/views/plotkit/fitted_ticks.h"
#include "ui/views/plotkit/plot_canvas.h"

#include <QtTest>
#include <cmath>
#include <qcustomplot.h>

class TestTicks : public QObject {
    Q_OBJECT
  private slots:
    // Ticks a reader counts in: at D = 768 drawn 1 in 3, labels at round multiples of 3
    // (0, 150, 300 ...; not 201, 402, 603), and one number style along an axis ("5k", not
    // "5000" beside "10k").
    void ticksAreRoundAndOfOneStyle() {
        PlotCanvas plot;
        plot.resize(600, 300);
        plot.setViewport(plot.rect()); // hidden: no resize event sets it
        plot.xAxis->setTicker(integerTicker(5));
        setTickMultiple(plot.xAxis, 3);
        plot.xAxis->setRange(0, 767);
        plot.yAxis->setTicker(integerTicker(5));
        plot.yAxis->setRange(0, 20000);
        plot.replot(QCustomPlot::rpImmediateRefresh);
        const QVector<double> ticks = plot.xAxis->tickVector();
        QVERIFY(ticks.size() >= 3);
        const double step = ticks[1] - ticks[0];
        QVERIFY2(std::fmod(step, 3.0) == 0.0, qPrintable(QString::number(step)));
        // A round step: 1, 2 or 5 times a power of ten, times the multiple.
        const double round = step / 3.0;
        const double decade = std::pow(10.0, std::floor(std::log10(round)));
        QVERIFY2(round == decade || round == 2 * decade || round == 5 * decade,
                 qPrintable(QString::number(step)));
        QStringList labels;
        for (int t = 0; t < plot.yAxis->tickVector().size(); ++t)
            if (plot.yAxis->range().contains(plot.yAxis->tickVector()[t]))
                labels << plot.yAxis->tickVectorLabels()[t];
        QVERIFY2(labels.size() >= 3, qPrintable(labels.join(' ')));
        for (const QString& label : labels)
            QVERIFY2(label == QLatin1String("0") || label.endsWith(QLatin1Char('k')),
                     qPrintable(labels.join(' ')));
    }

    // A log axis from 10⁻⁵ to 1 writes every decade as a power, 1 as 10⁰; from 0.001 to 1
    // every one in digits: never "0.0001" beside "10⁻⁵", nor "1" beside "10⁻¹".
    void logLabelsShareOneStyle() {
        for (const double lowest : {1e-5, 1e-3}) {
            QCustomPlot plot;
            plot.resize(300, 600);
            plot.setViewport(plot.rect());
            plot.yAxis->setScaleType(QCPAxis::stLogarithmic);
            plot.yAxis->setTicker(QSharedPointer<LogTicker>::create());
            plot.yAxis->setRange(lowest, 1.0);
            plot.replot(QCustomPlot::rpImmediateRefresh);
            const QVector<QString> labels = plot.yAxis->tickVectorLabels();
            QVERIFY(labels.size() >= 3);
            for (const QString& label : labels)
                QVERIFY2(lowest < 1e-3 ? label.startsWith(QLatin1String("10"))
                                       : !label.contains(QStringLiteral("⁻")),
                         qPrintable(QStringList(labels.begin(), labels.end()).join(' ')));
        }
    }
};

QTEST_MAIN(TestTicks)
#include "test_ticks.moc"

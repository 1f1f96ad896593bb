// SPDX-License-Identifier: GPL-3.0-or-later
// The spectrum view on its own, from frequencies made by hand: one point per dimension at its
// dominant frequency in the order given (none for a constant column: a log axis has no 0),
// one impulse per dimension at its share of the power on the right axis, the sinusoidal
// encoding's frequencies w_i / 2 pi over them, the log axis holding them all, the legend and
// axis texts, the subtitle saying what a point stands for, and the hover naming the dimension
// under the pointer.

#include "ui/compute/steps/spectrum_step.h"
#include "ui/views/spectrum_view.h"
#include "views/view_fixture.h"

#include <QSignalSpy>
#include <QtTest>
#include <cmath>
#include <limits>
#include <qcustomplot.h>

namespace {

// D = 4, L = 64, slowest first: column 2 constant, then one cycle in 64, one in 8, one in 4.
std::vector<pe::DimensionFrequency> dimensions() {
    const double inf = std::numeric_limits<double>::infinity();
    return {
        {2, 0.0, inf, 0.0}, {3, 0.015625, 64.0, 0.75}, {1, 0.125, 8.0, 0.5}, {0, 0.25, 4.0, 1.0}};
}

// The sinusoidal encoding's for D = 4, base 10000: w = 1 and 1/100 per position, each twice.
constexpr double kSlow = 0.0015915494309189536; // 0.01 / 2 pi
constexpr double kFast = 0.15915494309189535;   // 1 / 2 pi

ExploreDelivery spectrumResult(std::int64_t L, std::int64_t positions) {
    auto payload = std::make_shared<SpectrumPayload>();
    payload->dimensions = dimensions();
    payload->sinusoid = {kSlow, kSlow, kFast, kFast};
    payload->positions = positions;
    return handMadeDelivery(sharedRequest(L, 4), spectrumStep(), payload);
}

// The pointer moved to `at` over the plot with no button held, delivered at once.

} // namespace

class TestSpectrumView : public QObject {
    Q_OBJECT
  private slots:
    void onePointPerDimensionAtItsFrequencyAndShare() {
        SpectrumView view;
        auto delivery = spectrumResult(64, 64);
        view.showResult(delivery);
        showDrawn(view);
        // The constant column (rank 0) has no point; the others at their rank.
        QCOMPARE(graphPoints(view.dominant()),
                 (QList<QPointF>{{1, 0.015625}, {2, 0.125}, {3, 0.25}}));
        QCOMPARE(graphPoints(view.shares()),
                 (QList<QPointF>{{0, 0.0}, {1, 0.75}, {2, 0.5}, {3, 1.0}}));
        QCOMPARE(view.shares()->valueAxis(), view.plot()->yAxis2);
        QCOMPARE(view.shares()->lineStyle(), QCPGraph::lsImpulse);
        QCOMPARE(view.dominant()->lineStyle(), QCPGraph::lsNone);
        QCOMPARE(view.dominant()->valueAxis(), view.plot()->yAxis);
    }

    // w_i / 2 pi at every rank, on the same log axis as the dominant frequencies: from half
    // the slowest to twice the Nyquist 1/2.
    void theSinusoidalFrequenciesOverThem() {
        SpectrumView view;
        auto delivery = spectrumResult(64, 64);
        view.showResult(delivery);
        showDrawn(view);
        QCOMPARE(graphPoints(view.sinusoid()),
                 (QList<QPointF>{{0, kSlow}, {1, kSlow}, {2, kFast}, {3, kFast}}));
        QCOMPARE(view.sinusoid()->valueAxis(), view.plot()->yAxis);
        const QCustomPlot* plot = view.plot();
        QCOMPARE(plot->yAxis->scaleType(), QCPAxis::stLogarithmic);
        QVERIFY(std::abs(plot->yAxis->range().lower - kSlow / 2) < 1e-15);
        QCOMPARE(plot->yAxis->range().upper, 1.0);
        QCOMPARE(plot->xAxis->range(), QCPRange(-0.5, 3.5));
        QCOMPARE(plot->yAxis2->range(), QCPRange(0.0, 1.05));
    }

    void theTitleAxesAndLegendSayWhatIsDrawn() {
        SpectrumView view;
        auto delivery = spectrumResult(64, 64);
        view.showResult(delivery);
        showDrawn(view);
        const QCustomPlot* plot = view.plot();
        QCOMPARE(view.title(), QStringLiteral("Frequency of each dimension"));
        QCOMPARE(plot->xAxis->label(), QStringLiteral("dimensions, slowest first"));
        QCOMPARE(plot->yAxis->label(), QStringLiteral("cycles per position"));
        QCOMPARE(plot->yAxis2->label(), QStringLiteral("power share"));
        QVERIFY(plot->yAxis2->visible());
        QVERIFY(plot->legend->visible());
        QStringList names;
        for (int i = 0; i < plot->legend->itemCount(); ++i)
            if (auto* item = qobject_cast<QCPPlottableLegendItem*>(plot->legend->item(i)))
                names << item->plottable()->name();
        names.sort();
        QCOMPARE(names,
                 (QStringList{QStringLiteral("1/64: the slowest frequency 64 positions can show"),
                              QStringLiteral("dominant frequency"),
                              QStringLiteral("power share (right axis)"),
                              QStringLiteral("sinusoidal, D = 4, base 10000")}));
    }

    // The first DFT bin of the positions read, 1/N, is the slowest a column can show: a dashed
    // line across the plot there, so dots on it are not read as one frequency shared. Of the
    // first 1000 of L = 5000 positions, at 1/1000.
    void theSlowestFrequencyShownIsMarked() {
        SpectrumView view;
        auto delivery = spectrumResult(5000, 1000);
        view.showResult(delivery);
        showDrawn(view);
        const QCPGraph* floor = view.floor();
        QCOMPARE(floor->data()->size(), 2);
        for (auto it = floor->data()->constBegin(); it != floor->data()->constEnd(); ++it)
            QCOMPARE(it->value, 0.001);
        const QCPRange x = view.plot()->xAxis->range();
        QVERIFY(floor->data()->constBegin()->key <= x.lower);
        QVERIFY((floor->data()->constEnd() - 1)->key >= x.upper);
        QCOMPARE(floor->pen().style(), Qt::DashLine);
    }

    void theSubtitleSaysWhatAPointStandsFor_data() {
        QTest::addColumn<qint64>("length");
        QTest::addColumn<qint64>("positions");
        QTest::addColumn<QString>("subtitle");
        const QString line = QStringLiteral("each column's strongest DFT bin, mean removed");
        QTest::newRow("every position") << qint64(64) << qint64(64) << line;
        QTest::newRow("the first positions")
            << qint64(20000) << qint64(8192)
            << line + QStringLiteral("\nof the first 8192 positions");
    }
    void theSubtitleSaysWhatAPointStandsFor() {
        QFETCH(qint64, length);
        QFETCH(qint64, positions);
        QFETCH(QString, subtitle);
        SpectrumView view;
        auto delivery = spectrumResult(length, positions);
        view.showResult(delivery);
        showDrawn(view);
        QCOMPARE(view.subtitle(), subtitle);
        // L and D end the first line where the view has room.
        QString shown = subtitle;
        const qsizetype end = shown.indexOf(QLatin1Char('\n'));
        shown.insert(end < 0 ? shown.size() : end,
                     QString::fromUtf8(", L\u00a0=\u00a0%1, D\u00a0=\u00a04").arg(length));
        QCOMPARE(view.shownSubtitle(),
                 shown + QStringLiteral("\nhover for a dimension's frequency"));
    }

    // The rank under the pointer: its dimension, frequency, wavelength and share, and the
    // sinusoidal frequency at the same rank; a constant column says it has none.
    void theHoverNamesTheDimensionUnderThePointer() {
        SpectrumView view;
        auto delivery = spectrumResult(64, 64);
        view.showResult(delivery);
        showDrawn(view);
        QCOMPARE(view.describe(0), QStringLiteral("dim 2: constant, no frequency; sinusoidal: "
                                                  "0.00159155 cycles per position"));
        QSignalSpy inspected(&view, &PlotView::inspected);
        QCustomPlot* plot = view.plot();
        const int y = plot->axisRect()->rect().center().y();
        hover(plot, QPoint(int(std::lround(plot->xAxis->coordToPixel(2.0))), y));
        QCOMPARE(lastText(inspected), QStringLiteral("dim 1: 0.125 cycles per position (wavelength "
                                                     "8), 50 % of its power; sinusoidal: 0.159155 "
                                                     "cycles per position"));
        hover(plot, QPoint(int(std::lround(plot->xAxis->coordToPixel(1.2))), y));
        QCOMPARE(lastText(inspected), QStringLiteral("dim 3: 0.015625 cycles per position "
                                                     "(wavelength 64), 75 % of its power; "
                                                     "sinusoidal: 0.00159155 cycles per position"));
    }
};

QTEST_MAIN(TestSpectrumView)
#include "test_spectrum_view.moc"

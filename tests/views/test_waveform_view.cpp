// SPDX-License-Identifier: GPL-3.0-or-later
// The waveforms on their own, from curves made by hand: each curve stacked on its own
// baseline in its own colour (Okabe-Ito, fastest first), named with its dimension, kind and
// wavelength, its dots at the integer positions, the x axis over the positions, the subtitle
// saying what the dots and solid bands are, and the selected position marked.

#include "ui/compute/steps/waveforms_step.h"
#include "ui/views/waveform_view.h"
#include "views/view_fixture.h"

#include <QtTest>
#include <qcustomplot.h>

namespace {

Waveform wave(std::int64_t dim, bool isSin, double wavelength, std::vector<double> y,
              bool dots = true, bool band = false) {
    Waveform w;
    w.dim = dim;
    w.pair = dim / 2;
    w.isSin = isSin;
    w.wavelength = wavelength;
    for (std::size_t i = 0; i < y.size(); ++i)
        w.curveX.push_back(double(i));
    w.curveY = y;
    if (dots) {
        w.dotX = w.curveX;
        w.dotY = y;
    }
    w.isBand = band;
    return w;
}

// L = 4: two curves, d 0 (sin, wavelength 2 pi) over d 5 (cos, wavelength 100).
ExploreDelivery waveResult(std::vector<Waveform> waves) {
    auto payload = std::make_shared<WaveformsPayload>();
    payload->waveforms = std::move(waves);
    return handMadeDelivery(sharedRequest(4, 8), waveformsStep(), payload, 0,
                            {ViewWindow{0.0, 3.0, 400}});
}

QVector<double> values(const QCPGraph* graph) {
    QVector<double> v;
    for (auto it = graph->data()->constBegin(); it != graph->data()->constEnd(); ++it)
        v << it->value;
    return v;
}

} // namespace

class TestWaveformView : public QObject {
    Q_OBJECT
  private slots:
    void eachCurveOnItsBaselineInItsColour() {
        WaveformView view;
        auto delivery = waveResult({wave(0, true, 6.283185307179586, {0.0, 0.5, -0.5, 1.0}),
                                    wave(5, false, 100.0, {1.0, 0.25, 0.0, -1.0})});
        view.showResult(delivery);
        showDrawn(view);
        const QCustomPlot* plot = view.plot();
        QCOMPARE(plot->graphCount(), 4); // a curve and its dots, each
        const double spacing = WaveformView::kStackSpacing;
        QCOMPARE(values(plot->graph(0)), (QVector<double>{0.0, 0.5, -0.5, 1.0}));
        QCOMPARE(values(plot->graph(1)), (QVector<double>{0.0, 0.5, -0.5, 1.0}));
        QCOMPARE(values(plot->graph(2)),
                 (QVector<double>{1.0 - spacing, 0.25 - spacing, -spacing, -1.0 - spacing}));
        QCOMPARE(plot->graph(0)->pen().color(), QColor(0, 114, 178)); // Okabe-Ito blue
        QCOMPARE(plot->graph(2)->pen().color(), QColor(213, 94, 0));  // vermilion
        QCOMPARE(plot->graph(0)->name(), QStringLiteral("d 0 sin, \u03bb 6.28"));
        QCOMPARE(plot->graph(2)->name(), QStringLiteral("d 5 cos, \u03bb 100"));
        // The baselines are named by dimension; every curve's -1 .. 1 is in view.
        auto* ticker = dynamic_cast<QCPAxisTickerText*>(plot->yAxis->ticker().data());
        QVERIFY(ticker);
        QCOMPARE(ticker->ticks().value(0.0), QStringLiteral("d 0"));
        QCOMPARE(ticker->ticks().value(-spacing), QStringLiteral("d 5"));
        QVERIFY(plot->yAxis->range().lower < -spacing - 1.0);
        QVERIFY(plot->yAxis->range().upper > 1.0);
        QCOMPARE(plot->xAxis->range(), QCPRange(0.0, 3.0));
        // The curve is drawn where its value is: at position 1, d 0's 0.5 in its colour.
        const QColor drawn = drawnColorAt(view, 1.0, 0.5);
        QVERIFY2(drawn.blue() > drawn.red() + 60, qPrintable(QStringLiteral("%1, %2, %3")
                                                                 .arg(drawn.red())
                                                                 .arg(drawn.green())
                                                                 .arg(drawn.blue())));
    }

    // A dimension added to the waveforms takes a colour of its own: the others keep theirs,
    // though the curves stand sorted by dimension (d 3 between d 0 and d 5).
    void anAddedDimensionLeavesTheOthersTheirColours() {
        WaveformView view;
        auto payload = std::make_shared<WaveformsPayload>();
        payload->waveforms = {wave(0, true, 6.283185307179586, {0.0, 0.5, -0.5, 1.0}),
                              wave(3, false, 20.0, {1.0, 0.9, 0.8, 0.7}),
                              wave(5, false, 100.0, {1.0, 0.25, 0.0, -1.0})};
        ExploreRequest request = sharedRequest(4, 8);
        request.waveDims = {0, 5, 3}; // d 3 chosen last
        auto delivery =
            handMadeDelivery(request, waveformsStep(), payload, 0, {ViewWindow{0.0, 3.0, 400}});
        view.showResult(delivery);
        showDrawn(view);
        const QCustomPlot* plot = view.plot();
        QCOMPARE(plot->graph(0)->name().left(4), QStringLiteral("d 0 "));
        QCOMPARE(plot->graph(2)->name().left(4), QStringLiteral("d 3 "));
        QCOMPARE(plot->graph(4)->name().left(4), QStringLiteral("d 5 "));
        QCOMPARE(plot->graph(0)->pen().color(), QColor(0, 114, 178)); // d 0: first chosen
        QCOMPARE(plot->graph(4)->pen().color(), QColor(213, 94, 0));  // d 5: second, as before
        QCOMPARE(plot->graph(2)->pen().color(), QColor(0, 158, 115)); // d 3: the third colour
    }

    void theSubtitleSaysWhatDotsAndBandsAre() {
        {
            WaveformView view;
            auto delivery = waveResult({wave(0, true, 6.28, {0, 1, 0, -1})});
            view.showResult(delivery);
            QCOMPARE(view.subtitle(), QStringLiteral("dots: the integer positions"));
        }
        {
            WaveformView view;
            auto delivery = waveResult({wave(0, true, 6.28, {0, 1, 0, -1}, false, true)});
            view.showResult(delivery);
            showDrawn(view);
            QCOMPARE(view.subtitle(),
                     QStringLiteral("solid band: faster than a pixel, its range drawn"));
            QVERIFY2(view.shownSubtitle().endsWith(
                         QStringLiteral("zoom in to see the integer positions")),
                     qPrintable(view.shownSubtitle()));
        }
    }

    void theSelectedPositionIsALine() {
        WaveformView view;
        auto delivery = waveResult({wave(0, true, 6.28, {0, 1, 0, -1})});
        view.showResult(delivery);
        Selection selection;
        selection.p = 2;
        selection.q = 2; // q on p: one line
        view.showSelection(selection);
        view.showSelection(selection); // again: still one line
        QList<DrawnLine> lines = straightLines(view.plot());
        QCOMPARE(lines.size(), 1);
        QVERIFY(lines[0].vertical);
        QCOMPARE(lines[0].x, 2.0);
        selection.q = 3; // q apart from p: its own line
        view.showSelection(selection);
        lines = straightLines(view.plot());
        QCOMPARE(lines.size(), 2);
        QList<double> xs = {lines[0].x, lines[1].x};
        std::sort(xs.begin(), xs.end());
        QCOMPARE(xs, (QList<double>{2.0, 3.0}));
    }
};

QTEST_MAIN(TestWaveformView)
#include "test_waveform_view.moc"

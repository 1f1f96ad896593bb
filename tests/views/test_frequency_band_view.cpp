// SPDX-License-Identifier: GPL-3.0-or-later
// The wavelength view on its own, from wavelengths made by hand: one step per dimension at
// its wavelength on a logarithmic axis that holds the shortest and longest with room, and L;
// the selection's marks (L as a red line and label, the selected dimension, the band, the
// waveforms' dimensions circled); and a drag across dimensions selecting a band.

#include "ui/compute/steps/frequencies_step.h"
#include "ui/views/frequency_band_view.h"
#include "views/view_fixture.h"

#include <QSignalSpy>
#include <QtTest>
#include <cmath>
#include <qcustomplot.h>

namespace {

// D = 4, L = 50: pairs of wavelengths 2 pi and 200 pi.
const std::vector<double> kWavelengths = {6.283185307179586, 6.283185307179586, 628.3185307179586,
                                          628.3185307179586};

ExploreDelivery wavelengthResult() {
    auto payload = std::make_shared<FrequenciesPayload>();
    payload->wavelengths = kWavelengths;
    payload->wavelengthMin = kWavelengths.front();
    payload->wavelengthMax = kWavelengths.back();
    return handMadeDelivery(sharedRequest(50, 4), frequenciesStep(), payload);
}

} // namespace

class TestFrequencyBandView : public QObject {
    Q_OBJECT
  private slots:
    void oneStepPerDimensionOnALogAxis() {
        FrequencyBandView view;
        auto delivery = wavelengthResult();
        view.showResult(delivery);
        showDrawn(view);
        QList<QPointF> expected;
        for (int d = 0; d < 4; ++d)
            expected << QPointF(d, kWavelengths[std::size_t(d)]);
        QCOMPARE(graphPoints(view.graph()), expected);
        const QCustomPlot* plot = view.plot();
        QCOMPARE(plot->yAxis->scaleType(), QCPAxis::stLogarithmic);
        QCOMPARE(plot->xAxis->range(), QCPRange(-0.5, 3.5));
        // Half the shortest wavelength to twice the longest.
        QVERIFY(std::abs(plot->yAxis->range().lower - 3.141592653589793) < 1e-9);
        QVERIFY(std::abs(plot->yAxis->range().upper - 1256.6370614359173) < 1e-9);
        QCOMPARE(plot->yAxis->label(), QStringLiteral("wavelength (positions)"));
    }

    // Dimension 0 of D = 600 stands on the plot's left edge: its circle (a waveform's
    // dimension) is drawn whole, reaching over the edge, not cut in half.
    void aCircleOnTheEdgeIsWhole() {
        auto payload = std::make_shared<FrequenciesPayload>();
        for (int d = 0; d < 600; ++d)
            payload->wavelengths.push_back(6.283185307179586 *
                                           std::pow(10000.0, 2.0 * (d / 2) / 600));
        payload->wavelengthMin = payload->wavelengths.front();
        payload->wavelengthMax = payload->wavelengths.back();
        auto delivery = handMadeDelivery(sharedRequest(50, 600), frequenciesStep(), payload);
        FrequencyBandView view;
        view.showResult(delivery);
        showDrawn(view);
        Selection selection;
        selection.dimension = 300;
        selection.waveDims = {0};
        view.showSelection(selection);
        const QCustomPlot* plot = view.plot();
        const int centreX = int(plot->xAxis->coordToPixel(0.0));
        const int centreY = int(plot->yAxis->coordToPixel(payload->wavelengths.front()));
        QVERIFY2(centreX - plot->axisRect()->left() < 2, qPrintable(QString::number(centreX)));
        const QImage image = drawnImage(view);
        // The orange ring, 2 px wide about a 4.5 px radius: some pixel of it left of the edge.
        bool ring = false;
        for (int dx = 3; dx <= 5; ++dx) {
            const QColor c = image.pixelColor(centreX - dx, centreY);
            ring = ring || (c.red() > 150 && c.green() < 150 && c.blue() < 100);
        }
        QVERIFY(ring);
    }

    void theMarksShowLTheDimensionTheBandAndTheWaveforms() {
        FrequencyBandView view;
        auto delivery = wavelengthResult();
        view.showResult(delivery);
        showDrawn(view);
        Selection selection;
        selection.dimension = 2;
        selection.waveDims = {0, 3};
        selection.bandFirst = 1;
        selection.bandLast = 2;
        view.showSelection(selection);
        const QList<DrawnLine> lines = straightLines(view.plot());
        QCOMPARE(lines.size(), 2);
        for (const DrawnLine& line : lines) {
            if (line.vertical) {
                QCOMPARE(line.x, 2.0);
                QCOMPARE(line.color, QColor(Qt::black));
            } else {
                QCOMPARE(line.y, 50.0); // L
                QCOMPARE(line.color, QColor(178, 24, 43));
            }
        }
        QStringList texts;
        int bands = 0;
        for (int i = 0; i < view.plot()->itemCount(); ++i) {
            if (auto* text = qobject_cast<QCPItemText*>(view.plot()->item(i)))
                texts << text->text();
            if (auto* rect = qobject_cast<QCPItemRect*>(view.plot()->item(i))) {
                QCOMPARE(rect->topLeft->coords().x(), 0.5);
                QCOMPARE(rect->bottomRight->coords().x(), 2.5);
                ++bands;
            }
        }
        QCOMPARE(texts, QStringList{QStringLiteral("L = 50")});
        QCOMPARE(bands, 1);
        // The waveforms' dimensions circled at their wavelengths.
        QCOMPARE(graphPoints(view.plot()->graph(1)),
                 (QList<QPointF>{{0, kWavelengths[0]}, {3, kWavelengths[3]}}));
    }

    // Pressed over dimension 3, dragged to dimension 1 and let go: the band 1 .. 3.
    void aDragAcrossDimensionsSelectsABand() {
        FrequencyBandView view;
        auto delivery = wavelengthResult();
        view.showResult(delivery);
        showDrawn(view);
        QSignalSpy band(&view, &PlotView::picked);
        QCustomPlot* plot = view.plot();
        const int y = plot->axisRect()->rect().center().y();
        const QPoint from(int(plot->xAxis->coordToPixel(3)), y),
            to(int(plot->xAxis->coordToPixel(1)), y);
        QTest::mousePress(plot, Qt::LeftButton, {}, from);
        QMouseEvent move(QEvent::MouseMove, QPointF(to), plot->mapToGlobal(QPointF(to)),
                         Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(plot, &move);
        QTest::mouseRelease(plot, Qt::LeftButton, {}, to);
        QCOMPARE(band.count(), 1);
        const auto pick = band.at(0).at(0).value<SelectionPick>();
        QVERIFY(pick.what == SelectionPick::What::Band);
        QCOMPARE(pick.first, std::int64_t(1));
        QCOMPARE(pick.second, std::int64_t(3));
    }
};

QTEST_MAIN(TestFrequencyBandView)
#include "test_frequency_band_view.moc"

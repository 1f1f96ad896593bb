// SPDX-License-Identifier: GPL-3.0-or-later
// The offset profile on its own, from a profile made by hand: the curve's points at their
// offsets, the x axis from offset 0 to the last one L - 1 - p, the value axis with a twentieth
// of room on each side, the metric on the value axis, the subtitle naming p, the band and what
// one point stands for, and the overlaid starts of a scene each a curve of its own.

#include "ui/compute/steps/offsets_step.h"
#include "ui/views/offset_profile_view.h"
#include "views/view_fixture.h"

#include <QFontMetrics>
#include <QtTest>
#include <qcustomplot.h>

namespace {

ExploreDelivery profileResult(std::int64_t L, std::int64_t from, Sampling offsets,
                              std::vector<double> values,
                              std::optional<pe::ColumnBand> band = std::nullopt,
                              std::vector<OffsetCurve> overlays = {}) {
    auto payload = std::make_shared<OffsetsPayload>();
    payload->offsets = offsets;
    payload->offsetValues = std::move(values);
    payload->offsetCurves = std::move(overlays);
    ExploreRequest shared = sharedRequest(L, 16);
    shared.p = from;
    shared.band = band;
    return handMadeDelivery(shared, offsetsStep(), payload, from);
}

} // namespace

class TestOffsetProfileView : public QObject {
    Q_OBJECT
  private slots:
    // L = 6 from p = 2: offsets 0 .. 3.
    void theCurveAndItsAxes() {
        OffsetProfileView view;
        auto delivery = profileResult(6, 2, {0, 1, 4}, {1.0, 0.5, 0.0, -0.5});
        view.showResult(delivery);
        showDrawn(view);
        QCOMPARE(graphPoints(view.graph()),
                 (QList<QPointF>{{0, 1.0}, {1, 0.5}, {2, 0.0}, {3, -0.5}}));
        QVERIFY(view.graph()->visible());
        const QCustomPlot* plot = view.plot();
        QCOMPARE(plot->xAxis->range(), QCPRange(-0.5, 3.5));
        // -0.5 .. 1 is 1.5 high: 0.075 of room below and above.
        QVERIFY(std::abs(plot->yAxis->range().lower - -0.575) < 1e-6);
        QVERIFY(std::abs(plot->yAxis->range().upper - 1.075) < 1e-6);
        QCOMPARE(plot->yAxis->label(), QStringLiteral("cosine"));
        QCOMPARE(view.subtitle(), QStringLiteral("from position p = 2"));
    }

    void theSubtitleSaysTheBandAndWhatAPointStandsFor() {
        OffsetProfileView view;
        auto delivery =
            profileResult(100, 0, {0, 3, 4}, {1.0, 0.5, 0.0, -0.5}, pe::ColumnBand{1, 3});
        view.showResult(delivery);
        QCOMPARE(view.subtitle(),
                 QStringLiteral("from position p = 0, dims 1-3 only\n"
                                "1 point = 3 offsets: line their mean, band their min .. max"));
        QCOMPARE(graphPoints(view.graph()).at(2), QPointF(6, 0.0)); // the third sample: offset 6
        // A point stands for 3 offsets: the axis starts 1.5 % of the 100 offsets further left,
        // so the first point's band is not drawn on the axis line.
        QCOMPARE(view.plot()->xAxis->range(), QCPRange(-2.0, 99.5));
    }

    // k = 0 stands on the plot's left edge when every offset has its point (2000 of them in
    // a 480 px view): its dot is drawn whole, reaching over the edge, not cut in half.
    void theDotAtOffsetZeroIsWholeOnTheEdge() {
        std::vector<double> values(2000);
        for (std::size_t k = 0; k < values.size(); ++k)
            values[k] = 1.0 - double(k) / 4000.0;
        OffsetProfileView view;
        auto delivery = profileResult(2000, 0, {0, 1, 2000}, values);
        view.showResult(delivery);
        showDrawn(view);
        const QCustomPlot* plot = view.plot();
        const int centreX = int(plot->xAxis->coordToPixel(0.0));
        const int centreY = int(plot->yAxis->coordToPixel(1.0));
        QVERIFY2(centreX - plot->axisRect()->left() < 2, qPrintable(QString::number(centreX)));
        const QColor outside = drawnImage(view).pixelColor(centreX - 2, centreY);
        QVERIFY2(outside.blue() > 150 && outside.red() < 80, qPrintable(outside.name()));
    }

    // Points that stand for several offsets: the line is their mean, the band between the
    // envelope's edges their min .. max, and the value axis holds the whole band. The first
    // point is k = 0 itself, exact, with a dot over the line: a run's mean would hide the 1.
    void aPointStandingForManyOffsetsDrawsTheirRange() {
        auto payload = std::make_shared<OffsetsPayload>();
        payload->offsets = {0, 3, 3};
        payload->offsetValues = {1.0, 0.2, -0.1};
        payload->envelope = {{0.4, -0.9, -0.5}, {1.0, 0.6, 0.3}, {0.7, -0.1, -0.2}};
        ExploreRequest shared = sharedRequest(9, 16);
        auto delivery = handMadeDelivery(shared, offsetsStep(), payload, 0);
        OffsetProfileView view;
        view.showResult(delivery);
        showDrawn(view);
        QCOMPARE(graphPoints(view.graph()), (QList<QPointF>{{0, 1.0}, {3, -0.1}, {6, -0.2}}));
        QCOMPARE(graphPoints(view.originGraph()), (QList<QPointF>{{0, 1.0}}));
        QVERIFY(view.originGraph()->scatterStyle().size() >= 8); // seen, not a sliver
        QCOMPARE(graphPoints(view.envelopeLow()), (QList<QPointF>{{0, 0.4}, {3, -0.9}, {6, -0.5}}));
        QCOMPARE(graphPoints(view.envelopeHigh()), (QList<QPointF>{{0, 1.0}, {3, 0.6}, {6, 0.3}}));
        QCOMPARE(view.envelopeHigh()->channelFillGraph(), view.envelopeLow());
        QVERIFY(view.envelopeHigh()->brush().style() != Qt::NoBrush);
        QVERIFY(view.plot()->yAxis->range().lower < -0.9);
        QVERIFY(view.plot()->yAxis->range().upper > 1.0);
    }

    // The log axis: offset k at log10 k, 0 half a decade left of 1; ticks name the decades.
    void theLogAxisPlacesOffsetsByTheirLogarithm() {
        auto payload = std::make_shared<OffsetsPayload>();
        payload->logOffsets = {0, 1, 10, 316, 999};
        payload->offsets = {0, 1, 5};
        payload->offsetValues = {1.0, 0.9, 0.5, 0.1, -0.2};
        ExploreRequest shared = sharedRequest(1000, 16);
        auto delivery = handMadeDelivery(shared, offsetsStep(), payload, 0);
        OffsetProfileView view;
        view.showResult(delivery);
        showDrawn(view);
        const QList<QPointF> points = graphPoints(view.graph());
        QCOMPARE(points.size(), 5);
        QCOMPARE(points[0], QPointF(-0.5, 1.0));
        QCOMPARE(points[1], QPointF(0.0, 0.9));
        QCOMPARE(points[2], QPointF(1.0, 0.5));
        QCOMPARE(points[3].x(), std::log10(316.0));
        QCOMPARE(points[4].x(), std::log10(999.0));
        QVERIFY(view.envelopeLow()->data()->isEmpty());
        QCOMPARE(view.plot()->xAxis->label(), QStringLiteral("offset k (log scale)"));
        auto* ticks = dynamic_cast<QCPAxisTickerText*>(view.plot()->xAxis->ticker().data());
        QVERIFY(ticks);
        QCOMPARE(ticks->ticks().value(-0.5), QStringLiteral("0"));
        QCOMPARE(ticks->ticks().value(1.0), QString::fromUtf8("10¹"));
        QCOMPARE(ticks->ticks().value(2.0), QString::fromUtf8("10²"));
        QVERIFY(view.subtitle().endsWith(QStringLiteral("log axis: 5 whole offsets, each exact")));
    }

    // L = 20000 on a log axis: where a decade has room for its name, every decade is named
    // (1, 10¹, 10², 10³, 10⁴), whatever room the 0 half a decade left of 1 leaves; and no two
    // names shown stand closer than the widest of them.
    void everyDecadeIsNamedWhereItHasRoom_data() {
        QTest::addColumn<int>("width");
        QTest::newRow("narrow") << 300;
        QTest::newRow("wide") << 900;
    }
    void everyDecadeIsNamedWhereItHasRoom() {
        QFETCH(int, width);
        auto payload = std::make_shared<OffsetsPayload>();
        payload->logOffsets = {0, 1, 10, 100, 1000, 10000, 19999};
        payload->offsets = {0, 1, 5};
        payload->offsetValues = {1.0, 0.9, 0.5, 0.1, -0.2, 0.0, 0.1};
        auto delivery = handMadeDelivery(sharedRequest(20000, 16), offsetsStep(), payload, 0);
        OffsetProfileView view;
        view.showResult(delivery);
        showDrawn(view, QSize(width, 400));
        QCPAxis* x = view.plot()->xAxis;
        auto* ticks = dynamic_cast<QCPAxisTickerText*>(x->ticker().data());
        QVERIFY(ticks);
        const QFontMetrics metrics(x->tickLabelFont());
        const double decade = x->coordToPixel(1.0) - x->coordToPixel(0.0);
        const int widest = metrics.horizontalAdvance(QString::fromUtf8("10⁴")) +
                           metrics.horizontalAdvance(QLatin1Char('0'));
        QVERIFY2(decade >= widest, qPrintable(QString("a decade is %1 px").arg(decade)));
        const QStringList names{QString::fromUtf8("10¹"), QString::fromUtf8("10²"),
                                QString::fromUtf8("10³"), QString::fromUtf8("10⁴")};
        for (int e = 1; e <= 4; ++e)
            QCOMPARE(ticks->ticks().value(double(e)), names[e - 1]);
        double last = -1e9;
        for (auto it = ticks->ticks().cbegin(); it != ticks->ticks().cend(); ++it) {
            if (it.value().isEmpty())
                continue;
            const double at = x->coordToPixel(it.key());
            QVERIFY2(at - last >= widest, qPrintable(it.value()));
            last = at;
        }
    }

    // A scene's starts p = 0 and p = 3, each its own curve named in the legend; the single
    // profile steps aside; the x axis reaches the longest.
    void overlaidStartsAreCurvesOfTheirOwn() {
        OffsetCurve first{0, {0, 1, 3}, {1.0, 0.25, -0.25}};
        OffsetCurve second{3, {0, 1, 3}, {1.0, 0.25, -0.25}};
        OffsetProfileView view;
        auto delivery =
            profileResult(8, 3, {0, 1, 3}, {1.0, 0.25, -0.25}, std::nullopt, {first, second});
        view.showResult(delivery);
        showDrawn(view);
        QCOMPARE(view.overlayGraphs().size(), 2);
        QCOMPARE(view.overlayGraphs().at(0)->name(), QStringLiteral("from p = 0"));
        QCOMPARE(view.overlayGraphs().at(1)->name(), QStringLiteral("from p = 3"));
        QCOMPARE(graphPoints(view.overlayGraphs().at(1)),
                 (QList<QPointF>{{0, 1.0}, {1, 0.25}, {2, -0.25}}));
        QVERIFY(!view.graph()->visible());
        QVERIFY(view.plot()->legend->visible());
        QCOMPARE(view.subtitle(), QStringLiteral("from positions p = 0, 3: the same curve"));
        QCOMPARE(view.plot()->xAxis->range(), QCPRange(-0.5, 7.5)); // from p = 0: offsets to 7
    }
};

QTEST_MAIN(TestOffsetProfileView)
#include "test_offset_profile_view.moc"

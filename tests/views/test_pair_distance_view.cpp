// SPDX-License-Identifier: GPL-3.0-or-later
// The pair x distance map on its own, from shares made by hand: each share in the cell of its
// offset and pair and in the colour the fixed 0 .. 4 scale gives it, the half-turn curve
// through the payload's offsets, q marked at its offset from p, a click on a cell asking for
// q at the offset under the pointer (back from p where p + k is past the end), the hover
// naming the pair and offset under the pointer, the log-spaced columns with their ticks and
// the curve between them, and the subtitle saying what one row and one column stand for.

#include "core/pair_distance.h"
#include "hang.h"
#include "ui/compute/steps/pair_distance_step.h"
#include "ui/views/pair_distance_view.h"
#include "views/view_fixture.h"

#include <QCheckBox>
#include <QSignalSpy>
#include <QtTest>
#include <cmath>
#include <qcustomplot.h>

namespace {

// L = 10, D = 6: three pairs, ten offsets, one cell per pair and offset; the shares the test
// chose (all exact in float).
const std::vector<float> kShares = {
    0.0f,  4.0f,  2.0f, 1.0f, 0.5f,  3.0f,   2.5f,  1.5f,  3.5f,  0.25f, // pair 0
    0.75f, 0.0f,  4.0f, 2.0f, 1.25f, 0.5f,   3.75f, 1.0f,  2.25f, 3.0f,  // pair 1
    1.75f, 2.75f, 0.0f, 4.0f, 2.0f,  0.125f, 1.0f,  3.25f, 0.5f,  2.5f}; // pair 2

const std::vector<double> kHalfTurns = {3.141592653589793, 6.5, 12.0};

ExploreDelivery mapResult(std::int64_t L, std::int64_t p, std::int64_t q, Sampling rows,
                          Sampling cols, std::vector<float> shares, std::vector<double> halfTurns) {
    auto payload = std::make_shared<PairDistancePayload>();
    PairDistanceMap& m = payload->map;
    m.p = p;
    m.q = q;
    m.pairs = 3;
    m.grid.rows = rows;
    m.grid.cols = cols;
    m.grid.values = std::move(shares);
    for (std::int64_t c = 0; c < cols.count; ++c)
        m.offsets.push_back(cols.at(c));
    m.halfTurnOffsets = std::move(halfTurns);
    return handMadeDelivery(sharedRequest(L, 6), pairDistanceStep(), payload, p);
}

ExploreDelivery linearResult(std::int64_t p = 2, std::int64_t q = 5) {
    return mapResult(10, p, q, {0, 1, 3}, {0, 1, 10}, kShares, kHalfTurns);
}

// L = 100 on the true log axis, seven cells evenly spaced in log10 k (pe::logOffsetAxis).
ExploreDelivery logResult(std::int64_t p, std::int64_t q) {
    auto payload = std::make_shared<PairDistancePayload>();
    PairDistanceMap& m = payload->map;
    m.p = p;
    m.q = q;
    m.pairs = 3;
    m.logOffsets = true;
    const pe::LogOffsetAxis axis = pe::logOffsetAxis(99, 7);
    m.logLower = axis.lower;
    m.logUpper = axis.upper;
    m.offsets = axis.first;
    for (std::size_t c = 0; c < axis.first.size(); ++c)
        m.runs.push_back({axis.first[c], axis.last[c]});
    m.grid.rows = {0, 1, 3};
    m.grid.cols = {0, 1, 7}; // counts cells
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 7; ++c)
            m.grid.values.push_back(float(r) + 0.125f * float(c));
    m.halfTurnOffsets = {3.0, 20.0, 150.0};
    return handMadeDelivery(sharedRequest(100, 6), pairDistanceStep(), payload, p);
}

Selection pq(std::int64_t p, std::int64_t q) {
    Selection s;
    s.p = p;
    s.q = q;
    return s;
}

QList<QPointF> curvePoints(const QCPCurve* curve) {
    QList<QPointF> out;
    for (auto it = curve->data()->constBegin(); it != curve->data()->constEnd(); ++it)
        out << QPointF(it->key, it->value);
    return out;
}

// The pixel at the middle of the cell of offset coordinate x and pair y.
QPoint cellPixel(const QCustomPlot* plot, double x, double y) {
    return QPoint(int(std::lround(plot->xAxis->coordToPixel(x))),
                  int(std::lround(plot->yAxis->coordToPixel(y))));
}

// The pointer moved to `at` over the plot with no button held, delivered at once.

} // namespace

class TestPairDistanceView : public QObject {
    Q_OBJECT
  private slots:
    void eachShareInTheCellOfItsOffsetAndPair() {
        PairDistanceView view;
        auto delivery = linearResult();
        view.showResult(delivery);
        showDrawn(view);
        QCPColorMapData* cells = view.colorMap()->data();
        QCOMPARE(cells->keySize(), 10);  // offsets across
        QCOMPARE(cells->valueSize(), 3); // pairs down
        for (int pair = 0; pair < 3; ++pair)
            for (int k = 0; k < 10; ++k) {
                int key = -1, value = -1;
                cells->coordToCell(k, pair, &key, &value);
                QCOMPARE(cells->cell(key, value), double(kShares[std::size_t(pair * 10 + k)]));
            }
        // The scale is 0 .. 4 whatever the data: 0 the darkest, 4 the brightest, 2 the middle.
        QCOMPARE(view.colorMap()->dataRange(), QCPRange(0.0, 4.0));
        const struct {
            double k, pair;
            QColor color;
        } expected[] = {{0, 0, QColor(68, 1, 84)},    {1, 0, QColor(253, 231, 37)},
                        {2, 0, QColor(33, 145, 140)}, {2, 1, QColor(253, 231, 37)},
                        {2, 2, QColor(68, 1, 84)},    {6, 2, QColor(59, 82, 139)}}; // 1
        for (const auto& e : expected) {
            const QColor drawn = drawnColorAt(view, e.k, e.pair);
            QVERIFY2(nearColor(drawn, e.color),
                     qPrintable(QStringLiteral("k = %1, pair %2: %3, not %4")
                                    .arg(e.k)
                                    .arg(e.pair)
                                    .arg(colorText(drawn), colorText(e.color))));
        }
        const QCustomPlot* plot = view.plot();
        QCOMPARE(plot->xAxis->range(), QCPRange(-0.5, 9.5));
        QCOMPARE(plot->yAxis->range(), QCPRange(-0.5, 2.5));
        QVERIFY(plot->yAxis->rangeReversed()); // the fastest pair on top
        QVERIFY(plot->yAxis->coordToPixel(0) < plot->yAxis->coordToPixel(2));
        QCOMPARE(plot->xAxis->label(), QStringLiteral("offset k = q − p"));
        QCOMPARE(plot->yAxis->label(), QStringLiteral("frequency pair i (fast to slow)"));
        QCOMPARE(view.title(), QStringLiteral("Pair × distance"));
    }

    // One curve point per pair at its half-turn offset; q marked by a white line at
    // k = |q - p|, and not at all without a selected position.
    void theHalfTurnCurveAndTheMarkOfQ() {
        PairDistanceView view;
        auto delivery = linearResult(2, 5);
        view.showResult(delivery);
        view.showSelection(pq(2, 5));
        showDrawn(view);
        // The continuous k = π base^(2i/D), finely: where it crosses an offset is where the
        // springs' π mark stands (pe::halfTurnPair), pair 0 at k = π. It ends where it leaves
        // the map, at the right edge of the last offset (L = 10): no point lies past the plot,
        // where a figure's SVG, which has no clipping, drew one along the edge.
        const QList<QPointF> curve = curvePoints(view.halfTurnCurve());
        QVERIFY(curve.size() > 20);
        QCOMPARE(curve.front(), QPointF(M_PI, 0.0));
        const pe::EncodingParams& params = delivery.result->request.params;
        for (const QPointF& point : curve.mid(0, curve.size() - 1))
            QVERIFY(std::abs(point.x() - M_PI * std::pow(params.base, 2.0 * point.y() / 6.0)) <
                    1e-9 * point.x());
        QCOMPARE(curve.back().x(), 9.5);
        // Between the last two points of the fine curve, where the straight segment drawn
        // between them crosses the edge.
        const double edgePair = 3.0 * std::log(9.5 / M_PI) / std::log(params.base);
        QVERIFY2(std::abs(curve.back().y() - edgePair) < 1e-4,
                 qPrintable(QString::number(curve.back().y())));
        for (int at = 1; at < curve.size(); ++at)
            if (curve[at - 1].x() <= 40.0 && curve[at].x() > 40.0) {
                const double t = (40.0 - curve[at - 1].x()) / (curve[at].x() - curve[at - 1].x());
                const double i = curve[at - 1].y() + t * (curve[at].y() - curve[at - 1].y());
                QVERIFY(std::abs(i - pe::halfTurnPair(params, 40)) < 1e-3);
            }
        QCOMPARE(view.halfTurnCurve()->pen().color(), QColor(213, 94, 0));
        QCOMPARE(view.qMark(), 3.0);
        QList<DrawnLine> lines = straightLines(view.plot());
        QCOMPARE(lines.size(), 1);
        QVERIFY(lines[0].vertical);
        QCOMPARE(lines[0].x, 3.0);
        QCOMPARE(lines[0].color, QColor(Qt::white));

        // q before p: the same distance, marked at 4.
        auto before = linearResult(7, 3);
        view.showResult(before);
        view.showSelection(pq(7, 3));
        QCOMPARE(view.qMark(), 4.0);
        lines = straightLines(view.plot());
        QCOMPARE(lines.size(), 1);
        QCOMPARE(lines[0].x, 4.0);

        view.showSelection(pq(-1, 3));
        QVERIFY(std::isnan(view.qMark()));
        QVERIFY(straightLines(view.plot()).isEmpty());
    }

    // A click on the cell of offset k asks to move q to p + k (or p - k where p + k is past
    // the end), once no double-click can follow; on q's own offset it asks for nothing.
    void aClickOnACellSetsQ_data() {
        QTest::addColumn<qint64>("p");
        QTest::addColumn<qint64>("q");
        QTest::addColumn<int>("clicked");
        QTest::addColumn<qint64>("step");                                    // 0: none asked for
        QTest::newRow("p + k") << qint64(2) << qint64(5) << 6 << qint64(3);  // q = 8
        QTest::newRow("p - k") << qint64(7) << qint64(8) << 6 << qint64(-7); // q = 1
        QTest::newRow("q's own offset") << qint64(2) << qint64(5) << 3 << qint64(0);
    }
    void aClickOnACellSetsQ() {
        QFETCH(qint64, p);
        QFETCH(qint64, q);
        QFETCH(int, clicked);
        QFETCH(qint64, step);
        PairDistanceView view;
        auto delivery = linearResult(p, q);
        view.showResult(delivery);
        view.showSelection(pq(p, q));
        showDrawn(view);
        QList<SelectionStep> steps;
        connect(&view, &PlotView::stepRequested, this,
                [&steps](const SelectionStep& s) { steps << s; });
        QCustomPlot* plot = view.plot();
        const QPoint at = cellPixel(plot, clicked, 1.0);
        QCOMPARE(view.offsetAt(at), std::int64_t(clicked));
        QTest::mouseClick(plot, Qt::LeftButton, {}, at);
        QVERIFY(view.clickPending()); // a double-click may still follow
        QVERIFY(steps.isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(!view.clickPending(), kHangMs);
        if (step == 0) {
            QVERIFY(steps.isEmpty());
            return;
        }
        QCOMPARE(steps.size(), 1);
        QCOMPARE(steps[0].ps, std::int64_t(0));
        QCOMPARE(steps[0].dimensions, std::int64_t(0));
        QCOMPARE(steps[0].qs, std::int64_t(step));
    }

    // Outside the map a pixel stands on no offset: above it (in the title, over column 5),
    // and right of the last column.
    void noOffsetOutsideTheMap() {
        PairDistanceView view;
        auto delivery = linearResult();
        view.showResult(delivery);
        showDrawn(view);
        const QRect rect = view.plot()->axisRect()->rect();
        QCOMPARE(view.offsetAt(QPoint(cellPixel(view.plot(), 5.0, 0.0).x(), rect.top() - 5)),
                 std::int64_t(-1));
        QCOMPARE(view.offsetAt(QPoint(rect.right() + 5, rect.center().y())), std::int64_t(-1));
        QCOMPARE(view.offsetAt(cellPixel(view.plot(), 9.0, 0.0)), std::int64_t(9));
    }

    // The hover names the pair and the offset under the pointer with the pair's exact share
    // and turns (as the springs count them): pair 0 turns by w_0 = 1 radian per position, so
    // at k = 3 its share is 2 - 2 cos 3 and it has turned 3 / (2 pi) turns; at k = 4 it is
    // past half a turn.
    void theHoverNamesThePairAndOffset() {
        PairDistanceView view;
        auto delivery = linearResult();
        view.showResult(delivery);
        showDrawn(view);
        QSignalSpy inspected(&view, &PlotView::inspected);
        QCustomPlot* plot = view.plot();
        hover(plot, cellPixel(plot, 3.0, 0.0));
        QCOMPARE(lastText(inspected), QStringLiteral("pair i = 0, k = 3: share = 3.97998499;  "
                                                     "turned 0.4775 turns"));
        hover(plot, cellPixel(plot, 4.0, 0.0));
        QCOMPARE(lastText(inspected),
                 QStringLiteral("pair i = 0, k = 4: share = 3.30728724;  "
                                "turned 0.6366 turns (past half a turn: wrapped)"));
    }

    // A true log axis: the cells evenly spaced in log10 k between the axis's edges, each
    // holding its share; ticks at the powers of ten at log10 k and 0 under its own column; the
    // half-turn curve a straight line; q marked at log10 |q - p|; a click on a cell asking for
    // q at the first offset it stands for.
    void logSpacedColumns() {
        PairDistanceView view;
        auto delivery = logResult(2, 12);
        view.showResult(delivery);
        view.showSelection(pq(2, 12));
        showDrawn(view);
        const PairDistanceMap& m = delivery.result->payload<PairDistancePayload>().map;
        const double width = (m.logUpper - m.logLower) / 7.0;
        QCPColorMapData* cells = view.colorMap()->data();
        QCOMPARE(cells->keySize(), 7);
        QCOMPARE(cells->valueSize(), 3);
        for (int pair = 0; pair < 3; ++pair)
            for (int c = 0; c < 7; ++c) {
                int key = -1, value = -1;
                cells->coordToCell(m.logLower + (c + 0.5) * width, pair, &key, &value);
                QCOMPARE(cells->cell(key, value), double(pair) + 0.125 * c);
            }
        const QCustomPlot* plot = view.plot();
        QCOMPARE(plot->xAxis->range(), QCPRange(m.logLower, m.logUpper));
        QCOMPARE(plot->xAxis->label(), QStringLiteral("offset k = q − p (log scale)"));
        auto* ticker = dynamic_cast<QCPAxisTickerText*>(plot->xAxis->ticker().data());
        QVERIFY(ticker);
        QMap<double, QString> ticks;
        ticks.insert(pe::LogOffsetAxis::coordinate(0.0), QStringLiteral("0"));
        ticks.insert(0.0, QStringLiteral("10⁰"));
        ticks.insert(1.0, QStringLiteral("10¹"));
        QCOMPARE(ticker->ticks(), ticks);
        QCOMPARE(view.offsetCoordinate(30.0), std::log10(30.0));
        QVERIFY(view.offsetCoordinate(0.0) < std::log10(0.5)); // left of k = 1's span
        // k = π base^(2i/D): log10 k is linear in i, a straight line on this axis.
        const QList<QPointF> curve = curvePoints(view.halfTurnCurve());
        const double slope =
            (curve.back().x() - curve.front().x()) / (curve.back().y() - curve.front().y());
        for (const QPointF& point : curve)
            QVERIFY(std::abs(point.x() -
                             (curve.front().x() + slope * (point.y() - curve.front().y()))) < 1e-9);
        QCOMPARE(curve.front().x(), std::log10(M_PI));
        QCOMPARE(view.qMark(), 1.0); // k = 10

        QList<SelectionStep> steps;
        connect(&view, &PlotView::stepRequested, this,
                [&steps](const SelectionStep& s) { steps << s; });
        const QPoint at(int(plot->xAxis->coordToPixel(m.logLower + 5.5 * width)),
                        int(plot->yAxis->coordToPixel(1.0)));
        QCOMPARE(view.offsetAt(at), m.offsets[5]);
        QTest::mouseClick(view.plot(), Qt::LeftButton, {}, at);
        QTRY_VERIFY_WITH_TIMEOUT(!view.clickPending(), kHangMs);
        QCOMPARE(steps.size(), 1);
        QCOMPARE(steps[0].qs, 2 + m.offsets[5] - 12); // from q = 12 to q = 2 + k
        QVERIFY2(view.subtitle().endsWith(QStringLiteral(
                     "\u20281 column = mean from its offset to the next, log-spaced (7 columns)")),
                 qPrintable(view.subtitle()));
    }

    // The switch asks for the log-spaced columns (a third window) and leaves only the pairs
    // to zoom and drag.
    void theLogSwitchAsksForLogSpacedColumns() {
        PairDistanceView view;
        auto delivery = linearResult();
        view.showResult(delivery);
        showDrawn(view);
        const ExploreRequest shared = sharedRequest(10, 6);
        QCOMPARE(view.requestPart(shared).windows.size(), std::size_t(2));
        QCOMPARE(view.plot()->axisRect()->rangeDrag(), Qt::Horizontal | Qt::Vertical);
        QSignalSpy changed(&view, &PlotView::windowChanged);
        QCheckBox* log = view.logSwitch();
        QVERIFY(log->isVisible());
        QTest::mouseClick(log, Qt::LeftButton, {}, QPoint(8, log->height() / 2));
        QVERIFY(log->isChecked());
        QCOMPARE(changed.count(), 1);
        QCOMPARE(view.requestPart(shared).windows.size(), std::size_t(3));
        QCOMPARE(view.plot()->axisRect()->rangeDrag(), Qt::Orientations(Qt::Vertical));
        QCOMPARE(view.plot()->axisRect()->rangeZoom(), Qt::Orientations(Qt::Vertical));
    }

    void theSubtitleSaysWhatARowAndAColumnStandFor_data() {
        QTest::addColumn<int>("rowStep");
        QTest::addColumn<int>("colStep");
        QTest::addColumn<QString>("subtitle");
        QTest::newRow("one offset")
            << 1 << 1 << QStringLiteral("p = 2, q = 5: k = 3\u20281 column = 1 offset");
        QTest::newRow("every 2nd pair and offset")
            << 2 << 2
            << QStringLiteral("p = 2, q = 5: k = 3, 1 row = pair i, one pair in 2\u2028"
                              "1 column = mean of 2 offsets");
    }
    void theSubtitleSaysWhatARowAndAColumnStandFor() {
        QFETCH(int, rowStep);
        QFETCH(int, colStep);
        QFETCH(QString, subtitle);
        const Sampling rows{0, rowStep, rowStep == 1 ? 3 : 2},
            cols{0, colStep, colStep == 1 ? 10 : 5};
        std::vector<float> shares(std::size_t(rows.count * cols.count), 1.0f);
        std::vector<double> halfTurns(std::size_t(rows.count), 5.0);
        PairDistanceView view;
        auto delivery = mapResult(10, 2, 5, rows, cols, shares, halfTurns);
        view.showResult(delivery);
        showDrawn(view);
        QCOMPARE(view.subtitle(), subtitle);
        // On screen the hint follows; a figure leaves it out.
        QCOMPARE(view.shownSubtitle(),
                 subtitle + QStringLiteral("\norange: half a turn, k = π / ω_i\u2029click a "
                                           "column to set q"));
        view.setFigureMode(true);
        QCOMPARE(view.shownSubtitle(), subtitle);
        QVERIFY(!view.logSwitch()->isVisible());
        // Sampled cells sit on their samples: pair 2 is the second row, offset 6 the fourth
        // column.
        if (rowStep == 2) {
            QCOMPARE(view.colorMap()->data()->valueRange(), QCPRange(0.0, 2.0));
            QCOMPARE(view.colorMap()->data()->keyRange(), QCPRange(0.0, 8.0));
            QCOMPARE(curvePoints(view.halfTurnCurve()).back().x(), 9.5);
        }
    }
};

QTEST_MAIN(TestPairDistanceView)
#include "test_pair_distance_view.moc"

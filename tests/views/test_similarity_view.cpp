// SPDX-License-Identifier: GPL-3.0-or-later
// The similarity view on its own, from a result made by hand: each value in its cell (p down,
// q across) and in viridis' published end colours over the result's own range, the metric
// and band named, what one cell stands for said, and the selected position marked on both
// axes.

#include "ui/compute/steps/similarity_step.h"
#include "ui/views/similarity_view.h"
#include "views/view_fixture.h"

#include <QtTest>
#include <qcustomplot.h>

namespace {

// sim(p, q) for L = 3, not symmetric on purpose: a transposed matrix would show.
const std::vector<float> kValues = {1.0f,  0.5f, 0.0f,  //
                                    0.25f, 1.0f, 0.75f, //
                                    0.0f,  0.5f, 1.0f};

ExploreDelivery similarityResult(std::int64_t L, Sampling positions, std::vector<float> values,
                                 pe::Metric metric = pe::Metric::Cosine,
                                 std::optional<pe::ColumnBand> band = std::nullopt,
                                 float lowest = 0.0f, float highest = 1.0f,
                                 std::vector<double> diagonal = {}) {
    auto payload = std::make_shared<SimilarityPayload>();
    payload->diagonal = std::move(diagonal);
    payload->similarity.rows = positions;
    payload->similarity.cols = positions;
    payload->similarity.values = std::move(values);
    payload->similarityMin = lowest;
    payload->similarityMax = highest;
    ExploreRequest shared = sharedRequest(L, 16);
    shared.metric = metric;
    shared.band = band;
    return handMadeDelivery(shared, similarityStep(), payload);
}

} // namespace

class TestSimilarityView : public QObject {
    Q_OBJECT
  private slots:
    void eachValueInItsCellAndColour() {
        SimilarityView view;
        auto delivery = similarityResult(3, {0, 1, 3}, kValues);
        view.showResult(delivery);
        showDrawn(view);
        QCPColorMapData* cells = view.colorMap()->data();
        for (int p = 0; p < 3; ++p)
            for (int q = 0; q < 3; ++q)
                QCOMPARE(cells->cell(q, p), double(kValues[std::size_t(p * 3 + q)]));
        // Viridis: the lowest value dark purple, the highest yellow.
        QVERIFY(nearColor(drawnColorAt(view, 2, 0), QColor(68, 1, 84)));    // p = 0, q = 2: 0
        QVERIFY(nearColor(drawnColorAt(view, 0, 0), QColor(253, 231, 37))); // p = 0, q = 0: 1
        QVERIFY(nearColor(drawnColorAt(view, 0, 2), QColor(68, 1, 84)));    // p = 2, q = 0: 0
        // p = 1, q = 0 (0.25) and p = 0, q = 1 (0.5) differ: rows are p, not q.
        QVERIFY(drawnColorAt(view, 0, 1) != drawnColorAt(view, 1, 0));
        const QCustomPlot* plot = view.plot();
        QCOMPARE(plot->xAxis->range(), QCPRange(-0.5, 2.5));
        QCOMPARE(plot->yAxis->range(), QCPRange(-0.5, 2.5));
        QVERIFY(plot->yAxis->rangeReversed()); // p = 0 on top
        const QPoint cell(int(plot->xAxis->coordToPixel(2)), int(plot->yAxis->coordToPixel(1)));
        QCOMPARE(view.cellAt(cell), std::make_pair(std::int64_t(1), std::int64_t(2)));
    }

    // One value only (L = 1, or a window of one position): the scale runs one unit from it
    // towards what the metric can take; a cosine of 1 is never read past 1, a distance of 0
    // never below 0.
    void aConstantMatrixHasAScaleTheMetricCanTake() {
        SimilarityView view;
        auto one = similarityResult(1, {0, 1, 1}, {1.0f}, pe::Metric::Cosine, {}, 1.0f, 1.0f);
        view.showResult(one);
        QCOMPARE(view.colorScale()->dataRange(), QCPRange(0.0, 1.0));
        auto zero = similarityResult(1, {0, 1, 1}, {0.0f}, pe::Metric::Euclidean, {}, 0.0f, 0.0f);
        view.showResult(zero);
        QCOMPARE(view.colorScale()->dataRange(), QCPRange(0.0, 1.0));
    }

    void theSubtitleNamesTheMetricTheBandAndTheCell_data() {
        QTest::addColumn<int>("metric");
        QTest::addColumn<bool>("band");
        QTest::addColumn<int>("step");
        QTest::addColumn<QString>("subtitle");
        QTest::newRow("cosine") << int(pe::Metric::Cosine) << false << 1 << "cosine";
        QTest::newRow("dot, band")
            << int(pe::Metric::Dot) << true << 1 << "dot product, dims 2-5 only";
        QTest::newRow("euclidean, sampled")
            << int(pe::Metric::Euclidean) << false << 4
            << QString::fromUtf8("euclidean distance\n1 cell = root mean "
                                 "square over 4 × 4 pairs; the line "
                                 "p\u00a0=\u00a0q exact");
    }
    void theSubtitleNamesTheMetricTheBandAndTheCell() {
        QFETCH(int, metric);
        QFETCH(bool, band);
        QFETCH(int, step);
        QFETCH(QString, subtitle);
        const std::int64_t L = 3 * step;
        auto delivery = similarityResult(L, {0, step, 3}, kValues, pe::Metric(metric),
                                         band ? std::optional(pe::ColumnBand{2, 5}) : std::nullopt);
        SimilarityView view;
        view.showResult(delivery);
        showDrawn(view);
        QCOMPARE(view.subtitle(), subtitle);
        QCOMPARE(view.plot()->yAxis->range().upper, double(L) - 0.5);
    }

    // Where a cell is a mean over many pairs, the diagonal p = q is drawn over the cells, a
    // segment per run of rows in the colour of its own exact mean (not the cell's blend).
    void theDiagonalIsDrawnInItsOwnColour() {
        const std::vector<double> diagonal = {1.0, 0.5, 0.0};
        auto delivery = similarityResult(12, {0, 4, 3}, std::vector<float>(9, 0.2f),
                                         pe::Metric::Dot, std::nullopt, 0.0f, 1.0f, diagonal);
        SimilarityView view;
        view.showResult(delivery);
        showDrawn(view);
        QList<QCPItemLine*> segments;
        for (int i = 0; i < view.plot()->itemCount(); ++i)
            if (auto* line = qobject_cast<QCPItemLine*>(view.plot()->item(i)))
                segments << line;
        QCOMPARE(segments.size(), 3);
        for (int r = 0; r < 3; ++r) {
            const double first = 4.0 * r - 0.5, last = std::min(11.0, 4.0 * r + 3.0) + 0.5;
            QCOMPARE(segments[r]->start->coords(), QPointF(first, first));
            QCOMPARE(segments[r]->end->coords(), QPointF(last, last));
            const QColor want = QColor::fromRgba(
                view.colorMap()->gradient().color(diagonal[std::size_t(r)], QCPRange(0.0, 1.0)));
            QCOMPARE(segments[r]->pen().color(), want);
        }
        QVERIFY(segments[0]->pen().color() != segments[2]->pen().color());
    }

    // The selected position p as a row and a column, in white over the colours.
    void theSelectedPositionIsMarkedOnBothAxes() {
        SimilarityView view;
        auto delivery = similarityResult(3, {0, 1, 3}, kValues);
        view.showResult(delivery);
        Selection selection;
        selection.p = 1;
        view.showSelection(selection);
        showDrawn(view);
        const QList<DrawnLine> lines = straightLines(view.plot());
        QCOMPARE(lines.size(), 2);
        for (const DrawnLine& line : lines) {
            QCOMPARE(line.color, QColor(Qt::white));
            QCOMPARE(line.vertical ? line.x : line.y, 1.0);
        }
        QVERIFY(lines[0].vertical != lines[1].vertical);
    }
};

QTEST_MAIN(TestSimilarityView)
#include "test_similarity_view.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// The heatmap on its own, from a result made by hand: each value in its cell and in the
// colour the diverging scale gives it (ColorBrewer RdBu's published end and middle colours),
// the axes over the whole matrix with position 0 on top, the subtitle saying what one row or
// column stands for, and the marks of a selection where the selection is.

#include "ui/compute/steps/heatmap_step.h"
#include "ui/views/heatmap_view.h"
#include "views/view_fixture.h"

#include <QtTest>
#include <qcustomplot.h>

namespace {

// L = 3, D = 4, one cell per index; the values the test chose.
const std::vector<float> kValues = {-1.0f, 1.0f,   0.0f,  0.5f,  //
                                    0.25f, -0.25f, 1.0f,  -1.0f, //
                                    0.0f,  0.0f,   -0.5f, 0.75f};

ExploreDelivery heatmapResult(std::int64_t L, std::int64_t D, Sampling rows, Sampling cols,
                              std::vector<float> values) {
    auto payload = std::make_shared<HeatmapPayload>();
    payload->heatmap.rows = rows;
    payload->heatmap.cols = cols;
    payload->heatmap.values = std::move(values);
    return handMadeDelivery(sharedRequest(L, D), heatmapStep(), payload);
}

} // namespace

class TestHeatmapView : public QObject {
    Q_OBJECT
  private slots:
    void eachValueInItsCellAndColour() {
        HeatmapView view;
        auto delivery = heatmapResult(3, 4, {0, 1, 3}, {0, 1, 4}, kValues);
        view.showResult(delivery);
        showDrawn(view);
        QCPColorMapData* cells = view.colorMap()->data();
        QCOMPARE(cells->keySize(), 4);   // dimensions across
        QCOMPARE(cells->valueSize(), 3); // positions down
        for (int pos = 0; pos < 3; ++pos)
            for (int dim = 0; dim < 4; ++dim)
                QCOMPARE(cells->cell(dim, pos), double(kValues[std::size_t(pos * 4 + dim)]));
        // RdBu: -1 the darkest blue, 1 the darkest red, 0 the near-white middle.
        const std::pair<QPoint, QColor> expected[] = {
            {{0, 0}, QColor(5, 48, 97)},     {{1, 0}, QColor(103, 0, 31)},
            {{2, 0}, QColor(247, 247, 247)}, {{3, 1}, QColor(5, 48, 97)},
            {{2, 1}, QColor(103, 0, 31)},    {{0, 2}, QColor(247, 247, 247)}};
        for (const auto& [cell, color] : expected) {
            const QColor drawn = drawnColorAt(view, cell.x(), cell.y());
            QVERIFY2(nearColor(drawn, color),
                     qPrintable(QStringLiteral("dim %1, pos %2: %3, not %4")
                                    .arg(cell.x())
                                    .arg(cell.y())
                                    .arg(colorText(drawn), colorText(color))));
        }
        // Above zero is redder than blue, below zero bluer than red.
        const QColor half = drawnColorAt(view, 3, 0), quarterBelow = drawnColorAt(view, 1, 1);
        QVERIFY2(half.red() > half.blue(), qPrintable(colorText(half)));
        QVERIFY2(quarterBelow.blue() > quarterBelow.red(), qPrintable(colorText(quarterBelow)));
    }

    void theAxesSpanTheMatrixPositionZeroOnTop() {
        HeatmapView view;
        auto delivery = heatmapResult(3, 4, {0, 1, 3}, {0, 1, 4}, kValues);
        view.showResult(delivery);
        showDrawn(view);
        const QCustomPlot* plot = view.plot();
        QCOMPARE(plot->xAxis->range().lower, -0.5);
        QCOMPARE(plot->xAxis->range().upper, 3.5);
        QCOMPARE(plot->yAxis->range().lower, -0.5);
        QCOMPARE(plot->yAxis->range().upper, 2.5);
        QVERIFY(plot->yAxis->rangeReversed());
        QVERIFY(plot->yAxis->coordToPixel(0) < plot->yAxis->coordToPixel(2));
        QCOMPARE(plot->xAxis->label(), QStringLiteral("dimension"));
        QCOMPARE(plot->yAxis->label(), QStringLiteral("position"));
        // A pixel in the middle of a cell selects that cell.
        const QPoint middle(int(plot->xAxis->coordToPixel(2)), int(plot->yAxis->coordToPixel(1)));
        QCOMPARE(view.cellAt(middle), std::make_pair(std::int64_t(1), std::int64_t(2)));
        QCOMPARE(view.subtitle(), QStringLiteral("L = 3, D = 4"));
    }

    // A row standing for 512 positions, a column for every 3rd dimension: the subtitle says
    // so, and which dims are drawn; the cells sit on the sampled indices.
    void theSubtitleSaysWhatACellStandsFor() {
        const Sampling rows{0, 512, 4}, cols{0, 3, 22};
        auto delivery = heatmapResult(2048, 64, rows, cols, std::vector<float>(4 * 22, 0.0f));
        HeatmapView view;
        view.showResult(delivery);
        showDrawn(view);
        const QStringList lines = view.subtitle().split('\n');
        QCOMPARE(lines.first(), QStringLiteral("L = 2048, D = 64"));
        QVERIFY2(lines.value(1).startsWith(QStringLiteral(
                     "1 row = mean of 512 positions, columns: dims 0, 3, 6, ... exactly (1 in 3)")),
                 qPrintable(view.subtitle()));
        QCPColorMapData* cells = view.colorMap()->data();
        QCOMPARE(cells->keyRange().lower, 0.0);
        QCOMPARE(cells->keyRange().upper, 63.0); // 21 steps of 3
        QCOMPARE(cells->valueRange().upper, 1536.0);
        QCOMPARE(view.plot()->yAxis->range().upper, 2047.5);
        // Pairs 0 .. 20 turn more than a quarter cycle in 512 positions (w_i 512 > pi / 2,
        // 10000^(-2i/64) > 0.00307 for i <= 20): drawn as 0 and hatched over, dims 0 .. 41,
        // so that they never read as dimensions that are 0; the subtitle names them.
        QVERIFY2(view.subtitle().contains(QStringLiteral("hatched: pairs 0–20 drawn as 0")),
                 qPrintable(view.subtitle()));
        QList<QCPItemRect*> hatches;
        for (int i = 0; i < view.plot()->itemCount(); ++i)
            if (auto* rect = qobject_cast<QCPItemRect*>(view.plot()->item(i));
                rect && rect->brush().style() == Qt::BDiagPattern)
                hatches << rect;
        QCOMPARE(hatches.size(), 1);
        QCOMPARE(hatches[0]->topLeft->coords().x(), -0.5);
        QCOMPARE(hatches[0]->bottomRight->coords().x(), 41.5);
        QCOMPARE(hatches[0]->bottomRight->coords().y(), 2047.5);
    }

    // The selected cell's row and column as black lines, the waveforms' columns outlined in
    // the waveforms' colours (fastest first: Okabe-Ito blue, then vermilion), the band dashed.
    void theMarksStandAtTheSelection() {
        HeatmapView view;
        auto delivery = heatmapResult(3, 4, {0, 1, 3}, {0, 1, 4}, kValues);
        view.showResult(delivery);
        Selection selection;
        selection.p = 2;
        selection.dimension = 1;
        selection.waveDims = {3, 0};
        selection.bandFirst = 1;
        selection.bandLast = 2;
        view.showSelection(selection);
        showDrawn(view);
        const QList<DrawnLine> lines = straightLines(view.plot());
        QCOMPARE(lines.size(), 2);
        for (const DrawnLine& line : lines) {
            QCOMPARE(line.color, QColor(Qt::black));
            if (line.vertical)
                QCOMPARE(line.x, 1.0);
            else
                QCOMPARE(line.y, 2.0);
        }
        QVERIFY(lines[0].vertical != lines[1].vertical);
        QList<std::pair<double, QColor>> outlines; // left edge, outline colour
        for (int i = 0; i < view.plot()->itemCount(); ++i)
            if (auto* rect = qobject_cast<QCPItemRect*>(view.plot()->item(i)))
                outlines << std::make_pair(rect->topLeft->coords().x(), rect->pen().color());
        std::sort(outlines.begin(), outlines.end(),
                  [](const auto& a, const auto& b) { return a.first < b.first; });
        QCOMPARE(outlines.size(), 3);
        // In the order the dimensions were chosen, as the waveforms colour them: 3, then 0.
        QCOMPARE(outlines[0], std::make_pair(-0.5, QColor(213, 94, 0))); // dim 0, second
        QCOMPARE(outlines[1].first, 0.5);                                // the band 1-2
        QCOMPARE(outlines[2], std::make_pair(2.5, QColor(0, 114, 178))); // dim 3, first
        // A new selection replaces the marks, it does not add to them.
        view.showSelection(Selection{});
        QCOMPARE(straightLines(view.plot()).size(), 2);
        QCOMPARE(view.plot()->itemCount(), 2);
    }
};

QTEST_MAIN(TestHeatmapView)
#include "test_heatmap_view.moc"

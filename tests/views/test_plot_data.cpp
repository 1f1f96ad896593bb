// SPDX-License-Identifier: GPL-3.0-or-later
// The plot data the worker prepares must put each grid value in the cell QCustomPlot draws
// at (key = column index, value = row index), and the table of views must describe views
// that are what it says.

#include "ui/compute/compute.h"
#include "ui/compute/steps/frequencies_step.h"
#include "ui/compute/steps/heatmap_step.h"
#include "ui/compute/steps/similarity_step.h"
#include "ui/views/plot_data.h"
#include "ui/views/plot_view.h"
#include "ui/views/view_kind.h"

#include <QtTest>
#include <qcustomplot.h>

namespace {

// Every view of the table at one cell per index, up to `maxCells` a side.
ExploreRequest requestFor(std::int64_t L, std::int64_t D, std::int64_t maxCells) {
    ExploreRequest r;
    r.params.length = L;
    r.params.dim = D;
    for (const ViewInfo& info : viewTable())
        r.views.push_back(info.figurePart(r.params, 0, maxCells));
    return r;
}

} // namespace

class TestPlotData : public QObject {
    Q_OBJECT
  private slots:
    void cellsSitWhereTheGridSaysNotTransposed() {
        const ExploreRequest r = requestFor(12, 5, 100);
        const auto d = computeExplore(
            r, 1, [] { return false; }, preparePlotData);
        QVERIFY(d && d->result);
        PlotData& data = plotDataOf(*d);
        const DisplayGrid& heat = d->result->payload<HeatmapPayload>().heatmap;
        QCPColorMapData* heatCells = data.of<ColorMapCells>(heatmapStep())->cells.get();
        QCOMPARE(heatCells->keySize(), 5);    // dimensions across
        QCOMPARE(heatCells->valueSize(), 12); // positions up
        for (int pos = 0; pos < 12; ++pos)
            for (int dim = 0; dim < 5; ++dim)
                QCOMPARE(heatCells->cell(dim, pos), double(heat.at(pos, dim)));
        // Position 1, dimension 0 is sin(1); dimension 1 is cos(1) (the paper's layout).
        QVERIFY(std::abs(heatCells->cell(0, 1) - std::sin(1.0)) < 1e-6);
        QVERIFY(std::abs(heatCells->cell(1, 1) - std::cos(1.0)) < 1e-6);
        const DisplayGrid& sim = d->result->payload<SimilarityPayload>().similarity;
        QCPColorMapData* simCells = data.of<ColorMapCells>(similarityStep())->cells.get();
        for (int p = 0; p < 12; ++p)
            for (int q = 0; q < 12; ++q)
                QCOMPARE(simCells->cell(q, p), double(sim.at(p, q)));
        const auto& bands = data.of<GraphPoints>(frequenciesStep())->points;
        QCOMPARE(bands->size(), 5);
        for (int dim = 0; dim < 5; ++dim)
            QCOMPARE(bands->at(dim)->value,
                     d->result->payload<FrequenciesPayload>().wavelengths[std::size_t(dim)]);
    }
    void aDeliveryWithoutPreparedDataGetsItOnDemand() {
        const ExploreRequest r = requestFor(4, 2, 10);
        const auto d = computeExplore(r, 1, [] { return false; });
        QVERIFY(!d->plotData);
        QCOMPARE(plotDataOf(*d).of<ColorMapCells>(heatmapStep())->cells->keySize(), 2);
    }
    void horizontalTickLabelsNeverTouch_data() {
        QTest::addColumn<int>("width");
        for (int width : {230, 270, 340, 420, 700})
            QTest::addRow("%d px", width) << width;
    }
    void horizontalTickLabelsNeverTouch() {
        QFETCH(int, width);
        // The numbers are computed once for every view and width; each view adopts plot data
        // of its own, prepared from them.
        static const std::shared_ptr<const ExploreResult> result = [] {
            ExploreRequest r = requestFor(100'000, 512, 200);
            r.waveDims = {0, 100};
            return computeExplore(r, 1, [] { return false; })->result;
        }();
        QVERIFY(result);
        for (const ViewInfo& info : viewTable()) {
            ExploreDelivery delivery{result, preparePlotData(*result), {}, 1};
            std::unique_ptr<PlotView> view = info.make();
            view->resize(width, 300);
            view->show();
            view->showResult(delivery);
            // Two passes: the first layout fits the ticks, the queued replot shows them.
            for (int pass = 0; pass < 3; ++pass) {
                view->plot()->replot();
                QCoreApplication::processEvents();
            }
            for (QCPAxis* axis :
                 view->plot()->axisRect()->axes(QCPAxis::atBottom | QCPAxis::atTop)) {
                if (!axis->visible() || !axis->tickLabels())
                    continue; // not drawn
                const QFontMetrics metrics(axis->tickLabelFont());
                const QVector<double> ticks = axis->tickVector();
                const QVector<QString> labels = axis->tickVectorLabels();
                for (int i = 1; i < ticks.size(); ++i) {
                    const double gap =
                        std::abs(axis->coordToPixel(ticks[i]) - axis->coordToPixel(ticks[i - 1])) -
                        0.5 * (metrics.horizontalAdvance(labels[i]) +
                               metrics.horizontalAdvance(labels[i - 1]));
                    QVERIFY2(gap >= metrics.horizontalAdvance(QLatin1Char('0')),
                             qPrintable(QStringLiteral(
                                            "%1: '%2' and '%3' %4 px apart (range %5..%6, %7 px)")
                                            .arg(QLatin1String(info.name), labels[i - 1], labels[i])
                                            .arg(gap)
                                            .arg(axis->range().lower)
                                            .arg(axis->range().upper)
                                            .arg(axis->axisRect()->width())));
                }
            }
        }
    }

    void theTableMakesTheViewsItNames() {
        QStringList names;
        for (const ViewInfo& info : viewTable()) {
            const std::unique_ptr<PlotView> view = info.make();
            QCOMPARE(view->kind(), info.kind);
            QCOMPARE(view->title(), viewTitle(info.kind));
            QCOMPARE(viewKindFromName(QLatin1String(info.name)), std::optional(info.kind));
            names << QLatin1String(info.name);
        }
        QCOMPARE(names, (QStringList{"heatmap", "waveforms", "similarity", "offsets", "frequencies",
                                     "springs", "pair-distance-map", "pca", "spectrum"}));
        QCOMPARE(viewNames(), names);
        QVERIFY(!viewKindFromName("Heatmap"));
        QVERIFY(!viewKindFromName("all"));
    }
};

QTEST_MAIN(TestPlotData)
#include "test_plot_data.moc"

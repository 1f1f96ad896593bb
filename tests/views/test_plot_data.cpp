// The plot data the worker prepares must put each grid value in the cell QCustomPlot draws
// at (key = column index, value = row index), and the table of views must describe views
// that are what it says.

#include "ui/compute/compute.h"
#include "ui/views/plot_data.h"
#include "ui/views/plot_view.h"
#include "ui/views/view_kind.h"

#include <QtTest>
#include <qcustomplot.h>

class TestPlotData : public QObject {
    Q_OBJECT
  private slots:
    void cellsSitWhereTheGridSaysNotTransposed() {
        ExploreRequest r;
        r.params.length = 12;
        r.params.dim = 5;
        r.heatPositions = fullWindow(12, 100);
        r.heatDims = fullWindow(5, 100);
        r.simRows = r.simCols = fullWindow(12, 100);
        r.offsets = fullWindow(12, 100);
        r.wavePositions = {0.0, 11.0, 100};
        const auto d = computeExplore(
            r, 1, [] { return false; }, preparePlotData);
        QVERIFY(d && d->result);
        PlotData& data = plotDataOf(*d);
        const DisplayGrid& heat = d->result->heatmap;
        QCOMPARE(data.heatmapCells->keySize(), 5);    // dimensions across
        QCOMPARE(data.heatmapCells->valueSize(), 12); // positions up
        for (int pos = 0; pos < 12; ++pos)
            for (int dim = 0; dim < 5; ++dim)
                QCOMPARE(data.heatmapCells->cell(dim, pos), double(heat.at(pos, dim)));
        // Position 1, dimension 0 is sin(1); dimension 1 is cos(1) (the paper's layout).
        QVERIFY(std::abs(data.heatmapCells->cell(0, 1) - std::sin(1.0)) < 1e-6);
        QVERIFY(std::abs(data.heatmapCells->cell(1, 1) - std::cos(1.0)) < 1e-6);
        const DisplayGrid& sim = d->result->similarity;
        for (int p = 0; p < 12; ++p)
            for (int q = 0; q < 12; ++q)
                QCOMPARE(data.similarityCells->cell(q, p), double(sim.at(p, q)));
        QCOMPARE(data.bands->size(), 5);
        for (int dim = 0; dim < 5; ++dim)
            QCOMPARE(data.bands->at(dim)->value, d->result->wavelengths[std::size_t(dim)]);
    }
    void aDeliveryWithoutPreparedDataGetsItOnDemand() {
        ExploreRequest r;
        r.params.length = 4;
        r.params.dim = 2;
        r.heatPositions = fullWindow(4, 10);
        r.heatDims = fullWindow(2, 10);
        r.simRows = r.simCols = fullWindow(4, 10);
        r.offsets = fullWindow(4, 10);
        r.wavePositions = {0.0, 3.0, 10};
        const auto d = computeExplore(r, 1, [] { return false; });
        QVERIFY(!d->plotData);
        QCOMPARE(plotDataOf(*d).heatmapCells->keySize(), 2);
    }
    void horizontalTickLabelsNeverTouch_data() {
        QTest::addColumn<int>("width");
        for (int width : {270, 340, 420, 700})
            QTest::addRow("%d px", width) << width;
    }
    void horizontalTickLabelsNeverTouch() {
        QFETCH(int, width);
        ExploreRequest r;
        r.params.length = 100'000;
        r.params.dim = 512;
        r.heatPositions = fullWindow(100'000, 200);
        r.heatDims = fullWindow(512, 200);
        r.simRows = r.simCols = fullWindow(100'000, 200);
        r.offsets = fullWindow(100'000, 200);
        r.wavePositions = {0.0, 99'999.0, 200};
        r.waveDims = {0, 100};
        for (const ViewInfo& info : viewTable()) {
            auto delivery = computeExplore(
                r, 1, [] { return false; }, preparePlotData);
            std::unique_ptr<PlotView> view = info.make();
            view->resize(width, 300);
            view->show();
            view->showResult(*delivery);
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
                                     "springs"}));
        QCOMPARE(viewNames(), names);
        QVERIFY(!viewKindFromName("Heatmap"));
        QVERIFY(!viewKindFromName("all"));
    }
};

QTEST_MAIN(TestPlotData)
#include "test_plot_data.moc"

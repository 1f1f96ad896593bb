// SPDX-License-Identifier: GPL-3.0-or-later
// The principal components and spectrum views in the window, reached as a user reaches them:
// a click on their tab, the mouse over the curve, and what the status bar then reads.

#include "ui/compute/steps/pca_step.h"
#include "ui/compute/steps/spectrum_step.h"
#include "ui/views/pca_view.h"
#include "ui/views/spectrum_view.h"
#include "window_fixture.h"

#include <QStandardPaths>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <cmath>
#include <qcustomplot.h>

namespace {

// The tab widget a view sits in, and a click on the view's tab.
void clickTabOf(QWidget* view) {
    QTabWidget* tabs = nullptr;
    for (QWidget* w = view->parentWidget(); w && !tabs; w = w->parentWidget())
        tabs = qobject_cast<QTabWidget*>(w);
    QVERIFY(tabs);
    const int index = tabs->indexOf(view);
    QVERIFY(index >= 0);
    QTest::mouseClick(tabs->tabBar(), Qt::LeftButton, {}, tabs->tabBar()->tabRect(index).center());
    QTRY_COMPARE_WITH_TIMEOUT(tabs->currentWidget(), view, kHangMs);
}

} // namespace

class TestTableViews : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void hoveringThePcaCurveNamesAPositionAndItsCoordinates() {
        auto w = openActiveWindow(dir_.filePath(QStringLiteral("pca.ini")));
        auto* view = w->findChild<PcaView*>();
        QVERIFY(view);
        clickTabOf(view);
        waitIdle(*w);
        QTRY_VERIFY_WITH_TIMEOUT(view->result() && view->isVisible(), kHangMs);
        const auto& pca = view->result()->payload<PcaPayload>();
        QCOMPARE(pca.scores.rows(), Eigen::Index(w->currentResult()->request.params.length));
        QVERIFY(!view->curves().isEmpty());
        // Over position 5's point: the status bar names it and its PC1, PC2, PC3.
        QCustomPlot* plot = view->plot();
        plot->replot();
        const QPoint pixel(int(std::lround(plot->xAxis->coordToPixel(pca.scores(5, 0)))),
                           int(std::lround(plot->yAxis->coordToPixel(pca.scores(5, 1)))));
        QTest::mouseMove(plot, pixel);
        QTRY_VERIFY_WITH_TIMEOUT(
            w->statusBar()->currentMessage().contains(QStringLiteral("position ")), kHangMs);
        const QString status = w->statusBar()->currentMessage();
        const std::int64_t named = view->positionAt(pixel);
        QVERIFY(named >= 0);
        // The point named is the one under the mouse, to the pixel.
        QVERIFY(std::abs(plot->xAxis->coordToPixel(pca.scores(named, 0)) - pixel.x()) <= 1.0);
        QVERIFY(std::abs(plot->yAxis->coordToPixel(pca.scores(named, 1)) - pixel.y()) <= 1.0);
        QVERIFY2(status.contains(QStringLiteral("position %1").arg(named)) &&
                     status.contains(QStringLiteral("PC1 = ")) &&
                     status.contains(QStringLiteral("PC3 = ")),
                 qPrintable(status));
        // The bars: the first component explains the most.
        QVERIFY(view->bars()->data()->size() >= 3);
        QVERIFY(view->bars()->data()->at(0)->value >= view->bars()->data()->at(1)->value);
    }

    void hoveringTheSpectrumNamesADimensionsFrequency() {
        auto w = openActiveWindow(dir_.filePath(QStringLiteral("spectrum.ini")));
        auto* view = w->findChild<SpectrumView*>();
        QVERIFY(view);
        clickTabOf(view);
        waitIdle(*w);
        QTRY_VERIFY_WITH_TIMEOUT(view->result() && view->isVisible(), kHangMs);
        const auto& spectrum = view->result()->payload<SpectrumPayload>();
        const std::int64_t D = w->currentResult()->request.params.dim;
        QCOMPARE(std::int64_t(spectrum.dimensions.size()), D);
        QCOMPARE(view->sinusoid()->data()->size(), int(D));
        QCustomPlot* plot = view->plot();
        plot->replot();
        const std::int64_t rank = D - 1; // the fastest
        const QPoint pixel(int(std::lround(plot->xAxis->coordToPixel(double(rank)))),
                           plot->axisRect()->center().y());
        QTest::mouseMove(plot, pixel);
        const auto& fastest = spectrum.dimensions[std::size_t(rank)];
        QTRY_VERIFY_WITH_TIMEOUT(w->statusBar()->currentMessage().startsWith(
                                     QStringLiteral("dim %1: ").arg(fastest.dim)),
                                 kHangMs);
        QVERIFY2(w->statusBar()->currentMessage().contains(QStringLiteral("cycles per position")),
                 qPrintable(w->statusBar()->currentMessage()));
    }
};

QTEST_MAIN(TestTableViews)
#include "test_table_views.moc"

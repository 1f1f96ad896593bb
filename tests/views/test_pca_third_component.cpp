// SPDX-License-Identifier: GPL-3.0-or-later
// The principal components view's third component, as a user reaches it: the PC3 button
// clicked draws every position at (PC1, PC3) in order, the vertical axis named PC3, the hover
// naming the position under the pointer there with its three coordinates; clicked again, PC2.
// In a view too short for them the bars of the shares give their room to the curve.

#include "ui/compute/steps/pca_step.h"
#include "ui/views/pca_view.h"
#include "views/view_fixture.h"

#include <QSignalSpy>
#include <QToolButton>
#include <QtTest>
#include <cmath>
#include <qcustomplot.h>

namespace {

// Five positions on three components, the coordinates the test chose: far apart on
// (PC1, PC3), and positions 1 and 3 swapped in height between PC2 and PC3.
const double kScores[5][3] = {
    {-2.0, 1.0, -1.0}, {-1.0, -1.0, 2.0}, {0.0, 2.0, 0.0}, {1.5, 1.5, -2.0}, {3.0, 0.5, 1.0}};

ExploreDelivery pcaResult() {
    auto payload = std::make_shared<PcaPayload>();
    payload->scores.resize(5, 3);
    for (int t = 0; t < 5; ++t)
        for (int c = 0; c < 3; ++c)
            payload->scores(t, c) = kScores[t][c];
    payload->explained = {0.5, 0.25, 0.125};
    payload->positions = 5;
    return handMadeDelivery(sharedRequest(5, 4), pcaStep(), payload);
}

// The curve's pieces joined where one ends and the next begins.
QList<QPointF> joinedCurve(const PcaView& view) {
    QList<QPointF> joined;
    for (const QCPCurve* curve : view.curves()) {
        QList<QPointF> points;
        for (auto it = curve->data()->constBegin(); it != curve->data()->constEnd(); ++it)
            points << QPointF(it->key, it->value);
        if (!joined.isEmpty() && !points.isEmpty() && points.first() == joined.last())
            joined.removeLast();
        joined << points;
    }
    return joined;
}

QList<QPointF> expectedCurve(int up) {
    QList<QPointF> points;
    for (const auto& row : kScores)
        points << QPointF(row[0], row[up]);
    return points;
}

QPoint pixelOf(const QCustomPlot* plot, int t, int up) {
    return QPoint(int(std::lround(plot->xAxis->coordToPixel(kScores[t][0]))),
                  int(std::lround(plot->yAxis->coordToPixel(kScores[t][up]))));
}

} // namespace

class TestPcaThirdComponent : public QObject {
    Q_OBJECT
  private slots:
    void thePc3ButtonDrawsPc1AgainstPc3() {
        PcaView view;
        auto delivery = pcaResult();
        view.showResult(delivery);
        showDrawn(view);
        QCustomPlot* plot = view.plot();
        QCOMPARE(joinedCurve(view), expectedCurve(1));
        QToolButton* third = view.thirdButton();
        QVERIFY(third->isVisible() && third->isEnabled());
        // Within the view and clear of the plots' axis rects: nothing of the curve under it.
        QVERIFY(view.rect().contains(third->geometry()));
        QVERIFY(!third->geometry().intersects(plot->axisRect()->rect()));

        QTest::mouseClick(third, Qt::LeftButton);
        view.plot()->replot(QCustomPlot::rpImmediateRefresh);
        QCOMPARE(view.verticalComponent(), 2);
        QCOMPARE(plot->yAxis->label(), QStringLiteral("PC3"));
        QCOMPARE(joinedCurve(view), expectedCurve(2));
        // The axes fitted round the new curve: PC3 runs from -2 to 2.
        QVERIFY(plot->yAxis->range().contains(-2.0) && plot->yAxis->range().contains(2.0));
        QVERIFY(plot->yAxis->range().upper < 2.5);
        QSignalSpy inspected(&view, &PlotView::inspected);
        for (int t = 0; t < 5; ++t)
            QCOMPARE(view.positionAt(pixelOf(plot, t, 2)), std::int64_t(t));
        hover(plot, pixelOf(plot, 3, 2));
        QCOMPARE(lastText(inspected), QStringLiteral("position 3, PC1 = 1.5, PC2 = 1.5, PC3 = -2"));

        QTest::mouseClick(third, Qt::LeftButton);
        view.plot()->replot(QCustomPlot::rpImmediateRefresh);
        QCOMPARE(plot->yAxis->label(), QStringLiteral("PC2"));
        QCOMPARE(joinedCurve(view), expectedCurve(1));
        hover(plot, pixelOf(plot, 1, 1));
        QCOMPARE(lastText(inspected), QStringLiteral("position 1, PC1 = -1, PC2 = -1, PC3 = 2"));
    }

    // A short view (the bottom row at projector size): the bars go, and the curve's plot
    // takes their room; tall again, they come back.
    void aShortViewGivesTheBarsRoomToTheCurve() {
        PcaView view;
        auto delivery = pcaResult();
        view.showResult(delivery);
        showDrawn(view, QSize(480, 420));
        QVERIFY(view.showsBars());
        const int withBars = view.plot()->axisRect()->height();
        QCOMPARE(view.plot()->axisRects().size(), 2);
        showDrawn(view, QSize(480, 230));
        QVERIFY(!view.showsBars());
        // The curve's plot alone, reaching down to the view's bottom edge.
        const QCustomPlot* plot = view.plot();
        QCOMPARE(plot->axisRects().size(), 1);
        QVERIFY2(plot->height() - plot->axisRect()->outerRect().bottom() < 8,
                 qPrintable(QStringLiteral("%1 of %2")
                                .arg(plot->axisRect()->outerRect().bottom())
                                .arg(plot->height())));
        showDrawn(view, QSize(480, 420));
        QVERIFY(view.showsBars());
        QCOMPARE(view.plot()->axisRect()->height(), withBars);
        // A narrow view (the bottom row at 1024 x 768) as well: the curve keeps the height,
        // and no label of the bars runs under the PC3 button.
        showDrawn(view, QSize(240, 420));
        QVERIFY(!view.showsBars());
        QVERIFY(view.plot()->axisRect()->height() > withBars);
        showDrawn(view, QSize(480, 420));
        QVERIFY(view.showsBars());
    }
};

QTEST_MAIN(TestPcaThirdComponent)
#include "test_pca_third_component.moc"

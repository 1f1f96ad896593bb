// SPDX-License-Identifier: GPL-3.0-or-later
// The text and line size of the views: the factor is the user's zoom times the presentation
// boost, held within its bounds; a plot's fonts and pens follow it from the sizes the view
// set, and going back gives those sizes exactly; 1 px graph pens stay 1 px.

#include "ui/views/display_scale.h"

#include <QSignalSpy>
#include <QtTest>
#include <qcustomplot.h>

class TestDisplayScale : public QObject {
    Q_OBJECT
  private slots:
    void init() {
        DisplayScale::instance().setPresentation(false);
        DisplayScale::instance().reset();
    }

    void theFactorIsZoomTimesBoostWithinBounds() {
        DisplayScale& scale = DisplayScale::instance();
        QSignalSpy changed(&scale, &DisplayScale::changed);
        QCOMPARE(scale.factor(), 1.0);
        scale.zoomIn();
        QCOMPARE(scale.factor(), 1.2); // a fifth more a press
        scale.zoomOut();
        QCOMPARE(scale.factor(), 1.0); // exactly back
        scale.setPresentation(true);
        QCOMPARE(scale.factor(), 1.5);
        QCOMPARE(changed.count(), 3);
        QCOMPARE(changed.last().at(0).toDouble(), 1.5);
        // Past the top: held at twice the size, and one press back down leaves it.
        scale.setZoom(5.0);
        QCOMPARE(scale.factor(), DisplayScale::kMax);
        scale.zoomOut();
        QVERIFY(scale.factor() < DisplayScale::kMax);
        scale.setPresentation(false);
        scale.setZoom(0.1);
        QCOMPARE(scale.factor(), DisplayScale::kMin);
    }

    void aPlotFollowsTheFactorFromTheSizesItsViewSet() {
        QCustomPlot plot;
        QFont label = plot.xAxis->labelFont();
        label.setPointSizeF(10.0);
        plot.xAxis->setLabelFont(label);
        QCPGraph* hairline = plot.addGraph();
        hairline->setPen(QPen(Qt::blue, 1.0));
        QCPGraph* wide = plot.addGraph();
        wide->setPen(QPen(Qt::red, 2.0));
        auto* line = new QCPItemStraightLine(&plot);
        line->setPen(QPen(Qt::black, 1.0));

        applyDisplayScale(&plot, 1.5);
        QCOMPARE(plot.xAxis->labelFont().pointSizeF(), 15.0);
        QCOMPARE(hairline->pen().widthF(), 1.0); // Qt's fast path for dense curves
        QCOMPARE(wide->pen().widthF(), 3.0);
        QCOMPARE(line->pen().widthF(), 1.5); // a mark is no dense curve: it grows
        // Applied again at the same factor: from the view's sizes, not compounded.
        applyDisplayScale(&plot, 1.5);
        QCOMPARE(plot.xAxis->labelFont().pointSizeF(), 15.0);
        QCOMPARE(wide->pen().widthF(), 3.0);
        applyDisplayScale(&plot, 1.0);
        QCOMPARE(plot.xAxis->labelFont().pointSizeF(), 10.0);
        QCOMPARE(wide->pen().widthF(), 2.0);
        QCOMPARE(line->pen().widthF(), 1.0);
        // A size the view sets afterwards is its new size.
        label.setPointSizeF(12.0);
        plot.xAxis->setLabelFont(label);
        applyDisplayScale(&plot, 2.0);
        QCOMPARE(plot.xAxis->labelFont().pointSizeF(), 24.0);
    }
};

QTEST_MAIN(TestDisplayScale)
#include "test_display_scale.moc"

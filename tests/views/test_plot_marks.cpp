// SPDX-License-Identifier: GPL-3.0-or-later
// The marks the views draw the selection with, on a bare plot: a vertical and a horizontal
// line through the whole axis rect at their coordinate, a band over the whole height between
// its two x coordinates, filled or only outlined.

#include "ui/views/plot_marks.h"

#include <QtTest>
#include <qcustomplot.h>

namespace {

// A white plot with both axes over 0 .. 10, laid out.
std::unique_ptr<QCustomPlot> barePlot() {
    auto plot = std::make_unique<QCustomPlot>();
    plot->resize(400, 300);
    plot->xAxis->setRange(0, 10);
    plot->yAxis->setRange(0, 10);
    plot->replot(QCustomPlot::rpImmediateRefresh);
    return plot;
}

QImage drawn(QCustomPlot& plot) {
    plot.replot(QCustomPlot::rpImmediateRefresh);
    return plot.toPixmap(plot.width(), plot.height(), 1.0).toImage();
}

// At least a third of the way from the white background to `color`: a 1 px line between two
// pixels is drawn blended into both.
bool tinted(const QColor& pixel, const QColor& color) {
    const double towards[3] = {255.0 - color.red(), 255.0 - color.green(), 255.0 - color.blue()};
    const double moved[3] = {255.0 - pixel.red(), 255.0 - pixel.green(), 255.0 - pixel.blue()};
    double along = 0, length = 0, off = 0;
    for (int i = 0; i < 3; ++i) {
        along += towards[i] * moved[i];
        length += towards[i] * towards[i];
    }
    const double t = along / length;
    for (int i = 0; i < 3; ++i)
        off += std::abs(moved[i] - t * towards[i]);
    return t > 0.3 && off < 60.0;
}

// How many pixels of column x (or row y) between the axis rect's edges are `color`, looking
// one pixel either side (a line between two pixels is drawn half in each).
int inColumn(const QImage& image, const QRect& rect, int x, const QColor& color) {
    int n = 0;
    for (int y = rect.top() + 2; y < rect.bottom() - 1; ++y)
        n += tinted(image.pixelColor(x, y), color) || tinted(image.pixelColor(x - 1, y), color) ||
             tinted(image.pixelColor(x + 1, y), color);
    return n;
}
int inRow(const QImage& image, const QRect& rect, int y, const QColor& color) {
    int n = 0;
    for (int x = rect.left() + 2; x < rect.right() - 1; ++x)
        n += tinted(image.pixelColor(x, y), color) || tinted(image.pixelColor(x, y - 1), color) ||
             tinted(image.pixelColor(x, y + 1), color);
    return n;
}

} // namespace

class TestPlotMarks : public QObject {
    Q_OBJECT
  private slots:
    // Dashed, so not every pixel: but along the whole line, and nowhere beside it.
    void linesRunThroughTheAxisRectAtTheirCoordinate() {
        auto plot = barePlot();
        const QColor red(255, 0, 0);
        QVERIFY(addVerticalMark(plot.get(), 4.0, red, 1.0));
        QVERIFY(addHorizontalMark(plot.get(), 7.0, red, 1.0));
        const QImage image = drawn(*plot);
        const QRect rect = plot->axisRect()->rect();
        const int x = int(plot->xAxis->coordToPixel(4.0)), y = int(plot->yAxis->coordToPixel(7.0));
        QVERIFY2(inColumn(image, rect, x, red) > rect.height() / 3,
                 qPrintable(QString::number(inColumn(image, rect, x, red))));
        QVERIFY(inRow(image, rect, y, red) > rect.width() / 3);
        // Beside them only where the other line crosses.
        QVERIFY(inColumn(image, rect, x + 10, red) <= 3);
        QVERIFY(inRow(image, rect, y + 10, red) <= 3);
    }

    void aBandFillsTheWholeHeightBetweenItsEdges() {
        auto plot = barePlot();
        const QColor yellow(255, 230, 0);
        addVerticalBand(plot.get(), 2.0, 3.0, QColor(120, 120, 0), yellow);
        addVerticalBand(plot.get(), 6.0, 8.0, QColor(0, 0, 255), QColor()); // outline only
        const QImage image = drawn(*plot);
        const QRect rect = plot->axisRect()->rect();
        const int inside = int(plot->xAxis->coordToPixel(2.5));
        for (double y : {0.3, 5.0, 9.7})
            QCOMPARE(image.pixelColor(inside, int(plot->yAxis->coordToPixel(y))), yellow);
        QCOMPARE(image.pixelColor(int(plot->xAxis->coordToPixel(4.0)), rect.center().y()),
                 QColor(Qt::white));
        // Outlined only: its inside keeps the background, its edge is drawn.
        QCOMPARE(image.pixelColor(int(plot->xAxis->coordToPixel(7.0)), rect.center().y()),
                 QColor(Qt::white));
        QVERIFY(inColumn(image, rect, int(plot->xAxis->coordToPixel(6.0)), QColor(0, 0, 255)) >
                rect.height() / 2);
    }
};

QTEST_MAIN(TestPlotMarks)
#include "test_plot_marks.moc"

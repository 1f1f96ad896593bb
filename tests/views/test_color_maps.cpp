// SPDX-License-Identifier: GPL-3.0-or-later
// The colour maps against their published colours (ColorBrewer RdBu, viridis, Okabe-Ito),
// and the colour-map cells of a hand-made grid: one cell per sample, centred on the sampled
// indices, a lone sample two half cells around it.

#include "ui/views/color_maps.h"
#include "views/view_fixture.h"

#include <QtTest>
#include <qcustomplot.h>

namespace {

QColor at(QCPColorGradient gradient, double value, QCPRange range) {
    return QColor(gradient.color(value, range));
}

} // namespace

class TestColorMaps : public QObject {
    Q_OBJECT
  private slots:
    // RdBu reversed: -1 dark blue, 0 the near-white middle, 1 dark red.
    void divergingIsBlueWhiteRed() {
        const QCPColorGradient g = divergingGradient();
        const QCPRange range(-1.0, 1.0);
        QVERIFY(nearColor(at(g, -1.0, range), QColor(5, 48, 97)));
        QVERIFY(nearColor(at(g, 0.0, range), QColor(247, 247, 247)));
        QVERIFY(nearColor(at(g, 1.0, range), QColor(103, 0, 31)));
        // Symmetric: as far from white below 0 as above.
        const QColor below = at(g, -0.5, range), above = at(g, 0.5, range);
        QVERIFY(below.blue() > below.red());
        QVERIFY(above.red() > above.blue());
    }

    // Viridis from dark purple to yellow, lighter all the way (in luma, as the eye sees it).
    void sequentialIsViridis() {
        const QCPColorGradient g = sequentialGradient();
        const QCPRange range(0.0, 1.0);
        QVERIFY(nearColor(at(g, 0.0, range), QColor(68, 1, 84)));
        QVERIFY(nearColor(at(g, 0.5, range), QColor(33, 145, 140), 3));
        QVERIFY(nearColor(at(g, 1.0, range), QColor(253, 231, 37)));
        double last = -1.0;
        for (double v = 0.0; v <= 1.0; v += 0.125) {
            const QColor c = at(g, v, range);
            const double lightness = 0.299 * c.red() + 0.587 * c.green() + 0.114 * c.blue();
            QVERIFY2(lightness > last, qPrintable(QString::number(v)));
            last = lightness;
        }
    }

    // Okabe-Ito's eight colours, in order, and then again.
    void waveColoursAreOkabeIto() {
        const QList<QColor> okabeIto = {
            QColor(0, 114, 178), QColor(213, 94, 0),   QColor(0, 158, 115), QColor(204, 121, 167),
            QColor(230, 159, 0), QColor(86, 180, 233), QColor(0, 0, 0),     QColor(150, 150, 40)};
        for (int k = 0; k < 8; ++k) {
            QCOMPARE(waveColor(k), okabeIto[k]);
            QCOMPARE(waveColor(k + 8), okabeIto[k]);
        }
    }

    // Rows 10, 14, 18 by columns 0, 2: cells centred on those indices, row-major values.
    void cellsSitOnTheSampledIndices() {
        DisplayGrid grid;
        grid.rows = {10, 4, 3};
        grid.cols = {0, 2, 2};
        grid.values = {1, 2, 3, 4, 5, 6};
        std::unique_ptr<QCPColorMapData> data(makeColorMapData(grid));
        QCOMPARE(data->keySize(), 2);
        QCOMPARE(data->valueSize(), 3);
        QCOMPARE(data->keyRange(), QCPRange(0, 2));
        QCOMPARE(data->valueRange(), QCPRange(10, 18));
        for (int r = 0; r < 3; ++r)
            for (int c = 0; c < 2; ++c)
                QCOMPARE(data->cell(c, r), double(r * 2 + c + 1));
        // The cell of position 14, dimension 2, by coordinates.
        QCOMPARE(data->data(2.0, 14.0), 4.0);
    }

    // One row standing for positions 5 .. 8 (step 4 from 7 covers 5 .. 8): two half cells
    // either side of 7 that together span the step, both of its value.
    void aLoneSampleSpansItsStep() {
        DisplayGrid grid;
        grid.rows = {7, 4, 1};
        grid.cols = {0, 1, 3};
        grid.values = {0.5f, -0.5f, 0.25f};
        std::unique_ptr<QCPColorMapData> data(makeColorMapData(grid));
        QCOMPARE(data->valueSize(), 2);
        QCOMPARE(data->valueRange(), QCPRange(6, 8));
        for (int v = 0; v < 2; ++v)
            for (int c = 0; c < 3; ++c)
                QCOMPARE(data->cell(c, v), double(grid.values[std::size_t(c)]));
    }
};

QTEST_MAIN(TestColorMaps)
#include "test_color_maps.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// The principal components view on its own, from coordinates made by hand: the curve through
// every position at its PC1 and PC2 in order, unbroken and coloured as its scale of positions
// says, the axes fitted round it, one bar per component at its share of the
// variance (ten at most), the subtitle giving L, D and the first shares, and the hover naming
// the position under the pointer with its coordinates.

#include "ui/compute/steps/pca_step.h"
#include "ui/views/pca_view.h"
#include "views/view_fixture.h"

#include <Eigen/Geometry>
#include <QApplication>
#include <QSignalSpy>
#include <QToolButton>
#include <QtTest>
#include <cmath>
#include <qcustomplot.h>

namespace {

// Five positions on three components; the coordinates the test chose, far apart on screen.
const double kScores[5][3] = {
    {-2.0, 1.0, 0.5}, {-1.0, -1.0, 0.25}, {0.0, 2.0, 0.0}, {1.5, -0.5, -0.25}, {3.0, 0.5, 0.125}};

ExploreDelivery pcaResult(std::int64_t L, std::int64_t D, std::vector<double> explained,
                          std::int64_t positions = 5) {
    auto payload = std::make_shared<PcaPayload>();
    payload->scores.resize(5, 3);
    for (int t = 0; t < 5; ++t)
        for (int c = 0; c < 3; ++c)
            payload->scores(t, c) = kScores[t][c];
    payload->explained = std::move(explained);
    payload->positions = positions;
    return handMadeDelivery(sharedRequest(L, D), pcaStep(), payload);
}

const std::vector<double> kExplained = {0.5, 0.25, 0.125, 0.0625};

QList<QPointF> curvePoints(const QCPCurve* curve) {
    QList<QPointF> out;
    for (auto it = curve->data()->constBegin(); it != curve->data()->constEnd(); ++it)
        out << QPointF(it->key, it->value);
    return out;
}

QList<QPointF> barPoints(const QCPBars* bars) {
    QList<QPointF> out;
    for (auto it = bars->data()->constBegin(); it != bars->data()->constEnd(); ++it)
        out << QPointF(it->key, it->value);
    return out;
}

QPoint pixelOf(const QCustomPlot* plot, int t) {
    return QPoint(int(std::lround(plot->xAxis->coordToPixel(kScores[t][0]))),
                  int(std::lround(plot->yAxis->coordToPixel(kScores[t][1]))));
}

// The pointer moved to `at` over the plot with no button held, delivered at once.

// Every drawn point where an independent rotation of (PC1, PC2, PC3) puts it: about PC3 by
// the azimuth, then about the picture's across axis by the elevation, the picture being the
// rotated x (across) and z (up).
void checkTurned(const PcaView& view, double azimuth, double elevation) {
    const double degree = M_PI / 180.0;
    const Eigen::Matrix3d turn = (Eigen::AngleAxisd(elevation * degree, Eigen::Vector3d::UnitX()) *
                                  Eigen::AngleAxisd(azimuth * degree, Eigen::Vector3d::UnitZ()))
                                     .toRotationMatrix();
    QList<QPointF> drawn;
    for (const QCPCurve* curve : view.curves())
        for (const QPointF& point : curvePoints(curve))
            if (drawn.isEmpty() || drawn.last() != point)
                drawn << point;
    QCOMPARE(drawn.size(), 5);
    for (int t = 0; t < 5; ++t) {
        const Eigen::Vector3d seen =
            turn * Eigen::Vector3d(kScores[t][0], kScores[t][1], kScores[t][2]);
        QVERIFY2(
            std::abs(drawn[t].x() - seen.x()) < 1e-12 && std::abs(drawn[t].y() - seen.z()) < 1e-12,
            qPrintable(QStringLiteral("position %1 at %2, %3").arg(t).arg(azimuth).arg(elevation)));
    }
}

} // namespace

class TestPcaView : public QObject {
    Q_OBJECT
  private slots:
    // The curve's pieces, joined where one ends and the next begins, pass through every
    // position at (PC1, PC2) in order.
    void theCurvePassesEveryPositionInOrder() {
        PcaView view;
        auto delivery = pcaResult(5, 4, kExplained);
        view.showResult(delivery);
        showDrawn(view);
        const QList<QCPCurve*> curves = view.curves();
        QVERIFY(!curves.isEmpty());
        QList<QPointF> joined;
        for (const QCPCurve* curve : curves) {
            const QList<QPointF> points = curvePoints(curve);
            QVERIFY(!points.isEmpty());
            if (!joined.isEmpty()) {
                QCOMPARE(points.first(), joined.last()); // unbroken
                joined.removeLast();
            }
            joined << points;
        }
        QList<QPointF> expected;
        for (const auto& s : kScores)
            expected << QPointF(s[0], s[1]);
        QCOMPARE(joined, expected);
        // The colour scale beside the curve says what the colours mean, on screen and in
        // figures: position 0 .. L - 1. Each run of the curve has the colour the scale gives
        // its middle position (5 positions in 4 runs: 0.5, 1.5, 2.5, 3.5), dark to bright.
        QCPColorScale* scale = view.positionScale();
        QVERIFY(scale->visible());
        QCOMPARE(scale->axis()->label(), QStringLiteral("position"));
        QCOMPARE(scale->dataRange(), QCPRange(0.0, 4.0));
        QCOMPARE(curves.size(), 4);
        QCPColorGradient gradient = scale->gradient();
        for (int r = 0; r < 4; ++r) {
            const QColor want = QColor::fromRgb(gradient.color(r + 0.5, QCPRange(0.0, 4.0)));
            QVERIFY2(curves[r]->pen().color() == want,
                     qPrintable(colorText(curves[r]->pen().color()) + " " + colorText(want)));
        }
        QVERIFY(curves.first()->pen().color().lightness() <
                curves.last()->pen().color().lightness());
        // PC1 -2 .. 3 and PC2 -1 .. 2, with 5 % room on each side.
        const QCustomPlot* plot = view.plot();
        QVERIFY(std::abs(plot->xAxis->range().lower - -2.25) < 1e-6);
        QVERIFY(std::abs(plot->xAxis->range().upper - 3.25) < 1e-6);
        QVERIFY(std::abs(plot->yAxis->range().lower - -1.15) < 1e-6);
        QVERIFY(std::abs(plot->yAxis->range().upper - 2.15) < 1e-6);
        QCOMPARE(plot->xAxis->label(), QStringLiteral("PC1"));
        QCOMPARE(plot->yAxis->label(), QStringLiteral("PC2"));
        QCOMPARE(view.title(), QStringLiteral("Principal components"));
    }

    // One bar per component at its share, numbered from 1, the axis as long as the bars;
    // twelve shares give ten bars.
    void oneBarPerComponentAtItsShare() {
        PcaView view;
        auto delivery = pcaResult(5, 4, kExplained);
        view.showResult(delivery);
        showDrawn(view);
        QCOMPARE(barPoints(view.bars()),
                 (QList<QPointF>{{1, 0.5}, {2, 0.25}, {3, 0.125}, {4, 0.0625}}));
        // As many places as bars: four components (D = 4) leave no room for a fifth.
        QCOMPARE(view.bars()->keyAxis()->range(), QCPRange(0.3, 4.7));
        // Scaled to the largest share: 0.5 and a tenth, up to a step of 0.05.
        QCOMPARE(view.bars()->valueAxis()->range().lower, 0.0);
        QVERIFY(std::abs(view.bars()->valueAxis()->range().upper - 0.55) < 1e-12);
        QCOMPARE(view.bars()->keyAxis()->label(),
                 QStringLiteral("component: its share of the variance"));

        std::vector<double> twelve;
        for (int i = 0; i < 12; ++i)
            twelve.push_back(1.0 / 64.0 * (12 - i));
        auto more = pcaResult(5, 12, twelve);
        view.showResult(more);
        const QList<QPointF> bars = barPoints(view.bars());
        QCOMPARE(bars.size(), 10);
        QCOMPARE(bars.first(), QPointF(1, 12.0 / 64.0));
        QCOMPARE(bars.last(), QPointF(10, 3.0 / 64.0));
        QCOMPARE(view.bars()->keyAxis()->range(), QCPRange(0.3, 10.7));
        // 0.1875 and a tenth is 0.206: the scale ends at 0.25, the bar stands at three quarters.
        QVERIFY(std::abs(view.bars()->valueAxis()->range().upper - 0.25) < 1e-12);
    }

    void theSubtitleGivesTheFirstShares_data() {
        QTest::addColumn<qint64>("length");
        QTest::addColumn<qint64>("positions");
        QTest::addColumn<QString>("subtitle");
        const QString shares = QStringLiteral("PC1 0.500, PC2 0.250, PC3 0.125 of the variance");
        QTest::newRow("every position") << qint64(5) << qint64(5) << shares;
        QTest::newRow("the first positions")
            << qint64(20000) << qint64(5) << shares + QStringLiteral("\nof the first 5 positions");
    }
    void theSubtitleGivesTheFirstShares() {
        QFETCH(qint64, length);
        QFETCH(qint64, positions);
        QFETCH(QString, subtitle);
        PcaView view;
        auto delivery = pcaResult(length, 4, kExplained, positions);
        view.showResult(delivery);
        showDrawn(view);
        QCOMPARE(view.subtitle(), subtitle);
        // L and D end the first line where the view has room.
        QString shown = subtitle;
        const qsizetype end = shown.indexOf(QLatin1Char('\n'));
        shown.insert(end < 0 ? shown.size() : end,
                     QString::fromUtf8(", L\u00a0=\u00a0%1, D\u00a0=\u00a04").arg(length));
        QCOMPARE(view.shownSubtitle(),
                 shown + QStringLiteral("\nhover: a position and its coordinates"));
    }

    // One position has no variance: the subtitle says so, and the position is a dot where a
    // curve of one point would draw nothing.
    void onePositionIsADot() {
        auto payload = std::make_shared<PcaPayload>();
        payload->scores = Eigen::MatrixXd::Zero(1, 3);
        payload->explained = {0.0, 0.0, 0.0};
        payload->positions = 1;
        auto delivery = handMadeDelivery(sharedRequest(1, 4), pcaStep(), payload);
        PcaView view;
        view.showResult(delivery);
        showDrawn(view);
        QCOMPARE(view.subtitle(), QStringLiteral("One position: no variance to explain"));
        QCOMPARE(view.curves().size(), 1);
        QCOMPARE(view.curves().first()->data()->size(), 1);
        QCOMPARE(view.curves().first()->scatterStyle().shape(), QCPScatterStyle::ssDisc);
        // Position 0 alone on the colour scale; a unit square round the point, not a range
        // of rounding.
        QCOMPARE(view.positionScale()->dataRange(), QCPRange(-0.5, 0.5));
        QCOMPARE(view.plot()->xAxis->range(), QCPRange(-1.0, 1.0));
        QCOMPARE(view.plot()->yAxis->range(), QCPRange(-1.0, 1.0));
        // A table with variance again: no dots on its curve.
        auto again = pcaResult(5, 4, kExplained);
        view.showResult(again);
        QCOMPARE(view.curves().first()->scatterStyle().shape(), QCPScatterStyle::ssNone);
    }

    // In a view too narrow for the bars' label beside the PC3 button in the corner, the label
    // breaks after its colon instead of running under the button; in a figure (no button) and
    // in a wide view it is one line.
    void theBarsLabelLeavesTheButtonItsCorner() {
        PcaView view;
        auto delivery = pcaResult(5, 4, kExplained);
        view.showResult(delivery);
        const QString line = QStringLiteral("component: its share of the variance");
        showDrawn(view, QSize(260, 600));
        QCOMPARE(view.bars()->keyAxis()->label(),
                 QStringLiteral("component:\nits share of the variance"));
        showDrawn(view, QSize(900, 600));
        QCOMPARE(view.bars()->keyAxis()->label(), line);
        showDrawn(view, QSize(260, 600));
        view.setFigureMode(true);
        QCOMPARE(view.bars()->keyAxis()->label(), line);
    }

    // The position nearest the pointer, not its neighbour; nothing far from the curve.
    void theHoverNamesThePositionUnderThePointer() {
        PcaView view;
        auto delivery = pcaResult(5, 4, kExplained);
        view.showResult(delivery);
        showDrawn(view);
        QCustomPlot* plot = view.plot();
        for (int t = 0; t < 5; ++t)
            QCOMPARE(view.positionAt(pixelOf(plot, t)), std::int64_t(t));
        QCOMPARE(view.describe(2), QStringLiteral("position 2, PC1 = 0, PC2 = 2, PC3 = 0"));
        // (PC1, PC2) = (3, 2): no position within reach.
        const QPoint empty(int(plot->xAxis->coordToPixel(3.0)),
                           int(plot->yAxis->coordToPixel(2.0)));
        QCOMPARE(view.positionAt(empty), std::int64_t(-1));

        QSignalSpy inspected(&view, &PlotView::inspected);
        hover(plot, pixelOf(plot, 3));
        QCOMPARE(lastText(inspected),
                 QStringLiteral("position 3, PC1 = 1.5, PC2 = -0.5, PC3 = -0.25"));
        hover(plot, pixelOf(plot, 1) + QPoint(3, -2));
        QCOMPARE(lastText(inspected), QStringLiteral("position 1, PC1 = -1, PC2 = -1, PC3 = 0.25"));
    }

    // 3-D: the 3-D button turns the curve to its start, an arrow key five degrees more, a drag
    // half a degree a pixel; every point stands where an independent rotation puts it.
    void turnedInThreeDimensionsAsARotationSays() {
        PcaView view;
        auto delivery = pcaResult(5, 4, kExplained);
        view.showResult(delivery);
        showDrawn(view);
        const auto expectAt = [&](double azimuth, double elevation) {
            checkTurned(view, azimuth, elevation);
        };
        QTest::mouseClick(view.turnButton(), Qt::LeftButton);
        QCOMPARE(view.viewAngle(),
                 std::make_optional(std::make_pair(kStartAzimuth, kStartElevation)));
        expectAt(kStartAzimuth, kStartElevation);
        QVERIFY(view.subtitle().contains(QString::fromUtf8("azimuth 30°, elevation 25°")));
        view.plot()->setFocus();
        QTest::keyClick(view.plot(), Qt::Key_Right);
        QTest::keyClick(view.plot(), Qt::Key_Up);
        expectAt(kStartAzimuth + 5, kStartElevation + 5);
        // A drag 20 pixels right turns it 10 degrees the other way (the near side follows the
        // pointer), and up 10 pixels tips it 5 degrees down.
        const QPoint from = view.plot()->axisRect()->rect().center();
        QTest::mousePress(view.plot(), Qt::LeftButton, {}, from);
        QMouseEvent move(QEvent::MouseMove, QPointF(from + QPoint(20, -10)),
                         view.plot()->mapToGlobal(QPointF(from + QPoint(20, -10))), Qt::NoButton,
                         Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(view.plot(), &move);
        QTest::mouseRelease(view.plot(), Qt::LeftButton, {}, from + QPoint(20, -10));
        expectAt(kStartAzimuth + 5 - 10, kStartElevation + 5 - 5);
        // The button again: the plane PC1 x PC2 as before.
        QTest::mouseClick(view.turnButton(), Qt::LeftButton);
        QVERIFY(!view.viewAngle());
        QCOMPARE(view.plot()->yAxis->label(), QStringLiteral("PC2"));
    }

    // 3-D clicked before there is anything to turn (the components still being computed):
    // the view waits, and the components, once they come, are drawn turned.
    void turnedBeforeItsResultIsDrawnTurnedOnceItComes() {
        PcaView view;
        showDrawn(view);
        QTest::mouseClick(view.turnButton(), Qt::LeftButton);
        QCOMPARE(view.viewAngle(),
                 std::make_optional(std::make_pair(kStartAzimuth, kStartElevation)));
        auto delivery = pcaResult(5, 4, kExplained);
        view.showResult(delivery);
        checkTurned(view, kStartAzimuth, kStartElevation);
    }
};

QTEST_MAIN(TestPcaView)
#include "test_pca_view.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// The springs view on its own, from shares made by hand: one bar per frequency pair at its
// share (or per run of pairs, centred on them, at their mean), the x axis over the pairs, the
// half-turn mark where the payload puts it and none where there is none, and the subtitle
// naming p, q, what one bar stands for and the squared distance.

#include "ui/compute/steps/springs_step.h"
#include "ui/views/display_scale.h"
#include "ui/views/springs_view.h"
#include "views/view_fixture.h"

#include <QToolButton>
#include <QtTest>
#include <cmath>
#include <limits>
#include <qcustomplot.h>

namespace {

ExploreDelivery springsResult(std::int64_t pairs, Sampling bins, std::vector<double> bars,
                              double total, double halfTurn) {
    auto payload = std::make_shared<SpringsPayload>();
    PairSprings& s = payload->springs;
    s.p = 2;
    s.q = 5;
    s.pairs = pairs;
    s.bins = bins;
    s.barValues = std::move(bars);
    s.total = total;
    s.halfTurn = halfTurn;
    return handMadeDelivery(sharedRequest(8, 2 * pairs), springsStep(), payload, 2);
}

QList<QPointF> bars(const QCPBars* bars) {
    QList<QPointF> out;
    for (auto it = bars->data()->constBegin(); it != bars->data()->constEnd(); ++it)
        out << QPointF(it->key, it->value);
    return out;
}

} // namespace

class TestSpringsView : public QObject {
    Q_OBJECT
  private slots:
    void oneBarPerPairAndTheHalfTurn() {
        SpringsView view;
        auto delivery = springsResult(4, {0, 1, 4}, {2.0, 1.5, 0.5, 0.0}, 4.0, 1.25);
        view.showResult(delivery);
        showDrawn(view);
        QCOMPARE(bars(view.bars()), (QList<QPointF>{{0, 2.0}, {1, 1.5}, {2, 0.5}, {3, 0.0}}));
        QCOMPARE(view.plot()->xAxis->range(), QCPRange(-0.5, 3.5));
        QCOMPARE(view.halfTurnMark(), 1.25);
        const QList<DrawnLine> lines = straightLines(view.plot());
        QCOMPARE(lines.size(), 1);
        QVERIFY(lines[0].vertical);
        QCOMPARE(lines[0].x, 1.25);
        QCOMPARE(view.shownSubtitle(), QStringLiteral("p = 2, q = 5, 0 of 4 pairs wrapped\n"
                                                      "\u2016PE(p) \u2212 PE(q)\u2016\u00b2 = 4 "
                                                      "(sum of bars)"));
    }

    // Eight pairs in bars of three: pairs 0-2, 3-5 and 6-7, each bar centred on its own.
    void aBarStandsForARunOfPairs() {
        SpringsView view;
        auto delivery = springsResult(8, {0, 3, 3}, {1.0, 0.5, 0.25}, 5.25, 2.5);
        view.showResult(delivery);
        showDrawn(view);
        QCOMPARE(bars(view.bars()), (QList<QPointF>{{1, 1.0}, {4, 0.5}, {6.5, 0.25}}));
        QCOMPARE(view.bars()->width(), 3.0);
        QCOMPARE(view.plot()->xAxis->range(), QCPRange(-0.5, 7.5));
        QVERIFY2(view.shownSubtitle().startsWith(QStringLiteral(
                     "p = 2, q = 5, 1 bar = 3 pairs (mean), 0 of 8 pairs wrapped\n")),
                 qPrintable(view.shownSubtitle()));
        QVERIFY2(view.subtitle().contains(QStringLiteral("= 5.25 (sum of bars)")),
                 qPrintable(view.subtitle()));
    }

    // q = p: no pair turns at all, so no half-turn mark; past the last pair, none either.
    void noHalfTurnWhereThereIsNone_data() {
        QTest::addColumn<double>("halfTurn");
        QTest::newRow("q = p") << -std::numeric_limits<double>::infinity();
        QTest::newRow("past the pairs") << 4.0;
    }
    void noHalfTurnWhereThereIsNone() {
        QFETCH(double, halfTurn);
        SpringsView view;
        auto delivery = springsResult(4, {0, 1, 4}, {0, 0, 0, 0}, 0.0, halfTurn);
        view.showResult(delivery);
        QVERIFY(std::isnan(view.halfTurnMark()));
        QVERIFY(straightLines(view.plot()).isEmpty());
    }

    // At the largest text in a short view the wrapped count gives its line to the bars (p, q
    // and the distance stay); a taller view and a figure show it again.
    void theWrappedCountMakesRoomAtTheLargestText() {
        SpringsView view;
        auto delivery = springsResult(4, {0, 1, 4}, {2.0, 1.5, 0.5, 0.0}, 4.0, 1.25);
        view.showResult(delivery);
        DisplayScale::instance().setZoom(DisplayScale::kMax);
        showDrawn(view, QSize(324, 305));
        const QString count = QStringLiteral("0 of 4 pairs wrapped");
        QVERIFY2(!view.shownSubtitle().contains(count), qPrintable(view.shownSubtitle()));
        QVERIFY(view.shownSubtitle().startsWith(QStringLiteral("p = 2, q = 5\n")));
        view.setFigureMode(true);
        QVERIFY2(view.shownSubtitle().startsWith(QStringLiteral("p = 2, q = 5, ") + count),
                 qPrintable(view.shownSubtitle()));
        view.setFigureMode(false);
        showDrawn(view, QSize(480, 900));
        QVERIFY2(view.shownSubtitle().contains(count), qPrintable(view.shownSubtitle()));
        DisplayScale::instance().reset();
    }

    // The Sweep q button in the title's corner never covers the title: at the window's size
    // for this view at 1366 x 768 the title is whole beside it; at the largest text, where the
    // title would need a second line, the button gives way (Space still sweeps).
    void theSweepButtonLeavesTheTitleWhole() {
        for (const double scale : {1.0, DisplayScale::kMax}) {
            SpringsView view;
            auto delivery = springsResult(4, {0, 1, 4}, {2.0, 1.5, 0.5, 0.0}, 4.0, 1.25);
            view.showResult(delivery);
            DisplayScale::instance().setZoom(scale);
            showDrawn(view, QSize(324, 305));
            auto* title = qobject_cast<QCPTextElement*>(view.plot()->plotLayout()->element(0, 0));
            QVERIFY(title);
            QCOMPARE(title->text(), view.title()); // one line, not cut
            const double right = view.plot()->width() / 2.0 +
                                 QFontMetricsF(title->font()).horizontalAdvance(title->text()) / 2;
            QToolButton* play = view.playButton();
            if (scale == 1.0)
                QVERIFY(play->isVisible());
            if (play->isVisible())
                QVERIFY2(right <= play->x(), qPrintable(QStringLiteral("title to x = %1, button "
                                                                       "from x = %2")
                                                            .arg(right)
                                                            .arg(play->x())));
        }
        DisplayScale::instance().reset();
    }
};

QTEST_MAIN(TestSpringsView)
#include "test_springs_view.moc"

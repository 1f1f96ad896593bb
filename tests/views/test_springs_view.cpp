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
#include <functional>
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

    // Every bar with a wrapped pair has its wedge on the axis, the one too small to see too
    // (the pair 1: 0.007 of 4); where every pair has wrapped, the note says that none
    // tells the distance alone, and not before.
    void everyWrappedPairIsMarkedAndAllWrappedIsSaid() {
        SpringsView view;
        auto some = springsResult(4, {0, 1, 4}, {3.3, 0.007, 3.3, 1.4}, 8.0, 2.2);
        auto& payload = const_cast<SpringsPayload&>(some.result->payload<SpringsPayload>());
        payload.springs.wrappedPairs = 3;
        payload.springs.barWrapped = {true, true, true, false};
        payload.springs.barAnyWrapped = {true, true, true, false};
        view.showResult(some);
        showDrawn(view, QSize(600, 500));
        QCOMPARE(bars(view.wrappedBars()).size(), 3);
        QList<double> marked;
        for (auto it = view.wrappedMarks()->data()->constBegin();
             it != view.wrappedMarks()->data()->constEnd(); ++it) {
            marked << it->key;
            QCOMPARE(it->value, 0.0); // on the axis, whatever the bar's height
        }
        QCOMPARE(marked, (QList<double>{0, 1, 2}));
        QVERIFY(view.note().contains(SpringsView::wrappedSentence().left(20)));
        QVERIFY(!view.note().contains(SpringsView::allWrappedSentence().left(20)));

        SpringsView far;
        auto all = springsResult(4, {0, 1, 4}, {2.0, 3.0, 1.0, 4.0}, 10.0, 5.0);
        auto& allPayload = const_cast<SpringsPayload&>(all.result->payload<SpringsPayload>());
        allPayload.springs.wrappedPairs = 4;
        allPayload.springs.barWrapped.assign(4, true);
        allPayload.springs.barAnyWrapped.assign(4, true);
        far.showResult(all);
        showDrawn(far, QSize(600, 500));
        QCOMPARE(far.wrappedMarks()->data()->size(), 4);
        QVERIFY2(far.note().contains(SpringsView::allWrappedSentence().left(20)),
                 qPrintable(far.note()));
    }

    // The wedges under wrapped bars stand apart, each no wider than its bar's pitch: wider,
    // 64 of them in a narrow view ran together into a band hiding the small bars. With room,
    // they keep their full size.
    void wedgesStandApartUnderNarrowBars() {
        const std::int64_t pairs = 64;
        auto delivery =
            springsResult(pairs, {0, 1, pairs}, std::vector<double>(pairs, 0.1), 6.4, 0.5);
        auto& payload = const_cast<SpringsPayload&>(delivery.result->payload<SpringsPayload>());
        payload.springs.wrappedPairs = pairs;
        payload.springs.barWrapped.assign(pairs, true);
        payload.springs.barAnyWrapped.assign(pairs, true);
        SpringsView view;
        view.showResult(delivery);
        for (const int width : {360, 1600}) {
            showDrawn(view, QSize(width, 500));
            const QCPAxis* x = view.plot()->xAxis;
            const double pitch = x->coordToPixel(1.0) - x->coordToPixel(0.0);
            // The wedge's path is 10 px wide at QCPScatterStyle's size 6, scaled with it.
            const double wedge = 10.0 * view.wrappedMarks()->scatterStyle().size() / 6.0;
            QVERIFY2(wedge < pitch || wedge <= 10.0 * 0.3,
                     qPrintable(QStringLiteral("%1 px wedges %2 px apart").arg(wedge).arg(pitch)));
            if (pitch > 13.0)
                QCOMPARE(wedge, 10.0);
        }
    }

    // Compare with another D: pair i of D = 16 and pair i of D = 32 turn at other speeds, so
    // both settings' bars stand by wavelength 2π/ω_i = 2π 10000^(2i/D) (log10 on the axis),
    // the pinned one's wrapped pairs hatched, and one half-turn mark at 2|q − p| for both.
    void comparedSettingsOfOtherFrequenciesStandByWavelength() {
        auto payload = std::make_shared<SpringsPayload>();
        const auto springs = [](std::int64_t pairs, int wrapped) {
            PairSprings s;
            s.p = 0;
            s.q = 40;
            s.pairs = pairs;
            s.bins = {0, 1, pairs};
            s.barValues.assign(std::size_t(pairs), 1.0);
            s.barWrapped.assign(std::size_t(pairs), false);
            s.barAnyWrapped.assign(std::size_t(pairs), false);
            for (int i = 0; i < wrapped; ++i)
                s.barWrapped[std::size_t(i)] = s.barAnyWrapped[std::size_t(i)] = true;
            s.wrappedPairs = wrapped;
            s.halfTurn = 0.5 * double(2 * pairs) * std::log(40.0 / M_PI) / std::log(10000.0);
            return s;
        };
        payload->springs = springs(8, 3);
        payload->pinned = springs(16, 6);
        payload->byWavelength = true;
        ExploreRequest request = sharedRequest(64, 16);
        request.p = 0;
        request.q = 40;
        PinnedSetting pinned;
        pinned.params.dim = 32;
        request.scene.pinned = pinned;
        auto delivery = handMadeDelivery(request, springsStep(), payload, 0);
        SpringsView view;
        view.showResult(delivery);
        showDrawn(view, QSize(700, 500));
        const auto wavelength = [](std::int64_t i, std::int64_t dim) {
            return std::log10(2.0 * M_PI * std::pow(10000.0, 2.0 * double(i) / double(dim)));
        };
        const auto keysOf = [](const QCPBars* b) {
            QList<double> keys;
            for (auto it = b->data()->constBegin(); it != b->data()->constEnd(); ++it)
                keys << it->key;
            return keys;
        };
        const auto near = [](const QList<double>& got, std::int64_t first, std::int64_t last,
                             const std::function<double(std::int64_t)>& expected) {
            if (got.size() != last - first + 1)
                return false;
            for (std::int64_t i = first; i <= last; ++i)
                if (std::abs(got[int(i - first)] - expected(i)) > 1e-12)
                    return false;
            return true;
        };
        QVERIFY(near(keysOf(view.bars()), 3, 7, [&](std::int64_t i) { return wavelength(i, 16); }));
        QVERIFY(near(keysOf(view.wrappedBars()), 0, 2,
                     [&](std::int64_t i) { return wavelength(i, 16); }));
        QVERIFY(near(keysOf(view.pinnedBars()), 6, 15,
                     [&](std::int64_t i) { return wavelength(i, 32); }));
        QVERIFY(near(keysOf(view.pinnedWrappedBars()), 0, 5,
                     [&](std::int64_t i) { return wavelength(i, 32); }));
        QVERIFY(std::abs(view.halfTurnMark() - std::log10(80.0)) < 1e-12);
        // Each setting's wrapped pairs have their wedges, and the subtitle counts both.
        QList<double> pinnedMarked;
        for (auto it = view.pinnedMarks()->data()->constBegin();
             it != view.pinnedMarks()->data()->constEnd(); ++it)
            pinnedMarked << it->key;
        QVERIFY(near(pinnedMarked, 0, 5, [&](std::int64_t i) { return wavelength(i, 32); }));
        QCOMPARE(view.wrappedMarks()->data()->size(), 3);
        QVERIFY2(
            view.shownSubtitle().contains(QStringLiteral("3 of 8 pairs wrapped; pinned: 6 of 16")),
            qPrintable(view.shownSubtitle()));
        QVERIFY2(view.plot()->xAxis->label().contains(QStringLiteral("wavelength")),
                 qPrintable(view.plot()->xAxis->label()));
        // The axis reaches from half a pair before the fastest to past the slowest of either.
        QVERIFY(view.plot()->xAxis->range().lower < wavelength(0, 32));
        QVERIFY(view.plot()->xAxis->range().upper > wavelength(15, 32));
    }
};

QTEST_MAIN(TestSpringsView)
#include "test_springs_view.moc"

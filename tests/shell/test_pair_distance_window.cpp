// SPDX-License-Identifier: GPL-3.0-or-later
// The lesson at every distance, as a teacher meets it in the window: the springs set the
// wrapped pairs apart (w_i |q - p| > pi, computed here), the pair x distance map beside them
// is reached through its tab and a click on it sets q, on a linear and a log-spaced axis; p
// and q are marked on the waveforms, the similarity matrix and the offset profile; and the
// course presets set a pair worth comparing and show their own view.

#include "core/course_presets.h"
#include "core/pair_distance.h"
#include "shell/menu_clicks.h"
#include "shell/window_fixture.h"
#include "ui/compute/selection_model.h"
#include "ui/compute/steps/pair_distance_step.h"
#include "ui/compute/steps/springs_step.h"
#include "ui/export/view_export.h"
#include "ui/shell/control_panel.h"
#include "ui/shell/file_actions.h"
#include "ui/shell/main_window.h"
#include "ui/views/offset_profile_view.h"
#include "ui/views/pair_distance_view.h"
#include "ui/views/similarity_view.h"
#include "ui/views/springs_view.h"
#include "ui/views/waveform_view.h"

#include <QCheckBox>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QToolButton>
#include <QtTest>
#include <cmath>
#include <qcustomplot.h>

namespace {

double omega(std::int64_t pair, std::int64_t dim, double base = 10000.0) {
    return std::pow(base, -2.0 * double(pair) / double(dim));
}

PairDistanceView* mapView(MainWindow& w) {
    for (PlotView* view : w.views())
        if (auto* map = qobject_cast<PairDistanceView*>(view))
            return map;
    return nullptr;
}

QTabWidget* pairTabs(MainWindow& w) {
    return qobject_cast<QTabWidget*>(w.view<SpringsView>()->parentWidget()->parentWidget());
}

// Clicks the tab that holds `view`, as a user does.
void clickTabOf(MainWindow& w, QWidget* view) {
    QTabWidget* tabs = pairTabs(w);
    const int index = tabs->indexOf(view);
    QVERIFY(index >= 0);
    QTest::mouseClick(tabs->tabBar(), Qt::LeftButton, {}, tabs->tabBar()->tabRect(index).center());
    QTRY_VERIFY_WITH_TIMEOUT(view->isVisible(), kHangMs);
}

} // namespace

class TestPairDistanceWindow : public QObject {
    Q_OBJECT
  private:
    QTemporaryDir dir_;
    QString settingsFile() const { return dir_.filePath(QStringLiteral("session.ini")); }
    std::unique_ptr<MainWindow> openWindow() { return openActiveWindow(settingsFile()); }
    std::unique_ptr<MainWindow> openWindow(StartOptions options) {
        WindowOpening how;
        how.start = std::move(options);
        return openTestWindow(settingsFile(), how);
    }
    bool choosePreset(MainWindow& w, const char* id) {
        const pe::CoursePreset* preset = pe::findCoursePreset(id);
        return preset &&
               chooseFromMenus(
                   w, {plain(QCoreApplication::translate("TeachMenu", "&Teach")),
                       plain(QCoreApplication::translate("PresetMenu", "&Presets from the course")),
                       QString::fromStdString(preset->nameEn)});
    }

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { QFile::remove(settingsFile()); }

    // D = 16, p = 0, q = 40: pairs 0 .. 2 have turned past pi and are drawn apart, grey and
    // hatched; the subtitle counts them, the legend and the caption name them.
    void springsSetTheWrappedPairsApart() {
        auto w = openWindow(); // L = 64, D = 16
        clickTabOf(*w, w->view<SpringsView>());
        typeInto(w->controlPanel()->pBox(), QStringLiteral("0"));
        typeInto(w->controlPanel()->qBox(), QStringLiteral("40"));
        waitIdle(*w);
        QCOMPARE(w->document()->selection().q, std::int64_t(40));
        SpringsView* springs = w->view<SpringsView>();
        const std::vector<double> shares = pe::pairDistance(w->document()->params(), 0, 40);
        std::int64_t wrapped = 0;
        auto telling = springs->bars()->data();
        auto grey = springs->wrappedBars()->data();
        QCOMPARE(telling->size() + grey->size(), 8);
        for (int i = 0; i < 8; ++i) {
            const bool turnedPast = omega(i, 16) * 40.0 > M_PI;
            wrapped += turnedPast ? 1 : 0;
            auto bars = turnedPast ? grey : telling;
            auto it = bars->findBegin(double(i), false);
            QVERIFY2(it != bars->constEnd() && it->key == double(i),
                     qPrintable(QString::number(i)));
            QCOMPARE(it->value, shares[std::size_t(i)]);
        }
        QCOMPARE(wrapped, std::int64_t(3));
        QCOMPARE(grey->size(), 3);
        QVERIFY2(springs->shownSubtitle().contains(QStringLiteral("3 of 8 pairs wrapped")),
                 qPrintable(springs->shownSubtitle()));
        QVERIFY(springs->wrappedBars()->brush().style() != springs->bars()->brush().style());
        QCPLegend* legend = springs->plot()->legend;
        QVERIFY(legend->visible());
        QVERIFY(legend->hasItemWithPlottable(springs->wrappedBars()));
        QVERIFY(springs->wrappedBars()->name().contains(QStringLiteral("wrapped")));
        QVERIFY2(springs->note().simplified().contains(
                     SpringsView::wrappedSentence().simplified().left(20)),
                 qPrintable(springs->note()));
        // Nearer, nothing has wrapped: q = 1 turns pair 0 by one radian.
        typeInto(w->controlPanel()->qBox(), QStringLiteral("1"));
        waitIdle(*w);
        QCOMPARE(springs->wrappedBars()->data()->size(), 0);
        QVERIFY(springs->shownSubtitle().contains(QStringLiteral("0 of 8 pairs wrapped")));
    }

    // The map's tab beside the springs, its cells each pair's share at each offset (computed
    // here), the half-turn curve at k = pi / w_i, and a click on a column sets q.
    void aClickOnTheMapSetsQ() {
        auto w = openWindow();
        typeInto(w->controlPanel()->pBox(), QStringLiteral("5"));
        waitIdle(*w);
        PairDistanceView* map = mapView(*w);
        QVERIFY(map);
        QCOMPARE(pairTabs(*w)->indexOf(map), pairTabs(*w)->indexOf(w->view<SpringsView>()) + 1);
        clickTabOf(*w, map);
        waitIdle(*w);
        QCPColorMapData* cells = map->colorMap()->data();
        QCOMPARE(cells->valueSize(), 8);
        QCOMPARE(cells->keySize(), 64);
        for (int i = 0; i < 8; ++i)
            for (int k : {0, 3, 17, 63})
                QVERIFY(std::abs(cells->cell(k, i) - (2.0 - 2.0 * std::cos(omega(i, 16) * k))) <
                        1e-6);
        // The half-turn curve k = π / ω_i, drawn finely from pair 0 until it leaves the map
        // at the right edge of offset 63.
        auto curve = map->halfTurnCurve()->data();
        QVERIFY(curve->size() > 8);
        QCOMPARE(curve->at(0)->value, 0.0);
        QCOMPARE(curve->at(curve->size() - 1)->key, 63.5);
        for (int at = 0; at + 1 < curve->size(); ++at)
            QVERIFY(std::abs(curve->at(at)->key *
                                 std::pow(10000.0, -2.0 * curve->at(at)->value / 16.0) -
                             M_PI) < 1e-9);

        QCustomPlot* plot = map->plot();
        const QPoint at(int(std::lround(plot->xAxis->coordToPixel(20.0))),
                        int(plot->yAxis->coordToPixel(3.0)));
        QTest::mouseClick(plot, Qt::LeftButton, {}, at);
        QTRY_COMPARE_WITH_TIMEOUT(w->document()->selection().q, std::int64_t(25),
                                  kHangMs); // q = p + 20
        QCOMPARE(w->document()->selection().p, std::int64_t(5));
        waitIdle(*w);
        QCOMPARE(map->qMark(), 20.0);
        QVERIFY(map->subtitle().contains(QStringLiteral("q = 25")));
        QVERIFY2(map->subtitle().contains(QStringLiteral("1 column = 1 offset")),
                 qPrintable(map->subtitle()));
    }

    // At L = 20000 the log switch shows log-spaced whole offsets, no more columns than pixels,
    // each the exact share; a click on a column sets q at that column's offset.
    // From p = 40 of L = 64, q = 1: the map marks the distance |q - p| = 39 and says so; a
    // click at k = 10 sets q = 50; a click at k = 54, which no q reaches from p (23 forward,
    // 40 back), sets nothing.
    void qBeforePIsADistanceAndAFarClickSetsNothing() {
        auto w = openWindow();
        typeInto(w->controlPanel()->pBox(), QStringLiteral("40"));
        typeInto(w->controlPanel()->qBox(), QStringLiteral("1"));
        waitIdle(*w);
        PairDistanceView* map = mapView(*w);
        clickTabOf(*w, map);
        waitIdle(*w);
        QCOMPARE(w->document()->selection().p, std::int64_t(40));
        QCOMPARE(w->document()->selection().q, std::int64_t(1));
        QVERIFY2(map->subtitle().contains(QStringLiteral("k = |q − p| = 39")),
                 qPrintable(map->subtitle()));
        QCOMPARE(map->qMark(), 39.0);
        QCustomPlot* plot = map->plot();
        const auto click = [&](double k) {
            QTest::mouseClick(plot, Qt::LeftButton, {},
                              QPoint(int(std::lround(plot->xAxis->coordToPixel(k))),
                                     int(plot->yAxis->coordToPixel(3.0))));
        };
        click(10.0);
        QTRY_COMPARE_WITH_TIMEOUT(w->document()->selection().q, std::int64_t(50), kHangMs);
        waitIdle(*w);
        QList<std::int64_t> partners; // every q the selection takes from here on
        connect(w->document()->selectionModel(), &SelectionModel::changed, w.get(),
                [&partners](const Selection& s) { partners << s.q; });
        click(54.0);
        click(20.0); // a reachable click after it: the far one set nothing in between
        QTRY_COMPARE_WITH_TIMEOUT(w->document()->selection().q, std::int64_t(60), kHangMs);
        waitIdle(*w);
        QCOMPARE(partners, QList<std::int64_t>{60});
        QCOMPARE(w->document()->selection().p, std::int64_t(40));
    }

    void theLogSwitchShowsEveryDistance() {
        StartOptions options;
        options.length = 20000;
        auto w = openWindow(options);
        PairDistanceView* map = mapView(*w);
        clickTabOf(*w, map);
        waitIdle(*w);
        const PairDistanceMap& linear = map->result()->payload<PairDistancePayload>().map;
        QVERIFY(linear.grid.cols.step > 1);
        QVERIFY(linear.grid.cols.count <= map->plot()->axisRect()->width());
        QVERIFY(map->subtitle().contains(
            QStringLiteral("mean of %1 offsets").arg(linear.grid.cols.step)));
        QCheckBox* log = map->logSwitch();
        QTest::mouseClick(log, Qt::LeftButton, {}, QPoint(8, log->height() / 2));
        QVERIFY(log->isChecked());
        QTRY_VERIFY_WITH_TIMEOUT(map->result()->payload<PairDistancePayload>().map.logOffsets,
                                 kHangMs);
        waitIdle(*w);
        const PairDistanceMap& m = map->result()->payload<PairDistancePayload>().map;
        // A true log axis over 0 .. 19999, no more cells than pixels, each the mean share over
        // the offsets it holds (summed here offset by offset).
        QCOMPARE(m.runs.front().first, std::int64_t(0));
        QCOMPARE(m.runs.back().last, std::int64_t(19999));
        QVERIFY(std::int64_t(m.offsets.size()) <= map->plot()->axisRect()->width());
        QCOMPARE(map->plot()->xAxis->range(), QCPRange(m.logLower, m.logUpper));
        QCPColorMapData* cells = map->colorMap()->data();
        QCOMPARE(cells->keySize(), int(m.offsets.size()));
        const std::int64_t p = w->document()->selection().p;
        for (int c = 0; c < cells->keySize(); c += 9)
            for (int i : {0, 4, 7}) {
                const pe::IndexRun run = m.runs[std::size_t(c)];
                double mean = 0.0;
                for (std::int64_t k = run.first; k <= run.last; ++k)
                    mean += (2.0 - 2.0 * std::cos(omega(i, 16) * double(k))) / double(run.size());
                QVERIFY(std::abs(cells->cell(c, i) - mean) < 1e-5);
            }
        const int column = int(m.offsets.size()) * 3 / 4;
        const double width = (m.logUpper - m.logLower) / double(m.offsets.size());
        QCustomPlot* plot = map->plot();
        QTest::mouseClick(
            plot, Qt::LeftButton, {},
            QPoint(int(std::lround(plot->xAxis->coordToPixel(m.logLower + (column + 0.5) * width))),
                   int(plot->yAxis->coordToPixel(2.0))));
        const std::int64_t k = m.offsets[std::size_t(column)];
        QTRY_COMPARE_WITH_TIMEOUT(w->document()->selection().q, p + k, kHangMs);
        waitIdle(*w);
        QCOMPARE(map->qMark(), std::log10(double(k)));
        // A figure of the map draws what the window draws: its true log axis.
        QString error;
        const auto figure =
            computeFigureData(ViewKind::PairDistance, exportRequest(w.get()), &error);
        QVERIFY2(figure && figure->result, qPrintable(error));
        const PairDistanceMap& drawn = figure->result->payload<PairDistancePayload>().map;
        QVERIFY(drawn.logOffsets);
        QCOMPARE(drawn.runs.back().last, std::int64_t(19999));
    }

    // p and q on the waveforms, the (p, q) cell on the similarity matrix, k = q - p on the
    // offset profile.
    void pAndQAreMarkedInEveryView() {
        auto w = openWindow();
        typeInto(w->controlPanel()->pBox(), QStringLiteral("10"));
        typeInto(w->controlPanel()->qBox(), QStringLiteral("13"));
        waitIdle(*w);
        QCOMPARE(w->view<WaveformView>()->qMark(), 13.0);
        QCOMPARE(w->view<SimilarityView>()->pairMark(), QPointF(13.0, 10.0));
        QCOMPARE(w->view<OffsetProfileView>()->qOffsetMark(), 3.0);
        // q before p: no offset on a profile that runs forward from p.
        typeInto(w->controlPanel()->qBox(), QStringLiteral("4"));
        waitIdle(*w);
        QCOMPARE(w->view<WaveformView>()->qMark(), 4.0);
        QCOMPARE(w->view<SimilarityView>()->pairMark(), QPointF(4.0, 10.0));
        QVERIFY(std::isnan(w->view<OffsetProfileView>()->qOffsetMark()));
    }

    // Space in the springs plot sweeps q away from p, one step per picture, to the end; the
    // Play button stops a sweep and starts it again.
    void sweepingQMovesItAwayFromP() {
        auto w = openWindow(); // L = 64, p = 0, q = 1
        clickTabOf(*w, w->view<SpringsView>());
        SpringsView* springs = w->view<SpringsView>();
        QList<std::int64_t> shown;
        connect(w.get(), &MainWindow::resultPresented, springs,
                [&] { shown << springs->result()->payload<SpringsPayload>().springs.q; });
        QTest::mouseClick(springs->plot(), Qt::LeftButton, {}, springs->plot()->rect().center());
        QTRY_VERIFY_WITH_TIMEOUT(springs->plot()->hasFocus(), kHangMs);
        // Nothing has wrapped at q = 1; the sweep names the wrapped bars from its start, so
        // the bars do not jump when the first pair wraps on the way.
        QVERIFY(!springs->plot()->legend->visible());
        QTest::keyClick(springs->plot(), Qt::Key_Space);
        QVERIFY(springs->sweeping());
        QVERIFY(springs->plot()->legend->visible());
        // A sweep that stops taking steps is seen at once: still sweeping, nothing computing or
        // asked for, no pause before the next step, and q short of the end.
        const QTimer* pace = springs->findChild<QTimer*>(QStringLiteral("sweepPace"));
        QVERIFY(pace);
        const auto stalled = [&] {
            const auto still = [&] {
                return springs->sweeping() && !pace->isActive() && w->isIdle() &&
                       w->document()->selection().q < 63;
            };
            if (!still())
                return false;
            const quint64 asked = w->worker()->latestGeneration();
            return deliverPostedEvents(kHangMs) && still() &&
                   w->worker()->latestGeneration() == asked;
        };
        bool stall = false;
        QTRY_VERIFY_WITH_TIMEOUT(w->document()->selection().q == 63 || (stall = stalled()), 60000);
        QVERIFY2(
            !stall,
            qPrintable(QString("the sweep stopped at q = %1").arg(w->document()->selection().q)));
        QTRY_VERIFY_WITH_TIMEOUT(!springs->sweeping(), kHangMs);
        waitIdle(*w);
        // One picture per step, each further from p than the last.
        QVERIFY2(shown.size() >= 20, qPrintable(QString::number(shown.size())));
        for (int j = 1; j < shown.size(); ++j)
            QVERIFY(shown[j] >= shown[j - 1]);
        const std::vector<double> shares = pe::pairDistance(w->document()->params(), 0, 63);
        auto bars = springs->wrappedBars()->data();
        QCOMPARE(bars->at(0)->value, shares[0]);

        // With q at the end, Play starts again from p's neighbour and sweeps away from p.
        QTest::mouseClick(springs->playButton(), Qt::LeftButton);
        QVERIFY(springs->sweeping());
        QTRY_VERIFY_WITH_TIMEOUT(w->document()->selection().q < 63, kHangMs);
        QTest::mouseClick(springs->playButton(), Qt::LeftButton);
        QVERIFY(!springs->sweeping());
        waitIdle(*w);

        // From q = 10 the button starts it; a second click stops it where it is.
        typeInto(w->controlPanel()->qBox(), QStringLiteral("10"));
        waitIdle(*w);
        QToolButton* play = springs->playButton();
        QTest::mouseClick(play, Qt::LeftButton);
        QVERIFY(springs->sweeping());
        QTRY_VERIFY_WITH_TIMEOUT(w->document()->selection().q > 12, kHangMs);
        QTest::mouseClick(play, Qt::LeftButton);
        QVERIFY(!springs->sweeping());
        waitIdle(*w);
        const std::int64_t stopped = w->document()->selection().q;
        QVERIFY(stopped < 63);
        waitIdle(*w);
        QCOMPARE(w->document()->selection().q, stopped);

        // q before p sweeps the other way, away from p to position 0, each picture nearer 0.
        typeInto(w->controlPanel()->pBox(), QStringLiteral("40"));
        typeInto(w->controlPanel()->qBox(), QStringLiteral("30"));
        waitIdle(*w);
        shown.clear();
        QTest::mouseClick(play, Qt::LeftButton);
        QVERIFY(springs->sweeping());
        QTRY_VERIFY_WITH_TIMEOUT(!springs->sweeping(), kHangMs);
        waitIdle(*w);
        QCOMPARE(w->document()->selection().p, std::int64_t(40));
        QCOMPARE(w->document()->selection().q, std::int64_t(0));
        QVERIFY2(shown.size() >= 10, qPrintable(QString::number(shown.size())));
        for (int j = 1; j < shown.size(); ++j)
            QVERIFY2(shown[j] <= shown[j - 1] && shown[j] < 30,
                     qPrintable(QString("%1 after %2").arg(shown[j]).arg(shown[j - 1])));
        const std::vector<double> far = pe::pairDistance(w->document()->params(), 40, 0);
        bars = springs->wrappedBars()->data();
        QVERIFY(!bars->isEmpty());
        QCOMPARE(bars->at(0)->value, far[0]);
    }

    // "I love you" compares "love" with a neighbour, so the springs are not empty; the
    // translation-consistency preset shows its overlay of profiles, even from the springs tab.
    void presetsSetAPairAndShowTheirView() {
        auto w = openWindow();
        QVERIFY(choosePreset(*w, "i-love-you"));
        QTRY_COMPARE_WITH_TIMEOUT(w->document()->params().dim, std::int64_t(512), kHangMs);
        waitIdle(*w);
        QVERIFY(w->document()->selection().q != w->document()->selection().p);
        clickTabOf(*w, w->view<SpringsView>()); // computed once it comes forward
        waitIdle(*w);
        QVERIFY(w->view<SpringsView>()->result());
        const PairSprings& s = w->view<SpringsView>()->result()->payload<SpringsPayload>().springs;
        QVERIFY(s.total > 0.0);

        QVERIFY(choosePreset(*w, "translation-consistency"));
        QTRY_COMPARE_WITH_TIMEOUT(w->document()->params().dim, std::int64_t(16), kHangMs);
        waitIdle(*w);
        QVERIFY(w->view<OffsetProfileView>()->isVisible());
        QCOMPARE(w->view<OffsetProfileView>()->overlayGraphs().size(), 2);
    }
};

QTEST_MAIN(TestPairDistanceWindow)
#include "test_pair_distance_window.moc"

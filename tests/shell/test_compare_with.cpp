// SPDX-License-Identifier: GPL-3.0-or-later
// Compare with, as a teacher uses it: View > Pin this setting to compare, then another base
// typed into the panel; the offset profile, the springs, the pair x distance map and the
// wavelengths draw the pinned setting beside the new one, with values computed here from the
// formula, and name both in their legends. The panel's button unpins, Ctrl+Z pins again.

#include "core/sinusoidal_encoding.h"
#include "shell/menu_clicks.h"
#include "shell/window_fixture.h"
#include "ui/shell/control_panel.h"
#include "ui/shell/log_slider.h"
#include "ui/shell/main_window.h"
#include "ui/views/frequency_band_view.h"
#include "ui/views/offset_profile_view.h"
#include "ui/views/pair_distance_view.h"
#include "ui/views/springs_view.h"

#include <QDockWidget>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QToolButton>
#include <QtTest>
#include <cmath>
#include <qcustomplot.h>

namespace {

constexpr double kPi = 3.14159265358979323846;

double omega(std::int64_t pair, std::int64_t dim, double base) {
    return std::pow(base, -2.0 * double(pair) / double(dim));
}

template <class View> View* viewOf(MainWindow& w) {
    for (PlotView* view : w.views())
        if (auto* found = qobject_cast<View*>(view))
            return found;
    return nullptr;
}

// The bars of `bars` by the pair each stands on (one pair per bar at D = 16).
// The bars by pair index, where they stand by wavelength: pair i of D dimensions at base B
// stands at log10(2π B^(2i/D)).
QMap<int, double> barsOf(const QCPBars* bars, std::int64_t dim, double base) {
    QMap<int, double> values;
    for (auto it = bars->data()->constBegin(); it != bars->data()->constEnd(); ++it) {
        const double pair =
            (it->key - std::log10(2.0 * M_PI)) * double(dim) / (2.0 * std::log10(base));
        values.insert(int(std::lround(pair)), it->value);
    }
    return values;
}

// Clicks the tab that holds `view`, as a user does.
void clickTabOf(QWidget* view) {
    auto* tabs = qobject_cast<QTabWidget*>(view->parentWidget()->parentWidget());
    QVERIFY(tabs);
    const int index = tabs->indexOf(view);
    QVERIFY(index >= 0);
    QTest::mouseClick(tabs->tabBar(), Qt::LeftButton, {}, tabs->tabBar()->tabRect(index).center());
    QTRY_VERIFY_WITH_TIMEOUT(view->isVisible(), kHangMs);
}

} // namespace

class TestCompareWith : public QObject {
    Q_OBJECT
  private:
    QTemporaryDir dir_;

  private slots:
    // Presenting, pinned from the panel's button, then another base: the button says what is
    // pinned and the control panel keeps its width, every field whole inside it.
    void pinningKeepsTheControlsWidth() {
        auto w = openActiveWindow(dir_.filePath(QStringLiteral("pin-width.ini")));
        QVERIFY(w);
        QTest::keyClick(w.get(), Qt::Key_F11);
        QTRY_VERIFY_WITH_TIMEOUT(w->isFullScreen(), kHangMs);
        waitIdle(*w);
        ControlPanel* panel = w->controlPanel();
        QDockWidget* dock = w->controlsDock();
        const int width = dock->width();
        auto* pin = panel->findChild<QToolButton*>(QStringLiteral("pinButton"));
        QVERIFY(pin);
        QTest::mouseClick(pin, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(pin->isChecked(), kHangMs);
        typeInto(panel->baseField()->spinBox(), QStringLiteral("500000"));
        typeInto(panel->dimField()->spinBox(), QStringLiteral("64"));
        panel->layoutBox()->setFocus();
        QTest::keyClick(panel->layoutBox(), Qt::Key_Down);
        waitIdle(*w);
        QVERIFY(pin->text().contains(QStringLiteral("10000")));
        QCOMPARE(dock->width(), width);
        // The map's legend names both settings inside its plot, clear of the colour scale.
        PairDistanceView* map = viewOf<PairDistanceView>(*w);
        clickTabOf(map);
        waitIdle(*w);
        QCustomPlot* plot = map->plot();
        plot->replot(QCustomPlot::rpImmediateRefresh);
        QVERIFY(plot->legend->visible());
        for (QCPLayoutElement* element : plot->plotLayout()->elements(false))
            if (auto* scale = qobject_cast<QCPColorScale*>(element))
                QVERIFY2(!scale->outerRect().intersects(plot->legend->outerRect()),
                         "the legend runs into the colour scale");
        QVERIFY(plot->rect().contains(plot->legend->outerRect()));
        // Nothing of the panel reaches past the dock's right edge.
        const int right = dock->mapToGlobal(QPoint(dock->width(), 0)).x();
        for (QWidget* field : panel->findChildren<QWidget*>())
            if (field->isVisible())
                QVERIFY2(field->mapToGlobal(QPoint(field->width(), 0)).x() <= right,
                         qPrintable(field->objectName() + QStringLiteral(" ") +
                                    QLatin1String(field->metaObject()->className())));
    }

    void pinThenChangeTheBaseDrawsBoth() {
        auto w = openActiveWindow(dir_.filePath(QStringLiteral("compare.ini")));
        QVERIFY(w);
        ControlPanel* panel = w->controlPanel();
        typeInto(panel->qBox(), QStringLiteral("20")); // p = 0, q = 20
        waitIdle(*w);
        SpringsView* springs = w->view<SpringsView>();
        clickTabOf(springs); // a view behind another tab is computed once it comes forward
        waitIdle(*w);
        QVERIFY(springs->pinnedBars()->data()->isEmpty());

        // Pinned from the View menu at base 10000, then the base typed: 500000.
        QVERIFY(chooseFromMenus(*w, {plain(QCoreApplication::translate("Presentation", "&View")),
                                     plain(QCoreApplication::translate(
                                         "ExplorerMenus", "&Pin this setting to compare"))}));
        waitIdle(*w);
        auto* pin = panel->findChild<QToolButton*>(QStringLiteral("pinButton"));
        QVERIFY(pin);
        QVERIFY(pin->isChecked());
        typeInto(panel->baseField()->spinBox(), QStringLiteral("500000"));
        waitIdle(*w);
        QCOMPARE(w->document()->params().base, 500000.0);

        // The springs: each pair's share 2 - 2 cos(w_i k), k = 20, under both bases.
        const std::int64_t dim = 16, k = 20;
        // Another base turns pair i at another speed: the bars stand by wavelength.
        QVERIFY(springs->plot()->xAxis->label().contains(QStringLiteral("wavelength")));
        QMap<int, double> pinned = barsOf(springs->pinnedBars(), dim, 10000.0);
        const QMap<int, double> pinnedWrapped = barsOf(springs->pinnedWrappedBars(), dim, 10000.0);
        for (auto it = pinnedWrapped.begin(); it != pinnedWrapped.end(); ++it)
            pinned.insert(it.key(), it.value());
        QMap<int, double> now = barsOf(springs->bars(), dim, 500000.0);
        const QMap<int, double> wrapped = barsOf(springs->wrappedBars(), dim, 500000.0);
        for (auto it = wrapped.begin(); it != wrapped.end(); ++it)
            now.insert(it.key(), it.value());
        QCOMPARE(pinned.size(), int(dim / 2));
        QCOMPARE(now.size(), int(dim / 2));
        for (int i = 0; i < dim / 2; ++i) {
            const double then = 2.0 - 2.0 * std::cos(omega(i, dim, 10000.0) * double(k));
            const double later = 2.0 - 2.0 * std::cos(omega(i, dim, 500000.0) * double(k));
            QVERIFY2(std::abs(pinned.value(i) - then) < 1e-12,
                     qPrintable(QString("pair %1: pinned %2, expected %3")
                                    .arg(i)
                                    .arg(pinned.value(i))
                                    .arg(then)));
            QVERIFY2(
                std::abs(now.value(i) - later) < 1e-12,
                qPrintable(
                    QString("pair %1: now %2, expected %3").arg(i).arg(now.value(i)).arg(later)));
        }
        QVERIFY(springs->pinnedBars()->name().contains(QStringLiteral("base 10000")));
        QVERIFY(springs->bars()->name().contains(QStringLiteral("base 500000")));

        // The offset profile: the pinned curve is the cosine of base 10000's rows, p = 0.
        clickTabOf(w->view<OffsetProfileView>());
        waitIdle(*w);
        const auto profile = w->view<OffsetProfileView>()->pinnedGraph()->data();
        QCOMPARE(profile->size(), 64);
        pe::EncodingParams then;
        const pe::Matrix m = pe::sinusoidalEncoding(then);
        for (auto it = profile->constBegin(); it != profile->constEnd(); ++it) {
            const auto k = Eigen::Index(std::lround(it->key));
            const double expected = m.row(0).dot(m.row(k)) / (m.row(0).norm() * m.row(k).norm());
            QVERIFY(std::abs(it->value - expected) < 1e-12);
        }
        QVERIFY(
            w->view<OffsetProfileView>()->pinnedGraph()->name().contains(QStringLiteral("10000")));

        // The map's pinned half-turn curve: k = pi / w_i at base 10000, pair by pair, until it
        // leaves the map at the right edge of its last offset.
        PairDistanceView* map = viewOf<PairDistanceView>(*w);
        QVERIFY(map);
        clickTabOf(map);
        waitIdle(*w);
        const auto curve = map->pinnedHalfTurnCurve()->data();
        const double edge = double(then.length) - 0.5;
        QVERIFY(curve->size() >= 2);
        QCOMPARE((curve->constEnd() - 1)->key, edge);
        for (auto it = curve->constBegin(); it != curve->constEnd() - 1; ++it) {
            const double expected = kPi / omega(std::lround(it->value), dim, 10000.0);
            QVERIFY2(std::abs(it->key - expected) < 1e-9 * expected,
                     qPrintable(QString("pair %1 at %2, expected %3")
                                    .arg(it->value)
                                    .arg(it->key)
                                    .arg(expected)));
        }
        QVERIFY(map->pinnedHalfTurnCurve()->name().contains(QStringLiteral("base 10000")));

        // The wavelengths: 2 pi / w_i for dimension 2i and 2i + 1 (interleaved) at 10000.
        FrequencyBandView* bands = viewOf<FrequencyBandView>(*w);
        QVERIFY(bands);
        if (!bands->isVisible()) {
            clickTabOf(bands);
            waitIdle(*w);
        }
        const auto steps = bands->pinnedGraph()->data();
        QCOMPARE(steps->size(), int(dim));
        for (auto it = steps->constBegin(); it != steps->constEnd(); ++it) {
            const double expected = 2.0 * kPi / omega(std::lround(it->key) / 2, dim, 10000.0);
            QVERIFY(std::abs(it->value - expected) < 1e-9 * expected);
        }
        QVERIFY(bands->plot()->legend->visible());
        QVERIFY(pin->text().contains(QStringLiteral("base 10000")));

        // The panel's button unpins: the pinned drawings go.
        QTest::mouseClick(pin, Qt::LeftButton);
        waitIdle(*w);
        QVERIFY(!pin->isChecked());
        QVERIFY(bands->pinnedGraph()->data()->isEmpty());
        QVERIFY(!bands->plot()->legend->visible());
        QVERIFY(map->pinnedHalfTurnCurve()->data()->isEmpty());
        // The views behind the other tabs, once they come forward.
        clickTabOf(springs);
        waitIdle(*w);
        QVERIFY(springs->pinnedBars()->data()->isEmpty());
        clickTabOf(w->view<OffsetProfileView>());
        waitIdle(*w);
        QVERIFY(w->view<OffsetProfileView>()->pinnedGraph()->data()->isEmpty());

        // Unpinning was one step: Ctrl+Z pins base 10000 again.
        QTest::keyClick(w.get(), Qt::Key_Z, Qt::ControlModifier);
        waitIdle(*w);
        QVERIFY(pin->isChecked());
        clickTabOf(springs);
        waitIdle(*w);
        QMap<int, double> again = barsOf(springs->pinnedBars(), 16, 10000.0);
        const QMap<int, double> againWrapped = barsOf(springs->pinnedWrappedBars(), 16, 10000.0);
        for (auto it = againWrapped.begin(); it != againWrapped.end(); ++it)
            again.insert(it.key(), it.value());
        QCOMPARE(again, pinned);
    }
};

QTEST_MAIN(TestCompareWith)
#include "test_compare_with.moc"

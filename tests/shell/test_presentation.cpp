// SPDX-License-Identifier: GPL-3.0-or-later
// Presentation mode driven with real keys and mouse clicks, offscreen: F11 makes the window
// full screen with larger text and leaving it gives the views back their margins, Ctrl+= /
// Ctrl+- / Ctrl+0 scale the views' text and lines and the scale survives new results, Focus
// view and a double-click on a view's title show one view alone and Esc brings the others
// back, the formula inspector and the lessons open without shrinking the views under them,
// and the window's keys work from inside the lessons dock, floating or docked.

#include "core/course_presets.h"
#include "shell/menu_clicks.h"
#include "shell/window_fixture.h"
#include "ui/shell/control_panel.h"
#include "ui/shell/log_slider.h"
#include "ui/shell/main_window.h"
#include "ui/shell/presentation.h"
#include "ui/teaching/context_extension_view.h"
#include "ui/teaching/formula_inspector.h"
#include "ui/teaching/lesson_window.h"
#include "ui/teaching/teaching_hub.h"
#include "ui/views/display_scale.h"
#include "ui/views/frequency_band_view.h"
#include "ui/views/heatmap_view.h"
#include "ui/views/offset_profile_view.h"
#include "ui/views/similarity_view.h"
#include "ui/views/springs_view.h"
#include "ui/views/waveform_view.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSlider>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyle>
#include <QStyleOptionSlider>
#include <QTabBar>
#include <QTemporaryDir>
#include <QWindow>
#include <QtTest>
#include <qcustomplot.h>

namespace {

constexpr int kTimeout = kHangMs; // a hang's bound (hang.h)

// The size the views give their axis tick numbers (plot_view.cpp) before any scale.
constexpr double kTickPoints = 10.0;

double tickPoints(const PlotView* view) {
    return view->plot()->xAxis->tickLabelFont().pointSizeF();
}

// How tall the letters of a dock's title are as drawn: the rows of its title bar (left of
// its buttons) with a pixel of text in them.
int titleInkHeight(QDockWidget* dock) {
    const int titleHeight = dock->widget()->geometry().top();
    const QImage image = dock->grab(QRect(0, 0, dock->width() / 2, titleHeight)).toImage();
    const int background = qGray(image.pixel(image.width() - 1, image.height() / 2));
    int first = -1, last = -1;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            if (std::abs(qGray(image.pixel(x, y)) - background) > 96) {
                first = first < 0 ? y : first;
                last = y;
                break;
            }
    return first < 0 ? 0 : last - first + 1;
}

QPoint centreOf(const QRect& r) {
    return r.center();
}

// The text sizes of the whole window, as a user sees them.
struct WindowFonts {
    double app, panel, status, menuBar, popup, lesson, lessonTicks;
};
WindowFonts windowFonts(MainWindow& w) {
    auto* hub = w.findChild<TeachingHub*>();
    QCustomPlot* lessonPlot =
        hub->lessonWindow()->contextExtensionView()->plot(ContextExtensionView::Plot::Wavelength);
    lessonPlot->replot();
    // The View menu, opened with a click, read and closed.
    QMenuBar* bar = w.menuBar();
    QAction* view = w.presentation()->menu()->menuAction();
    double popup = -1; // no popup opened: compared, it fails
    // A second click when the first only took the menu bar out of its keyboard state.
    for (int click = 0; click < 2 && !QApplication::activePopupWidget(); ++click) {
        QTest::mouseClick(bar, Qt::LeftButton, {}, bar->actionGeometry(view).center());
        // Not checked here: a popup that never opens leaves `popup` at -1, which fails.
        (void)QTest::qWaitFor([] { return QApplication::activePopupWidget() != nullptr; }, 1000);
    }
    if (QApplication::activePopupWidget()) {
        popup = QApplication::activePopupWidget()->font().pointSizeF();
        QTest::keyClick(QApplication::activePopupWidget(), Qt::Key_Escape);
        if (!QTest::qWaitFor([] { return QApplication::activePopupWidget() == nullptr; }, kHangMs))
            qWarning("the View menu did not close");
        // And out of the menu bar's keyboard mode, so the next keys reach the shortcuts.
        QTest::keyClick(bar, Qt::Key_Escape);
        w.activateWindow();
        if (!QTest::qWaitForWindowActive(&w))
            qWarning("the window did not become active again");
    }
    return {QApplication::font().pointSizeF(),
            w.controlPanel()->font().pointSizeF(),
            w.presentation()->scaleLabel()->font().pointSizeF(),
            bar->font().pointSizeF(),
            popup,
            hub->lessonWindow()->font().pointSizeF(),
            lessonPlot->xAxis->tickLabelFont().pointSizeF()};
}
void compareScaled(const WindowFonts& now, const WindowFonts& before, double f) {
    QCOMPARE(now.app, before.app * f);
    QCOMPARE(now.panel, before.panel * f);
    QCOMPARE(now.status, before.status * f);
    QCOMPARE(now.menuBar, before.menuBar * f);
    QCOMPARE(now.popup, before.popup * f);
    QCOMPARE(now.lesson, before.lesson * f);
    QCOMPARE(now.lessonTicks, before.lessonTicks * f);
}

// Where each shown tick label lies along its axis, in pixels, in order: its width across a
// horizontal axis, its line height up a vertical one.
QList<std::pair<double, double>> tickLabelSpans(QCPAxis* axis) {
    const QFontMetrics metrics(axis->tickLabelFont());
    const QVector<double> ticks = axis->tickVector();
    const QVector<QString> labels = axis->tickVectorLabels();
    QList<std::pair<double, double>> spans;
    for (int t = 0; t < ticks.size(); ++t) {
        if (!axis->range().contains(ticks[t]) || labels[t].isEmpty())
            continue;
        const double at = axis->coordToPixel(ticks[t]);
        const double half = axis->orientation() == Qt::Horizontal
                                ? metrics.horizontalAdvance(labels[t]) / 2.0
                                : metrics.height() / 2.0;
        spans.append({at - half, at + half});
    }
    std::sort(spans.begin(), spans.end());
    return spans;
}

} // namespace

class TestPresentation : public QObject {
    Q_OBJECT
  private:
    QTemporaryDir dir_;

    std::unique_ptr<MainWindow> openWindow() {
        return openActiveWindow(dir_.filePath(QStringLiteral("session.ini")), kTimeout);
    }
    // Idle and quiet (window_fixture.h), with this test's timeout.
    void waitIdle(MainWindow& w) { ::waitIdle(w, kTimeout); }
    // Settled: idle and quiet again after the first quiet spell. A layout that changed with
    // each result would keep asking, and waitIdle fails after fifty passes of that.
    void settle(MainWindow& w) { waitIdle(w); }
    // The lessons floating, as a double-click on their title bar floats them, and the active
    // window: a key that worked only in the explorer's own window would do nothing there.
    void floatActive(QDockWidget* dock) {
        dock->setFloating(true);
        QTRY_VERIFY_WITH_TIMEOUT(dock->isWindow(), kHangMs);
        dock->activateWindow();
        dock->windowHandle()->requestActivate();
        QTRY_COMPARE_WITH_TIMEOUT(QApplication::activeWindow(), static_cast<QWidget*>(dock),
                                  kHangMs);
    }
    // The sizes of every view the window shows, in the order of views().
    static QList<QSize> viewSizes(const MainWindow& w) {
        QList<QSize> sizes;
        for (PlotView* view : w.views())
            sizes << view->size();
        return sizes;
    }

    void checkTitlesFit(MainWindow& w) {
        waitIdle(w);
        for (PlotView* view : w.views())
            view->plot()->replot();
        for (PlotView* view : w.views()) {
            if (!view->isVisible())
                continue;
            for (int row : {0, 1}) {
                auto* text =
                    qobject_cast<QCPTextElement*>(view->plot()->plotLayout()->element(row, 0));
                QVERIFY(text);
                const QFontMetrics metrics(text->font());
                for (const QString& line : text->text().split('\n'))
                    QVERIFY2(metrics.horizontalAdvance(line) <= text->rect().width() &&
                                 text->rect().right() <= view->plot()->width(),
                             qPrintable(QStringLiteral("%1: '%2' %3 > %4 px")
                                            .arg(view->title(), line)
                                            .arg(metrics.horizontalAdvance(line))
                                            .arg(text->rect().width())));
            }
        }
    }

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() {
        QFile::remove(dir_.filePath(QStringLiteral("session.ini")));
        DisplayScale::instance().setPresentation(false);
        DisplayScale::instance().reset();
    }

    // F11 goes full screen with text 1.5 times as large, and back.
    void f11PresentsAndReturns() {
        auto w = openWindow();
        QVERIFY(!w->isFullScreen());
        QCOMPARE(tickPoints(w->heatmapView()), kTickPoints);
        QTest::keyClick(w.get(), Qt::Key_F11);
        QTRY_VERIFY_WITH_TIMEOUT(w->windowState().testFlag(Qt::WindowFullScreen), kHangMs);
        QVERIFY(w->isFullScreen());
        QVERIFY(w->presentation()->presentationAction()->isChecked());
        QCOMPARE(tickPoints(w->heatmapView()), kTickPoints * DisplayScale::kPresentationBoost);
        QCOMPARE(w->heatmapView()->plot()->xAxis->labelFont().pointSizeF(), 11.0 * 1.5);
        QCOMPARE(w->presentation()->scaleLabel()->text(), QStringLiteral("Text 150%"));
        // Full screen takes the screen; the next result keeps the larger text.
        waitIdle(*w);
        QCOMPARE(tickPoints(w->view<WaveformView>()), kTickPoints * 1.5);
        QTest::keyClick(w.get(), Qt::Key_F11);
        QTRY_VERIFY_WITH_TIMEOUT(!w->windowState().testFlag(Qt::WindowFullScreen), kHangMs);
        QVERIFY(!w->presentation()->presentationAction()->isChecked());
        QCOMPARE(tickPoints(w->heatmapView()), kTickPoints);
    }

    // A projector of 1024 x 768 or 1366 x 768: F11's larger text and controls never make the
    // window wider than the screen (it was 1036 px at 1024); the views give up width for it,
    // and take it back when the text is normal again.
    void presentingNeverWidensTheWindowPastTheScreen_data() {
        QTest::addColumn<QSize>("screen");
        QTest::newRow("1024 x 768") << QSize(1024, 768);
        QTest::newRow("1366 x 768") << QSize(1366, 768);
    }
    void presentingNeverWidensTheWindowPastTheScreen() {
        QFETCH(QSize, screen);
        WindowOpening how;
        how.start.screenSize = screen;
        how.size = screen;
        auto w = openTestWindow(dir_.filePath(QStringLiteral("session.ini")), how);
        QVERIFY(w);
        const int normal = w->heatmapView()->minimumWidth();
        QTest::keyClick(w.get(), Qt::Key_F11);
        QTRY_VERIFY_WITH_TIMEOUT(w->isFullScreen(), kHangMs);
        QTRY_COMPARE_WITH_TIMEOUT(tickPoints(w->heatmapView()), kTickPoints * 1.5, kHangMs);
        waitIdle(*w);
        QVERIFY2(w->minimumSizeHint().width() <= screen.width(),
                 qPrintable(QStringLiteral("%1 px wide at least, on a %2 px screen")
                                .arg(w->minimumSizeHint().width())
                                .arg(screen.width())));
        QTest::keyClick(w.get(), Qt::Key_F11);
        QTRY_VERIFY_WITH_TIMEOUT(!w->isFullScreen(), kHangMs);
        waitIdle(*w);
        QTRY_COMPARE_WITH_TIMEOUT(w->heatmapView()->minimumWidth(), normal, kHangMs);
    }

    // The margins of every layout element of every view (axis rects: the room their tick
    // numbers and labels take; colour scales, legends, titles), in the order of views().
    static QList<QMargins> viewMargins(const MainWindow& w) {
        QList<QMargins> margins;
        for (PlotView* view : w.views()) {
            view->plot()->replot(QCustomPlot::rpImmediateRefresh);
            for (QCPLayoutElement* element : view->plot()->plotLayout()->elements(true))
                if (element)
                    margins << element->margins();
        }
        return margins;
    }

    // Presenting enlarges the text and the margins around it; leaving gives every view the
    // margins it had before, not the enlarged ones.
    void leavingPresentationRestoresTheMargins() {
        auto w = openWindow();
        const QList<QSize> sizes = viewSizes(*w);
        const QList<QMargins> before = viewMargins(*w);
        QTest::keyClick(w.get(), Qt::Key_F11);
        QTRY_VERIFY_WITH_TIMEOUT(w->isFullScreen(), kHangMs);
        waitIdle(*w);
        QVERIFY(viewMargins(*w) != before); // larger tick numbers take more room
        QTest::keyClick(w.get(), Qt::Key_F11);
        QTRY_VERIFY_WITH_TIMEOUT(!w->isFullScreen(), kHangMs);
        waitIdle(*w);
        QTRY_COMPARE_WITH_TIMEOUT(viewSizes(*w), sizes, kHangMs);
        // A label the larger text had no room for comes back over the replots that follow.
        QTRY_COMPARE_WITH_TIMEOUT(viewMargins(*w), before, kHangMs);
    }

    // Quitting while presenting, with one view alone, saves the window as it was before: the
    // next start is neither full screen nor missing views.
    void theSessionKeepsTheWindowAsBefore() {
        QList<QSize> before;
        {
            auto w = openWindow();
            before = viewSizes(*w);
            QTest::keyClick(w.get(), Qt::Key_F, Qt::ControlModifier | Qt::ShiftModifier);
            QTest::keyClick(w.get(), Qt::Key_F11);
            QTRY_VERIFY_WITH_TIMEOUT(w->isFullScreen(), kHangMs);
            QVERIFY(!w->view<WaveformView>()->isVisible());
            w->saveSettings();
        }
        auto w = openWindow();
        QVERIFY(w->restoredGeometry());
        QVERIFY(!w->windowState().testFlag(Qt::WindowFullScreen));
        QVERIFY(w->view<WaveformView>()->isVisible());
        QTRY_COMPARE_WITH_TIMEOUT(viewSizes(*w), before, kHangMs);
    }

    // A window closed while presenting takes the larger text with it (and does not crash on
    // its way out: its status bar goes first).
    void closingWhilePresenting() {
        auto w = openWindow();
        QTest::keyClick(w.get(), Qt::Key_F11);
        QTRY_VERIFY_WITH_TIMEOUT(w->isFullScreen(), kHangMs);
        QCOMPARE(DisplayScale::instance().factor(), DisplayScale::kPresentationBoost);
        w.reset();
        QCOMPARE(DisplayScale::instance().factor(), 1.0);
    }

    // With text 1.44 times as large at 1366 x 768, and presenting on the offscreen
    // platform's small screen, every title and subtitle line fits above its plot (smaller, on
    // more lines or elided, never clipped).
    void titlesFitWithLargerText() {
        auto w = openWindow();
        QTest::keyClick(w.get(), Qt::Key_Equal, Qt::ControlModifier);
        QTest::keyClick(w.get(), Qt::Key_Equal, Qt::ControlModifier);
        QVERIFY(DisplayScale::instance().factor() > 1.4);
        checkTitlesFit(*w);
        // At 1366 x 768 every title is there whole, on two lines if need be: none is cut.
        for (PlotView* view : w->views()) {
            if (!view->isVisible())
                continue;
            auto* title = qobject_cast<QCPTextElement*>(view->plot()->plotLayout()->element(0, 0));
            QCOMPARE(title->text().replace(QLatin1Char('\n'), QLatin1Char(' ')), view->title());
        }
        QTest::keyClick(w.get(), Qt::Key_0, Qt::ControlModifier);
        QTest::keyClick(w.get(), Qt::Key_F11);
        QTRY_VERIFY_WITH_TIMEOUT(w->isFullScreen(), kHangMs);
        checkTitlesFit(*w);
    }

    // Ctrl+= and Ctrl+- step the text of every view, Ctrl+0 restores it; the scale holds
    // through new results and stays within its range.
    void ctrlKeysScaleTheText() {
        auto w = openWindow();
        QTest::keyClick(w.get(), Qt::Key_Equal, Qt::ControlModifier);
        const double one = DisplayScale::instance().factor();
        QVERIFY(one > 1.0);
        for (PlotView* view : w->views())
            QCOMPARE(tickPoints(view), kTickPoints * one);
        QCOMPARE(w->view<WaveformView>()->plot()->legend->font().pointSizeF(), 9.0 * one);
        // A new result rebuilds the plots: the views set their own sizes again, scaled anew.
        QVERIFY(
            w->applyParameters({40, 8, 10000.0, pe::Layout::Interleaved}, w->document()->metric()));
        waitIdle(*w);
        QCOMPARE(w->currentResult()->request.params.length, std::int64_t(40));
        QCOMPARE(tickPoints(w->heatmapView()), kTickPoints * one);
        // The selection marks, made anew after each result, in a real replot.
        QCustomPlot* heat = w->heatmapView()->plot();
        heat->replot();
        QVERIFY(heat->itemCount() > 0);
        for (int i = 0; i < heat->itemCount(); ++i)
            if (auto* line = qobject_cast<QCPItemStraightLine*>(heat->item(i)))
                QCOMPARE(line->pen().widthF(), 1.0 * one);
        // The offset profile's 2 px line (40 offsets: few enough for the wide pen).
        w->view<OffsetProfileView>()->plot()->replot();
        QCOMPARE(w->view<OffsetProfileView>()->graph()->pen().widthF(), 2.0 * one);
        // The waveforms' legend entries, made anew with each result.
        QCustomPlot* waves = w->view<WaveformView>()->plot();
        waves->replot();
        QVERIFY(waves->legend->itemCount() > 0);
        QCOMPARE(waves->legend->item(0)->font().pointSizeF(), 9.0 * one);
        // Ctrl++ (the key's label) does the same as Ctrl+=.
        QTest::keyClick(w.get(), Qt::Key_Plus, Qt::ControlModifier);
        QVERIFY(DisplayScale::instance().factor() > one);
        QTest::keyClick(w.get(), Qt::Key_Minus, Qt::ControlModifier);
        QCOMPARE(tickPoints(w->view<SimilarityView>()), kTickPoints * one);
        QTest::keyClick(w.get(), Qt::Key_0, Qt::ControlModifier);
        QCOMPARE(DisplayScale::instance().factor(), 1.0);
        for (PlotView* view : w->views())
            QCOMPARE(tickPoints(view), kTickPoints);
        QCOMPARE(w->presentation()->scaleLabel()->text(), QStringLiteral("Text 100%"));
        for (int i = 0; i < 20; ++i)
            QTest::keyClick(w.get(), Qt::Key_Equal, Qt::ControlModifier);
        QCOMPARE(DisplayScale::instance().factor(), DisplayScale::kMax);
        QCOMPARE(tickPoints(w->heatmapView()), kTickPoints * DisplayScale::kMax);
        // One press back from the end is one step, not twenty.
        QTest::keyClick(w.get(), Qt::Key_Minus, Qt::ControlModifier);
        QVERIFY(DisplayScale::instance().factor() < DisplayScale::kMax);
        for (int i = 0; i < 20; ++i)
            QTest::keyClick(w.get(), Qt::Key_Minus, Qt::ControlModifier);
        QCOMPARE(DisplayScale::instance().factor(), DisplayScale::kMin);
        QTest::keyClick(w.get(), Qt::Key_0, Qt::ControlModifier);
        QCOMPARE(tickPoints(w->heatmapView()), kTickPoints);
    }

    // Keys pressed in a lesson, focus in its tab bar: the Teach menu's F keys, the text size,
    // Ctrl+Z / Ctrl+Shift+Z (the Edit menu's, a shortcut of the explorer's window only), F11
    // and F2 all act on the explorer.
    void pressKeysInTheLessons(MainWindow& w, TeachingHub* hub) {
        LessonWindow* lessons = hub->lessonWindow();
        QWidget* target = lessons->tabBar();
        target->setFocus();
        QTRY_COMPARE_WITH_TIMEOUT(QApplication::focusWidget(), target, kHangMs);
        QTest::keyClick(target, Qt::Key_F5);
        QCOMPARE(lessons->currentIndex(), int(Lesson::Rope));
        QTest::keyClick(target, Qt::Key_F3);
        QCOMPARE(lessons->currentIndex(), int(Lesson::Embedding));
        QTest::keyClick(target, Qt::Key_Equal, Qt::ControlModifier);
        QVERIFY(DisplayScale::instance().factor() > 1.0);
        QTest::keyClick(target, Qt::Key_0, Qt::ControlModifier);
        QCOMPARE(DisplayScale::instance().factor(), 1.0);
        // One step of L in the control panel, then undone and redone from the lesson.
        const std::int64_t before = w.document()->params().length;
        QTest::keyClick(w.controlPanel()->lengthField()->spinBox(), Qt::Key_Up);
        QCOMPARE(w.document()->params().length, before + 1);
        QCOMPARE(QApplication::focusWidget(), target);
        QTest::keyClick(target, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(w.document()->params().length, before);
        QTest::keyClick(target, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(w.document()->params().length, before + 1);
        QTest::keyClick(target, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(w.document()->params().length, before);
        QTest::keyClick(target, Qt::Key_F11);
        QTRY_VERIFY_WITH_TIMEOUT(w.isFullScreen(), kHangMs);
        QTest::keyClick(target, Qt::Key_F11);
        QTRY_VERIFY_WITH_TIMEOUT(!w.isFullScreen(), kHangMs);
        hub->inspectorDock()->hide();
        QTest::keyClick(target, Qt::Key_F2);
        QTRY_VERIFY_WITH_TIMEOUT(hub->inspectorDock()->isVisible(), kHangMs);
        // And closes it again, as a lesson's key closes its lesson.
        QTest::keyClick(target, Qt::Key_F2);
        QTRY_VERIFY_WITH_TIMEOUT(!hub->inspectorDock()->isVisible(), kHangMs);
    }

    // The lessons are a dock of the explorer's window: its keys work from inside them, while
    // they float over the window (a window of their own, the active one) and once docked.
    void keysWorkFromTheLessonsDock() {
        auto w = openWindow();
        auto* hub = w->findChild<TeachingHub*>();
        QDockWidget* dock = hub->lessonsDock();
        QTest::keyClick(w.get(), Qt::Key_F3);
        QTRY_VERIFY_WITH_TIMEOUT(dock->isVisible(), kHangMs);
        floatActive(dock);
        pressKeysInTheLessons(*w, hub);
        QCOMPARE(QApplication::activeWindow(), static_cast<QWidget*>(dock));
        // Docked, as a double-click on its title bar docks it.
        dock->setFloating(false);
        QTRY_VERIFY_WITH_TIMEOUT(!dock->isWindow(), kHangMs);
        QCOMPARE(w->dockWidgetArea(dock), Qt::LeftDockWidgetArea);
        w->activateWindow();
        QTRY_COMPARE_WITH_TIMEOUT(QApplication::activeWindow(), static_cast<QWidget*>(w.get()),
                                  kHangMs);
        pressKeysInTheLessons(*w, hub);
    }

    // Where the screen cannot hold the window and a lesson side by side (the offscreen
    // screen is smaller than the window), F4 opens the lessons docked as a tab beside the
    // controls: every view stays in sight, none is covered. F4 again closes them and the
    // controls and views are back as they were. Docked, they open docked after a restart.
    void lessonsOpenBesideTheViews() {
        {
            auto w = openWindow();
            auto* hub = w->findChild<TeachingHub*>();
            QDockWidget* dock = hub->lessonsDock();
            auto* controls = w->findChild<QDockWidget*>(QStringLiteral("controls"));
            QVERIFY(!dock->isVisible());
            const QList<QSize> before = viewSizes(*w);
            const int controlsWidth = controls->width();
            QTest::keyClick(w.get(), Qt::Key_F4);
            QTRY_VERIFY_WITH_TIMEOUT(dock->isVisible(), kHangMs);
            QCOMPARE(hub->lessonWindow()->currentIndex(), int(Lesson::Learned));
            QVERIFY(!dock->isFloating());
            QCOMPARE(w->dockWidgetArea(dock), Qt::LeftDockWidgetArea);
            QVERIFY(w->tabifiedDockWidgets(dock).contains(controls));
            waitIdle(*w);
            // Every view visible, and the lessons over none of them.
            const QRect lessons(dock->mapTo(w.get(), QPoint(0, 0)), dock->size());
            for (PlotView* view : w->views()) {
                auto* tabs = qobject_cast<QTabWidget*>(
                    view->parentWidget() ? view->parentWidget()->parentWidget() : nullptr);
                if (tabs && tabs->currentWidget() != view)
                    continue; // a tab behind the offset profile's
                QVERIFY2(view->isVisible(), qPrintable(view->title()));
                const QRect shown(view->mapTo(w.get(), QPoint(0, 0)), view->size());
                QVERIFY2(!lessons.intersects(shown), qPrintable(view->title()));
            }
            // Room enough to read a lesson: wider than the controls were.
            QVERIFY2(dock->width() > controlsWidth + 100,
                     qPrintable(QStringLiteral("%1 vs %2").arg(dock->width()).arg(controlsWidth)));
            // The lessons ask for the room of the lesson on show, not of the widest one.
            LessonWindow* lessons2 = hub->lessonWindow();
            const int widest = lessons2->contextExtensionView()->sizeHint().width();
            QVERIFY(lessons2->minimumSizeHint().width() < widest);
            // The same key closes them; the controls and the views come back as they were.
            QTest::keyClick(w.get(), Qt::Key_F4);
            QTRY_VERIFY_WITH_TIMEOUT(!dock->isVisible(), kHangMs);
            QTRY_VERIFY_WITH_TIMEOUT(controls->isVisible(), kHangMs);
            QTRY_COMPARE_WITH_TIMEOUT(controls->width(), controlsWidth, kHangMs);
            waitIdle(*w);
            QTRY_COMPARE_WITH_TIMEOUT(viewSizes(*w), before, kHangMs);
            QTest::keyClick(w.get(), Qt::Key_F6);
            QTRY_VERIFY_WITH_TIMEOUT(dock->isVisible(), kHangMs);
            QVERIFY(!dock->isFloating());
            QCOMPARE(hub->lessonWindow()->currentIndex(), int(Lesson::Alibi));
            w->saveSettings();
        }
        auto w = openWindow();
        QDockWidget* dock = w->findChild<TeachingHub*>()->lessonsDock();
        QTRY_VERIFY_WITH_TIMEOUT(dock->isVisible(), kHangMs);
        QVERIFY(!dock->isFloating());
        QCOMPARE(w->dockWidgetArea(dock), Qt::LeftDockWidgetArea);
    }

    // The lesson's key closes the lessons it opened: from the explorer, from inside the
    // lessons docked and floating. Another lesson's key shows that lesson instead.
    void aLessonsKeyClosesThem() {
        auto w = openWindow();
        auto* hub = w->findChild<TeachingHub*>();
        QDockWidget* dock = hub->lessonsDock();
        QTest::keyClick(w.get(), Qt::Key_F3);
        QTRY_VERIFY_WITH_TIMEOUT(dock->isVisible(), kHangMs);
        QCOMPARE(hub->lessonWindow()->currentIndex(), int(Lesson::Embedding));
        QTest::keyClick(w.get(), Qt::Key_F3);
        QTRY_VERIFY_WITH_TIMEOUT(!dock->isVisible(), kHangMs);
        // Docked, the key pressed inside the lessons.
        QTest::keyClick(w.get(), Qt::Key_F3);
        QTRY_VERIFY_WITH_TIMEOUT(dock->isVisible(), kHangMs);
        QWidget* inside = hub->lessonWindow()->tabBar();
        inside->setFocus();
        QTest::keyClick(inside, Qt::Key_F5);
        QCOMPARE(hub->lessonWindow()->currentIndex(), int(Lesson::Rope));
        QVERIFY(dock->isVisible());
        QTest::keyClick(inside, Qt::Key_F5);
        QTRY_VERIFY_WITH_TIMEOUT(!dock->isVisible(), kHangMs);
        // Floating, the key pressed inside the lessons' own window.
        QTest::keyClick(w.get(), Qt::Key_F3);
        QTRY_VERIFY_WITH_TIMEOUT(dock->isVisible(), kHangMs);
        floatActive(dock);
        inside->setFocus();
        QTest::keyClick(inside, Qt::Key_F3);
        QTRY_VERIFY_WITH_TIMEOUT(!dock->isVisible(), kHangMs);
        // The explorer has the keys again.
        QTRY_COMPARE_WITH_TIMEOUT(QApplication::activeWindow(), static_cast<QWidget*>(w.get()),
                                  kHangMs);
        QTest::keyClick(w.get(), Qt::Key_F3);
        QTRY_VERIFY_WITH_TIMEOUT(dock->isVisible(), kHangMs);
    }

    // Ctrl+= scales the whole window, not only the views: the application's font (the
    // control panel, the status bar), the menus and a menu opened with the mouse, the
    // lessons and their plots. Ctrl+0 and leaving presentation give back every size.
    void theWholeWindowFollowsTheTextSize() {
        auto w = openWindow();
        auto* hub = w->findChild<TeachingHub*>();
        QTest::keyClick(w.get(), Qt::Key_F9);
        QTRY_VERIFY_WITH_TIMEOUT(hub->lessonsDock()->isVisible(), kHangMs);
        const WindowFonts before = windowFonts(*w);
        QVERIFY(before.app > 0 && before.popup > 0 && before.lesson > before.app);
        QWidget* controls = w->findChild<QDockWidget*>(QStringLiteral("controls"))->widget();
        const int panelWidth = controls->minimumWidth();
        QTest::keyClick(w.get(), Qt::Key_Equal, Qt::ControlModifier);
        QTest::keyClick(w.get(), Qt::Key_Equal, Qt::ControlModifier);
        const double f = DisplayScale::instance().factor();
        QVERIFY(f > 1.4);
        compareScaled(windowFonts(*w), before, f);
        if (QTest::currentTestFailed())
            return;
        // The controls widen with their text rather than clipping it.
        QTRY_VERIFY_WITH_TIMEOUT(controls->minimumWidth() > panelWidth, kHangMs);
        QTest::keyClick(w.get(), Qt::Key_0, Qt::ControlModifier);
        QCOMPARE(DisplayScale::instance().factor(), 1.0);
        compareScaled(windowFonts(*w), before, 1.0);
        QTRY_COMPARE_WITH_TIMEOUT(controls->minimumWidth(), panelWidth, kHangMs);
        QTest::keyClick(w.get(), Qt::Key_F11);
        QTRY_VERIFY_WITH_TIMEOUT(w->isFullScreen(), kHangMs);
        compareScaled(windowFonts(*w), before, DisplayScale::kPresentationBoost);
        QTest::keyClick(w.get(), Qt::Key_F11);
        QTRY_VERIFY_WITH_TIMEOUT(!w->isFullScreen(), kHangMs);
        compareScaled(windowFonts(*w), before, 1.0);
    }

    // In presentation mode and at the largest text every field, button and label of the
    // controls is whole: none is cut at the panel's right edge, none squeezed below its text.
    void theControlsAreWholeAtLargeText() {
        auto w = openWindow();
        auto* controls = w->findChild<QDockWidget*>(QStringLiteral("controls"));
        auto* scroll = qobject_cast<QScrollArea*>(controls->widget());
        QVERIFY(scroll);
        // The first field, button or label cut or squeezed, or nothing.
        const auto firstCut = [&](const QString& when) -> QString {
            QWidget* panel = scroll->widget();
            for (QWidget* child : panel->findChildren<QWidget*>()) {
                if (!child->isVisibleTo(panel) ||
                    qobject_cast<QAbstractSpinBox*>(child->parentWidget()) ||
                    qobject_cast<QComboBox*>(child->parentWidget()))
                    continue;
                if (!qobject_cast<QLabel*>(child) && !qobject_cast<QAbstractButton*>(child) &&
                    !qobject_cast<QAbstractSpinBox*>(child) && !qobject_cast<QComboBox*>(child))
                    continue;
                const int right = child->mapTo(scroll->viewport(), QPoint(child->width(), 0)).x();
                if (right > scroll->viewport()->width() ||
                    child->width() < child->minimumSizeHint().width())
                    return QStringLiteral("%1: %2 %3 wide (needs %4), right edge %5 of %6")
                        .arg(when, child->metaObject()->className())
                        .arg(child->width())
                        .arg(child->minimumSizeHint().width())
                        .arg(right)
                        .arg(scroll->viewport()->width());
            }
            return QString();
        };
        // The panel takes its new width after the text size's change: waited for.
        const auto checkWhole = [&](const QString& when) {
            QTRY_COMPARE_WITH_TIMEOUT(firstCut(when), QString(), kTimeout);
        };
        QTest::keyClick(w.get(), Qt::Key_F11);
        QTRY_VERIFY_WITH_TIMEOUT(w->isFullScreen(), kHangMs);
        checkWhole(QStringLiteral("presenting"));
        if (QTest::currentTestFailed())
            return;
        QTest::keyClick(w.get(), Qt::Key_F11);
        QTRY_VERIFY_WITH_TIMEOUT(!w->isFullScreen(), kHangMs);
        for (int press = 0; press < 8 && DisplayScale::instance().factor() < 2.0; ++press)
            QTest::keyClick(w.get(), Qt::Key_Equal, Qt::ControlModifier);
        QCOMPARE(DisplayScale::instance().factor(), 2.0);
        checkWhole(QStringLiteral("200 %"));
        // The base slider's labels ("paper", "LLaMA 3") stand below its handle in the larger
        // font, so the marks' lines end above them: kept at the first font's height, the
        // labels rose into the groove and a line ran through "LLaMA 3".
        QSlider* slider = w->controlPanel()->baseField()->slider();
        QStyleOptionSlider option;
        option.initFrom(slider);
        option.orientation = Qt::Horizontal;
        option.minimum = slider->minimum();
        option.maximum = slider->maximum();
        option.sliderPosition = slider->sliderPosition();
        const QRect handle = slider->style()->subControlRect(QStyle::CC_Slider, &option,
                                                             QStyle::SC_SliderHandle, slider);
        const QFontMetrics metrics(slider->font());
        const int labelTop = slider->height() - metrics.descent() - 1 - metrics.ascent();
        QVERIFY2(labelTop > handle.bottom(),
                 qPrintable(QStringLiteral("labels from y = %1, handle down to %2 of %3")
                                .arg(labelTop)
                                .arg(handle.bottom())
                                .arg(slider->height())));
        QTest::keyClick(w.get(), Qt::Key_0, Qt::ControlModifier);
    }

    // At the largest text, what the mouse points at stands in the status bar clear of the
    // labels on its right, pointed at before the text grew or after: the line as drawn ends
    // before the first of them begins.
    // "Last compute: 0.2 ms" and "Text 100%" on the right of the status bar read apart, not as
    // one phrase.
    void theStatusBarLabelsStandApart() {
        auto w = openWindow();
        QLabel *compute = nullptr, *scale = nullptr;
        for (QLabel* label : w->statusBar()->findChildren<QLabel*>()) {
            if (label->text().startsWith(QStringLiteral("Last compute")))
                compute = label;
            if (label->text().startsWith(QStringLiteral("Text ")))
                scale = label;
        }
        QVERIFY(compute && scale);
        QTRY_VERIFY_WITH_TIMEOUT(compute->isVisible() && scale->isVisible(), kHangMs);
        const int computeEnds = compute->x() + compute->contentsRect().left() +
                                QFontMetrics(compute->font()).horizontalAdvance(compute->text());
        const int scaleBegins = scale->x() + scale->contentsRect().left();
        QVERIFY2(scaleBegins - computeEnds >= 10,
                 qPrintable(QString::number(scaleBegins - computeEnds)));
    }
    void theStatusBarTextClearsItsLabels() {
        auto w = openWindow();
        // The mouse on a cell before the text grows, then on another one after.
        for (const int dim : {13, 14}) {
            QCustomPlot* plot = w->heatmapView()->plot();
            const QPoint cell(int(plot->xAxis->coordToPixel(dim)),
                              int(plot->yAxis->coordToPixel(31)));
            QTest::mouseMove(plot, cell);
            QStatusBar* bar = w->statusBar();
            QTRY_VERIFY_WITH_TIMEOUT(
                bar->currentMessage().startsWith(QStringLiteral("pos 31, dim %1").arg(dim)),
                kHangMs);
            for (int press = 0; press < 8 && DisplayScale::instance().factor() < 2.0; ++press)
                QTest::keyClick(w.get(), Qt::Key_Equal, Qt::ControlModifier);
            QCOMPARE(DisplayScale::instance().factor(), 2.0);
            waitIdle(*w);
            // The message running into the first label, or nothing.
            const auto overlap = [bar]() -> QString {
                int firstLabel = bar->width();
                for (QLabel* label : bar->findChildren<QLabel*>())
                    if (label->isVisible() && label->parentWidget() == bar)
                        firstLabel = std::min(firstLabel, label->x());
                // QStatusBar draws its message from x = 6.
                const int end =
                    6 + QFontMetrics(bar->font()).horizontalAdvance(bar->currentMessage());
                if (end < firstLabel)
                    return QString();
                return QStringLiteral("\"%1\" ends at %2, a label begins at %3")
                    .arg(bar->currentMessage())
                    .arg(end)
                    .arg(firstLabel);
            };
            // The labels take their places, the line is fitted again: waited for.
            QTRY_COMPARE_WITH_TIMEOUT(overlap(), QString(), kTimeout);
            // The details gave way, not the number the teacher points at.
            QVERIFY2(bar->currentMessage().contains(QStringLiteral("value = ")),
                     qPrintable(bar->currentMessage()));
        }
        // The mouse leaves the heatmap for the controls: the line about its cell goes.
        QTest::mouseMove(w->controlPanel(), w->controlPanel()->rect().center());
        QTRY_COMPARE_WITH_TIMEOUT(w->statusBar()->currentMessage(), QString(), kHangMs);
        QTest::keyClick(w.get(), Qt::Key_0, Qt::ControlModifier);
    }

    // The titles of the docks (the controls, the lessons) grow with the text as the rest of
    // the window does: their letters as drawn are twice as tall at 200 %.
    void dockTitlesFollowTheTextSize() {
        auto w = openWindow();
        auto* hub = w->findChild<TeachingHub*>();
        auto* controls = w->findChild<QDockWidget*>(QStringLiteral("controls"));
        QDockWidget* lessons = hub->lessonsDock();
        // The controls alone, then the lessons docked over them (F4 opens and closes them).
        const auto measure = [&](QList<int>& heights) {
            QTRY_VERIFY_WITH_TIMEOUT(controls->isVisible() && !lessons->isVisible(), kHangMs);
            heights << titleInkHeight(controls);
            QTest::keyClick(w.get(), Qt::Key_F4);
            QTRY_VERIFY_WITH_TIMEOUT(lessons->isVisible(), kHangMs);
            QVERIFY(deliverPostedEvents()); // the dock's layout pass: its title has its room
            QTRY_VERIFY_WITH_TIMEOUT(titleInkHeight(lessons) > 0, kHangMs);
            heights << titleInkHeight(lessons);
            QTest::keyClick(w.get(), Qt::Key_F4);
            QTRY_VERIFY_WITH_TIMEOUT(!lessons->isVisible(), kHangMs);
        };
        QList<int> before, after;
        measure(before);
        QCOMPARE(before.size(), 2);
        for (int press = 0; press < 8 && DisplayScale::instance().factor() < 2.0; ++press)
            QTest::keyClick(w.get(), Qt::Key_Equal, Qt::ControlModifier);
        QCOMPARE(DisplayScale::instance().factor(), 2.0);
        waitIdle(*w); // the window's answer to the new text size, every posted event with it
        measure(after);
        QCOMPARE(after.size(), 2);
        for (int d = 0; d < 2; ++d)
            QVERIFY2(before[d] > 0 && after[d] >= before[d] * 17 / 10,
                     qPrintable(QStringLiteral("dock %1: letters %2 px high, then %3 px")
                                    .arg(d)
                                    .arg(before[d])
                                    .arg(after[d])));
        QTest::keyClick(w.get(), Qt::Key_0, Qt::ControlModifier);
        QCOMPARE(DisplayScale::instance().factor(), 1.0);
    }

    // The context extension lesson fits the width it has at 1366 x 768, docked beside the
    // views or floating across the screen: its controls reflow, nothing scrolls sideways.
    void contextExtensionFitsItsWidth() {
        auto w = openWindow();
        auto* hub = w->findChild<TeachingHub*>();
        QTest::keyClick(w.get(), Qt::Key_F9);
        QDockWidget* dock = hub->lessonsDock();
        QTRY_VERIFY_WITH_TIMEOUT(dock->isVisible(), kHangMs);
        auto* scroll = qobject_cast<QScrollArea*>(dock->widget());
        QVERIFY(scroll);
        ContextExtensionView* lesson = hub->lessonWindow()->contextExtensionView();
        QTRY_VERIFY_WITH_TIMEOUT(!scroll->horizontalScrollBar()->isVisible(), kHangMs);
        QVERIFY(hub->lessonWindow()->width() <= scroll->viewport()->width());
        QVERIFY(lesson->controlsPerRow() < 4); // narrow beside the views
        // Floating as wide as a 1366 px screen leaves it.
        dock->setFloating(true);
        dock->resize(1280, 700);
        QTRY_COMPARE_WITH_TIMEOUT(dock->width(), 1280, kHangMs);
        QTRY_VERIFY_WITH_TIMEOUT(!scroll->horizontalScrollBar()->isVisible(), kHangMs);
        QVERIFY(hub->lessonWindow()->width() <= scroll->viewport()->width());
        // Every control and plot within the width shown (it may scroll down, not sideways).
        for (QWidget* child : lesson->findChildren<QWidget*>())
            if (child->isVisible() && child->parentWidget() == lesson) {
                const int left = child->mapTo(scroll->viewport(), QPoint(0, 0)).x();
                QVERIFY2(left >= 0 && left + child->width() <= scroll->viewport()->width(),
                         qPrintable(child->metaObject()->className()));
            }
    }

    // At the largest text, L = 100000 at 1366 x 768: no two tick labels of the waveforms or the
    // heatmap touch (fewer ticks instead), and the plots keep a usable height.
    void ticksNeverOverlapAtTheLargestText() {
        auto w = openWindow();
        QVERIFY(w->applyParameters({100000, 16, 10000.0, pe::Layout::Interleaved},
                                   w->document()->metric()));
        waitIdle(*w);
        for (int i = 0; i < 10; ++i)
            QTest::keyClick(w.get(), Qt::Key_Equal, Qt::ControlModifier);
        QCOMPARE(DisplayScale::instance().factor(), DisplayScale::kMax);
        waitIdle(*w);
        // Settled: no view asks for new results of its own accord (see
        // titlesAreWholeBesideALessonAndTheViewsSettle).
        settle(*w);
        for (PlotView* view : {static_cast<PlotView*>(w->view<WaveformView>()),
                               static_cast<PlotView*>(w->heatmapView())}) {
            QCustomPlot* plot = view->plot();
            // A few passes: a layout may ask for fewer ticks, which replots once more.
            for (int pass = 0; pass < 4; ++pass) {
                plot->replot(QCustomPlot::rpImmediateRefresh);
                QVERIFY(deliverPostedEvents());
            }
            QVERIFY2(plot->axisRect()->height() >= 60,
                     qPrintable(QStringLiteral("%1: %2 px high")
                                    .arg(view->title())
                                    .arg(plot->axisRect()->height())));
            for (QCPAxis* axis : {plot->xAxis, plot->yAxis}) {
                const QVector<QString> labels = axis->tickVectorLabels();
                const QList<std::pair<double, double>> spans = tickLabelSpans(axis);
                for (int t = 1; t < spans.size(); ++t)
                    QVERIFY2(spans[t].first >= spans[t - 1].second,
                             qPrintable(QStringLiteral("%1: labels %2 and %3 overlap")
                                            .arg(view->title())
                                            .arg(labels.value(t - 1), labels.value(t))));
            }
        }
    }

    // At the largest text at 1366 x 768 the similarity matrix keeps its whole title and a
    // gap between its tick numbers, and no axis label of a view runs into its title rows.
    // At the largest text with a lesson docked, 1366 x 768: the views are narrowest there. A
    // title is drawn across the whole view, colour scale included, so the similarity matrix's
    // is whole ("Sim… bet… pos…" when kept to the matrix's width). And the views settle: a
    // colour scale whose width followed each result's tick labels made the matrix beside it
    // ask for a new sampling, whose range changed the labels again, for ever.
    void titlesAreWholeBesideALessonAndTheViewsSettle() {
        auto w = openWindow();
        auto* hub = w->findChild<TeachingHub*>();
        QTest::keyClick(w.get(), Qt::Key_F9);
        QTRY_VERIFY_WITH_TIMEOUT(hub->lessonsDock()->isVisible(), kHangMs);
        QVERIFY(w->applyParameters({100000, 16, 10000.0, pe::Layout::Interleaved},
                                   w->document()->metric()));
        for (int press = 0; press < 8 && DisplayScale::instance().factor() < 2.0; ++press)
            QTest::keyClick(w.get(), Qt::Key_Equal, Qt::ControlModifier);
        QCOMPARE(DisplayScale::instance().factor(), 2.0);
        waitIdle(*w);
        settle(*w);
        for (PlotView* view : w->views()) {
            if (!view->isVisible())
                continue;
            auto* title = qobject_cast<QCPTextElement*>(view->plot()->plotLayout()->element(0, 0));
            QVERIFY(title);
            QVERIFY2(!title->text().contains(QChar(0x2026)), qPrintable(title->text()));
            // A title that fits the view's width on one line at its full size (11 pt, times
            // the text size) is drawn so.
            QFont full = title->font();
            full.setPointSizeF(11 * DisplayScale::instance().factor());
            if (QFontMetrics(full).horizontalAdvance(view->title()) <= view->width() - 12) {
                QCOMPARE(title->text(), view->title());
                QCOMPARE(title->font().pointSizeF(), full.pointSizeF());
            }
        }
    }
    void theViewsReadWholeAtTheLargestText() {
        auto w = openWindow();
        for (int press = 0; press < 8 && DisplayScale::instance().factor() < 2.0; ++press)
            QTest::keyClick(w.get(), Qt::Key_Equal, Qt::ControlModifier);
        QCOMPARE(DisplayScale::instance().factor(), 2.0);
        waitIdle(*w);
        // The springs view too, behind its tab: its pair axis's label was cut at both ends.
        QList<PlotView*> views;
        for (PlotView* view : w->views())
            if (view->isVisible())
                views << view;
        auto* tabs =
            qobject_cast<QTabWidget*>(w->view<SpringsView>()->parentWidget()->parentWidget());
        QVERIFY(tabs);
        QTabBar* bar = tabs->tabBar();
        QTest::mouseClick(bar, Qt::LeftButton, {},
                          bar->tabRect(tabs->indexOf(w->view<SpringsView>())).center());
        QTRY_VERIFY_WITH_TIMEOUT(w->view<SpringsView>()->isVisible(), kHangMs);
        views << w->view<SpringsView>();
        for (PlotView* view : views) {
            QCustomPlot* plot = view->plot();
            for (int pass = 0; pass < 4; ++pass) {
                plot->replot(QCustomPlot::rpImmediateRefresh);
                QVERIFY(deliverPostedEvents());
            }
            auto* title = qobject_cast<QCPTextElement*>(plot->plotLayout()->element(0, 0));
            QVERIFY(title);
            QVERIFY2(!title->text().contains(QChar(0x2026)), qPrintable(title->text()));
            // The header rows end where the axis rect's labels may begin.
            int header = 0;
            for (int row = 0; row < 2; ++row)
                if (auto* text = qobject_cast<QCPTextElement*>(plot->plotLayout()->element(row, 0)))
                    header = std::max(header, text->outerRect().bottom());
            for (QCPAxis* axis : {plot->xAxis, plot->yAxis}) {
                const QFontMetrics metrics(axis->tickLabelFont());
                // Across: half a digit between numbers; up an axis, lines that do not overlap.
                const int gap = axis->orientation() == Qt::Horizontal
                                    ? metrics.horizontalAdvance(QLatin1Char('0')) / 2
                                    : 0;
                const QList<std::pair<double, double>> spans = tickLabelSpans(axis);
                for (int t = 1; t < spans.size(); ++t)
                    QVERIFY2(spans[t].first - spans[t - 1].second >= gap,
                             qPrintable(
                                 QStringLiteral("%1: tick labels %2 px apart on %3 (%4, %5 px)")
                                     .arg(view->title())
                                     .arg(spans[t].first - spans[t - 1].second)
                                     .arg(axis == plot->xAxis ? "x" : "y")
                                     .arg(QStringList(axis->tickVectorLabels().toList()).join(' '))
                                     .arg(plot->axisRect()->height())));
                // A vertical axis label is centred on the axis rect: longer than the rect, it
                // runs up into the title and subtitle.
                if (axis->orientation() == Qt::Vertical && !axis->label().isEmpty()) {
                    const QFontMetrics labelMetrics(axis->labelFont());
                    int longest = 0;
                    for (const QString& line : axis->label().split(QLatin1Char('\n')))
                        longest = std::max(longest, labelMetrics.horizontalAdvance(line));
                    const double top = plot->axisRect()->center().y() - longest / 2.0;
                    QVERIFY2(top >= header,
                             qPrintable(QStringLiteral("%1: label \"%2\" from y = %3, header to %4")
                                            .arg(view->title(), axis->label())
                                            .arg(top)
                                            .arg(header)));
                }
                // Along the bottom, centred under the axis rect, each line within the view.
                if (axis->orientation() == Qt::Horizontal) {
                    const QFontMetrics labelMetrics(axis->labelFont());
                    for (const QString& line : axis->label().split(QLatin1Char('\n'))) {
                        const double half = labelMetrics.horizontalAdvance(line) / 2.0;
                        const double centre = plot->axisRect()->center().x();
                        QVERIFY2(centre - half >= 0 && centre + half <= plot->width(),
                                 qPrintable(QStringLiteral("%1: \"%2\" from x = %3 to %4 of %5")
                                                .arg(view->title(), line)
                                                .arg(centre - half)
                                                .arg(centre + half)
                                                .arg(plot->width())));
                    }
                }
                // Every text row under the plot (the springs' note) within the view.
                for (QCPLayoutElement* element : plot->plotLayout()->elements(false))
                    if (auto* text = qobject_cast<QCPTextElement*>(element))
                        for (const QString& line : text->text().split(QLatin1Char('\n')))
                            QVERIFY2(QFontMetrics(text->font()).horizontalAdvance(line) <=
                                         plot->width(),
                                     qPrintable(view->title() + ": " + line));
            }
        }
        QTest::keyClick(w.get(), Qt::Key_0, Qt::ControlModifier);
    }

    // Focus view shows the view pressed last alone; Esc brings every view back as it was.
    void focusViewAndEsc() {
        auto w = openWindow();
        const QList<QSize> before = viewSizes(*w);
        QCustomPlot* waves = w->view<WaveformView>()->plot();
        QTest::mouseClick(waves, Qt::LeftButton, {}, centreOf(waves->axisRect()->rect()));
        QTest::keyClick(w.get(), Qt::Key_F, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(w->presentation()->focusedView(), w->view<WaveformView>());
        QVERIFY(w->view<WaveformView>()->isVisible());
        for (PlotView* other : {static_cast<PlotView*>(w->heatmapView()),
                                static_cast<PlotView*>(w->view<SimilarityView>()),
                                static_cast<PlotView*>(w->view<OffsetProfileView>()),
                                static_cast<PlotView*>(w->view<FrequencyBandView>())})
            QVERIFY2(!other->isVisible(), qPrintable(other->title()));
        QTRY_VERIFY_WITH_TIMEOUT(w->view<WaveformView>()->height() > before[1].height() * 3 / 2,
                                 kHangMs);
        QTRY_VERIFY_WITH_TIMEOUT(w->view<WaveformView>()->width() > before[1].width() * 3 / 2,
                                 kHangMs);
        QTest::keyClick(w.get(), Qt::Key_Escape);
        QCOMPARE(w->presentation()->focusedView(), nullptr);
        for (PlotView* view : {static_cast<PlotView*>(w->heatmapView()),
                               static_cast<PlotView*>(w->view<WaveformView>()),
                               static_cast<PlotView*>(w->view<SimilarityView>()),
                               static_cast<PlotView*>(w->view<OffsetProfileView>()),
                               static_cast<PlotView*>(w->view<FrequencyBandView>())})
            QVERIFY2(view->isVisible(), qPrintable(view->title()));
        QTRY_COMPARE_WITH_TIMEOUT(viewSizes(*w), before, kHangMs);
        // The same key again shows the view alone; pressed again, all views.
        QTest::keyClick(w.get(), Qt::Key_F, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(!w->heatmapView()->isVisible());
        QTest::keyClick(w.get(), Qt::Key_F, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(w->heatmapView()->isVisible());
    }

    // A double-click on a view's title shows it alone (and again: all views); a double-click
    // in the plot keeps resetting the zoom and shows every view.
    void doubleClickOnTitle() {
        auto w = openWindow();
        QCustomPlot* plot = w->view<SimilarityView>()->plot();
        QTest::mouseDClick(plot, Qt::LeftButton, {}, centreOf(plot->axisRect()->rect()));
        QCOMPARE(w->presentation()->focusedView(), nullptr);
        QVERIFY(w->heatmapView()->isVisible());
        auto* title = qobject_cast<QCPTextElement*>(plot->plotLayout()->element(0, 0));
        QVERIFY(title);
        QTest::mouseDClick(plot, Qt::LeftButton, {}, centreOf(title->outerRect()));
        QCOMPARE(w->presentation()->focusedView(), w->view<SimilarityView>());
        QVERIFY(!w->heatmapView()->isVisible());
        QVERIFY(!w->view<FrequencyBandView>()->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(plot->width() > w->width() / 2, kHangMs);
        title = qobject_cast<QCPTextElement*>(plot->plotLayout()->element(0, 0));
        QTest::mouseDClick(plot, Qt::LeftButton, {}, centreOf(title->outerRect()));
        QCOMPARE(w->presentation()->focusedView(), nullptr);
        QVERIFY(w->heatmapView()->isVisible());
    }

    // Clicking a heatmap cell opens the inspector under the controls: no view changes size
    // and the controls stay in sight.
    void inspectorLeavesTheViewsAlone() {
        auto w = openWindow();
        auto* hub = w->findChild<TeachingHub*>();
        QVERIFY(!hub->inspectorDock()->isVisible());
        const QList<QSize> before = viewSizes(*w);
        QWidget* controls = w->controlPanel();
        while (controls && !qobject_cast<QDockWidget*>(controls))
            controls = controls->parentWidget();
        QVERIFY(controls);
        const int controlsWidth = controls->width();
        QCustomPlot* plot = w->heatmapView()->plot();
        const QPoint cell(int(plot->xAxis->coordToPixel(5)), int(plot->yAxis->coordToPixel(9)));
        QTest::mouseClick(plot, Qt::LeftButton, {}, cell);
        QTRY_VERIFY_WITH_TIMEOUT(hub->inspectorDock()->isVisible(), kHangMs);
        waitIdle(*w);
        QCOMPARE(viewSizes(*w), before);
        QCOMPARE(w->heatmapView()->size(), before[0]);
        // A second click, with the inspector open, changes nothing either.
        QTest::mouseClick(plot, Qt::LeftButton, {}, cell + QPoint(20, 20));
        waitIdle(*w);
        QCOMPARE(viewSizes(*w), before);
        // It lies under the controls, in their column: the controls in sight above it, as
        // wide as before (the panel scrolls now), and the inspector over none of the views.
        QDockWidget* inspector = hub->inspectorDock();
        QVERIFY(!inspector->isFloating());
        QVERIFY(w->controlPanel()->isVisible());
        QCOMPARE(controls->width(), controlsWidth);
        const QRect panel(controls->mapToGlobal(QPoint(0, 0)), controls->size());
        // The controls keep a third of the column at least: a few fields in sight, the rest
        // a scroll away.
        QVERIFY(3 * panel.height() >= panel.height() + inspector->height());
        const QRect over(inspector->mapToGlobal(QPoint(0, 0)), inspector->size());
        QVERIFY(over.top() > panel.bottom());
        QCOMPARE(over.left(), panel.left());
        for (PlotView* view : w->views()) {
            const QRect shown(view->mapToGlobal(QPoint(0, 0)), view->size());
            QVERIFY2(!view->isVisible() || !over.intersects(shown), qPrintable(view->title()));
        }
    }

    // With the controls closed there is no column to share: the inspector floats at the
    // window's right edge, its title bar below the menus; presenting (full screen, where a
    // window manager keeps the window above a floating one) it docks on the left instead.
    void withoutTheControlsTheInspectorStaysInSight() {
        auto w = openWindow();
        auto* hub = w->findChild<TeachingHub*>();
        QDockWidget* inspector = hub->inspectorDock();
        w->controlsDock()->close();
        QTRY_VERIFY_WITH_TIMEOUT(w->controlsDock()->isHidden(), kHangMs);
        QCustomPlot* plot = w->heatmapView()->plot();
        const auto clickCell = [&] {
            QTest::mouseClick(
                plot, Qt::LeftButton, {},
                QPoint(int(plot->xAxis->coordToPixel(5)), int(plot->yAxis->coordToPixel(9))));
        };
        clickCell();
        QTRY_VERIFY_WITH_TIMEOUT(inspector->isVisible(), kHangMs);
        QVERIFY(inspector->isFloating());
        const QRect over(inspector->mapToGlobal(QPoint(0, 0)), inspector->size());
        const int titleBar =
            inspector->style()->pixelMetric(QStyle::PM_TitleBarHeight, nullptr, inspector);
        QVERIFY(over.top() - titleBar >=
                w->menuBar()->mapToGlobal(QPoint(0, 0)).y() + w->menuBar()->height());
        QTest::keyClick(w.get(), Qt::Key_F2);
        QTRY_VERIFY_WITH_TIMEOUT(!inspector->isVisible(), kHangMs);
        QTest::keyClick(w.get(), Qt::Key_F11);
        QTRY_VERIFY_WITH_TIMEOUT(w->isFullScreen(), kHangMs);
        waitIdle(*w);
        clickCell();
        QTRY_VERIFY_WITH_TIMEOUT(inspector->isVisible() && !inspector->isFloating() &&
                                     w->dockWidgetArea(inspector) == Qt::LeftDockWidgetArea,
                                 kHangMs);
        QTest::keyClick(w.get(), Qt::Key_F11);
        QTRY_VERIFY_WITH_TIMEOUT(!w->isFullScreen(), kHangMs);
    }

    // Presenting, the window is full screen, and a window manager keeps it above a floating
    // inspector: a click on a cell opened it out of sight. There it opens docked under the
    // controls, the views as they were; F2 closes and opens it again in the same place.
    // One already floating when the presentation starts docks as well.
    void theInspectorOpensInSightWhilePresenting() {
        auto w = openWindow();
        auto* hub = w->findChild<TeachingHub*>();
        QDockWidget* inspector = hub->inspectorDock();
        QCustomPlot* plot = w->heatmapView()->plot();
        const auto clickCell = [&] {
            const QPoint cell(int(plot->xAxis->coordToPixel(5)), int(plot->yAxis->coordToPixel(9)));
            QTest::mouseClick(plot, Qt::LeftButton, {}, cell);
        };
        const auto docked = [&] {
            return inspector->isVisible() && !inspector->isFloating() &&
                   w->dockWidgetArea(inspector) == Qt::LeftDockWidgetArea &&
                   w->isAncestorOf(inspector);
        };
        QTest::keyClick(w.get(), Qt::Key_F11);
        QTRY_VERIFY_WITH_TIMEOUT(w->isFullScreen(), kHangMs);
        waitIdle(*w);
        const QList<QSize> before = viewSizes(*w);
        clickCell();
        QTRY_VERIFY_WITH_TIMEOUT(docked(), kHangMs);
        waitIdle(*w);
        QCOMPARE(viewSizes(*w), before);
        QTest::keyClick(w.get(), Qt::Key_F2);
        QTRY_VERIFY_WITH_TIMEOUT(!inspector->isVisible(), kHangMs);
        QTest::keyClick(w.get(), Qt::Key_F2);
        QTRY_VERIFY_WITH_TIMEOUT(docked(), kHangMs);
        QTest::keyClick(w.get(), Qt::Key_F2);
        QTest::keyClick(w.get(), Qt::Key_F11);
        QTRY_VERIFY_WITH_TIMEOUT(!w->isFullScreen(), kHangMs);

        w.reset();

        // Floated by hand in the window, then presenting.
        auto v = openWindow();
        auto* hub2 = v->findChild<TeachingHub*>();
        inspector = hub2->inspectorDock();
        plot = v->heatmapView()->plot();
        clickCell();
        QTRY_VERIFY_WITH_TIMEOUT(inspector->isVisible(), kHangMs);
        inspector->setFloating(true);
        QTRY_VERIFY_WITH_TIMEOUT(inspector->isVisible() && inspector->isFloating(), kHangMs);
        QTest::keyClick(v.get(), Qt::Key_F11);
        QTRY_VERIFY_WITH_TIMEOUT(v->isFullScreen(), kHangMs);
        QTRY_VERIFY_WITH_TIMEOUT(inspector->isVisible() && !inspector->isFloating() &&
                                     v->dockWidgetArea(inspector) == Qt::LeftDockWidgetArea,
                                 kHangMs);
        QTest::keyClick(v.get(), Qt::Key_F11);
    }

    // An inspector left open (here docked while presenting) comes back at the next start on
    // the selected cell, not on a cell of its own that the views do not mark.
    void aReopenedInspectorExplainsTheSelection() {
        {
            auto w = openWindow();
            QTest::keyClick(w.get(), Qt::Key_F11);
            QTRY_VERIFY_WITH_TIMEOUT(w->isFullScreen(), kHangMs);
            QCustomPlot* plot = w->heatmapView()->plot();
            QTest::mouseClick(
                plot, Qt::LeftButton, {},
                QPoint(int(plot->xAxis->coordToPixel(9)), int(plot->yAxis->coordToPixel(34))));
            auto* hub = w->findChild<TeachingHub*>();
            QTRY_VERIFY_WITH_TIMEOUT(hub->inspectorDock()->isVisible(), kHangMs);
            QCOMPARE(w->document()->selection().p, std::int64_t(34));
            w->saveSettings();
        }
        auto w = openWindow();
        auto* hub = w->findChild<TeachingHub*>();
        QTRY_VERIFY_WITH_TIMEOUT(hub->inspectorDock()->isVisible(), kHangMs);
        QCOMPARE(w->document()->selection().p, std::int64_t(34));
        QCOMPARE(hub->inspector()->pos(), w->document()->selection().p);
        QCOMPARE(hub->inspector()->dim(), w->document()->selection().dimension);
    }

    // A preset chosen from the menu opens the inspector beside, not over, the views it set:
    // the translation-consistency overlay and its legend stay in sight.
    void presetInspectorLeavesTheOverlayInSight() {
        auto w = openWindow();
        auto* hub = w->findChild<TeachingHub*>();
        const pe::CoursePreset* preset = pe::findCoursePreset("translation-consistency");
        QVERIFY(
            chooseFromMenus(*w, {QStringLiteral("Teach"), QStringLiteral("Presets from the course"),
                                 QString::fromStdString(preset->nameEn)}));
        QTRY_VERIFY_WITH_TIMEOUT(hub->inspectorDock()->isVisible(), kHangMs);
        waitIdle(*w);
        QCustomPlot* offsets = w->view<OffsetProfileView>()->plot();
        offsets->replot();
        QVERIFY(offsets->legend->visible() ||
                offsets->axisRect()->insetLayout()->elementCount() > 0);
        const QRect over(hub->inspectorDock()->mapToGlobal(QPoint(0, 0)),
                         hub->inspectorDock()->size());
        const QRect plot(offsets->mapToGlobal(QPoint(0, 0)), offsets->size());
        QVERIFY(!over.intersects(plot));
    }
};

QTEST_MAIN(TestPresentation)
#include "test_presentation.moc"

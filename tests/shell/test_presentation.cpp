// Presentation mode driven with real keys and mouse clicks, offscreen: F11 makes the window
// full screen with larger text and leaving it gives the views back their margins, Ctrl+= /
// Ctrl+- / Ctrl+0 scale the views' text and lines and the scale survives new results, Focus
// view and a double-click on a view's title show one view alone and Esc brings the others
// back, the formula inspector and the lessons open without shrinking the views under them,
// and the window's keys work from inside the lessons dock, floating or docked.

#include "ui/shell/control_panel.h"
#include "ui/shell/log_slider.h"
#include "ui/shell/main_window.h"
#include "ui/shell/presentation.h"
#include "ui/teaching/context_extension_view.h"
#include "ui/teaching/lesson_window.h"
#include "ui/teaching/teaching_hub.h"
#include "ui/views/display_scale.h"
#include "ui/views/frequency_band_view.h"
#include "ui/views/heatmap_view.h"
#include "ui/views/offset_profile_view.h"
#include "ui/views/similarity_view.h"
#include "ui/views/springs_view.h"
#include "ui/views/waveform_view.h"

#include <QDockWidget>
#include <QLabel>
#include <QScreen>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabBar>
#include <QTemporaryDir>
#include <QWindow>
#include <QtTest>
#include <qcustomplot.h>

namespace {

constexpr int kTimeout = 20000;

// The size the views give their axis tick numbers (plot_view.cpp) before any scale.
constexpr double kTickPoints = 10.0;

double tickPoints(const PlotView* view) {
    return view->plot()->xAxis->tickLabelFont().pointSizeF();
}

QPoint centreOf(const QRect& r) {
    return r.center();
}

} // namespace

class TestPresentation : public QObject {
    Q_OBJECT
  private:
    QTemporaryDir dir_;

    std::unique_ptr<MainWindow> openWindow() {
        StartOptions options;
        options.settingsFile = dir_.filePath(QStringLiteral("session.ini"));
        auto w = std::make_unique<MainWindow>(options);
        w->resize(1366, 768);
        w->show();
        waitIdle(*w);
        w->activateWindow();
        if (!QTest::qWaitForWindowActive(w.get()))
            qWarning("the window did not become active");
        return w;
    }
    void waitIdle(MainWindow& w) {
        for (int quietPasses = 0; quietPasses < 3;) {
            QTRY_VERIFY_WITH_TIMEOUT(w.isIdle() && w.currentResult(), kTimeout);
            QTest::qWait(20);
            quietPasses = w.isIdle() ? quietPasses + 1 : 0;
        }
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
                    QVERIFY2(metrics.horizontalAdvance(line) <= text->outerRect().width(),
                             qPrintable(QStringLiteral("%1: '%2' %3 > %4 px")
                                            .arg(view->title(), line)
                                            .arg(metrics.horizontalAdvance(line))
                                            .arg(text->outerRect().width())));
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
        QTRY_VERIFY(w->windowState().testFlag(Qt::WindowFullScreen));
        QVERIFY(w->isFullScreen());
        QVERIFY(w->presentation()->presentationAction()->isChecked());
        QCOMPARE(tickPoints(w->heatmapView()), kTickPoints * DisplayScale::kPresentationBoost);
        QCOMPARE(w->heatmapView()->plot()->xAxis->labelFont().pointSizeF(), 11.0 * 1.5);
        QCOMPARE(w->presentation()->scaleLabel()->text(), QStringLiteral("Text 150%"));
        // Full screen takes the screen; the next result keeps the larger text.
        waitIdle(*w);
        QCOMPARE(tickPoints(w->waveformView()), kTickPoints * 1.5);
        QTest::keyClick(w.get(), Qt::Key_F11);
        QTRY_VERIFY(!w->windowState().testFlag(Qt::WindowFullScreen));
        QVERIFY(!w->presentation()->presentationAction()->isChecked());
        QCOMPARE(tickPoints(w->heatmapView()), kTickPoints);
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
        QTRY_VERIFY(w->isFullScreen());
        waitIdle(*w);
        QVERIFY(viewMargins(*w) != before); // larger tick numbers take more room
        QTest::keyClick(w.get(), Qt::Key_F11);
        QTRY_VERIFY(!w->isFullScreen());
        waitIdle(*w);
        QTRY_COMPARE(viewSizes(*w), sizes);
        QCOMPARE(viewMargins(*w), before);
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
            QTRY_VERIFY(w->isFullScreen());
            QVERIFY(!w->waveformView()->isVisible());
            w->saveSettings();
        }
        auto w = openWindow();
        QVERIFY(w->restoredGeometry());
        QVERIFY(!w->windowState().testFlag(Qt::WindowFullScreen));
        QVERIFY(w->waveformView()->isVisible());
        QTRY_COMPARE(viewSizes(*w), before);
    }

    // A window closed while presenting takes the larger text with it (and does not crash on
    // its way out: its status bar goes first).
    void closingWhilePresenting() {
        auto w = openWindow();
        QTest::keyClick(w.get(), Qt::Key_F11);
        QTRY_VERIFY(w->isFullScreen());
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
        QTRY_VERIFY(w->isFullScreen());
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
        QCOMPARE(w->waveformView()->plot()->legend->font().pointSizeF(), 9.0 * one);
        // A new result rebuilds the plots: the views set their own sizes again, scaled anew.
        QVERIFY(w->applyParameters({40, 8, 10000.0, pe::Layout::Interleaved}, w->metric()));
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
        w->offsetProfileView()->plot()->replot();
        QCOMPARE(w->offsetProfileView()->plot()->graph(0)->pen().widthF(), 2.0 * one);
        // The waveforms' legend entries, made anew with each result.
        QCustomPlot* waves = w->waveformView()->plot();
        waves->replot();
        QVERIFY(waves->legend->itemCount() > 0);
        QCOMPARE(waves->legend->item(0)->font().pointSizeF(), 9.0 * one);
        // Ctrl++ (the key's label) does the same as Ctrl+=.
        QTest::keyClick(w.get(), Qt::Key_Plus, Qt::ControlModifier);
        QVERIFY(DisplayScale::instance().factor() > one);
        QTest::keyClick(w.get(), Qt::Key_Minus, Qt::ControlModifier);
        QCOMPARE(tickPoints(w->similarityView()), kTickPoints * one);
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
        QTRY_COMPARE(QApplication::focusWidget(), target);
        QTest::keyClick(target, Qt::Key_F5);
        QCOMPARE(lessons->currentIndex(), int(Lesson::Rope));
        QTest::keyClick(target, Qt::Key_F3);
        QCOMPARE(lessons->currentIndex(), int(Lesson::Embedding));
        QTest::keyClick(target, Qt::Key_Equal, Qt::ControlModifier);
        QVERIFY(DisplayScale::instance().factor() > 1.0);
        QTest::keyClick(target, Qt::Key_0, Qt::ControlModifier);
        QCOMPARE(DisplayScale::instance().factor(), 1.0);
        // One step of L in the control panel, then undone and redone from the lesson.
        const std::int64_t before = w.params().length;
        QTest::keyClick(w.controlPanel()->lengthField()->spinBox(), Qt::Key_Up);
        QCOMPARE(w.params().length, before + 1);
        QCOMPARE(QApplication::focusWidget(), target);
        QTest::keyClick(target, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(w.params().length, before);
        QTest::keyClick(target, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(w.params().length, before + 1);
        QTest::keyClick(target, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(w.params().length, before);
        QTest::keyClick(target, Qt::Key_F11);
        QTRY_VERIFY(w.isFullScreen());
        QTest::keyClick(target, Qt::Key_F11);
        QTRY_VERIFY(!w.isFullScreen());
        hub->inspectorDock()->hide();
        QTest::keyClick(target, Qt::Key_F2);
        QTRY_VERIFY(hub->inspectorDock()->isVisible());
        hub->inspectorDock()->hide();
    }

    // The lessons are a dock of the explorer's window: its keys work from inside them, while
    // they float over the window (a window of their own, the active one) and once docked.
    void keysWorkFromTheLessonsDock() {
        auto w = openWindow();
        auto* hub = w->findChild<TeachingHub*>();
        QDockWidget* dock = hub->lessonsDock();
        QTest::keyClick(w.get(), Qt::Key_F3);
        QTRY_VERIFY(dock->isVisible());
        QVERIFY(dock->isFloating());
        QVERIFY(dock->isWindow());
        // The keys go to the floating lessons, and they are the active window: a key that
        // worked only in the explorer's own window would do nothing here.
        dock->activateWindow();
        dock->windowHandle()->requestActivate();
        QTRY_COMPARE(QApplication::activeWindow(), static_cast<QWidget*>(dock));
        pressKeysInTheLessons(*w, hub);
        QCOMPARE(QApplication::activeWindow(), static_cast<QWidget*>(dock));
        // Docked, as a double-click on its title bar docks it.
        dock->setFloating(false);
        QTRY_VERIFY(!dock->isWindow());
        QCOMPARE(w->dockWidgetArea(dock), Qt::RightDockWidgetArea);
        w->activateWindow();
        QTRY_COMPARE(QApplication::activeWindow(), static_cast<QWidget*>(w.get()));
        pressKeysInTheLessons(*w, hub);
    }

    // F3 opens the lessons floating over the window, within the screen: no view changes
    // size. Docked by hand and closed, the next lesson opens docked again; the window's
    // session brings the open lessons back after a restart.
    void lessonsOpenOverTheViews() {
        {
            auto w = openWindow();
            auto* hub = w->findChild<TeachingHub*>();
            QDockWidget* dock = hub->lessonsDock();
            QVERIFY(!dock->isVisible());
            const QList<QSize> before = viewSizes(*w);
            QTest::keyClick(w.get(), Qt::Key_F4);
            QTRY_VERIFY(dock->isVisible());
            QCOMPARE(hub->lessonWindow()->currentIndex(), int(Lesson::Learned));
            QVERIFY(dock->isFloating());
            waitIdle(*w);
            QCOMPARE(viewSizes(*w), before);
            const QRect free = w->screen()->availableGeometry();
            QVERIFY2(free.contains(dock->frameGeometry()), qPrintable(QStringLiteral("%1,%2 %3x%4")
                                                                          .arg(dock->x())
                                                                          .arg(dock->y())
                                                                          .arg(dock->width())
                                                                          .arg(dock->height())));
            QVERIFY(dock->width() >= std::min(1280, free.width() - 16) - 1);
            // The lessons ask for the room of the lesson on show, not of the widest one.
            LessonWindow* lessons = hub->lessonWindow();
            const int widest = lessons->contextExtensionView()->minimumSizeHint().width();
            QVERIFY2(lessons->minimumSizeHint().width() < widest,
                     qPrintable(QStringLiteral("%1 >= %2")
                                    .arg(lessons->minimumSizeHint().width())
                                    .arg(widest)));
            QTest::keyClick(dock, Qt::Key_F9);
            QCOMPARE(lessons->currentWidget(), lessons->contextExtensionView());
            QTRY_VERIFY(lessons->minimumSizeHint().width() >= widest);
            QTest::keyClick(dock, Qt::Key_F4);
            QTRY_VERIFY(lessons->minimumSizeHint().width() < widest);
            dock->setFloating(false);
            QTRY_VERIFY(!dock->isWindow());
            dock->close();
            QTRY_VERIFY(!dock->isVisible());
            w->activateWindow();
            QTRY_COMPARE(QApplication::activeWindow(), static_cast<QWidget*>(w.get()));
            QTest::keyClick(w.get(), Qt::Key_F6);
            QTRY_VERIFY(dock->isVisible());
            QVERIFY(!dock->isFloating());
            QCOMPARE(hub->lessonWindow()->currentIndex(), int(Lesson::Alibi));
            w->saveSettings();
        }
        auto w = openWindow();
        QDockWidget* dock = w->findChild<TeachingHub*>()->lessonsDock();
        QTRY_VERIFY(dock->isVisible());
        QVERIFY(!dock->isFloating());
        QCOMPARE(w->dockWidgetArea(dock), Qt::RightDockWidgetArea);
    }

    // Focus view shows the view pressed last alone; Esc brings every view back as it was.
    void focusViewAndEsc() {
        auto w = openWindow();
        const QList<QSize> before = viewSizes(*w);
        QCustomPlot* waves = w->waveformView()->plot();
        QTest::mouseClick(waves, Qt::LeftButton, {}, centreOf(waves->axisRect()->rect()));
        QTest::keyClick(w.get(), Qt::Key_F, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(w->presentation()->focusedView(), w->waveformView());
        QVERIFY(w->waveformView()->isVisible());
        for (PlotView* other :
             {static_cast<PlotView*>(w->heatmapView()), static_cast<PlotView*>(w->similarityView()),
              static_cast<PlotView*>(w->offsetProfileView()),
              static_cast<PlotView*>(w->frequencyBandView())})
            QVERIFY2(!other->isVisible(), qPrintable(other->title()));
        QTRY_VERIFY(w->waveformView()->height() > before[1].height() * 3 / 2);
        QTRY_VERIFY(w->waveformView()->width() > before[1].width() * 3 / 2);
        QTest::keyClick(w.get(), Qt::Key_Escape);
        QCOMPARE(w->presentation()->focusedView(), nullptr);
        for (PlotView* view :
             {static_cast<PlotView*>(w->heatmapView()), static_cast<PlotView*>(w->waveformView()),
              static_cast<PlotView*>(w->similarityView()),
              static_cast<PlotView*>(w->offsetProfileView()),
              static_cast<PlotView*>(w->frequencyBandView())})
            QVERIFY2(view->isVisible(), qPrintable(view->title()));
        QTRY_COMPARE(viewSizes(*w), before);
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
        QCustomPlot* plot = w->similarityView()->plot();
        QTest::mouseDClick(plot, Qt::LeftButton, {}, centreOf(plot->axisRect()->rect()));
        QCOMPARE(w->presentation()->focusedView(), nullptr);
        QVERIFY(w->heatmapView()->isVisible());
        auto* title = qobject_cast<QCPTextElement*>(plot->plotLayout()->element(0, 0));
        QVERIFY(title);
        QTest::mouseDClick(plot, Qt::LeftButton, {}, centreOf(title->outerRect()));
        QCOMPARE(w->presentation()->focusedView(), w->similarityView());
        QVERIFY(!w->heatmapView()->isVisible());
        QVERIFY(!w->frequencyBandView()->isVisible());
        QTRY_VERIFY(plot->width() > w->width() / 2);
        title = qobject_cast<QCPTextElement*>(plot->plotLayout()->element(0, 0));
        QTest::mouseDClick(plot, Qt::LeftButton, {}, centreOf(title->outerRect()));
        QCOMPARE(w->presentation()->focusedView(), nullptr);
        QVERIFY(w->heatmapView()->isVisible());
    }

    // Clicking a heatmap cell opens the inspector over the window: no view changes size.
    void inspectorLeavesTheViewsAlone() {
        auto w = openWindow();
        auto* hub = w->findChild<TeachingHub*>();
        QVERIFY(!hub->inspectorDock()->isVisible());
        const QList<QSize> before = viewSizes(*w);
        QCustomPlot* plot = w->heatmapView()->plot();
        const QPoint cell(int(plot->xAxis->coordToPixel(5)), int(plot->yAxis->coordToPixel(9)));
        QTest::mouseClick(plot, Qt::LeftButton, {}, cell);
        QTRY_VERIFY(hub->inspectorDock()->isVisible());
        waitIdle(*w);
        QCOMPARE(viewSizes(*w), before);
        QCOMPARE(w->heatmapView()->size(), before[0]);
        // A second click, with the inspector open, changes nothing either.
        QTest::mouseClick(plot, Qt::LeftButton, {}, cell + QPoint(20, 20));
        waitIdle(*w);
        QCOMPARE(viewSizes(*w), before);
    }
};

QTEST_MAIN(TestPresentation)
#include "test_presentation.moc"

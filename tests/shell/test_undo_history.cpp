// SPDX-License-Identifier: GPL-3.0-or-later
// Undo, redo, reset and the presets' scenes, the arrow keys, the double-click and the
// "catching up" note, driven as a user drives them, offscreen: typing into the spin boxes,
// clicking cells, Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y, the Edit and Teach menus opened and chosen
// with the mouse. Expected values are literals or come from the
// course's preset table and the selection rules' documented defaults.

#include "core/course_presets.h"
#include "shell/menu_clicks.h"
#include "shell/window_fixture.h"
#include "ui/shell/control_panel.h"
#include "ui/shell/explorer_history.h"
#include "ui/shell/log_slider.h"
#include "ui/shell/main_window.h"
#include "ui/teaching/formula_inspector.h"
#include "ui/teaching/teaching_hub.h"
#include "ui/views/heatmap_view.h"
#include "ui/views/plot_view.h"

#include <QApplication>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QSlider>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>
#include <qcustomplot.h>

class TestUndoHistory : public QObject {
    Q_OBJECT
  private:
    QTemporaryDir dir_;
    QString settingsFile() const { return dir_.filePath(QStringLiteral("session.ini")); }

    std::unique_ptr<MainWindow> openWindow() { return openActiveWindow(settingsFile()); }
    void clickHeatmapCell(MainWindow& w, int position, int dimension) {
        QCustomPlot* plot = w.heatmapView()->plot();
        QTest::mouseClick(plot, Qt::LeftButton, {},
                          QPoint(int(plot->xAxis->coordToPixel(dimension)),
                                 int(plot->yAxis->coordToPixel(position))));
        // A click acts once no double-click can follow it.
        QTRY_VERIFY_WITH_TIMEOUT(!w.heatmapView()->clickPending(), kHangMs);
    }
    void press(MainWindow& w, Qt::Key key, Qt::KeyboardModifiers modifiers) {
        // Where a user's focus is after clicking a cell: the plot, not a text field (whose
        // own Ctrl+Z would undo its typing).
        QTest::keyClick(w.heatmapView()->plot(), key, modifiers);
    }

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { QFile::remove(settingsFile()); }

    void ctrlZUndoesAndCtrlShiftZRedoesEachChange() {
        auto w = openWindow(); // L = 64, D = 16
        typeInto(w->controlPanel()->lengthField()->spinBox(), "128");
        waitIdle(*w);
        QCOMPARE(w->document()->params().length, 128);
        clickHeatmapCell(*w, 20, 5);
        QCOMPARE(w->document()->selection().p, 20);
        QCOMPARE(w->document()->selection().dimension, 5);

        press(*w, Qt::Key_Z, Qt::ControlModifier); // the click
        QCOMPARE(w->document()->selection().p, 0);
        QCOMPARE(w->document()->selection().dimension, 0);
        QCOMPARE(w->document()->params().length, 128);
        press(*w, Qt::Key_Z, Qt::ControlModifier); // L
        QCOMPARE(w->document()->params().length, 64);
        QCOMPARE(w->controlPanel()->lengthField()->spinBox()->value(), 64.0);
        waitIdle(*w);
        QCOMPARE(w->currentResult()->request.params.length, 64);
        QVERIFY(!w->history()->stack()->canUndo());

        press(*w, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(w->document()->params().length, 128);
        press(*w, Qt::Key_Y, Qt::ControlModifier);
        QCOMPARE(w->document()->selection().p, 20);
        QCOMPARE(w->document()->selection().dimension, 5);
        waitIdle(*w);
        QCOMPARE(w->currentResult()->request.params.length, 128);
    }

    void arrowKeysMoveTheSelectedCell() {
        auto w = openWindow(); // L = 64, D = 16
        clickHeatmapCell(*w, 20, 5);
        QCustomPlot* plot = w->heatmapView()->plot();
        // The click gave it the window's keyboard (the inspector it opened may float above as
        // a window of its own, active where the platform activates every new window).
        QCOMPARE(w->focusWidget(), plot);
        QTest::keyClick(plot, Qt::Key_Down);
        QTest::keyClick(plot, Qt::Key_Right);
        QTest::keyClick(plot, Qt::Key_Right);
        QCOMPARE(w->document()->selection().p, 21);
        QCOMPARE(w->document()->selection().dimension, 7);
        QTest::keyClick(plot, Qt::Key_Up, Qt::ShiftModifier);
        QTest::keyClick(plot, Qt::Key_Left, Qt::ShiftModifier);
        QCOMPARE(w->document()->selection().p, 11);
        QCOMPARE(w->document()->selection().dimension, 0); // 7 - 10, kept inside 0 .. D-1
        QCOMPARE(w->controlPanel()->pBox()->value(), 11);
        // The inspector the click opened explains the cell the keys moved to.
        auto* hub = w->findChild<TeachingHub*>();
        QVERIFY(hub && hub->inspectorDock()->isVisible());
        QTest::keyClick(plot, Qt::Key_Right);
        QCOMPARE(hub->inspector()->pos(), 11);
        QCOMPARE(hub->inspector()->dim(), 1);
    }

    void theStatusBarSaysWhenTheViewsAreCatchingUp() {
        auto w = openWindow(); // L = 64
        QVERIFY(!w->catchingUpLabel()->isVisible());
        typeInto(w->controlPanel()->lengthField()->spinBox(), "500");
        // Return applied the value at once; the result for it comes from the worker later.
        QVERIFY(w->catchingUpLabel()->isVisible());
        QVERIFY2(w->catchingUpLabel()->text().contains("L = 64"),
                 qPrintable(w->catchingUpLabel()->text()));
        waitIdle(*w);
        QCOMPARE(w->currentResult()->request.params.length, 500);
        QVERIFY(!w->catchingUpLabel()->isVisible());
    }

    // A double-click shows the whole matrix (or every dimension) again and does nothing else:
    // the click it begins with selects nothing, adds no waveform and no undo step, now or
    // later. A single click still selects, once no double-click can follow it.
    void aDoubleClickOnlyResetsTheZoom_data() {
        QTest::addColumn<int>("index"); // in views(): heatmap, similarity, wavelengths
        QTest::newRow("heatmap") << 0;
        QTest::newRow("similarity") << 2;
        QTest::newRow("wavelengths") << 4;
    }
    void aDoubleClickOnlyResetsTheZoom() {
        QFETCH(int, index);
        auto w = openWindow(); // L = 64, D = 16: waveforms 0, 5, 10, 15
        PlotView* view = w->views().at(index);
        QCustomPlot* plot = view->plot();
        plot->xAxis->setRange(2, 8); // as a wheel zoom leaves it
        plot->replot();
        const Selection before = w->document()->selection();
        const int steps = w->history()->stack()->count();
        const int y = plot->axisRect()->center().y();
        const QPoint cell(int(plot->xAxis->coordToPixel(3)), y);
        // Through the window, as the platform sends it: press, release, press, release, of
        // which Qt makes the second press a double-click.
        QTest::mouseDClick(w->windowHandle(), Qt::LeftButton, {}, plot->mapTo(w.get(), cell));
        QVERIFY(plot->xAxis->range().size() > 15); // all 16 dimensions or 64 positions again
        // Idle includes no click waiting to act: nothing changed, not even later.
        waitIdle(*w);
        QCOMPARE(w->document()->selection(), before);
        QCOMPARE(w->history()->stack()->count(), steps);

        // A click of its own selects, as before.
        const QPoint other(int(plot->xAxis->coordToPixel(7)), y);
        QTest::mouseClick(plot, Qt::LeftButton, {}, other);
        QTRY_VERIFY_WITH_TIMEOUT(!(w->document()->selection() == before), kHangMs);
        if (index == 0) // the heatmap's column: selected and drawn as a waveform
            QCOMPARE(w->document()->selection().waveDims,
                     (std::vector<std::int64_t>{0, 5, 10, 15, 7}));
        if (index == 2)
            QCOMPARE(w->document()->selection().q, 7); // the similarity's column is q
        else
            QCOMPARE(w->document()->selection().dimension, 7);
        QCOMPARE(w->history()->stack()->count(), steps + 1);
    }

    void aSliderGestureIsOneStep() {
        auto w = openWindow();
        QSlider* slider = w->controlPanel()->lengthField()->slider();
        QSignalSpy ended(w->history(), &ExplorerHistory::gestureEnded);
        QTest::mouseClick(slider, Qt::LeftButton, {},
                          QPoint(slider->width() / 2, slider->height() / 2));
        const std::int64_t afterClick = w->document()->params().length;
        QVERIFY(afterClick != 64);
        QVERIFY(w->history()->gestureGoing());
        // A pause, as the history measures it: the click and the key presses are two gestures.
        QTRY_VERIFY_WITH_TIMEOUT(!ended.isEmpty(), 20000);
        QVERIFY(!w->history()->gestureGoing());
        // Ten presses in one burst of events: one gesture, however slowly they are delivered.
        for (int i = 0; i < 10; ++i)
            QTest::keyClick(slider, Qt::Key_Right);
        QVERIFY(w->document()->params().length != afterClick);
        QCOMPARE(w->history()->stack()->count(), 2);
        press(*w, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(w->document()->params().length, afterClick);
        press(*w, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(w->document()->params().length, 64);
    }

    void resetToDefaultsIsOneUndoableStep() {
        auto w = openWindow();
        typeInto(w->controlPanel()->lengthField()->spinBox(), "300");
        typeInto(w->controlPanel()->dimField()->spinBox(), "32");
        clickHeatmapCell(*w, 40, 9);
        waitIdle(*w);
        const Selection changed = w->document()->selection();
        QVERIFY(chooseFromMenus(*w, {"Edit", "Reset to defaults"}));
        QCOMPARE(w->document()->params().length, 64);
        QCOMPARE(w->document()->params().dim, 16);
        QCOMPARE(w->document()->params().base, 10000.0);
        QCOMPARE(w->document()->selection().p, 0);
        // The first look's waveforms: four from the fastest pair to the slowest of D = 16.
        QCOMPARE(w->document()->selection().waveDims, (std::vector<std::int64_t>{0, 5, 10, 15}));
        waitIdle(*w);
        QCOMPARE(w->currentResult()->request.params.length, 64);
        press(*w, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(w->document()->params().length, 300);
        QCOMPARE(w->document()->params().dim, 32);
        QVERIFY(w->document()->selection() == changed);
    }

    void aPresetSetsTheSceneAndIsOneStep() {
        const pe::CoursePreset* preset = pe::findCoursePreset("translation-consistency");
        QVERIFY(preset);
        QVERIFY(!preset->comparePairs.empty());
        auto w = openWindow();
        clickHeatmapCell(*w, 7, 3);
        const Selection before = w->document()->selection();
        QVERIFY(chooseFromMenus(
            *w, {"Teach", "Presets from the course", QString::fromStdString(preset->nameEn)}));
        QCOMPARE(w->document()->params().length, preset->params.length);
        QCOMPARE(w->document()->params().dim, preset->params.dim);
        QCOMPARE(w->document()->params().base, preset->params.base);
        QCOMPARE(w->document()->selection().p, preset->comparePairs.front().first);
        QCOMPARE(w->document()->selection().q, preset->comparePairs.front().second);
        const std::vector<std::int64_t> waves = w->document()->selection().waveDims;
        QVERIFY(waves.size() >= 2);
        QCOMPARE(waves.front(), 0);
        QCOMPARE(waves.back(), preset->params.dim - 1);
        QVERIFY(std::is_sorted(waves.begin(), waves.end()));
        QVERIFY(!w->document()->selection().hasBand());
        waitIdle(*w);
        press(*w, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(w->document()->params().length, 64);
        QVERIFY(w->document()->selection() == before);
    }
};

QTEST_MAIN(TestUndoHistory)
#include "test_undo_history.moc"

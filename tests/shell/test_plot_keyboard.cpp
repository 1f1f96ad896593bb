// SPDX-License-Identifier: GPL-3.0-or-later
// The plots without a mouse, driven with real keys offscreen: Tab onto each plot (a frame
// shows it has the keyboard), the arrow keys move the selection as each plot draws it,
// Shift+arrows draw a band on the wavelength view, Enter opens the inspector on the selected
// cell, and Ctrl+E exports the plot that has the keyboard. Expected values are the start
// selection moved by hand here.

#include "shell/menu_clicks.h"
#include "shell/window_fixture.h"
#include "ui/compute/steps/waveforms_step.h"
#include "ui/export/export_dialog.h"
#include "ui/shell/control_panel.h"
#include "ui/teaching/formula_inspector.h"
#include "ui/teaching/teaching_hub.h"
#include "ui/views/frequency_band_view.h"
#include "ui/views/heatmap_view.h"
#include "ui/views/offset_profile_view.h"
#include "ui/views/plot_keyboard.h"
#include "ui/views/plot_view.h"
#include "ui/views/similarity_view.h"
#include "ui/views/springs_view.h"
#include "ui/views/waveform_view.h"

#include <QApplication>
#include <QCheckBox>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QtTest>
#include <qcustomplot.h>

namespace {

// The export dialog as it opens: its title noted, then closed (Cancel), so Ctrl+E returns.
class ExportDialogWatch : public QObject {
  public:
    ExportDialogWatch() { qApp->installEventFilter(this); }
    ~ExportDialogWatch() override { qApp->removeEventFilter(this); }
    QStringList titles;

  protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::Show)
            if (auto* dialog = qobject_cast<ExportDialog*>(watched)) {
                titles << dialog->windowTitle();
                QMetaObject::invokeMethod(dialog, "reject", Qt::QueuedConnection);
            }
        return QObject::eventFilter(watched, event);
    }
};

} // namespace

class TestPlotKeyboard : public QObject {
    Q_OBJECT
  private:
    QTemporaryDir dir_;
    QString settingsFile() const { return dir_.filePath(QStringLiteral("session.ini")); }

    // L = 64, D = 16 with p = 20, dimension 5, q = 30 typed into the panel.
    std::unique_ptr<MainWindow> openWindow() {
        auto w = openActiveWindow(settingsFile());
        typeInto(w->controlPanel()->pBox(), QStringLiteral("20"));
        typeInto(w->controlPanel()->dimensionBox(), QStringLiteral("5"));
        typeInto(w->controlPanel()->qBox(), QStringLiteral("30"));
        waitIdle(*w);
        return w;
    }
    // Tab pressed from the last field of the controls until `target` has the keyboard focus.
    static bool tabTo(MainWindow& w, QWidget* target) {
        w.controlPanel()->bandOnlyBox()->setFocus(Qt::TabFocusReason);
        for (int presses = 0; presses < 20 && QApplication::focusWidget() != target; ++presses)
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        return QApplication::focusWidget() == target;
    }
    static void press(int key, Qt::KeyboardModifiers modifiers = Qt::NoModifier) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key(key), modifiers);
    }
    static QTabWidget* pairTabs(MainWindow& w) {
        return qobject_cast<QTabWidget*>(w.view<SpringsView>()->parentWidget()->parentWidget());
    }

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { QFile::remove(settingsFile()); }

    void arrowsInTheHeatmapMoveTheCell() {
        auto w = openWindow();
        QVERIFY(tabTo(*w, w->heatmapView()->plot()));
        press(Qt::Key_Down);
        press(Qt::Key_Right);
        QCOMPARE(w->document()->selection().p, 21);
        QCOMPARE(w->document()->selection().dimension, 6);
        press(Qt::Key_Up, Qt::ShiftModifier); // ten at a time
        QCOMPARE(w->document()->selection().p, 11);
        QCOMPARE(w->controlPanel()->pBox()->value(), 11);
    }

    void arrowsInTheWaveformsAndOffsetsMoveThePosition() {
        auto w = openWindow();
        QVERIFY(tabTo(*w, w->view<WaveformView>()->plot()));
        press(Qt::Key_Right);
        QCOMPARE(w->document()->selection().p, 21);
        press(Qt::Key_Left, Qt::ShiftModifier);
        QCOMPARE(w->document()->selection().p, 11);
        press(Qt::Key_Up); // the curves' dimensions are not stepped through
        QCOMPARE(w->document()->selection().dimension, 5);
        QVERIFY(tabTo(*w, w->view<OffsetProfileView>()->plot()));
        press(Qt::Key_Left);
        QCOMPARE(w->document()->selection().p, 10);
        waitIdle(*w);
        QCOMPARE(w->currentResult()->p, 10); // the profile is measured from p
    }

    void arrowsInTheSimilarityMovePAndQ() {
        auto w = openWindow();
        QVERIFY(tabTo(*w, w->view<SimilarityView>()->plot()));
        press(Qt::Key_Down);
        press(Qt::Key_Left);
        press(Qt::Key_Left);
        QCOMPARE(w->document()->selection().p, 21);
        QCOMPARE(w->document()->selection().q, 28);
        QCOMPARE(w->document()->selection().dimension, 5);
        // As a click on a cell does: the springs show what tells the pair apart.
        QCOMPARE(pairTabs(*w)->currentWidget(), static_cast<QWidget*>(w->view<SpringsView>()));
        QVERIFY(w->view<SimilarityView>()->plot()->hasFocus());
        // And there, Up and Down move p, Left and Right q, as in the matrix.
        QVERIFY(tabTo(*w, w->view<SpringsView>()->plot()));
        press(Qt::Key_Up);
        press(Qt::Key_Right, Qt::ShiftModifier);
        QCOMPARE(w->document()->selection().p, 20);
        QCOMPARE(w->document()->selection().q, 38);
    }

    void shiftArrowsDrawABandOnTheWavelengths() {
        auto w = openWindow();
        QVERIFY(tabTo(*w, w->view<FrequencyBandView>()->plot()));
        press(Qt::Key_Right);
        QCOMPARE(w->document()->selection().dimension, 6);
        QVERIFY(!w->document()->selection().hasBand());
        press(Qt::Key_Right, Qt::ShiftModifier);
        press(Qt::Key_Right, Qt::ShiftModifier);
        QCOMPARE(w->document()->selection().bandFirst, 6);
        QCOMPARE(w->document()->selection().bandLast, 8);
        // Back past where it began: the band now reaches left of dimension 6.
        for (int i = 0; i < 3; ++i)
            press(Qt::Key_Left, Qt::ShiftModifier);
        QCOMPARE(w->document()->selection().bandFirst, 5);
        QCOMPARE(w->document()->selection().bandLast, 6);
        waitIdle(*w);
        std::vector<std::int64_t> drawn;
        for (const Waveform& wave :
             w->view<WaveformView>()->result()->payload<WaveformsPayload>().waveforms)
            drawn.push_back(wave.dim);
        QCOMPARE(drawn, (std::vector<std::int64_t>{5, 6})); // the band's dimensions
        // A plain arrow steps to one dimension on its own, as a click does.
        press(Qt::Key_Left);
        QCOMPARE(w->document()->selection().dimension, 4);
        QVERIFY(!w->document()->selection().hasBand());
    }

    void enterOpensTheInspectorOnTheSelectedCell() {
        auto w = openWindow();
        auto* hub = w->findChild<TeachingHub*>();
        QVERIFY(hub && !hub->inspectorDock()->isVisible());
        QVERIFY(tabTo(*w, w->view<SimilarityView>()->plot()));
        press(Qt::Key_Down);
        press(Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(hub->inspectorDock()->isVisible(), kHangMs);
        QCOMPARE(hub->inspector()->pos(), std::int64_t(21));
        QCOMPARE(hub->inspector()->dim(), std::int64_t(5));
    }

    void tabShowsAFrameOnThePlotWithTheKeyboard() {
        auto w = openWindow();
        QCustomPlot* heat = w->heatmapView()->plot();
        QCustomPlot* waves = w->view<WaveformView>()->plot();
        auto* heatFrame = heat->findChild<FocusFrame*>();
        auto* wavesFrame = waves->findChild<FocusFrame*>();
        QVERIFY(heatFrame && wavesFrame);
        QVERIFY(tabTo(*w, heat));
        QVERIFY(heatFrame->isVisible());
        QVERIFY(!wavesFrame->isVisible());
        // Drawn in the highlight colour along the plot's edge, over the plot's own white.
        const QColor highlight = heat->palette().color(QPalette::Active, QPalette::Highlight);
        QCOMPARE(heat->grab().toImage().pixelColor(1, heat->height() / 2).rgb(), highlight.rgb());
        press(Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(waves));
        QVERIFY(!heatFrame->isVisible());
        QVERIFY(wavesFrame->isVisible());
        QVERIFY(heat->grab().toImage().pixelColor(1, heat->height() / 2).rgb() != highlight.rgb());
    }

    // Ctrl+E exports the plot the keyboard is in, though another was clicked before.
    void ctrlEExportsTheFocusedPlot() {
        auto w = openWindow();
        QCustomPlot* heat = w->heatmapView()->plot();
        for (PlotView* view : {static_cast<PlotView*>(w->view<WaveformView>()),
                               static_cast<PlotView*>(w->view<SimilarityView>()),
                               static_cast<PlotView*>(w->view<FrequencyBandView>())}) {
            // Active again after the last dialog, as a window is when a user clicks it.
            w->activateWindow();
            QVERIFY(QTest::qWaitForWindowActive(w.get(), kHangMs));
            QTest::mouseClick(heat, Qt::LeftButton, {}, heat->axisRect()->center());
            QVERIFY(tabTo(*w, view->plot()));
            ExportDialogWatch watch;
            press(Qt::Key_E, Qt::ControlModifier);
            QCOMPARE(watch.titles, QStringList{"Export figure: " + view->title()});
        }
    }
};

QTEST_MAIN(TestPlotKeyboard)
#include "test_plot_keyboard.moc"

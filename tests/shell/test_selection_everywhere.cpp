// SPDX-License-Identifier: GPL-3.0-or-later
// One selection, shown alike everywhere: however the user changes it (a click on the heatmap,
// an arrow key on the focused plot, the control panel, a preset, undo, a session opened), the
// views' marks, the control panel, the formula inspector and the status bar all show the cell
// the window holds.

#include "core/course_presets.h"
#include "file_dialog_answer.h"
#include "menu_clicks.h"
#include "ui/shell/control_panel.h"
#include "ui/shell/explorer_status_bar.h"
#include "ui/shell/log_slider.h"
#include "ui/teaching/formula_inspector.h"
#include "ui/teaching/teaching_hub.h"
#include "ui/views/heatmap_view.h"
#include "ui/views/offset_profile_view.h"
#include "ui/views/similarity_view.h"
#include "ui/views/springs_view.h"
#include "ui/views/waveform_view.h"
#include "window_fixture.h"

#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>
#include <algorithm>
#include <qcustomplot.h>

// The helper's failures end the test where they happen.
#define VERIFY_SHOWN(w, p, d)                                                                      \
    do {                                                                                           \
        verifyShownEverywhere(w, p, d);                                                            \
        if (QTest::currentTestFailed())                                                            \
            return;                                                                                \
    } while (false)

namespace {

// Where `plot`'s straight marks stand: the y of its horizontal ones, or the x of its vertical
// ones.
QList<double> markedAt(QCustomPlot* plot, Qt::Orientation orientation) {
    QList<double> at;
    for (int i = 0; i < plot->itemCount(); ++i)
        if (auto* line = qobject_cast<QCPItemStraightLine*>(plot->item(i))) {
            const QPointF a = line->point1->coords(), b = line->point2->coords();
            if (orientation == Qt::Horizontal && a.y() == b.y())
                at << a.y();
            if (orientation == Qt::Vertical && a.x() == b.x())
                at << a.x();
        }
    return at;
}

} // namespace

class TestSelectionEverywhere : public QObject {
    Q_OBJECT
  private:
    QTemporaryDir dir_;
    QString settingsFile() const { return dir_.filePath(QStringLiteral("session.ini")); }

    // The cell (p, d) in the window, the marks of the heatmap, the waveforms and the
    // similarity, the panel's fields, the inspector and the status bar, with the q the
    // window holds.
    static void verifyShownEverywhere(MainWindow& w, std::int64_t p, std::int64_t d) {
        QCOMPARE(w.document()->selection().p, p);
        QCOMPARE(w.document()->selection().dimension, d);
        const std::int64_t q = w.document()->selection().q;
        QCustomPlot* heat = w.heatmapView()->plot();
        QVERIFY(markedAt(heat, Qt::Horizontal).contains(double(p)));
        QVERIFY(markedAt(heat, Qt::Vertical).contains(double(d)));
        // p, and q beside it when q is another position.
        QList<double> waveMarks = markedAt(w.view<WaveformView>()->plot(), Qt::Vertical);
        std::sort(waveMarks.begin(), waveMarks.end());
        QList<double> expectedWaveMarks = {double(p)};
        if (q != p)
            expectedWaveMarks << double(q);
        std::sort(expectedWaveMarks.begin(), expectedWaveMarks.end());
        QCOMPARE(waveMarks, expectedWaveMarks);
        QCOMPARE(markedAt(w.view<SimilarityView>()->plot(), Qt::Horizontal),
                 QList<double>{double(p)});
        ControlPanel* panel = w.controlPanel();
        QCOMPARE(std::int64_t(panel->pBox()->value()), p);
        QCOMPARE(std::int64_t(panel->dimensionBox()->value()), d);
        QCOMPARE(std::int64_t(panel->qBox()->value()), q);
        auto* hub = w.findChild<TeachingHub*>();
        QVERIFY(hub);
        QCOMPARE(hub->inspector()->pos(), p);
        QCOMPARE(hub->inspector()->dim(), d);
        QCOMPARE(w.explorerStatusBar()->selectionLabel()->text(),
                 QStringLiteral("Selected: pos %1, dim %2, q %3").arg(p).arg(d).arg(q));
    }
    static void clickHeatmapCell(MainWindow& w, int position, int dimension) {
        QCustomPlot* plot = w.heatmapView()->plot();
        QTest::mouseClick(plot, Qt::LeftButton, {},
                          QPoint(int(plot->xAxis->coordToPixel(dimension)),
                                 int(plot->yAxis->coordToPixel(position))));
        // A click acts once no double-click can follow it.
        QTRY_VERIFY_WITH_TIMEOUT(!w.heatmapView()->clickPending(), kHangMs);
    }
    // Edit > Undo ..., its first entry, clicked as it reads now.
    static bool undoFromTheMenu(MainWindow& w) {
        for (QAction* top : w.menuBar()->actions())
            if (plain(top->text()) == QStringLiteral("Edit") && top->menu())
                return chooseFromMenus(
                    w, {QStringLiteral("Edit"), plain(top->menu()->actions().value(0)->text())});
        return false;
    }

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { QFile::remove(settingsFile()); }

    void everyWayOfSelectingShowsTheSameCellEverywhere() {
        auto w = openActiveWindow(settingsFile()); // L = 64, D = 16, p = 0, d = 0
        VERIFY_SHOWN(*w, 0, 0);

        clickHeatmapCell(*w, 20, 5);
        VERIFY_SHOWN(*w, 20, 5);
        auto* hub = w->findChild<TeachingHub*>();
        QVERIFY(hub->inspectorDock()->isVisible()); // a click on a cell opens it

        // The click gave the heatmap the window's keyboard (the inspector it opened may float
        // above as a window of its own, active where the platform activates every new window).
        QCOMPARE(w->focusWidget(), static_cast<QWidget*>(w->heatmapView()->plot()));
        QTest::keyClick(w->heatmapView()->plot(), Qt::Key_Down);
        VERIFY_SHOWN(*w, 21, 5);

        typeInto(w->controlPanel()->pBox(), QStringLiteral("30"));
        VERIFY_SHOWN(*w, 30, 5);
        // Another kind of step between (steps of one kind in quick succession are one), so
        // that the dimension typed next is an undo step of its own.
        typeInto(w->controlPanel()->baseField()->spinBox(), QStringLiteral("20000"));
        QCOMPARE(w->document()->params().base, 20000.0);
        typeInto(w->controlPanel()->dimensionBox(), QStringLiteral("7"));
        VERIFY_SHOWN(*w, 30, 7);

        QVERIFY(undoFromTheMenu(*w)); // the dimension typed
        VERIFY_SHOWN(*w, 30, 5);

        // Saved here, to come back to below through File > Open session.
        const QString session = dir_.filePath(QStringLiteral("p30.json"));
        QString error;
        QVERIFY2(w->saveSessionFile(session, &error), qPrintable(error));

        const pe::CoursePreset& love = *pe::findCoursePreset("i-love-you");
        QVERIFY(love.focusPosition >= 0);
        QVERIFY(
            chooseFromMenus(*w, {QStringLiteral("Teach"), QStringLiteral("Presets from the course"),
                                 QString::fromStdString(love.nameEn)}));
        VERIFY_SHOWN(*w, love.focusPosition, love.focusDimension);

        {
            FileDialogAnswer answer(session);
            QVERIFY(
                chooseFromMenus(*w, {QStringLiteral("File"), QStringLiteral("Open session...")}));
            QTRY_VERIFY_WITH_TIMEOUT(answer.seen(), kHangMs);
        }
        QTRY_COMPARE_WITH_TIMEOUT(w->document()->params().length, std::int64_t(64), kHangMs);
        QCOMPARE(w->document()->params().base, 20000.0);
        VERIFY_SHOWN(*w, 30, 5);
        waitIdle(*w); // and so they stay once the session's result is drawn
        VERIFY_SHOWN(*w, 30, 5);
    }

    // A pair chosen in the similarity matrix, by a click or an arrow key, brings forward what
    // tells its two positions apart (the springs, behind the offset profile's tab until then).
    void aPairChosenInTheSimilarityBringsItsSpringsForward() {
        auto w = openActiveWindow(settingsFile());
        waitIdle(*w);
        auto* springs = w->view<SpringsView>();
        auto* offsets = w->view<OffsetProfileView>();
        w->bringForward(offsets);
        QTRY_VERIFY_WITH_TIMEOUT(!springs->isVisible(), kHangMs);
        SimilarityView* similarity = w->view<SimilarityView>();
        QCustomPlot* plot = similarity->plot();
        const QPoint centre = plot->axisRect()->center();
        const auto [p, q] = similarity->cellAt(centre);
        QVERIFY(p > 0 && q > 0);
        QTest::mouseClick(plot, Qt::LeftButton, {}, centre);
        QTRY_VERIFY_WITH_TIMEOUT(!similarity->clickPending(), kHangMs);
        QCOMPARE(w->document()->selection().p, p);
        QCOMPARE(w->document()->selection().q, q);
        QVERIFY(springs->isVisible());

        w->bringForward(offsets);
        QTRY_VERIFY_WITH_TIMEOUT(!springs->isVisible(), kHangMs);
        QTest::keyClick(plot, Qt::Key_Right);
        QTRY_VERIFY_WITH_TIMEOUT(springs->isVisible(), kHangMs);
        QCOMPARE(w->document()->selection().q, q + 1);
    }

    // A shorter encoding moves the selection inside it, for every part alike: the one set of
    // rules (clampedSelection) fits it once, in the selection model.
    void aShorterEncodingFitsTheSelectionEverywhere() {
        auto w = openActiveWindow(settingsFile());
        clickHeatmapCell(*w, 40, 9);
        VERIFY_SHOWN(*w, 40, 9);
        typeInto(w->controlPanel()->lengthField()->spinBox(), QStringLiteral("10"));
        QCOMPARE(w->document()->params().length, std::int64_t(10));
        VERIFY_SHOWN(*w, 9, 9);
        typeInto(w->controlPanel()->dimField()->spinBox(), QStringLiteral("8"));
        VERIFY_SHOWN(*w, 9, 7);
        waitIdle(*w);
        VERIFY_SHOWN(*w, 9, 7);
    }
};

QTEST_MAIN(TestSelectionEverywhere)
#include "test_selection_everywhere.moc"

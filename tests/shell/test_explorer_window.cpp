// SPDX-License-Identifier: GPL-3.0-or-later
// The explorer window driven as a user drives it, offscreen, with real key, mouse and wheel
// events (the stale-result test alone talks to the worker: no input can order two results):
// each control ends in exactly one result for its final value, a burst of changes ends with
// every view on the last parameters, the plots hold the engine's numbers, F2 and Ctrl+E
// work, stale results never win, and the session survives a restart (or falls back to
// defaults when the settings are corrupt).

#include "core/pair_distance.h"
#include "core/similarity.h"
#include "shell/window_fixture.h"
#include "ui/compute/compute.h"
#include "ui/compute/steps/heatmap_step.h"
#include "ui/compute/steps/offsets_step.h"
#include "ui/compute/steps/similarity_step.h"
#include "ui/compute/steps/springs_step.h"
#include "ui/compute/steps/waveforms_step.h"
#include "ui/compute/worker.h"
#include "ui/shell/control_panel.h"
#include "ui/shell/log_slider.h"
#include "ui/shell/main_window.h"
#include "ui/shell/window_geometry.h"
#include "ui/teaching/formula_inspector.h"
#include "ui/teaching/teaching_hub.h"
#include "ui/views/display_scale.h"
#include "ui/views/frequency_band_view.h"
#include "ui/views/heatmap_view.h"
#include "ui/views/offset_profile_view.h"
#include "ui/views/similarity_view.h"
#include "ui/views/springs_view.h"
#include "ui/views/waveform_view.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QImage>
#include <QLineEdit>
#include <QPushButton>
#include <QScreen>
#include <QSet>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QSplitter>
#include <QSplitterHandle>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QWheelEvent>
#include <QtTest>
#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <qcustomplot.h>
#include <set>

namespace {

constexpr int kTimeout = kHangMs;

// Records the parameters of every result the window puts on screen.
struct ResultLog {
    std::vector<pe::EncodingParams> params;
    std::vector<pe::Metric> metrics;
    std::vector<quint64> generations;
    explicit ResultLog(MainWindow& w) {
        QObject::connect(&w, &MainWindow::resultPresented, &w, [this, &w](quint64 generation) {
            params.push_back(w.currentResult()->request.params);
            metrics.push_back(w.currentResult()->request.metric);
            generations.push_back(generation);
        });
    }
};

QCPColorMapData* cellsOf(QCustomPlot* plot) {
    return static_cast<QCPColorMap*>(plot->plottable(0))->data();
}

// What the heatmap's top row shows in `column`: the mean over the positions its cell covers
// (those within half a row of position 0: 0 .. step/2), summed here from the exact values.
// The value drawn in the top row of an (interleaved) column: the mean of the positions its
// run covers, or 0 when its pair turns more than a quarter cycle from one row to the next.
double topRowValue(const MainWindow& w, std::int64_t column) {
    const pe::EncodingParams p = w.document()->params();
    const std::int64_t step =
        w.heatmapView()->result()->payload<HeatmapPayload>().heatmap.rows.step;
    if (double(step) * std::pow(p.base, -2.0 * double(column / 2) / double(p.dim)) > M_PI / 2)
        return 0.0;
    const std::int64_t end = std::min(step - (step - 1) / 2, p.length);
    double sum = 0.0;
    for (std::int64_t pos = 0; pos < end; ++pos)
        sum += pe::encodingValue(pos, column, p);
    return sum / double(end);
}

// What a user does in a spin box: click into it, select the text, type, press Return.
void typeInto(QAbstractSpinBox* spin, const QString& text) {
    QTest::mouseClick(spin, Qt::LeftButton, {}, QPoint(spin->width() / 3, spin->height() / 2));
    QTest::keyClick(spin, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(spin, text);
    QTest::keyClick(spin, Qt::Key_Return);
}

// A left click on a horizontal slider's groove at `fraction` of its width: with the styles
// Qt ships, a click on the groove moves the handle there or a page towards it.
void clickSliderAt(QSlider* slider, double fraction) {
    QTest::mouseClick(slider, Qt::LeftButton, {},
                      QPoint(int(slider->width() * fraction), slider->height() / 2));
}

// One notch (or several) of a mouse wheel at `at` in `widget`, as the platform sends it.
void turnWheel(QWidget* widget, QPoint at, int notches) {
    QWheelEvent event(at, widget->mapToGlobal(at), QPoint(), QPoint(0, 120 * notches), Qt::NoButton,
                      Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(widget, &event);
}

// The height of the springs' bar at `key`, wrapped or not; NaN where there is none.
double barAt(SpringsView* springs, double key) {
    for (QCPBars* bars : {springs->bars(), springs->wrappedBars()})
        for (auto it = bars->data()->constBegin(); it != bars->data()->constEnd(); ++it)
            if (it->key == key)
                return it->value;
    return std::numeric_limits<double>::quiet_NaN();
}

} // namespace

class TestExplorerWindow : public QObject {
    Q_OBJECT
  private:
    QTemporaryDir dir_;
    QString settingsFile() const { return dir_.filePath(QStringLiteral("session.ini")); }

    std::unique_ptr<MainWindow> openWindow(StartOptions options = {}) {
        WindowOpening how;
        how.start = options;
        how.activate = false;
        how.timeoutMs = kTimeout;
        return openTestWindow(settingsFile(), how);
    }
    // Idle and quiet (window_fixture.h), with this test's timeout.
    void waitIdle(MainWindow& w) { ::waitIdle(w, kTimeout); }

    // Answers the dialogs Export opens, as a user does: Return in the export dialog (first
    // choosing `format` there, if given), then `path` typed into the file dialog and Save
    // clicked. `seen` lists the dialogs answered, in order.
    void answerExportDialogs(QTimer& driver, QStringList& seen, const QString& path,
                             const QString& format = QString()) {
        driver.setInterval(50);
        connect(&driver, &QTimer::timeout, [&seen, path, format, polls = 0]() mutable {
            QWidget* modal = QApplication::activeModalWidget();
            if (!modal)
                return;
            if (++polls > 200) { // never hang the suite on a dialog the test cannot answer
                seen << QString("stuck in ") + modal->metaObject()->className();
                modal->close();
                return;
            }
            const QString kind = modal->metaObject()->className();
            // A dialog still open a second after it was answered: answer it again (the
            // offscreen file dialog can miss a click while it is still listing the folder).
            if (seen.contains(kind) && polls % 20 != 0)
                return;
            seen.removeAll(kind);
            if (auto* dialog = qobject_cast<QFileDialog*>(modal)) {
                auto* name = dialog->findChild<QLineEdit*>("fileNameEdit");
                if (!name || !name->isVisible() || !dialog->isActiveWindow())
                    return; // not shown and active yet: the next poll
                seen << kind;
                name->setFocus();
                QTest::keyClick(name, Qt::Key_A, Qt::ControlModifier);
                QTest::keyClicks(name, path);
                // A click on Save (a Return could go to the line edit's completer popup).
                auto* buttons = dialog->findChild<QDialogButtonBox*>();
                QPushButton* save = buttons ? buttons->button(QDialogButtonBox::Save) : nullptr;
                if (!save && buttons)
                    save = buttons->button(QDialogButtonBox::Open);
                if (save && name->text() == path)
                    QTest::mouseClick(save, Qt::LeftButton);
                else
                    seen << "typed '" + name->text() + "'";
            } else if (modal->inherits("ExportDialog")) {
                seen << kind;
                if (!format.isEmpty()) {
                    auto* box = modal->findChild<QComboBox*>(QStringLiteral("format"));
                    // Keys, as a user chooses: the box takes the focus, the format's name
                    // typed picks it.
                    box->setFocus();
                    QTest::keyClicks(box, format);
                    if (!box->currentText().startsWith(format))
                        seen << "format " + box->currentText();
                }
                QTest::keyClick(modal, Qt::Key_Return);
            }
        });
        driver.start();
    }

  private slots:
    // The File menu remembers its folder in the application's settings: never the user's.
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { QFile::remove(settingsFile()); }

    // The whole window fits a 1024 x 768 projector, at the default text size: every view
    // and the controls side by side, nothing off the screen's right edge.
    void theWindowFitsA1024PixelScreen() {
        auto w = openWindow();
        QVERIFY(w);
        QVERIFY2(w->minimumSizeHint().width() <= 1024,
                 qPrintable(QString::number(w->minimumSizeHint().width())));
        w->resize(1024, 768);
        QTRY_COMPARE_WITH_TIMEOUT(w->width(), 1024, kTimeout);
        QVERIFY(deliverPostedEvents());
        // At the default text size every tab's name whole: a bar shortens its names only
        // where all of them, whole, are wider than it.
        for (QTabWidget* tabs : w->centralWidget()->findChildren<QTabWidget*>())
            QVERIFY2(tabs->tabBar()->sizeHint().width() <= tabs->width(),
                     qPrintable(QStringLiteral("%1 px of names in a %2 px bar")
                                    .arg(tabs->tabBar()->sizeHint().width())
                                    .arg(tabs->width())));
        // Every tab in sight, none behind scroll arrows, at the largest text too; a shortened
        // name says the rest.
        const auto normalText = qScopeGuard([] { DisplayScale::instance().reset(); });
        for (int press = 0; press < 8 && DisplayScale::instance().factor() < 2.0; ++press)
            QTest::keyClick(w.get(), Qt::Key_Equal, Qt::ControlModifier);
        QVERIFY(deliverPostedEvents());
        for (QTabWidget* tabs : w->centralWidget()->findChildren<QTabWidget*>()) {
            QTabBar* bar = tabs->tabBar();
            for (int i = 0; i < bar->count(); ++i) {
                QVERIFY2(bar->rect().contains(bar->tabRect(i)),
                         qPrintable(bar->tabText(i) + QStringLiteral(" outside its bar")));
                QCOMPARE(bar->tabToolTip(i), bar->tabText(i));
            }
        }
    }

    void eachControlGivesOneFinalResult_data() {
        QTest::addColumn<QString>("control");
        for (const char* c :
             {"length spin", "length slider", "length keyboard", "length huge", "dim spin",
              "dim slider", "dim huge", "base spin", "base slider", "layout", "metric"})
            QTest::newRow(c) << QString::fromLatin1(c);
    }
    void eachControlGivesOneFinalResult() {
        QFETCH(QString, control);
        auto w = openWindow();
        ControlPanel* panel = w->controlPanel();
        ResultLog log(*w);
        if (control == "length spin")
            typeInto(panel->lengthField()->spinBox(), "300");
        else if (control == "length slider")
            clickSliderAt(panel->lengthField()->slider(), 0.75);
        else if (control == "length keyboard")
            QTest::keyClick(panel->lengthField()->slider(), Qt::Key_PageUp);
        else if (control == "length huge") // more positions than pixels: sampled
            typeInto(panel->lengthField()->spinBox(), "200000");
        else if (control == "dim huge") // more dimensions than pixels: sampled
            typeInto(panel->dimField()->spinBox(), "3001");
        else if (control == "dim spin")
            typeInto(panel->dimField()->spinBox(), "33");
        else if (control == "dim slider")
            clickSliderAt(panel->dimField()->slider(), 0.8);
        else if (control == "base spin")
            typeInto(panel->baseField()->spinBox(), "500000");
        else if (control == "base slider")
            clickSliderAt(panel->baseField()->slider(), 0.3);
        else if (control == "layout")
            QTest::keyClick(panel->layoutBox(), Qt::Key_Down);
        else if (control == "metric")
            QTest::keyClick(panel->metricBox(), Qt::Key_End);
        const pe::EncodingParams expected = panel->params();
        const pe::Metric expectedMetric = panel->metric();
        QVERIFY(expected != pe::EncodingParams() || expectedMetric != pe::Metric::Cosine);
        if (control == "length spin")
            QCOMPARE(expected.length, 300);
        else if (control == "length huge")
            QCOMPARE(expected.length, 200000);
        else if (control == "dim spin")
            QCOMPARE(expected.dim, 33);
        else if (control == "dim huge")
            QCOMPARE(expected.dim, 3001);
        else if (control == "base spin")
            QCOMPARE(expected.base, 500000.0);
        else if (control == "layout")
            QVERIFY(expected.layout == pe::Layout::Concatenated);
        else if (control == "metric")
            QVERIFY(expectedMetric == pe::Metric::Euclidean);
        waitIdle(*w);
        // One request for the final setting (its refined result, the band, may follow it).
        std::set<quint64> matching;
        for (std::size_t i = 0; i < log.params.size(); ++i)
            if (log.params[i] == expected && log.metrics[i] == expectedMetric)
                matching.insert(log.generations[i]);
        QCOMPARE(matching.size(), std::size_t(1));
        QVERIFY(log.params.back() == expected);
        QCOMPARE(w->document()->params().length, expected.length);
    }

    void twoHundredRapidChangesEndOnTheLast() {
        auto w = openWindow();
        ControlPanel* panel = w->controlPanel();
        const int baseBefore = panel->baseField()->slider()->value();
        for (int i = 0; i < 200; ++i) {
            QTest::keyClick(panel->lengthField()->spinBox(), Qt::Key_Up);
            if (i % 2)
                QTest::keyClick(panel->dimField()->spinBox(), Qt::Key_Up);
            if (i % 4 == 0) // 50 steps: from 10000 they stay inside the slider's range
                QTest::keyClick(panel->baseField()->slider(), Qt::Key_Right);
            QCoreApplication::processEvents(); // let the worker start and be cancelled
        }
        const pe::EncodingParams last = panel->params();
        QCOMPARE(last.length, 64 + 200); // one step a key press
        QCOMPARE(last.dim, 16 + 100);
        QCOMPARE(panel->baseField()->slider()->value(),
                 baseBefore + 50 * panel->baseField()->slider()->singleStep());
        waitIdle(*w);
        // Every view in sight; one behind another tab once it comes forward.
        for (PlotView* view : w->views()) {
            if (!view->isVisible()) {
                clickTabHolding(view);
                waitIdle(*w);
            }
            QVERIFY2(view->result(), qPrintable(view->title()));
            QVERIFY2(view->result()->request.params == last, qPrintable(view->title()));
        }
        // The plots themselves, not only the views' bookkeeping.
        QCPColorMapData* heat = cellsOf(w->heatmapView()->plot());
        const double topRow = heat->valueRange().lower;
        QCOMPARE(heat->keySize(), int(last.dim));
        QVERIFY(std::abs(heat->data(3, topRow) - topRowValue(*w, 3)) < 1e-6);
        QCOMPARE(w->view<FrequencyBandView>()->graph()->data()->size(), int(last.dim));
        QVERIFY(w->windowTitle().contains(QString::number(last.length)));
    }

    void theExtremesOfEveryRangeWork() {
        // Under QtTest's watchdog (five minutes a test function), so a hang fails here.
        constexpr int kSlowStepMs = 240000;
        auto w = openWindow();
        ControlPanel* panel = w->controlPanel();
        const std::pair<int, int> extremes[] = {{1, 1}, {1'000'000, 4096}, {2, 3}};
        for (const auto& [L, D] : extremes) {
            typeInto(panel->lengthField()->spinBox(), QString::number(L));
            typeInto(panel->dimField()->spinBox(), QString::number(D));
            // The views of the whole table (principal components, spectrum) at L = 10^6 and
            // D = 4096 take many seconds under the sanitizers on a loaded machine: the bound
            // only stops a hang, the test waits for the state.
            ::waitIdle(*w, kSlowStepMs);
            QCOMPARE(w->document()->params().length, L);
            QCOMPARE(w->document()->params().dim, D);
            // Every view, those behind other tabs once they come forward.
            for (PlotView* view : w->views()) {
                if (!view->isVisible()) {
                    clickTabHolding(view);
                    ::waitIdle(*w, kSlowStepMs);
                }
                QVERIFY2(view->result() &&
                             view->result()->request.params == w->document()->params(),
                         qPrintable(view->title()));
            }
            QCPColorMapData* heat = cellsOf(w->heatmapView()->plot());
            // Never more cells than the axis rect has pixels.
            QVERIFY(heat->keySize() <= std::max(2, w->heatmapView()->plot()->axisRect()->width()));
            QVERIFY(heat->valueSize() <=
                    std::max(2, w->heatmapView()->plot()->axisRect()->height()));
            // The first drawn column stands for the sin columns (even, interleaved) of pairs
            // 0 .. (step-1)/2 when it covers several: their mean, never a blend with cos.
            const std::int64_t colStep =
                w->heatmapView()->result()->payload<HeatmapPayload>().heatmap.cols.step;
            double expected = 0.0;
            int n = 0;
            for (std::int64_t c = 0; c <= colStep - 1 && c < D; c += 2, ++n)
                expected += topRowValue(*w, c);
            QVERIFY(std::abs(heat->data(0, 0) - expected / n) < 1e-6);
        }
    }

    // When a row stands for many positions the hover text also says what the cell under the
    // cursor holds, and that is the value drawn there (a user compares the two).
    void theHoverTextNamesTheDrawnMean() {
        auto w = openWindow();
        ControlPanel* panel = w->controlPanel();
        typeInto(panel->lengthField()->spinBox(), "100000");
        waitIdle(*w);
        QCOMPARE(w->document()->params().length, 100'000);
        QCOMPARE(w->document()->params().dim, 16);
        const DisplayGrid& heat = w->heatmapView()->result()->payload<HeatmapPayload>().heatmap;
        QVERIFY(heat.rows.step > 1);
        // Dim 13 (pair 6, wavelength 2 pi 10000^(12/16) = 6283) is drawn at this row step.
        QVERIFY(
            w->heatmapView()->describeDrawnCell(heat.rows.at(0), 13).contains("mean of pos 0-"));
        const std::int64_t row = heat.rows.count / 2, pos = heat.rows.at(row) + 1;
        const QString text = w->heatmapView()->describeDrawnCell(pos, 13);
        const std::int64_t first = heat.rows.at(row) - (heat.rows.step - 1) / 2;
        QVERIFY2(text.contains(QString("mean of pos %1-%2 in dim %3")
                                   .arg(first)
                                   .arg(first + heat.rows.step - 1)
                                   .arg(heat.cols.at(13))),
                 qPrintable(text));
        const double shown = text.section("= ", -1).toDouble();
        QVERIFY2(std::abs(shown - heat.at(row, 13)) < 1e-6, qPrintable(text));
        QVERIFY(std::abs(shown) > 0.01);
        // Dim 3 (pair 1, wavelength 20) turns many times a row: drawn as 0, and said so.
        QVERIFY2(w->heatmapView()->describeDrawnCell(pos, 3).contains("drawn as 0"),
                 qPrintable(w->heatmapView()->describeDrawnCell(pos, 3)));
        QCOMPARE(heat.at(row, 3), 0.0f);
        typeInto(panel->lengthField()->spinBox(), "20");
        waitIdle(*w);
        QVERIFY(w->heatmapView()->describeDrawnCell(5, 3).isEmpty()); // a row is one position
    }

    // D = 512 (the paper's) in a heatmap narrower than 512 pixels, both layouts: every column
    // drawn under a tick label is the exact encoding of the dimension the label names, from the
    // paper's formula here, at every position (a column drawn as a mean of dims drew a white
    // wedge of 0 where they drift apart; one drawn between two labels would name no dimension).
    void aNarrowHeatmapDrawsTheDimensionsItsLabelsName() {
        auto w = openWindow();
        typeInto(w->controlPanel()->dimField()->spinBox(), "512");
        waitIdle(*w);
        for (const int layout : {0, 1}) {
            w->controlPanel()->layoutBox()->setCurrentIndex(layout);
            waitIdle(*w);
            const pe::EncodingParams p = w->document()->params();
            QCOMPARE(p.dim, 512);
            QCustomPlot* plot = w->heatmapView()->plot();
            plot->replot();
            const DisplayGrid& heat = w->heatmapView()->result()->payload<HeatmapPayload>().heatmap;
            QVERIFY2(heat.cols.step > 1, qPrintable(QString::number(heat.cols.step)));
            QCOMPARE(heat.rows.step, 1);
            QCPColorMapData* cells = cellsOf(plot);
            int labelled = 0;
            for (const double tick : plot->xAxis->tickVector()) {
                if (tick < 0 || tick > 511)
                    continue;
                const auto dim = std::int64_t(tick);
                QCOMPARE(double(dim), tick);
                const bool isSin = layout == 0 ? dim % 2 == 0 : dim < 256;
                const std::int64_t pair = layout == 0 ? dim / 2 : dim % 256;
                for (std::int64_t pos = 0; pos < p.length; ++pos) {
                    int key = 0, value = 0;
                    cells->coordToCell(tick, double(pos), &key, &value);
                    const double angle = double(pos) / std::pow(10000.0, 2.0 * pair / 512.0);
                    const double exact = isSin ? std::sin(angle) : std::cos(angle);
                    QVERIFY2(std::abs(cells->cell(key, value) - exact) < 1e-6,
                             qPrintable(QString("layout %1, dim %2, pos %3: %4, not %5")
                                            .arg(layout)
                                            .arg(dim)
                                            .arg(pos)
                                            .arg(cells->cell(key, value))
                                            .arg(exact)));
                }
                ++labelled;
            }
            QVERIFY(labelled >= 3);
            QVERIFY2(w->heatmapView()->subtitle().contains(
                         QString("columns: dims 0, %1, %2, ... exactly (1 in %1)")
                             .arg(heat.cols.step)
                             .arg(2 * heat.cols.step)),
                     qPrintable(w->heatmapView()->subtitle()));
        }
    }

    void plotsHoldTheEnginesNumbers() {
        auto w = openWindow(); // L = 64, D = 16, base 10000, cosine
        const pe::EncodingParams p = w->document()->params();
        QCOMPARE(p.length, 64);
        const pe::Matrix pe = pe::sinusoidalEncoding(p);
        QCPColorMapData* heat = cellsOf(w->heatmapView()->plot());
        QCOMPARE(heat->keySize(), 16);
        QCOMPARE(heat->valueSize(), 64);
        for (int pos = 0; pos < 64; ++pos)
            for (int d = 0; d < 16; ++d)
                QVERIFY(std::abs(heat->cell(d, pos) - pe(pos, d)) < 1e-6);
        const pe::Matrix sim = pe::similarity(p, pe::Metric::Cosine);
        QCPColorMapData* simCells = cellsOf(w->view<SimilarityView>()->plot());
        for (int a = 0; a < 64; ++a)
            for (int b = 0; b < 64; ++b)
                QVERIFY(std::abs(simCells->cell(b, a) - sim(a, b)) < 1e-6);
        // Waveforms: the dots are PE[:, d] at the integer positions.
        QCustomPlot* waves = w->view<WaveformView>()->plot();
        QVERIFY(waves->graphCount() >= 2);
        const std::int64_t firstDim = w->document()->selection().waveDims.front();
        auto dots = waves->graph(1)->data();
        QCOMPARE(dots->size(), 64);
        for (int pos = 0; pos < 64; ++pos)
            QVERIFY(std::abs(dots->at(pos)->value - pe(pos, firstDim)) < 1e-12);
        for (int d = 0; d < 16; ++d)
            QCOMPARE(w->view<FrequencyBandView>()->graph()->data()->at(d)->value,
                     pe::pairWavelength(d / 2, 16, p.base));
    }

    void offsetProfileIsTheSameFromPositionTen() {
        auto w = openWindow();
        auto profile = w->view<OffsetProfileView>()->graph()->data();
        QVERIFY(std::abs(profile->at(3)->value - 0.6928876326631178) < 1e-12);
        typeInto(w->controlPanel()->pBox(), "10");
        waitIdle(*w);
        QCOMPARE(w->currentResult()->p, 10);
        profile = w->view<OffsetProfileView>()->graph()->data();
        QCOMPARE(profile->size(), 54);
        QVERIFY(std::abs(profile->at(3)->value - 0.6928876326631178) < 1e-12);
    }

    // L = 20000: the profile's points stand for runs of offsets and draw their min .. max band
    // (its first point reaching the exact 1 at k = 0); a click on "Log-spaced offsets" draws
    // exact values at log-spaced whole offsets instead, k = 0 at the left, and q - p is marked
    // where the log axis puts it. A second click brings the band back.
    void theOffsetProfileReadsLongContextsOnALogAxis() {
        auto w = openWindow();
        typeInto(w->controlPanel()->lengthField()->spinBox(), "20000");
        waitIdle(*w);
        OffsetProfileView* view = w->view<OffsetProfileView>();
        w->bringForward(view);
        waitIdle(*w);
        QVERIFY(!view->envelopeHigh()->data()->isEmpty());
        QVERIFY(view->envelopeHigh()->data()->at(0)->value == 1.0);
        // The line's first point is k = 0 itself, with a dot: the next is a run's mean.
        QCOMPARE(view->graph()->data()->at(0)->value, 1.0);
        QCOMPARE(view->originGraph()->data()->at(0)->value, 1.0);
        QVERIFY(view->graph()->data()->at(1)->value < 1.0);
        QTest::mouseClick(view->logBox(), Qt::LeftButton, {},
                          QPoint(8, view->logBox()->height() / 2));
        QTRY_VERIFY_WITH_TIMEOUT(
            view->result() && view->result()->payload<OffsetsPayload>().isLog(), kHangMs);
        waitIdle(*w);
        const OffsetsPayload& o = view->result()->payload<OffsetsPayload>();
        const pe::EncodingParams p = w->document()->params();
        const std::int64_t from = view->result()->p;
        QCOMPARE(o.logOffsets.back(), p.length - 1 - from);
        QVERIFY(view->envelopeHigh()->data()->isEmpty());
        auto points = view->graph()->data();
        QCOMPARE(points->size(), int(o.logOffsets.size()));
        QCOMPARE(points->at(0)->key, -0.5);
        QVERIFY(points->at(0)->value == 1.0);
        for (int m = 1; m < points->size(); ++m) {
            const std::int64_t k = o.logOffsets[std::size_t(m)];
            QCOMPARE(points->at(m)->key, std::log10(double(k)));
            double dot = 0.0;
            for (int i = 0; i < 8; ++i)
                dot += std::cos(double(k) / std::pow(p.base, 2.0 * i / 16.0));
            QVERIFY(std::abs(points->at(m)->value - dot / 8.0) < 1e-12);
        }
        const std::int64_t k = w->document()->selection().q - w->document()->selection().p;
        QVERIFY(k > 0);
        QCOMPARE(view->qOffsetMark(), std::log10(double(k)));
        QTest::mouseClick(view->logBox(), Qt::LeftButton, {},
                          QPoint(8, view->logBox()->height() / 2));
        QTRY_VERIFY_WITH_TIMEOUT(
            view->result() && !view->result()->payload<OffsetsPayload>().isLog(), kHangMs);
        QCOMPARE(view->qOffsetMark(), double(k));
        waitIdle(*w); // the band follows the line
        QVERIFY(!view->envelopeHigh()->data()->isEmpty());
    }

    // The picture does not wait for the band: a new L puts the profile's line (each point its
    // run's mean) on screen with the other views, the subtitle saying the band is being
    // computed, while the worker is still busy; the same request's whole result follows with
    // the band and its subtitle, and the line stays as it was. (The worker holds the band until
    // the test has looked, so the picture is surely seen first on any machine.)
    void theProfilesBandFollowsItsLine() {
        auto w = openWindow();
        OffsetProfileView* view = w->view<OffsetProfileView>();
        w->bringForward(view);
        waitIdle(*w);
        const auto lineOf = [view] {
            QList<double> line;
            for (auto it = view->graph()->data()->constBegin();
                 it != view->graph()->data()->constEnd(); ++it)
                line << it->value;
            return line;
        };
        w->worker()->runner()->setRefinementsHeld(true);
        typeInto(w->controlPanel()->lengthField()->spinBox(), "200000");
        QTRY_VERIFY_WITH_TIMEOUT(view->result() && view->result()->request.params.length == 200000,
                                 kHangMs);
        const quint64 generation = view->result()->generation;
        QVERIFY(!w->isIdle());
        QVERIFY(view->envelopeHigh()->data()->isEmpty());
        QVERIFY2(view->subtitle().contains("band is being computed"), qPrintable(view->subtitle()));
        const QList<double> line = lineOf();
        QVERIFY(line.size() > 100);
        w->worker()->runner()->setRefinementsHeld(false);
        waitIdle(*w);
        QCOMPARE(view->result()->generation, generation);
        QVERIFY(view->result() == w->currentResult());
        // The other views keep the picture's result: nothing of theirs changed, so they are
        // not drawn again.
        QVERIFY(w->heatmapView()->result() != w->currentResult());
        QCOMPARE(w->heatmapView()->result()->generation, generation);
        QVERIFY(!view->envelopeHigh()->data()->isEmpty());
        QVERIFY2(view->subtitle().contains("band their min .. max"), qPrintable(view->subtitle()));
        QCOMPARE(lineOf(), line);
    }

    void clickingAHeatmapColumnAddsItsWaveform() {
        auto w = openWindow();
        QCustomPlot* plot = w->heatmapView()->plot();
        const QPoint cell(int(plot->xAxis->coordToPixel(13)), int(plot->yAxis->coordToPixel(20)));
        QTest::mouseClick(plot, Qt::LeftButton, {}, cell);
        // Once no double-click can follow.
        QTRY_COMPARE_WITH_TIMEOUT(w->document()->selection().p, 20, kHangMs);
        QCOMPARE(w->document()->selection().dimension, 13);
        const auto& dims = w->document()->selection().waveDims;
        QVERIFY(std::find(dims.begin(), dims.end(), 13) != dims.end());
        waitIdle(*w);
        bool drawn = false;
        for (const Waveform& wave :
             w->view<WaveformView>()->result()->payload<WaveformsPayload>().waveforms)
            drawn = drawn || wave.dim == 13;
        QVERIFY(drawn);
        // Clicked after dim 15, drawn before it: each column's outline on the heatmap has its
        // curve's colour in the waveforms.
        QCustomPlot* waves = w->view<WaveformView>()->plot();
        int matched = 0;
        for (int g = 0; g < waves->graphCount(); ++g) {
            const QString name = waves->graph(g)->name();
            if (!name.startsWith(QStringLiteral("d ")))
                continue;
            const int dim = name.section(QLatin1Char(' '), 1, 1).toInt();
            bool found = false;
            for (int i = 0; i < plot->itemCount(); ++i)
                if (auto* rect = qobject_cast<QCPItemRect*>(plot->item(i)))
                    found = found || (std::abs(rect->topLeft->coords().x() - (dim - 0.5)) < 1e-9 &&
                                      rect->pen().color() == waves->graph(g)->pen().color());
            QVERIFY2(found, qPrintable(name));
            ++matched;
        }
        QCOMPARE(matched, 5);
    }

    void hoveringACellNamesItInDouble() {
        auto w = openWindow();
        QCustomPlot* plot = w->heatmapView()->plot();
        QSignalSpy inspected(w->heatmapView(), &PlotView::inspected);
        const QPoint cell(int(plot->xAxis->coordToPixel(13)), int(plot->yAxis->coordToPixel(20)));
        QTest::mouseMove(plot, cell);
        QTRY_COMPARE_WITH_TIMEOUT(inspected.count(), 1, kHangMs);
        const QString text = inspected.at(0).at(0).toString();
        const pe::EncodingParams p = w->document()->params();
        QVERIFY2(text.contains("pos 20, dim 13 (cos)"), qPrintable(text));
        QVERIFY2(text.contains("pair i = 6"), qPrintable(text));
        QVERIFY2(text.contains(QString::number(pe::pairWavelength(6, 16, p.base), 'g', 8)),
                 qPrintable(text));
        // Eight decimals, the zeros at the end dropped.
        QString value = QString::number(pe::encodingValue(20, 13, p), 'f', 8);
        while (value.endsWith('0'))
            value.chop(1);
        QVERIFY2(text.contains(QStringLiteral("value = ") + value), qPrintable(text));
        QVERIFY(w->statusBar()->currentMessage().contains("pos 20, dim 13"));
    }

    void draggingABandSelectsItsDimensions() {
        auto w = openWindow();
        QCustomPlot* plot = w->view<FrequencyBandView>()->plot();
        const int y = plot->axisRect()->center().y();
        const QPoint from(int(plot->xAxis->coordToPixel(4)), y);
        const QPoint to(int(plot->xAxis->coordToPixel(9)), y);
        QTest::mousePress(plot, Qt::LeftButton, {}, from);
        QTest::mouseMove(plot, to); // with the left button still held
        QTest::mouseRelease(plot, Qt::LeftButton, {}, to);
        QCOMPARE(w->document()->selection().bandFirst, 4);
        QCOMPARE(w->document()->selection().bandLast, 9);
        // The heatmap outlines the band; nothing drawn over its cells changes their colour.
        QCustomPlot* heat = w->heatmapView()->plot();
        for (int i = 0; i < heat->itemCount(); ++i)
            if (auto* rect = qobject_cast<QCPItemRect*>(heat->item(i)))
                QCOMPARE(rect->brush().style(), Qt::NoBrush);
        waitIdle(*w);
        std::vector<std::int64_t> shown;
        for (const Waveform& wave :
             w->view<WaveformView>()->result()->payload<WaveformsPayload>().waveforms)
            shown.push_back(wave.dim);
        QCOMPARE(shown, (std::vector<std::int64_t>{4, 5, 6, 7, 8, 9}));
    }

    void similarityFromTheDraggedBandOnly() {
        auto w = openWindow(); // L = 64, D = 16, cosine
        QCustomPlot* plot = w->view<FrequencyBandView>()->plot();
        const int y = plot->axisRect()->center().y();
        // Dimensions 3 .. 10 cut pairs 1 and 5 in two: their lone columns are not Toeplitz.
        const QPoint from(int(plot->xAxis->coordToPixel(3)), y);
        const QPoint to(int(plot->xAxis->coordToPixel(10)), y);
        QTest::mousePress(plot, Qt::LeftButton, {}, from);
        QTest::mouseMove(plot, to);
        QMouseEvent move(QEvent::MouseMove, to, plot->mapToGlobal(to), Qt::NoButton, Qt::LeftButton,
                         Qt::NoModifier);
        QCoreApplication::sendEvent(plot, &move);
        QTest::mouseRelease(plot, Qt::LeftButton, {}, to);
        QCOMPARE(w->document()->selection().bandFirst, 3);
        QCOMPARE(w->document()->selection().bandLast, 10);
        waitIdle(*w);
        QVERIFY(!w->currentResult()->request.band); // the box is off: every dimension counts
        QCheckBox* box = w->controlPanel()->bandOnlyBox();
        QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(8, box->height() / 2));
        QVERIFY(box->isChecked());
        waitIdle(*w);
        // Brute force over the encoding's columns 3 .. 10, straight from the definitions.
        const pe::Matrix cols = pe::sinusoidalEncoding(w->document()->params()).middleCols(3, 8);
        auto cosine = [&](int a, int b) {
            return cols.row(a).dot(cols.row(b)) / (cols.row(a).norm() * cols.row(b).norm());
        };
        QCPColorMapData* cells = cellsOf(w->view<SimilarityView>()->plot());
        QCOMPARE(cells->keySize(), 64);
        double worst = 0.0;
        for (int a = 0; a < 64; ++a)
            for (int b = 0; b < 64; ++b)
                worst = std::max(worst, std::abs(cells->cell(b, a) - cosine(a, b)));
        QVERIFY2(worst < 1e-6, qPrintable(QString::number(worst)));
        auto profile = w->view<OffsetProfileView>()->graph()->data();
        const int p = int(w->document()->selection().p);
        for (int k = 0; k < profile->size(); ++k)
            QVERIFY(std::abs(profile->at(k)->value - cosine(p, p + k)) < 1e-12);
        QVERIFY2(w->view<SimilarityView>()->subtitle().contains("dims 3-10 only"),
                 qPrintable(w->view<SimilarityView>()->subtitle()));
        QVERIFY(w->view<OffsetProfileView>()->subtitle().contains("dims 3-10 only"));
        // Off again: the whole encoding's similarity comes back.
        QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(8, box->height() / 2));
        waitIdle(*w);
        const pe::Matrix full = pe::similarity(w->document()->params(), pe::Metric::Cosine);
        cells = cellsOf(w->view<SimilarityView>()->plot());
        QVERIFY(std::abs(cells->cell(3, 0) - full(0, 3)) < 1e-6);
        QVERIFY(!w->view<SimilarityView>()->subtitle().contains("only"));
    }

    void springsShowEachPairsShareOfTheDistance() {
        auto w = openWindow(); // L = 64, D = 16
        w->controlPanel()->pBox()->setValue(10);
        w->controlPanel()->qBox()->setValue(13);
        waitIdle(*w);
        SpringsView* springs = w->view<SpringsView>();
        clickTabHolding(springs);
        waitIdle(*w);
        auto bars = springs->bars()->data();
        const std::vector<double> shares = pe::pairDistance(w->document()->params(), 10, 13);
        QCOMPARE(bars->size(), 8); // one bar per pair while they fit
        for (int i = 0; i < 8; ++i) {
            QCOMPARE(bars->at(i)->key, double(i));
            QCOMPARE(bars->at(i)->value, shares[std::size_t(i)]);
        }
        // The subtitle's sum is the squared distance between the two rows of the encoding.
        const pe::Matrix pe = pe::sinusoidalEncoding(w->document()->params());
        const double distance2 = (pe.row(10) - pe.row(13)).squaredNorm();
        QVERIFY2(springs->subtitle().contains(QString::number(distance2, 'g', 8)),
                 qPrintable(springs->subtitle()));
        // w_i * 3 = pi where 10000^(-2i/16) = pi/3.
        const double halfTurn = -8.0 * std::log(M_PI / 3.0) / std::log(10000.0);
        QVERIFY(std::abs(springs->halfTurnMark() - halfTurn) < 1e-12);

        // A click on a similarity cell: row p = 20, column q = 5.
        QCustomPlot* sim = w->view<SimilarityView>()->plot();
        const QPoint cell(int(sim->xAxis->coordToPixel(5)), int(sim->yAxis->coordToPixel(20)));
        QTest::mouseClick(sim, Qt::LeftButton, {}, cell);
        QTRY_COMPARE_WITH_TIMEOUT(w->document()->selection().p, 20,
                                  kHangMs); // once no double-click can follow
        QCOMPARE(w->document()->selection().q, 5);
        waitIdle(*w);
        QVERIFY(springs->isVisible()); // its tab came to the front
        // Offset 15 wraps pairs 0 and 1 (w_i 15 > pi): drawn apart, with the same heights.
        const std::vector<double> clicked = pe::pairDistance(w->document()->params(), 20, 5);
        QCOMPARE(springs->wrappedBars()->data()->size(), 2);
        for (int i = 0; i < 8; ++i)
            QCOMPARE(barAt(springs, i), clicked[std::size_t(i)]);

        // p = 0, q = 3: pair 0 has turned w_0 * 3 = 3 < pi, its bar near the full 4, and the
        // half-turn mark runs through it. The mark's label stands above the bar, not on it.
        w->controlPanel()->pBox()->setValue(0);
        w->controlPanel()->qBox()->setValue(3);
        waitIdle(*w);
        QCustomPlot* bars3 = springs->plot();
        // At the projector's 1366 x 768 and in a shorter window, where the bars get less height.
        for (const int height : {768, 600}) {
            w->resize(1366, height);
            waitIdle(*w); // the new layout, and any result it asked for, in place
            for (int pass = 0; pass < 3; ++pass)
                bars3->replot(QCustomPlot::rpImmediateRefresh);
            QCPItemText* label = nullptr;
            for (int i = 0; i < bars3->itemCount(); ++i)
                if (auto* text = qobject_cast<QCPItemText*>(bars3->item(i));
                    text && text->visible())
                    label = text;
            QVERIFY(label);
            const double top0 = bars3->yAxis->coordToPixel(2.0 - 2.0 * std::cos(3.0));
            QVERIFY2(
                label->bottom->pixelPosition().y() + 3 <= top0,
                qPrintable(QStringLiteral("%1 px high: label down to y = %2, bar 0 from y = %3")
                               .arg(height)
                               .arg(label->bottom->pixelPosition().y())
                               .arg(top0)));
            QVERIFY(label->top->pixelPosition().y() >= bars3->axisRect()->top());
        }
    }

    void springsBinPairsWiderThanThePixels() {
        StartOptions options;
        options.dim = 4096; // 2048 pairs: more than the view has pixels
        auto w = openWindow(options);
        w->controlPanel()->qBox()->setValue(40);
        waitIdle(*w);
        SpringsView* springs = w->view<SpringsView>();
        clickTabHolding(springs);
        waitIdle(*w);
        const PairSprings& s = springs->result()->payload<SpringsPayload>().springs;
        QVERIFY(s.bins.step > 1);
        QVERIFY(s.bins.count <= springs->plot()->axisRect()->width());
        QVERIFY(springs->subtitle().contains(QString("1 bar = %1 pairs").arg(s.bins.step)));
        const std::vector<double> shares = pe::pairDistance(w->document()->params(), s.p, 40);
        QCOMPARE(springs->bars()->data()->size() + springs->wrappedBars()->data()->size(),
                 int(s.bins.count));
        for (int b = 0; b < int(s.bins.count); ++b) {
            const std::int64_t first = s.bins.at(b);
            const std::int64_t end = std::min<std::int64_t>(first + s.bins.step, 2048);
            double sum = 0.0;
            for (std::int64_t i = first; i < end; ++i)
                sum += shares[std::size_t(i)];
            const double key = 0.5 * double(first + end - 1);
            QVERIFY(std::abs(barAt(springs, key) - sum / double(end - first)) < 1e-12);
        }
    }

    void zoomingInRecomputesExactly() {
        StartOptions options;
        options.length = 100000;
        options.dim = 64;
        auto w = openWindow(options);
        QVERIFY(w->currentResult()->payload<HeatmapPayload>().heatmap.rows.step >
                1); // sampled at first
        // Wheel notches over the middle of the heatmap until a row is one position.
        QCustomPlot* plot = w->heatmapView()->plot();
        const QPoint middle = plot->axisRect()->center();
        int notches = 0;
        for (; w->currentResult()->payload<HeatmapPayload>().heatmap.rows.step > 1 && notches < 200;
             ++notches) {
            turnWheel(plot, middle, 1);
            waitIdle(*w);
        }
        QVERIFY2(notches < 200, "the wheel never zoomed in to one position a row");
        QVERIFY(notches > 5); // 100000 positions need many notches, not one jump
        const DisplayGrid& heat = w->heatmapView()->result()->payload<HeatmapPayload>().heatmap;
        QCOMPARE(heat.rows.step, 1);
        QVERIFY(heat.rows.count > 1);
        // Zoomed about the cursor: the rows shown lie around the position under it.
        const double underCursor = plot->yAxis->pixelToCoord(middle.y());
        QVERIFY(heat.rows.first <= underCursor && underCursor <= heat.rows.at(heat.rows.count - 1));
        QCPColorMapData* cells = cellsOf(w->heatmapView()->plot());
        QCOMPARE(cells->valueSize(), int(heat.rows.count));
        // Float display values: half an ulp below 1 (2^-25 = 3e-8) off the exact double.
        // The wheel zooms both axes: the columns shown are heat.cols, one dimension each.
        QCOMPARE(heat.cols.step, 1);
        QVERIFY(cells->keySize() >= int(heat.cols.count)); // a map keeps at least 2 cells a side
        for (int r = 0; r < int(heat.rows.count); r += 3)
            for (int k = 0; k < int(heat.cols.count); ++k) {
                const std::int64_t pos = heat.rows.at(r), dim = heat.cols.at(k);
                const double exact = pe::encodingValue(pos, dim, w->document()->params());
                QVERIFY2(std::abs(cells->cell(k, r) - exact) < 1e-7,
                         qPrintable(QString("pos %1, dim %2: %3, exact %4")
                                        .arg(pos)
                                        .arg(dim)
                                        .arg(cells->cell(k, r))
                                        .arg(exact)));
            }
        QVERIFY(w->heatmapView()->subtitle().contains("100000"));
        QVERIFY(!w->heatmapView()->subtitle().contains("1 row ="));
    }

    // F2 opens the formula inspector; a mouse click on a heatmap cell fills it in.
    void f2AndAClickOnACellFillTheInspector() {
        auto w = openWindow();
        auto* hub = w->findChild<TeachingHub*>();
        QVERIFY(hub);
        w->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w.get(), kHangMs));
        QVERIFY(!hub->inspectorDock()->isVisible());
        QTest::keyClick(w.get(), Qt::Key_F2);
        QTRY_VERIFY_WITH_TIMEOUT(hub->inspectorDock()->isVisible(), kHangMs);
        QCustomPlot* plot = w->heatmapView()->plot();
        const QPoint cell(int(plot->xAxis->coordToPixel(13)), int(plot->yAxis->coordToPixel(20)));
        QTest::mouseClick(plot, Qt::LeftButton, {}, cell);
        QTRY_COMPARE_WITH_TIMEOUT(hub->inspector()->pos(), std::int64_t(20),
                                  kHangMs); // once no double-click follows
        QCOMPARE(hub->inspector()->dim(), std::int64_t(13));
        // PE(20, 13) = cos(20 / 10000^(12/16)) = cos(0.02), computed here, not by the engine.
        const QString text = hub->inspector()->formulaText();
        QVERIFY2(text.contains(QString::number(std::cos(0.02), 'g', 16)), qPrintable(text));
    }

    // Ctrl+E on the view clicked last, the export dialog accepted with Return, a file name
    // typed into the save dialog: the figure is written (Qt's own dialogs: offscreen has
    // no native ones).
    void ctrlEExportsTheClickedView() {
        QTemporaryDir out;
        auto w = openWindow();
        w->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w.get(), kHangMs));
        QCustomPlot* similarity = w->view<SimilarityView>()->plot();
        QTest::mouseClick(similarity, Qt::LeftButton, {}, similarity->axisRect()->center());
        QTRY_VERIFY_WITH_TIMEOUT(similarity->hasFocus(), kHangMs);
        const QString path = out.filePath("chosen.png");
        QStringList seen;
        QTimer driver;
        answerExportDialogs(driver, seen, path);
        QTest::keyClick(w.get(), Qt::Key_E, Qt::ControlModifier);
        QTRY_VERIFY2_WITH_TIMEOUT(QFile::exists(path), qPrintable(seen.join(", ")), kTimeout);
        driver.stop();
        QCOMPARE(seen, (QStringList{"ExportDialog", "QFileDialog"})); // in this order
        QTRY_VERIFY_WITH_TIMEOUT(w->statusBar()->currentMessage().contains("chosen.png"), kHangMs);
        const QImage image(path);
        QVERIFY(!image.isNull());
        // The similarity view's figure: its title is drawn, so the image is not blank and
        // holds more than two colours.
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 7)
            for (int x = 0; x < image.width(); x += 7)
                colours.insert(image.pixel(x, y));
        QVERIFY(colours.size() > 20);
    }

    // The name typed decides the format where it names one: SVG chosen in the export dialog
    // and "typed.png" typed as the name give a PNG (a file named .png holding SVG opened
    // nowhere); a name without an extension gets the chosen format's.
    void theFileNameTypedDecidesTheFormat() {
        QTemporaryDir out;
        auto w = openWindow();
        w->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w.get(), kHangMs));
        QCustomPlot* similarity = w->view<SimilarityView>()->plot();
        const struct {
            QString typed, format, written;
            QByteArray magic;
        } cases[] = {{out.filePath("typed.png"), QStringLiteral("SVG"), out.filePath("typed.png"),
                      QByteArray("\x89PNG")},
                     {out.filePath("slide"), QStringLiteral("PDF"), out.filePath("slide.pdf"),
                      QByteArray("%PDF")}};
        for (const auto& c : cases) {
            w->activateWindow();
            QVERIFY(QTest::qWaitForWindowActive(w.get(), kHangMs));
            QTest::mouseClick(similarity, Qt::LeftButton, {}, similarity->axisRect()->center());
            QTRY_VERIFY_WITH_TIMEOUT(similarity->hasFocus(), kHangMs);
            QStringList seen;
            QTimer driver;
            answerExportDialogs(driver, seen, c.typed, c.format);
            QTest::keyClick(w.get(), Qt::Key_E, Qt::ControlModifier);
            QTRY_VERIFY2_WITH_TIMEOUT(QFile::exists(c.written), qPrintable(seen.join(", ")),
                                      kTimeout);
            driver.stop();
            QCOMPARE(seen, (QStringList{"ExportDialog", "QFileDialog"}));
            QFile file(c.written);
            QTRY_VERIFY_WITH_TIMEOUT(file.size() > 100, kHangMs);
            QVERIFY(file.open(QIODevice::ReadOnly));
            QVERIFY2(file.read(c.magic.size()) == c.magic, qPrintable(c.written));
            QTRY_VERIFY_WITH_TIMEOUT(
                w->statusBar()->currentMessage().contains(QFileInfo(c.written).fileName()),
                kHangMs);
        }
        QCOMPARE(QDir(out.path()).entryList(QDir::Files).size(), 2); // nothing else written
    }

    void staleResultsNeverOverwriteNewerOnes() {
        auto w = openWindow();
        auto withLength = [&w](std::int64_t L) {
            ExploreRequest r = w->currentRequest();
            r.params.length = L;
            for (ViewPart& part : r.views) {
                const bool positions = part.step == &similarityStep() ||
                                       part.step == &offsetsStep() || part.step == &heatmapStep();
                // The heatmap's second window is of dimensions: D stays.
                const std::size_t count = part.step == &heatmapStep() ? 1 : part.windows.size();
                for (std::size_t i = 0; positions && i < count; ++i)
                    part.windows[i] = fullWindow(L, part.windows[i].pixels);
            }
            return r;
        };
        const ExploreRequest older = withLength(100), newer = withLength(200);
        const quint64 g1 = w->worker()->submit(older);
        const quint64 g2 = w->worker()->submit(newer);
        QTRY_VERIFY_WITH_TIMEOUT(w->currentResult()->generation == g2, kTimeout);
        // The older result arrives last: it must be dropped.
        auto late = computeExplore(older, g1, [] { return false; });
        QVERIFY(!w->present(late));
        QCOMPARE(w->currentResult()->request.params.length, 200);
        QCOMPARE(w->heatmapView()->result()->request.params.length, 200);
        QCOMPARE(cellsOf(w->heatmapView()->plot())->valueRange().upper, 199.0);
        // Nor is the current one shown twice.
        QVERIFY(!w->present(computeExplore(newer, g2, [] { return false; })));
    }

    // Tab goes through the control panel as it reads: top to bottom, left to right, each
    // number's box before its slider; then through the plots, row by row.
    void tabFollowsTheScreen() {
        auto w = openWindow();
        w->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w.get(), kHangMs));
        ControlPanel* panel = w->controlPanel();
        QList<QWidget*> expected = {panel->lengthField()->spinBox(),
                                    panel->lengthField()->slider(),
                                    panel->dimField()->spinBox(),
                                    panel->dimField()->slider(),
                                    panel->baseField()->spinBox(),
                                    panel->baseField()->slider(),
                                    panel->layoutBox(),
                                    panel->metricBox(),
                                    panel->pBox(),
                                    panel->dimensionBox(),
                                    panel->qBox()};
        for (QPushButton* button : panel->findChildren<QPushButton*>())
            expected << button;
        expected << panel->bandOnlyBox();
        QCOMPARE(expected.size(), 14);
        // Then the plots, row by row as the screen shows them: the offset profile (and its
        // log axis box) after the tabs that put it and the springs in one place, the wavelength
        // after the tabs it shares with the views of the whole table.
        auto* pairTabs =
            qobject_cast<QTabWidget*>(w->view<OffsetProfileView>()->parentWidget()->parentWidget());
        auto* tableTabs =
            qobject_cast<QTabWidget*>(w->view<FrequencyBandView>()->parentWidget()->parentWidget());
        QVERIFY(pairTabs && tableTabs && pairTabs != tableTabs);
        expected << w->heatmapView()->plot() << w->view<WaveformView>()->plot()
                 << w->view<SimilarityView>()->plot() << pairTabs->tabBar()
                 << w->view<OffsetProfileView>()->plot() << w->view<OffsetProfileView>()->logBox()
                 << tableTabs->tabBar() << w->view<FrequencyBandView>()->plot();
        expected.front()->setFocus(Qt::TabFocusReason);
        QTRY_COMPARE_WITH_TIMEOUT(QApplication::focusWidget(), expected.front(), kHangMs);
        QList<QWidget*> visited = {QApplication::focusWidget()};
        for (int i = 1; i < expected.size(); ++i) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            visited << QApplication::focusWidget();
        }
        QStringList names;
        for (QWidget* widget : visited)
            names << QString::fromLatin1(widget ? widget->metaObject()->className() : "none");
        // The buttons sit side by side: left to right, whatever order findChildren gave.
        std::sort(expected.begin() + 11, expected.begin() + 13, [panel](QWidget* a, QWidget* b) {
            return a->mapTo(panel, QPoint()).x() < b->mapTo(panel, QPoint()).x();
        });
        QVERIFY2(visited == expected, qPrintable(names.join(QStringLiteral(", "))));
        // And as the screen reads: every field below the one before, or beside it on its right.
        for (int i = 1; i < 14; ++i) {
            const QPoint a = visited[i - 1]->mapTo(panel, QPoint());
            const QPoint b = visited[i]->mapTo(panel, QPoint());
            QVERIFY2(b.y() > a.y() || (b.y() == a.y() && b.x() > a.x()), qPrintable(names[i]));
        }
        // The plots by the place of their view in the rows (the tabs and the offset profile
        // share one place).
        const auto placeOf = [&w](QWidget* widget) {
            while (widget->parentWidget() && !qobject_cast<QSplitter*>(widget->parentWidget()))
                widget = widget->parentWidget();
            return widget->mapTo(w.get(), QPoint());
        };
        for (int i = 15; i < visited.size(); ++i) {
            const QPoint a = placeOf(visited[i - 1]), b = placeOf(visited[i]);
            QVERIFY2(b.y() > a.y() || (b.y() == a.y() && b.x() >= a.x()), qPrintable(names[i]));
        }
    }

    void sessionIsRestored() {
        QList<int> sizes;
        {
            auto w = openWindow();
            ControlPanel* panel = w->controlPanel();
            typeInto(panel->lengthField()->spinBox(), "123");
            typeInto(panel->dimField()->spinBox(), "31");
            QTest::keyClick(panel->metricBox(), Qt::Key_Down); // cosine -> dot
            waitIdle(*w);
            typeInto(w->controlPanel()->dimensionBox(), "7");
            QPushButton* add = nullptr;
            for (QPushButton* button : panel->findChildren<QPushButton*>())
                if (button->text().contains("Add to waveforms"))
                    add = button;
            QVERIFY(add);
            QTest::mouseClick(add, Qt::LeftButton);
            // The splitter handle dragged 100 pixels down, as a user resizes the rows.
            auto* rows = w->findChild<QSplitter*>();
            const QList<int> sizesBefore = rows->sizes();
            QSplitterHandle* handle = rows->handle(1);
            const QPoint grip = handle->rect().center();
            QTest::mousePress(handle, Qt::LeftButton, {}, grip);
            const QPoint lower =
                grip + (rows->orientation() == Qt::Vertical ? QPoint(0, 100) : QPoint(100, 0));
            QTest::mouseMove(handle, lower);
            QTest::mouseRelease(handle, Qt::LeftButton, {}, lower);
            QVERIFY(rows->sizes() != sizesBefore);
            sizes = rows->sizes();
            waitIdle(*w);
            w->close();
        }
        auto w = openWindow();
        QCOMPARE(w->findChild<QSplitter*>()->sizes(), sizes); // the window layout too
        QCOMPARE(w->document()->params().length, 123);
        QCOMPARE(w->document()->params().dim, 31);
        QVERIFY(w->document()->metric() == pe::Metric::Dot);
        QCOMPARE(w->document()->selection().dimension, 7);
        const auto& dims = w->document()->selection().waveDims;
        QVERIFY(std::find(dims.begin(), dims.end(), 7) != dims.end());
        QCOMPARE(w->controlPanel()->params().length, 123);
    }

    void theBandAndBandOnlySurviveARestart() {
        // A change of language rebuilds the window from the saved settings: the same path.
        {
            auto w = openWindow();
            QCustomPlot* plot = w->view<FrequencyBandView>()->plot();
            const int y = plot->axisRect()->center().y();
            const QPoint from(int(plot->xAxis->coordToPixel(3)), y);
            const QPoint to(int(plot->xAxis->coordToPixel(8)), y);
            QTest::mousePress(plot, Qt::LeftButton, {}, from);
            QTest::mouseMove(plot, to);
            QTest::mouseRelease(plot, Qt::LeftButton, {}, to);
            QCheckBox* bandOnly = w->controlPanel()->bandOnlyBox();
            QTest::mouseClick(bandOnly, Qt::LeftButton, {}, QPoint(8, bandOnly->height() / 2));
            QVERIFY(bandOnly->isChecked());
            waitIdle(*w);
            w->close();
        }
        auto w = openWindow();
        QCOMPARE(w->document()->selection().bandFirst, 3);
        QCOMPARE(w->document()->selection().bandLast, 8);
        QVERIFY(w->controlPanel()->bandOnlyBox()->isChecked());
        QVERIFY(w->currentResult()->request.band.has_value());
        QCOMPARE(w->currentResult()->request.band->first, 3);
    }

    void aSavedPositionOffTheScreenIsBroughtBack() {
        const QRect free = QGuiApplication::primaryScreen()->availableGeometry();
        {
            auto w = openWindow();
            w->move(free.left() + 40, free.bottom() - 100); // mostly below the screen
            w->close();
        }
        auto w = openWindow();
        QCOMPARE(w->size(), QSize(1366, 768)); // moved, never resized
        // Within the few pixels of a frame whose size the platform reports only once mapped.
        QVERIFY2(w->frameGeometry().bottom() <= free.bottom() + 8 || w->y() == free.top(),
                 qPrintable(QString("geometry %1,%2 %3x%4 on a screen %5,%6 %7x%8")
                                .arg(w->x())
                                .arg(w->y())
                                .arg(w->width())
                                .arg(w->frameGeometry().height())
                                .arg(free.x())
                                .arg(free.y())
                                .arg(free.width())
                                .arg(free.height())));
        QCOMPARE(w->x(),
                 std::max(free.left(), std::min(free.left() + 40, free.right() - 1366 + 1)));
    }

    void corruptSettingsFallBackToDefaults() {
        {
            QSettings s(settingsFile(), QSettings::IniFormat);
            s.setValue("params/length", "abc");
            s.setValue("params/dim", 99999);
            s.setValue("params/base", -5);
            s.setValue("params/layout", "zigzag");
            s.setValue("params/metric", 42);
            s.setValue("selection/waveDims", QStringList{"1", "x"});
            // The layout of the screen the window opens on (window_geometry.h).
            const QString layout =
                windowLayoutGroup(QGuiApplication::primaryScreen()->availableSize());
            s.setValue(layout + "/geometry", QByteArray("garbage"));
            s.setValue(layout + "/splitters", QByteArray("\x01\x02", 2));
        }
        auto w = openWindow();
        const pe::EncodingParams defaults;
        QVERIFY(w->document()->params() == defaults);
        QVERIFY(w->document()->metric() == pe::Metric::Cosine);
        QCOMPARE(w->document()->selection().waveDims, spreadDimensions(0, 15, 4));
        QVERIFY(w->currentResult()->request.params == defaults);
        // The user is told which stored values were dropped.
        const QString warning = w->statusBar()->currentMessage();
        QVERIFY2(warning.contains("params/length = 'abc'") && warning.contains("params/dim"),
                 qPrintable(warning));
    }

    void typedValueOutOfRangeIsNamedAndKept() {
        auto w = openWindow();
        QDoubleSpinBox* spin = w->controlPanel()->lengthField()->spinBox();
        ResultLog log(*w);
        spin->setFocus();
        spin->selectAll();
        QTest::keyClicks(spin, "0"); // L starts at 1
        QTest::keyClick(spin, Qt::Key_Return);
        waitIdle(*w);
        QCOMPARE(w->document()->params().length, 64); // the last valid value stays
        QVERIFY(log.params.empty());                  // and nothing was recomputed
        bool named = false;
        for (QLabel* label : w->controlPanel()->findChildren<QLabel*>())
            named = named || (label->isVisible() && label->text() == "L must be 1 … 1000000: 0");
        QVERIFY(named);
    }

    void commandLineValuesOutOfRangeKeepAValidState() {
        StartOptions options;
        options.length = 5'000'000;
        auto w = openWindow(options);
        QCOMPARE(w->document()->params().length,
                 64); // the saved (here: default) state, not the bad one
        bool named = false;
        for (QLabel* label : w->controlPanel()->findChildren<QLabel*>())
            named = named || (label->isVisible() && label->text().contains("5000000"));
        QVERIFY(named);
    }
};

QTEST_MAIN(TestExplorerWindow)
#include "test_explorer_window.moc"

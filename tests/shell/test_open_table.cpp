// SPDX-License-Identifier: GPL-3.0-or-later
// A model's table opened as a user opens it: File > Open position embeddings, the file chosen
// in the dialog; a file dropped on the window; a file the reader refuses. The views with numbers
// for a table show the file's own values (checked against the values the test wrote, and a
// principal component computed by hand); the views of the sinusoidal formula say why they show
// nothing; L and D are the table's shape; Undo and File > Back to the sinusoidal encoding leave
// the table.

#include "core/generated_tables.h"
#include "core/matrix_io.h"
#include "file_dialog_answer.h"
#include "shell/menu_clicks.h"
#include "shell/window_fixture.h"
#include "ui/compute/job_runner.h"
#include "ui/compute/steps/heatmap_step.h"
#include "ui/compute/steps/pca_step.h"
#include "ui/compute/steps/waveforms_step.h"
#include "ui/shell/control_panel.h"
#include "ui/shell/explorer_history.h"
#include "ui/shell/log_slider.h"
#include "ui/shell/main_window.h"
#include "ui/shell/table_opener.h"
#include "ui/views/frequency_band_view.h"
#include "ui/views/heatmap_view.h"
#include "ui/views/springs_view.h"
#include "ui/views/waveform_view.h"
#include <QUndoStack>

#include <QDropEvent>
#include <QLabel>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QUrl>
#include <QtTest>
#include <cmath>
#include <fstream>
#include <qcustomplot.h>
#include <sstream>

namespace {

constexpr int kRows = 40, kCols = 6;

// Every position on one line through the table's space: p * v. Its first principal component
// explains all of the variance, and position p's score on it is (p - mean p) * |v|, signed so
// that the largest loading (3) is positive.
const double kDirection[kCols] = {1.0, 3.0, 0.0, -2.0, 0.5, 0.0};

pe::Matrix lineTable() {
    pe::Matrix m(kRows, kCols);
    for (int p = 0; p < kRows; ++p)
        for (int d = 0; d < kCols; ++d)
            m(p, d) = p * kDirection[d];
    return m;
}

void writeNpyFile(const QString& path, const pe::Matrix& m) {
    std::ofstream out(path.toStdString(), std::ios::binary);
    QVERIFY(pe::writeNpy(out, m));
}

// A message box answered with OK once it shows (an event, not a time); its text kept.
class MessageAnswer : public QObject {
  public:
    MessageAnswer() { qApp->installEventFilter(this); }
    ~MessageAnswer() override { qApp->removeEventFilter(this); }
    QString text;

  protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::Show)
            if (auto* box = qobject_cast<QMessageBox*>(watched)) {
                qApp->removeEventFilter(this);
                QMetaObject::invokeMethod(
                    this,
                    [this, box] {
                        text = box->text();
                        QTest::mouseClick(box->button(QMessageBox::Ok), Qt::LeftButton);
                    },
                    Qt::QueuedConnection);
            }
        return false;
    }
};

} // namespace

class TestOpenTable : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

    std::unique_ptr<MainWindow> openWindow() {
        return openActiveWindow(dir_.filePath(QStringLiteral("open-table.ini")));
    }

    // As `pe-explorer --matrix given.npy` opens it.
    std::unique_ptr<MainWindow> openWithTable(const pe::Matrix& table) {
        WindowOpening how;
        how.start.table = std::make_shared<const pe::Matrix>(table);
        how.start.tableName = QStringLiteral("given.npy");
        return openTestWindow(dir_.filePath(QStringLiteral("open-table.ini")), how);
    }

    static bool openFromMenu(MainWindow& w) {
        return chooseFromMenus(
            w, {plain(QCoreApplication::translate("FileActions", "&File")),
                plain(QCoreApplication::translate("TableOpener", "Open position &embeddings..."))});
    }

    // The views a table has numbers for show the file's; the others say why they show none.
    // The texts drawn at the top of a view's plot: its title and subtitle, as shown.
    static QStringList drawnTexts(PlotView* view) {
        view->plot()->replot(QCustomPlot::rpImmediateRefresh);
        QStringList texts;
        for (QCPLayoutElement* element : view->plot()->plotLayout()->elements(true))
            if (auto* text = qobject_cast<QCPTextElement*>(element))
                texts << text->text();
        return texts;
    }

    static void checkShowsTheTable(MainWindow& w, const pe::Matrix& table, const QString& file) {
        QCOMPARE(w.document()->params().length, std::int64_t(kRows));
        QCOMPARE(w.document()->params().dim, std::int64_t(kCols));
        QVERIFY2(w.windowTitle().contains(file), qPrintable(w.windowTitle()));
        QVERIFY(!w.controlPanel()->lengthField()->isEnabled());
        QCOMPARE(w.controlPanel()->lengthField()->spinBox()->value(), double(kRows));
        const auto& result = *w.currentResult();
        QVERIFY(result.request.table);
        const DisplayGrid& grid = result.payload<HeatmapPayload>().heatmap;
        QVERIFY(grid.rows.count > 0 && grid.cols.count == kCols);
        for (std::int64_t r = 0; r < grid.rows.count; ++r)
            for (std::int64_t c = 0; c < grid.cols.count; ++c)
                if (grid.rows.step == 1)
                    QCOMPARE(grid.at(r, c), float(table(grid.rows.at(r), grid.cols.at(c))));
        const auto& pca = result.payload<PcaPayload>();
        QCOMPARE(pca.scores.rows(), Eigen::Index(kRows));
        QVERIFY(std::abs(pca.explained.at(0) - 1.0) < 1e-12);
        double norm = 0.0;
        for (double v : kDirection)
            norm += v * v;
        norm = std::sqrt(norm);
        for (int p = 0; p < kRows; ++p)
            QVERIFY2(std::abs(pca.scores(p, 0) - (p - (kRows - 1) / 2.0) * norm) < 1e-9,
                     qPrintable(QString::number(p)));
        // The waveforms: each chosen column through its values, over its largest |value|.
        const auto& waves = result.payload<WaveformsPayload>().waveforms;
        QVERIFY(!waves.empty());
        for (const Waveform& wave : waves) {
            QVERIFY(wave.fromTable);
            double largest = 0.0;
            for (int p = 0; p < kRows; ++p)
                largest = std::max(largest, std::abs(table(p, wave.dim)));
            QCOMPARE(wave.scale, largest > 0.0 ? largest : 1.0);
            QCOMPARE(wave.curveX.size(), std::size_t(kRows));
            for (int p = 0; p < kRows; ++p)
                QCOMPARE(wave.curveY[std::size_t(p)], table(p, wave.dim) / wave.scale);
        }
        QVERIFY(w.view<WaveformView>()->unavailable().isEmpty());
        QVERIFY(w.heatmapView()->unavailable().isEmpty());
        // A model's values are no encoding: the heatmap's title says so, as drawn.
        const QString tableTitle =
            QCoreApplication::translate("HeatmapView", "Table values (pos, dim)");
        QCOMPARE(w.heatmapView()->title(), tableTitle);
        QVERIFY2(drawnTexts(w.heatmapView()).contains(tableTitle),
                 qPrintable(drawnTexts(w.heatmapView()).join(" | ")));
        QCOMPARE(w.view<WaveformView>()->title(),
                 QCoreApplication::translate("WaveformView", "Table columns (pos, d)"));
        QVERIFY2(w.view<SpringsView>()->unavailable().contains(QStringLiteral("sinusoidal")),
                 qPrintable(w.view<SpringsView>()->unavailable()));
    }

  private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(dir_.isValid());
    }
    void init() { QFile::remove(dir_.filePath(QStringLiteral("open-table.ini"))); }

    void openFromTheFileMenuThenUndoAndGoBack() {
        const pe::Matrix table = lineTable();
        const QString path = dir_.filePath(QStringLiteral("line.npy"));
        writeNpyFile(path, table);
        auto w = openWindow();
        QVERIFY(w);
        const pe::EncodingParams before = w->document()->params();
        QSignalSpy read(w->findChild<TableOpener*>(), &TableOpener::finished);
        FileDialogAnswer answer(path);
        QVERIFY(openFromMenu(*w));
        QTRY_COMPARE_WITH_TIMEOUT(read.size(), 1, kHangMs);
        QVERIFY(answer.accepted());
        QCOMPARE(read.first().first().toString(), QString());
        waitIdle(*w);
        checkShowsTheTable(*w, table, QStringLiteral("line.npy"));

        QCOMPARE(w->history()->stack()->undoText(), QStringLiteral("open line.npy"));
        // The window active again once the dialog closed, as a window manager makes it (the
        // offscreen platform leaves no window active).
        w->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w.get(), kHangMs));
        // Undo: the encoding as it was, every field adjustable again.
        // Pressed where a user's focus is after looking at the table: a plot, not a text
        // field (whose own Ctrl+Z would undo its typing).
        QTest::keyClick(w->heatmapView()->plot(), Qt::Key_Z, Qt::ControlModifier);
        waitIdle(*w);
        QVERIFY(!w->document()->table());
        QVERIFY(w->document()->params() == before);
        QVERIFY(w->controlPanel()->lengthField()->isEnabled());
        QVERIFY(w->view<SpringsView>()->unavailable().isEmpty());
        QVERIFY(!w->currentResult()->request.table);
        QCOMPARE(w->heatmapView()->title(), viewTitle(ViewKind::Heatmap));
        QCOMPARE(w->view<WaveformView>()->title(), viewTitle(ViewKind::Waveforms));
        QVERIFY(drawnTexts(w->heatmapView()).contains(viewTitle(ViewKind::Heatmap)));

        // Redo, then File > Back: the sinusoidal encoding of the table's own shape.
        QTest::keyClick(w->heatmapView()->plot(), Qt::Key_Z,
                        Qt::ControlModifier | Qt::ShiftModifier);
        waitIdle(*w);
        QVERIFY(w->document()->table());
        QVERIFY(chooseFromMenus(*w, {plain(QCoreApplication::translate("FileActions", "&File")),
                                     plain(QCoreApplication::translate(
                                         "TableOpener", "&Back to the sinusoidal encoding"))}));
        waitIdle(*w);
        QVERIFY(!w->document()->table());
        QCOMPARE(w->document()->params().length, std::int64_t(kRows));
        QCOMPARE(w->document()->params().dim, std::int64_t(kCols));
        QVERIFY(w->windowTitle().contains(QStringLiteral("base")));
    }

    void aDroppedFileOpens() {
        const pe::Matrix table = lineTable();
        const QString path = dir_.filePath(QStringLiteral("dropped.npy"));
        writeNpyFile(path, table);
        auto w = openWindow();
        QVERIFY(w);
        QSignalSpy read(w->findChild<TableOpener*>(), &TableOpener::finished);
        QMimeData data;
        data.setUrls({QUrl::fromLocalFile(path)});
        const QPoint at = w->rect().center();
        QDragEnterEvent enter(at, Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(w.get(), &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(at, Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(w.get(), &drop);
        QTRY_COMPARE_WITH_TIMEOUT(read.size(), 1, kHangMs);
        waitIdle(*w);
        checkShowsTheTable(*w, table, QStringLiteral("dropped.npy"));
        // Anything else dropped is not taken.
        QMimeData text;
        text.setUrls({QUrl::fromLocalFile(dir_.filePath(QStringLiteral("notes.txt")))});
        QDragEnterEvent other(at, Qt::CopyAction, &text, Qt::LeftButton, Qt::NoModifier);
        other.setAccepted(false);
        QApplication::sendEvent(w.get(), &other);
        QVERIFY(!other.isAccepted());
    }

    // pe-explorer --matrix FILE: the window opens on the table, and that is where undo starts.
    void aTableGivenAtStartIsShown() {
        const pe::Matrix table = lineTable();
        auto w = openWithTable(table);
        QVERIFY(w);
        checkShowsTheTable(*w, table, QStringLiteral("given.npy"));
        QVERIFY(!w->history()->stack()->canUndo());
        // File > Back: the views that had no numbers for the table draw the encoding of the
        // same L x D whole, not the ranges they were left at.
        QVERIFY(chooseFromMenus(*w, {plain(QCoreApplication::translate("FileActions", "&File")),
                                     plain(QCoreApplication::translate(
                                         "TableOpener", "&Back to the sinusoidal encoding"))}));
        waitIdle(*w);
        QVERIFY(!w->document()->table());
        clickTabHolding(w->view<FrequencyBandView>()); // computed once it comes forward, whole
        waitIdle(*w);
        QCOMPARE(w->view<FrequencyBandView>()->plot()->xAxis->range(), QCPRange(-0.5, kCols - 0.5));
        QVERIFY(w->view<FrequencyBandView>()->plot()->yAxis->range().upper > 1e3);
    }

    // With a table: the mouse over a heatmap cell names the file's value there (not the
    // formula's); a press on a view's message chooses that view, and Ctrl+E then says why it
    // has no figure of a table rather than exporting the view pressed before.
    void theTablesValuesUnderTheMouseAndAViewWithout() {
        const pe::Matrix table = lineTable();
        auto w = openWithTable(table);
        QVERIFY(w);
        QCustomPlot* plot = w->heatmapView()->plot();
        plot->replot();
        const QPoint cell(int(plot->xAxis->coordToPixel(3)), int(plot->yAxis->coordToPixel(7)));
        QTest::mouseMove(plot, cell);
        const QString expected = QStringLiteral("pos 7, dim 3: value = %1 in given.npy")
                                     .arg(QString::number(table(7, 3), 'g', 8));
        QTRY_VERIFY2_WITH_TIMEOUT(w->statusBar()->currentMessage().startsWith(expected),
                                  qPrintable(w->statusBar()->currentMessage()), kHangMs);

        PlotView* springs = w->view<SpringsView>();
        w->bringForward(springs);
        QTRY_VERIFY_WITH_TIMEOUT(springs->isVisible(), kHangMs);
        QLabel* message = springs->findChild<QLabel*>();
        QVERIFY(message && message->isVisible());
        QTest::mouseClick(message, Qt::LeftButton);
        QCOMPARE(w->lastUsedView(), springs);
        MessageAnswer refusal;
        QTest::keyClick(message, Qt::Key_E, Qt::ControlModifier);
        QTRY_VERIFY_WITH_TIMEOUT(!refusal.text.isEmpty(), kHangMs);
        QVERIFY2(refusal.text.contains(QStringLiteral("sinusoidal encoding's formula")),
                 qPrintable(refusal.text));
    }

    // A truncated file: the dialog names the file and what is wrong; nothing changes.
    void aFileTheReaderRefusesChangesNothing() {
        const QString path = dir_.filePath(QStringLiteral("cut.npy"));
        {
            std::ostringstream whole;
            QVERIFY(pe::writeNpy(whole, lineTable()));
            const std::string bytes = whole.str();
            std::ofstream out(path.toStdString(), std::ios::binary);
            out.write(bytes.data(), std::streamsize(bytes.size() - 100));
        }
        auto w = openWindow();
        QVERIFY(w);
        const pe::EncodingParams before = w->document()->params();
        const auto shownBefore = w->currentResult();
        QSignalSpy read(w->findChild<TableOpener*>(), &TableOpener::finished);
        MessageAnswer message;
        FileDialogAnswer answer(path);
        QVERIFY(openFromMenu(*w));
        QTRY_COMPARE_WITH_TIMEOUT(read.size(), 1, kHangMs);
        QTRY_VERIFY_WITH_TIMEOUT(!message.text.isEmpty(), kHangMs);
        QVERIFY2(message.text.contains(QStringLiteral("cut.npy")) &&
                     message.text.contains(QStringLiteral("truncated")),
                 qPrintable(message.text));
        QCOMPARE(read.first().first().toString(), message.text);
        QVERIFY(!w->document()->table());
        QVERIFY(w->document()->params() == before);
        QVERIFY(w->isIdle());
        QVERIFY(w->currentResult() == shownBefore);
    }

    // A newer table asked for while one is being made stops it: the first job ends at its
    // first question (counted cancelled, not completed) and only the newer table is shown.
    // The runner's hold makes "while one is being made" true on any machine.
    void aNewerTableStopsTheOneBeingMade() {
        auto w = openWindow();
        QVERIFY(w);
        auto* opener = w->findChild<TableOpener*>();
        QSignalSpy read(opener, &TableOpener::finished);
        opener->runner()->hold();
        opener->openGenerated(pe::GeneratedTable::SmoothWaves, 4096, 1024, 1);
        QTRY_COMPARE_WITH_TIMEOUT(opener->runner()->jobsStarted(), quint64(1), kHangMs);
        opener->openGenerated(pe::GeneratedTable::LearnedRandom, 64, 8, 2);
        opener->runner()->release();
        QTRY_COMPARE_WITH_TIMEOUT(read.size(), 1, kHangMs);
        QTRY_VERIFY_WITH_TIMEOUT(!opener->runner()->isBusy(), kHangMs);
        QCOMPARE(opener->runner()->jobsCancelled(), quint64(1));
        QCOMPARE(opener->runner()->jobsCompleted(), quint64(1));
        QVERIFY(w->document()->table());
        QCOMPARE(w->document()->table()->rows(), Eigen::Index(64));
        QCOMPARE(w->document()->table()->cols(), Eigen::Index(8));
    }
};

QTEST_MAIN(TestOpenTable)
#include "test_open_table.moc"

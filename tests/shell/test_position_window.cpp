// SPDX-License-Identifier: GPL-3.0-or-later
// Any window of positions in one gesture, as a user reaches it: a drag with Shift held on the
// heatmap, the waveforms or the similarity matrix zooms to the box dragged, and View > Go to
// positions (Ctrl+G) shows positions A .. B typed into its two fields on all three at once.
// At L = 20000 the window 5000 .. 5100 is then drawn one position a row, exact: the similarity
// matrix's diagonal 1 and every cell the formula's (computed here).
#include "shell/menu_clicks.h"
#include "shell/window_fixture.h"
#include "ui/compute/steps/heatmap_step.h"
#include "ui/compute/steps/similarity_step.h"
#include "ui/shell/go_to_positions.h"
#include "ui/shell/main_window.h"
#include "ui/views/heatmap_view.h"
#include "ui/views/similarity_view.h"
#include "ui/views/waveform_view.h"
#include "ui/views/whole_spin_box.h"

#include <QLabel>
#include <QLineEdit>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>
#include <cmath>
#include <qcustomplot.h>

namespace {

// The cosine similarity of positions a and b at D = 16, base 10000, from the formula.
double cosine(std::int64_t a, std::int64_t b) {
    double dot = 0.0;
    for (int i = 0; i < 8; ++i)
        dot += std::cos(double(a - b) / std::pow(10000.0, 2.0 * i / 16.0));
    return dot / 8.0;
}

// Answers the next PositionsDialog as a user does: each field's text selected and retyped,
// then Return. Made before the key that opens the dialog; waits for the dialog to show.
class PositionsAnswer : public QObject {
  public:
    PositionsAnswer(QString first, QString last)
        : first_(std::move(first)), last_(std::move(last)) {
        qApp->installEventFilter(this);
    }
    ~PositionsAnswer() override { qApp->removeEventFilter(this); }
    bool seen() const { return seen_; }
    // The error line the dialog showed after Return, when it stayed open.
    QString refusal() const { return refusal_; }

  protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::Show && !seen_)
            if (auto* dialog = qobject_cast<PositionsDialog*>(watched)) {
                seen_ = true;
                dialog_ = dialog;
                qApp->removeEventFilter(this);
                QMetaObject::invokeMethod(this, &PositionsAnswer::answer, Qt::QueuedConnection);
            }
        return false;
    }

  private:
    void answer() {
        for (auto [box, text] :
             {std::pair{dialog_->firstBox(), first_}, std::pair{dialog_->lastBox(), last_}}) {
            box->setFocus();
            box->selectAll();
            QTest::keyClicks(box, text);
            if (box == dialog_->firstBox())
                QTest::keyClick(box, Qt::Key_Tab); // on to the next field, as a user goes
        }
        QTest::keyClick(dialog_->lastBox(), Qt::Key_Return);
        if (dialog_ && dialog_->isVisible()) {
            refusal_ =
                dialog_->errorLabel()->isVisible() ? dialog_->errorLabel()->text() : QString();
            dialog_->reject();
        }
    }

    QString first_, last_;
    QPointer<PositionsDialog> dialog_;
    bool seen_ = false;
    QString refusal_;
};

} // namespace

class TestPositionWindow : public QObject {
    Q_OBJECT
  private:
    QTemporaryDir dir_;
    QString settingsFile() const { return dir_.filePath(QStringLiteral("session.ini")); }
    std::unique_ptr<MainWindow> openWindow(std::int64_t length) {
        WindowOpening how;
        how.start.length = length;
        how.start.dim = 16;
        return openTestWindow(settingsFile(), how);
    }

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { QFile::remove(settingsFile()); }

    void goToPositionsShowsTheWindowTypedOnEveryPositionAxis() {
        auto w = openWindow(20000);
        QVERIFY(w);
        QCOMPARE(w->document()->params().length, 20000);
        {
            PositionsAnswer answer(QStringLiteral("5000"), QStringLiteral("5100"));
            QTest::keyClick(w.get(), Qt::Key_G, Qt::ControlModifier);
            QTRY_VERIFY_WITH_TIMEOUT(answer.seen(), kHangMs);
            QCOMPARE(answer.refusal(), QString());
        }
        waitIdle(*w);
        const QCPRange window(4999.5, 5100.5);
        QCOMPARE(w->heatmapView()->plot()->yAxis->range(), window);
        QCOMPARE(w->view<WaveformView>()->plot()->xAxis->range(), window);
        QCOMPARE(w->view<SimilarityView>()->plot()->xAxis->range(), window);
        QCOMPARE(w->view<SimilarityView>()->plot()->yAxis->range(), window);
        // Drawn one position a row now: the heatmap's rows and the similarity's cells exact.
        const DisplayGrid& heat = w->heatmapView()->result()->payload<HeatmapPayload>().heatmap;
        QCOMPARE(heat.rows.step, 1);
        QVERIFY(heat.rows.first <= 5000 && heat.rows.last() >= 5100);
        const DisplayGrid& sim =
            w->view<SimilarityView>()->result()->payload<SimilarityPayload>().similarity;
        QCOMPARE(sim.rows.step, 1);
        QCOMPARE(sim.cols.step, 1);
        QVERIFY(sim.rows.first <= 5000 && sim.rows.last() >= 5100);
        int diagonal = 0;
        for (std::int64_t r = 0; r < sim.rows.count; ++r)
            for (std::int64_t c = 0; c < sim.cols.count; ++c) {
                const std::int64_t a = sim.rows.at(r), b = sim.cols.at(c);
                QVERIFY(std::abs(sim.at(r, c) - cosine(a, b)) < 1e-6);
                diagonal += a == b;
            }
        QVERIFY(diagonal >= 101);
    }

    // To before From is named with both numbers, and nothing moves.
    void aWindowEndingBeforeItStartsIsNamed() {
        auto w = openWindow(20000);
        QVERIFY(w);
        const QCPRange before = w->heatmapView()->plot()->yAxis->range();
        PositionsAnswer answer(QStringLiteral("6000"), QStringLiteral("5000"));
        QTest::keyClick(w.get(), Qt::Key_G, Qt::ControlModifier);
        QTRY_VERIFY_WITH_TIMEOUT(answer.seen(), kHangMs);
        QTRY_VERIFY_WITH_TIMEOUT(!answer.refusal().isEmpty(), kHangMs);
        QVERIFY2(answer.refusal().contains(QStringLiteral("6000")) &&
                     answer.refusal().contains(QStringLiteral("5000")),
                 qPrintable(answer.refusal()));
        QCOMPARE(w->heatmapView()->plot()->yAxis->range(), before);
    }

    // Text that is no position is refused in the fields' words, naming the field, the range
    // and what was typed; nothing moves.
    void textThatIsNoPositionIsNamed() {
        auto w = openWindow(20000);
        QVERIFY(w);
        const QCPRange before = w->heatmapView()->plot()->yAxis->range();
        PositionsAnswer answer(QStringLiteral("abc"), QStringLiteral("5000"));
        QTest::keyClick(w.get(), Qt::Key_G, Qt::ControlModifier);
        QTRY_VERIFY_WITH_TIMEOUT(answer.seen(), kHangMs);
        QTRY_VERIFY_WITH_TIMEOUT(!answer.refusal().isEmpty(), kHangMs);
        QCOMPARE(answer.refusal(),
                 QString::fromUtf8("From position must be a whole number 0 … 19999: abc"));
        QCOMPARE(w->heatmapView()->plot()->yAxis->range(), before);
    }

    // A drag with Shift held from position 5000 to 8000 on each view: that box is shown and
    // computed for; without Shift the same drag pans and shows as many positions as before.
    void aShiftDragZoomsToTheBox_data() {
        QTest::addColumn<int>("which");
        QTest::newRow("heatmap") << 0;
        QTest::newRow("waveforms") << 1;
        QTest::newRow("similarity") << 2;
    }
    void aShiftDragZoomsToTheBox() {
        QFETCH(int, which);
        auto w = openWindow(20000);
        QVERIFY(w);
        PlotView* view = which == 0   ? static_cast<PlotView*>(w->heatmapView())
                         : which == 1 ? static_cast<PlotView*>(w->view<WaveformView>())
                                      : static_cast<PlotView*>(w->view<SimilarityView>());
        w->bringForward(view);
        waitIdle(*w);
        QCustomPlot* plot = view->plot();
        // The position axis: the heatmap's rows run down, the others' along x.
        QCPAxis* positions = which == 0 ? plot->yAxis : plot->xAxis;
        const bool vertical = which == 0;
        const QRect area = plot->axisRect()->rect();
        const auto at = [&](double pos) {
            const int along = int(std::lround(positions->coordToPixel(pos)));
            return vertical ? QPoint(area.center().x(), along) : QPoint(along, area.center().y());
        };
        // A box across positions 5000 .. 8000; on the similarity matrix (both axes positions)
        // square, elsewhere 40 pixels across the other axis.
        const bool square = which == 2;
        const auto corner = [&](double pos) {
            const QPoint p = at(pos);
            if (square)
                return QPoint(p.x(), int(std::lround(plot->yAxis->coordToPixel(pos))));
            return p + QPoint(vertical ? 40 : 0, vertical ? 0 : 40);
        };
        const QPoint from = at(5000), to = corner(8000);
        const double span = positions->range().size();
        // Without Shift: a pan, the span kept.
        QTest::mousePress(plot, Qt::LeftButton, {}, from);
        QTest::mouseMove(plot, to);
        QTest::mouseRelease(plot, Qt::LeftButton, {}, to);
        waitIdle(*w);
        QVERIFY(std::abs(positions->range().size() - span) < 1e-6 * span);
        view->resetView();
        waitIdle(*w);
        plot->replot();
        const QPoint boxFrom = square ? corner(5000) : at(5000), boxTo = corner(8000);
        QTest::mouseMove(plot, boxFrom);
        // (Between the waveforms' bands the pointer reads nothing.)
        QVERIFY2(which == 1 || !w->statusBar()->currentMessage().isEmpty(),
                 "the hover before the drag");
        QTest::mousePress(plot, Qt::LeftButton, Qt::ShiftModifier, boxFrom);
        QTest::mouseMove(plot, (boxFrom + boxTo) / 2);
        QTest::mouseMove(plot, boxTo);
        QTest::mouseRelease(plot, Qt::LeftButton, Qt::ShiftModifier, boxTo);
        waitIdle(*w);
        // What the pointer read before the zoom is not left in the status bar.
        QVERIFY2(w->statusBar()->currentMessage().isEmpty(),
                 qPrintable(w->statusBar()->currentMessage()));
        // The box's ends within two pixels' worth of positions of 5000 and 8000.
        const double perPixel = span / double(vertical ? area.height() : area.width());
        QVERIFY2(
            std::abs(positions->range().lower - 5000) < 2 * perPixel &&
                std::abs(positions->range().upper - 8000) < 2 * perPixel,
            qPrintable(
                QString("%1 .. %2").arg(positions->range().lower).arg(positions->range().upper)));
        // Computed for the box, not the whole length: its rows (columns) cover about 3000
        // positions.
        if (which == 0) {
            const Sampling& rows = view->result()->payload<HeatmapPayload>().heatmap.rows;
            QVERIFY2(rows.step * rows.count < 4000, qPrintable(QString::number(rows.step)));
        }
        if (which == 2) {
            const Sampling& cols = view->result()->payload<SimilarityPayload>().similarity.cols;
            QVERIFY2(cols.step * cols.count < 4000, qPrintable(QString::number(cols.step)));
        }
        // The next plain drag pans again.
        const double zoomed = positions->range().size();
        QTest::mousePress(plot, Qt::LeftButton, {}, area.center());
        QTest::mouseMove(plot, area.center() + QPoint(15, 15));
        QTest::mouseRelease(plot, Qt::LeftButton, {}, area.center() + QPoint(15, 15));
        waitIdle(*w);
        QVERIFY(std::abs(positions->range().size() - zoomed) < 1e-6 * zoomed);
    }
};

QTEST_MAIN(TestPositionWindow)
#include "test_position_window.moc"

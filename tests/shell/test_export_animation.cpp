// SPDX-License-Identifier: GPL-3.0-or-later
// File > Export animation as a user does it, offscreen: the menu entry, the dialog filled in
// with the keyboard (frames, size, path) and OK clicked with the mouse; the progress dialog's
// Cancel clicked while it runs. The GIF is read back with giflib's own decoder.

#include "gif_frames.h"
#include "shell/window_fixture.h"
#include "ui/export/animation_dialog.h"
#include "ui/export/animation_runner.h"
#include "ui/shell/control_panel.h"
#include "ui/shell/file_actions.h"
#include "ui/shell/main_window.h"
#include "ui/views/pca_view.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QToolButton>
#include <QtTest>
#include <algorithm>

namespace {

constexpr int kTimeout = kHangMs; // a hang's bound (hang.h)

// Replaces what a field holds by `text`, typed: select all, then the keys.
void typeInto(QWidget* field, const QString& text) {
    field->setFocus();
    QTest::keyClick(field, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClick(field, Qt::Key_Backspace);
    QTest::keyClicks(field, text);
}

// Answers the animation dialog as a user would, then (if asked) clicks Cancel in the progress
// dialog once a frame has been made.
class DialogDriver : public QObject {
  public:
    DialogDriver(QString path, int frames, bool cancel)
        : path_(std::move(path)), frames_(frames), cancel_(cancel) {
        timer_.setInterval(30);
        connect(&timer_, &QTimer::timeout, this, &DialogDriver::poll);
        timer_.start();
    }
    bool answered = false;
    bool cancelled = false;

  private:
    void poll() {
        QWidget* modal = QApplication::activeModalWidget();
        if (auto* dialog = qobject_cast<AnimationDialog*>(modal); dialog && !answered) {
            typeInto(dialog->findChild<QSpinBox*>("frames"), QString::number(frames_));
            typeInto(dialog->findChild<QSpinBox*>("width"), "320");
            typeInto(dialog->findChild<QSpinBox*>("height"), "200");
            typeInto(dialog->findChild<QLineEdit*>("path"), path_);
            answered = true;
            QTest::mouseClick(dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok),
                              Qt::LeftButton);
        } else if (auto* progress = qobject_cast<QProgressDialog*>(modal)) {
            if (cancel_ && !cancelled && progress->value() >= 1) {
                QTest::mouseClick(progress->findChild<QPushButton*>(), Qt::LeftButton);
                cancelled = true;
            }
        } else if (auto* box = qobject_cast<QMessageBox*>(modal)) {
            qWarning("message box: %s", qPrintable(box->text()));
            box->reject();
        }
    }
    QString path_;
    int frames_;
    bool cancel_;
    QTimer timer_;
};

// Answers the dialog for a sweep chosen from the keyboard (End, then `up` entries up: q is one
// above the turn in 3-D, the last), what the dialog then shows noted, three small frames
// typed, OK clicked.
class SweepDriver : public QObject {
  public:
    SweepDriver(QString path, int up) : path_(std::move(path)), up_(up) {
        timer_.setInterval(30);
        connect(&timer_, &QTimer::timeout, this, &SweepDriver::poll);
        timer_.start();
    }
    bool answered = false;
    QString view;     // the view the dialog shows once q is chosen
    double from = -1; // and the range it suggests
    double to = -1;
    double toForThree = -1; // To once three frames are typed and taken

  private:
    void poll() {
        auto* dialog = qobject_cast<AnimationDialog*>(QApplication::activeModalWidget());
        if (!dialog || answered)
            return;
        auto* parameter = dialog->findChild<QComboBox*>("parameter");
        parameter->setFocus();
        QTest::keyClick(parameter, Qt::Key_End);
        for (int i = 0; i < up_; ++i)
            QTest::keyClick(parameter, Qt::Key_Up);
        view = dialog->findChild<QComboBox*>("view")->currentText();
        from = dialog->findChild<QDoubleSpinBox*>("from")->value();
        to = dialog->findChild<QDoubleSpinBox*>("to")->value();
        typeInto(dialog->findChild<QSpinBox*>("frames"), "3");
        typeInto(dialog->findChild<QSpinBox*>("width"), "320"); // the frames typed are taken
        toForThree = dialog->findChild<QDoubleSpinBox*>("to")->value();
        typeInto(dialog->findChild<QSpinBox*>("height"), "200");
        typeInto(dialog->findChild<QLineEdit*>("path"), path_);
        answered = true;
        QTest::mouseClick(dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok),
                          Qt::LeftButton);
    }
    QString path_;
    int up_;
    QTimer timer_;
};

QAction* exportAnimationAction(MainWindow& w) {
    for (QAction* menu : w.menuBar()->actions())
        if (menu->menu())
            for (QAction* action : menu->menu()->actions())
                if (action->text() == FileActions::tr("Export a&nimation..."))
                    return action;
    return nullptr;
}

// The GIF at `path` read back into `read`: whether it has `count` frames, each another picture
// than the one before (why not, warned).
bool framesChange(const QString& path, int count, GifFrames& read) {
    read = readGifFrames(path);
    if (!read.ok || int(read.frames.size()) != count) {
        qWarning("%s: %d frames, not %d", qPrintable(read.error), int(read.frames.size()), count);
        return false;
    }
    for (size_t i = 1; i < read.frames.size(); ++i)
        if (read.frames[i] == read.frames[i - 1]) {
            qWarning("frame %d repeats the one before", int(i));
            return false;
        }
    return true;
}

QStringList entriesIn(const QString& folder) {
    return QDir(folder).entryList(QDir::NoDotAndDotDot | QDir::AllEntries | QDir::Hidden |
                                  QDir::System);
}

} // namespace

class TestExportAnimation : public QObject {
    Q_OBJECT
  private:
    QTemporaryDir dir_;

    // Active (the dialogs it opens are answered there), at a size of its own.
    std::unique_ptr<MainWindow> openWindow() {
        WindowOpening how;
        how.size = QSize(1200, 760);
        how.timeoutMs = kTimeout;
        auto w = openTestWindow(dir_.filePath(QStringLiteral("session.ini")), how);
        return w && w->isActiveWindow() ? std::move(w) : nullptr;
    }

  private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }

    void exportsTheFramesTyped() {
        auto w = openWindow();
        QVERIFY(w);
        QTRY_VERIFY_WITH_TIMEOUT(w->isIdle() && w->currentResult(), kTimeout);
        QTemporaryDir out;
        const QString path = out.filePath("sweep.gif");
        QAction* action = exportAnimationAction(*w);
        QVERIFY(action);
        DialogDriver driver(path, 5, false);
        action->trigger(); // the dialog's exec() runs until the driver clicks OK
        QVERIFY(driver.answered);
        // The progress bar is up before the first frame is made (five small frames may all be
        // done before the driver looks again).
        auto* progress = w->findChild<QProgressDialog*>(QStringLiteral("animationProgress"));
        QVERIFY(progress);
        QCOMPARE(progress->maximum(), 5);
        QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(path), kTimeout);
        GifFrames read;
        QVERIFY(framesChange(path, 5, read));
        QCOMPARE(read.width, 320);
        QCOMPARE(read.height, 200);
        QTRY_COMPARE_WITH_TIMEOUT(entriesIn(out.path()), QStringList{"sweep.gif"}, kTimeout);
    }

    // q swept from the window's q (typed into the panel) to the last position: the dialog
    // shows the springs, the only view with a q, and the GIF has the frames, each its own.
    void sweepsQFromTheWindowsQ() {
        auto w = openWindow();
        QVERIFY(w);
        QSpinBox* partner = w->controlPanel()->qBox();
        typeInto(partner, "10");
        QTest::keyClick(partner, Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(w->isIdle() && w->document()->selection().q == 10, kTimeout);
        QTemporaryDir out;
        const QString path = out.filePath("q.gif");
        SweepDriver driver(path, 1);
        exportAnimationAction(*w)->trigger();
        QVERIFY(driver.answered);
        QCOMPARE(driver.view, viewTitle(ViewKind::Springs));
        QCOMPARE(driver.from, 10.0);
        QCOMPARE(driver.to, double(w->document()->params().length - 1));
        QTRY_VERIFY_WITH_TIMEOUT(w->findChildren<AnimationRunner*>().isEmpty(), kTimeout);
        GifFrames read;
        QVERIFY(framesChange(path, 3, read));
    }

    // The helix turned once in the window (3-D clicked, then → pressed: 5 degrees), then a
    // turn chosen as the sweep: the dialog shows the principal components and a whole turn
    // from the window's azimuth, its last frame one step short of the first (24 frames: 345
    // degrees on; 3 frames typed: 240), and each frame of the GIF is its own, the last too.
    void turnsFromTheWindowsAngle() {
        auto w = openWindow();
        QVERIFY(w);
        QTRY_VERIFY_WITH_TIMEOUT(w->isIdle() && w->currentResult(), kTimeout);
        auto* pca = w->findChild<PcaView*>();
        QVERIFY(pca);
        QToolButton* turn = nullptr;
        for (QToolButton* button : pca->findChildren<QToolButton*>())
            if (button->text() == PcaView::tr("3-D"))
                turn = button;
        QVERIFY(turn);
        QTest::mouseClick(turn, Qt::LeftButton);
        QTest::keyClick(pca, Qt::Key_Right);
        QVERIFY(pca->viewAngle());
        const double azimuth = pca->viewAngle()->first;
        QCOMPARE(azimuth, kStartAzimuth + 5);
        QTemporaryDir out;
        const QString path = out.filePath("turn.gif");
        SweepDriver driver(path, 0);
        exportAnimationAction(*w)->trigger();
        QVERIFY(driver.answered);
        QCOMPARE(driver.view, viewTitle(ViewKind::Pca));
        QCOMPARE(driver.from, azimuth);
        QCOMPARE(driver.to, azimuth + 345);
        QCOMPARE(driver.toForThree, azimuth + 240);
        QTRY_VERIFY_WITH_TIMEOUT(w->findChildren<AnimationRunner*>().isEmpty(), kTimeout);
        GifFrames read;
        QVERIFY(framesChange(path, 3, read));
        QVERIFY(read.frames.back() != read.frames.front());
    }

    void cancelLeavesNoFile() {
        auto w = openWindow();
        QVERIFY(w);
        QTRY_VERIFY_WITH_TIMEOUT(w->isIdle() && w->currentResult(), kTimeout);
        QTemporaryDir out;
        const QString path = out.filePath("cancelled.gif");
        DialogDriver driver(path, 400, true);
        QSignalSpy said(w->statusBar(), &QStatusBar::messageChanged);
        exportAnimationAction(*w)->trigger();
        QVERIFY(driver.answered);
        QTRY_VERIFY_WITH_TIMEOUT(driver.cancelled, kTimeout);
        // The progress dialog goes away and the job itself ends (its end waits for any frame
        // still being written); by then the window has said what happened, so what it said is
        // checked once, not waited for.
        QTRY_VERIFY_WITH_TIMEOUT(!qobject_cast<QProgressDialog*>(QApplication::activeModalWidget()),
                                 kTimeout);
        QTRY_VERIFY_WITH_TIMEOUT(w->findChildren<QProgressDialog*>().isEmpty(), kTimeout);
        QTRY_VERIFY_WITH_TIMEOUT(w->findChildren<AnimationRunner*>().isEmpty(), kTimeout);
        const QString cancelled = FileActions::tr("Animation cancelled: nothing was written");
        QVERIFY(std::any_of(said.begin(), said.end(), [&](const QList<QVariant>& args) {
            return args.at(0).toString() == cancelled;
        }));
        QVERIFY(!QFileInfo::exists(path));
        QVERIFY2(entriesIn(out.path()).isEmpty(), qPrintable(entriesIn(out.path()).join(' ')));
    }
};

QTEST_MAIN(TestExportAnimation)
#include "test_export_animation.moc"

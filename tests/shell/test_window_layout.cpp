// SPDX-License-Identifier: GPL-3.0-or-later
// The window's layout is kept per screen size: the controls widened at a 1920 px projector
// do not narrow the views at 1366 px. Screen sizes are given to the window (an offscreen
// screen cannot be resized), the settings are a file of the test's own.

#include "shell/window_fixture.h"
#include "ui/shell/main_window.h"
#include "ui/shell/window_geometry.h"

#include <QDockWidget>
#include <QSettings>
#include <QSplitter>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

class TestWindowLayout : public QObject {
    Q_OBJECT
  private:
    QTemporaryDir dir_;
    QString settingsFile() const { return dir_.filePath(QStringLiteral("layout.ini")); }

    // As the application opens it: its saved size and place, or 1366 x 768 the first time.
    std::unique_ptr<MainWindow> openOn(const QSize& screen) {
        WindowOpening how;
        how.start.screenSize = screen;
        how.size = QSize(); // its saved geometry, else 1366 x 768
        how.activate = false;
        return openTestWindow(settingsFile(), how);
    }
    static QDockWidget* controls(MainWindow& w) {
        return w.findChild<QDockWidget*>(QStringLiteral("controls"));
    }
    // The splitter of the two rows of views.
    static QSplitter* rows(MainWindow& w) {
        for (QSplitter* splitter : w.findChildren<QSplitter*>())
            if (splitter->orientation() == Qt::Vertical)
                return splitter;
        return nullptr;
    }

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { QFile::remove(settingsFile()); }

    // The settings themselves: one group per size, each read back as written; a size never
    // saved reads as nothing.
    void eachScreenSizeHasItsOwnGroup() {
        const QSize projector(1920, 1050), laptop(1366, 728);
        QCOMPARE(windowLayoutGroup(projector), QStringLiteral("window/1920x1050"));
        {
            QSettings settings(settingsFile(), QSettings::IniFormat);
            saveWindowLayout(settings, projector, {"g1920", "s1920", "p1920"});
            saveWindowLayout(settings, laptop, {"g1366", "s1366", "p1366"});
        }
        QSettings settings(settingsFile(), QSettings::IniFormat);
        settings.beginGroup(QStringLiteral("window"));
        QCOMPARE(settings.childGroups().size(), 2);
        settings.endGroup();
        const WindowLayout big = loadWindowLayout(settings, projector);
        QCOMPARE(big.geometry, QByteArray("g1920"));
        QCOMPARE(big.state, QByteArray("s1920"));
        QCOMPARE(big.splitters, QByteArray("p1920"));
        const WindowLayout small = loadWindowLayout(settings, laptop);
        QCOMPARE(small.geometry, QByteArray("g1366"));
        QCOMPARE(small.splitters, QByteArray("p1366"));
        const WindowLayout unseen = loadWindowLayout(settings, QSize(1280, 1024));
        QVERIFY(unseen.geometry.isEmpty() && unseen.state.isEmpty() && unseen.splitters.isEmpty());
    }

    // The window through the settings: widened controls, moved rows and a larger window at the
    // projector; the laptop keeps its own, and a screen never seen starts from the defaults.
    void theProjectorsLayoutStaysAtTheProjector() {
        const QSize projector(1920, 1050), laptop(1366, 728);
        int defaultControls = 0;
        QList<int> defaultRows;
        {
            auto w = openOn(laptop);
            QVERIFY(!w->restoredGeometry());
            defaultControls = controls(*w)->width();
            defaultRows = rows(*w)->sizes();
        } // closed: the laptop's layout saved, as it was
        const int wider = defaultControls + 150;
        QList<int> movedRows;
        {
            auto w = openOn(projector);
            QVERIFY(!w->restoredGeometry()); // never seen here
            QCOMPARE(controls(*w)->width(), defaultControls);
            w->resize(1500, 900);
            w->resizeDocks({controls(*w)}, {wider}, Qt::Horizontal);
            rows(*w)->setSizes({defaultRows[0] + defaultRows[1] - 250, 250});
            QTRY_COMPARE_WITH_TIMEOUT(controls(*w)->width(), wider, kHangMs);
            movedRows = rows(*w)->sizes();
            QVERIFY(movedRows != defaultRows);
            waitIdle(*w);
        }
        {
            auto w = openOn(laptop);
            QVERIFY(w->restoredGeometry());
            QCOMPARE(w->size(), QSize(1366, 768));
            QCOMPARE(controls(*w)->width(), defaultControls);
            QCOMPARE(rows(*w)->sizes(), defaultRows);
        }
        {
            auto w = openOn(projector);
            QVERIFY(w->restoredGeometry());
            QCOMPARE(w->size(), QSize(1500, 900));
            QCOMPARE(controls(*w)->width(), wider);
            QCOMPARE(rows(*w)->sizes(), movedRows);
        }
        {
            auto w = openOn(QSize(1280, 1024));
            QVERIFY(!w->restoredGeometry());
            QCOMPARE(controls(*w)->width(), defaultControls);
            QCOMPARE(rows(*w)->sizes(), defaultRows);
        }
    }
};

QTEST_MAIN(TestWindowLayout)
#include "test_window_layout.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// The window's layout is kept per screen size: the controls widened at a 1920 px projector
// do not narrow the views at 1366 px. Screen sizes are given to the window (an offscreen
// screen cannot be resized), the settings are a file of the test's own.

#include "shell/window_fixture.h"
#include "ui/shell/explorer_scenes.h"
#include "ui/shell/language.h"
#include "ui/shell/main_window.h"
#include "ui/shell/presentation.h"
#include "ui/shell/window_geometry.h"
#include "ui/shell/window_holder.h"
#include "ui/views/pair_distance_view.h"
#include "ui/views/scene_table.h"
#include "ui/views/springs_view.h"

#include <QApplication>
#include <QMenu>
#include <QMenuBar>
#include <QSignalSpy>
#include <QTabWidget>

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

    // Every widget of the window as a line: its class, name and geometry in the window.
    static QStringList geometries(MainWindow& w) {
        QStringList lines;
        for (QWidget* widget : w.findChildren<QWidget*>())
            if (widget->isVisible() && qobject_cast<QDockWidget*>(widget) == nullptr &&
                (qobject_cast<PlotView*>(widget) || qobject_cast<QSplitter*>(widget) ||
                 qobject_cast<QTabWidget*>(widget)))
                lines << QStringLiteral("%1 %2 %3,%4 %5x%6")
                             .arg(QLatin1String(widget->metaObject()->className()),
                                  widget->objectName())
                             .arg(widget->mapTo(&w, QPoint()).x())
                             .arg(widget->mapTo(&w, QPoint()).y())
                             .arg(widget->width())
                             .arg(widget->height());
        lines << QStringLiteral("controls %1x%2")
                     .arg(controls(w)->width())
                     .arg(controls(w)->height());
        lines << QStringLiteral("font %1").arg(QApplication::font().families().join(','));
        return lines;
    }

    // The Language menu's entry `label`, clicked as a user picks it.
    static void chooseLanguage(MainWindow& w, const QString& label) {
        for (QAction* top : w.menuBar()->actions())
            if (QMenu* menu = top->menu())
                for (QAction* action : menu->actions())
                    if (action->text() == label) {
                        action->trigger();
                        return;
                    }
        QFAIL(qPrintable("no menu entry " + label));
    }

    static void showAt1366(MainWindow& w) {
        w.resize(1366, 768);
        w.show();
    }

    // The window in English, active (a user presses keys in it) and idle. The Language menu
    // acts on a language other than the one saved: English is saved to start from.
    void openInEnglish(WindowHolder& holder, bool presenting) {
        saveLanguage(QStringLiteral("en"));
        installLanguage(QStringLiteral("en"));
        StartOptions start;
        start.settingsFile = settingsFile();
        start.screenSize = QSize(1366, 768);
        holder.open(start, presenting);
        holder.window()->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(holder.window()));
        waitIdle(*holder.window());
    }

    // English, then Chinese, then English again from the Language menu, each building the
    // window again: the same window as the English start, with the tab the class was looking
    // at still in front.
    void aLanguageAndBackLeavesTheWindowAsItWas() {
        WindowHolder holder(&showAt1366);
        openInEnglish(holder, false);
        clickTabHolding(holder.window()->findChild<PairDistanceView*>());
        waitIdle(*holder.window());
        const QStringList english = geometries(*holder.window());
        QSignalSpy reopened(&holder, &WindowHolder::reopened);
        chooseLanguage(*holder.window(), QStringLiteral("中文（简体）"));
        QTRY_COMPARE_WITH_TIMEOUT(reopened.size(), 1, kHangMs);
        waitIdle(*holder.window());
        QVERIFY(
            holder.window()->menuBar()->actions().first()->text().contains(QStringLiteral("文件")));
        chooseLanguage(*holder.window(), QStringLiteral("English"));
        QTRY_COMPARE_WITH_TIMEOUT(reopened.size(), 2, kHangMs);
        waitIdle(*holder.window());
        QVERIFY(holder.window()->findChild<PairDistanceView*>()->isVisible());
        const QStringList back = geometries(*holder.window());
        QStringList differ;
        for (int i = 0; i < std::max(english.size(), back.size()); ++i)
            if (back.value(i) != english.value(i))
                differ << english.value(i) + QStringLiteral(" -> ") + back.value(i);
        QVERIFY2(differ.isEmpty(), qPrintable(differ.join(QStringLiteral("; "))));
        saveLanguage(QStringLiteral("system"));
    }

    // A scene on show stays on show in the new language, presenting as it was.
    void aSceneStaysThroughALanguage() {
        WindowHolder holder(&showAt1366);
        openInEnglish(holder, true);
        QTest::keyClick(holder.window(), Qt::Key_1, Qt::ControlModifier);
        QTRY_VERIFY_WITH_TIMEOUT(holder.window()->scenes()->current(), kHangMs);
        const SceneInfo* scene = holder.window()->scenes()->current();
        QSignalSpy reopened(&holder, &WindowHolder::reopened);
        chooseLanguage(*holder.window(), QStringLiteral("中文（简体）"));
        QTRY_COMPARE_WITH_TIMEOUT(reopened.size(), 1, kHangMs);
        waitIdle(*holder.window());
        QCOMPARE(holder.window()->scenes()->current(), scene);
        QVERIFY(holder.window()->presentation()->isPresenting());
        QVERIFY(holder.window()->farSpringsView()->isVisible());
        installLanguage(QStringLiteral("en"));
        saveLanguage(QStringLiteral("system"));
    }
};

QTEST_MAIN(TestWindowLayout)
#include "test_window_layout.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The explorer window as the window tests open it: 1366 x 768, shown and active, with its
// settings in a file of the test's own; and the wait until it is idle. Shared by the tests
// of the window.

#include "hang.h"
#include "ui/compute/worker.h"
#include "ui/shell/main_window.h"

#include <QSize>
#include <QString>
#include <QTabBar>
#include <QTabWidget>
#include <QtTest>
#include <memory>

// Every event posted until now delivered (layout passes, deferred calls, queued replots):
// posted events arrive in order, so when a marker posted last arrives, all before it have.
inline bool deliverPostedEvents(int timeoutMs = kHangMs) {
    bool arrived = false;
    QObject marker;
    QMetaObject::invokeMethod(
        &marker, [&arrived] { arrived = true; }, Qt::QueuedConnection);
    return QTest::qWaitFor([&arrived] { return arrived; }, timeoutMs);
}

// Idle and quiet: no request waiting, none running, a result on show, and none asked for by
// the events that result set off (a replot lays the plot out, the layout resizes a view,
// which may ask again: each step posted by the one before), over three passes that each
// deliver every event posted until then. A window that keeps asking (a layout that changes
// with every result) fails here rather than waiting for ever.
inline void waitIdle(MainWindow& w, int timeoutMs = kHangMs) {
    for (int pass = 0, quiet = 0; quiet < 3; ++pass) {
        if (pass == 50)
            QFAIL("the window keeps asking for new results");
        QTRY_VERIFY_WITH_TIMEOUT(w.isIdle() && w.currentResult(), timeoutMs);
        const quint64 asked = w.worker()->latestGeneration();
        QVERIFY(deliverPostedEvents(timeoutMs));
        quiet = w.isIdle() && w.worker()->latestGeneration() == asked ? quiet + 1 : 0;
    }
}

// How a test opens the window. Every window test opens it through openTestWindow, so they
// all start it the same way: shown, then idle and quiet.
struct WindowOpening {
    StartOptions start;            // what the command line would give; the settings file is set
    QSize size = QSize(1366, 768); // empty: as the application sizes it (its saved geometry,
                                   // else 1366 x 768)
    bool activate = true;          // made the active window (shortcuts reach it); a window
                                   // that does not become active is said, not failed
    int timeoutMs = kHangMs;       // for the wait until it is idle
};

// The window with its settings in `settingsFile`, opened as `how` says and idle; null when
// it never became idle (the failure is recorded).
inline std::unique_ptr<MainWindow> openTestWindow(const QString& settingsFile,
                                                  WindowOpening how = {}) {
    how.start.settingsFile = settingsFile;
    auto w = std::make_unique<MainWindow>(how.start);
    if (!how.size.isEmpty())
        w->resize(how.size);
    else if (!w->restoredGeometry())
        w->resize(1366, 768);
    w->show();
    if (how.activate) {
        w->activateWindow();
        if (!QTest::qWaitForWindowActive(w.get()))
            qWarning("the window did not become active");
    }
    waitIdle(*w, how.timeoutMs);
    if (QTest::currentTestFailed())
        return nullptr;
    return w;
}

inline std::unique_ptr<MainWindow> openActiveWindow(const QString& settingsFile,
                                                    int timeoutMs = kHangMs) {
    WindowOpening how;
    how.timeoutMs = timeoutMs;
    return openTestWindow(settingsFile, how);
}

// A click on the tab that holds `view`, as a user brings it forward (a view behind another
// tab computes nothing until then); nothing where the view is in no tabs.
inline void clickTabHolding(QWidget* view) {
    for (QWidget* parent = view->parentWidget(); parent; parent = parent->parentWidget())
        if (auto* tabs = qobject_cast<QTabWidget*>(parent)) {
            const int index = tabs->indexOf(view);
            QTest::mouseClick(tabs->tabBar(), Qt::LeftButton, {},
                              tabs->tabBar()->tabRect(index).center());
            QTRY_VERIFY_WITH_TIMEOUT(view->isVisible(), kHangMs);
            return;
        }
}

#pragma once
// The explorer window as the window tests open it: 1366 x 768, shown and active, with its
// settings in a file of the test's own; and the wait until it is idle. Shared by the tests
// of the window.

#include "ui/shell/main_window.h"

#include <QString>
#include <QtTest>
#include <memory>

// Idle and quiet: no request waiting, none running, and none appearing after a pass of the
// event loop (a layout pass can schedule one).
inline void waitIdle(MainWindow& w, int timeoutMs = 20000) {
    for (int quietPasses = 0; quietPasses < 3;) {
        QTRY_VERIFY_WITH_TIMEOUT(w.isIdle() && w.currentResult(), timeoutMs);
        QTest::qWait(20);
        quietPasses = w.isIdle() ? quietPasses + 1 : 0;
    }
}

inline std::unique_ptr<MainWindow> openActiveWindow(const QString& settingsFile) {
    StartOptions options;
    options.settingsFile = settingsFile;
    auto w = std::make_unique<MainWindow>(options);
    w->resize(1366, 768);
    w->show();
    w->activateWindow();
    if (!QTest::qWaitForWindowActive(w.get()))
        qWarning("the window did not become active");
    waitIdle(*w);
    return w;
}

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Waiting for the layouts a change of text size asked for.

#include <QObject>
#include <QTimer>
#include <functional>

// Runs `action` once the layouts a change of text size asked for are done: a new font reaches
// the widgets' size hints through posted layout requests, which the event loop handles before
// a zero-interval timer. Anything that reads a size hint after a text-size change waits here.
inline void afterTextSizeLayout(QObject* context, std::function<void()> action) {
    QTimer::singleShot(0, context, std::move(action));
}

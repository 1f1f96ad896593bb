// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The window's layout (its size and place, the control dock's width, the views' splitters)
// kept for each size of screen it was left on: controls widened at a 1920 px projector do not
// take the views' room on a 1366 px laptop, and each screen gets back the layout left there.
// A screen size never seen starts from the window's defaults.

#include <QByteArray>
#include <QList>
#include <QPoint>
#include <QRect>
#include <QSettings>
#include <QSize>
#include <QString>

class QWidget;

struct WindowLayout {
    QByteArray geometry;  // QWidget::saveGeometry
    QByteArray state;     // QMainWindow::saveState (the control dock)
    QByteArray splitters; // the views' splitter sizes
};

// The settings group the layout for a screen whose available area is `screen` is kept in:
// "window/1366x728".
QString windowLayoutGroup(const QSize& screen);
// The layout saved for `screen`; empty when none was (the window keeps its defaults).
WindowLayout loadWindowLayout(QSettings& settings, const QSize& screen);
void saveWindowLayout(QSettings& settings, const QSize& screen, const WindowLayout& layout);

// The views' splitter sizes (QSplitter::saveState, in order) as the one value `splitters`
// keeps, and back; empty when `packed` is missing or corrupt (the default sizes stay).
QByteArray packSplitterStates(const QList<QByteArray>& states);
QList<QByteArray> unpackSplitterStates(const QByteArray& packed, int count);

// A window at `window` moved back onto the screen area `free`, never resized (another monitor,
// a window manager that adds its frame on every restore): its top left corner.
QPoint keptOnScreen(const QRect& window, const QRect& free);
// `window` moved there on its screen, so the saved layout of its contents stays as it was.
void keepOnScreen(QWidget* window);

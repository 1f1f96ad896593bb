// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/window_geometry.h"

#include <QDataStream>
#include <QIODevice>
#include <QScreen>
#include <QWidget>
#include <algorithm>

QString windowLayoutGroup(const QSize& screen) {
    if (!screen.isValid())
        return QStringLiteral("window/anyScreen");
    return QStringLiteral("window/%1x%2").arg(screen.width()).arg(screen.height());
}

WindowLayout loadWindowLayout(QSettings& settings, const QSize& screen) {
    settings.beginGroup(windowLayoutGroup(screen));
    WindowLayout layout;
    layout.geometry = settings.value(QStringLiteral("geometry")).toByteArray();
    layout.state = settings.value(QStringLiteral("state")).toByteArray();
    layout.splitters = settings.value(QStringLiteral("splitters")).toByteArray();
    settings.endGroup();
    return layout;
}

void saveWindowLayout(QSettings& settings, const QSize& screen, const WindowLayout& layout) {
    // The one layout kept before there was one per screen size: of no known size.
    for (const char* key : {"window/geometry", "window/state", "window/splitters"})
        settings.remove(QLatin1String(key));
    settings.beginGroup(windowLayoutGroup(screen));
    settings.setValue(QStringLiteral("geometry"), layout.geometry);
    settings.setValue(QStringLiteral("state"), layout.state);
    settings.setValue(QStringLiteral("splitters"), layout.splitters);
    settings.endGroup();
}

QByteArray packSplitterStates(const QList<QByteArray>& states) {
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    for (const QByteArray& state : states)
        out << state;
    return bytes;
}

QList<QByteArray> unpackSplitterStates(const QByteArray& packed, int count) {
    QList<QByteArray> states(count);
    QDataStream in(packed);
    for (QByteArray& state : states)
        in >> state;
    return in.status() == QDataStream::Ok ? states : QList<QByteArray>();
}

QPoint keptOnScreen(const QRect& g, const QRect& free) {
    return {std::clamp(g.x(), free.left(), std::max(free.left(), free.right() - g.width() + 1)),
            std::clamp(g.y(), free.top(), std::max(free.top(), free.bottom() - g.height() + 1))};
}

void keepOnScreen(QWidget* window) {
    const QScreen* screen = window->screen();
    if (!screen)
        return;
    const QPoint to = keptOnScreen(window->geometry(), screen->availableGeometry());
    if (to != window->geometry().topLeft())
        window->move(to);
}

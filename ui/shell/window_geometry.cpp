// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/window_geometry.h"

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

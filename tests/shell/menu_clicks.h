// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Driving the window as a user does, with the mouse and keys: the menu bar, and a number
// typed into a spin box. Shared by the tests of the window.

#include <QAbstractSpinBox>
#include <QApplication>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QStringList>
#include <QtTest>

inline QString plain(QString text) {
    return text.remove(QLatin1Char('&'));
}

// Clicks through the menu bar: the top menu titled path[0], then each entry of path[1..] in
// the popup that opens (a submenu opens on its click too).
inline bool chooseFromMenus(QMainWindow& w, const QStringList& path) {
    QMenuBar* bar = w.menuBar();
    QAction* top = nullptr;
    for (QAction* a : bar->actions())
        if (plain(a->text()) == path.first())
            top = a;
    if (!top)
        return false;
    QTest::mouseClick(bar, Qt::LeftButton, {}, bar->actionGeometry(top).center());
    for (const QString& entry : path.mid(1)) {
        QMenu* popup = nullptr;
        // The newest popup: a submenu once its parent's entry was clicked.
        const bool shown = QTest::qWaitFor(
            [&] {
                popup = qobject_cast<QMenu*>(QApplication::activePopupWidget());
                bool has = false;
                if (popup)
                    for (QAction* a : popup->actions())
                        has = has || plain(a->text()) == entry;
                return has;
            },
            20000);
        if (!shown)
            return false;
        for (QAction* a : popup->actions())
            if (plain(a->text()) == entry) {
                QTest::mouseMove(popup, popup->actionGeometry(a).center());
                QTest::mouseClick(popup, Qt::LeftButton, {}, popup->actionGeometry(a).center());
                break;
            }
    }
    return true;
}

// Clicks into the box, selects its text, types `text` and presses Return.
inline void typeInto(QAbstractSpinBox* spin, const QString& text) {
    QTest::mouseClick(spin, Qt::LeftButton, {}, QPoint(spin->width() / 3, spin->height() / 2));
    QTest::keyClick(spin, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(spin, text);
    QTest::keyClick(spin, Qt::Key_Return);
}

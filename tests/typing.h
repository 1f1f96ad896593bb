// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Typing into a number field as a person does: Ctrl+A selects the text, the new text goes
// over it, Enter ends the edit. Characters a keyboard sends as keys go as key presses; the
// full-width ones a Chinese input method commits go as text, in one QInputMethodEvent, as
// the input method sends them. Shared by the tests of every window's entry fields.

#include <QAbstractSpinBox>
#include <QApplication>
#include <QHelpEvent>
#include <QInputMethodEvent>
#include <QtTest>

namespace typing {

inline void typeText(QAbstractSpinBox* box, const QString& text) {
    box->setFocus();
    QTest::keyClick(box, Qt::Key_A, Qt::ControlModifier);
    bool ascii = true;
    for (const QChar c : text)
        ascii = ascii && c.unicode() < 128;
    if (ascii) {
        QTest::keyClicks(box, text);
    } else {
        QInputMethodEvent commit;
        commit.setCommitString(text);
        QApplication::sendEvent(box, &commit);
    }
}

// The text, then Enter.
inline void typeInto(QAbstractSpinBox* box, const QString& text) {
    typeText(box, text);
    QTest::keyClick(box, Qt::Key_Return);
}

// Red since a refusal: the field's "rejected" mark and its red base.
inline bool isRed(const QAbstractSpinBox* box) {
    return box->property("rejected").toBool() &&
           box->palette().color(QPalette::Base).red() > box->palette().color(QPalette::Base).blue();
}

// The tooltip a hover shows (the fields write their range into it when asked).
inline QString hover(QWidget* widget) {
    QHelpEvent help(QEvent::ToolTip, QPoint(2, 2), widget->mapToGlobal(QPoint(2, 2)));
    QApplication::sendEvent(widget, &help);
    return widget->toolTip();
}

} // namespace typing

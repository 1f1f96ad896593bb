// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/teaching/wheel_scrolls_page.h"

#include <QCoreApplication>
#include <QScrollArea>
#include <QScrollBar>
#include <QWheelEvent>
#include <qcustomplot.h>

WheelScrollsPage::WheelScrollsPage(QScrollArea* area) : QObject(area), area_(area) {
    // On the application: a lesson makes its plots when it is first opened, after this.
    QCoreApplication::instance()->installEventFilter(this);
}

bool WheelScrollsPage::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() != QEvent::Wheel)
        return false;
    auto* plot = qobject_cast<QCustomPlot*>(watched);
    if (!plot || !area_->widget() || !area_->widget()->isAncestorOf(plot))
        return false;
    const auto* wheel = static_cast<QWheelEvent*>(event);
    if (wheel->modifiers().testFlag(Qt::ControlModifier))
        return false; // the plot zooms
    // Handed to the page's scroll bar itself: a wheel event a plot ignores reaches the page
    // only when it came from the system, and the page scrolls alike however it came.
    QScrollBar* bar =
        wheel->angleDelta().y() != 0 ? area_->verticalScrollBar() : area_->horizontalScrollBar();
    QWheelEvent forwarded(bar->mapFromGlobal(wheel->globalPosition()), wheel->globalPosition(),
                          wheel->pixelDelta(), wheel->angleDelta(), wheel->buttons(),
                          wheel->modifiers(), wheel->phase(), wheel->inverted(), wheel->source());
    QCoreApplication::sendEvent(bar, &forwarded);
    return true;
}

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/views/plot_keyboard.h"

#include <QEvent>
#include <QPainter>
#include <algorithm>

SelectionStep pairStep(int key) {
    switch (key) {
    case Qt::Key_Up:
        return {-1, 0, 0};
    case Qt::Key_Down:
        return {1, 0, 0};
    case Qt::Key_Left:
        return {0, 0, -1};
    case Qt::Key_Right:
        return {0, 0, 1};
    default:
        return {};
    }
}

Selection steppedSelection(Selection s, const SelectionStep& step, std::int64_t length,
                           std::int64_t dim) {
    const std::int64_t lastPosition = std::max<std::int64_t>(length - 1, 0);
    s.p = std::clamp<std::int64_t>(s.p + step.ps, 0, lastPosition);
    s.dimension = std::clamp<std::int64_t>(s.dimension + step.dimensions, 0,
                                           std::max<std::int64_t>(dim - 1, 0));
    s.q = std::clamp<std::int64_t>(s.q + step.qs, 0, lastPosition);
    s.farQ = std::clamp<std::int64_t>(s.farQ + step.farQs, 0, lastPosition);
    return s;
}

KeyboardBand steppedBand(const Selection& s, KeyboardBand keys, std::int64_t step,
                         std::int64_t dims) {
    if (!s.hasBand())
        keys = {s.dimension, s.dimension};
    else if (std::min(keys.anchor, keys.end) != s.bandFirst ||
             std::max(keys.anchor, keys.end) != s.bandLast)
        keys = {s.bandFirst, s.bandLast};
    keys.end = std::clamp<std::int64_t>(keys.end + step, 0, std::max<std::int64_t>(dims - 1, 0));
    return keys;
}

FocusFrame::FocusFrame(QWidget* plot) : QWidget(plot) {
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setFocusPolicy(Qt::NoFocus);
    setGeometry(plot->rect());
    setVisible(plot->hasFocus());
    plot->installEventFilter(this);
}

bool FocusFrame::eventFilter(QObject* watched, QEvent* event) {
    if (watched == parentWidget()) {
        switch (event->type()) {
        case QEvent::Resize:
            setGeometry(parentWidget()->rect());
            break;
        case QEvent::FocusIn:
            setGeometry(parentWidget()->rect());
            raise();
            show();
            break;
        case QEvent::FocusOut:
            hide();
            break;
        default:
            break;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void FocusFrame::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    const int width = 3;
    QPen pen(palette().color(QPalette::Active, QPalette::Highlight), width);
    pen.setJoinStyle(Qt::MiterJoin);
    painter.setPen(pen);
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(QRectF(rect()).adjusted(width / 2.0, width / 2.0, -width / 2.0, -width / 2.0));
}

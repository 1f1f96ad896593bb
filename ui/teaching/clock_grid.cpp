// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/teaching/clock_grid.h"

#include "ui/views/display_scale.h"
#include "ui/views/plot_view.h"

#include <QPainter>
#include <algorithm>
#include <cmath>

ClockGrid::ClockGrid(QWidget* parent) : QWidget(parent) {
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

QSize ClockGrid::sizeHint() const {
    return QSize(640, int(420 * DisplayScale::instance().factor()));
}

QSize ClockGrid::minimumSizeHint() const {
    return QSize(320, int(240 * DisplayScale::instance().factor()));
}

QFont ClockGrid::labelFont(double side) const {
    QFont label = font();
    double points = std::clamp(side / 11.0, 8.0, 13.0) * DisplayScale::instance().factor();
    label.setPointSizeF(points);
    int widest = 0;
    for (std::size_t h = 0; h < hands_.size(); ++h)
        for (const QString& line : handLabel(h).split(QLatin1Char('\n')))
            widest = std::max(widest, QFontMetrics(label).horizontalAdvance(line));
    if (widest > 0.95 * side && widest > 0)
        points *= 0.95 * side / widest;
    label.setPointSizeF(std::max(points, 6.0));
    return label;
}

void ClockGrid::setHands(std::vector<pe::ClockHand> hands) {
    hands_ = std::move(hands);
    update();
}

// Plain digits: a class reads "period 19869" aloud, not "1.987e+04".
QString ClockGrid::handLabel(std::size_t index) const {
    const pe::ClockHand& hand = hands_.at(index);
    return tr("i = %1\nperiod %2").arg(hand.pair).arg(formatWavelength(hand.period));
}

void ClockGrid::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), palette().base());
    const int n = int(hands_.size());
    if (n == 0)
        return;
    // The most columns that still leave each clock square and as large as possible.
    int bestCols = 1;
    double bestSide = 0;
    for (int cols = 1; cols <= n; ++cols) {
        const int rows = (n + cols - 1) / cols;
        const double side = std::min(width() / double(cols), height() / double(rows));
        if (side > bestSide) {
            bestSide = side;
            bestCols = cols;
        }
    }
    const QFont label = labelFont(bestSide);
    p.setFont(label);
    const int textHeight = QFontMetrics(label).height();
    for (int h = 0; h < n; ++h) {
        const pe::ClockHand& hand = hands_[std::size_t(h)];
        const QRectF cell((h % bestCols) * bestSide, (h / bestCols) * bestSide, bestSide, bestSide);
        const double radius = std::max(4.0, (bestSide - 2.2 * textHeight) / 2 - 4);
        const QPointF centre(cell.center().x(), cell.top() + 4 + radius + 2);
        p.setPen(QPen(palette().mid().color(), 1.5));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(centre, radius, radius);
        // Fast hands (short period) warm, slow hands cool.
        const double speed = std::clamp(std::log10(std::max(hand.period, 1.0)) / 5.0, 0.0, 1.0);
        const QColor colour = QColor::fromHsvF(0.02 + 0.58 * speed, 0.85, 0.8);
        p.setPen(QPen(colour, std::max(2.0, radius / 12), Qt::SolidLine, Qt::RoundCap));
        // Screen y points down: the sin goes up.
        p.drawLine(centre, centre + QPointF(hand.x * radius, -hand.y * radius));
        p.setBrush(colour);
        p.drawEllipse(centre, 3, 3);
        p.setPen(palette().text().color());
        const QRectF text(cell.left(), centre.y() + radius + 2, cell.width(), 2 * textHeight);
        p.drawText(text, Qt::AlignHCenter | Qt::AlignTop, handLabel(std::size_t(h)));
    }
}

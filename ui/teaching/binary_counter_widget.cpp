// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/teaching/binary_counter_widget.h"

#include <QPainter>
#include <algorithm>

BinaryCounterWidget::BinaryCounterWidget(QWidget* parent) : QWidget(parent) {
    setMinimumHeight(90);
}

void BinaryCounterWidget::setBits(std::vector<pe::CounterBit> bits) {
    bits_ = std::move(bits);
    update();
}

QString BinaryCounterWidget::bitString() const {
    QString s;
    for (auto it = bits_.rbegin(); it != bits_.rend(); ++it)
        s += QChar(it->value ? '1' : '0');
    return s;
}

void BinaryCounterWidget::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const int n = int(bits_.size());
    if (n == 0)
        return;
    const double cell = std::min(width() / double(n), height() * 0.6);
    QFont big = font();
    big.setPointSize(std::clamp(int(cell / 2.2), 8, 28));
    big.setBold(true);
    QFont small = font();
    small.setPointSize(std::clamp(int(cell / 5), 7, 11));
    const double left = (width() - cell * n) / 2;
    for (int k = 0; k < n; ++k) {
        const pe::CounterBit& bit = bits_[std::size_t(n - 1 - k)]; // most significant first
        const QRectF box(left + k * cell + 2, 2, cell - 4, cell - 4);
        p.setPen(QPen(palette().mid().color(), 1.5));
        p.setBrush(bit.value ? QColor(214, 96, 77) : palette().base().color());
        p.drawRoundedRect(box, 4, 4);
        p.setFont(big);
        p.setPen(bit.value ? Qt::white : palette().text().color());
        p.drawText(box, Qt::AlignCenter, QString::number(bit.value));
        p.setFont(small);
        p.setPen(palette().text().color());
        p.drawText(QRectF(box.left() - 2, box.bottom() + 2, cell, height() - box.bottom() - 2),
                   Qt::AlignHCenter | Qt::AlignTop, QStringLiteral("2^%1").arg(bit.bit));
    }
}

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A position in binary, most significant bit on the left, each bit with the period after
// which it repeats: the discrete cousin of the phasor clocks.

#include "core/phasor_clock.h"

#include <QWidget>
#include <vector>

class BinaryCounterWidget : public QWidget {
    Q_OBJECT
  public:
    explicit BinaryCounterWidget(QWidget* parent = nullptr);

    void setBits(std::vector<pe::CounterBit> bits);
    const std::vector<pe::CounterBit>& bits() const { return bits_; }
    // "0101", most significant first.
    QString bitString() const;

    QSize sizeHint() const override { return {480, 110}; }

  protected:
    void paintEvent(QPaintEvent* event) override;

  private:
    std::vector<pe::CounterBit> bits_;
};

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The sin/cos pairs of one position as clock hands: pair i points at angle pos * omega_i
// on its unit circle, (x, y) = (cos, sin). Painted with QPainter.

#include "core/phasor_clock.h"

#include <QWidget>
#include <vector>

class ClockGrid : public QWidget {
    Q_OBJECT
  public:
    explicit ClockGrid(QWidget* parent = nullptr);

    void setHands(std::vector<pe::ClockHand> hands);
    const std::vector<pe::ClockHand>& hands() const { return hands_; }
    // The text under clock `index`: its pair and its period.
    QString handLabel(std::size_t index) const;

    // The labels' font under clocks `side` pixels wide: at the window's text size, as the rest
    // of the lesson's text, and smaller only where the widest label would be wider than its
    // clock (it would run into the next one's).
    QFont labelFont(double side) const;

    QSize sizeHint() const override;
    // Taller with larger text, for the clocks to keep their size above their larger labels.
    QSize minimumSizeHint() const override;

  protected:
    void paintEvent(QPaintEvent* event) override;

  private:
    std::vector<pe::ClockHand> hands_;
};

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

    QSize sizeHint() const override { return {640, 420}; }

  protected:
    void paintEvent(QPaintEvent* event) override;

  private:
    std::vector<pe::ClockHand> hands_;
};

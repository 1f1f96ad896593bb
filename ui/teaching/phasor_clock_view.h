// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// "Springs of different frequencies": all sin/cos pairs of one position as clock hands,
// moved together by a position slider or the play button, beside a binary counter of the
// same position. Fast hands tell neighbours apart; slow hands tell far positions apart.

#include "core/encoding_params.h"

#include <QWidget>

class BinaryCounterWidget;
class ClockGrid;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QSlider;
class QSpinBox;
class QTimer;

class PhasorClockView : public QWidget {
    Q_OBJECT
  public:
    explicit PhasorClockView(QWidget* parent = nullptr);

    void setPosition(int pos);
    int position() const;
    void setDim(int dim);
    bool isPlaying() const;
    ClockGrid* clocks() const { return clocks_; }
    BinaryCounterWidget* counter() const { return counter_; }

    static constexpr int kMaxDim = 64;
    static constexpr int kMaxLength = 100000;

  public slots:
    void togglePlay();

  public:
    QPushButton* playButton() const { return play_; }

  private:
    void showPlayButton(bool playing);
    void refresh();
    void step();

    QSpinBox* dim_;
    QDoubleSpinBox* base_;
    QSpinBox* length_;
    QSpinBox* speed_;
    QSlider* slider_;
    QLabel* posLabel_;
    QPushButton* play_;
    QTimer* timer_;
    ClockGrid* clocks_;
    BinaryCounterWidget* counter_;
    QLabel* explain_;
    QLabel* error_;
};

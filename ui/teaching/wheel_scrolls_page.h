// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A page of plots in a scroll area (the lessons) scrolls under the wheel as any page does,
// wherever the pointer is; Ctrl+wheel zooms the plot under the pointer. Without it the plot
// under the pointer took every turn of the wheel, and a lesson stopped scrolling wherever a
// plot passed under the pointer.

#include <QObject>

class QScrollArea;

class WheelScrollsPage : public QObject {
  public:
    // Watches the application's wheel events for as long as `area` lives.
    explicit WheelScrollsPage(QScrollArea* area);

  protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

  private:
    QScrollArea* area_;
};

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The control panel in its dock on the left of the views, in a scroll area that never scrolls
// sideways: as wide as the controls need whole, and no wider than its share of the window when
// the text grows.

#include <QDockWidget>

class ControlPanel;
class QMainWindow;
class QScrollArea;

class ControlsDock : public QDockWidget {
    Q_OBJECT
  public:
    // Room beside the fields for the scroll area's vertical scroll bar and its frame: the
    // panel does not scroll sideways, so its width must hold both whole.
    static constexpr int kScrollBarRoom = 20;
    // At larger text the controls take at most this share of the window (about a quarter):
    // the views are what the room reads, and at 200 % the controls would take twice theirs...
    static constexpr double kMaxWindowShare = 0.28;
    // ...but never less than this, so a small window keeps readable controls.
    static constexpr int kMinLargeTextWidth = 300;

    explicit ControlsDock(QMainWindow* window);
    ControlPanel* panel() const { return panel_; }

  private:
    // The width for the text size now (DisplayScale::changed), given back as the text shrinks.
    void fitWidth();

    QMainWindow* window_;
    ControlPanel* panel_;
    QScrollArea* scroll_;
    int designedWidth_; // the width at the text size the panel is designed for
};

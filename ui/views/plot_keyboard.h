// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The plots without a mouse: Tab reaches each one, a frame shows which one has the keyboard,
// and the arrow keys move the selection as that plot draws it (each view says how, plot_view.h).

#include "ui/compute/selection.h"

#include <QWidget>
#include <cstdint>

// What an arrow key asks of the one selection, in steps of p, the selected dimension and q.
struct SelectionStep {
    std::int64_t ps = 0;
    std::int64_t dimensions = 0;
    std::int64_t qs = 0;
    std::int64_t farQs = 0; // the springs scene's far q
    bool isEmpty() const { return ps == 0 && dimensions == 0 && qs == 0 && farQs == 0; }
};

// The arrows of a view of the two positions p and q (similarity, springs): Up and Down move p
// (the row, p = 0 on top), Left and Right move q.
SelectionStep pairStep(int key);

// `s` moved by `step`, each part kept inside an L x D encoding.
Selection steppedSelection(Selection s, const SelectionStep& step, std::int64_t length,
                           std::int64_t dim);

// A band drawn with Shift+arrows: one end stays where the band began, the other follows the
// keys, as a text selection does.
struct KeyboardBand {
    std::int64_t anchor = -1;
    std::int64_t end = -1;
};

// The band after Shift+arrow moved its moving end by `step` of `dims` dimensions: begun at the
// selected dimension when `s` has no band; the keys' own band when it is the one `s` shows;
// otherwise (a band dragged with the mouse) from its first dimension to its last, the last one
// moving.
KeyboardBand steppedBand(const Selection& s, KeyboardBand keys, std::int64_t step,
                         std::int64_t dims);

// A frame in the palette's highlight colour around a plot while it has the keyboard focus, so
// a user who tabs through the window sees where the arrow keys go. A child laid over the plot
// and transparent for the mouse: the plot's own drawing, and the figures made from it, stay as
// they are.
class FocusFrame : public QWidget {
  public:
    explicit FocusFrame(QWidget* plot);

  protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
};

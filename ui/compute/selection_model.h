// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The one selection every part of the explorer shows (the views, the control panel, the status
// bar, the formula inspector), as an object they observe. set() is the one way to change it:
// a click, an arrow key, the control panel, a preset, undo and a session all end there, are
// fitted by the same rules (clampedSelection, selection.h) and are told by the same signal.

#include "ui/compute/selection.h"

#include <QObject>
#include <cstdint>

// `s` with one of its numbers set, as a field of the control panel or a click sets it.
inline Selection with(Selection s, std::int64_t Selection::*field, std::int64_t value) {
    s.*field = value;
    return s;
}

class SelectionModel : public QObject {
    Q_OBJECT
  public:
    explicit SelectionModel(QObject* parent = nullptr);

    const Selection& selection() const { return selection_; }
    // The encoding the selection is fitted to: L positions, D dimensions.
    std::int64_t length() const { return length_; }
    std::int64_t dim() const { return dim_; }

    // `selection` fitted to the encoding; emits changed() when that differs from the one
    // held. Returns whether it did.
    bool set(const Selection& selection);
    // The encoding is now L x D: the default waveforms follow D (followDimensionChange),
    // the rest is fitted as set() fits it.
    bool setEncoding(std::int64_t length, std::int64_t dim);
    // The same as setEncoding without following D: a state restored as it was (undo, a
    // session), whose waveforms are the ones it recorded.
    bool setEncodingAndSelection(std::int64_t length, std::int64_t dim, const Selection& selection);

  signals:
    void changed(const Selection& selection);

  private:
    Selection selection_;
    std::int64_t length_ = 1;
    std::int64_t dim_ = 1;
};

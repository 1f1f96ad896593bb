// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The linked selection every view shows: a position, a dimension, the dimensions drawn as
// waveforms and an optional band of dimensions chosen in the frequency view.

#include <QMetaType>
#include <cstdint>
#include <vector>

struct Selection {
    std::int64_t p = 0; // the selected position
    std::int64_t dimension = 0;
    std::vector<std::int64_t> waveDims;
    std::int64_t bandFirst = -1; // -1: no band
    std::int64_t bandLast = -1;
    std::int64_t q = 1; // the position compared with p (the springs, the map's column)
    // The far q of the springs scene, whose springs stand beside those of q: near and far
    // together are the lesson's contrast.
    std::int64_t farQ = 40;
    bool hasBand() const { return bandFirst >= 0 && bandLast >= bandFirst; }
};

inline bool operator==(const Selection& a, const Selection& b) {
    return a.p == b.p && a.dimension == b.dimension && a.waveDims == b.waveDims &&
           a.bandFirst == b.bandFirst && a.bandLast == b.bandLast && a.q == b.q && a.farQ == b.farQ;
}

// The rules every way of changing the selection follows (clicks, the control panel, presets,
// restored sessions), as plain functions of values.

// `count` dimensions spread evenly over first .. last (fewer when the range is shorter).
std::vector<std::int64_t> spreadDimensions(std::int64_t first, std::int64_t last, int count);

// The waveforms a first look at D dimensions shows: four from the fastest pair to the slowest.
std::vector<std::int64_t> defaultWaveDimensions(std::int64_t dim);

// After D changes from oldDim to newDim: the default waveforms follow the new D; waveforms
// the user chose stay as they are.
std::vector<std::int64_t> followDimensionChange(const std::vector<std::int64_t>& waveDims,
                                                std::int64_t oldDim, std::int64_t newDim);

// `s` fitted to an L x D encoding: position and dimension clamped, waveforms outside D
// dropped (the defaults when none is left), a band outside D cleared, q clamped to 0 .. L-1.
Selection clampedSelection(Selection s, std::int64_t length, std::int64_t dim);

// `s` with `dimension` drawn as a waveform too; the oldest waveform makes room once there
// are `maxWaveforms`. Unchanged when it is drawn already.
Selection withWaveDimension(Selection s, std::int64_t dimension, int maxWaveforms);

// `s` with the band first .. last chosen: the band's first dimension selected and up to
// `maxWaveforms` of its dimensions drawn.
Selection withBand(Selection s, std::int64_t first, std::int64_t last, int maxWaveforms);

// `s` with one dimension chosen on its own: any band is cleared.
Selection withDimension(Selection s, std::int64_t dimension);

// `s` back to the default waveforms for D dimensions, without a band.
Selection withDefaultWaveforms(Selection s, std::int64_t dim);

// What a click in a view chose, in the selection's terms, so that every view's click goes
// through one rule (pickedSelection) and the window wires them all alike.
struct SelectionPick {
    enum class What {
        Cell,      // position `first`, dimension `second`, drawn as a waveform too
        Pair,      // positions p = `first`, q = `second`
        Dimension, // dimension `first` on its own
        Band,      // dimensions `first` .. `second`
    };
    What what = What::Cell;
    std::int64_t first = 0;
    std::int64_t second = 0;
};

Selection pickedSelection(Selection s, const SelectionPick& pick, int maxWaveforms);

Q_DECLARE_METATYPE(SelectionPick)

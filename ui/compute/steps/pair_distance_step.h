// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The pair x distance map's data: each frequency pair's share 2 - 2 cos(w_i k) of the squared
// distance between p and p + k, for the pairs and offsets drawn.

#include "ui/compute/result.h"

struct PairDistanceMap {
    std::int64_t p = 0, q = 0;
    std::int64_t pairs = 0; // ceil(D/2)
    bool logOffsets = false;
    // Column c's offset k. On the linear axis the columns are grid.cols (offsets, one every
    // grid.cols.step); on the log axis grid.cols counts columns 0, 1, ... and this says which
    // log-spaced whole offset each one is.
    std::vector<std::int64_t> offsets;
    // Rows: the pairs drawn (exact pairs, one every rows.step); cells: each drawn pair's exact
    // share at each drawn offset, as float for the colour only.
    DisplayGrid grid;
    // Per drawn row: the offset pi / w_i where that pair has turned half a turn.
    std::vector<double> halfTurnOffsets;
    // Compare with: pairs of the pinned setting and the offset pi / w_i where each turns half a
    // turn under it; empty when nothing is pinned.
    std::vector<std::int64_t> pinnedPairs;
    std::vector<double> pinnedHalfTurnOffsets;
    bool pinned = false;
};

struct PairDistancePayload : ViewPayload {
    PairDistanceMap map;
};

const ComputeStep& pairDistanceStep();
// `pairs` covers the pair indices (rows), `offsets` the offsets 0 .. L-1 (columns). On the log
// axis only the offsets' pixels count: one log-spaced whole offset per pixel at most, over all
// of 1 .. L-1, with 0 first.
ViewPart pairDistancePart(const ViewWindow& pairs, const ViewWindow& offsets, bool logOffsets);

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The pair x distance map's data: each frequency pair's share 2 - 2 cos(w_i k) of the squared
// distance between p and p + k, for the pairs and offsets drawn.

#include "ui/compute/result.h"

#include "core/block_means.h"

struct PairDistanceMap {
    std::int64_t p = 0, q = 0;
    std::int64_t pairs = 0; // ceil(D/2)
    bool logOffsets = false;
    // The log axis: x = log10 k at the left edge of the first column and the right of the last
    // (pe::LogOffsetAxis); the columns are evenly spaced between.
    double logLower = 0.0, logUpper = 0.0;
    // Column c's first offset k. On the linear axis the columns are grid.cols (offsets, one
    // every grid.cols.step); on the log axis grid.cols counts the cells 0, 1, ... evenly
    // spaced in log10 k, and this says which offset each one starts at.
    std::vector<std::int64_t> offsets;
    // Column c's offsets: on the linear axis from offsets[c] to the next column's less one (the
    // last to L - 1); on the log axis those whose log10 k its cell holds.
    std::vector<pe::IndexRun> runs;
    // Rows: the pairs drawn (exact pairs, one every rows.step); cells: each drawn pair's exact
    // mean share over its column's offsets, between p and p + k (p - k where q is before p),
    // as float for the colour only.
    DisplayGrid grid;
    std::vector<double> cellValues; // the same cells in double: what is read out and dumped
    // On the linear axis, the pairs before this one turn more than a quarter turn from one
    // column to the next: their column means beat with the columns, patterns no pair has, so
    // they are drawn as 2, a share's mean over whole turns (cellValues keep the exact means).
    std::int64_t firstDrawnPair = 0;
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
// The runs of offsets columns starting at `starts` stand for: each to the next start less one,
// the last `step` long, cut at lastOffset.
std::vector<pe::IndexRun> offsetRuns(const std::vector<std::int64_t>& starts, std::int64_t step,
                                     std::int64_t lastOffset);
// `pairs` covers the pair indices (rows), `offsets` the offsets 0 .. L-1 (columns). On the log
// axis only the offsets' pixels count: one log-spaced whole offset per pixel at most, over all
// of 1 .. L-1, with 0 first.
ViewPart pairDistancePart(const ViewWindow& pairs, const ViewWindow& offsets, bool logOffsets);

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The encoding averaged over runs of positions, for display when one row of the heatmap
// stands for many positions. Sampling one position per row would alias: a dimension whose
// wavelength is shorter than the run shows a false slow wave (moire). The mean is what the
// eye should see there: close to 0 for the fast dimensions, the wave itself for the slow.
//
// Exact in closed form, no sum over the run (the Dirichlet kernel): over n consecutive
// positions a .. a+n-1, with c = a + (n-1)/2 the run's centre,
//   mean sin(w p) = sin(w c) * k,   mean cos(w p) = cos(w c) * k,
//   k = sin(n w / 2) / (n sin(w / 2)),
// and sin(w / 2) > 0 because 0 < w = base^(-2i/D) <= 1. So a row costs one sin and one cos
// per pair, as an exactly sampled row does, however many positions it covers.
//
// The mean alone does not stop aliasing near the rows' own rate. Rows `step` positions apart
// see a pair turn by step * w from one row to the next. Past half a cycle (step * w > pi)
// their means trace the slower wave of the nearest whole number of turns instead, and k is
// still 0.64 there; close below it, rows alternate in sign with a strength that swells and
// fades, a beat with the rows. At L = 10^6 both drew arcs across the heatmap that no
// dimension has. So a pair turning more than a quarter cycle a row (step * w > pi / 2) is
// drawn as 0, as a low-pass filter with that margin below the rows' rate leaves it, and the
// pairs drawn are the slower ones, four rows or more a cycle. Pair frequencies fall with
// the pair index, so those are the pairs from firstDrawnPair on.

#include "core/encoding_params.h"

#include <cstdint>

namespace pe {

// The positions a display row drawn at `sample` stands for: `step` positions centred on it
// (sample - (step-1)/2 onwards, so the cell drawn around the sample covers them), cut to
// 0 .. length-1 at the ends.
struct PositionRun {
    std::int64_t first, last;
};
PositionRun runAround(std::int64_t sample, std::int64_t step, std::int64_t length);

// The mean of one column over `run`, in double: what the inspector reads out for a cell.
double runMean(const EncodingParams& params, PositionRun run, std::int64_t column);

// The first pair that turns at most a quarter cycle from one row to the next at rows `step`
// positions apart: pairCount(D) if none does; 0 for step 1 (w <= 1 < pi / 2).
std::int64_t firstDrawnPair(const EncodingParams& params, std::int64_t step);

// Row r is the mean over runAround(firstSample + r * step, step, L). All D columns,
// row-major into `out` (rowCount * D floats: a display buffer; the values are computed in
// double), the columns of pairs before firstDrawnPair(params, step) 0. step 1 gives the
// encoding itself. Validates the parameters; the caller owns the budget check for `out`.
void fillBinMeanRows(const EncodingParams& params, std::int64_t firstSample, std::int64_t step,
                     std::int64_t rowCount, float* out);

// What a drawn cell holds, in double: the mean of one column over a run of positions, 0 for a
// column whose pair comes before firstDrawnPair(params, rowStep). A display column always
// stands for one exact dimension, never a mean over several: dimensions of different
// frequencies average to values no dimension has (beats, and 0 where they drift apart). What
// the status bar and the inspector read out for a cell that stands for many positions.
double cellMean(const EncodingParams& params, PositionRun positions, std::int64_t rowStep,
                std::int64_t column);

} // namespace pe

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
// and sin(w / 2) > 0 because 0 < w = base^(-2i/D) <= 1. So a row costs what a sampled row
// costs, however many positions it covers.

#include "encoding_params.h"

#include <cstdint>

namespace pe {

// Row r is the mean over positions first + r * step .. first + (r + 1) * step - 1, cut at
// L - 1 (the last run may be shorter). All D columns, row-major into `out` (rowCount * D
// floats: a display buffer; the values are computed in double). step 1 gives the encoding
// itself. Validates the parameters; the caller owns the budget check for `out`.
void fillBinMeanRows(const EncodingParams& params, std::int64_t first, std::int64_t step,
                     std::int64_t rowCount, float* out);

// The waveform's counterpart: a curve sampled a few times per pixel aliases the same way
// once a wavelength is shorter than a few pixels, so the view draws each pixel's range
// instead (min-max decimation, as oscilloscopes do).
struct ValueRange {
    double low, high;
};
// The least and greatest of sin(x / divisor) (isSin) or cos(x / divisor) over x0 <= x <= x1:
// the two ends, and +-1 wherever a crest or trough falls in between.
ValueRange waveRange(double divisor, bool isSin, double x0, double x1);

} // namespace pe

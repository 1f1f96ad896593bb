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

} // namespace pe

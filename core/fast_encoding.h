// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The float32 fast path for the PE matrix: display buffers and benchmarks only. Values a
// user reads (inspector, CSV, .npy) stay with the exact double sinusoidalEncoding.
//
// Method: each [sin, cos] pair is rotated by its step angle from one row to the next
// (angle addition: 2 products and 1 sum per value instead of a sin or cos call), in
// double, and re-seeded from exact sin/cos every kReseedInterval rows. Rows are split
// across threads at re-seed boundaries, so the result does not depend on the thread count.
//
// Accuracy against the exact double values (fastEncodingErrorBound):
//   |fast - exact| <= 2^-25 + kReseedInterval * 2^-50 + P * 2^-51
// 2^-25: rounding the double to float. 2^-50 per rotation: three roundings of the
// products and sum plus the rounding of cos/sin of the step angle. P * 2^-51, P the
// largest |position|: the rounding of the angles pos / base^(2i/D) themselves, which the
// exact path has too. For L = 10^6 the bound is 2.98e-8, float rounding all but alone.

#include "core/encoding_params.h"
#include "core/sinusoidal_encoding.h"

#include <cstdint>

namespace pe {

// Rows between two exact re-seeds. Longer intervals amortise the seed's sin/cos calls;
// the double rotation adds only 2^-50 per row, so 256 rows stay far below float rounding.
inline constexpr std::int64_t kReseedInterval = 256;

// The bound above for positions up to |maxAbsPosition|.
double fastEncodingErrorBound(std::int64_t maxAbsPosition);

// The full L x D matrix in float32, same layout semantics as sinusoidalEncoding (odd D:
// the last sin column stands alone). threads: 0 = all hardware threads, 1 = this thread
// only; small matrices use fewer threads than asked. Validates the parameters and the
// memory budget (4-byte values); throws ParameterError.
MatrixF fastEncoding(const EncodingParams& params, int threads = 0);

// fillEncodingRows' fast twin: rows for positions first + r * step, r = 0 .. rowCount-1,
// all D columns, row-major into `out` (rowCount * D floats). Validates the parameters;
// the caller owns the budget check for `out`, as for fillEncodingRows.
void fastFillEncodingRows(const EncodingParams& params, std::int64_t first, std::int64_t step,
                          std::int64_t rowCount, float* out, int threads = 0);

// The loops this process uses: "avx512", "avx2" or "portable" (see fast_encoding.cpp).
const char* fastEncodingPath();

} // namespace pe

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Windows onto the similarity of the sinusoidal encoding, for a display that shows only
// part of it, or all of it at one sample per pixel. Both use the same Toeplitz identity as
// similarity.h (a sin/cos pair contributes cos((p - q) w)), so the cost grows with the
// number of values shown, never with L. An optional band restricts both to some
// dimensions, as similarity.h does.

#include "core/column_band.h"
#include "core/encoding_params.h"
#include "core/sinusoidal_encoding.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace pe {

// sim(rowFirst + a * step, colFirst + b * step) for a < rowCount, b < colCount: a
// rectangular block, so a zoomed view away from the diagonal is still exact. Rows and
// columns share one step so the offsets form one arithmetic sequence. Validates and checks
// the budget; throws ParameterError.
Matrix similarityBlock(const EncodingParams& params, Metric metric, std::int64_t rowFirst,
                       std::int64_t colFirst, std::int64_t step, std::int64_t rowCount,
                       std::int64_t colCount, const std::optional<ColumnBand>& band = std::nullopt);

// sim(from, from + k) for every k = firstOffset .. firstOffset + count - 1: what the points of
// a profile drawn with fewer points than offsets stand for (their min .. max envelope). Each
// pair's cosine turns by w_i from one offset to the next (a recurrence, started afresh every
// 64 offsets), so a long run costs a multiply-add and an add a pair and offset instead of a
// cos; within 1e-11 of sampledSimilarityByOffset. Validates; throws ParameterError.
std::vector<double> similarityRunByOffset(const EncodingParams& params, Metric metric,
                                          std::int64_t from, std::int64_t firstOffset,
                                          std::int64_t count,
                                          const std::optional<ColumnBand>& band = std::nullopt);

// sim(from, from + k) for k = firstOffset + m * step, m < count: the offset profile
// sampled at display resolution. Offsets past L-1-from are the caller's to avoid.
std::vector<double> sampledSimilarityByOffset(const EncodingParams& params, Metric metric,
                                              std::int64_t from, std::int64_t firstOffset,
                                              std::int64_t step, std::int64_t count,
                                              const std::optional<ColumnBand>& band = std::nullopt);

} // namespace pe

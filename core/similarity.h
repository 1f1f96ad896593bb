// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Similarity between positions of an encoding: cosine, dot product, euclidean distance.
//
// For the sinusoidal encoding every sin/cos pair contributes
//   sin(p w) sin(q w) + cos(p w) cos(q w) = cos((p - q) w)
// to the dot product, so the L x L matrix is symmetric Toeplitz: one O(L * D) pass over
// the offsets and an O(L^2) fill, instead of O(L^2 * D). A lone sin column (odd D) adds
// the rank-one term sin(p w) sin(q w), computed exactly as such. Matrices that are not a
// pure sinusoidal encoding (learned tables, embedding + PE) take the general path.
//
// An optional band restricts the similarity to the dimensions band.first .. band.last (as
// the layout numbers them): whole pairs in it stay on the fast path, columns whose partner
// is cut off are summed directly (column_band.h). The band is validated with the rest.

#include "core/column_band.h"
#include "core/encoding_params.h"
#include "core/row_blocks.h"
#include "core/sinusoidal_encoding.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace pe {

// Full L x L similarity of the sinusoidal encoding (fast path). Validates and checks the
// memory budget; throws ParameterError.
Matrix similarity(const EncodingParams& params, Metric metric,
                  const std::optional<ColumnBand>& band = std::nullopt);

// Similarity between the positions first + a * step, a = 0 .. count-1 (count x count):
// the display's level of detail for large L, still exact for the positions it shows.
Matrix sampledSimilarity(const EncodingParams& params, Metric metric, std::int64_t first,
                         std::int64_t step, std::int64_t count,
                         const std::optional<ColumnBand>& band = std::nullopt);

// The same L x L matrix a block of rows at a time, equal to it bit for bit: memory grows
// with L, never with L^2, so a dump of any L fits. Validates; the O(L * D) sums are
// computed when the first block is asked for.
RowBlocks similarityRows(const EncodingParams& params, Metric metric,
                         const std::optional<ColumnBand>& band = std::nullopt);

// sim(from, from + k) for k = 0 .. L-1-from: how similarity changes with the offset.
std::vector<double> similarityByOffset(const EncodingParams& params, Metric metric,
                                       std::int64_t from,
                                       const std::optional<ColumnBand>& band = std::nullopt);

// General path for any matrix whose rows are positions: the BLAS's symmetric rank-k update
// (OpenBLAS's dsyrk, core/blas.h) for dot and cosine, one triangle mirrored onto the other,
// so the result is symmetric to the bit; a direct pairwise sum for euclidean (no
// cancellation for near rows). Cosine with a zero row is 0, as torch's cosine_similarity
// gives. Throws ParameterError when the matrix exceeds the budget.
Matrix similarityOf(const Matrix& rows, Metric metric,
                    std::uint64_t memoryBudgetBytes = kDefaultMemoryBudgetBytes);
// The same a block of rows at a time, each block by the BLAS's matrix product against all
// rows (dot and cosine may differ from similarityOf in the last bits: the products are
// summed in another order).
RowBlocks similarityRowsOf(std::shared_ptr<const Matrix> rows, Metric metric);

} // namespace pe

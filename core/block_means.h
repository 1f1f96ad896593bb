// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What a display cell holds where it stands for many values: their exact mean, never one of
// them picked out. Picking one value per cell aliases: a pair turning faster than the cells
// draws a slow wave that no pair has. A cell of the similarity matrix that covers the
// positions P x Q holds the mean of sim(p, q) over those pairs; a column of the pair x
// distance map that covers a run of offsets holds each pair's mean share over them.
//
// The encoding's means have closed forms (the Dirichlet kernel, as binned_encoding.h): over
// n consecutive positions with centre c, mean e^{i w p} = e^{i w c} K_n(w) with
// K_n(w) = sin(n w / 2) / (n sin(w / 2)). Dot and cosine are bilinear in the rows, so a
// cell's mean is the dot product of its two runs' mean rows (unit rows for cosine): a sin/cos
// pair gives K_nP K_nQ cos((cP - cQ) w), which for runs of one length depends on the distance
// of their starts alone (Toeplitz, as the exact matrix is). A euclidean cell holds the root of
// the mean squared distance, which is mean |x_p|^2 + mean |x_q|^2 - 2 mean dot.

#include "core/column_band.h"
#include "core/encoding_params.h"
#include "core/sinusoidal_encoding.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace pe {

// first .. last, whole indices (positions or offsets), first <= last.
struct IndexRun {
    std::int64_t first = 0;
    std::int64_t last = 0;
    std::int64_t size() const { return last - first + 1; }
};

// `count` runs of `step` consecutive indices starting at first, first + step, ..., the last
// cut at lastIndex: together they cover first .. lastIndex once when count steps reach it.
std::vector<IndexRun> indexRuns(std::int64_t first, std::int64_t step, std::int64_t count,
                                std::int64_t lastIndex);

// The cells of the sinusoidal encoding's similarity matrix: for row run P and column run Q,
// the mean of sim(p, q) over P x Q for dot and cosine, the root of the mean squared distance
// for euclidean. A cell of one pair is that pair's exact value (similarityBlock's). `stop`
// is asked between rows of cells; an empty matrix when it said stop. Validates; throws
// ParameterError.
Matrix similarityCellMeans(const EncodingParams& params, Metric metric,
                           const std::vector<IndexRun>& rows, const std::vector<IndexRun>& cols,
                           const std::optional<ColumnBand>& band = std::nullopt,
                           const std::function<bool()>& stop = {});

// Some columns of a table whose rows are positions, without a copy.
using TableColumns = Eigen::Ref<const Matrix, 0, Eigen::OuterStride<>>;

// The same for a table whose rows are positions (its columns the ones compared). A cosine
// with a zero row is 0, as similarityOf gives.
Matrix similarityCellMeansOf(const TableColumns& table, Metric metric,
                             const std::vector<IndexRun>& rows, const std::vector<IndexRun>& cols,
                             const std::function<bool()>& stop = {});

// The mean of sim(p, p) over each run: what the diagonal p = q is where a cell covers several
// positions (a cell's mean blends it with its neighbours).
std::vector<double> similarityDiagonalMeans(const EncodingParams& params, Metric metric,
                                            const std::vector<IndexRun>& runs,
                                            const std::optional<ColumnBand>& band = std::nullopt);
std::vector<double> similarityDiagonalMeansOf(const TableColumns& table, Metric metric,
                                              const std::vector<IndexRun>& runs);

// Pair i's mean share of the squared distance between p and q = p + direction * k over the
// offsets k of `offsets` (direction +1: q after p, -1: q before p). A sin/cos pair's share
// depends on k alone; the lone sin column of odd D also on p and the direction. One offset:
// pairShare's exact value. No validation, as pairShare.
double pairShareMean(const EncodingParams& params, std::int64_t pair, std::int64_t p,
                     IndexRun offsets, int direction);

} // namespace pe

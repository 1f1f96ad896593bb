// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/similarity_window.h"

#include "core/parameter_validation.h"

#include <cmath>
#include <cstdlib>

namespace pe {
namespace {

// Per-offset sums over the full sin/cos pairs, written like similarity.cpp's so the two
// paths agree to the last bit: dot = sum cos(o w_i), dist2 = sum 4 sin^2(o w_i / 2).
struct PairSums {
    double dot = 0.0;
    double dist2 = 0.0;
};

PairSums pairSums(const std::vector<double>& divisors, std::int64_t offset) {
    const double o = static_cast<double>(offset < 0 ? -offset : offset);
    PairSums sums;
    for (double divisor : divisors) {
        const double angle = o / divisor;
        sums.dot += std::cos(angle);
        const double half = std::sin(0.5 * angle);
        sums.dist2 += 4.0 * half * half;
    }
    return sums;
}

double combine(const PairSums& sums, double fullPairs, Metric metric, const LoneRows& rowLone,
               std::int64_t a, const LoneRows& colLone, std::int64_t b) {
    return similarityFromSums(sums.dot, sums.dist2, fullPairs, metric, rowLone, a, colLone, b);
}

} // namespace

Matrix similarityBlock(const EncodingParams& params, Metric metric, std::int64_t rowFirst,
                       std::int64_t colFirst, std::int64_t step, std::int64_t rowCount,
                       std::int64_t colCount, const std::optional<ColumnBand>& band) {
    requireValidParams(params);
    requireValidBand(params, band);
    requireMatrixFits(static_cast<double>(rowCount), static_cast<double>(colCount), sizeof(double),
                      params.memoryBudgetBytes, "the similarity block");
    const BandColumns columns = bandColumns(params, band);
    const std::vector<double>& divisors = columns.pairDivisors;
    // Offset of (a, b) is (rowFirst - colFirst) + (a - b) * step: index m = a - b + colCount - 1.
    std::vector<PairSums> sums(static_cast<std::size_t>(rowCount + colCount - 1));
    for (std::size_t m = 0; m < sums.size(); ++m)
        sums[m] = pairSums(divisors, rowFirst - colFirst +
                                         (static_cast<std::int64_t>(m) - (colCount - 1)) * step);
    const LoneRows rowLone = loneRows(columns, rowFirst, step, rowCount);
    const LoneRows colLone = loneRows(columns, colFirst, step, colCount);
    const double fullPairs = columns.fullPairs();
    Matrix result(rowCount, colCount);
    for (std::int64_t a = 0; a < rowCount; ++a)
        for (std::int64_t b = 0; b < colCount; ++b)
            result(a, b) = combine(sums[static_cast<std::size_t>(a - b + colCount - 1)], fullPairs,
                                   metric, rowLone, a, colLone, b);
    return result;
}

std::vector<double> sampledSimilarityByOffset(const EncodingParams& params, Metric metric,
                                              std::int64_t from, std::int64_t firstOffset,
                                              std::int64_t step, std::int64_t count,
                                              const std::optional<ColumnBand>& band) {
    requireValidParams(params);
    requireValidBand(params, band);
    requireMatrixFits(static_cast<double>(count), 1.0, sizeof(double), params.memoryBudgetBytes,
                      "the offset profile");
    const BandColumns columns = bandColumns(params, band);
    const double fullPairs = columns.fullPairs();
    const LoneRows fromLone = loneRows(columns, from, 1, 1);
    // The other end of each offset: from + firstOffset + m * step.
    const LoneRows toLone = loneRows(columns, from + firstOffset, step, count);
    std::vector<double> values(static_cast<std::size_t>(count));
    for (std::int64_t m = 0; m < count; ++m) {
        const std::int64_t k = firstOffset + m * step;
        values[static_cast<std::size_t>(m)] =
            combine(pairSums(columns.pairDivisors, k), fullPairs, metric, fromLone, 0, toLone, m);
    }
    return values;
}

} // namespace pe

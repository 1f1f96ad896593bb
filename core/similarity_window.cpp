// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/similarity_window.h"

#include "core/parameter_validation.h"

#include <algorithm>
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

std::vector<double> similarityRunByOffset(const EncodingParams& params, Metric metric,
                                          std::int64_t from, std::int64_t firstOffset,
                                          std::int64_t count,
                                          const std::optional<ColumnBand>& band) {
    requireValidParams(params);
    requireValidBand(params, band);
    requireMatrixFits(static_cast<double>(count), 1.0, sizeof(double), params.memoryBudgetBytes,
                      "the offset profile");
    // A rotation's rounding grows by about an ulp a step: reseeding every 64 offsets keeps it
    // far below what a drawn band can show.
    constexpr std::int64_t kReseed = 64;
    const BandColumns columns = bandColumns(params, band);
    const std::vector<double>& divisors = columns.pairDivisors;
    const std::size_t pairs = divisors.size();
    const double fullPairs = columns.fullPairs();
    const LoneRows fromLone = loneRows(columns, from, 1, 1);
    const LoneRows toLone = loneRows(columns, from + firstOffset, 1, count);
    std::vector<double> stepCos(pairs), stepSin(pairs), c(pairs), s(pairs);
    for (std::size_t i = 0; i < pairs; ++i) {
        stepCos[i] = std::cos(1.0 / divisors[i]);
        stepSin[i] = std::sin(1.0 / divisors[i]);
    }
    std::vector<double> values(static_cast<std::size_t>(count));
    for (std::int64_t m = 0; m < count; ++m) {
        const std::int64_t k = firstOffset + m;
        double dot = 0.0;
        if (m % kReseed == 0) {
            // Signed: the rotation turns forward from here (cos is even, so the sums agree).
            const double o = static_cast<double>(k);
            for (std::size_t i = 0; i < pairs; ++i) {
                c[i] = std::cos(o / divisors[i]);
                s[i] = std::sin(o / divisors[i]);
                dot += c[i];
            }
        } else {
            // The rotation apart from the sum, so that the compiler can vectorise it (a sum
            // in order cannot be).
            for (std::size_t i = 0; i < pairs; ++i) {
                const double next = c[i] * stepCos[i] - s[i] * stepSin[i];
                s[i] = s[i] * stepCos[i] + c[i] * stepSin[i];
                c[i] = next;
            }
            double part[4] = {0.0, 0.0, 0.0, 0.0};
            std::size_t i = 0;
            for (; i + 4 <= pairs; i += 4)
                for (std::size_t j = 0; j < 4; ++j)
                    part[j] += c[i + j];
            for (; i < pairs; ++i)
                part[0] += c[i];
            dot = (part[0] + part[1]) + (part[2] + part[3]);
        }
        // 4 sin^2(a / 2) = 2 - 2 cos a, summed over the pairs.
        const double dist2 = std::max(0.0, 2.0 * fullPairs - 2.0 * dot);
        values[static_cast<std::size_t>(m)] =
            combine(PairSums{dot, dist2}, fullPairs, metric, fromLone, 0, toLone, m);
    }
    return values;
}

} // namespace pe

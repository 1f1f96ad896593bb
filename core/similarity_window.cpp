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

// One step of every pair's rotation (c, s) by (stepCos, stepSin), and the sum of the cosines
// after it, in four interleaved parts so that it vectorises (a sum in order cannot be).
inline __attribute__((always_inline)) double
rotateAndSum(double* __restrict c, double* __restrict s, const double* __restrict stepCos,
             const double* __restrict stepSin, std::size_t pairs) {
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
    return (part[0] + part[1]) + (part[2] + part[3]);
}

using Rotation = double (*)(double*, double*, const double*, const double*, std::size_t);

double rotatePortable(double* c, double* s, const double* stepCos, const double* stepSin,
                      std::size_t pairs) {
    return rotateAndSum(c, s, stepCos, stepSin, pairs);
}

// The same with AVX2 and FMA where the processor has them, chosen at run time: the default
// build is for any x86-64 (two doubles a vector), and this loop is what a long offset profile
// spends its time in.
#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__)
__attribute__((target("avx2,fma"))) double rotateAvx2(double* c, double* s, const double* stepCos,
                                                      const double* stepSin, std::size_t pairs) {
    return rotateAndSum(c, s, stepCos, stepSin, pairs);
}

Rotation rotation() {
    static const Rotation chosen = [] {
        __builtin_cpu_init();
        return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma") ? &rotateAvx2
                                                                               : &rotatePortable;
    }();
    return chosen;
}
#else
Rotation rotation() {
    return &rotatePortable;
}
#endif

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
    // far below what a drawn band can show. The reseeds between two exact anchors, 4096
    // offsets apart, rotate the one before by 64 steps at once (an ulp more a reseed): the
    // sines and cosines of every pair at every reseed were a third of a long run's time.
    constexpr std::int64_t kReseed = 64;
    constexpr std::int64_t kAnchor = 64 * kReseed;
    const BandColumns columns = bandColumns(params, band);
    const std::vector<double>& divisors = columns.pairDivisors;
    const std::size_t pairs = divisors.size();
    const double fullPairs = columns.fullPairs();
    const LoneRows fromLone = loneRows(columns, from, 1, 1);
    const LoneRows toLone = loneRows(columns, from + firstOffset, 1, count);
    std::vector<double> stepCos(pairs), stepSin(pairs), c(pairs), s(pairs);
    std::vector<double> reseedCos(pairs), reseedSin(pairs), rc(pairs), rs(pairs);
    for (std::size_t i = 0; i < pairs; ++i) {
        stepCos[i] = std::cos(1.0 / divisors[i]);
        stepSin[i] = std::sin(1.0 / divisors[i]);
        reseedCos[i] = std::cos(double(kReseed) / divisors[i]);
        reseedSin[i] = std::sin(double(kReseed) / divisors[i]);
    }
    std::vector<double> values(static_cast<std::size_t>(count));
    const Rotation rotate = rotation();
    for (std::int64_t m = 0; m < count; ++m) {
        const std::int64_t k = firstOffset + m;
        double dot = 0.0;
        if (m % kAnchor == 0) {
            // Signed: the rotation turns forward from here (cos is even, so the sums agree).
            const double o = static_cast<double>(k);
            for (std::size_t i = 0; i < pairs; ++i) {
                rc[i] = c[i] = std::cos(o / divisors[i]);
                rs[i] = s[i] = std::sin(o / divisors[i]);
                dot += c[i];
            }
        } else if (m % kReseed == 0) {
            for (std::size_t i = 0; i < pairs; ++i) {
                const double next = rc[i] * reseedCos[i] - rs[i] * reseedSin[i];
                rs[i] = rs[i] * reseedCos[i] + rc[i] * reseedSin[i];
                rc[i] = next;
                c[i] = rc[i];
                s[i] = rs[i];
                dot += c[i];
            }
        } else {
            dot = rotate(c.data(), s.data(), stepCos.data(), stepSin.data(), pairs);
        }
        // 4 sin^2(a / 2) = 2 - 2 cos a, summed over the pairs.
        const double dist2 = std::max(0.0, 2.0 * fullPairs - 2.0 * dot);
        values[static_cast<std::size_t>(m)] =
            combine(PairSums{dot, dist2}, fullPairs, metric, fromLone, 0, toLone, m);
    }
    return values;
}

} // namespace pe

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/similarity_window.h"

#include "core/parameter_validation.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstring>

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

// The cosines of every pair at the n <= 64 offsets of one block, summed over the pairs:
// sums[j] = sum_i c_i(j). Each pair turns by its w from one offset to the next, by Reinsch's
// form of the cosine recurrence: with d(j) = c(j) - c(j - 1) and lambda = 4 sin^2(w / 2),
// d(j + 1) = d(j) - lambda c(j) and c(j + 1) = c(j) + d(j + 1). A multiply-add and an add a
// pair an offset (a rotation takes four products and keeps a sine too), and unlike the plain
// recurrence c(j + 1) = 2 cos(w) c(j) - c(j - 1) it loses nothing for the slow pairs, whose
// 2 cos(w) is 2 to within rounding. The pairs' states stay in registers through the block,
// 24 pairs at a time, each offset's partial sums in a small table.
constexpr int kBlock = 64;
using Lanes = double __attribute__((vector_size(32)));

// Into a reference, not returned: a vector returned by value would change the ABI between
// the portable and the AVX2 builds of the kernel.
inline __attribute__((always_inline)) void loadLanes(Lanes& to, const double* from) {
    std::memcpy(&to, from, sizeof to);
}

inline __attribute__((always_inline)) void
sumBlock(const double* __restrict c0, const double* __restrict d0, const double* __restrict lambda,
         std::size_t pairs, int n, double* __restrict sums) {
    constexpr int kGroup = 6; // vectors of 4 pairs in registers at once
    Lanes lanes[kBlock];
    for (int j = 0; j < n; ++j)
        lanes[j] = Lanes{0.0, 0.0, 0.0, 0.0};
    std::size_t i = 0;
    for (; i + 4 * kGroup <= pairs; i += 4 * kGroup) {
        Lanes c[kGroup], d[kGroup], l[kGroup];
#pragma GCC unroll 6
        for (int g = 0; g < kGroup; ++g) {
            loadLanes(c[g], c0 + i + 4 * g);
            loadLanes(d[g], d0 + i + 4 * g);
            loadLanes(l[g], lambda + i + 4 * g);
        }
        for (int j = 0; j < n; ++j) {
            lanes[j] += ((c[0] + c[1]) + (c[2] + c[3])) + (c[4] + c[5]);
#pragma GCC unroll 6
            for (int g = 0; g < kGroup; ++g) {
                d[g] -= l[g] * c[g];
                c[g] += d[g];
            }
        }
    }
    for (; i + 4 <= pairs; i += 4) {
        Lanes c, d, l;
        loadLanes(c, c0 + i);
        loadLanes(d, d0 + i);
        loadLanes(l, lambda + i);
        for (int j = 0; j < n; ++j) {
            lanes[j] += c;
            d -= l * c;
            c += d;
        }
    }
    for (int j = 0; j < n; ++j)
        sums[j] = (lanes[j][0] + lanes[j][1]) + (lanes[j][2] + lanes[j][3]);
    for (; i < pairs; ++i) {
        double c = c0[i], d = d0[i];
        for (int j = 0; j < n; ++j) {
            sums[j] += c;
            d -= lambda[i] * c;
            c += d;
        }
    }
}

using BlockSums = void (*)(const double*, const double*, const double*, std::size_t, int, double*);

void sumBlockPortable(const double* c0, const double* d0, const double* lambda, std::size_t pairs,
                      int n, double* sums) {
    sumBlock(c0, d0, lambda, pairs, n, sums);
}

// The same with AVX2 and FMA where the processor has them, chosen at run time: the default
// build is for any x86-64 (two doubles a vector), and this loop is what a long offset profile
// spends its time in.
#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__)
__attribute__((target("avx2,fma"))) void sumBlockAvx2(const double* c0, const double* d0,
                                                      const double* lambda, std::size_t pairs,
                                                      int n, double* sums) {
    sumBlock(c0, d0, lambda, pairs, n, sums);
}

BlockSums blockSums() {
    static const BlockSums chosen = [] {
        __builtin_cpu_init();
        return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma") ? &sumBlockAvx2
                                                                               : &sumBlockPortable;
    }();
    return chosen;
}
#else
BlockSums blockSums() {
    return &sumBlockPortable;
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
    // Each block of 64 offsets starts from every pair's exact cosine and sine at an anchor,
    // every 4096 offsets, and in between from the block before's start turned by 64 steps at
    // once (an ulp more a block): the sines and cosines of every pair at every block were a
    // third of a long run's time. Within a block the pairs turn by the recurrence of sumBlock.
    constexpr std::int64_t kAnchor = 64 * kBlock;
    const BandColumns columns = bandColumns(params, band);
    const std::vector<double>& divisors = columns.pairDivisors;
    const std::size_t pairs = divisors.size();
    const double fullPairs = columns.fullPairs();
    const LoneRows fromLone = loneRows(columns, from, 1, 1);
    const LoneRows toLone = loneRows(columns, from + firstOffset, 1, count);
    std::vector<double> halfCos(pairs), halfSin(pairs), lambda(pairs);
    std::vector<double> blockCos(pairs), blockSin(pairs), rc(pairs), rs(pairs), d(pairs);
    for (std::size_t i = 0; i < pairs; ++i) {
        halfCos[i] = std::cos(0.5 / divisors[i]);
        halfSin[i] = std::sin(0.5 / divisors[i]);
        lambda[i] = 4.0 * halfSin[i] * halfSin[i];
        blockCos[i] = std::cos(double(kBlock) / divisors[i]);
        blockSin[i] = std::sin(double(kBlock) / divisors[i]);
    }
    std::vector<double> values(static_cast<std::size_t>(count));
    double dots[kBlock];
    const BlockSums sum = blockSums();
    for (std::int64_t m0 = 0; m0 < count; m0 += kBlock) {
        if (m0 % kAnchor == 0) {
            // Signed: the recurrence turns forward from here (cos is even, so the sums agree).
            const double o = static_cast<double>(firstOffset + m0);
            for (std::size_t i = 0; i < pairs; ++i) {
                rc[i] = std::cos(o / divisors[i]);
                rs[i] = std::sin(o / divisors[i]);
            }
        } else {
            for (std::size_t i = 0; i < pairs; ++i) {
                const double next = rc[i] * blockCos[i] - rs[i] * blockSin[i];
                rs[i] = rs[i] * blockCos[i] + rc[i] * blockSin[i];
                rc[i] = next;
            }
        }
        // d(0) = cos(a) - cos(a - w) = -2 sin(w / 2) sin(a - w / 2), without the cancellation
        // of the difference.
        for (std::size_t i = 0; i < pairs; ++i)
            d[i] = -2.0 * halfSin[i] * (rs[i] * halfCos[i] - rc[i] * halfSin[i]);
        const int n = static_cast<int>(std::min<std::int64_t>(kBlock, count - m0));
        sum(rc.data(), d.data(), lambda.data(), pairs, n, dots);
        for (int j = 0; j < n; ++j) {
            const std::int64_t m = m0 + j;
            // 4 sin^2(a / 2) = 2 - 2 cos a, summed over the pairs.
            const double dist2 = std::max(0.0, 2.0 * fullPairs - 2.0 * dots[j]);
            values[static_cast<std::size_t>(m)] =
                combine(PairSums{dots[j], dist2}, fullPairs, metric, fromLone, 0, toLone, m);
        }
    }
    return values;
}

} // namespace pe

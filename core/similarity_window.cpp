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

std::vector<double> fullPairDivisors(const EncodingParams& params) {
    std::vector<double> divisors(static_cast<std::size_t>(params.dim / 2));
    for (std::size_t i = 0; i < divisors.size(); ++i)
        divisors[i] = pairDivisor(static_cast<std::int64_t>(i), params.dim, params.base);
    return divisors;
}

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

// The lone sin column of odd D at position p; 0 for even D (it does not exist).
double loneSin(const EncodingParams& params, std::int64_t position) {
    if (params.dim % 2 == 0)
        return 0.0;
    return std::sin(static_cast<double>(position) /
                    pairDivisor(params.dim / 2, params.dim, params.base));
}

double combine(const PairSums& sums, double fullPairs, Metric metric, double sa, double sb) {
    switch (metric) {
    case Metric::Dot:
        return sums.dot + sa * sb;
    case Metric::Cosine: {
        const double denominator = std::sqrt(fullPairs + sa * sa) * std::sqrt(fullPairs + sb * sb);
        return denominator > 0.0 ? (sums.dot + sa * sb) / denominator : 0.0;
    }
    case Metric::Euclidean:
        return std::sqrt(sums.dist2 + (sa - sb) * (sa - sb));
    }
    return 0.0;
}

} // namespace

Matrix similarityBlock(const EncodingParams& params, Metric metric, std::int64_t rowFirst,
                       std::int64_t colFirst, std::int64_t step, std::int64_t rowCount,
                       std::int64_t colCount) {
    requireValidParams(params);
    requireMatrixFits(static_cast<double>(rowCount), static_cast<double>(colCount), sizeof(double),
                      params.memoryBudgetBytes, "the similarity block");
    const std::vector<double> divisors = fullPairDivisors(params);
    // Offset of (a, b) is (rowFirst - colFirst) + (a - b) * step: index m = a - b + colCount - 1.
    std::vector<PairSums> sums(static_cast<std::size_t>(rowCount + colCount - 1));
    for (std::size_t m = 0; m < sums.size(); ++m)
        sums[m] = pairSums(divisors, rowFirst - colFirst +
                                         (static_cast<std::int64_t>(m) - (colCount - 1)) * step);
    std::vector<double> rowLone(static_cast<std::size_t>(rowCount));
    std::vector<double> colLone(static_cast<std::size_t>(colCount));
    for (std::int64_t a = 0; a < rowCount; ++a)
        rowLone[static_cast<std::size_t>(a)] = loneSin(params, rowFirst + a * step);
    for (std::int64_t b = 0; b < colCount; ++b)
        colLone[static_cast<std::size_t>(b)] = loneSin(params, colFirst + b * step);
    const double fullPairs = static_cast<double>(params.dim / 2);
    Matrix result(rowCount, colCount);
    for (std::int64_t a = 0; a < rowCount; ++a)
        for (std::int64_t b = 0; b < colCount; ++b)
            result(a, b) =
                combine(sums[static_cast<std::size_t>(a - b + colCount - 1)], fullPairs, metric,
                        rowLone[static_cast<std::size_t>(a)], colLone[static_cast<std::size_t>(b)]);
    return result;
}

std::vector<double> sampledSimilarityByOffset(const EncodingParams& params, Metric metric,
                                              std::int64_t from, std::int64_t firstOffset,
                                              std::int64_t step, std::int64_t count) {
    requireValidParams(params);
    requireMatrixFits(static_cast<double>(count), 1.0, sizeof(double), params.memoryBudgetBytes,
                      "the offset profile");
    const std::vector<double> divisors = fullPairDivisors(params);
    const double fullPairs = static_cast<double>(params.dim / 2);
    const double fromLone = loneSin(params, from);
    std::vector<double> values(static_cast<std::size_t>(count));
    for (std::int64_t m = 0; m < count; ++m) {
        const std::int64_t k = firstOffset + m * step;
        values[static_cast<std::size_t>(m)] =
            combine(pairSums(divisors, k), fullPairs, metric, fromLone, loneSin(params, from + k));
    }
    return values;
}

} // namespace pe

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/binned_encoding.h"

#include "core/parameter_validation.h"
#include "core/sinusoidal_encoding.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

namespace pe {
namespace {

// k for one pair over runs of n positions: the factor the mean shrinks the wave by.
double meanFactor(double divisor, std::int64_t n) {
    const double half = 0.5 / divisor; // w / 2
    return std::sin(static_cast<double>(n) * half) / (static_cast<double>(n) * std::sin(half));
}

std::vector<double> meanFactors(const std::vector<double>& divisors, std::int64_t n) {
    std::vector<double> factors;
    for (double divisor : divisors)
        factors.push_back(meanFactor(divisor, n));
    return factors;
}

double centreOf(PositionRun run) {
    return 0.5 * (static_cast<double>(run.first) + static_cast<double>(run.last));
}

} // namespace

PositionRun runAround(std::int64_t sample, std::int64_t step, std::int64_t length) {
    const std::int64_t first = sample - (step - 1) / 2;
    return {std::max<std::int64_t>(0, first), std::min(length - 1, first + step - 1)};
}

std::int64_t firstDrawnPair(const EncodingParams& params, std::int64_t step) {
    requireValidParams(params);
    const std::int64_t pairs = pairCount(params.dim);
    std::int64_t first = 0;
    // More than a quarter cycle a row: step * w > pi / 2, with w = 1 / divisor.
    const auto tooFast = [&](std::int64_t pair) {
        return 2.0 * static_cast<double>(step) > kPi * pairDivisor(pair, params.dim, params.base);
    };
    while (first < pairs && tooFast(first))
        ++first;
    return first;
}

double runMean(const EncodingParams& params, PositionRun run, std::int64_t column) {
    requireValidParams(params);
    const ColumnInfo info = columnInfo(column, params.dim, params.layout);
    const double divisor = pairDivisor(info.pair, params.dim, params.base);
    const double angle = centreOf(run) / divisor;
    return (info.isSin ? std::sin(angle) : std::cos(angle)) *
           meanFactor(divisor, run.last - run.first + 1);
}

void fillBinMeanRows(const EncodingParams& params, std::int64_t firstSample, std::int64_t step,
                     std::int64_t rowCount, float* out) {
    requireValidParams(params);
    const std::int64_t pairs = pairCount(params.dim);
    std::vector<double> divisors;
    std::vector<std::int64_t> sinColumns, cosColumns; // cos: -1 for the lone sin of odd D
    for (std::int64_t i = 0; i < pairs; ++i) {
        divisors.push_back(pairDivisor(i, params.dim, params.base));
        sinColumns.push_back(columnOf(i, true, params.dim, params.layout));
        cosColumns.push_back(columnOf(i, false, params.dim, params.layout));
    }
    const std::size_t firstDrawn = static_cast<std::size_t>(firstDrawnPair(params, step));
    std::vector<double> fullRun = meanFactors(divisors, step);
    std::fill_n(fullRun.begin(), firstDrawn, 0.0);
    std::vector<double> cutRun;
    for (std::int64_t r = 0; r < rowCount; ++r) {
        const PositionRun run = runAround(firstSample + r * step, step, params.length);
        const std::int64_t n = std::max<std::int64_t>(1, run.last - run.first + 1);
        if (n < step) { // only the first and last runs can be cut; rows are still step apart
            cutRun = meanFactors(divisors, n);
            std::fill_n(cutRun.begin(), firstDrawn, 0.0);
        }
        const std::vector<double>& factors = n < step ? cutRun : fullRun;
        const double centre = centreOf(run);
        float* row = out + r * params.dim;
        for (std::size_t i = 0; i < divisors.size(); ++i) {
            // The same angle expression as the exact path, at the run's centre.
            const double angle = centre / divisors[i];
            row[sinColumns[i]] = static_cast<float>(std::sin(angle) * factors[i]);
            if (cosColumns[i] >= 0)
                row[cosColumns[i]] = static_cast<float>(std::cos(angle) * factors[i]);
        }
    }
}

double cellMean(const EncodingParams& params, PositionRun positions, std::int64_t rowStep,
                std::int64_t column) {
    const ColumnInfo info = columnInfo(column, params.dim, params.layout);
    if (info.pair < firstDrawnPair(params, rowStep))
        return 0.0;
    return runMean(params, positions, column);
}

} // namespace pe

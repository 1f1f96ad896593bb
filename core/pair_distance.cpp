// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/pair_distance.h"

#include "core/parameter_validation.h"
#include "core/sinusoidal_encoding.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

namespace pe {
void requirePairPosition(const char* field, std::int64_t position) {
    if (position < 0 || position > kMaxPairPosition)
        throw invalidParameter(field, std::to_string(position),
                               "a position must be a whole number from 0 to 2^53");
}

std::vector<double> pairDistance(const EncodingParams& params, std::int64_t from, std::int64_t to) {
    requireValidParams(params);
    requirePairPosition("from", from);
    requirePairPosition("to", to);
    const std::int64_t pairs = pairCount(params.dim);
    requireMatrixFits(static_cast<double>(pairs), 1.0, sizeof(double), params.memoryBudgetBytes,
                      "the pair distances");
    // Exact: both positions are at most 2^53, so their difference is too.
    const double offset = static_cast<double>(to - from);
    std::vector<double> values(static_cast<std::size_t>(pairs));
    for (std::int64_t i = 0; i < params.dim / 2; ++i) {
        // 4 sin^2 keeps neighbours' small distances accurate where 2 - 2 cos would cancel.
        const double half = std::sin(0.5 * offset / pairDivisor(i, params.dim, params.base));
        values[static_cast<std::size_t>(i)] = 4.0 * half * half;
    }
    if (params.dim % 2 == 1) {
        // sin a - sin b = 2 cos((a + b) / 2) sin((a - b) / 2): no cancellation for near a, b.
        const double divisor = pairDivisor(params.dim / 2, params.dim, params.base);
        const double sum = static_cast<double>(from) + static_cast<double>(to);
        const double difference =
            2.0 * std::cos(0.5 * sum / divisor) * std::sin(0.5 * -offset / divisor);
        values.back() = difference * difference;
    }
    return values;
}

double halfTurnPair(const EncodingParams& params, std::int64_t offset) {
    const double distance = std::abs(static_cast<double>(offset));
    if (distance == 0.0)
        return -std::numeric_limits<double>::infinity();
    // w_i = base^(-2i/D), so w_i d = pi at i = (D/2) log_base(d / pi).
    return 0.5 * static_cast<double>(params.dim) * std::log(distance / kPi) / std::log(params.base);
}

double pairShare(const EncodingParams& params, std::int64_t pair, std::int64_t from,
                 std::int64_t offset) {
    const double divisor = pairDivisor(pair, params.dim, params.base);
    const double k = static_cast<double>(offset);
    if (params.dim % 2 == 1 && pair == params.dim / 2) {
        // As in pairDistance: the sum-to-product form keeps near positions accurate.
        const double sum = 2.0 * static_cast<double>(from) + k;
        const double difference = 2.0 * std::cos(0.5 * sum / divisor) * std::sin(0.5 * k / divisor);
        return difference * difference;
    }
    const double half = std::sin(0.5 * k / divisor);
    return 4.0 * half * half;
}

double pairHalfTurns(const EncodingParams& params, std::int64_t pair, std::int64_t offset) {
    return std::abs(static_cast<double>(offset)) /
           (kPi * pairDivisor(pair, params.dim, params.base));
}

bool pairWrapped(const EncodingParams& params, std::int64_t pair, std::int64_t offset) {
    return pairHalfTurns(params, pair, offset) > 1.0;
}

double halfTurnOffset(const EncodingParams& params, std::int64_t pair) {
    return kPi * pairDivisor(pair, params.dim, params.base);
}

std::vector<std::int64_t> logOffsets(std::int64_t maxOffset, std::int64_t count) {
    if (count < 1)
        throw invalidParameter("log-offsets", std::to_string(count),
                               "the number of log-spaced offsets must be at least 1");
    std::vector<std::int64_t> offsets;
    if (maxOffset < 0)
        return offsets;
    offsets.push_back(0);
    const std::int64_t n = std::min(count, maxOffset);
    const double top = std::log(static_cast<double>(maxOffset));
    std::int64_t previous = 0;
    for (std::int64_t j = 0; j < n; ++j) {
        const double t = n == 1 ? 1.0 : static_cast<double>(j) / static_cast<double>(n - 1);
        auto k = static_cast<std::int64_t>(std::llround(std::exp(top * t)));
        // Distinct and increasing, with room left for the offsets still to come, up to maxOffset.
        k = std::clamp(k, previous + 1, maxOffset - (n - 1 - j));
        offsets.push_back(k);
        previous = k;
    }
    return offsets;
}

namespace {

// k = 1 spans log10(1/2) .. log10(3/2); the column of k = 0 left of it is as wide.
const double kZeroRight = std::log10(0.5);
const double kZeroWidth = std::log10(3.0);

} // namespace

double LogOffsetAxis::cellWidth() const {
    return first.empty() ? 0.0 : (upper - lower) / static_cast<double>(first.size());
}

double LogOffsetAxis::coordinate(double k) {
    return k < 0.5 ? kZeroRight - 0.5 * kZeroWidth : std::log10(k);
}

LogOffsetAxis logOffsetAxis(std::int64_t lastOffset, std::int64_t cells) {
    if (cells < 1)
        throw invalidParameter("log-offsets", std::to_string(cells),
                               "the number of log-spaced columns must be at least 1");
    LogOffsetAxis axis;
    axis.lower = kZeroRight - kZeroWidth;
    axis.upper = lastOffset < 1 ? kZeroRight : std::log10(static_cast<double>(lastOffset) + 0.5);
    if (lastOffset < 0)
        return axis;
    const double width = (axis.upper - axis.lower) / static_cast<double>(cells);
    // The first whole k >= 1 whose centre log10 k is at or right of x.
    const auto firstAtOrRight = [](double x) {
        auto k = static_cast<std::int64_t>(std::ceil(std::pow(10.0, x)));
        while (k > 1 && std::log10(static_cast<double>(k - 1)) >= x)
            --k;
        while (std::log10(static_cast<double>(k)) < x)
            ++k;
        return std::max<std::int64_t>(1, k);
    };
    for (std::int64_t j = 0; j < cells; ++j) {
        const double a = axis.lower + static_cast<double>(j) * width, b = a + width;
        const double centre = a + 0.5 * width;
        std::int64_t from = 0, to = 0;
        if (centre >= kZeroRight && lastOffset >= 1) {
            from = firstAtOrRight(a);
            to = std::min(lastOffset, j + 1 == cells ? lastOffset : firstAtOrRight(b) - 1);
            if (from > to) { // narrower than one offset: the one whose span holds the centre
                from = to = std::clamp<std::int64_t>(
                    static_cast<std::int64_t>(std::floor(std::pow(10.0, centre) + 0.5)), 1,
                    lastOffset);
            }
        }
        axis.first.push_back(from);
        axis.last.push_back(to);
    }
    return axis;
}

} // namespace pe

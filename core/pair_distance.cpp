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

} // namespace pe

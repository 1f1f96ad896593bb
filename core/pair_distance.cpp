// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/pair_distance.h"

#include "core/parameter_validation.h"
#include "core/sinusoidal_encoding.h"

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

} // namespace pe

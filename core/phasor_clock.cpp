// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/phasor_clock.h"

#include "core/parameter_validation.h"
#include "core/sinusoidal_encoding.h"

#include <cmath>

namespace pe {
namespace {

constexpr double kTwoPi = 6.283185307179586476925286766559;

void requirePosition(std::int64_t pos) {
    if (pos < 0)
        throw invalidParameter("pos", std::to_string(pos), "positions count from 0");
}

} // namespace

std::vector<ClockHand> phasorHands(std::int64_t pos, const EncodingParams& params) {
    requireValidParams(params);
    requirePosition(pos);
    std::vector<ClockHand> hands;
    for (std::int64_t i = 0; i < pairCount(params.dim); ++i) {
        ClockHand hand{};
        hand.pair = i;
        hand.omega = pairOmega(i, params.dim, params.base);
        hand.period = pairWavelength(i, params.dim, params.base);
        // The same division as the matrix, so x and y equal its cells exactly.
        hand.angle = static_cast<double>(pos) / pairDivisor(i, params.dim, params.base);
        hand.turnAngle = std::fmod(hand.angle, kTwoPi);
        hand.x = std::cos(hand.angle);
        hand.y = std::sin(hand.angle);
        hands.push_back(hand);
    }
    return hands;
}

std::vector<CounterBit> binaryCounter(std::int64_t pos, int bits) {
    requirePosition(pos);
    if (bits < 1 || bits > 63)
        throw invalidParameter("bits", std::to_string(bits), "expected 1 to 63 bits");
    std::vector<CounterBit> counter;
    for (int k = 0; k < bits; ++k)
        counter.push_back({k, static_cast<int>((static_cast<std::uint64_t>(pos) >> k) & 1u),
                           std::uint64_t(1) << (k + 1)});
    return counter;
}

int bitsFor(std::int64_t length) {
    int bits = 1;
    while (bits < 63 && (std::int64_t(1) << bits) < length)
        ++bits;
    return bits;
}

} // namespace pe

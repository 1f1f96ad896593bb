// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The "springs of different frequencies" as clocks: each sin/cos pair of the encoding is
// a hand on the unit circle at angle pos * omega_i, (x, y) = (cos, sin). Fast hands tell
// neighbours apart, slow hands tell far positions apart, like the digits of a counter.
// The binary counter is the discrete version: bit k flips every 2^k steps, a hand with
// period 2^(k+1) that jumps by half a turn.

#include "core/encoding_params.h"

#include <cstdint>
#include <vector>

namespace pe {

struct ClockHand {
    std::int64_t pair; // i
    double omega;      // radians per position
    double period;     // positions per full turn, 2 pi / omega
    double angle;      // pos * omega, unwrapped
    double turnAngle;  // angle reduced to [0, 2 pi), where the hand points
    double x, y;       // cos(angle), sin(angle): the PE's cos and sin columns of pair i
};

// One hand per pair, i = 0 .. ceil(D/2) - 1 (for odd D the last hand has only its sin
// column in the matrix). Validates params; throws ParameterError ("pos") for pos < 0.
std::vector<ClockHand> phasorHands(std::int64_t pos, const EncodingParams& params);

struct CounterBit {
    int bit;              // k, 0 = least significant
    int value;            // 0 or 1
    std::uint64_t period; // 2^(k+1): positions until the bit repeats
};

// The lowest `bits` bits of pos, least significant first (bits in 1 .. 63).
// Throws ParameterError ("pos" or "bits").
std::vector<CounterBit> binaryCounter(std::int64_t pos, int bits);

// Bits needed to count 0 .. length-1 (at least 1).
int bitsFor(std::int64_t length);

} // namespace pe

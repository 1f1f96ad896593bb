// SPDX-License-Identifier: GPL-3.0-or-later
//
// Fast path of pe::writeShortest (see shortest_double.h).
//
// A double with 2^-21 <= |x| < 2^52 is x = m / 2^shift with a 53-bit integer m and
// 1 <= shift <= 73. Let scale be the smallest integer with 10^scale >= 2^shift. Then
// x * 10^scale and the half-way points to the neighbouring doubles (the rounding interval)
// are exact fixed-point numbers with 54 fraction bits, the interval is one to ten units
// wide, and its bounds are never integers. So:
//  - at a tenth of the scale the interval holds at most one integer; if it holds one, that
//    is the shortest decimal that reads back as x;
//  - otherwise x * 10^scale rounded to the nearest integer (ties to even) is.
// The digits are then formed eight at a time in 64-bit registers. Everything else, and
// big-endian targets, go to std::to_chars.

#include "core/shortest_double.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstring>

namespace pe {
namespace {

using u32 = std::uint32_t;
using u64 = std::uint64_t;
__extension__ typedef unsigned __int128 u128;

constexpr bool kLittleEndian = __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__;

constexpr int kFractionBits = 52;
constexpr u64 kHiddenBit = u64(1) << kFractionBits;
constexpr int kExponentMask = 0x7FF;
constexpr int kSignBit = 63;
// A normal double is m * 2^(biasedExponent - kExponentOffset).
constexpr int kExponentOffset = 1075;
// The fast path covers x = m / 2^shift with kMinShift <= shift <= kMaxShift.
constexpr int kMinShift = 1;
constexpr int kMaxShift = 73;
constexpr int kMinBiased = kExponentOffset - kMaxShift;
constexpr int kBiasedCount = kMaxShift - kMinShift + 1;
// Scaled values are numerators over 2^kFixedBits.
constexpr int kFixedBits = 54;
constexpr u64 kOne = u64(1) << kFixedBits;
constexpr u64 kFractionMask = kOne - 1;
constexpr u64 kHalf = kOne / 2;
// Scaled values have 17 digits, or 16 below kTenPow16; x < 2^52 < 10^16.
constexpr int kDigits = 17;
constexpr int kIntegerDigits = 16;
constexpr u32 kTenPow4 = 10000;
constexpr u32 kTenPow8 = kTenPow4 * kTenPow4;
constexpr u64 kTenPow16 = u64(kTenPow8) * kTenPow8;
constexpr u64 kTenPow17 = kTenPow16 * 10;
constexpr u64 kAsciiZeros = 0x3030303030303030;

// Smallest scale with 10^scale >= 2^shift, i.e. floor(shift * log10(2)) + 1.
constexpr int decimalScale(int shift) {
    return (shift * 78913 >> 18) + 1;
}

constexpr u128 power(u128 base, int exponent) {
    u128 result = 1;
    while (exponent-- > 0)
        result *= base;
    return result;
}

constexpr int twosOfHalfGap(int shift) {
    return decimalScale(shift) + kFixedBits - 1 - shift;
}

// Half the gap between doubles m / 2^shift, times 10^scale, as a numerator over
// 2^kFixedBits: 10^scale * 2^(kFixedBits - 1) / 2^shift.
constexpr u64 halfGap(int shift) {
    return u64(power(5, decimalScale(shift)) << twosOfHalfGap(shift));
}

// Below the power of two 2^(52 - shift) the lower neighbour is twice as close, so its
// interval may hold digits + 1 but not digits even when digits is nearer, or no integer.
constexpr u64 remainderAtPowerOfTwo(int shift) {
    return u64(u128(2 * kHiddenBit) * halfGap(shift)) & kFractionMask;
}
constexpr bool emptyAtPowerOfTwo(int shift) {
    return remainderAtPowerOfTwo(shift) > halfGap(shift) / 2 &&
           remainderAtPowerOfTwo(shift) + halfGap(shift) < kOne;
}

// Per biased exponent of the fast path.
struct ScalingTable {
    u64 halfGap[kBiasedCount];      // at full scale
    u64 halfGapTenth[kBiasedCount]; // at a tenth of the scale
    int scale[kBiasedCount];
    // For the power of two: the remainder above which to round up, or kOne to fall back.
    u64 roundingThresholdAtPowerOfTwo[kBiasedCount];
    constexpr ScalingTable() : halfGap(), halfGapTenth(), scale(), roundingThresholdAtPowerOfTwo() {
        for (int shift = kMinShift; shift <= kMaxShift; ++shift) {
            const int index = kExponentOffset - shift - kMinBiased;
            halfGap[index] = pe::halfGap(shift);
            halfGapTenth[index] = pe::halfGap(shift) / 10;
            scale[index] = decimalScale(shift);
            roundingThresholdAtPowerOfTwo[index] =
                emptyAtPowerOfTwo(shift) ? kOne : std::min(kHalf, pe::halfGap(shift) / 2);
        }
    }
};
constexpr ScalingTable kScaling;

constexpr bool scalingIsExact() {
    for (int shift = kMinShift; shift <= kMaxShift; ++shift) {
        const int scale = decimalScale(shift);
        if (power(10, scale) < power(2, shift) || power(10, scale - 1) >= power(2, shift))
            return false; // scale is not ceil(shift * log10(2))
        if (twosOfHalfGap(shift) < 2)
            return false; // half gaps at a tenth of the scale not exact or not even
        if (power(5, scale) << twosOfHalfGap(shift) >> (kFixedBits + 3) != 0)
            return false; // integer parts could exceed 64 bits
    }
    return true;
}
static_assert(scalingIsExact(), "fast path scaling is inexact");

// The decimal digits of value < 10^8, one a byte, most significant in the lowest byte.
// Each step splits every lane in two: q = lane / 10^k by a multiply-shift, and the new
// lanes are q and lane - q * 10^k.
inline u64 digitLanes(u32 value) {
    const u64 q4 = value / kTenPow4;
    u64 lanes = (u64(value) << 32) - q4 * ((u64(kTenPow4) << 32) - 1); // 4 digits a lane
    const u64 q2 = (lanes * 10486 >> 20) & 0x0000007F0000007F;         // lane / 100
    lanes = (lanes << 16) - q2 * ((u64(100) << 16) - 1);               // 2 digits a lane
    const u64 q1 = (lanes * 103 >> 10) & 0x000F000F000F000F;           // lane / 10
    return (lanes << 8) - q1 * ((u64(10) << 8) - 1);                   // 1 digit a byte
}

// Masks that put a '.' into 16 bytes of digits after byte n.
struct Insertion {
    u128 keep;  // the bytes before the point
    u128 point; // the point at its place
};
struct InsertionTable {
    Insertion at[kIntegerDigits];
    constexpr InsertionTable() : at() {
        for (int n = 0; n < kIntegerDigits; ++n)
            at[n] = {(u128(1) << (8 * n)) - 1, u128('.') << (8 * n)};
    }
};
constexpr InsertionTable kInsertions;

void store16(char* out, u128 bytes) {
    std::memcpy(out, &bytes, sizeof bytes);
}

char* fallback(char* out, double value) {
    if (value == 0) { // common in data, and cheap
        if (std::signbit(value))
            *out++ = '-';
        *out = '0';
        return out + 1;
    }
    return std::to_chars(out, out + kShortestDoubleRoom, value).ptr;
}

} // namespace

char* writeShortest(char* out, double value) {
    u64 bits;
    std::memcpy(&bits, &value, sizeof bits);
    const unsigned index = (unsigned(bits >> kFractionBits) & kExponentMask) - kMinBiased;
    if (!kLittleEndian || index >= unsigned(kBiasedCount))
        return fallback(out, value);
    const u64 fraction = bits & (kHiddenBit - 1);
    const bool powerOfTwo = fraction == 0;
    const u64 roundingThreshold =
        powerOfTwo ? kScaling.roundingThresholdAtPowerOfTwo[index] : kHalf;
    if (roundingThreshold == kOne)
        return fallback(out, value);

    // x * 10^scale = digits + remainder / 2^kFixedBits, likewise at a tenth of the scale.
    const u64 twiceMantissa = 2 * (fraction | kHiddenBit);
    const u64 halfGap = kScaling.halfGap[index];
    const u64 halfGapTenth = kScaling.halfGapTenth[index];
    const u128 center = u128(twiceMantissa) * halfGap;
    const u128 centerTenth = u128(twiceMantissa) * halfGapTenth;
    const u64 digits = u64(center >> kFixedBits);
    const u64 remainder = u64(center) & kFractionMask;
    const u64 digitsTenth = u64(centerTenth >> kFixedBits);
    const u64 remainderTenth = u64(centerTenth) & kFractionMask;
    const u64 gapBelowTenth = halfGapTenth >> int(powerOfTwo);

    // At a tenth of the scale the interval holds digitsTenth if its lower bound is below
    // it, digitsTenth + 1 if its upper bound is above that, or no integer. The choice is
    // unpredictable, so both candidates are computed and one is selected with a mask.
    const u64 shorter = remainderTenth - gapBelowTenth >= kOne - halfGapTenth - gapBelowTenth;
    const u64 shortest = (digitsTenth + ((remainderTenth + halfGapTenth) >> kFixedBits)) * 10;
    const u64 nearest = digits + (remainder + (digits & 1) > roundingThreshold);
    const u64 useShortest = 0 - shorter;
    const u64 decimal = (shortest & useShortest) | (nearest & ~useShortest);

    // As 17 digits, decimal is a lead digit and two eight-digit halves, whose trailing
    // zeros bound the significant digits. exponent is the one %e prints.
    const u64 hasSeventeen = digits >= kTenPow16;
    const u64 normalized = decimal * (10 - 9 * hasSeventeen);
    if (normalized >= kTenPow17) // rounds up to a power of ten
        return fallback(out, value);
    const int exponent = 15 + int(hasSeventeen) - kScaling.scale[index];
    const auto upperNine = u32(normalized / kTenPow8);
    const u32 leadDigit = upperNine / kTenPow8;
    const u64 first = digitLanes(upperNine - leadDigit * kTenPow8);
    const u64 second = digitLanes(u32(normalized - u64(upperNine) * kTenPow8));
    const bool inSecond = second != 0;
    const u64 lastNonZero = (inSecond ? second : first) | 1;
    const int count = (inSecond ? 10 : 2) + (63 - __builtin_clzll(lastNonZero)) / 8 -
                      ((first | second) == 0 ? 1 : 0);
    const char lead = char('0' + leadDigit);
    const u128 body = u128(second | kAsciiZeros) << 64 | (first | kAsciiZeros);

    // Fixed notation unless scientific is shorter. Stores may run past the end.
    char* p = out;
    *p = '-';
    p += bits >> kSignBit;
    const int scientificLength = count + (count > 1 ? 1 : 0) + 4;
    if (exponent < 0) {
        if (count + 1 - exponent <= scientificLength) { // 0.000ddd
            std::memcpy(p, "0.000", 5);
            char* text = p + 1 - exponent;
            text[0] = lead;
            store16(text + 1, body);
            return text + count;
        }
    } else if (exponent + 1 >= count) {
        if (exponent + 1 <= scientificLength) { // ddd000
            p[0] = lead;
            store16(p + 1, body);
            return p + exponent + 1;
        }
    } else if (count + 1 <= scientificLength) { // ddd.ddd
        const Insertion& insertion = kInsertions.at[exponent];
        p[0] = lead;
        store16(p + 1, (body & insertion.keep) | insertion.point | (body & ~insertion.keep) << 8);
        p[kDigits] = char(body >> 120);
        return p + count + 1;
    }

    // d.ddde-dd, as printf's %e
    p[0] = lead;
    p[1] = '.';
    store16(p + 2, body);
    p += count > 1 ? count + 1 : 1;
    p[0] = 'e';
    p[1] = exponent < 0 ? '-' : '+';
    const int magnitude = exponent < 0 ? -exponent : exponent;
    p[2] = char('0' + magnitude / 10);
    p[3] = char('0' + magnitude % 10);
    return p + 4;
}

} // namespace pe

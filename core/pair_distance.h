// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What tells two positions apart: each frequency pair's share of the squared euclidean
// distance between their encodings. A sin/cos pair turns by w (q - p) between p and q, so
//   (sin pw - sin qw)^2 + (cos pw - cos qw)^2 = 2 - 2 cos(w (q - p)) = 4 sin^2(w (q - p) / 2),
// which depends on the distance alone. The lone sin column of odd D contributes
// (sin pw - sin qw)^2, which does not. The contributions sum to ||PE(p) - PE(q)||^2.

#include "core/encoding_params.h"

#include <cstdint>
#include <vector>

namespace pe {

// Positions a pair distance accepts: 0 .. 2^53, where every integer is exact in double.
inline constexpr std::int64_t kMaxPairPosition = std::int64_t(1) << 53;

// Throws ParameterError naming `field` unless 0 <= position <= kMaxPairPosition.
void requirePairPosition(const char* field, std::int64_t position);

// One value per pair i = 0 .. ceil(D/2)-1 (the layout only permutes columns, so it does not
// matter). Validates the parameters and the positions ("from", "to"); throws ParameterError.
// L is not read: the encoding is defined at every position.
std::vector<double> pairDistance(const EncodingParams& params, std::int64_t from, std::int64_t to);

// The pair index, as a real number, where w_i |q - p| = pi: pairs left of it have turned
// more than half a turn between p and q. Infinite to the left (-inf) for q = p.
double halfTurnPair(const EncodingParams& params, std::int64_t offset);

// Pair i's share alone, between `from` and from + offset (offset may be negative; the sum
// must stay in 0 .. kMaxPairPosition): 4 sin^2(w_i k / 2) for a sin/cos pair, the squared
// difference of the lone sin column of odd D (its share depends on `from`). No validation:
// the caller validated the parameters (a map computes it for every cell).
double pairShare(const EncodingParams& params, std::int64_t pair, std::int64_t from,
                 std::int64_t offset);

// How many half turns pair i has turned over the offset k: w_i |k| / pi. Past 1 the pair has
// wrapped: its share no longer grows with the distance and cannot tell k from a shorter one.
double pairHalfTurns(const EncodingParams& params, std::int64_t pair, std::int64_t offset);

// Whether pair i has turned past half a turn between p and p + offset: w_i |k| > pi.
bool pairWrapped(const EncodingParams& params, std::int64_t pair, std::int64_t offset);

// The offset k = pi / w_i at which pair i has turned half a turn.
double halfTurnOffset(const EncodingParams& params, std::int64_t pair);

// `count` distinct whole offsets from 1 to maxOffset, spaced evenly on a log scale (fewer when
// maxOffset < count), with 0 first; both ends always drawn. Empty for maxOffset < 0; {0} for
// maxOffset = 0. Throws ParameterError naming "log-offsets" for count < 1.
std::vector<std::int64_t> logOffsets(std::int64_t maxOffset, std::int64_t count);

// A true log axis of offsets 0 .. lastOffset, `cells` display cells wide: the cells evenly
// spaced in x = log10 k, offset k >= 1 spanning log10(k - 1/2) .. log10(k + 1/2), and k = 0 in
// a column of its own at the left, as wide as k = 1's. A cell stands for the offsets whose
// centre log10 k it holds; a cell narrower than one offset repeats the offset it lies in.
struct LogOffsetAxis {
    double lower = 0.0, upper = 0.0; // x at the left edge of the first cell, the right of the last
    std::vector<std::int64_t> first, last; // per cell: the offsets it stands for
    double cellWidth() const;
    // Where an offset is drawn: log10 k, and the middle of its own column for k = 0.
    static double coordinate(double k);
};
LogOffsetAxis logOffsetAxis(std::int64_t lastOffset, std::int64_t cells);

} // namespace pe

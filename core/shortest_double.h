// SPDX-License-Identifier: GPL-3.0-or-later
//
// Shortest round-trip formatting of doubles.
//
// std::to_chars(first, last, value) prints the shortest text that reads back to the same
// double, in fixed or scientific notation, whichever is shorter (fixed on a tie). libstdc++
// implements it with a general algorithm that is slow enough to dominate large text dumps,
// such as CSV exports of tens of millions of values. writeShortest produces exactly the same
// characters with a short exact integer computation for the common magnitudes,
// 2^-21 <= |value| < 2^52, and std::to_chars for everything else (subnormals, infinities,
// NaN, smaller or larger magnitudes).
#pragma once

namespace pe {

// Room writeShortest needs at out; all of it may be used as scratch space.
constexpr int kShortestDoubleRoom = 24;

// Writes the shortest text of value that reads back to the same double, exactly as
// std::to_chars(first, last, value) does; needs 24 chars of room. Returns the end.
char* writeShortest(char* out, double value);

} // namespace pe

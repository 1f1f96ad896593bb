// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// How every number a person reads is written: in digits ("500000", "0.0001", never "5e+05"
// or "1e-04") below 10^15, trailing zeros dropped ("8", not "8.000"), no group separators,
// in every interface language. The inspector, the lessons, the status bar, the views' notes
// and the figures' captions all write their numbers through it, so one number is spelled one
// way everywhere. Outside 10^-15 .. 10^15 digits would run past what a line holds: those
// keep the exponent.

#include <QString>

// `significant` digits (rounded), or 0: the fewest digits that read back as the same double.
QString numberText(double value, int significant = 0);

// As numberText, but a value below 0.001 in size as its digits times a power of ten,
// "3.64934 × 10⁻⁷" rather than "0.000000364934": a hover is read at a glance, and leading
// zeros are counted, not read. The dumps and the inspector keep every digit.
QString readableText(double value, int significant);

// 10⁰, 10¹, 10², 10⁻⁵ ...: the decade 10^e written as a power, 1 too, so that an axis of
// powers does not read "1" beside "10¹".
QString powerOfTen(int e);

// At most `decimals` places (rounded), trailing zeros dropped: "0.5", "1", "-0.12345679". For
// values the views show to a fixed precision (the encoding's, the similarity's, in -1 .. 1).
QString decimalsText(double value, int decimals);

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A number as a person types it, read exactly or refused with the reason: the one place
// where the command line and every entry field of the window turn text into numbers.
//
// Accepted: an optional sign, digits with an optional fraction and exponent ("1e6", "5e5",
// "2.5E-3", ".5"), digits grouped by threes with commas or spaces ("1,000,000", "1 000 000"),
// and the full-width forms a Chinese input method types (digits U+FF10..U+FF19, the comma
// U+FF0C, the full stop U+FF0E, the signs and "ｅ"; "。" as the decimal point). Refused:
// anything else, "1,5" (no group of three: neither 15 nor 1.5 is what surely was meant),
// inf and nan. A whole number is read exactly from the digits, not through a double, so
// "9007199254740993" is that number; "1.5" is not whole and "1e300" overflows.

#include <cstdint>
#include <limits>
#include <string>
#include <string_view>

namespace pe {

enum class NumberFault {
    None,
    Empty,           // nothing but spaces
    NotANumber,      // no number, or not only a number ("abc", "12abc", "1,5", "nan")
    NotWhole,        // a whole number was asked for ("1.5")
    TooManyDecimals, // more decimals than the field keeps (it would round them away)
    OutOfRange       // a number, outside the range asked for (or beyond the type's)
};

template <typename T> struct TypedNumber {
    T value{};                             // the number read, when fault is None
    NumberFault fault = NumberFault::None; // why the text was refused
    std::string reason;                    // the same in a few English words, for messages
    bool ok() const { return fault == NumberFault::None; }
};

// A whole number within [min, max]. Text in UTF-8.
TypedNumber<std::int64_t>
parseTypedInteger(std::string_view text,
                  std::int64_t min = std::numeric_limits<std::int64_t>::min(),
                  std::int64_t max = std::numeric_limits<std::int64_t>::max());

// A non-negative whole number up to `max` (seeds span all 64 bits).
TypedNumber<std::uint64_t>
parseTypedUnsigned(std::string_view text,
                   std::uint64_t max = std::numeric_limits<std::uint64_t>::max());

// A finite number within [min, max], the double nearest to the decimal typed. decimals >= 0
// refuses values with more decimals than that (a field that keeps 4 would round 1.00015).
TypedNumber<double> parseTypedReal(std::string_view text,
                                   double min = std::numeric_limits<double>::lowest(),
                                   double max = std::numeric_limits<double>::max(),
                                   int decimals = -1);

// The shortest decimal text that reads back to `value` ("1.0001", "10000000", "1e+300").
std::string shortestNumberText(double value);

} // namespace pe

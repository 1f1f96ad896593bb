// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/typed_number.h"

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <locale>
#include <sstream>
#include <type_traits>

namespace pe {
namespace {

// UTF-8 sequences a Chinese input method (or a French keyboard's spaces) types, mapped to
// the ASCII the grammar below reads.
struct Replacement {
    std::string_view from;
    char to;
};
constexpr Replacement kReplacements[] = {
    {"\xEF\xBC\x90", '0'}, {"\xEF\xBC\x91", '1'}, {"\xEF\xBC\x92", '2'}, {"\xEF\xBC\x93", '3'},
    {"\xEF\xBC\x94", '4'}, {"\xEF\xBC\x95", '5'}, {"\xEF\xBC\x96", '6'}, {"\xEF\xBC\x97", '7'},
    {"\xEF\xBC\x98", '8'}, {"\xEF\xBC\x99", '9'}, {"\xEF\xBC\x8C", ','}, // ，
    {"\xEF\xBC\x8E", '.'},                                               // ．
    {"\xE3\x80\x82", '.'},                                               // 。
    {"\xEF\xBC\x8B", '+'},                                               // ＋
    {"\xEF\xBC\x8D", '-'},                                               // －
    {"\xE2\x88\x92", '-'},                                               // − (minus sign)
    {"\xEF\xBD\x85", 'e'},                                               // ｅ
    {"\xEF\xBC\xA5", 'E'},                                               // Ｅ
    {"\xE3\x80\x80", ' '},                                               // ideographic space
    {"\xC2\xA0", ' '},                                                   // no-break space
    {"\xE2\x80\xAF", ' '},                                               // narrow no-break
    {"\xE2\x80\x89", ' '},                                               // thin space
};

std::string normalised(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        bool replaced = false;
        for (const Replacement& r : kReplacements)
            if (text.substr(i, r.from.size()) == r.from) {
                out += r.to;
                i += r.from.size();
                replaced = true;
                break;
            }
        if (!replaced)
            out += text[i++];
    }
    const auto first = out.find_first_not_of(" \t\r\n");
    if (first == std::string::npos)
        return {};
    const auto last = out.find_last_not_of(" \t\r\n");
    return out.substr(first, last - first + 1);
}

bool isDigit(char c) {
    return c >= '0' && c <= '9';
}

// A number read from the text: negative, digits (no leading or trailing zeros; empty for
// zero) times 10^exponent.
struct Decimal {
    bool negative = false;
    std::string digits;
    std::int64_t exponent = 0;
};

// The grammar of the header; NotANumber or Empty when the text is not one number.
NumberFault readDecimal(std::string_view typed, Decimal& out) {
    const std::string text = normalised(typed);
    if (text.empty())
        return NumberFault::Empty;
    std::size_t i = 0;
    if (text[i] == '+' || text[i] == '-')
        out.negative = text[i++] == '-';
    std::string digits;
    // The whole part: plain digits, or groups of three after a first group of one to three.
    const std::size_t groupStart = i;
    while (i < text.size() && isDigit(text[i]))
        digits += text[i++];
    if (i < text.size() && (text[i] == ',' || text[i] == ' ')) {
        const char separator = text[i];
        if (digits.empty() || i - groupStart > 3)
            return NumberFault::NotANumber;
        while (i < text.size() && text[i] == separator) {
            std::size_t n = 0;
            for (++i; i < text.size() && isDigit(text[i]); ++i, ++n)
                digits += text[i];
            if (n != 3)
                return NumberFault::NotANumber;
        }
    }
    std::int64_t fractionDigits = 0;
    if (i < text.size() && text[i] == '.') {
        for (++i; i < text.size() && isDigit(text[i]); ++i, ++fractionDigits)
            digits += text[i];
    }
    if (digits.empty())
        return NumberFault::NotANumber;
    std::int64_t exponent = 0;
    if (i < text.size() && (text[i] == 'e' || text[i] == 'E')) {
        ++i;
        bool negativeExponent = false;
        if (i < text.size() && (text[i] == '+' || text[i] == '-'))
            negativeExponent = text[i++] == '-';
        if (i == text.size() || !isDigit(text[i]))
            return NumberFault::NotANumber;
        // Capped: 10^1000000 is out of every range already, and the sum below cannot wrap.
        for (; i < text.size() && isDigit(text[i]); ++i)
            exponent = std::min<std::int64_t>(exponent * 10 + (text[i] - '0'), 1'000'000);
        if (negativeExponent)
            exponent = -exponent;
    }
    if (i != text.size())
        return NumberFault::NotANumber;
    exponent -= fractionDigits;
    const auto lead = digits.find_first_not_of('0');
    if (lead == std::string::npos) {
        out.digits.clear();
        out.exponent = 0;
        return NumberFault::None;
    }
    digits.erase(0, lead);
    const auto end = digits.find_last_not_of('0') + 1;
    exponent += std::int64_t(digits.size() - end);
    digits.erase(end);
    out.digits = std::move(digits);
    out.exponent = exponent;
    return NumberFault::None;
}

std::string refusal(NumberFault fault) {
    switch (fault) {
    case NumberFault::Empty:
        return "no number given";
    case NumberFault::NotANumber:
        return "not a number";
    case NumberFault::NotWhole:
        return "not a whole number";
    default:
        return {};
    }
}

template <typename T> TypedNumber<T> refused(NumberFault fault, std::string reason = {}) {
    TypedNumber<T> r;
    r.fault = fault;
    r.reason = reason.empty() ? refusal(fault) : std::move(reason);
    return r;
}

template <typename T> std::string rangeReason(T min, T max) {
    if constexpr (std::is_floating_point_v<T>)
        return "outside " + shortestNumberText(min) + " .. " + shortestNumberText(max);
    else
        return "outside " + std::to_string(min) + " .. " + std::to_string(max);
}

// The magnitude of a whole Decimal; false when it is not whole or exceeds 2^64 - 1.
bool wholeMagnitude(const Decimal& d, std::uint64_t& magnitude, NumberFault& fault) {
    magnitude = 0;
    if (d.digits.empty())
        return true;
    if (d.exponent < 0) {
        fault = NumberFault::NotWhole;
        return false;
    }
    fault = NumberFault::OutOfRange;
    if (std::int64_t(d.digits.size()) + d.exponent > 20)
        return false;
    constexpr std::uint64_t kMax = std::numeric_limits<std::uint64_t>::max();
    for (std::size_t k = 0; k < d.digits.size() + std::size_t(d.exponent); ++k) {
        const unsigned digit = k < d.digits.size() ? unsigned(d.digits[k] - '0') : 0;
        if (magnitude > (kMax - digit) / 10)
            return false;
        magnitude = magnitude * 10 + digit;
    }
    return true;
}

} // namespace

TypedNumber<std::int64_t> parseTypedInteger(std::string_view text, std::int64_t min,
                                            std::int64_t max) {
    Decimal d;
    if (const NumberFault fault = readDecimal(text, d); fault != NumberFault::None)
        return refused<std::int64_t>(fault);
    std::uint64_t magnitude = 0;
    NumberFault fault = NumberFault::None;
    const bool fits = wholeMagnitude(d, magnitude, fault);
    if (!fits && fault == NumberFault::NotWhole)
        return refused<std::int64_t>(fault);
    constexpr auto kLimit = std::uint64_t(std::numeric_limits<std::int64_t>::max());
    if (!fits || magnitude > kLimit + (d.negative ? 1 : 0))
        return refused<std::int64_t>(NumberFault::OutOfRange, rangeReason(min, max));
    const std::int64_t value =
        d.negative ? (magnitude == kLimit + 1 ? std::numeric_limits<std::int64_t>::min()
                                              : -std::int64_t(magnitude))
                   : std::int64_t(magnitude);
    if (value < min || value > max) {
        // A range with no limit on one side names only the limit that was crossed: "at least 1"
        // says what to type, "1 .. 9223372036854775807" makes the reader find the 1.
        using Limits = std::numeric_limits<std::int64_t>;
        if (value < min && max == Limits::max() && min != Limits::min())
            return refused<std::int64_t>(NumberFault::OutOfRange,
                                         "must be at least " + std::to_string(min));
        if (value > max && min == Limits::min() && max != Limits::max())
            return refused<std::int64_t>(NumberFault::OutOfRange,
                                         "must be at most " + std::to_string(max));
        return refused<std::int64_t>(NumberFault::OutOfRange, rangeReason(min, max));
    }
    TypedNumber<std::int64_t> r;
    r.value = value;
    return r;
}

TypedNumber<std::uint64_t> parseTypedUnsigned(std::string_view text, std::uint64_t max) {
    Decimal d;
    if (const NumberFault fault = readDecimal(text, d); fault != NumberFault::None)
        return refused<std::uint64_t>(fault);
    std::uint64_t magnitude = 0;
    NumberFault fault = NumberFault::None;
    const bool fits = wholeMagnitude(d, magnitude, fault);
    if (!fits && fault == NumberFault::NotWhole)
        return refused<std::uint64_t>(fault);
    if (!fits || (d.negative && magnitude != 0) || magnitude > max)
        return refused<std::uint64_t>(NumberFault::OutOfRange, rangeReason(std::uint64_t(0), max));
    TypedNumber<std::uint64_t> r;
    r.value = magnitude;
    return r;
}

TypedNumber<double> parseTypedReal(std::string_view text, double min, double max, int decimals) {
    Decimal d;
    if (const NumberFault fault = readDecimal(text, d); fault != NumberFault::None)
        return refused<double>(fault);
    double value = 0.0;
    if (!d.digits.empty()) {
        // No decimal point in what strtod reads, so the C library's locale cannot matter.
        const std::string exact =
            (d.negative ? "-" : "") + d.digits + "e" + std::to_string(d.exponent);
        errno = 0;
        value = std::strtod(exact.c_str(), nullptr);
        if (errno == ERANGE || !std::isfinite(value)) {
            if (std::isfinite(value) && std::abs(value) < 1.0) // too close to 0 for a double
                return refused<double>(NumberFault::OutOfRange,
                                       "too close to 0 to be told from it");
            return refused<double>(NumberFault::OutOfRange, rangeReason(min, max));
        }
    }
    if (!(value >= min && value <= max))
        return refused<double>(NumberFault::OutOfRange, rangeReason(min, max));
    if (decimals >= 0) {
        // round(v * 10^n) / 10^n is the double nearest that decimal: equal to v exactly when
        // v had no more than n decimals. Past 2^53 every double is whole at that scale.
        const double scale = std::pow(10.0, decimals);
        if (std::abs(value) * scale < 9007199254740992.0 &&
            std::round(value * scale) / scale != value)
            return refused<double>(NumberFault::TooManyDecimals,
                                   "more than " + std::to_string(decimals) + " decimals");
    }
    TypedNumber<double> r;
    r.value = value == 0.0 ? 0.0 : value; // "-0" is 0
    return r;
}

std::string shortestNumberText(double value) {
    // In digits from 10^-5 to 10^15, as a person writes them; an exponent only beyond.
    const bool fixed = std::abs(value) >= 1e-5 && std::abs(value) < 1e15;
    std::string text;
    for (int precision = fixed ? 0 : 1; precision <= (fixed ? 21 : 17); ++precision) {
        std::ostringstream out;
        out.imbue(std::locale::classic());
        if (fixed)
            out << std::fixed;
        out.precision(precision);
        out << value;
        text = out.str();
        std::istringstream back(text);
        back.imbue(std::locale::classic());
        double read = 0.0;
        if (!std::isfinite(value) || (back >> read && read == value))
            break;
    }
    return text;
}

} // namespace pe

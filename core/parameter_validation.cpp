// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/parameter_validation.h"

#include <cmath>
#include <cstdio>

namespace pe {

std::string formatDouble(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%.17g", value);
    return text;
}

std::string formatBytes(double bytes) {
    static const char* units[] = {"bytes", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
    int unit = 0;
    while (bytes >= 1024.0 && unit < 6) {
        bytes /= 1024.0;
        ++unit;
    }
    char text[64];
    std::snprintf(text, sizeof text, unit == 0 ? "%.0f %s" : "%.1f %s", bytes, units[unit]);
    return text;
}

ParameterError invalidParameter(const std::string& field, const std::string& value,
                                const std::string& why) {
    return ParameterError(field, value, field + " " + value + " is not valid: " + why);
}

std::optional<ParameterError> checkParams(const EncodingParams& p) {
    if (p.length < 1)
        return invalidParameter("length", std::to_string(p.length),
                                "the sequence length L must be at least 1");
    if (p.dim < 1)
        return invalidParameter("dim", std::to_string(p.dim),
                                "the model dimension D must be at least 1");
    // !(base > 1) also catches NaN.
    if (!std::isfinite(p.base) || !(p.base > 1.0))
        return invalidParameter("base", formatDouble(p.base),
                                "the base must be a finite number greater than 1");
    if (p.memoryBudgetBytes == 0)
        return ParameterError("memory-budget", "0", "the memory budget must be more than 0 bytes");
    return std::nullopt;
}

std::optional<ParameterError> checkMatrixFits(double rows, double cols, int bytesPerValue,
                                              std::uint64_t budgetBytes, const std::string& what) {
    // Doubles, not integers: L = 10^12 squared must not wrap around into a small number.
    const double bytes = rows * cols * bytesPerValue;
    if (bytes <= static_cast<double>(budgetBytes))
        return std::nullopt;
    char shape[96];
    std::snprintf(shape, sizeof shape, "%.0f x %.0f", rows, cols);
    return ParameterError("memory-budget", std::to_string(budgetBytes),
                          what + " would be " + shape + " values = " + formatBytes(bytes) +
                              ", over the memory budget of " +
                              formatBytes(static_cast<double>(budgetBytes)));
}

void requireValidParams(const EncodingParams& params) {
    if (auto error = checkParams(params))
        throw *error;
}

void requireMatrixFits(double rows, double cols, int bytesPerValue, std::uint64_t budgetBytes,
                       const std::string& what) {
    if (auto error = checkMatrixFits(rows, cols, bytesPerValue, budgetBytes, what))
        throw *error;
}

void requireReadableLength(std::int64_t length, double positions, double columns,
                           const std::string& what) {
    if (positions * columns <= kMaxValuesRead)
        return;
    char read[32];
    std::snprintf(read, sizeof read, "%.3g", positions * columns);
    throw invalidParameter("length", std::to_string(length),
                           what + " read every value they cover, " + read +
                               " here, more than the 1e10 read at most; a smaller L "
                               "computes them");
}

} // namespace pe

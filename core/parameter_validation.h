// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The one place that decides whether a request is acceptable. Every compute function
// calls it first, so no path allocates a matrix the user did not have the budget for.

#include "core/encoding_params.h"

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>

namespace pe {

// A rejected request. `field` names the parameter as the command line spells it
// ("length", "dim", "base", "memory-budget"), `value` is the offending value as text.
class ParameterError : public std::invalid_argument {
  public:
    ParameterError(std::string field, std::string value, const std::string& message)
        : std::invalid_argument(message), field_(std::move(field)), value_(std::move(value)) {}
    const std::string& field() const { return field_; }
    const std::string& value() const { return value_; }

  private:
    std::string field_;
    std::string value_;
};

// The one wording of every refusal: "<field> <value> is not valid: <why>".
ParameterError invalidParameter(const std::string& field, const std::string& value,
                                const std::string& why);

// L >= 1, D >= 1, base finite and > 1, budget > 0. Returns the first problem found.
std::optional<ParameterError> checkParams(const EncodingParams& params);

// A rows x cols matrix of `bytesPerValue`-byte values must fit the budget. `what` names
// the matrix in the message ("the PE matrix"). Safe against overflow for any sizes.
std::optional<ParameterError> checkMatrixFits(double rows, double cols, int bytesPerValue,
                                              std::uint64_t budgetBytes, const std::string& what);

// Throwing forms of the two checks above, for compute functions.
void requireValidParams(const EncodingParams& params);
void requireMatrixFits(double rows, double cols, int bytesPerValue, std::uint64_t budgetBytes,
                       const std::string& what);

// Means with no closed form read every position they cover: `positions` x `columns` values at
// most kMaxValuesRead, else a ParameterError on "length" naming L and what would read them.
// The limit is about a minute of one core, far above any explorer L.
inline constexpr double kMaxValuesRead = 1e10;
void requireReadableLength(std::int64_t length, double positions, double columns,
                           const std::string& what);

// "1.5 GiB", "512 KiB": sizes as a person reads them.
std::string formatBytes(double bytes);

// A double printed so that it reads back to the same value ("%.17g").
std::string formatDouble(double value);

} // namespace pe

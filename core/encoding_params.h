// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The parameters that define one positional-encoding request. Plain data: the one
// place that decides whether they are acceptable is parameter_validation.h.

#include <cstdint>
#include <optional>
#include <string>

namespace pe {

// interleaved: the paper's (sin, cos, sin, cos, ...); concatenated: all sin columns,
// then all cos columns, as TensorFlow's tutorial and tensor2tensor do.
enum class Layout { Interleaved, Concatenated };

enum class Metric { Cosine, Dot, Euclidean };

// 2 GiB: the largest single matrix any request may allocate unless the user says otherwise.
inline constexpr std::uint64_t kDefaultMemoryBudgetBytes = std::uint64_t(2) << 30;

struct EncodingParams {
    std::int64_t length = 64; // L, number of positions, counted from 0
    std::int64_t dim = 16;    // D, model dimension, odd allowed
    double base = 10000.0;    // the paper's 10000
    Layout layout = Layout::Interleaved;
    std::uint64_t memoryBudgetBytes = kDefaultMemoryBudgetBytes;
};

inline bool operator==(const EncodingParams& a, const EncodingParams& b) {
    return a.length == b.length && a.dim == b.dim && a.base == b.base && a.layout == b.layout &&
           a.memoryBudgetBytes == b.memoryBudgetBytes;
}
inline bool operator!=(const EncodingParams& a, const EncodingParams& b) {
    return !(a == b);
}

std::string toString(Layout layout);
std::string toString(Metric metric);
std::optional<Layout> layoutFromString(const std::string& text);
std::optional<Metric> metricFromString(const std::string& text);

} // namespace pe

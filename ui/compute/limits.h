// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The ranges the explorer's controls offer. The engine accepts more; the window keeps to
// what a person can still look at.

#include "core/encoding_params.h"

#include <cstdint>

namespace explore {

inline constexpr std::int64_t kMinLength = 1;
inline constexpr std::int64_t kMaxLength = 1'000'000;
inline constexpr std::int64_t kMinDim = 1;
inline constexpr std::int64_t kMaxDim = 4096;
inline constexpr double kMinBase = 1.0001;
inline constexpr double kMaxBase = 1e7;
// More curves than this in the waveform view stop being readable as separate lines.
inline constexpr int kMaxWaveforms = 8;

} // namespace explore

// Whether the explorer's controls can show these values (L, D and base ranges).
bool paramsInRange(const pe::EncodingParams& params);

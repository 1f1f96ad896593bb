// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Tables of positions made from a seed rather than read from a model file, so a class
// without a model at hand still has a "learned" table to open beside the sinusoidal encoding:
//
// - learned-style random: every value N(0, 0.02^2), GPT-2's initialisation of its position
//   table wpe. What a model starts from before training: no order among the positions at all.
// - smooth waves: each column a mix of a few slow waves plus a little noise,
//       value(p, d) = sum_k (a(d, 2k) cos(t_k p) + a(d, 2k + 1) sin(t_k p)) / (k + 1)
//                     + kSmoothNoise * e(p, d),    t_k = pi (k + 1) / L, k = 0 .. kSmoothWaves-1
//   (wave k makes (k + 1) / 2 turns over the L positions), a(d, j) = N(0, 0.5^2) drawn row
//   by row from the seed, e(p, d) = N(0, 1) drawn row by row from smoothNoiseSeed(seed).
//   Neighbouring positions get neighbouring rows, so its principal components trace a curve,
//   as trained tables do (GPT-2's wpe traces a helix).
// Both are deterministic from the seed on every platform (core/seeded_random.h).

#include "core/sinusoidal_encoding.h"
#include "core/stop.h"

#include <cstdint>
#include <optional>
#include <string>

namespace pe {

enum class GeneratedTable { LearnedRandom, SmoothWaves };

inline constexpr double kLearnedRandomStddev = 0.02;
inline constexpr int kSmoothWaves = 4;
inline constexpr double kSmoothAmplitude = 0.5;
inline constexpr double kSmoothNoise = 0.05;

// The seed of the smooth table's noise, apart from its waves' coefficients.
std::uint64_t smoothNoiseSeed(std::uint64_t seed);

// The length x dim table of `kind`. Throws ParameterError naming "length" or "dim" for a size
// below 1 and for a table over the default memory budget.
Matrix generatedTable(GeneratedTable kind, std::int64_t length, std::int64_t dim,
                      std::uint64_t seed);
// The same, asking `stop` every few rows: nothing once it says stop.
std::optional<Matrix> generatedTable(GeneratedTable kind, std::int64_t length, std::int64_t dim,
                                     std::uint64_t seed, const Stop& stop);

// Its short English name: "learned-style random", "smooth waves".
std::string generatedTableName(GeneratedTable kind);

} // namespace pe

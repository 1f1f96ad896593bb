// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What a RoPE context-extension scaling does to each pair, for the "Context extension"
// lesson: the band of each pair (left alone, blended, interpolated), how many pairs turn
// a full circle inside the original context, and the RoPE score against relative distance
// before and after the scaling. Double throughout; no Qt.

#include "core/rope_scaling.h"
#include "core/sinusoidal_encoding.h"
#include "core/stop.h"

#include <Eigen/Core>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace pe {

// Classified from scale_i = scaled inv_freq_i / original inv_freq_i and the factor f:
//   Unchanged     scale_i == 1        (high frequencies: left as trained)
//   Interpolated  scale_i == 1 / f    (low frequencies: positions divided by f)
//   Blended       anything else       (between the two, as llama3's and YaRN's ramps)
// "==" is within kRopeBandTolerance relative: x / f / x is 1/f only up to rounding.
enum class RopeBand { Unchanged, Blended, Interpolated };

inline constexpr double kRopeBandTolerance = 1e-12;

// "unchanged", "blended", "interpolated".
std::string toString(RopeBand band);
RopeBand ropeBand(double scale, double factor);

struct RopeContextBands {
    std::vector<double> scale; // scaled / original inv_freq, one per pair
    std::vector<RopeBand> band;
    std::int64_t unchanged = 0;
    std::int64_t blended = 0;
    std::int64_t interpolated = 0;
    // Pairs whose original wavelength 2 pi / inv_freq is <= the original context: they
    // complete at least one full turn over positions the model was trained on.
    std::int64_t completeTurns = 0;
};

// `original` and `scaled` must have the same number of pairs (throws ParameterError).
// `factor` is the scaling's factor (1 when there is none).
RopeContextBands ropeContextBands(const RopeFrequencies& original, const RopeFrequencies& scaled,
                                  double factor, std::int64_t originalContext);

// `points` distances from 0 to `maxDistance` (both included), integers, increasing, no
// repeats: every integer when points > maxDistance, else evenly spread (rounded down).
std::vector<std::int64_t> sampleDistances(std::int64_t maxDistance, std::int64_t points);

// 0, then at most `points` - 1 integers from 1 to `maxDistance` spread evenly on a log
// scale (rounded, repeats dropped), so a log axis shows near and far distances alike.
std::vector<std::int64_t> sampleDistancesLog(std::int64_t maxDistance, std::int64_t points);

// RoFormer's score of a query at position m and a key at n, as a function of r = m - n:
//   s(r) = sum_i (q_2i k_2i + q_2i+1 k_2i+1) cos(r theta_i)
//              + (q_2i k_2i+1 - q_2i+1 k_2i) sin(r theta_i),
// with theta_i = invFreq[i], times attentionFactor^2 (the reference multiplies both cos
// and sin by the attention factor, and both q and k are rotated with them).
// q.size() == k.size() == 2 * invFreq.size().
std::vector<double> ropeScoreCurve(const Eigen::VectorXd& q, const Eigen::VectorXd& k,
                                   const std::vector<double>& invFreq, double attentionFactor,
                                   const std::vector<std::int64_t>& distances);

// The two query/key choices of the lesson: all ones (RoFormer's figure), and seeded
// N(0, 1) values (q from `seed`, k from `seed + 1`).
Eigen::VectorXd ropeContextQuery(std::int64_t dim, bool random, std::uint64_t seed);
Eigen::VectorXd ropeContextKey(std::int64_t dim, bool random, std::uint64_t seed);

// Everything the lesson draws, for one set of parameters.
struct RopeContextRequest {
    RopeParams params; // the scaled model; its scaling set to None is the original
    std::int64_t originalContext = 4096;
    std::int64_t targetContext = 4096; // the score curves run from 0 to here
    std::int64_t points = 512;         // samples of each score curve (the plot's pixels)
    bool logDistances = false;         // sampleDistancesLog instead of sampleDistances
    std::uint64_t seed = 7;            // the random q and k
};

struct RopeContextResult {
    RopeFrequencies original, scaled;
    double factor = 1.0; // 1 when there is no scaling
    RopeContextBands bands;
    std::vector<std::int64_t> distances;
    // The score at each distance: all-ones and random q, k, before and after the scaling
    // (after: with the scaling's attention factor squared).
    std::vector<double> onesBefore, onesAfter, randomBefore, randomAfter;
};

// The largest context the lesson accepts: far beyond any published model.
inline constexpr std::int64_t kMaxRopeContext = std::int64_t(1) << 30;

// Throws ParameterError naming the option ("original-context", "target-context", "points",
// or the engine's names) for parameters it cannot use. Work grows with points * headDim.
RopeContextResult computeRopeContext(const RopeContextRequest& request);
// The same, asking `stop` before each of the four score curves (each a pass over every
// distance and pair): once it answers true the work ends and nothing is returned.
std::optional<RopeContextResult> computeRopeContext(const RopeContextRequest& request,
                                                    const Stop& stop);

// A published model's RoPE settings.
struct RopeModelPreset {
    const char* id;               // stable key: "llama-3.1-8b"
    const char* name;             // shown as is: model names are not translated
    RopeParams params;            // head_dim, rope_theta, rope_scaling
    std::int64_t originalContext; // the context the scaling extends from
    std::int64_t targetContext;   // max_position_embeddings after extension
};

// In menu order.
const std::vector<RopeModelPreset>& ropeModelPresets();
const RopeModelPreset* findRopeModelPreset(const std::string& id);

} // namespace pe

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rope_context.h"

#include "core/parameter_validation.h"
#include "core/seeded_random.h"

#include <cmath>

namespace pe {

std::string toString(RopeBand band) {
    switch (band) {
    case RopeBand::Unchanged:
        return "unchanged";
    case RopeBand::Blended:
        return "blended";
    case RopeBand::Interpolated:
        return "interpolated";
    }
    return "blended";
}

namespace {

bool nearly(double a, double b) {
    return std::abs(a - b) <= kRopeBandTolerance * std::abs(b);
}

} // namespace

RopeBand ropeBand(double scale, double factor) {
    if (nearly(scale, 1.0))
        return RopeBand::Unchanged;
    if (factor > 0.0 && nearly(scale, 1.0 / factor))
        return RopeBand::Interpolated;
    return RopeBand::Blended;
}

RopeContextBands ropeContextBands(const RopeFrequencies& original, const RopeFrequencies& scaled,
                                  double factor, std::int64_t originalContext) {
    if (original.invFreq.size() != scaled.invFreq.size())
        throw invalidParameter("head-dim", std::to_string(scaled.rotaryDim),
                               "the original and scaled frequencies have different pair counts");
    RopeContextBands out;
    const std::size_t pairs = original.invFreq.size();
    out.scale.resize(pairs);
    out.band.resize(pairs);
    for (std::size_t i = 0; i < pairs; ++i) {
        out.scale[i] = scaled.invFreq[i] / original.invFreq[i];
        out.band[i] = ropeBand(out.scale[i], factor);
        switch (out.band[i]) {
        case RopeBand::Unchanged:
            ++out.unchanged;
            break;
        case RopeBand::Blended:
            ++out.blended;
            break;
        case RopeBand::Interpolated:
            ++out.interpolated;
            break;
        }
        if (original.wavelength[i] <= double(originalContext))
            ++out.completeTurns;
    }
    return out;
}

std::vector<std::int64_t> sampleDistances(std::int64_t maxDistance, std::int64_t points) {
    std::vector<std::int64_t> out;
    if (maxDistance < 0 || points < 1)
        return out;
    if (points == 1 || maxDistance == 0)
        return {0};
    if (points > maxDistance) {
        out.reserve(std::size_t(maxDistance) + 1);
        for (std::int64_t r = 0; r <= maxDistance; ++r)
            out.push_back(r);
        return out;
    }
    out.reserve(std::size_t(points));
    // Spacing maxDistance / (points - 1) >= 1, so rounding down never repeats a value.
    for (std::int64_t j = 0; j < points; ++j)
        out.push_back(j == points - 1 ? maxDistance
                                      : std::int64_t(std::floor(double(j) * double(maxDistance) /
                                                                double(points - 1))));
    return out;
}

std::vector<std::int64_t> sampleDistancesLog(std::int64_t maxDistance, std::int64_t points) {
    if (maxDistance < 0 || points < 1)
        return {};
    std::vector<std::int64_t> out = {0};
    if (maxDistance == 0 || points == 1)
        return out;
    const std::int64_t n = points - 1;
    const double top = std::log(double(maxDistance));
    for (std::int64_t j = 0; j < n; ++j) {
        const std::int64_t r = j == n - 1 ? maxDistance
                                          : std::int64_t(std::llround(std::exp(
                                                n == 1 ? top : top * double(j) / double(n - 1))));
        if (r > out.back())
            out.push_back(r);
    }
    return out;
}

std::vector<double> ropeScoreCurve(const Eigen::VectorXd& q, const Eigen::VectorXd& k,
                                   const std::vector<double>& invFreq, double attentionFactor,
                                   const std::vector<std::int64_t>& distances) {
    const auto pairs = Eigen::Index(invFreq.size());
    if (q.size() != 2 * pairs || k.size() != 2 * pairs)
        throw invalidParameter("head-dim", std::to_string(q.size()),
                               "q and k must have two dimensions per pair");
    // The r-independent coefficients of each pair, once.
    std::vector<double> a(invFreq.size()), b(invFreq.size());
    for (Eigen::Index i = 0; i < pairs; ++i) {
        const double q0 = q[2 * i], q1 = q[2 * i + 1], k0 = k[2 * i], k1 = k[2 * i + 1];
        a[std::size_t(i)] = q0 * k0 + q1 * k1;
        b[std::size_t(i)] = q0 * k1 - q1 * k0;
    }
    const double gain = attentionFactor * attentionFactor;
    std::vector<double> out(distances.size());
    for (std::size_t j = 0; j < distances.size(); ++j) {
        const double r = double(distances[j]);
        double sum = 0.0;
        for (std::size_t i = 0; i < invFreq.size(); ++i) {
            const double angle = r * invFreq[i];
            sum += a[i] * std::cos(angle) + b[i] * std::sin(angle);
        }
        out[j] = gain * sum;
    }
    return out;
}

Eigen::VectorXd ropeContextQuery(std::int64_t dim, bool random, std::uint64_t seed) {
    if (!random)
        return Eigen::VectorXd::Ones(dim);
    return gaussianMatrix(1, dim, seed, 1.0).row(0).transpose();
}

Eigen::VectorXd ropeContextKey(std::int64_t dim, bool random, std::uint64_t seed) {
    if (!random)
        return Eigen::VectorXd::Ones(dim);
    return gaussianMatrix(1, dim, seed + 1, 1.0).row(0).transpose();
}

RopeContextResult computeRopeContext(const RopeContextRequest& request) {
    return *computeRopeContext(request, Stop{});
}

std::optional<RopeContextResult> computeRopeContext(const RopeContextRequest& request,
                                                    const Stop& stop) {
    const auto checkContext = [](const char* name, std::int64_t value) {
        if (value < 1 || value > kMaxRopeContext)
            throw invalidParameter(name, std::to_string(value),
                                   "must be between 1 and " + std::to_string(kMaxRopeContext));
    };
    checkContext("original-context", request.originalContext);
    checkContext("target-context", request.targetContext);
    if (request.points < 2 || request.points > (std::int64_t(1) << 20))
        throw invalidParameter("points", std::to_string(request.points),
                               "must be between 2 and 1048576");
    RopeParams originalParams = request.params;
    originalParams.scaling = RopeScaling{};
    originalParams.seqLen.reset();
    RopeContextResult out;
    out.scaled = ropeFrequencies(request.params);
    out.original = ropeFrequencies(originalParams);
    out.factor = request.params.scaling.type == RopeScalingType::None
                     ? 1.0
                     : request.params.scaling.factor.value_or(1.0);
    out.bands = ropeContextBands(out.original, out.scaled, out.factor, request.originalContext);
    out.distances = request.logDistances ? sampleDistancesLog(request.targetContext, request.points)
                                         : sampleDistances(request.targetContext, request.points);
    // The pairs that rotate; dimensions past rotaryDim (partial rotary) do not change the
    // score with distance and are left out of it.
    const std::int64_t dim = out.scaled.rotaryDim;
    const Eigen::VectorXd ones = ropeContextQuery(dim, false, request.seed);
    const Eigen::VectorXd q = ropeContextQuery(dim, true, request.seed);
    const Eigen::VectorXd k = ropeContextKey(dim, true, request.seed);
    struct Curve {
        std::vector<double>* into;
        const Eigen::VectorXd &query, &key;
        const RopeFrequencies& frequencies;
    };
    for (const Curve& c : {Curve{&out.onesBefore, ones, ones, out.original},
                           Curve{&out.onesAfter, ones, ones, out.scaled},
                           Curve{&out.randomBefore, q, k, out.original},
                           Curve{&out.randomAfter, q, k, out.scaled}}) {
        if (stopNow(stop))
            return std::nullopt;
        *c.into = ropeScoreCurve(c.query, c.key, c.frequencies.invFreq,
                                 c.frequencies.attentionFactor, out.distances);
    }
    return out;
}

namespace {

RopeModelPreset preset(const char* id, const char* name, std::int64_t headDim, double theta,
                       RopeScalingType type, std::optional<double> factor,
                       std::int64_t originalContext, std::int64_t targetContext) {
    RopeModelPreset p{id, name, RopeParams{}, originalContext, targetContext};
    p.params.headDim = headDim;
    p.params.base = theta;
    p.params.scaling.type = type;
    p.params.scaling.factor = factor;
    if (type != RopeScalingType::None)
        p.params.scaling.originalMaxPosition = originalContext;
    return p;
}

} // namespace

const std::vector<RopeModelPreset>& ropeModelPresets() {
    static const std::vector<RopeModelPreset> table = [] {
        std::vector<RopeModelPreset> t;
        // meta-llama/Llama-2-7b-hf config.json: hidden_size 4096 / 32 heads = head_dim 128,
        // max_position_embeddings 4096, rope_theta 10000 (transformers' LlamaConfig default
        // where the file leaves it out), no rope_scaling.
        t.push_back(preset("llama-2-7b", "Llama 2 7B", 128, 10000.0, RopeScalingType::None,
                           std::nullopt, 4096, 4096));
        // meta-llama/Llama-3.1-8B config.json: head_dim 128 (4096 / 32), rope_theta 500000,
        // rope_scaling {rope_type llama3, factor 8, low_freq_factor 1, high_freq_factor 4,
        // original_max_position_embeddings 8192}, max_position_embeddings 131072.
        t.push_back(preset("llama-3.1-8b", "Llama 3.1 8B", 128, 500000.0, RopeScalingType::Llama3,
                           8.0, 8192, 131072));
        // meta-llama/Llama-3.2-1B config.json: head_dim 64, rope_theta 500000, rope_scaling
        // {rope_type llama3, factor 32, low_freq_factor 1, high_freq_factor 4,
        // original_max_position_embeddings 8192}, max_position_embeddings 131072.
        t.push_back(preset("llama-3.2-1b", "Llama 3.2 1B", 64, 500000.0, RopeScalingType::Llama3,
                           32.0, 8192, 131072));
        // Qwen/Qwen2.5-7B-Instruct: config.json has head_dim 128 (3584 / 28 heads),
        // rope_theta 1000000, max_position_embeddings 32768; its README ("Processing Long
        // Texts") adds rope_scaling {type yarn, factor 4, original_max_position_embeddings
        // 32768} for 131072 tokens. YaRN's beta_fast 32 and beta_slow 1 are the defaults.
        t.push_back(preset("qwen2.5-7b-yarn", "Qwen2.5 7B + YaRN \u00d74", 128, 1000000.0,
                           RopeScalingType::Yarn, 4.0, 32768, 131072));
        return t;
    }();
    return table;
}

const RopeModelPreset* findRopeModelPreset(const std::string& id) {
    for (const RopeModelPreset& p : ropeModelPresets())
        if (id == p.id)
            return &p;
    return nullptr;
}

} // namespace pe

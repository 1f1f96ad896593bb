// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rope_scaling.h"

#include "core/sinusoidal_encoding.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace pe {

namespace {

std::string text(std::int64_t value) {
    return std::to_string(value);
}
// The shortest text that reads back to the same double: "0.3", not "0.29999999999999999".
std::string text(double value) {
    char buffer[32];
    for (int digits = 15; digits < 17; ++digits) {
        std::snprintf(buffer, sizeof buffer, "%.*g", digits, value);
        if (std::strtod(buffer, nullptr) == value)
            return buffer;
    }
    return formatDouble(value);
}

bool positiveFinite(double value) {
    return std::isfinite(value) && value > 0.0;
}

// The reference keeps every per-pair quantity in a float32 tensor and its scalars in
// Python double; an operation between the two rounds the scalar to float32 first. T is
// double for exact results or float to repeat those roundings (pow may still differ from
// the reference's vectorised pow in the last bit).
template <typename T> std::vector<T> posFreqs(double base, std::int64_t dim) {
    // base ** (arange(0, dim, 2).float() / dim)
    std::vector<T> powers(static_cast<std::size_t>(dim / 2));
    const T theta = static_cast<T>(base);
    for (std::size_t i = 0; i < powers.size(); ++i) {
        const T exponent = static_cast<T>(2 * i) / static_cast<T>(dim);
        powers[i] = static_cast<T>(std::pow(double(theta), double(exponent)));
    }
    return powers;
}

template <typename T> std::vector<T> defaultInvFreq(double base, std::int64_t dim) {
    std::vector<T> inv = posFreqs<T>(base, dim);
    for (T& value : inv)
        value = T(1) / value;
    return inv;
}

// find_correction_dim: the pair index whose wavelength fits `rotations` turns into the
// original context; computed by the reference in Python double.
double correctionDim(double rotations, std::int64_t dim, double base, double originalContext) {
    return (double(dim) * std::log(originalContext / (rotations * 2.0 * kPi))) /
           (2.0 * std::log(base));
}

template <typename T>
std::vector<T> yarnInvFreq(const RopeParams& p, std::int64_t dim, double originalContext) {
    const RopeScaling& s = p.scaling;
    const std::vector<T> powers = posFreqs<T>(p.base, dim);
    // find_correction_range: fast rotations give the low end, slow ones the high end.
    double low = correctionDim(s.betaFast, dim, p.base, originalContext);
    double high = correctionDim(s.betaSlow, dim, p.base, originalContext);
    if (s.truncate) {
        low = std::floor(low);
        high = std::ceil(high);
    }
    low = std::max(low, 0.0);
    high = std::min(high, double(dim - 1));
    // linear_ramp_factor's guard against a zero-width ramp.
    if (low == high)
        high += 0.001;
    const T factor = static_cast<T>(*s.factor);
    std::vector<T> inv(powers.size());
    for (std::size_t i = 0; i < inv.size(); ++i) {
        const T extrapolation = T(1) / powers[i];
        const T interpolation = T(1) / (factor * powers[i]);
        const T ramp = std::clamp(
            (static_cast<T>(i) - static_cast<T>(low)) / static_cast<T>(high - low), T(0), T(1));
        // inv_freq_extrapolation_factor: 1 keeps the original frequency (fast pairs),
        // 0 interpolates it by the factor (slow pairs).
        const T keep = T(1) - ramp;
        inv[i] = interpolation * (T(1) - keep) + extrapolation * keep;
    }
    return inv;
}

template <typename T> std::vector<T> llama3InvFreq(const RopeParams& p, std::int64_t dim) {
    const RopeScaling& s = p.scaling;
    const std::vector<T> base = defaultInvFreq<T>(p.base, dim);
    const double original = double(*s.originalMaxPosition);
    const T lowFreqWavelength = static_cast<T>(original / s.lowFreqFactor);
    const T highFreqWavelength = static_cast<T>(original / s.highFreqFactor);
    const T factor = static_cast<T>(*s.factor);
    std::vector<T> inv(base.size());
    for (std::size_t i = 0; i < inv.size(); ++i) {
        const T wavelength = static_cast<T>(2.0 * kPi) / base[i];
        // Long wavelengths (low frequencies) are divided by the factor, short ones kept.
        const T scaled = wavelength > lowFreqWavelength ? base[i] / factor : base[i];
        const T smooth = (static_cast<T>(original) / wavelength - static_cast<T>(s.lowFreqFactor)) /
                         static_cast<T>(s.highFreqFactor - s.lowFreqFactor);
        const T smoothed = (T(1) - smooth) * scaled / factor + smooth * scaled;
        const bool medium = !(wavelength < highFreqWavelength) && !(wavelength > lowFreqWavelength);
        inv[i] = medium ? smoothed : scaled;
    }
    return inv;
}

// The context the scaling was trained for: the dynamic and YaRN formulas divide by it.
double originalContext(const RopeParams& p) {
    return double(*p.scaling.originalMaxPosition);
}

template <typename T> std::vector<T> scaledInvFreq(const RopeParams& p, std::int64_t dim) {
    const RopeScaling& s = p.scaling;
    switch (s.type) {
    case RopeScalingType::None:
        return defaultInvFreq<T>(p.base, dim);
    case RopeScalingType::Linear: {
        // Position interpolation: dividing the frequencies is dividing the positions.
        std::vector<T> inv = defaultInvFreq<T>(p.base, dim);
        for (T& value : inv)
            value /= static_cast<T>(*s.factor);
        return inv;
    }
    case RopeScalingType::Ntk:
        // A larger base stretches the slow pairs most; the exponent d/(d-2) makes the
        // slowest pair exactly `factor` times slower.
        return defaultInvFreq<T>(p.base * std::pow(*s.factor, double(dim) / double(dim - 2)), dim);
    case RopeScalingType::Dynamic: {
        // Unchanged up to the original context; beyond it the NTK base grows with seq_len.
        const double maxPos = originalContext(p);
        const double seq = p.seqLen && double(*p.seqLen) > maxPos ? double(*p.seqLen) : maxPos;
        const double grown = (*s.factor * seq / maxPos) - (*s.factor - 1.0);
        return defaultInvFreq<T>(p.base * std::pow(grown, double(dim) / double(dim - 2)), dim);
    }
    case RopeScalingType::Yarn:
        return yarnInvFreq<T>(p, dim, originalContext(p));
    case RopeScalingType::Llama3:
        return llama3InvFreq<T>(p, dim);
    }
    return {};
}

// get_mscale: the YaRN paper's sqrt(1/t) = 0.1 ln(s) + 1, scaled by `mscale`.
double yarnMscale(double scale, double mscale) {
    return scale <= 1.0 ? 1.0 : 0.1 * mscale * std::log(scale) + 1.0;
}

double attentionFactor(const RopeScaling& s) {
    if (s.type != RopeScalingType::Yarn)
        return 1.0;
    if (s.attentionFactor)
        return *s.attentionFactor;
    // Python truthiness: an absent or zero mscale falls back to the plain formula.
    if (s.mscale.value_or(0.0) != 0.0 && s.mscaleAllDim.value_or(0.0) != 0.0)
        return yarnMscale(*s.factor, *s.mscale) / yarnMscale(*s.factor, *s.mscaleAllDim);
    return yarnMscale(*s.factor, 1.0);
}

// Which option decides the rotary dimension: the head dimension unless a fraction of it
// rotates.
std::optional<ParameterError> checkRotaryDim(const RopeParams& p, std::int64_t rotary,
                                             std::int64_t minimum, const std::string& why) {
    if (rotary >= minimum && rotary % 2 == 0)
        return std::nullopt;
    const std::string detail = "the rotary dimension " + text(rotary) +
                               " must be even and at least " + text(minimum) + why;
    if (p.partialRotaryFactor != 1.0)
        return invalidParameter("partial-rotary-factor", text(p.partialRotaryFactor),
                                detail + " (head dimension " + text(p.headDim) + ")");
    return invalidParameter("head-dim", text(p.headDim), detail);
}

std::optional<ParameterError> checkScaling(const RopeParams& p) {
    const RopeScaling& s = p.scaling;
    const std::string type = toString(s.type);
    if (s.type == RopeScalingType::None)
        return std::nullopt;
    if (!s.factor)
        return invalidParameter("factor", "(missing)", type + " scaling needs a factor");
    if (!positiveFinite(*s.factor))
        return invalidParameter("factor", text(*s.factor),
                                "the scaling factor must be a finite number greater than 0");
    const bool needsContext = s.type == RopeScalingType::Dynamic ||
                              s.type == RopeScalingType::Yarn || s.type == RopeScalingType::Llama3;
    if (needsContext && !s.originalMaxPosition)
        return invalidParameter("original-max-position", "(missing)",
                                type + " scaling needs the original context length");
    if (needsContext &&
        (*s.originalMaxPosition < 1 || *s.originalMaxPosition > (std::int64_t(1) << 53)))
        return invalidParameter("original-max-position", text(*s.originalMaxPosition),
                                "the original context length must be from 1 to 2^53");
    if (s.type == RopeScalingType::Yarn) {
        if (!positiveFinite(s.betaFast))
            return invalidParameter("beta-fast", text(s.betaFast),
                                    "beta_fast must be a finite number greater than 0");
        if (!positiveFinite(s.betaSlow))
            return invalidParameter("beta-slow", text(s.betaSlow),
                                    "beta_slow must be a finite number greater than 0");
        if (s.betaFast < s.betaSlow)
            return invalidParameter("beta-fast", text(s.betaFast),
                                    "beta_fast must be at least beta_slow (" + text(s.betaSlow) +
                                        ")");
        if (s.attentionFactor && !positiveFinite(*s.attentionFactor))
            return invalidParameter("attention-factor", text(*s.attentionFactor),
                                    "the attention factor must be a finite number greater than 0");
        for (const auto& [name, value] :
             {std::pair{"mscale", s.mscale}, std::pair{"mscale-all-dim", s.mscaleAllDim}})
            if (value && !std::isfinite(*value))
                return invalidParameter(name, text(*value), "must be a finite number");
        if (s.mscale.value_or(0.0) != 0.0 && s.mscaleAllDim.value_or(0.0) != 0.0 &&
            !(yarnMscale(*s.factor, *s.mscaleAllDim) > 0.0))
            return invalidParameter("mscale-all-dim", text(*s.mscaleAllDim),
                                    "0.1 * mscale_all_dim * ln(factor) + 1 must be greater than 0");
    }
    if (s.type == RopeScalingType::Llama3) {
        if (!positiveFinite(s.lowFreqFactor))
            return invalidParameter("low-freq-factor", text(s.lowFreqFactor),
                                    "low_freq_factor must be a finite number greater than 0");
        if (!std::isfinite(s.highFreqFactor) || !(s.highFreqFactor > s.lowFreqFactor))
            return invalidParameter("high-freq-factor", text(s.highFreqFactor),
                                    "high_freq_factor must be finite and greater than "
                                    "low_freq_factor (" +
                                        text(s.lowFreqFactor) + ")");
    }
    return std::nullopt;
}

} // namespace

std::string toString(RopeScalingType type) {
    switch (type) {
    case RopeScalingType::None:
        return "none";
    case RopeScalingType::Linear:
        return "linear";
    case RopeScalingType::Ntk:
        return "ntk";
    case RopeScalingType::Dynamic:
        return "dynamic";
    case RopeScalingType::Yarn:
        return "yarn";
    case RopeScalingType::Llama3:
        return "llama3";
    }
    return "none";
}

std::optional<RopeScalingType> ropeScalingFromString(const std::string& name) {
    if (name == "default")
        return RopeScalingType::None;
    for (RopeScalingType type :
         {RopeScalingType::None, RopeScalingType::Linear, RopeScalingType::Ntk,
          RopeScalingType::Dynamic, RopeScalingType::Yarn, RopeScalingType::Llama3})
        if (toString(type) == name)
            return type;
    return std::nullopt;
}

std::int64_t ropeRotaryDim(const RopeParams& params) {
    return static_cast<std::int64_t>(double(params.headDim) * params.partialRotaryFactor);
}

std::optional<ParameterError> checkRopeParams(const RopeParams& p) {
    if (p.headDim < 1 || p.headDim > kMaxRopeHeadDim)
        return invalidParameter("head-dim", text(p.headDim),
                                "the head dimension must be from 1 to " + text(kMaxRopeHeadDim));
    if (!std::isfinite(p.partialRotaryFactor) || !(p.partialRotaryFactor > 0.0) ||
        p.partialRotaryFactor > 1.0)
        return invalidParameter("partial-rotary-factor", text(p.partialRotaryFactor),
                                "the rotary fraction must be greater than 0 and at most 1");
    // NTK and dynamic raise the base to d/(d-2): d = 2 would divide by zero.
    const bool ntkExponent =
        p.scaling.type == RopeScalingType::Ntk || p.scaling.type == RopeScalingType::Dynamic;
    if (auto problem = checkRotaryDim(p, ropeRotaryDim(p), ntkExponent ? 4 : 2,
                                      ntkExponent ? " for the exponent d/(d-2)" : ""))
        return problem;
    // !(base > 1) also catches NaN; base 1 would make every frequency 1 and log(base) 0.
    if (!std::isfinite(p.base) || !(p.base > 1.0))
        return invalidParameter("base", text(p.base),
                                "the RoPE base theta must be a finite number greater than 1");
    if (p.seqLen && *p.seqLen < 1)
        return invalidParameter("seq-len", text(*p.seqLen),
                                "the sequence length must be at least 1");
    return checkScaling(p);
}

void requireValidRopeParams(const RopeParams& params) {
    if (auto problem = checkRopeParams(params))
        throw *problem;
}

RopeFrequencies ropeFrequencies(const RopeParams& params, RopePrecision precision) {
    requireValidRopeParams(params);
    RopeFrequencies result;
    result.rotaryDim = ropeRotaryDim(params);
    if (precision == RopePrecision::Float32) {
        const std::vector<float> inv = scaledInvFreq<float>(params, result.rotaryDim);
        result.invFreq.assign(inv.begin(), inv.end());
    } else {
        result.invFreq = scaledInvFreq<double>(params, result.rotaryDim);
    }
    result.wavelength.reserve(result.invFreq.size());
    for (std::size_t i = 0; i < result.invFreq.size(); ++i) {
        const double inv = result.invFreq[i];
        // A huge base (or a scaled one) can overflow float32 or underflow a frequency to 0.
        if (!std::isfinite(inv) || !(inv > 0.0))
            throw invalidParameter(
                "base", text(params.base),
                "the inverse frequency of pair " + text(std::int64_t(i)) + " is " + text(inv) +
                    " in " + (precision == RopePrecision::Float32 ? "float32" : "double"));
        result.wavelength.push_back(2.0 * kPi / inv);
    }
    result.attentionFactor = attentionFactor(params.scaling);
    return result;
}

} // namespace pe

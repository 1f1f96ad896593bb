// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// RoPE inverse frequencies with the context-extension scalings open models ship in their
// config.json: linear (position interpolation), NTK-aware, dynamic NTK, YaRN and Llama 3.
//
// Every scaling follows the reference most models are run with, Hugging Face transformers,
// src/transformers/modeling_rope_utils.py: _compute_default_rope_parameters,
// _compute_linear_scaling_rope_parameters, _compute_ntk_parameters,
// _compute_dynamic_ntk_parameters, _compute_yarn_parameters (find_correction_dim,
// find_correction_range, linear_ramp_factor, get_mscale) and _compute_llama3_parameters.
// The code here is written from those functions, not copied.
//
// The reference computes the frequencies in float32 tensors (its scalars in Python double);
// here everything is double unless RopePrecision::Float32 asks for the reference's roundings.

#include "core/parameter_validation.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace pe {

enum class RopeScalingType { None, Linear, Ntk, Dynamic, Yarn, Llama3 };

// "none", "linear", "ntk", "dynamic", "yarn", "llama3".
std::string toString(RopeScalingType type);
// The names above; "default" (the reference's name for no scaling) is read as None.
std::optional<RopeScalingType> ropeScalingFromString(const std::string& name);

// The fields of a config's rope_scaling, with the reference's defaults where it has them.
// Fields a type does not use are ignored, as the reference ignores them.
struct RopeScaling {
    RopeScalingType type = RopeScalingType::None;
    std::optional<double> factor;                    // required by every type but None
    std::optional<std::int64_t> originalMaxPosition; // llama3 (required), dynamic and yarn
    double lowFreqFactor = 1.0;                      // llama3; Llama 3.1 ships 1
    double highFreqFactor = 4.0;                     // llama3; Llama 3.1 ships 4
    double betaFast = 32.0;                          // yarn
    double betaSlow = 1.0;                           // yarn
    bool truncate = true;                            // yarn: floor/ceil the correction range
    std::optional<double> attentionFactor;           // yarn: replaces the computed one
    std::optional<double> mscale, mscaleAllDim;      // yarn (DeepSeek): ratio of two mscales
};

struct RopeParams {
    std::int64_t headDim = 128;
    double partialRotaryFactor = 1.0; // rotary dims = int(headDim * partialRotaryFactor)
    double base = 10000.0;            // theta, rope_theta in a config
    RopeScaling scaling;
    std::optional<std::int64_t> seqLen; // dynamic: the current sequence length
};

enum class RopePrecision { Double, Float32 };

struct RopeFrequencies {
    std::int64_t rotaryDim = 0;
    std::vector<double> invFreq;    // one per pair i = 0 .. rotaryDim/2 - 1
    std::vector<double> wavelength; // 2 pi / invFreq, in double
    double attentionFactor = 1.0;   // the factor the reference multiplies cos and sin by
};

// The largest head dimension accepted: far above any model, small enough to allocate.
constexpr std::int64_t kMaxRopeHeadDim = std::int64_t(1) << 20;

// The reference's int(head_dim * partial_rotary_factor), in double as Python computes it.
std::int64_t ropeRotaryDim(const RopeParams& params);

// The first problem found, named as the command line spells the option ("factor",
// "head-dim", "low-freq-factor" ...), with the wording of invalidParameter.
std::optional<ParameterError> checkRopeParams(const RopeParams& params);
void requireValidRopeParams(const RopeParams& params);

// Throws ParameterError for invalid parameters, and for results that do not fit the
// precision (an inverse frequency that overflows or underflows to 0).
RopeFrequencies ropeFrequencies(const RopeParams& params,
                                RopePrecision precision = RopePrecision::Double);

} // namespace pe

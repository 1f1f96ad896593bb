// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Every intermediate value of PE(pos, dim) that the formula inspector shows, plus the
// values the common mistakes would give, so the inspector can say what each one costs.
//
//   i = pair of column dim (floor(dim/2) interleaved; see columnInfo for concatenated)
//   exponent = 2i/D,  divisor = base^(2i/D),  omega = 1/divisor,  angle = pos * omega
//   value = sin(angle) or cos(angle)

#include "core/encoding_params.h"

#include <cstdint>

namespace pe {

// The value as a float32 framework computes it. PyTorch's tutorial builds
//   div_term = exp(arange(0, D, 2) * (-ln(base) / D))      (float32 tensor)
//   pe = sin(position * div_term)                          (float32)
// so every step rounds to float: the scale, the exponential, the product, the sine.
// We use the C library's float expf/sinf/cosf; a framework's vectorised kernels may
// differ from them by an ulp, far below the difference to double that this shows.
struct Float32Steps {
    float divTerm; // exp(2i * -(ln(base)/D)) in float, the tutorial's div_term
    float angle;   // float(pos) * divTerm
    float value;   // sinf / cosf of angle
};

// What each classic mistake gives instead of the correct value.
struct FormulaMistakes {
    // i taken as the dimension index: angle = pos / base^(2*dim/D). For dim 1 this is
    // cos(pos / base^(2/D)), the error in the course's worked example.
    double dimIndexExponent;
    double dimIndexValue;
    // 2i/D in integer arithmetic: 0 for every i < D/2, so every pair gets omega = 1.
    std::int64_t integerExponent;
    double integerDivisionValue;
    // pos / div_term instead of pos * div_term: angle = pos * base^(2i/D).
    double divideByDivTermAngle;
    double divideByDivTermValue;
};

struct FormulaBreakdown {
    std::int64_t pos;
    std::int64_t dim;      // the column, 0-based
    std::int64_t modelDim; // D
    double base;
    Layout layout;
    std::int64_t pair; // i
    bool isSin;
    double exponent; // 2i/D
    double divisor;  // base^(2i/D)
    double omega;    // 1 / divisor
    double angle;    // pos / divisor, radians
    double value;    // double precision, the reference
    Float32Steps float32;
    double float32Difference; // double(float32.value) - value
    FormulaMistakes mistakes;
};

// Validates params (length, dim, base via checkParams) and 0 <= pos, 0 <= dim < D; throws
// ParameterError naming "pos" or "dim". pos may exceed L-1: the formula is defined there.
FormulaBreakdown formulaBreakdown(std::int64_t pos, std::int64_t dim, const EncodingParams& params);

// The float32 pipeline alone (also for whole-matrix float32 comparisons).
Float32Steps float32Value(std::int64_t pos, std::int64_t pair, bool isSin, std::int64_t modelDim,
                          double base);

} // namespace pe

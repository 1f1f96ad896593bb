// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/formula_breakdown.h"

#include "core/parameter_validation.h"
#include "core/sinusoidal_encoding.h"

#include <cmath>

namespace pe {
namespace {

double sinOrCos(bool isSin, double angle) {
    return isSin ? std::sin(angle) : std::cos(angle);
}

void requireCell(std::int64_t pos, std::int64_t dim, const EncodingParams& params) {
    requireValidParams(params);
    if (pos < 0)
        throw invalidParameter("pos", std::to_string(pos), "positions count from 0");
    if (dim < 0 || dim >= params.dim)
        throw invalidParameter("dim", std::to_string(dim),
                               "the column must be in 0 .. D-1 = " +
                                   std::to_string(params.dim - 1));
}

FormulaMistakes mistakesFor(const FormulaBreakdown& b) {
    FormulaMistakes m{};
    const double pos = static_cast<double>(b.pos);
    m.dimIndexExponent = 2.0 * static_cast<double>(b.dim) / static_cast<double>(b.modelDim);
    m.dimIndexValue = sinOrCos(b.isSin, pos / std::pow(b.base, m.dimIndexExponent));
    // What `2 * i / D` computes when all three are integers.
    m.integerExponent = (2 * b.pair) / b.modelDim;
    m.integerDivisionValue =
        sinOrCos(b.isSin, pos / std::pow(b.base, static_cast<double>(m.integerExponent)));
    m.divideByDivTermAngle = pos * b.divisor;
    m.divideByDivTermValue = sinOrCos(b.isSin, m.divideByDivTermAngle);
    return m;
}

} // namespace

Float32Steps float32Value(std::int64_t pos, std::int64_t pair, bool isSin, std::int64_t modelDim,
                          double base) {
    // The scale is a Python float (double) that PyTorch rounds to float32 when it
    // multiplies the float32 arange; from there on every operation is float32.
    const float scale = static_cast<float>(-(std::log(base) / static_cast<double>(modelDim)));
    Float32Steps steps{};
    steps.divTerm = std::exp(static_cast<float>(2 * pair) * scale);
    steps.angle = static_cast<float>(pos) * steps.divTerm;
    steps.value = isSin ? std::sin(steps.angle) : std::cos(steps.angle);
    return steps;
}

FormulaBreakdown formulaBreakdown(std::int64_t pos, std::int64_t dim,
                                  const EncodingParams& params) {
    requireCell(pos, dim, params);
    FormulaBreakdown b{};
    b.pos = pos;
    b.dim = dim;
    b.modelDim = params.dim;
    b.base = params.base;
    b.layout = params.layout;
    const ColumnInfo info = columnInfo(dim, params.dim, params.layout);
    b.pair = info.pair;
    b.isSin = info.isSin;
    b.exponent = pairExponent(b.pair, params.dim);
    b.divisor = pairDivisor(b.pair, params.dim, params.base);
    b.omega = 1.0 / b.divisor;
    // Divide, as the paper writes it and as encodingValue does, so the two agree exactly.
    b.angle = static_cast<double>(pos) / b.divisor;
    b.value = sinOrCos(b.isSin, b.angle);
    b.float32 = float32Value(pos, b.pair, b.isSin, params.dim, params.base);
    b.float32Difference = static_cast<double>(b.float32.value) - b.value;
    b.mistakes = mistakesFor(b);
    return b;
}

} // namespace pe

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sinusoidal_encoding.h"

#include "core/parameter_validation.h"
#include "core/row_blocks.h"

#include <cmath>

namespace pe {
namespace {

constexpr double kTwoPi = 6.283185307179586476925286766559;

// Divisors per pair, computed once per request: base^(2i/D) exactly as the paper writes it.
std::vector<double> pairDivisors(const EncodingParams& params) {
    std::vector<double> divisors(static_cast<std::size_t>(pairCount(params.dim)));
    for (std::size_t i = 0; i < divisors.size(); ++i)
        divisors[i] = pairDivisor(static_cast<std::int64_t>(i), params.dim, params.base);
    return divisors;
}

// Writes one position's row; T is double for values users read, float for display.
template <typename T>
void fillRow(std::int64_t pos, const std::vector<double>& divisors, std::int64_t dim, Layout layout,
             T* row) {
    const std::int64_t pairs = static_cast<std::int64_t>(divisors.size());
    const std::int64_t fullPairs = dim / 2;
    const std::int64_t sinBlock = pairs; // concatenated: sin columns first, ceil(D/2) of them
    for (std::int64_t i = 0; i < pairs; ++i) {
        const double angle = static_cast<double>(pos) / divisors[static_cast<std::size_t>(i)];
        // sin and cos of the same angle: the compiler turns this into one sincos call.
        const double s = std::sin(angle);
        const double c = std::cos(angle);
        if (layout == Layout::Interleaved) {
            row[2 * i] = static_cast<T>(s);
            if (i < fullPairs)
                row[2 * i + 1] = static_cast<T>(c);
        } else {
            row[i] = static_cast<T>(s);
            if (i < fullPairs)
                row[sinBlock + i] = static_cast<T>(c);
        }
    }
}

} // namespace

ColumnInfo columnInfo(std::int64_t column, std::int64_t dim, Layout layout) {
    if (layout == Layout::Interleaved)
        return {column / 2, column % 2 == 0};
    const std::int64_t sinBlock = pairCount(dim);
    if (column < sinBlock)
        return {column, true};
    return {column - sinBlock, false};
}

std::int64_t columnOf(std::int64_t pair, bool isSin, std::int64_t dim, Layout layout) {
    if (!isSin && pair >= dim / 2)
        return -1;
    if (layout == Layout::Interleaved)
        return 2 * pair + (isSin ? 0 : 1);
    return isSin ? pair : pairCount(dim) + pair;
}

double pairExponent(std::int64_t pair, std::int64_t dim) {
    // 2i/D in floating point: integer division here is the classic bug that makes it 0.
    return 2.0 * static_cast<double>(pair) / static_cast<double>(dim);
}

double pairDivisor(std::int64_t pair, std::int64_t dim, double base) {
    return std::pow(base, pairExponent(pair, dim));
}

double pairOmega(std::int64_t pair, std::int64_t dim, double base) {
    return 1.0 / pairDivisor(pair, dim, base);
}

double pairWavelength(std::int64_t pair, std::int64_t dim, double base) {
    return kTwoPi * pairDivisor(pair, dim, base);
}

double encodingValue(std::int64_t pos, std::int64_t column, const EncodingParams& params) {
    const ColumnInfo info = columnInfo(column, params.dim, params.layout);
    const double angle = static_cast<double>(pos) / pairDivisor(info.pair, params.dim, params.base);
    return info.isSin ? std::sin(angle) : std::cos(angle);
}

Matrix sinusoidalEncoding(const EncodingParams& params) {
    requireValidParams(params);
    requireMatrixFits(static_cast<double>(params.length), static_cast<double>(params.dim),
                      sizeof(double), params.memoryBudgetBytes, "the PE matrix");
    Matrix pe(params.length, params.dim);
    const std::vector<double> divisors = pairDivisors(params);
    for (std::int64_t pos = 0; pos < params.length; ++pos)
        fillRow(pos, divisors, params.dim, params.layout, pe.row(pos).data());
    return pe;
}

void fillEncodingRows(const EncodingParams& params, std::int64_t first, std::int64_t step,
                      std::int64_t rowCount, float* out) {
    requireValidParams(params);
    const std::vector<double> divisors = pairDivisors(params);
    for (std::int64_t r = 0; r < rowCount; ++r)
        fillRow(first + r * step, divisors, params.dim, params.layout, out + r * params.dim);
}

RowBlocks encodingRows(const EncodingParams& params) {
    requireValidParams(params);
    RowBlocks blocks;
    blocks.rows = params.length;
    blocks.cols = params.dim;
    blocks.fill = [params, divisors = pairDivisors(params)](std::int64_t first, std::int64_t count,
                                                            double* out) {
        for (std::int64_t r = 0; r < count; ++r)
            fillRow(first + r, divisors, params.dim, params.layout, out + r * params.dim);
    };
    return blocks;
}

Matrix frequencyTable(const EncodingParams& params) {
    requireValidParams(params);
    requireMatrixFits(static_cast<double>(params.dim), 4.0, sizeof(double),
                      params.memoryBudgetBytes, "the frequency table");
    Matrix table(params.dim, 4);
    for (std::int64_t d = 0; d < params.dim; ++d) {
        const std::int64_t i = columnInfo(d, params.dim, params.layout).pair;
        table.row(d) << static_cast<double>(d), static_cast<double>(i),
            pairOmega(i, params.dim, params.base), pairWavelength(i, params.dim, params.base);
    }
    return table;
}

} // namespace pe

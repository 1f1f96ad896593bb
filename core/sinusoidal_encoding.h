// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The paper's sinusoidal positional encoding (Vaswani et al. 2017), in double precision:
//   PE(pos, 2i)   = sin(pos / base^(2i/D))
//   PE(pos, 2i+1) = cos(pos / base^(2i/D))
// pos counts from 0; i is the *pair* index, so dims 2i and 2i+1 share one frequency.
// For odd D the last column is the sin of pair floor(D/2) (D=3, pos 0 -> [0, 1, 0]).

#include "core/encoding_params.h"

#include <Eigen/Core>
#include <cstdint>
#include <vector>

namespace pe {

inline constexpr double kPi = 3.14159265358979323846;

// Row-major so that a row is one position, as in the paper and in NumPy dumps.
using Matrix = Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
using MatrixF = Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

// Which frequency a column carries and whether it is the sin or the cos of it.
struct ColumnInfo {
    std::int64_t pair; // i
    bool isSin;
};

// Number of distinct frequencies: ceil(D/2), written so that D near 2^63 does not overflow.
inline std::int64_t pairCount(std::int64_t dim) {
    return dim / 2 + dim % 2;
}

ColumnInfo columnInfo(std::int64_t column, std::int64_t dim, Layout layout);
// The column that holds the sin (or cos) of pair i; -1 for the missing cos of odd D.
std::int64_t columnOf(std::int64_t pair, bool isSin, std::int64_t dim, Layout layout);

double pairExponent(std::int64_t pair, std::int64_t dim);                // 2i/D
double pairDivisor(std::int64_t pair, std::int64_t dim, double base);    // base^(2i/D)
double pairOmega(std::int64_t pair, std::int64_t dim, double base);      // 1 / divisor
double pairWavelength(std::int64_t pair, std::int64_t dim, double base); // 2 pi / omega

// One cell, straight from the formula (inspector, tests).
double encodingValue(std::int64_t pos, std::int64_t column, const EncodingParams& params);

// The full L x D matrix. Validates the parameters and the memory budget first and throws
// ParameterError when either fails.
Matrix sinusoidalEncoding(const EncodingParams& params);

// Rows for positions first, first + step, ... (rowCount of them), all D columns, written
// row-major into `out` (rowCount * D values). Used for display at a level of detail where
// one row stands for `step` positions. The caller owns the budget check for `out`.
void fillEncodingRows(const EncodingParams& params, std::int64_t first, std::int64_t step,
                      std::int64_t rowCount, float* out);

// One row per dimension: dim, pair i, omega_i, wavelength (D x 4).
Matrix frequencyTable(const EncodingParams& params);

} // namespace pe

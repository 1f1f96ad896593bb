// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The hot loop of the principal components' passes over a table: one tile of rows of the
// table times a block of vectors, and its contribution back. It exists as portable loops and
// as AVX2 + FMA intrinsics picked at run time (PE_PCA_SIMD=portable keeps the portable ones,
// so a test can check both give the same components).

#include <Eigen/Core>

namespace pe::gram {

// The kernels work on 4 columns of V at a time (one AVX2 vector) and on tiles of this many
// rows.
constexpr Eigen::Index kWidth = 4;
constexpr int kTileRows = 12;

// One tile of kTileRows rows c (row r at c + r * D): y = c v - shift (kTileRows x kWidth,
// shift one row of kWidth subtracted from each) and z += c^T y, where v and z are D x kWidth,
// row-major. `ahead`, when not null, is the next tile's first row, fetched into the cache
// meanwhile.
void tile(const double* c, Eigen::Index D, const double* v, double* z, double* y,
          const double* shift, const double* ahead);

} // namespace pe::gram

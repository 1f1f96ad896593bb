// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A single-head self-attention layer with seeded random weights, small enough to show
// that attention by itself ignores order: softmax(Q K^T / sqrt(d)) V with Q = X Wq,
// K = X Wk, V = X Wv treats the rows of X as a set, so permuting the tokens only permutes
// the outputs. Adding a positional encoding breaks that symmetry.

#include "core/sinusoidal_encoding.h"

#include <cstdint>
#include <vector>

namespace pe {

struct AttentionWeights {
    Matrix wq, wk, wv; // D x d each
};

// Entries N(0, 1/D) (Xavier-like, so the logits are O(1) and softmax is not saturated).
// Throws ParameterError ("dim") for D < 1 or headDim < 1.
AttentionWeights randomAttentionWeights(std::int64_t modelDim, std::int64_t headDim,
                                        std::uint64_t seed);

struct AttentionResult {
    Matrix scores;  // L x L, Q K^T / sqrt(d)
    Matrix weights; // L x L, row-wise softmax of scores; each row sums to 1
    Matrix output;  // L x d, weights * V
};

// Throws ParameterError ("dim") when x has a different number of columns than Wq has rows.
AttentionResult selfAttention(const Matrix& x, const AttentionWeights& weights);

// Row r of the result is row order[r] of `rows` (the tokens read in a new order).
// Throws ParameterError ("order") unless order is a permutation of 0 .. rows-1.
Matrix permuteRows(const Matrix& rows, const std::vector<std::int64_t>& order);

// The largest |a - b| over all entries; infinity when the shapes differ.
double maxAbsDifference(const Matrix& a, const Matrix& b);

} // namespace pe

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// ALiBi (Press, Smith, Lewis 2022, "Train Short, Test Long"): no position vectors at all;
// each head adds -m * |i - j| to its attention logits, with a fixed slope m per head.

#include "core/sinusoidal_encoding.h"

#include <cstdint>
#include <vector>

namespace pe {

// The slopes of the paper's reference code (get_slopes in ofirpress/
// attention_with_linear_biases, fairseq/models/transformer.py):
//  - n a power of two: the geometric sequence start, start^2, ..., start^n with
//    start = 2^(-2^-(log2(n) - 3)) = 2^(-8/n)  (8 heads: 1/2, 1/4, ..., 1/256);
//  - otherwise, with c the largest power of two below n: the c slopes for c heads, then
//    every other slope of the 2c-head sequence (its 1st, 3rd, ...), n - c of them.
// Computed with the same floating operations as the reference, start * start^k.
// Throws ParameterError ("heads") for heads < 1 or a list over the memory budget.
std::vector<double> alibiSlopes(std::int64_t heads,
                                std::uint64_t memoryBudgetBytes = kDefaultMemoryBudgetBytes);

// The L x L bias of one head: bias(i, j) = -slope * |i - j| (the symmetric form the issue
// shows; a causal model uses the j <= i half and masks the rest). Budget-checked.
Matrix alibiBias(double slope, std::int64_t length,
                 std::uint64_t memoryBudgetBytes = kDefaultMemoryBudgetBytes);

// One bias matrix per head, slopes from alibiSlopes. Checks heads * L * L against the budget.
std::vector<Matrix> alibiBiases(std::int64_t heads, std::int64_t length,
                                std::uint64_t memoryBudgetBytes = kDefaultMemoryBudgetBytes);

} // namespace pe

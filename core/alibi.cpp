// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/alibi.h"

#include "core/parameter_validation.h"

#include <cmath>
#include <cstdlib>

namespace pe {
namespace {

void requireHeads(std::int64_t heads) {
    if (heads < 1)
        throw invalidParameter("heads", std::to_string(heads),
                               "the number of attention heads must be at "
                               "least 1");
}

void requireLength(std::int64_t length) {
    if (length < 1)
        throw invalidParameter("length", std::to_string(length),
                               "the sequence length L must be at least 1");
}

bool isPowerOfTwo(std::int64_t n) {
    return n > 0 && (n & (n - 1)) == 0;
}

// get_slopes_power_of_2: start * ratio**k with ratio = start, as the reference writes it.
void appendPowerOfTwoSlopes(std::int64_t n, std::vector<double>& out, std::int64_t step,
                            std::int64_t count) {
    const double start = std::pow(2.0, -std::pow(2.0, -(std::log2(static_cast<double>(n)) - 3)));
    for (std::int64_t k = 0, taken = 0; k < n && taken < count; k += step, ++taken)
        out.push_back(start * std::pow(start, static_cast<double>(k)));
}

} // namespace

std::vector<double> alibiSlopes(std::int64_t heads, std::uint64_t memoryBudgetBytes) {
    requireHeads(heads);
    requireMatrixFits(static_cast<double>(heads), 1.0, sizeof(double), memoryBudgetBytes,
                      "the slope list");
    std::vector<double> slopes;
    slopes.reserve(static_cast<std::size_t>(heads));
    if (isPowerOfTwo(heads)) {
        appendPowerOfTwoSlopes(heads, slopes, 1, heads);
        return slopes;
    }
    std::int64_t closest = 1; // 2^floor(log2(heads)), in integers to avoid log2 rounding
    while (closest * 2 <= heads)
        closest *= 2;
    appendPowerOfTwoSlopes(closest, slopes, 1, closest);
    // get_slopes(2c)[0::2][:n-c]; 2c is a power of two, so the recursion ends there.
    appendPowerOfTwoSlopes(2 * closest, slopes, 2, heads - closest);
    return slopes;
}

Matrix alibiBias(double slope, std::int64_t length, std::uint64_t memoryBudgetBytes) {
    requireLength(length);
    requireMatrixFits(static_cast<double>(length), static_cast<double>(length), sizeof(double),
                      memoryBudgetBytes, "the ALiBi bias matrix");
    Matrix bias(length, length);
    for (std::int64_t i = 0; i < length; ++i)
        for (std::int64_t j = 0; j < length; ++j)
            bias(i, j) = -slope * static_cast<double>(std::llabs(i - j));
    return bias;
}

std::vector<Matrix> alibiBiases(std::int64_t heads, std::int64_t length,
                                std::uint64_t memoryBudgetBytes) {
    requireHeads(heads);
    requireLength(length);
    requireMatrixFits(static_cast<double>(heads) * static_cast<double>(length),
                      static_cast<double>(length), sizeof(double), memoryBudgetBytes,
                      "the ALiBi bias matrices");
    std::vector<Matrix> biases;
    for (double slope : alibiSlopes(heads, memoryBudgetBytes))
        biases.push_back(alibiBias(slope, length, memoryBudgetBytes));
    return biases;
}

} // namespace pe

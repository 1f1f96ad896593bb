// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/seeded_random.h"

#include <cmath>

namespace pe {
namespace {
constexpr double kTwoPi = 6.283185307179586476925286766559;
} // namespace

double NormalSource::uniformOpenZero() {
    // The top 53 bits give a double in [0, 1) exactly; 1 - u is then in (0, 1].
    const double u = static_cast<double>(engine_() >> 11) * 0x1.0p-53;
    return 1.0 - u;
}

double NormalSource::next() {
    if (hasSpare_) {
        hasSpare_ = false;
        return spare_;
    }
    // Box-Muller: two uniforms give two independent N(0, 1) values.
    const double radius = std::sqrt(-2.0 * std::log(uniformOpenZero()));
    const double angle = kTwoPi * (static_cast<double>(engine_() >> 11) * 0x1.0p-53);
    spare_ = radius * std::sin(angle);
    hasSpare_ = true;
    return radius * std::cos(angle);
}

std::optional<Matrix> gaussianMatrix(std::int64_t rows, std::int64_t cols, std::uint64_t seed,
                                     double stddev, const Stop& stop) {
    constexpr std::int64_t kRowsBetweenQuestions = 256;
    NormalSource source(seed);
    Matrix matrix(rows, cols);
    for (std::int64_t r = 0; r < rows; ++r) {
        if (r % kRowsBetweenQuestions == 0 && stopNow(stop))
            return std::nullopt;
        for (std::int64_t c = 0; c < cols; ++c)
            matrix(r, c) = stddev * source.next();
    }
    return matrix;
}

Matrix gaussianMatrix(std::int64_t rows, std::int64_t cols, std::uint64_t seed, double stddev) {
    return *gaussianMatrix(rows, cols, seed, stddev, {});
}

std::uint64_t fnv1a64(const std::string& text, std::uint64_t basis) {
    constexpr std::uint64_t kPrime = 1099511628211ull;
    std::uint64_t hash = basis;
    for (unsigned char byte : text) {
        hash ^= byte;
        hash *= kPrime;
    }
    return hash;
}

} // namespace pe

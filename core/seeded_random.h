// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Seeded normal random numbers that are the same on every platform and compiler.
//
// std::mt19937_64 is specified bit for bit by the C++ standard; std::normal_distribution
// is not (libstdc++, libc++ and MSVC give different values for the same engine), so the
// normal values come from our own Box-Muller transform. What remains platform dependent
// is the last bit of std::log / std::cos / std::sin, far below anything displayed.

#include "core/sinusoidal_encoding.h"
#include "core/stop.h"

#include <cstdint>
#include <optional>
#include <random>
#include <string>

namespace pe {

class NormalSource {
  public:
    explicit NormalSource(std::uint64_t seed) : engine_(seed) {}
    // The next N(0, 1) value.
    double next();

  private:
    double uniformOpenZero(); // in (0, 1]: log(0) must never happen
    std::mt19937_64 engine_;
    double spare_ = 0.0;
    bool hasSpare_ = false;
};

// rows x cols values N(0, stddev^2), filled row by row, so the first r rows of a larger
// matrix with the same seed and cols are the smaller matrix.
Matrix gaussianMatrix(std::int64_t rows, std::int64_t cols, std::uint64_t seed, double stddev);
// The same, asking `stop` every few rows: nothing once it says stop. The values drawn are the
// same, so a table that is finished is the one the plain call makes.
std::optional<Matrix> gaussianMatrix(std::int64_t rows, std::int64_t cols, std::uint64_t seed,
                                     double stddev, const Stop& stop);

// 64-bit FNV-1a of the bytes of `text`, starting from `basis` (default: the FNV offset
// basis). Chaining lets a seed and a word be hashed into one value.
std::uint64_t fnv1a64(const std::string& text, std::uint64_t basis = 14695981039346656037ull);

} // namespace pe

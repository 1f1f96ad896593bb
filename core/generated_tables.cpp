// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/generated_tables.h"

#include "core/parameter_validation.h"
#include "core/seeded_random.h"

#include <cmath>
#include <string>
#include <vector>

namespace pe {
namespace {

constexpr double kPi = 3.14159265358979323846;

void requireShape(std::int64_t length, std::int64_t dim) {
    if (length < 1)
        throw invalidParameter("length", std::to_string(length),
                               "a generated table needs at least 1 position");
    if (dim < 1)
        throw invalidParameter("dim", std::to_string(dim),
                               "a generated table needs at least 1 dimension");
    requireMatrixFits(double(length), double(dim), int(sizeof(double)), kDefaultMemoryBudgetBytes,
                      "the generated table");
}

std::optional<Matrix> smoothWaves(std::int64_t length, std::int64_t dim, std::uint64_t seed,
                                  const Stop& stop) {
    constexpr std::int64_t kRowsBetweenQuestions = 256;
    const Matrix mix = gaussianMatrix(dim, 2 * kSmoothWaves, seed, kSmoothAmplitude);
    NormalSource noise(smoothNoiseSeed(seed));
    Matrix table(length, dim);
    std::vector<double> cosines(kSmoothWaves), sines(kSmoothWaves);
    for (std::int64_t p = 0; p < length; ++p) {
        if (p % kRowsBetweenQuestions == 0 && stopNow(stop))
            return std::nullopt;
        for (int k = 0; k < kSmoothWaves; ++k) {
            const double angle = kPi * double(k + 1) * double(p) / double(length);
            cosines[std::size_t(k)] = std::cos(angle) / double(k + 1);
            sines[std::size_t(k)] = std::sin(angle) / double(k + 1);
        }
        for (std::int64_t d = 0; d < dim; ++d) {
            double value = 0.0;
            for (int k = 0; k < kSmoothWaves; ++k)
                value += mix(d, 2 * k) * cosines[std::size_t(k)] +
                         mix(d, 2 * k + 1) * sines[std::size_t(k)];
            table(p, d) = value + kSmoothNoise * noise.next();
        }
    }
    return table;
}

} // namespace

std::uint64_t smoothNoiseSeed(std::uint64_t seed) {
    return fnv1a64("smooth-noise", seed);
}

std::optional<Matrix> generatedTable(GeneratedTable kind, std::int64_t length, std::int64_t dim,
                                     std::uint64_t seed, const Stop& stop) {
    requireShape(length, dim);
    switch (kind) {
    case GeneratedTable::LearnedRandom:
        return gaussianMatrix(length, dim, seed, kLearnedRandomStddev, stop);
    case GeneratedTable::SmoothWaves:
        break;
    }
    return smoothWaves(length, dim, seed, stop);
}

Matrix generatedTable(GeneratedTable kind, std::int64_t length, std::int64_t dim,
                      std::uint64_t seed) {
    return *generatedTable(kind, length, dim, seed, {});
}

std::string generatedTableName(GeneratedTable kind) {
    switch (kind) {
    case GeneratedTable::LearnedRandom:
        return "learned-style random";
    case GeneratedTable::SmoothWaves:
        break;
    }
    return "smooth waves";
}

} // namespace pe

#include "binned_encoding.h"

#include "parameter_validation.h"
#include "sinusoidal_encoding.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace pe {
namespace {

// k for each pair over runs of n positions: the factor the mean shrinks the wave by.
std::vector<double> meanFactors(const std::vector<double>& divisors, std::int64_t n) {
    std::vector<double> factors;
    for (double divisor : divisors) {
        const double half = 0.5 / divisor; // w / 2
        factors.push_back(std::sin(static_cast<double>(n) * half) /
                          (static_cast<double>(n) * std::sin(half)));
    }
    return factors;
}

} // namespace

void fillBinMeanRows(const EncodingParams& params, std::int64_t first, std::int64_t step,
                     std::int64_t rowCount, float* out) {
    requireValidParams(params);
    const std::int64_t pairs = pairCount(params.dim);
    std::vector<double> divisors;
    for (std::int64_t i = 0; i < pairs; ++i)
        divisors.push_back(pairDivisor(i, params.dim, params.base));
    const std::vector<double> fullRun = meanFactors(divisors, step);
    for (std::int64_t r = 0; r < rowCount; ++r) {
        const std::int64_t start = first + r * step;
        const std::int64_t n = std::max<std::int64_t>(1, std::min(step, params.length - start));
        const std::vector<double> shortRun = n < step ? meanFactors(divisors, n) : fullRun;
        const double centre = static_cast<double>(start) + 0.5 * static_cast<double>(n - 1);
        float* row = out + r * params.dim;
        for (std::int64_t i = 0; i < pairs; ++i) {
            // The same angle expression as the exact path, at the run's centre.
            const double angle = centre / divisors[std::size_t(i)];
            const double k = shortRun[std::size_t(i)];
            row[columnOf(i, true, params.dim, params.layout)] =
                static_cast<float>(std::sin(angle) * k);
            const std::int64_t cosColumn = columnOf(i, false, params.dim, params.layout);
            if (cosColumn >= 0)
                row[cosColumn] = static_cast<float>(std::cos(angle) * k);
        }
    }
}

} // namespace pe

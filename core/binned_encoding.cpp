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
    std::vector<std::int64_t> sinColumns, cosColumns; // cos: -1 for the lone sin of odd D
    for (std::int64_t i = 0; i < pairs; ++i) {
        divisors.push_back(pairDivisor(i, params.dim, params.base));
        sinColumns.push_back(columnOf(i, true, params.dim, params.layout));
        cosColumns.push_back(columnOf(i, false, params.dim, params.layout));
    }
    const std::vector<double> fullRun = meanFactors(divisors, step);
    std::vector<double> shortRun;
    for (std::int64_t r = 0; r < rowCount; ++r) {
        const std::int64_t start = first + r * step;
        const std::int64_t n = std::max<std::int64_t>(1, std::min(step, params.length - start));
        if (n < step) // only the last run can be short
            shortRun = meanFactors(divisors, n);
        const std::vector<double>& factors = n < step ? shortRun : fullRun;
        const double centre = static_cast<double>(start) + 0.5 * static_cast<double>(n - 1);
        float* row = out + r * params.dim;
        for (std::size_t i = 0; i < divisors.size(); ++i) {
            // The same angle expression as the exact path, at the run's centre.
            const double angle = centre / divisors[i];
            row[sinColumns[i]] = static_cast<float>(std::sin(angle) * factors[i]);
            if (cosColumns[i] >= 0)
                row[cosColumns[i]] = static_cast<float>(std::cos(angle) * factors[i]);
        }
    }
}

ValueRange waveRange(double divisor, bool isSin, double x0, double x1) {
    constexpr double kPi = 3.14159265358979323846;
    // cos t = sin(t + pi/2): one case, the phase of sin at x.
    const double shift = isSin ? 0.0 : kPi / 2;
    const double a = x0 / divisor + shift, b = x1 / divisor + shift;
    // Whether a + 2 pi k <= ... : some t = peak + 2 pi k lies in [a, b].
    auto reaches = [&](double peak) {
        return std::ceil((a - peak) / (2 * kPi)) <= std::floor((b - peak) / (2 * kPi));
    };
    const double ya = std::sin(a), yb = std::sin(b);
    return {reaches(-kPi / 2) ? -1.0 : std::min(ya, yb), reaches(kPi / 2) ? 1.0 : std::max(ya, yb)};
}

} // namespace pe

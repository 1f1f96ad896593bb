// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/wave_range.h"

#include "core/sinusoidal_encoding.h"

#include <algorithm>
#include <cmath>

namespace pe {

ValueRange waveRange(double divisor, bool isSin, double x0, double x1) {
    // cos t = sin(t + pi/2): one case, the phase of sin at x.
    const double shift = isSin ? 0.0 : kPi / 2;
    const double a = x0 / divisor + shift, b = x1 / divisor + shift;
    // Whether some t = peak + 2 pi k, k an integer, lies in [a, b].
    auto reaches = [&](double peak) {
        return std::ceil((a - peak) / (2 * kPi)) <= std::floor((b - peak) / (2 * kPi));
    };
    const double ya = std::sin(a), yb = std::sin(b);
    return {reaches(-kPi / 2) ? -1.0 : std::min(ya, yb), reaches(kPi / 2) ? 1.0 : std::max(ya, yb)};
}

} // namespace pe

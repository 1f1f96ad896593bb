// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The waveform's counterpart of binned_encoding.h: a curve sampled a few times per pixel
// aliases once a wavelength is shorter than a few pixels, so the view draws each pixel's
// range instead (min-max decimation, as oscilloscopes do). The range is the continuous
// curve's, the one the waveform view draws between the integer positions.

namespace pe {

struct ValueRange {
    double low, high;
};

// The least and greatest of sin(x / divisor) (isSin) or cos(x / divisor) over x0 <= x <= x1:
// the two ends, and +-1 wherever a crest or trough falls in between.
ValueRange waveRange(double divisor, bool isSin, double x0, double x1);

} // namespace pe

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The spectrum view's data: each dimension's dominant frequency along the positions, sorted,
// and the sinusoidal encoding's frequencies for the same D beside them.

#include "core/column_spectrum.h"
#include "ui/compute/result.h"

struct SpectrumPayload : ViewPayload {
    std::vector<pe::DimensionFrequency> dimensions; // sorted by frequency, slowest first
    std::vector<double> sinusoid; // omega_i / 2 pi of every dimension, for the same D, ascending
    std::int64_t positions = 0;   // the first positions computed from (all up to 8192)
};

// The view's spectrum reads the first 8192 positions at most (dump spectrum reads them all).
inline constexpr std::int64_t kSpectrumPositions = 8192;

const ComputeStep& spectrumStep();
// Every dimension, whatever the view shows: no window.
ViewPart spectrumPart();

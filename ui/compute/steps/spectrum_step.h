// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The spectrum view's data: each dimension's dominant frequency along the positions, sorted,
// and the sinusoidal encoding's frequencies for the same D beside them.

#include "core/column_spectrum.h"
#include "ui/compute/result.h"

struct SpectrumPayload : ViewPayload {
    std::vector<pe::DimensionFrequency> dimensions; // sorted by frequency, slowest first
    std::vector<double> sinusoid; // omega_i / 2 pi of every dimension, for the same D, ascending
};

const ComputeStep& spectrumStep();
// Every dimension, whatever the view shows: no window.
ViewPart spectrumPart();

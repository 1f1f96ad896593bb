// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The waveforms' data: the chosen dimensions as curves over the visible positions.

#include "ui/compute/result.h"

// PE[:, dim] as a continuous curve over the visible positions, plus its integer positions
// (empty when they would be denser than the pixels); a table's column as the polyline through
// its values.
struct Waveform {
    std::int64_t dim = 0;
    std::int64_t pair = 0;
    bool isSin = true;
    double omega = 0.0;
    double wavelength = 0.0;
    std::vector<double> curveX, curveY;
    bool isBand = false; // curve = each pixel's low and high: faster than a few pixels
    std::vector<double> dotX, dotY;
    // A model's table: its column over the positions, divided by `scale`, the largest |value|
    // in the column, so that it fills its band as a sin or cos does; no pair or wavelength.
    bool fromTable = false;
    double scale = 1.0;
};

struct WaveformsPayload : ViewPayload {
    std::vector<Waveform> waveforms; // by dimension, fastest first
};

const ComputeStep& waveformsStep();
// The window of positions along the x axis.
ViewPart waveformsPart(const ViewWindow& positions);

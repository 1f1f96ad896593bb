// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The offset profile's data: sim(p, p + k) for the sampled offsets k.

#include "ui/compute/result.h"

// sim(from, from + k) for the sampled offsets k: one offset profile.
struct OffsetCurve {
    std::int64_t from = 0;
    Sampling offsets;
    std::vector<double> values;
};

struct OffsetsPayload : ViewPayload {
    Sampling offsets;                 // offsets k sampled for the profile from p
    std::vector<double> offsetValues; // sim(p, p + k)
    // The scene's overlaid profiles, one per start (empty without an overlay).
    std::vector<OffsetCurve> offsetCurves;
};

const ComputeStep& offsetsStep();
// The window of offsets k = 0 .. L-1-p.
ViewPart offsetsPart(const ViewWindow& offsets);

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The offset profile's data: sim(p, p + k) for the sampled offsets k.

#include "ui/compute/result.h"

#include <optional>

// sim(p, p + k) for the sampled offsets k: one offset profile.
struct OffsetCurve {
    std::int64_t p = 0;
    Sampling offsets;
    std::vector<double> values;
};

// Where one drawn point stands for several offsets (a linear axis with fewer pixels than
// offsets), what those offsets hold: their exact min, max and mean, point by point. The mean
// of the encoding's dot product and cosine has a closed form and comes with the picture; the
// min and max need every offset and may come after it (min and max empty meanwhile).
struct OffsetEnvelope {
    std::vector<double> min, max, mean;
};

struct OffsetsPayload : ViewPayload {
    // Offsets k sampled for the profile from p. On the log axis they count the points 0, 1, ...
    // and logOffsets says which whole offset each one is.
    Sampling offsets;
    std::vector<std::int64_t> logOffsets; // the log axis's offsets; empty on the linear axis
    std::vector<double> offsetValues;     // sim(p, p + k) at each drawn k, exact
    // On the linear axis with offsets.step > 1: what each point's run of offsets holds.
    OffsetEnvelope envelope;
    // The envelope's min and max are still to come (the step's refinement computes them).
    bool bandPending = false;
    bool awaitsRefinement() const override { return bandPending; }
    bool isLog() const { return !logOffsets.empty(); }
    // The offset of point m.
    std::int64_t offsetAt(std::int64_t m) const {
        return isLog() ? logOffsets[std::size_t(m)] : offsets.at(m);
    }
    // The scene's overlaid profiles, one per start (empty without an overlay).
    std::vector<OffsetCurve> offsetCurves;
    // The pinned setting's profile from p at the same points (Compare with), if pinned: point
    // m's value is the one at offsetAt(m) (where a point stands for several offsets, their
    // mean, as the profile's line).
    std::optional<OffsetCurve> pinnedCurve;
};

const ComputeStep& offsetsStep();
// The window of offsets k = 0 .. L-1-p; with `logOffsets`, every offset 0 .. L-1-p on a log
// scale instead, one whole offset per pixel at most (only the window's pixels count).
ViewPart offsetsPart(const ViewWindow& offsets, bool logOffsets = false);

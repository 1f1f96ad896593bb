// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The springs view's data: what tells p and q apart.

#include "ui/compute/result.h"

#include <optional>

// What tells p and q apart: each frequency pair's share of ||PE(p) - PE(q)||^2
// (core/pair_distance.h), at most one bar per pixel.
struct PairSprings {
    std::int64_t p = 0, q = 0;
    std::int64_t pairs = 0;        // ceil(D/2)
    Sampling bins;                 // bar b covers pairs bins.at(b) .. bins.at(b) + step - 1
    std::vector<double> barValues; // per bar: the mean share of its pairs
    double total = 0.0;            // ||PE(p) - PE(q)||^2: the sum of every pair's share
    double halfTurn = 0.0;         // the pair index where w_i |q - p| = pi (-inf for q = p)
    // Pairs that turned past half a turn between p and q (w_i |q - p| > pi): their share no
    // longer grows with the distance, so they cannot tell q from a nearer position.
    std::int64_t wrappedPairs = 0;
    std::vector<bool> barWrapped; // per bar: every pair it stands for has wrapped
    // Per bar: some pair it stands for has wrapped. Each is marked on the axis, so a wrapped
    // pair whose share is too small to see still shows, and the marks agree with the count.
    std::vector<bool> barAnyWrapped;
};

struct SpringsPayload : ViewPayload {
    PairSprings springs;
    std::optional<PairSprings> pinned; // the pinned setting's springs (Compare with), if pinned
    // The pinned setting turns at other frequencies (another D or base): pair i of one is not
    // pair i of the other, so the bars stand by frequency, on a wavelength axis.
    bool byWavelength = false;
};

// The springs of p and the far q (ExploreRequest::farQ), for the springs scene's second
// springs view: a payload of its own type, so that each view finds its own in a result.
struct FarSpringsPayload : ViewPayload {
    SpringsPayload far;
};

// Where pair `pair` (fractional: a bar's centre, the half-turn mark) stands on the springs'
// x axis: at its index, or by wavelength at log10(2π/ω_i) = log10(2π base^(2i/D)). On that
// axis a pair wraps where its wavelength is under 2|q − p|, for every D and base alike.
double springsKey(const pe::EncodingParams& params, double pair, bool byWavelength);
// How far apart neighbouring pairs stand on that axis.
double springsPairSpacing(const pe::EncodingParams& params, bool byWavelength);

// The bars for D dimensions: one per frequency pair while they fit the pixels, otherwise each
// bar stands for `step` consecutive pairs.
Sampling springBins(std::int64_t dim, int pixels);

const ComputeStep& springsStep();
// Only the pixels across the bars count (the window's range is not read).
ViewPart springsPart(int barPixels);
// The same at the far q.
const ComputeStep& farSpringsStep();
ViewPart farSpringsPart(int barPixels);

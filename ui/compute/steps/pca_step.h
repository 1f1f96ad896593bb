// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The principal components view's data: every position on the first components, and the
// share of the variance the first components explain.

#include "ui/compute/result.h"

struct PcaPayload : ViewPayload {
    pe::Matrix scores;             // L x (up to 3): PC1, PC2, PC3 of every position
    std::vector<double> explained; // the first components' shares of the variance
};

// How many components' shares the bars show.
inline constexpr int kPcaBars = 10;

const ComputeStep& pcaStep();
// Every position, whatever the view shows: no window.
ViewPart pcaPart();

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The principal components view's data: every position on the first components, and the
// share of the variance the first components explain.

#include "ui/compute/result.h"

struct PcaPayload : ViewPayload {
    pe::Matrix scores;             // L x (up to 3): PC1, PC2, PC3 of every position
    std::vector<double> explained; // the first components' shares of the variance
    std::int64_t positions = 0;    // the first positions computed from (all up to a bound)
};

// How many of the first positions a view's principal components are computed from: all up
// to 8192, fewer while positions x min(positions, D)^2 would pass 4e9 multiply-adds, so the
// view stays interactive at any L and D (dump pca reads every row).
std::int64_t pcaPositions(std::int64_t length, std::int64_t dim);

// How many components' shares the bars show.
inline constexpr int kPcaBars = 10;

const ComputeStep& pcaStep();
// Every position, whatever the view shows: no window.
ViewPart pcaPart();

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The similarity matrix's data: how alike the encodings of two positions are.

#include "ui/compute/result.h"

struct SimilarityPayload : ViewPayload {
    // Rows and columns: positions; cell (r, c) the mean over the runs of `step` positions
    // from rows.at(r) and cols.at(c) on (the last cut at L - 1), in float for the colour.
    DisplayGrid similarity;
    std::vector<double> cellValues; // the same cells in double: what is read out and dumped
    // Per row run, where a cell stands for several positions: the mean of sim(p, p) over it,
    // the diagonal a cell's mean blends with its neighbours (drawn over the cells).
    std::vector<double> diagonal;
    float similarityMin = 0.0f, similarityMax = 0.0f;
};

const ComputeStep& similarityStep();
ViewPart similarityPart(const ViewWindow& rows, const ViewWindow& cols);

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The similarity matrix's data: how alike the encodings of two positions are.

#include "ui/compute/result.h"

struct SimilarityPayload : ViewPayload {
    DisplayGrid similarity; // rows and columns: positions
    float similarityMin = 0.0f, similarityMax = 0.0f;
};

const ComputeStep& similarityStep();
ViewPart similarityPart(const ViewWindow& rows, const ViewWindow& cols);

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The heatmap's data: the encoding's values over the visible positions and dimensions.

#include "ui/compute/result.h"

struct HeatmapPayload : ViewPayload {
    DisplayGrid heatmap; // rows: positions, columns: dimensions
};

const ComputeStep& heatmapStep();
// The heatmap's part of a request: rows are positions, columns dimensions.
ViewPart heatmapPart(const ViewWindow& positions, const ViewWindow& dims);

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Colour maps and the colour-map data built from a result's display grids.

#include "ui/compute/result.h"

#include <cstdint>
#include <qcustomplot.h>
#include <vector>

// Blue - white - red, white at 0: a PE value's sign matters more than its size.
QCPColorGradient divergingGradient();
// Dark to bright (viridis), for similarity, whose values have no natural centre.
QCPColorGradient sequentialGradient();

// New colour-map data with one cell per grid value, cells centred on the sampled indices
// (one cell spans `step` indices). Safe to call on any thread.
QCPColorMapData* makeColorMapData(const DisplayGrid& grid);

// The colour of the k-th waveform, also used to mark its column in the other views
// (Okabe-Ito: distinguishable with colour-blindness and on a washed-out projector).
QColor waveColor(int index);
// The colour of dimension `dim`'s waveform and its marks: by its place in `waveDims` (the
// selection's, in the order the dimensions were chosen), so adding one leaves every other
// dimension its colour, though the curves stand sorted by dimension. A dimension not in
// `waveDims` takes the colour of its place `drawn` among the curves.
QColor waveColorOf(const std::vector<std::int64_t>& waveDims, std::int64_t dim, int drawn);

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A plot's legend in a row of its own under the plot, never on top of what it names: inside
// the plot it covered curves and points of a narrow view and ran past its right edge. Its
// entries fill columns first, as many as fit the plot's width.

class QCPLegend;

// Moves `legend` (from its axis rect's inset layout, if still there) into row `row` of its
// plot's layout, as tall as its entries and no more, without a frame.
void placeLegendUnderPlot(QCPLegend* legend, int row);

// A legend under its plot in as many columns as fit in `width` pixels, each as wide as its
// own widest entry, its rows filled evenly; `centred` (figures) in the middle of that width.
// True when the columns or the margins changed.
bool fitLegendColumns(QCPLegend* legend, int width, bool centred = false);

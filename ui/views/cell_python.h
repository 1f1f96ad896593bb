// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The Python of the views whose cells stand for many values (ui/views/python_code.h): the
// similarity matrix and the pair x distance map. Their code draws the cells the window and the
// figure draw, each the exact mean of the values it stands for (core/block_means.h), made the
// way `pe-explorer dump ... --cells` makes them, so the numbers it leaves in `data` are the
// dump's. It never builds the L x L matrix: its memory grows with L x D.
#include <QString>

struct ExploreRequest;

// The similarity's cells: runs of consecutive positions along both sides, a cell the mean of
// the metric over its pairs (the root of the mean squared distance for euclidean), the line
// p = q drawn over them in its own exact means. `runs` holds each run's first and last position.
QString similarityCellsPython(const ExploreRequest& request);

// The map's columns: runs of offsets, on the true log axis where the request's map has one, a
// column each pair's exact mean share over its run. `first`, `last` hold each run's offsets.
QString pairDistanceCellsPython(const ExploreRequest& request);

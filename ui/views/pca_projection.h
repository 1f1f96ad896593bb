// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The principal components in 3-D: every position's (PC1, PC2, PC3) seen from an azimuth and
// an elevation in an orthographic projection. Turned about the PC3 axis by the azimuth, then
// tipped towards the viewer by the elevation: at elevation 0 the picture is PC1 across and
// PC3 up (seen from the side), at 90 it is PC1 x PC2 from above.

#include "core/sinusoidal_encoding.h"

#include <QSharedPointer>
#include <array>
#include <functional>
#include <qcustomplot.h>
#include <utility>
#include <vector>

// Rows: where each row of `scores` (its first three columns; a missing one is 0) lands across
// and up the picture.
Eigen::Matrix<double, Eigen::Dynamic, 2>
projectedScores(const pe::Matrix& scores, double azimuthDegrees, double elevationDegrees);

// Where the unit vectors of PC1, PC2 and PC3 land: the axes drawn through the origin.
std::array<std::array<double, 2>, 3> projectedAxes(double azimuthDegrees, double elevationDegrees);

// The elevation kept to -90 .. 90: past the pole the picture would turn upside down.
double clampedElevation(double degrees);

// A curve coloured by position is drawn as this many runs of positions, each in one colour of
// the gradient: one QCPCurve per position would make thousands of plottables.
constexpr int kPositionRuns = 32;

// The runs of positions 0 .. L-1 through the points `at` gives, one colour each; they share
// their end points, so the curve is unbroken.
std::vector<QSharedPointer<QCPCurveDataContainer>>
positionRuns(Eigen::Index L, const std::function<std::pair<double, double>(Eigen::Index)>& at);

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Small helpers that add selection marks to a plot: lines across the axis rect and bands.

#include <QColor>
#include <QString>

class QCustomPlot;
class QCPAbstractItem;
struct ExploreRequest;

// A figure's key to marks that are lines at position p (the waveforms, the similarity
// matrix), in the caption's words.
QString positionLinesKey(const ExploreRequest& request);

// A vertical line at x (plot coordinates) through the whole axis rect.
QCPAbstractItem* addVerticalMark(QCustomPlot* plot, double x, const QColor& color, double width);
// A horizontal line at y (plot coordinates) through the whole axis rect.
QCPAbstractItem* addHorizontalMark(QCustomPlot* plot, double y, const QColor& color, double width);
// A band from x0 to x1 over the whole height, outlined and optionally filled.
QCPAbstractItem* addVerticalBand(QCustomPlot* plot, double x0, double x1, const QColor& outline,
                                 const QColor& fill);

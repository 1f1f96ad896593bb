// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A graph of marks (a selection's circle, a start's dot) drawn whole where they stand on the
// edge of the plot: QCustomPlot clips a plottable to its axis rect, which cut the circle round
// dimension 0 or offset 0 in half. Its points are still placed by the axes; only the clip
// reaches to the whole plot.
#include <qcustomplot.h>

class UnclippedMarks : public QCPGraph {
  public:
    // Owned by the axes' plot, as QCustomPlot::addGraph's graphs are.
    UnclippedMarks(QCPAxis* keyAxis, QCPAxis* valueAxis);

  protected:
    QRect clipRect() const override;
};

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/views/plotkit/unclipped_marks.h"

UnclippedMarks::UnclippedMarks(QCPAxis* keyAxis, QCPAxis* valueAxis)
    : QCPGraph(keyAxis, valueAxis) {
    setLineStyle(QCPGraph::lsNone);
    removeFromLegend();
}

QRect UnclippedMarks::clipRect() const {
    return mParentPlot ? mParentPlot->viewport() : QCPGraph::clipRect();
}

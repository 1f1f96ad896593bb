// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/views/plotkit/legend_under_plot.h"

#include <algorithm>
#include <qcustomplot.h>

void placeLegendUnderPlot(QCPLegend* legend, int row) {
    QCustomPlot* plot = legend->parentPlot();
    // Asked twice (a figure of a view already laid out), the legend is under the plot:
    // take() would complain of an element not in the inset.
    if (legend->layout() == plot->axisRect()->insetLayout() &&
        plot->axisRect()->insetLayout()->take(legend))
        plot->axisRect()->insetLayout()->simplify();
    plot->plotLayout()->addElement(row, 0, legend);
    plot->plotLayout()->setRowStretchFactor(row, 0.001); // as tall as its rows, no more
    legend->setBorderPen(Qt::NoPen);
    legend->setBrush(Qt::NoBrush);
    legend->setMargins(QMargins(4, 0, 4, 2));
    legend->setColumnSpacing(12);
    legend->setRowSpacing(0);
    legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
}

bool fitLegendColumns(QCPLegend* legend, int width) {
    // itemCount() counts the grid's cells, empty ones too once the rows are uneven.
    int count = 0, widest = 1;
    for (int i = 0; i < legend->itemCount(); ++i)
        if (QCPAbstractLegendItem* item = legend->item(i)) {
            ++count;
            widest =
                std::max(widest, item->minimumOuterSizeHint().width() + legend->columnSpacing());
        }
    if (count == 0)
        return false;
    const int available = std::max(1, width - 16);
    const int perRow = std::clamp(available / widest, 1, count);
    const int rows = (count + perRow - 1) / perRow;
    const int columns = (count + rows - 1) / rows;
    if (legend->wrap() == columns && legend->columnCount() == columns)
        return false;
    legend->setWrap(columns);
    legend->setFillOrder(QCPLayoutGrid::foColumnsFirst, true);
    return true;
}

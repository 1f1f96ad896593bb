// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/views/plotkit/legend_under_plot.h"

#include <algorithm>
#include <qcustomplot.h>
#include <vector>

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

// Columns as wide as their own widest entry, not all as wide as the widest of all: a short
// "can tell the distance" beside a long "wrapped: turned past half a turn" fits on one row
// where two columns of the long one's width did not, and the row saves the plot a line.
bool fitLegendColumns(QCPLegend* legend, int width, bool centred) {
    // itemCount() counts the grid's cells, empty ones too once the rows are uneven.
    std::vector<int> widths;
    for (int i = 0; i < legend->itemCount(); ++i)
        if (QCPAbstractLegendItem* item = legend->item(i)) {
            // In a figure, room under each entry's text for what hangs below its line ("ω_i"'s
            // underscore), which an entry clipped to its text's height cut off; on screen the
            // plot keeps those pixels.
            item->setMargins(QMargins(0, 0, 0, centred ? 2 : 0));
            widths.push_back(item->minimumOuterSizeHint().width() + legend->columnSpacing());
        }
    const int count = int(widths.size());
    if (count == 0)
        return false;
    const int available = std::max(1, width - 16);
    // The most columns whose widths add up to the room, with their rows filled evenly.
    int columns = 1, columnsWidth = *std::max_element(widths.begin(), widths.end());
    for (int perRow = count; perRow > 1; --perRow) {
        const int rows = (count + perRow - 1) / perRow;
        const int even = (count + rows - 1) / rows;
        int total = 0;
        for (int column = 0; column < even; ++column) {
            int widest = 0;
            for (int i = column; i < count; i += even)
                widest = std::max(widest, widths[std::size_t(i)]);
            total += widest;
        }
        if (total <= available) {
            columns = even;
            columnsWidth = total;
            break;
        }
    }
    // In a figure, centred under the plot, its columns as wide as their entries: spread over
    // the row, two entries stood at its two ends and one alone at the figure's left edge. On
    // screen the margins that centre it would become its least width, and hold the view
    // (through the plot's size hint) at the width it has now.
    const int room = legend->outerRect().width() > 0 ? legend->outerRect().width() : width;
    const int side = centred ? std::max(4, (room - columnsWidth) / 2) : 4;
    const QMargins margins(side, 0, side, 2);
    const bool placed = legend->margins() == margins;
    legend->setMargins(margins);
    if (legend->wrap() == columns && legend->columnCount() == columns)
        return !placed;
    legend->setWrap(columns);
    legend->setFillOrder(QCPLayoutGrid::foColumnsFirst, true);
    return true;
}

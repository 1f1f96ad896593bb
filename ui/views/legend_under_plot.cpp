// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/views/legend_under_plot.h"

#include <qcustomplot.h>

void placeLegendUnderPlot(QCPLegend* legend, int row) {
    QCustomPlot* plot = legend->parentPlot();
    if (plot->axisRect()->insetLayout()->take(legend))
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

#pragma once
// The plot-ready part of a delivery: colour-map cells and the wavelength graph, built on the
// worker thread (preparePlotData is the worker's PlotDataPreparer) and adopted by the views
// without copying: QCPColorMap::setData(data, false) takes ownership, graph containers are
// shared pointers.

#include "ui/compute/result.h"

#include <memory>
#include <qcustomplot.h>

struct PlotData : PreparedPlotData {
    std::unique_ptr<QCPColorMapData> heatmapCells;
    std::unique_ptr<QCPColorMapData> similarityCells;
    QSharedPointer<QCPGraphDataContainer> bands;
};

// Builds the plot data of `result`. Safe to call on any thread.
std::unique_ptr<PreparedPlotData> preparePlotData(const ExploreResult& result);

// The delivery's plot data, built here (on the calling thread) when the delivery came from a
// computation without a preparer.
PlotData& plotDataOf(ExploreDelivery& delivery);

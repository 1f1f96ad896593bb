// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The plot-ready part of a delivery: colour-map cells and graph containers, built on the
// worker thread (preparePlotData is the worker's PlotDataPreparer) by each view's `prepare`
// (its descriptor, view_kind.h) and adopted by the views without copying:
// QCPColorMap::setData(data, false) takes ownership, graph containers are shared pointers.

#include "ui/compute/result.h"

#include <memory>
#include <qcustomplot.h>

// One view's prepared data.
struct ViewPlotData {
    virtual ~ViewPlotData() = default;
};

// A matrix view's cells.
struct ColorMapCells : ViewPlotData {
    std::unique_ptr<QCPColorMapData> cells;
};

// A matrix view's descriptor `prepare` (view_kind.h): the grid `Grid` of its payload as cells.
std::unique_ptr<ViewPlotData> colorMapCells(const DisplayGrid& grid);
template <class Payload, DisplayGrid Payload::*Grid>
std::unique_ptr<ViewPlotData> prepareColorMapCells(const ViewPayload& payload) {
    return colorMapCells(static_cast<const Payload&>(payload).*Grid);
}

// A view's graph points.
struct GraphPoints : ViewPlotData {
    QSharedPointer<QCPGraphDataContainer> points;
};

struct PlotData : PreparedPlotData {
    // One per part of the result's request, at the same index; null where a view has none.
    std::vector<std::unique_ptr<ViewPlotData>> views;
    const std::vector<ViewPart>* parts = nullptr;

    // The data prepared for the part computed by `step`, of type T; null when there is none.
    template <class T> T* of(const ComputeStep& step) {
        for (std::size_t i = 0; parts && i < parts->size() && i < views.size(); ++i)
            if ((*parts)[i].step == &step)
                return dynamic_cast<T*>(views[i].get());
        return nullptr;
    }
};

// Builds the plot data of `result`. Safe to call on any thread.
std::unique_ptr<PreparedPlotData> preparePlotData(const ExploreResult& result);

// The delivery's plot data, built here (on the calling thread) when the delivery came from a
// computation without a preparer.
PlotData& plotDataOf(ExploreDelivery& delivery);

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/views/plot_data.h"

#include "ui/views/color_maps.h"
#include "ui/views/view_kind.h"

std::unique_ptr<ViewPlotData> colorMapCells(const DisplayGrid& grid) {
    auto data = std::make_unique<ColorMapCells>();
    data->cells.reset(makeColorMapData(grid));
    data->cells->recalculateDataBounds(); // a model's table takes its colour range from them
    return data;
}

std::unique_ptr<PreparedPlotData> preparePlotData(const ExploreResult& result) {
    auto data = std::make_unique<PlotData>();
    const std::vector<ViewPart>& parts = result.request.views;
    for (std::size_t i = 0; i < parts.size() && i < result.payloads.size(); ++i) {
        const ViewInfo* info = viewOfStep(parts[i].step);
        data->views.push_back(info && info->prepare && result.payloads[i]
                                  ? info->prepare(*result.payloads[i])
                                  : nullptr);
    }
    return data;
}

PlotData& plotDataOf(ExploreDelivery& delivery) {
    if (!dynamic_cast<PlotData*>(delivery.plotData.get()))
        delivery.plotData = preparePlotData(*delivery.result);
    auto& data = static_cast<PlotData&>(*delivery.plotData);
    data.parts = &delivery.result->request.views;
    return data;
}

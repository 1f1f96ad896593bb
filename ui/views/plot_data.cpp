#include "ui/views/plot_data.h"

#include "ui/views/color_maps.h"

std::unique_ptr<PreparedPlotData> preparePlotData(const ExploreResult& result) {
    auto data = std::make_unique<PlotData>();
    data->heatmapCells.reset(makeColorMapData(result.heatmap));
    data->similarityCells.reset(makeColorMapData(result.similarity));
    data->bands.reset(new QCPGraphDataContainer);
    QVector<QCPGraphData> points(int(result.wavelengths.size()));
    for (int d = 0; d < points.size(); ++d)
        points[d] = QCPGraphData(double(d), result.wavelengths[std::size_t(d)]);
    data->bands->set(points, true);
    return data;
}

PlotData& plotDataOf(ExploreDelivery& delivery) {
    if (!dynamic_cast<PlotData*>(delivery.plotData.get()))
        delivery.plotData = preparePlotData(*delivery.result);
    return static_cast<PlotData&>(*delivery.plotData);
}

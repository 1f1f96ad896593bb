#include "view_export.h"

#include "explore_compute.h"
#include "frequency_band_view.h"
#include "heatmap_view.h"
#include "offset_profile_view.h"
#include "parameter_validation.h"
#include "plot_view.h"
#include "similarity_view.h"
#include "waveform_view.h"

#include <QDir>
#include <QFileInfo>
#include <algorithm>
#include <qcustomplot.h>
#include <stdexcept>

namespace {

ViewWindow cellsWindow(std::int64_t extent, std::int64_t maxCells) {
    return fullWindow(extent, int(std::min(extent, maxCells)));
}

std::shared_ptr<ExploreDelivery> compute(const ExploreRequest& request, QString* error) {
    try {
        auto delivery = computeExplore(request, 1, [] { return false; });
        if (!delivery && error)
            *error = QStringLiteral("the computation did not finish");
        return delivery;
    } catch (const pe::ParameterError& e) {
        if (error)
            *error = QString::fromStdString(e.what());
    } catch (const std::bad_alloc&) {
        if (error)
            *error = QStringLiteral("not enough memory for these parameters");
    } catch (const std::length_error&) { // a size past what a vector can hold: the same
        if (error)
            *error = QStringLiteral("not enough memory for these parameters");
    }
    return nullptr;
}

// A single figure needs only its own view's data: the others shrink to one sample.
ExploreRequest onlyFor(const QString& name, ExploreRequest request) {
    auto shrink = [](ViewWindow& window) { window.pixels = 1; };
    if (name != "heatmap") {
        shrink(request.heatPositions);
        shrink(request.heatDims);
    }
    if (name != "similarity") {
        shrink(request.simRows);
        shrink(request.simCols);
    }
    if (name != "offsets")
        shrink(request.offsets);
    if (name != "waveforms")
        shrink(request.wavePositions);
    return request;
}

} // namespace

QStringList exportViewNames() {
    return {"heatmap", "waveforms", "similarity", "offsets", "frequencies"};
}

std::unique_ptr<PlotView> makeExportView(const QString& name) {
    if (name == "heatmap")
        return std::make_unique<HeatmapView>();
    if (name == "waveforms")
        return std::make_unique<WaveformView>();
    if (name == "similarity")
        return std::make_unique<SimilarityView>();
    if (name == "offsets")
        return std::make_unique<OffsetProfileView>();
    if (name == "frequencies")
        return std::make_unique<FrequencyBandView>();
    return nullptr;
}

ExploreRequest figureRequest(const pe::EncodingParams& params, pe::Metric metric, std::int64_t from,
                             std::vector<std::int64_t> waveDims, std::int64_t maxCells) {
    ExploreRequest request;
    request.params = params;
    request.metric = metric;
    request.from = std::clamp<std::int64_t>(from, 0, params.length - 1);
    request.waveDims = waveDims.empty() ? spreadDimensions(0, params.dim - 1, 4) : waveDims;
    request.heatPositions = cellsWindow(params.length, maxCells);
    request.heatDims = cellsWindow(params.dim, maxCells);
    request.simRows = request.simCols = cellsWindow(params.length, maxCells);
    request.offsets = cellsWindow(params.length - request.from, maxCells);
    request.wavePositions = cellsWindow(params.length, maxCells);
    return request;
}

void fitRequestToFigure(ExploreRequest& request, const FigureOptions& options) {
    if (options.format != FigureFormat::Png)
        return;
    const int room =
        std::min(options.widthPx - kMatrixRoomWidth, options.heightPx - kMatrixRoomHeight);
    const int cells = pixelBudget(std::max(room, 1));
    for (ViewWindow* window : {&request.heatPositions, &request.heatDims, &request.simRows,
                               &request.simCols, &request.offsets, &request.wavePositions})
        window->pixels = std::min(window->pixels, cells);
}

QString parameterCaption(const ExploreRequest& request) {
    const pe::EncodingParams& p = request.params;
    return QStringLiteral("L = %1, D = %2, base = %3, %4, %5")
        .arg(p.length)
        .arg(p.dim)
        .arg(QString::number(p.base, 'g', 10))
        .arg(QString::fromStdString(pe::toString(p.layout)))
        .arg(QString::fromStdString(pe::toString(request.metric)));
}

std::unique_ptr<PlotView> renderedView(const QString& name, ExploreDelivery& delivery,
                                       const FigureOptions& options) {
    std::unique_ptr<PlotView> view = makeExportView(name);
    view->resize(options.widthPx, options.heightPx);
    view->showResult(delivery);
    Selection none;
    none.position = -1;
    none.dimension = -1;
    none.waveDims = delivery.result->request.waveDims;
    view->showSelection(none);
    styleFigure(*view->plot(), options);
    return view;
}

std::shared_ptr<ExploreDelivery> computeFigureData(const QString& name,
                                                   const ExploreRequest& request, QString* error) {
    return compute(name.isEmpty() ? request : onlyFor(name, request), error);
}

bool writeViewFigure(const QString& name, ExploreDelivery& delivery, const FigureOptions& options,
                     const QString& path, QString* error) {
    const std::unique_ptr<PlotView> view = renderedView(name, delivery, options);
    return exportFigure(*view->plot(), options, path, error);
}

bool writeAllFigures(ExploreDelivery& delivery, const FigureOptions& options, const QString& folder,
                     QStringList* written, QString* error) {
    const QDir dir(folder);
    for (const QString& name : exportViewNames()) {
        const QString path = dir.filePath(name + "." + figureFormatSuffix(options.format));
        if (!writeViewFigure(name, delivery, options, path, error))
            return false;
        if (written)
            *written << path;
    }
    return true;
}

bool exportOneView(const QString& name, const ExploreRequest& request, const FigureOptions& options,
                   const QString& path, QString* error) {
    const auto delivery = computeFigureData(name, request, error);
    return delivery && writeViewFigure(name, *delivery, options, path, error);
}

bool exportAllViews(const ExploreRequest& request, const FigureOptions& options,
                    const QString& folder, QStringList* written, QString* error) {
    const auto delivery = computeFigureData(QString(), request, error);
    return delivery && writeAllFigures(*delivery, options, folder, written, error);
}

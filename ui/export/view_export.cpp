#include "ui/export/view_export.h"

#include "core/parameter_validation.h"
#include "ui/compute/compute.h"
#include "ui/views/plot_data.h"
#include "ui/views/plot_view.h"

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
        auto delivery = computeExplore(
            request, 1, [] { return false; }, preparePlotData);
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
ExploreRequest onlyFor(ViewKind view, ExploreRequest request) {
    auto shrink = [](ViewWindow& window) { window.pixels = 1; };
    if (view != ViewKind::Heatmap) {
        shrink(request.heatPositions);
        shrink(request.heatDims);
    }
    if (view != ViewKind::Similarity) {
        shrink(request.simRows);
        shrink(request.simCols);
    }
    if (view != ViewKind::Offsets)
        shrink(request.offsets);
    if (view != ViewKind::Waveforms)
        shrink(request.wavePositions);
    if (view != ViewKind::Springs)
        request.springsPixels = 1;
    return request;
}

} // namespace

ExploreRequest figureRequest(const pe::EncodingParams& params, pe::Metric metric, std::int64_t from,
                             std::vector<std::int64_t> waveDims, std::int64_t maxCells) {
    ExploreRequest request;
    request.params = params;
    request.metric = metric;
    request.from = std::clamp<std::int64_t>(from, 0, params.length - 1);
    request.waveDims = waveDims.empty() ? defaultWaveDimensions(params.dim) : waveDims;
    request.heatPositions = cellsWindow(params.length, maxCells);
    request.heatDims = cellsWindow(params.dim, maxCells);
    request.simRows = request.simCols = cellsWindow(params.length, maxCells);
    request.offsets = cellsWindow(params.length - request.from, maxCells);
    request.wavePositions = cellsWindow(params.length, maxCells);
    // The springs of p and its neighbour: what tells adjacent positions apart.
    request.partner = std::min(request.from + 1, params.length - 1);
    request.springsPixels = int(std::min<std::int64_t>(params.dim, maxCells));
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
    request.springsPixels = std::min(request.springsPixels, cells);
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

std::unique_ptr<PlotView> renderedView(ViewKind kind, ExploreDelivery& delivery,
                                       const FigureOptions& options) {
    std::unique_ptr<PlotView> view = viewInfo(kind).make();
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

std::shared_ptr<ExploreDelivery> computeFigureData(std::optional<ViewKind> view,
                                                   const ExploreRequest& request, QString* error) {
    return compute(view ? onlyFor(*view, request) : request, error);
}

bool writeViewFigure(ViewKind kind, ExploreDelivery& delivery, const FigureOptions& options,
                     const QString& path, QString* error) {
    const std::unique_ptr<PlotView> view = renderedView(kind, delivery, options);
    return exportFigure(*view->plot(), options, path, error);
}

bool writeAllFigures(ExploreDelivery& delivery, const FigureOptions& options, const QString& folder,
                     QStringList* written, QString* error) {
    const QDir dir(folder);
    for (const ViewInfo& info : viewTable()) {
        const QString path =
            dir.filePath(QLatin1String(info.name) + "." + figureFormatSuffix(options.format));
        if (!writeViewFigure(info.kind, delivery, options, path, error))
            return false;
        if (written)
            *written << path;
    }
    return true;
}

bool exportOneView(ViewKind view, const ExploreRequest& request, const FigureOptions& options,
                   const QString& path, QString* error) {
    const auto delivery = computeFigureData(view, request, error);
    return delivery && writeViewFigure(view, *delivery, options, path, error);
}

bool exportAllViews(const ExploreRequest& request, const FigureOptions& options,
                    const QString& folder, QStringList* written, QString* error) {
    const auto delivery = computeFigureData(std::nullopt, request, error);
    return delivery && writeAllFigures(*delivery, options, folder, written, error);
}

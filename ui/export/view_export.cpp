#include "ui/export/view_export.h"

#include "core/parameter_validation.h"
#include "ui/compute/compute.h"
#include "ui/compute/number_text.h"
#include "ui/export/figure_metadata.h"
#include "ui/views/plot_data.h"
#include "ui/views/plot_view.h"
#include "ui/views/similarity_view.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <algorithm>
#include <qcustomplot.h>
#include <stdexcept>

namespace {

// Labels placed inside the plot (the frequency view's "L = ...", the springs view's half-turn
// mark) are items, not layout elements, so the figure's styling leaves them at their screen
// size; they take the tick labels' size, which follows the figure's font like all its text.
void sizeLabelsInPlot(QCustomPlot& plot) {
    const int pixels = plot.xAxis->tickLabelFont().pixelSize();
    if (pixels <= 0)
        return;
    for (int i = 0; i < plot.itemCount(); ++i)
        if (auto* text = qobject_cast<QCPItemText*>(plot.item(i))) {
            QFont font = text->font();
            font.setPixelSize(pixels);
            text->setFont(font);
        }
}

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
    // The waveforms are sampled for the figure's width in any format, as the screen samples
    // them for the view's: a curve of one sample per position would draw a fast wave as a
    // coarse polyline with flattened peaks, and the integer dots need the pixels to show.
    // At least one sample per pixel column of the plot, whose width the figure's layout
    // decides later: the whole figure's width is never less. Fewer samples than columns leave
    // columns of a solid band unstroked, white seams through it.
    request.wavePositions.pixels = std::max(1, options.widthPx);
    if (options.format != FigureFormat::Png)
        return;
    const int room =
        std::min(options.widthPx - kMatrixRoomWidth, options.heightPx - kMatrixRoomHeight);
    const int cells = pixelBudget(std::max(room, 1));
    for (ViewWindow* window : {&request.heatPositions, &request.heatDims, &request.simRows,
                               &request.simCols, &request.offsets})
        window->pixels = std::min(window->pixels, cells);
    request.springsPixels = std::min(request.springsPixels, cells);
}

bool viewUsesMetric(ViewKind view) {
    return view == ViewKind::Similarity || view == ViewKind::Offsets;
}

namespace {

QString layoutName(pe::Layout layout) {
    return layout == pe::Layout::Interleaved
               ? QCoreApplication::translate("FigureCaption", "interleaved")
               : QCoreApplication::translate("FigureCaption", "concatenated");
}

// What the marks in a figure stand for, one line under the plot; empty when the view has none.
QString marksKey(ViewKind kind, const ExploreRequest& request) {
    QStringList dims;
    for (const std::int64_t d : request.waveDims)
        dims << QString::number(d);
    switch (kind) {
    case ViewKind::Heatmap:
        return QCoreApplication::translate("FigureCaption",
                                           "Marked: outlined columns, the dimensions drawn as "
                                           "waveforms (%1); line, position p = %2")
            .arg(dims.join(QStringLiteral(", ")))
            .arg(request.from);
    case ViewKind::Waveforms:
    case ViewKind::Similarity:
        return QCoreApplication::translate("FigureCaption", "Marked: lines, position p = %1")
            .arg(request.from);
    case ViewKind::Offsets:
    case ViewKind::Frequencies:
        return QString();
    }
    return QString();
}

void addKeyLine(QCustomPlot& plot, const QString& text) {
    QCPLayoutGrid* layout = plot.plotLayout();
    const int row = layout->rowCount();
    layout->insertRow(row);
    layout->addElement(row, 0, new QCPTextElement(&plot, text, plot.font()));
    layout->setRowStretchFactor(row, 0.001); // as tall as its text, no more
}

} // namespace

QString parameterCaption(const ExploreRequest& request, std::optional<ViewKind> view) {
    const pe::EncodingParams& p = request.params;
    QString caption = QCoreApplication::translate("FigureCaption", "L = %1, D = %2, base = %3, %4")
                          .arg(p.length)
                          .arg(p.dim)
                          .arg(numberText(p.base))
                          .arg(layoutName(p.layout));
    // The list's separator is the language's own (a full-width comma in Chinese).
    const QString separator = QCoreApplication::translate("FigureCaption", ", ");
    if (!view || viewUsesMetric(*view))
        caption += separator + metricName(request.metric);
    if (view == ViewKind::Offsets)
        caption += separator +
                   QCoreApplication::translate("FigureCaption", "from p = %1").arg(request.from);
    return caption;
}

std::unique_ptr<PlotView> renderedView(ViewKind kind, ExploreDelivery& delivery,
                                       const FigureOptions& options) {
    std::unique_ptr<PlotView> view = viewInfo(kind).make();
    view->setFigureMode(true);
    view->resize(options.widthPx, options.heightPx);
    view->showResult(delivery);
    const ExploreRequest& request = delivery.result->request;
    // Without marks the views still get a selection: one that selects nothing.
    Selection shown;
    shown.position = options.marks ? request.from : -1;
    shown.dimension = -1;
    if (options.marks)
        shown.waveDims = request.waveDims;
    view->showSelection(shown);
    const QString key = options.marks ? marksKey(kind, request) : QString();
    if (!key.isEmpty())
        addKeyLine(*view->plot(), key);
    FigureOptions styled = options;
    if (!styled.caption.isEmpty())
        styled.caption = parameterCaption(request, kind);
    styleFigure(*view->plot(), styled);
    sizeLabelsInPlot(*view->plot());
    view->fitFigureGeometry(options.widthPx, options.heightPx);
    return view;
}

std::shared_ptr<ExploreDelivery> computeFigureData(std::optional<ViewKind> view,
                                                   const ExploreRequest& request, QString* error) {
    return compute(view ? onlyFor(*view, request) : request, error);
}

bool writeViewFigure(ViewKind kind, ExploreDelivery& delivery, const FigureOptions& options,
                     const QString& path, QString* error) {
    const std::unique_ptr<PlotView> view = renderedView(kind, delivery, options);
    FigureOptions withMetadata = options;
    withMetadata.metadata =
        figureMetadataJson(figureMetadataFor(kind, delivery.result->request, options));
    return exportFigure(*view->plot(), withMetadata, path, error);
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

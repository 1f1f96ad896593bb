// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/export/view_export.h"

#include "core/parameter_validation.h"
#include "ui/compute/comparison.h"
#include "ui/compute/compute.h"
#include "ui/compute/number_text.h"
#include "ui/export/figure_metadata.h"
#include "ui/views/plot_data.h"
#include "ui/views/plot_view.h"
#include "ui/views/similarity_view.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QMimeData>
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

std::shared_ptr<ExploreDelivery> compute(const ExploreRequest& request, QString* error,
                                         const pe::Stop& stop) {
    bool stopped = false; // asked no more once it said stop
    try {
        auto delivery = computeExplore(
            request, 1, [&] { return stopped = stopped || pe::stopNow(stop); }, preparePlotData);
        if (!delivery && error && !stopped)
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

// A single figure computes only its own view's data: the other views have no part.
ExploreRequest onlyFor(ViewKind view, ExploreRequest request) {
    const ComputeStep* own = &viewInfo(view).step();
    request.views.erase(std::remove_if(request.views.begin(), request.views.end(),
                                       [own](const ViewPart& part) { return part.step != own; }),
                        request.views.end());
    return request;
}

} // namespace

ExploreRequest figureRequest(const pe::EncodingParams& params, pe::Metric metric, std::int64_t from,
                             std::vector<std::int64_t> waveDims, std::int64_t maxCells) {
    ExploreRequest request;
    request.params = params;
    request.metric = metric;
    request.p = std::clamp<std::int64_t>(from, 0, params.length - 1);
    request.waveDims = waveDims.empty() ? defaultWaveDimensions(params.dim) : waveDims;
    // The springs of p and its neighbour: what tells adjacent positions apart.
    request.q = std::min(request.p + 1, params.length - 1);
    for (const ViewInfo& info : viewTable())
        request.views.push_back(info.figurePart(params, request.p, maxCells));
    return request;
}

void fitRequestToFigure(ExploreRequest& request, const FigureOptions& options) {
    // The waveforms are sampled for the figure's width in any format, as the screen samples
    // them for the view's: a curve of one sample per position would draw a fast wave as a
    // coarse polyline with flattened peaks, and the integer dots need the pixels to show.
    // At least one sample per pixel column of the plot, whose width the figure's layout
    // decides later: the whole figure's width is never less. Fewer samples than columns leave
    // columns of a solid band unstroked, white seams through it.
    // A matrix's rows are capped at the pixels down the figure, everything else at those
    // across: the pair x distance map of a wide, short figure keeps a column for every offset.
    const int down = pixelBudget(std::max(options.heightPx - kMatrixRoomHeight, 1));
    const int across = pixelBudget(std::max(options.widthPx - kMatrixRoomWidth, 1));
    for (ViewPart& part : request.views)
        for (std::size_t i = 0; i < part.windows.size(); ++i) {
            ViewWindow& window = part.windows[i];
            if (part.step->curve)
                window.pixels = std::max(1, options.widthPx);
            else if (options.format == FigureFormat::Png)
                window.pixels =
                    std::min(window.pixels, part.step->rowsFirst && i == 0 ? down : across);
        }
}

bool viewUsesMetric(ViewKind view) {
    return viewInfo(view).uses.metric;
}

namespace {

QString layoutName(pe::Layout layout) {
    return layout == pe::Layout::Interleaved
               ? QCoreApplication::translate("FigureCaption", "interleaved")
               : QCoreApplication::translate("FigureCaption", "concatenated");
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
    // The separator is the language's own (a full-width comma in Chinese).
    const QString separator = QCoreApplication::translate("FigureCaption", ", ");
    if (request.table) // a model's table: its file and tensor, and its shape
        return request.tableName + separator +
               QCoreApplication::translate("FigureCaption", "L = %1, D = %2")
                   .arg(p.length)
                   .arg(p.dim);
    QString caption = QCoreApplication::translate("FigureCaption", "L = %1, D = %2, base = %3, %4")
                          .arg(p.length)
                          .arg(p.dim)
                          .arg(numberText(p.base))
                          .arg(layoutName(p.layout));
    if (!view || viewUsesMetric(*view))
        caption += separator + metricName(request.metric);
    if (view && viewInfo(*view).uses.p)
        caption +=
            separator + QCoreApplication::translate("FigureCaption", "from p = %1").arg(request.p);
    // Compare with: what the dashed drawing is, in the caption too.
    if (view && request.scene.pinned && viewInfo(*view).step().drawsPinned) {
        const PinnedLabels labels = pinnedLabels(*request.scene.pinned, request.params,
                                                 request.band, viewInfo(*view).uses.band);
        if (!labels.pinnedValues.isEmpty())
            caption += separator + QCoreApplication::translate("FigureCaption", "compared with %1")
                                       .arg(labels.pinnedValues);
    }
    return caption;
}

std::unique_ptr<PlotView> renderedView(ViewKind kind, ExploreDelivery& delivery,
                                       const FigureOptions& options,
                                       std::optional<std::pair<double, double>> heldRange) {
    return renderedView(viewInfo(kind).make(), delivery, options, heldRange);
}

std::unique_ptr<PlotView> renderedView(std::unique_ptr<PlotView> view, ExploreDelivery& delivery,
                                       const FigureOptions& options,
                                       std::optional<std::pair<double, double>> heldRange) {
    const ViewKind kind = view->kind();
    view->setFigureMode(true);
    view->resize(options.widthPx, options.heightPx);
    view->showResult(delivery);
    const ExploreRequest& request = delivery.result->request;
    if (request.viewAngle)
        view->turnTo(request.viewAngle->first, request.viewAngle->second);
    // Without marks the views still get a selection: one that selects nothing.
    Selection shown;
    shown.p = options.marks ? request.p : -1;
    shown.dimension = -1;
    if (options.marks)
        shown.waveDims = request.waveDims;
    view->showSelection(shown);
    if (heldRange)
        view->holdValueRange(heldRange->first, heldRange->second);
    const auto marksKey = viewInfo(kind).marksKey;
    const QString key = options.marks && marksKey ? marksKey(request) : QString();
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
                                                   const ExploreRequest& request, QString* error,
                                                   const pe::Stop& stop) {
    if (view && request.table && !viewInfo(*view).step().readsTable) {
        if (error)
            *error = notForTables(*view);
        return nullptr;
    }
    if (view)
        return compute(onlyFor(*view, request), error, stop);
    // Every view: of a model's table, only those it has numbers for (writeAllFigures).
    ExploreRequest all = request;
    if (all.table)
        all.views.erase(std::remove_if(all.views.begin(), all.views.end(),
                                       [](const ViewPart& part) { return !part.step->readsTable; }),
                        all.views.end());
    return compute(all, error, stop);
}

std::shared_ptr<ExploreDelivery> computeFarQFigureData(ViewKind view, const ExploreRequest& request,
                                                       QString* error, const pe::Stop& stop) {
    ExploreRequest far = onlyFor(view, request);
    for (ViewPart& part : far.views)
        part = viewInfo(view).farQPart(part);
    return compute(far, error, stop);
}

QString notForTables(ViewKind view) {
    return QStringLiteral("\"%1\": ").arg(viewTitle(view)) + notForTablesReason();
}

QString notForTablesReason() {
    return QCoreApplication::translate("ViewExport",
                                       "Drawn from the sinusoidal encoding's formula: a model's "
                                       "table has no frequency pairs to show here.");
}

bool writeViewFigure(ViewKind kind, ExploreDelivery& delivery, const FigureOptions& options,
                     const QString& path, QString* error) {
    const std::unique_ptr<PlotView> view = renderedView(kind, delivery, options);
    FigureOptions withMetadata = options;
    withMetadata.metadata =
        figureMetadataJson(figureMetadataFor(kind, delivery.result->request, options));
    return exportFigure(*view->plot(), withMetadata, path, error);
}

std::unique_ptr<QMimeData> viewFigureMimeData(ViewKind kind, ExploreDelivery& delivery,
                                              const FigureOptions& options) {
    const std::unique_ptr<PlotView> view = renderedView(kind, delivery, options);
    FigureOptions figure = options;
    figure.metadata =
        figureMetadataJson(figureMetadataFor(kind, delivery.result->request, options));
    auto data = std::make_unique<QMimeData>();
    // One rendering each: the slide program takes the picture, a drawing program the SVG.
    QBuffer svg;
    svg.open(QIODevice::WriteOnly);
    figure.format = FigureFormat::Svg;
    if (!writeFigure(*view->plot(), figure, svg))
        return nullptr;
    data->setData(QStringLiteral("image/svg+xml"), svg.data());
    QImage image = renderFigureImage(*view->plot(), figure);
    image.setText(QString::fromLatin1(kFigureMetadataKey), QString::fromUtf8(figure.metadata));
    data->setImageData(image);
    return data;
}

bool writeAllFigures(ExploreDelivery& delivery, const FigureOptions& options, const QString& folder,
                     QStringList* written, QString* error) {
    const QDir dir(folder);
    for (const ViewInfo& info : viewTable()) {
        if (delivery.result->request.table && !info.step().readsTable)
            continue; // a model's table: only the views it has numbers for
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

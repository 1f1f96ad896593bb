// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Figures of the explorer's views made away from the screen: a fresh view per figure, fed
// from one computed result at full cell resolution, restyled for print and rendered by
// figure_export. Shared by File > Export and `pe-explorer export`.

#include "core/stop.h"
#include "ui/compute/request.h"
#include "ui/export/figure_export.h"
#include "ui/views/view_kind.h"

#include <QString>
#include <QStringList>
#include <memory>
#include <optional>
#include <utility>

class PlotView;
class QMimeData;
struct ExploreDelivery;

// The request for figures: every view at one cell per data cell up to `maxCells` a side
// (beyond that the figure says what one cell stands for, as the window does).
ExploreRequest figureRequest(const pe::EncodingParams& params, pe::Metric metric, std::int64_t from,
                             std::vector<std::int64_t> waveDims,
                             std::int64_t maxCells = kFigureMaxCells);

// A PNG is seen at its own pixel size: caps every view's cells at the pixels its matrix gets
// in a figure of options.widthPx x heightPx (estimated as the views do on screen), so rows
// that stand for many positions are means, never cells the picture would have to drop.
// PDF and SVG keep the full resolution, which a reader can zoom into.
void fitRequestToFigure(ExploreRequest& request, const FigureOptions& options);

// "L = 64, D = 16, base = 10000, interleaved, cosine": the caption under a figure. With a
// view, only the parameters that view depends on: the metric for the similarity and offsets
// views alone, the start position for the offsets view.
QString parameterCaption(const ExploreRequest& request,
                         std::optional<ViewKind> view = std::nullopt);

// Whether `view` draws with the similarity metric.
bool viewUsesMetric(ViewKind view);

// The numbers for one view's figure, or for all of them (no `view`). Touches no widget, so
// File > Export runs it on a thread. nullptr with `error` when refused; nullptr and no error
// once `stop` said stop (it is asked between chunks of the work).
std::shared_ptr<ExploreDelivery> computeFigureData(std::optional<ViewKind> view,
                                                   const ExploreRequest& request, QString* error,
                                                   const pe::Stop& stop = {});
// The numbers for the figure of the view's twin for p and the far q (ViewInfo::makeFarQ).
std::shared_ptr<ExploreDelivery> computeFarQFigureData(ViewKind view, const ExploreRequest& request,
                                                       QString* error, const pe::Stop& stop = {});
// Why `view` has nothing to show of a model's table: it draws the sinusoidal formula. The
// reason alone, for where the view's title stands beside it.
QString notForTables(ViewKind view);
QString notForTablesReason();

// Renders and writes figures from computed data (GUI thread: QCustomPlot). A non-empty
// options.caption asks for a caption: each figure gets its own view's parameter line.
bool writeViewFigure(ViewKind view, ExploreDelivery& delivery, const FigureOptions& options,
                     const QString& path, QString* error);
bool writeAllFigures(ExploreDelivery& delivery, const FigureOptions& options, const QString& folder,
                     QStringList* written, QString* error);

// Both steps on the calling thread (the command line). Writes one view, or every view into
// `folder` as <view>.<format>. Files are written atomically; on failure `error` says why.
bool exportOneView(ViewKind view, const ExploreRequest& request, const FigureOptions& options,
                   const QString& path, QString* error);
bool exportAllViews(const ExploreRequest& request, const FigureOptions& options,
                    const QString& folder, QStringList* written, QString* error);

// The view's figure for the clipboard, as a file of `options` would hold it: the image (PNG
// at options' size) and the SVG, with the parameters in both. Null when rendering failed.
std::unique_ptr<QMimeData> viewFigureMimeData(ViewKind view, ExploreDelivery& delivery,
                                              const FigureOptions& options);

// Renders a view into an off-screen plot of its own from `delivery` (for the clipboard
// and for tests). The view takes the colour-map data it needs out of `delivery`. `heldRange`
// (an animation's frames) holds the value scale before the figure is styled, so what the
// view lays out for it is styled as the rest.
std::unique_ptr<PlotView>
renderedView(ViewKind view, ExploreDelivery& delivery, const FigureOptions& options,
             std::optional<std::pair<double, double>> heldRange = std::nullopt);
// The same for a view made by the caller (a far q's twin, ViewInfo::makeFarQ).
std::unique_ptr<PlotView>
renderedView(std::unique_ptr<PlotView> made, ExploreDelivery& delivery,
             const FigureOptions& options,
             std::optional<std::pair<double, double>> heldRange = std::nullopt);

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/export/figure_preview.h"

#include "ui/compute/result.h"
#include "ui/export/view_export.h"
#include "ui/views/plot_data.h"
#include "ui/views/plot_view.h"

#include <algorithm>
#include <qcustomplot.h>

FigurePreview::FigurePreview(ViewKind view, QWidget* parent) : QLabel(parent), view_(view) {
    setObjectName(QStringLiteral("figurePreview"));
    setAlignment(Qt::AlignCenter);
    setMinimumSize(box());
    setFrameShape(QFrame::StyledPanel);
    setText(tr("Preparing the preview..."));
    redrawSoon_.setSingleShot(true);
    // Typing a width sends a change per digit: one drawing for the burst.
    redrawSoon_.setInterval(120);
    connect(&redrawSoon_, &QTimer::timeout, this, &FigurePreview::redraw);
}

void FigurePreview::setData(std::shared_ptr<const ExploreResult> result, const QString& error) {
    result_ = std::move(result);
    if (!result_) {
        setText(tr("No preview: %1").arg(error));
        return;
    }
    redraw();
}

void FigurePreview::showOptions(const FigureOptions& options) {
    options_ = options;
    if (result_)
        redrawSoon_.start();
}

void FigurePreview::redraw() {
    if (!result_)
        return;
    // The display buffers of a preview-sized result: a few hundred cells at most.
    ExploreDelivery delivery;
    delivery.result = result_;
    delivery.plotData = preparePlotData(*result_);
    const std::unique_ptr<PlotView> view = renderedView(view_, delivery, options_);
    // Laid out at the figure's size, drawn at the preview's: a miniature of the very figure.
    const QSize figure(options_.widthPx, options_.heightPx);
    const QSize shown = figure.scaled(box(), Qt::KeepAspectRatio);
    const double scale = std::min(1.0, double(shown.width()) / figure.width());
    QPixmap pixmap = view->plot()->toPixmap(figure.width(), figure.height(), scale);
    setPixmap(pixmap);
    drawnFigureSize_ = figure;
}

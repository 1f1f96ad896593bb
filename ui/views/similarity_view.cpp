// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/views/similarity_view.h"

#include "ui/compute/steps/similarity_step.h"

#include <QCoreApplication>

#include "ui/compute/number_text.h"
#include "ui/views/cell_python.h"
#include "ui/views/plot_data.h"

#include "core/similarity_window.h"
#include "ui/views/color_maps.h"
#include "ui/views/crisp_color_map.h"
#include "ui/views/plot_marks.h"
#include "ui/views/plotkit/fitted_text.h"
#include "ui/views/plotkit/plot_canvas.h"

#include <QToolTip>
#include <cmath>
#include <qcustomplot.h>

QString metricName(pe::Metric metric) {
    switch (metric) {
    case pe::Metric::Cosine:
        return SimilarityView::tr("cosine");
    case pe::Metric::Dot:
        return SimilarityView::tr("dot product");
    case pe::Metric::Euclidean:
        return SimilarityView::tr("euclidean distance");
    }
    return {};
}

SimilarityView::SimilarityView(QWidget* parent) : PlotView(ViewKind::Similarity, parent) {
    QCustomPlot* p = plot();
    map_ = addScaledColorMap(p, scale_);
    styleAxis(scale_->axis(), QString());
    styleAxis(p->xAxis, tr("position q"));
    styleAxis(p->yAxis, tr("position p"));
    p->xAxis->setTicker(integerTicker(4)); // narrow view: few, readable ticks
    p->yAxis->setTicker(integerTicker());
    p->yAxis->setRangeReversed(true); // matrix orientation: row 0 at the top
    p->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    enableBoxZoom();
    watchAxis(p->xAxis);
    watchAxis(p->yAxis);
    connect(p, &QCustomPlot::mouseMove, this, &SimilarityView::onMouseMove);
    connect(p, &QCustomPlot::mouseRelease, this, &SimilarityView::onMouseRelease);
    setSubtitle(QString());
}

void SimilarityView::showResult(ExploreDelivery& delivery) {
    const bool reset = extentChanged(*delivery.result);
    result_ = delivery.result;
    if (auto* cells = plotDataOf(delivery).of<ColorMapCells>(similarityStep()))
        map_->setData(cells->cells.release(), false); // adopt, no copy
    double lo = result_->payload<SimilarityPayload>().similarityMin,
           hi = result_->payload<SimilarityPayload>().similarityMax;
    // A constant matrix (L = 1, or one cell shown) still needs a scale: one unit from its
    // value towards the values the metric can take, so a cosine of 1 reads 0 .. 1, not 1 .. 2.
    if (hi <= lo) {
        if (lo > 0.0)
            lo = hi - 1.0;
        else
            hi = lo + 1.0;
    }
    scale_->setDataRange(QCPRange(lo, hi));
    scale_->axis()->setLabel(metricName(result_->request.metric));
    labelPositions(plot()->xAxis);
    labelPositions(plot()->yAxis);
    if (reset)
        resetView();
    drawDiagonal();
    updateSubtitle();
    replotSoon();
}

void SimilarityView::resetView() {
    if (!result_)
        return;
    const double extent = double(result_->request.params.length) - 0.5;
    setRangesQuietly([this, extent] {
        plot()->xAxis->setRange(-0.5, extent);
        plot()->yAxis->setRange(-0.5, extent);
    });
    replotSoon();
}

void SimilarityView::holdValueRange(double lo, double hi) {
    scale_->setDataRange(QCPRange(lo, hi));
}

void SimilarityView::fitFigureGeometry(int width, int height) {
    if (!result_)
        return;
    QCustomPlot* p = plot();
    // Square cells by a square axis rect, not by a wider range: a range past 0 .. L - 1 drew
    // empty bands beside the matrix. The whole figure (title, matrix, colour bar, caption)
    // narrows or shortens by the difference and stays centred, the bar beside the matrix.
    // Two passes: the first measures, the second checks (tick labels may shift a pixel).
    QMargins outer;
    const auto square = [&] {
        for (int pass = 0; pass < 2; ++pass) {
            layOutAt(*p, QSize(width, height));
            const QRect area = p->axisRect()->rect();
            const int extra = area.width() - area.height();
            if (std::abs(extra) < 1)
                return;
            if (extra > 0) {
                outer.setLeft(outer.left() + extra / 2);
                outer.setRight(outer.right() + extra - extra / 2);
            } else {
                outer.setTop(outer.top() - extra / 2);
                outer.setBottom(outer.bottom() - extra + extra / 2);
            }
            p->plotLayout()->setMargins(outer);
        }
    };
    square();
    // The title and subtitle narrowed with the matrix: broken between words to its width
    // (a line wider than its element is cut at both ends), then squared again for their lines.
    const int room = (width - outer.left() - outer.right()) * 9 / 10;
    bool wrapped = false;
    for (QCPLayoutElement* element : p->plotLayout()->elements(true))
        if (auto* text = qobject_cast<QCPTextElement*>(element)) {
            const QString lines = wrappedToWidth(text->text(), text->font(), room);
            wrapped = wrapped || lines != text->text();
            text->setText(lines);
        }
    if (wrapped)
        square();
}

void SimilarityView::updateSubtitle() {
    const std::int64_t step = result_->payload<SimilarityPayload>().similarity.rows.step;
    QString text = metricName(result_->request.metric);
    if (const auto& band = result_->request.band)
        text += QStringLiteral(", ") + tr("dims %1-%2 only").arg(band->first).arg(band->last);
    if (step > 1)
        text += QStringLiteral("\n") +
                (result_->request.metric == pe::Metric::Euclidean
                     ? tr("1 cell = root mean square over %1 × %1 pairs; the line p\u00a0=\u00a0q "
                          "exact")
                     : tr("1 cell = mean over %1 × %1 pairs; the line p\u00a0=\u00a0q exact"))
                    .arg(step);
    setSubtitle(text);
}

// Where a cell covers several positions its mean blends p = q with its neighbours: the
// diagonal is drawn over the cells, a segment per row run in the colour of its own mean.
void SimilarityView::drawDiagonal() {
    for (QCPAbstractItem* item : diagonal_)
        plot()->removeItem(item);
    diagonal_.clear();
    const SimilarityPayload& payload = result_->payload<SimilarityPayload>();
    const Sampling& rows = payload.similarity.rows;
    const std::int64_t L = result_->request.params.length;
    for (std::size_t r = 0; r < payload.diagonal.size(); ++r) {
        const double first = double(rows.at(std::int64_t(r))) - 0.5;
        const double last = double(std::min(L - 1, rows.at(std::int64_t(r)) + rows.step - 1)) + 0.5;
        auto* segment = new QCPItemLine(plot());
        segment->setClipToAxisRect(true);
        segment->setSelectable(false);
        segment->start->setCoords(first, first);
        segment->end->setCoords(last, last);
        segment->setPen(
            QPen(QColor::fromRgba(map_->gradient().color(payload.diagonal[r], scale_->dataRange())),
                 2.0));
        diagonal_ << segment;
    }
}

ViewWindow SimilarityView::rowWindow() const {
    const QCPRange r = plot()->yAxis->range();
    return {r.lower, r.upper, pixelsAlong(Qt::Vertical, kMatrixRoomHeight)};
}

ViewWindow SimilarityView::columnWindow() const {
    const QCPRange r = plot()->xAxis->range();
    return {r.lower, r.upper, pixelsAlong(Qt::Horizontal, kMatrixRoomWidth)};
}

void SimilarityView::showSelection(const Selection& selection) {
    for (QCPAbstractItem* item : marks_)
        plot()->removeItem(item);
    marks_.clear();
    marks_ << addHorizontalMark(plot(), double(selection.p), Qt::white, 1.0);
    marks_ << addVerticalMark(plot(), double(selection.p), Qt::white, 1.0);
    // The pair the springs compare: a ring around the cell (p, q), visible at any L. A
    // figure's selection carries no q.
    pairMark_ = QPointF(qQNaN(), qQNaN());
    if (!figureMode() && selection.p >= 0) {
        pairMark_ = QPointF(double(selection.q), double(selection.p));
        auto* ring = new QCPItemTracer(plot());
        ring->setStyle(QCPItemTracer::tsCircle);
        ring->setSize(12);
        ring->setPen(QPen(QColor(213, 94, 0), 2.0));
        ring->setBrush(Qt::NoBrush);
        ring->position->setCoords(pairMark_);
        marks_ << ring;
    }
    replotSoon();
}

void SimilarityView::onMouseMove(QMouseEvent* event) {
    if (!result_ || event->buttons() != Qt::NoButton)
        return;
    const ExploreRequest& r = result_->request;
    const auto [p, q] = cellAt(event->pos());
    if (!plot()->axisRect()->rect().contains(event->pos()) || p < 0 || q < 0) {
        QToolTip::hideText();
        return;
    }
    const SimilarityPayload& payload = result_->payload<SimilarityPayload>();
    const DisplayGrid& grid = payload.similarity;
    if (grid.rows.step == 1) {
        // The exact value for this pair in double, as the step computed it (of the table where
        // one is shown): what the user reads is never the float buffer.
        const std::int64_t at = (p - grid.rows.first) * grid.cols.count + (q - grid.cols.first);
        const double value =
            at >= 0 && std::size_t(at) < payload.cellValues.size()
                ? payload.cellValues[std::size_t(at)]
                : pe::similarityBlock(r.params, r.metric, p, q, 1, 1, 1, r.band)(0, 0);
        inspect(event, tr("p = %1, q = %2, offset %3\n%4 = %5")
                           .arg(p)
                           .arg(q)
                           .arg(q - p)
                           .arg(metricName(r.metric))
                           .arg(decimalsText(value, 8)));
        return;
    }
    // A cell of many pairs: the exact mean the colour shows, in double, from the result.
    const std::int64_t L = r.params.length, step = grid.rows.step;
    const std::int64_t row = (p - grid.rows.first) / step, col = (q - grid.cols.first) / step;
    if (row < 0 || row >= grid.rows.count || col < 0 || col >= grid.cols.count)
        return;
    const std::size_t at = std::size_t(row * grid.cols.count + col);
    const double value =
        at < payload.cellValues.size() ? payload.cellValues[at] : double(grid.values[at]);
    inspect(event,
            (r.metric == pe::Metric::Euclidean ? tr("p = %1 … %2, q = %3 … %4\nroot mean square "
                                                    "%5 over the cell = %6")
                                               : tr("p = %1 … %2, q = %3 … %4\nmean %5 over the "
                                                    "cell = %6"))
                    .arg(p)
                    .arg(std::min(L - 1, p + step - 1))
                    .arg(q)
                    .arg(std::min(L - 1, q + step - 1))
                    .arg(metricName(r.metric))
                    .arg(decimalsText(value, 8)) +
                // A cell across p = q: the line drawn over it holds the diagonal's own value.
                (p == q && std::size_t(row) < payload.diagonal.size()
                     ? QStringLiteral("\n") +
                           tr("on the line p = q: %1")
                               .arg(decimalsText(payload.diagonal[std::size_t(row)], 8))
                     : QString()));
}

void SimilarityView::onMouseRelease(QMouseEvent* event) {
    if (!result_ || !isClick(event))
        return;
    const auto [p, q] = cellAt(event->pos());
    if (p < 0)
        return;
    afterClick([this, p = p, q = q] {
        if (q >= 0)
            emit picked({SelectionPick::What::Pair, p, q});
    });
}

SelectionStep SimilarityView::arrowStep(int key) const {
    return pairStep(key);
}

namespace {

// The first index of the run of `s` that holds `at` (runs start at the samples).
std::int64_t runStart(const Sampling& s, std::int64_t at) {
    if (s.count <= 0 || s.step <= 0)
        return at;
    const std::int64_t k = at >= s.first ? (at - s.first) / s.step : -1;
    return s.at(std::clamp<std::int64_t>(k, 0, s.count - 1));
}

} // namespace

std::pair<std::int64_t, std::int64_t> SimilarityView::cellAt(const QPoint& pixel) const {
    const auto q = std::int64_t(std::llround(plot()->xAxis->pixelToCoord(pixel.x())));
    const auto p = std::int64_t(std::llround(plot()->yAxis->pixelToCoord(pixel.y())));
    const std::int64_t L = result_->request.params.length;
    // Where a cell stands for many positions, its first pair: the cell the tooltip reads out
    // is then the one the colour shows, and the selection names it too.
    const DisplayGrid& grid = result_->payload<SimilarityPayload>().similarity;
    return {p < 0 || p >= L ? -1 : runStart(grid.rows, p),
            q < 0 || q >= L ? -1 : runStart(grid.cols, q)};
}

namespace {

ViewPart figurePart(const pe::EncodingParams& params, std::int64_t, std::int64_t maxCells) {
    return similarityPart(cellsWindow(params.length, maxCells),
                          cellsWindow(params.length, maxCells));
}

} // namespace

const ViewInfo& SimilarityView::descriptor() {
    static const ViewInfo info = [] {
        ViewInfo v;
        v.kind = ViewKind::Similarity;
        v.name = "similarity";
        v.title = QT_TRANSLATE_NOOP("PlotView", "Similarity between positions");
        v.what = QT_TRANSLATE_NOOP(
            "PlotView", "How alike the encodings of two positions are (the metric of the control "
                        "panel). Click a cell to compare its two positions in the springs view.");
        v.uses.band = true;
        v.uses.metric = true;
        v.position = PositionUse::WithMarks;
        v.colors = ColorScale::Sequential;
        v.place = Placement::Bottom;
        v.make = &makeView<SimilarityView>;
        v.step = &similarityStep;
        v.figurePart = &figurePart;
        v.marksKey = &positionLinesKey;
        v.prepare = &prepareColorMapCells<SimilarityPayload, &SimilarityPayload::similarity>;
        v.python = &similarityCellsPython;
        v.click = ClickAlso::ChoosesPair;
        return v;
    }();
    return info;
}

ViewPart SimilarityView::requestPart(const ExploreRequest& shared) const {
    const std::int64_t L = shared.params.length;
    const bool same = showsExtent(shared.params);
    const ViewWindow rows = rowWindow(), cols = columnWindow();
    return similarityPart(same ? rows : fullWindow(L, rows.pixels),
                          same ? cols : fullWindow(L, cols.pixels));
}

bool SimilarityView::showPositions(std::int64_t first, std::int64_t last) {
    if (!result_)
        return false;
    plot()->xAxis->setRange(double(first) - 0.5, double(last) + 0.5);
    plot()->yAxis->setRange(double(first) - 0.5, double(last) + 0.5);
    return true;
}

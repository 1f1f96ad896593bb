// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/views/heatmap_view.h"

#include "ui/compute/steps/heatmap_step.h"

#include <QCoreApplication>

#include "ui/views/plot_data.h"
#include "ui/views/python_code.h"

#include "core/binned_encoding.h"
#include "core/sinusoidal_encoding.h"
#include "ui/compute/number_text.h"
#include "ui/views/color_maps.h"
#include "ui/views/crisp_color_map.h"
#include "ui/views/plot_marks.h"

#include <QToolTip>
#include <algorithm>
#include <cmath>
#include <qcustomplot.h>

HeatmapView::HeatmapView(QWidget* parent) : PlotView(ViewKind::Heatmap, parent) {
    QCustomPlot* p = plot();
    map_ = new CrispColorMap(p->xAxis, p->yAxis);
    map_->setInterpolate(false); // one cell is one value: never blur neighbours together
    map_->setTightBoundary(false);
    scale_ = new QCPColorScale(p);
    p->plotLayout()->addElement(2, 1, scale_);
    scale_->setType(QCPAxis::atRight);
    map_->setColorScale(scale_); // first: the scale hands its own gradient and range to the map
    scale_->setGradient(divergingGradient());
    scale_->setDataRange(QCPRange(-1.0, 1.0)); // symmetric, so white is exactly 0
    styleAxis(scale_->axis(), tr("value"));
    scale_->setBarWidth(14);
    auto* group = new QCPMarginGroup(p);
    p->axisRect()->setMarginGroup(QCP::msBottom | QCP::msTop, group);
    scale_->setMarginGroup(QCP::msBottom | QCP::msTop, group);
    styleAxis(p->xAxis, tr("dimension"));
    styleAxis(p->yAxis, tr("position"));
    p->xAxis->setTicker(integerTicker());
    p->yAxis->setTicker(integerTicker());
    p->yAxis->setRangeReversed(true); // position 0 at the top, as in the paper's figures
    p->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    enableBoxZoom();
    watchAxis(p->xAxis);
    watchAxis(p->yAxis);
    connect(p, &QCustomPlot::mouseMove, this, &HeatmapView::onMouseMove);
    connect(p, &QCustomPlot::mouseRelease, this, &HeatmapView::onMouseRelease);
    setSubtitle(QString());
}

void HeatmapView::showResult(ExploreDelivery& delivery) {
    const bool reset = extentChanged(*delivery.result);
    result_ = delivery.result;
    if (auto* cells = plotDataOf(delivery).of<ColorMapCells>(heatmapStep())) {
        // A model's values are not in -1 .. 1: its own range, still symmetric so that white
        // is exactly 0 (the bounds were found on the worker).
        if (result_->request.table) {
            const QCPRange bounds = cells->cells->dataBounds();
            const double reach = std::max({std::abs(bounds.lower), std::abs(bounds.upper), 1e-300});
            scale_->setDataRange(QCPRange(-reach, reach));
        } else {
            scale_->setDataRange(QCPRange(-1.0, 1.0));
        }
        map_->setData(cells->cells.release(), false); // adopt, no copy
    }
    labelPositions(plot()->yAxis);
    // Labels only at drawn columns: a label names the dimension drawn above it. (A row is the
    // mean of the positions around its label, so round position labels stay.)
    setTickMultiple(plot()->xAxis, result_->payload<HeatmapPayload>().heatmap.cols.step);
    if (reset)
        resetView();
    hatchColumnsDrawnAsZero();
    updateSubtitle();
    replotSoon();
}

// The columns of pairs too fast for the rows hold 0 for the colour, which the colour map also
// gives to values that are 0: hatched over, they never read as dimensions that are 0.
void HeatmapView::hatchColumnsDrawnAsZero() {
    for (QCPAbstractItem* item : hatches_)
        plot()->removeItem(item);
    hatches_.clear();
    if (result_->request.table)
        return;
    const pe::EncodingParams& params = result_->request.params;
    const std::int64_t firstDrawn =
        pe::firstDrawnPair(params, result_->payload<HeatmapPayload>().heatmap.rows.step);
    std::vector<std::int64_t> columns;
    for (std::int64_t pair = 0; pair < firstDrawn; ++pair)
        for (const bool isSin : {true, false})
            if (const std::int64_t c = pe::columnOf(pair, isSin, params.dim, params.layout); c >= 0)
                columns.push_back(c);
    std::sort(columns.begin(), columns.end());
    for (std::size_t a = 0; a < columns.size();) {
        std::size_t b = a;
        while (b + 1 < columns.size() && columns[b + 1] == columns[b] + 1)
            ++b;
        auto* hatch = new QCPItemRect(plot());
        hatch->setClipToAxisRect(true);
        hatch->setSelectable(false);
        hatch->topLeft->setCoords(double(columns[a]) - 0.5, -0.5);
        hatch->bottomRight->setCoords(double(columns[b]) + 0.5, double(params.length) - 0.5);
        hatch->setPen(Qt::NoPen);
        hatch->setBrush(QBrush(QColor(110, 110, 110), Qt::BDiagPattern));
        hatches_ << hatch;
        a = b + 1;
    }
}

void HeatmapView::resetView() {
    if (!result_)
        return;
    setRangesQuietly([this] {
        plot()->xAxis->setRange(-0.5, double(result_->request.params.dim) - 0.5);
        plot()->yAxis->setRange(-0.5, double(result_->request.params.length) - 0.5);
    });
    replotSoon();
}

namespace {

// Which exact dimensions the columns are, where one column stands for several: "dims 0, 3,
// 6, ... exactly (1 in 3)". Said, not only drawn: without it, a reader takes a column for
// all the dims under it.
QString drawnColumnsText(const Sampling& cols) {
    return HeatmapView::tr("columns: dims %1, %2, %3, ... exactly (1 in %4)")
        .arg(cols.at(0))
        .arg(cols.at(1))
        .arg(cols.at(2))
        .arg(cols.step);
}

} // namespace

QString HeatmapView::title() const {
    if (result_ && result_->request.table)
        return tr("Table values (pos, dim)");
    return PlotView::title();
}

void HeatmapView::updateSubtitle() {
    const Sampling& rows = result_->payload<HeatmapPayload>().heatmap.rows;
    const Sampling& cols = result_->payload<HeatmapPayload>().heatmap.cols;
    if (result_->request.table) { // a model's table: no pairs, no drift, only its shape
        // Which table, first: the title is the view's, the values are the file's.
        QString size = result_->request.tableName + QStringLiteral(", ") +
                       tr("L = %1, D = %2")
                           .arg(result_->request.params.length)
                           .arg(result_->request.params.dim);
        QStringList detail;
        if (rows.step > 1)
            detail << tr("1 row = mean of %1 positions").arg(rows.step);
        if (cols.step > 1 && cols.count >= 3)
            detail << drawnColumnsText(cols);
        //: joins the clauses of the heatmap's subtitle
        const QString comma = tr(", ");
        setSubtitle(detail.isEmpty() ? size : size + QLatin1Char('\n') + detail.join(comma));
        return;
    }
    QStringList detail;
    if (rows.step > 1)
        detail << tr("1 row = mean of %1 positions").arg(rows.step);
    if (cols.step > 1 && cols.count >= 3)
        detail << drawnColumnsText(cols);
    const pe::EncodingParams& params = result_->request.params;
    // Said, not only drawn: a pale band of 0 would otherwise read as dimensions that are 0.
    if (const std::int64_t firstDrawn = pe::firstDrawnPair(params, rows.step); firstDrawn > 0)
        detail << (firstDrawn == 1
                       ? tr("hatched: pair 0 drawn as 0 (over a quarter cycle a row)")
                       : tr("hatched: pairs 0–%1 drawn as 0 (over a quarter cycle a row)")
                             .arg(firstDrawn - 1));
    const QString size = tr("L = %1, D = %2").arg(params.length).arg(params.dim);
    // Two short lines rather than one that a narrow view would clip; the clauses joined as the
    // language joins them (Chinese with a full-width comma).
    //: joins the clauses of the heatmap's subtitle
    const QString comma = tr(", ");
    setSubtitle(detail.isEmpty() ? size : size + QLatin1Char('\n') + detail.join(comma));
}

ViewWindow HeatmapView::positionWindow() const {
    const QCPRange r = plot()->yAxis->range();
    return {r.lower, r.upper, pixelsAlong(Qt::Vertical, kMatrixRoomHeight)};
}

ViewWindow HeatmapView::dimensionWindow() const {
    const QCPRange r = plot()->xAxis->range();
    return {r.lower, r.upper, pixelsAlong(Qt::Horizontal, kMatrixRoomWidth)};
}

void HeatmapView::clearMarks() {
    for (QCPAbstractItem* item : marks_)
        plot()->removeItem(item);
    marks_.clear();
}

void HeatmapView::showSelection(const Selection& selection) {
    clearMarks();
    QCustomPlot* p = plot();
    if (selection.hasBand()) {
        // Outlined, never tinted: a tint would give the band's cells colours the colour bar
        // does not have.
        auto* band = static_cast<QCPItemRect*>(addVerticalBand(p, double(selection.bandFirst) - 0.5,
                                                               double(selection.bandLast) + 0.5,
                                                               QColor(40, 40, 40), QColor()));
        band->setPen(QPen(QColor(40, 40, 40), 2, Qt::DashLine));
        marks_ << band;
    }
    // In the colours the waveforms have (by the order they were chosen in), only those the
    // encoding has (compute.cpp).
    for (std::size_t k = 0; k < selection.waveDims.size(); ++k)
        if (const std::int64_t d = selection.waveDims[k];
            d >= 0 && (!result_ || d < result_->request.params.dim))
            marks_ << addVerticalBand(p, double(d) - 0.5, double(d) + 0.5, waveColor(int(k)),
                                      QColor());
    marks_ << addHorizontalMark(p, double(selection.p), Qt::black, 1.0);
    marks_ << addVerticalMark(p, double(selection.dimension), Qt::black, 1.0);
    replotSoon();
}

QString HeatmapView::describeCell(const pe::EncodingParams& params, std::int64_t pos,
                                  std::int64_t dim) {
    const pe::ColumnInfo info = pe::columnInfo(dim, params.dim, params.layout);
    const double omega = pe::pairOmega(info.pair, params.dim, params.base);
    const double wavelength = pe::pairWavelength(info.pair, params.dim, params.base);
    const double value = pe::encodingValue(pos, dim, params);
    return tr("pos %1, dim %2 (%3)\npair i = %4, w_i = %5\nwavelength = %6 positions\n"
              "value = %7")
        .arg(pos)
        .arg(dim)
        .arg(info.isSin ? QStringLiteral("sin") : QStringLiteral("cos"))
        .arg(info.pair)
        .arg(readableText(omega, 8))
        .arg(readableText(wavelength, 8))
        .arg(decimalsText(value, 8));
}

QString HeatmapView::describeDrawnCell(std::int64_t pos, std::int64_t dim) const {
    if (!result_)
        return QString();
    const Sampling& rows = result_->payload<HeatmapPayload>().heatmap.rows;
    const Sampling& cols = result_->payload<HeatmapPayload>().heatmap.cols;
    if (rows.step == 1 && cols.step == 1)
        return QString();
    // The nearest drawn row and column: cells are centred on their samples.
    const std::int64_t column = nearestSample(cols, dim);
    const pe::EncodingParams& params = result_->request.params;
    const pe::PositionRun run = pe::runAround(nearestSample(rows, pos), rows.step, params.length);
    const double mean = pe::cellMean(params, run, rows.step, column);
    const pe::ColumnInfo drawn = pe::columnInfo(column, params.dim, params.layout);
    // A cell asked for by number (the inspector, a preset) may lie where another dimension is
    // drawn: "I love you" asks for dim 1, cos 1, where dim 0 may be drawn. Two numbers with one
    // name would read as a contradiction.
    const bool inDrawnCell = column == dim;
    const QString cell = inDrawnCell ? tr("this cell") : tr("the cell drawn there");
    // "pos 1", not "pos 1-1", where a row is one position.
    const QString positions = run.first == run.last
                                  ? QString::number(run.first)
                                  : QStringLiteral("%1-%2").arg(run.first).arg(run.last);
    QString text;
    if (drawn.pair < pe::firstDrawnPair(params, rows.step)) // see pe::firstDrawnPair
        text = tr("%1: pos %2, drawn as 0: dim %3 turns more than a quarter cycle from one "
                  "row to the next, and its row means would draw slower waves and beats that "
                  "are not there")
                   .arg(cell, positions)
                   .arg(column);
    else
        text = tr("%1: mean of pos %2 in dim %3 = %4")
                   .arg(cell, positions)
                   .arg(column)
                   .arg(decimalsText(mean, 8));
    if (inDrawnCell)
        return text;
    return tr("At this width the heatmap draws other dims where dim %1 (%2) lies: scroll on the "
              "heatmap to zoom in, and drag it to dim %1, until dim %1 has a column of its own.")
               .arg(dim)
               .arg(pe::columnInfo(dim, params.dim, params.layout).isSin ? QStringLiteral("sin")
                                                                         : QStringLiteral("cos")) +
           QLatin1Char('\n') + text;
}

std::pair<std::int64_t, std::int64_t> HeatmapView::cellAt(const QPoint& pixel) const {
    const auto dim = std::int64_t(std::llround(plot()->xAxis->pixelToCoord(pixel.x())));
    const auto pos = std::int64_t(std::llround(plot()->yAxis->pixelToCoord(pixel.y())));
    const pe::EncodingParams& params = result_->request.params;
    if (dim < 0 || dim >= params.dim || pos < 0 || pos >= params.length)
        return {-1, -1};
    // Where one pixel stands for many positions or dimensions, the one it is drawn at: the
    // tooltip, the status bar, the selection and the inspector all name that one.
    return {nearestSample(result_->payload<HeatmapPayload>().heatmap.rows, pos),
            nearestSample(result_->payload<HeatmapPayload>().heatmap.cols, dim)};
}

void HeatmapView::onMouseMove(QMouseEvent* event) {
    if (!result_ || event->buttons() != Qt::NoButton)
        return;
    const pe::EncodingParams& params = result_->request.params;
    const auto [pos, dim] = cellAt(event->pos());
    if (!plot()->axisRect()->rect().contains(event->pos()) || pos < 0) {
        QToolTip::hideText();
        return;
    }
    if (result_->request.table) { // the file's value, not the formula's
        const HeatmapPayload& heatmap = result_->payload<HeatmapPayload>();
        QString text = tr("pos %1, dim %2: value = %3 in %4")
                           .arg(pos)
                           .arg(dim)
                           .arg(readableText((*result_->request.table)(pos, dim), 8))
                           .arg(result_->request.tableName);
        if (heatmap.heatmap.rows.step > 1)
            text += QLatin1Char('\n') + tr("its cell drawn as the mean of %1 positions in dim %2")
                                            .arg(heatmap.heatmap.rows.step)
                                            .arg(dim);
        inspect(event, text);
        return;
    }
    const QString drawn = describeDrawnCell(pos, dim);
    inspect(event, describeCell(params, pos, dim) + (drawn.isEmpty() ? QString() : "\n" + drawn));
}

void HeatmapView::onMouseRelease(QMouseEvent* event) {
    if (!result_ || !isClick(event))
        return; // a drag (pan), not a click
    const auto [pos, dim] = cellAt(event->pos());
    if (pos >= 0)
        afterClick([this, pos = pos, dim = dim] {
            emit picked({SelectionPick::What::Cell, pos, dim});
        });
}

SelectionStep HeatmapView::arrowStep(int key) const {
    switch (key) {
    case Qt::Key_Up: // position 0 is at the top
        return {-1, 0, 0};
    case Qt::Key_Down:
        return {1, 0, 0};
    case Qt::Key_Left:
        return {0, -1, 0};
    case Qt::Key_Right:
        return {0, 1, 0};
    default:
        return {};
    }
}

namespace {

ViewPart figurePart(const pe::EncodingParams& params, std::int64_t, std::int64_t maxCells) {
    return heatmapPart(cellsWindow(params.length, maxCells), cellsWindow(params.dim, maxCells));
}

QString marksKey(const ExploreRequest& request) {
    QStringList dims;
    for (const std::int64_t d : request.waveDims)
        dims << QString::number(d);
    return QCoreApplication::translate("FigureCaption",
                                       "Marked: outlined columns, the dimensions drawn as "
                                       "waveforms (%1); line, position p = %2")
        .arg(dims.join(QStringLiteral(", ")))
        .arg(request.p);
}

} // namespace

const ViewInfo& HeatmapView::descriptor() {
    static const ViewInfo info = [] {
        ViewInfo v;
        v.kind = ViewKind::Heatmap;
        v.name = "heatmap";
        v.title = QT_TRANSLATE_NOOP("PlotView", "Encoding PE(pos, dim)");
        v.what = QT_TRANSLATE_NOOP(
            "PlotView", "Every value of the encoding: one row per position, one column per "
                        "dimension, blue below 0 and red above. Click a cell to select it and "
                        "draw its column as a waveform; the arrow keys move the cell; the wheel "
                        "zooms, a drag pans, a double-click shows everything again.");
        v.position = PositionUse::WithMarks;
        v.colors = ColorScale::Diverging;
        v.place = Placement::Top;
        v.make = &makeView<HeatmapView>;
        v.step = &heatmapStep;
        v.figurePart = &figurePart;
        v.marksKey = &marksKey;
        v.prepare = &prepareColorMapCells<HeatmapPayload, &HeatmapPayload::heatmap>;
        v.python = &HeatmapView::python;
        v.click = ClickAlso::Explains;
        return v;
    }();
    return info;
}

ViewPart HeatmapView::requestPart(const ExploreRequest& shared) const {
    const std::int64_t L = shared.params.length, D = shared.params.dim;
    const bool same = showsExtent(shared.params);
    const ViewWindow positions = positionWindow(), dims = dimensionWindow();
    return heatmapPart(same ? positions : fullWindow(L, positions.pixels),
                       same ? dims : fullWindow(D, dims.pixels));
}

bool HeatmapView::showPositions(std::int64_t first, std::int64_t last) {
    if (!result_)
        return false;
    plot()->yAxis->setRange(double(first) - 0.5, double(last) + 0.5);
    return true;
}

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/views/waveform_view.h"

#include "ui/compute/steps/waveforms_step.h"
#include "ui/views/plot_data.h"
#include "ui/views/plotkit/legend_under_plot.h"
#include "ui/views/python_code.h"

#include <QCoreApplication>

#include "ui/compute/number_text.h"
#include "ui/views/color_maps.h"
#include "ui/views/plot_marks.h"

#include <algorithm>
#include <limits>
#include <qcustomplot.h>

namespace {

// The window of positions the result was computed for.
ViewWindow shownPositions(const ExploreRequest& request) {
    for (const ViewPart& part : request.views)
        if (part.step == &waveformsStep())
            return part.windows.at(0);
    return {};
}

// A 2 px pen reads well on a projector, but Qt strokes wide pens through a slow general
// path: a wave that zigzags every few pixels would cost hundreds of milliseconds a frame.
// Such a wave is a solid band anyway, so it gets the fast 1 px pen.

double penWidthFor(const Waveform& w, const ViewWindow& window) {
    if (w.fromTable)
        return w.isBand ? 1.0 : 2.0;
    const double positionsPerPixel = (window.upper - window.lower) / std::max(1, window.pixels);
    return w.wavelength / std::max(positionsPerPixel, 1e-9) < 16.0 ? 1.0 : 2.0;
}

} // namespace

WaveformView::WaveformView(QWidget* parent) : PlotView(ViewKind::Waveforms, parent) {
    QCustomPlot* p = plot();
    styleAxis(p->xAxis, tr("position"));
    styleAxis(p->yAxis, tr("dimension d"));
    p->xAxis->setTicker(integerTicker());
    p->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    p->axisRect()->setRangeDrag(Qt::Horizontal);
    p->axisRect()->setRangeZoom(Qt::Horizontal);
    // The legend sits under the curves, never on top of a wave, in as many columns as fit:
    // beside them it took a fifth of the width from the waves and crowded the right edge,
    // while the left axis already names each curve's dimension.
    p->legend->setVisible(true);
    p->legend->setFont(resizedFont(font(), 9));
    placeLegendUnderPlot(p->legend, 3);
    // The curves' right end and the last position's tick label stay off the edge.
    p->plotLayout()->setMargins(QMargins(0, 0, 10, 0));
    // After the display scale is applied (PlotView's own handler runs first): the columns
    // are fitted to the legend's font as drawn.
    connect(p, &QCustomPlot::beforeReplot, this, [this] {
        if (!figureMode())
            fitLegend(plot()->width());
    });
    enableBoxZoom();
    watchAxis(p->xAxis);
    setSubtitle(QString());
}

ViewWindow WaveformView::positionWindow() const {
    // The widget's width, not the axis rect's: the legend beside the curves changes width
    // with every new set of dimensions, and that must not resample the curves.
    const QCPRange r = plot()->xAxis->range();
    return {r.lower, r.upper, pixelBudget(plot()->width())};
}

void WaveformView::showResult(ExploreDelivery& delivery) {
    const bool reset = extentChanged(*delivery.result);
    result_ = delivery.result;
    rebuildGraphs();
    // Tokens under the integer positions: the dots are the words' values.
    labelPositions(plot()->xAxis);
    if (reset)
        resetView();
    updateSubtitle();
    replotSoon();
}

void WaveformView::rebuildGraphs() {
    QCustomPlot* p = plot();
    p->clearGraphs();
    for (QCPAbstractItem* item : ranges_)
        p->removeItem(item);
    ranges_.clear();
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    const auto& waves = result_->payload<WaveformsPayload>().waveforms;
    // Made before the curves, so they are drawn under them.
    for (int k = 0; k < int(waves.size()); ++k) {
        // Each curve's own range, -1 .. 1 around its labelled baseline, tinted in its colour:
        // a cos curve near +1 sits well above its baseline, and without the tint it read as
        // belonging to the label above.
        auto* range = new QCPItemRect(p);
        range->topLeft->setTypeX(QCPItemPosition::ptAxisRectRatio);
        range->bottomRight->setTypeX(QCPItemPosition::ptAxisRectRatio);
        range->topLeft->setCoords(0.0, -kStackSpacing * k + 1.0);
        range->bottomRight->setCoords(1.0, -kStackSpacing * k - 1.0);
        QColor tint = waveColorOf(result_->request.waveDims, waves[std::size_t(k)].dim, k);
        tint.setAlpha(28);
        range->setPen(Qt::NoPen);
        range->setBrush(tint);
        ranges_ << range;
    }
    for (int k = 0; k < int(waves.size()); ++k) {
        const Waveform& w = waves[std::size_t(k)];
        const double offset = -kStackSpacing * k; // first curve on top
        QVector<double> cy(int(w.curveY.size())), dy(int(w.dotY.size()));
        for (int i = 0; i < cy.size(); ++i)
            cy[i] = w.curveY[std::size_t(i)] + offset;
        for (int i = 0; i < dy.size(); ++i)
            dy[i] = w.dotY[std::size_t(i)] + offset;
        QCPGraph* curve = p->addGraph();
        const double width = penWidthFor(w, shownPositions(result_->request));
        const QColor colour = waveColorOf(result_->request.waveDims, w.dim, k);
        curve->setPen(QPen(colour, width));
        curve->setAntialiased(width > 1.0); // a solid band of zigzags gains nothing from it
        curve->setData(QVector<double>(w.curveX.begin(), w.curveX.end()), cy, true);
        if (w.fromTable) // no sin or cos, no wavelength: what its band stands for
            curve->setName(tr("d %1, band \u00b1%2").arg(w.dim).arg(numberText(w.scale, 3)));
        else
            curve->setName(tr("d %1 %2, \u03bb %3")
                               .arg(w.dim)
                               .arg(w.isSin ? QStringLiteral("sin") : QStringLiteral("cos"))
                               .arg(formatWavelength(w.wavelength)));
        QCPGraph* dots = p->addGraph();
        dots->setLineStyle(QCPGraph::lsNone);
        dots->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, colour, 6));
        dots->setData(QVector<double>(w.dotX.begin(), w.dotX.end()), dy, true);
        dots->removeFromLegend();
        ticker->addTick(offset, tr("d %1").arg(w.dim));
    }
    p->yAxis->setTicker(ticker);
    const double bottom = -kStackSpacing * std::max<int>(int(waves.size()) - 1, 0);
    p->yAxis->setRange(bottom - 1.3, 1.3);
}

// As many columns as the widest entry allows, the rows filled evenly (8 entries at 3 a row
// would leave 2 alone on the last).
void WaveformView::fitLegend(int width) {
    fitLegendColumns(plot()->legend, width);
}

void WaveformView::fitFigureGeometry(int width, int height) {
    Q_UNUSED(height);
    fitLegend(width);
}

void WaveformView::resetView() {
    if (!result_)
        return;
    setRangesQuietly([this] {
        plot()->xAxis->setRange(
            0.0, double(std::max<std::int64_t>(result_->request.params.length - 1, 1)));
    });
    replotSoon();
}

QString WaveformView::title() const {
    if (result_ && result_->request.table)
        return tr("Table columns (pos, d)");
    return PlotView::title();
}

void WaveformView::updateSubtitle() {
    const bool dots = !result_->payload<WaveformsPayload>().waveforms.empty() &&
                      !result_->payload<WaveformsPayload>().waveforms.front().dotX.empty();
    const bool bands = std::any_of(result_->payload<WaveformsPayload>().waveforms.begin(),
                                   result_->payload<WaveformsPayload>().waveforms.end(),
                                   [](const Waveform& w) { return w.isBand; });
    QStringList lines;
    if (result_->request.table) // each band the column's own largest |value| each side
        lines << tr("each column over its largest |value|");
    if (dots)
        lines << tr("dots: the integer positions");
    if (bands) // a solid band would otherwise look like a drawing error
        lines << (result_->request.table
                      ? tr("solid band: more positions than pixels, their range drawn")
                      : tr("solid band: faster than a pixel, its range drawn"));
    setSubtitle(lines.join('\n'), dots ? QString() : tr("zoom in to see the integer positions"));
}

void WaveformView::showSelection(const Selection& selection) {
    for (QCPAbstractItem* item : marks_)
        plot()->removeItem(item);
    marks_.clear();
    marks_ << addVerticalMark(plot(), double(selection.p), Qt::black, 1.0);
    // q beside p, so the values the springs compare can be read off the curves. A figure's
    // selection carries no q (only the views that draw with q record it).
    qMark_ = std::numeric_limits<double>::quiet_NaN();
    if (!figureMode() && selection.p >= 0 && selection.q != selection.p) {
        qMark_ = double(selection.q);
        marks_ << addVerticalMark(plot(), qMark_, QColor(213, 94, 0), 1.5);
    }
    replotSoon();
}

namespace {

ViewPart figurePart(const pe::EncodingParams& params, std::int64_t, std::int64_t maxCells) {
    return waveformsPart(cellsWindow(params.length, maxCells));
}

// The view as numpy and matplotlib (ui/views/python_code.h).
QString dimsList(const ExploreRequest& request) {
    QStringList dims;
    for (std::int64_t d : request.waveDims)
        dims << pythonInt(d);
    return dims.join(QStringLiteral(", "));
}

QString pythonCode(const ExploreRequest& request) {
    return QStringLiteral("dims = [%1]  # the dimensions drawn\n"
                          "data = pe[:, dims]\n"
                          "fig, ax = plt.subplots(figsize=(8, 5))\n"
                          "for j, d in enumerate(dims):\n"
                          "    ax.plot(np.arange(L), data[:, j], marker=\".\" if L <= 200 else "
                          "None, label=f\"d {d}\")\n"
                          "ax.set_xlabel(\"position\")\n"
                          "ax.set_ylabel(\"PE(position, d)\")\n"
                          "if dims:\n"
                          "    ax.legend()\n")
        .arg(dimsList(request));
}

} // namespace

const ViewInfo& WaveformView::descriptor() {
    static const ViewInfo info = [] {
        ViewInfo v;
        v.kind = ViewKind::Waveforms;
        v.name = "waveforms";
        v.title = QT_TRANSLATE_NOOP("PlotView", "Waveforms PE(pos, d)");
        v.what = QT_TRANSLATE_NOOP(
            "PlotView", "The chosen dimensions as curves over the positions: springs of different "
                        "frequencies, fast in the first dimensions and slow in the last. Where a "
                        "curve turns faster than a pixel, its band shows the range it covers.");
        v.position = PositionUse::WithMarks;
        v.colors = ColorScale::None;
        v.place = Placement::Top;
        v.make = &makeView<WaveformView>;
        v.step = &waveformsStep;
        v.figurePart = &figurePart;
        v.marksKey = &positionLinesKey;
        v.python = &pythonCode;
        return v;
    }();
    return info;
}

ViewPart WaveformView::requestPart(const ExploreRequest& shared) const {
    const ViewWindow positions = positionWindow();
    return waveformsPart(
        showsExtent(shared.params)
            ? positions
            : ViewWindow{0.0, double(std::max<std::int64_t>(shared.params.length - 1, 1)),
                         positions.pixels});
}

SelectionStep WaveformView::arrowStep(int key) const {
    if (key == Qt::Key_Left)
        return {-1, 0, 0};
    if (key == Qt::Key_Right)
        return {1, 0, 0};
    return {};
}

bool WaveformView::showPositions(std::int64_t first, std::int64_t last) {
    if (!result_)
        return false;
    plot()->xAxis->setRange(double(first) - 0.5, double(last) + 0.5);
    return true;
}

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
    fitLegendColumns(plot()->legend, width, figureMode());
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
    const ViewWindow window = shownPositions(request);
    const std::int64_t pixels = window.pixels > 0 ? window.pixels : kFigureMaxCells;
    // As the figure draws them: each dimension in a lane of its own, -1 .. 1 about its
    // baseline and tinted in its colour, the first on top; the colours keep to the dimension
    // as the window's do.
    const QString common = QStringLiteral(
        "dims = [%1]  # the dimensions drawn\n"
        "pixels = %2  # the figure's columns along the positions\n"
        "data = pe[:, dims]\n"
        "colours = [\"#0072b2\", \"#d55e00\", \"#009e73\", \"#cc79a7\", \"#e69f00\", "
        "\"#56b4e9\", \"#000000\", \"#969628\"]\n"
        "spacing = 2.5  # between the lanes' baselines\n"
        "last = max(L - 1, 1)\n"
        "width = last / pixels  # positions a column\n"
        "centres = width * (np.arange(pixels) + 0.5)\n"
        "dots = L * 4 <= pixels  # while each integer position gets a few pixels\n"
        "fig, ax = plt.subplots(figsize=(8, 5))\n"
        "banded = False\n");
    const QString curves =
        request.table
            ? QStringLiteral(
                  "for j, d in enumerate(dims):\n"
                  "    scale = np.abs(data[:, j]).max() or 1.0  # the column over its largest "
                  "|value|\n"
                  "    y, colour, base_y = data[:, j] / scale, colours[j % 8], -spacing * j\n"
                  "    ax.axhspan(base_y - 1, base_y + 1, color=colour, alpha=28 / 255, lw=0)\n"
                  "    if L <= pixels:  # the polyline through the positions\n"
                  "        ax.plot(np.arange(L), y + base_y, color=colour, "
                  "label=@table_name@.replace(\"%1\", str(d))"
                  ".replace(\"%2\", f\"{scale:.3g}\"))\n"
                  "    else:  # more positions than pixels: each column's lowest and highest\n"
                  "        banded = True\n"
                  "        edges = np.floor(np.arange(pixels + 1) * L / pixels).astype(int)\n"
                  "        low = np.minimum.reduceat(y, edges[:-1])\n"
                  "        high = np.maximum.reduceat(y, edges[:-1])\n"
                  "        ax.fill_between(centres, low + base_y, high + base_y, color=colour, "
                  "label=@table_name@.replace(\"%1\", str(d)).replace(\"%2\", f\"{scale:.3g}\"))\n"
                  "    if dots:\n"
                  "        ax.plot(np.arange(L), y + base_y, \"o\", color=colour, markersize=2)\n"
                  "lines = [@over_largest@]\n"
                  "band_words = @table_band@\n")
            : QStringLiteral(
                  "def wave_range(a, b, shift):\n"
                  "    \"\"\"The exact lowest and highest of sin(t + shift) for t in a .. "
                  "b.\"\"\"\n"
                  "    low = np.minimum(np.sin(a + shift), np.sin(b + shift))\n"
                  "    high = np.maximum(np.sin(a + shift), np.sin(b + shift))\n"
                  "    peak = np.ceil((a + shift - np.pi / 2) / (2 * np.pi)) * 2 * np.pi + np.pi "
                  "/ 2 - shift <= b\n"
                  "    trough = np.ceil((a + shift + np.pi / 2) / (2 * np.pi)) * 2 * np.pi - "
                  "np.pi / 2 - shift <= b\n"
                  "    return np.where(trough, -1.0, low), np.where(peak, 1.0, high)\n"
                  "\n"
                  "for j, d in enumerate(dims):\n"
                  "    div, colour, base_y = divisor[col_pair[d]], colours[j % 8], -spacing * j\n"
                  "    shift = 0.0 if col_sin[d] else np.pi / 2  # cos t = sin(t + pi/2)\n"
                  "    wavelength = 2 * np.pi * div\n"
                  "    words = f\"{round(wavelength)}\" if wavelength >= 100 else "
                  "f\"{wavelength:.3g}\"\n"
                  "    name = @wave_name@.replace(\"%1\", str(d)).replace(\"%2\", \"sin\" if "
                  "col_sin[d] "
                  "else \"cos\").replace(\"%3\", words)\n"
                  "    ax.axhspan(base_y - 1, base_y + 1, color=colour, alpha=28 / 255, lw=0)\n"
                  "    if wavelength < 4 * width:  # faster than a few pixels: a sample would "
                  "alias\n"
                  "        banded = True\n"
                  "        a = np.maximum(0, centres - width) / div\n"
                  "        b = np.minimum(last, centres + width) / div\n"
                  "        low, high = wave_range(a, b, shift)\n"
                  "        ax.fill_between(centres, low + base_y, high + base_y, color=colour, "
                  "label=name)\n"
                  "    else:  # the spring itself, between the positions too\n"
                  "        t = np.linspace(0, last, 2 * pixels + 1)\n"
                  "        ax.plot(t, np.sin(t / div + shift) + base_y, color=colour, "
                  "label=name)\n"
                  "    if dots:\n"
                  "        ax.plot(np.arange(L), data[:, j] + base_y, \"o\", color=colour, "
                  "markersize=2)\n"
                  "lines = []\n"
                  "band_words = @wave_band@\n");
    const QString ending = QStringLiteral(
        "if dots:\n"
        "    lines.append(@dots@)\n"
        "if banded:  # a solid band would otherwise look like a drawing error\n"
        "    lines.append(band_words)\n"
        "ax.set_title(\"\\n\".join(lines))\n"
        "ax.set_yticks([-spacing * j for j in range(len(dims))], [@tick@.replace(\"%1\", "
        "str(d)) for d in dims])\n"
        "ax.set_ylim(-spacing * max(len(dims) - 1, 0) - 1.3, 1.3)\n"
        "ax.set_xlim(0, last)\n"
        "ax.set_xlabel(@position@)\n"
        "ax.set_ylabel(@dimension@)\n"
        "if dims:  # under the plot, as the figure's\n"
        "    ax.legend(loc=\"upper center\", bbox_to_anchor=(0.5, -0.12), "
        "ncol=min(len(dims), 4), frameon=False)\n");
    // The window's words and their translation; the code fills in %1 .. %3.
    return pythonFilled(
        common.arg(dimsList(request), pythonInt(pixels)) + curves + ending,
        {{"table_name", pythonString(WaveformView::tr("d %1, band \u00b1%2"))},
         {"over_largest", pythonString(WaveformView::tr("each column over its largest |value|"))},
         {"table_band", pythonString(WaveformView::tr(
                            "solid band: more positions than pixels, their range drawn"))},
         {"wave_name", pythonString(WaveformView::tr("d %1 %2, \u03bb %3"))},
         {"wave_band",
          pythonString(WaveformView::tr("solid band: faster than a pixel, its range drawn"))},
         {"dots", pythonString(WaveformView::tr("dots: the integer positions"))},
         {"tick", pythonString(WaveformView::tr("d %1"))},
         {"position", pythonString(WaveformView::tr("position"))},
         {"dimension", pythonString(WaveformView::tr("dimension d"))}});
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

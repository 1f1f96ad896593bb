// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/views/spectrum_view.h"

#include "ui/compute/number_text.h"
#include "ui/compute/steps/spectrum_step.h"
#include "ui/views/decade_ticker.h"
#include "ui/views/plot_data.h"
#include "ui/views/plotkit/legend_under_plot.h"
#include "ui/views/python_code.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>
#include <qcustomplot.h>

namespace {

struct SpectrumPlotData : ViewPlotData {
    QSharedPointer<QCPGraphDataContainer> dominant, sinusoid, shares;
};

std::unique_ptr<ViewPlotData> prepare(const ViewPayload& payload) {
    const auto& spectrum = static_cast<const SpectrumPayload&>(payload);
    auto data = std::make_unique<SpectrumPlotData>();
    QVector<QCPGraphData> dominant, sinusoid, shares;
    for (std::size_t r = 0; r < spectrum.dimensions.size(); ++r) {
        const pe::DimensionFrequency& f = spectrum.dimensions[r];
        // A constant column has no frequency, and a log axis no 0.
        if (f.cyclesPerPosition > 0.0)
            dominant.append(QCPGraphData(double(r), f.cyclesPerPosition));
        shares.append(QCPGraphData(double(r), f.powerShare));
    }
    for (std::size_t r = 0; r < spectrum.sinusoid.size(); ++r)
        sinusoid.append(QCPGraphData(double(r), spectrum.sinusoid[r]));
    data->dominant = QSharedPointer<QCPGraphDataContainer>::create();
    data->dominant->set(dominant, true);
    data->sinusoid = QSharedPointer<QCPGraphDataContainer>::create();
    data->sinusoid->set(sinusoid, true);
    data->shares = QSharedPointer<QCPGraphDataContainer>::create();
    data->shares->set(shares, true);
    return data;
}

ViewPart figurePart(const pe::EncodingParams&, std::int64_t, std::int64_t) {
    return spectrumPart();
}

} // namespace

SpectrumView::SpectrumView(QWidget* parent) : PlotView(ViewKind::Spectrum, parent) {
    QCustomPlot* p = plot();
    shares_ = p->addGraph(p->xAxis, p->yAxis2);
    shares_->setLineStyle(QCPGraph::lsImpulse);
    shares_->setPen(
        QPen(QColor(140, 140, 140), 1.0)); // mid grey: light grey read as faint on a projector
    shares_->setName(tr("power share (right axis)"));
    sinusoid_ = p->addGraph();
    sinusoid_->setPen(QPen(QColor(213, 94, 0), 2.0));
    sinusoid_->setName(tr("sinusoidal, same D"));
    dominant_ = p->addGraph();
    dominant_->setLineStyle(QCPGraph::lsNone);
    dominant_->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, QColor(0, 114, 178), 5));
    dominant_->setName(tr("dominant frequency"));
    // The slowest a DFT of N positions resolves is its first bin, 1/N: a column slower still
    // shows there, and dots on that line would read as one frequency shared. The line says so.
    floor_ = p->addGraph();
    floor_->setPen(QPen(QColor(90, 90, 90), 1.0, Qt::DashLine));
    styleAxis(p->xAxis, tr("dimensions, slowest first"));
    styleAxis(p->yAxis, tr("cycles per position"));
    styleAxis(p->yAxis2, tr("power share"));
    p->yAxis2->setVisible(true);
    p->xAxis->setTicker(integerTicker());
    p->yAxis->setScaleType(QCPAxis::stLogarithmic);
    auto ticker = QSharedPointer<LogTicker>::create();
    ticker->setLogBase(10);
    p->yAxis->setTicker(ticker);
    p->yAxis->setNumberFormat(QStringLiteral("gb"));
    p->yAxis->setNumberPrecision(0);
    p->legend->setVisible(true);
    p->legend->setFont(resizedFont(font(), 9));
    placeLegendUnderPlot(p->legend, 3);
    // After the display scale is applied: the columns fit the legend's font as drawn.
    connect(p, &QCustomPlot::beforeReplot, this, [this] {
        if (!figureMode())
            fitLegendColumns(plot()->legend, plot()->width(), figureMode());
    });
    p->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    p->axisRect()->setRangeDrag(Qt::Horizontal);
    p->axisRect()->setRangeZoom(Qt::Horizontal);
    connect(p, &QCustomPlot::mouseMove, this, &SpectrumView::onMouseMove);
    setSubtitle(QString(), tr("hover for a dimension's frequency"));
}

void SpectrumView::fitFigureGeometry(int width, int) {
    fitLegendColumns(plot()->legend, width, figureMode());
}

void SpectrumView::showResult(ExploreDelivery& delivery) {
    result_ = delivery.result;
    if (auto* data = plotDataOf(delivery).of<SpectrumPlotData>(spectrumStep())) {
        dominant_->setData(data->dominant); // shared containers built on the worker
        sinusoid_->setData(data->sinusoid);
        shares_->setData(data->shares);
    }
    // The reference named: which sinusoidal encoding the table is held against.
    sinusoid_->setName(tr("sinusoidal, D = %1, base %2")
                           .arg(result_->request.params.dim)
                           .arg(result_->request.params.base, 0, 'g', 10));
    const auto& spectrum = result_->payload<SpectrumPayload>();
    const double lowest = spectrum.positions > 0 ? 1.0 / double(spectrum.positions) : 0.0;
    const double last = double(result_->request.params.dim);
    floor_->setData(QVector<double>{-1.0, last}, QVector<double>{lowest, lowest}, true);
    floor_->setName(
        tr("1/%1: the slowest frequency %1 positions can show").arg(spectrum.positions));
    // One short line: a small view at projector size keeps its room for the plot. L and D end
    // it where there is room, and in figures (no-break spaces: never wrapped inside one).
    QString text = tr("each column's strongest DFT bin, mean removed");
    if (spectrum.positions < result_->request.params.length)
        text += QLatin1Char('\n') + tr("of the first %1 positions").arg(spectrum.positions);
    setSubtitle(text, tr("hover for a dimension's frequency"),
                tr("L\u00a0=\u00a0%1, D\u00a0=\u00a0%2")
                    .arg(result_->request.params.length)
                    .arg(result_->request.params.dim));
    resetView();
}

void SpectrumView::resetView() {
    if (!result_)
        return;
    const auto& spectrum = result_->payload<SpectrumPayload>();
    const double L = double(spectrum.positions);
    double lo = 1.0 / std::max(L, 1.0), hi = 0.5;
    for (double f : spectrum.sinusoid)
        if (f > 0.0) {
            lo = std::min(lo, f);
            hi = std::max(hi, f);
        }
    setRangesQuietly([&] {
        plot()->xAxis->setRange(-0.5, double(spectrum.dimensions.size()) - 0.5);
        plot()->yAxis->setRange(lo / 2.0, hi * 2.0);
        plot()->yAxis2->setRange(0.0, 1.05);
    });
    replotSoon();
}

QString SpectrumView::describe(std::int64_t rank) const {
    const auto& spectrum = result_->payload<SpectrumPayload>();
    const pe::DimensionFrequency& f = spectrum.dimensions[std::size_t(rank)];
    QString text = f.cyclesPerPosition > 0.0
                       ? tr("dim %1: %2 cycles per position (wavelength %3), %4 % of its power")
                             .arg(f.dim)
                             .arg(readableText(f.cyclesPerPosition, 6))
                             .arg(numberText(f.wavelength, 6))
                             .arg(numberText(100.0 * f.powerShare, 3))
                       : tr("dim %1: constant, no frequency").arg(f.dim);
    if (std::size_t(rank) < spectrum.sinusoid.size())
        text += tr("; sinusoidal: %1 cycles per position")
                    .arg(readableText(spectrum.sinusoid[std::size_t(rank)], 6));
    return text;
}

void SpectrumView::onMouseMove(QMouseEvent* event) {
    if (!result_ || !plot()->axisRect()->rect().contains(event->pos()))
        return;
    const auto count = std::int64_t(result_->payload<SpectrumPayload>().dimensions.size());
    if (count == 0)
        return;
    const auto rank = std::clamp<std::int64_t>(
        std::int64_t(std::llround(plot()->xAxis->pixelToCoord(event->pos().x()))), 0, count - 1);
    inspect(event, describe(rank));
}

namespace {

// The view as numpy and matplotlib (ui/views/python_code.h).
QString pythonCode(const ExploreRequest&) {
    const QString code = QStringLiteral(
        "positions = min(L, @positions@)  # the first positions, as the explorer reads them\n"
        "centred = pe[:positions] - pe[:positions].mean(axis=0)\n"
        "power = np.abs(np.fft.fft(centred, axis=0)) ** 2  # positions x D\n"
        "total = power.sum(axis=0)\n"
        "bins = np.arange(1, positions // 2 + 1)\n"
        "# a bin's power with its mirror bin n - b (bin n/2 of an even n is its own "
        "mirror)\n"
        "paired = power[bins] + np.where((positions - bins != bins)[:, None], "
        "power[(positions - bins) % positions], 0.0)\n"
        "if positions > 1:\n"
        "    best = bins[paired.argmax(axis=0)]\n"
        "    share = np.divide(paired.max(axis=0), total, out=np.zeros(D), where=total > "
        "0)\n"
        "else:\n"
        "    best, share = np.zeros(D), np.zeros(D)\n"
        "cycles = np.where(total > 0, best / positions, 0.0)  # a constant column has no "
        "frequency\n"
        "data = np.column_stack([cycles, share])  # each dimension: cycles per position, "
        "share of power\n"
        "# As the figure: the dimensions slowest first (ties in column order), each one's "
        "share of\n"
        "# its column's power as a grey line on the right axis, and the sinusoidal "
        "encoding's\n"
        "# frequencies for the same D, sorted, as the curve to hold them against.\n"
        "order = np.argsort(cycles, kind=\"stable\")\n"
        "rank = np.arange(D)\n"
        "sinusoidal = np.sort(omega[col_pair] / (2 * np.pi))\n"
        "fig, ax = plt.subplots(figsize=(8, 4.5))\n"
        "right = ax.twinx()\n"
        "right.vlines(rank, 0, share[order], color=\"#8c8c8c\", linewidth=1, "
        "label=@shares_name@)\n"
        "right.set_ylim(0, 1.05)\n"
        "right.set_ylabel(@shares_axis@)\n"
        "ax.set_zorder(right.get_zorder() + 1)  # the curve and dots over the grey lines\n"
        "ax.patch.set_visible(False)\n"
        "ax.plot(rank, sinusoidal, color=\"#d55e00\", linewidth=2, "
        "label=@sinusoid_name@.replace(\"%1\", str(D)).replace(\"%2\", f\"{base:.10g}\"))\n"
        "shown = cycles[order] > 0  # a log axis has no 0\n"
        "ax.plot(rank[shown], cycles[order][shown], \"o\", color=\"#0072b2\", "
        "markersize=3, label=@dominant_name@)\n"
        "# The slowest the DFT of these positions resolves, its first bin: slower columns show "
        "there.\n"
        "ax.axhline(1 / positions, color=\"#5a5a5a\", linestyle=\"--\", linewidth=1, "
        "label=@floor_name@.replace(\"%1\", str(positions)))\n"
        "ax.set_yscale(\"log\")\n"
        "ax.set_xlabel(@x_label@)\n"
        "ax.set_ylabel(@y_label@)\n"
        "subtitle = @strongest@ + @comma@ + @size@.replace(\"%1\", str(L)).replace(\"%2\", "
        "str(D))\n"
        "if positions < L:\n"
        "    subtitle += \"\\n\" + @first_positions@.replace(\"%1\", str(positions))\n"
        "ax.set_title(subtitle)\n"
        "handles = [h for a in (right, ax) for h in a.get_legend_handles_labels()[0]]\n"
        "# Under the plot, as the figure's: room made for it by the layout.\n"
        "ax.legend(handles, [h.get_label() for h in handles], loc=\"upper center\", "
        "bbox_to_anchor=(0.5, -0.14), ncol=2, frameon=False)\n");
    // The window's words and their translation; the code fills in %1 and %2.
    return pythonFilled(
        code,
        {{"positions", pythonInt(kSpectrumPositions)},
         {"shares_name", pythonString(SpectrumView::tr("power share (right axis)"))},
         {"shares_axis", pythonString(SpectrumView::tr("power share"))},
         {"sinusoid_name", pythonString(SpectrumView::tr("sinusoidal, D = %1, base %2"))},
         {"dominant_name", pythonString(SpectrumView::tr("dominant frequency"))},
         {"floor_name",
          pythonString(SpectrumView::tr("1/%1: the slowest frequency %1 positions can show"))},
         {"x_label", pythonString(SpectrumView::tr("dimensions, slowest first"))},
         {"y_label", pythonString(SpectrumView::tr("cycles per position"))},
         {"strongest",
          pythonString(SpectrumView::tr("each column's strongest DFT bin, mean removed"))},
         {"comma",
          pythonString(PlotView::tr(", ", "between a subtitle's first line and its detail"))},
         {"size", pythonString(SpectrumView::tr("L\u00a0=\u00a0%1, D\u00a0=\u00a0%2"))},
         {"first_positions", pythonString(SpectrumView::tr("of the first %1 positions"))}});
}

} // namespace

const ViewInfo& SpectrumView::descriptor() {
    static const ViewInfo info = [] {
        ViewInfo v;
        v.kind = ViewKind::Spectrum;
        v.name = "spectrum";
        v.title = QT_TRANSLATE_NOOP("PlotView", "Frequency of each dimension");
        v.what = QT_TRANSLATE_NOOP(
            "PlotView",
            "Each dimension's dominant frequency along the positions (the DFT of its column, "
            "mean removed), slowest first, with the share of the column's power it holds; over "
            "them the sinusoidal encoding's frequencies for the same D. Which dimensions of a "
            "table behave like a spring, and of what wavelength. The slowest frequency L "
            "positions can show is 1/L.");
        v.position = PositionUse::Never;
        v.colors = ColorScale::None;
        v.place = Placement::TableTabs;
        v.tabTitle = QT_TRANSLATE_NOOP("MainWindow", "Spectrum");
        v.make = &makeView<SpectrumView>;
        v.step = &spectrumStep;
        v.figurePart = &figurePart;
        v.prepare = &prepare;
        v.python = &pythonCode;
        return v;
    }();
    return info;
}

ViewPart SpectrumView::requestPart(const ExploreRequest&) const {
    return spectrumPart();
}

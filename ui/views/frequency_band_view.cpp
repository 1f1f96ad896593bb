// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/views/frequency_band_view.h"

#include "ui/views/plotkit/unclipped_marks.h"

#include "ui/compute/comparison.h"
#include "ui/compute/steps/frequencies_step.h"

#include <QCoreApplication>

#include "ui/views/decade_ticker.h"
#include "ui/views/plot_data.h"
#include "ui/views/python_code.h"

#include "ui/compute/number_text.h"
#include "ui/views/color_maps.h"
#include "ui/views/display_scale.h"
#include "ui/views/plot_marks.h"

#include <QKeyEvent>
#include <QToolTip>
#include <algorithm>
#include <cmath>
#include <qcustomplot.h>

FrequencyBandView::FrequencyBandView(QWidget* parent) : PlotView(ViewKind::Frequencies, parent) {
    QCustomPlot* p = plot();
    graph_ = p->addGraph();
    graph_->setLineStyle(QCPGraph::lsStepCenter);     // one flat step per dimension
    graph_->setPen(QPen(QColor(60, 60, 60), 1.0));    // 1 px: Qt's fast path, thousands of steps
    chosen_ = new UnclippedMarks(p->xAxis, p->yAxis); // whole at dimension 0 and D - 1
    chosen_->setScatterStyle(
        QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(QColor(213, 94, 0), 2), Qt::NoBrush, 9));
    // Compare with: the pinned setting's steps, dashed in a colour of their own; the legend
    // (only then) names both.
    pinned_ = p->addGraph();
    pinned_->setLineStyle(QCPGraph::lsStepCenter);
    pinned_->setPen(QPen(QColor(204, 121, 167), 2.0, Qt::DashLine));
    p->legend->setVisible(false);
    p->legend->setFont(resizedFont(font(), plot_text::kLegendPoints));
    p->legend->setBrush(QColor(255, 255, 255, 220));
    // Top left: the fast dimensions' short wavelengths leave it empty.
    p->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignLeft | Qt::AlignTop);
    styleAxis(p->xAxis, tr("dimension"));
    styleAxis(p->yAxis, tr("wavelength (positions)"));
    p->xAxis->setTicker(integerTicker());
    p->yAxis->setScaleType(QCPAxis::stLogarithmic);
    auto ticker = QSharedPointer<LogTicker>::create();
    ticker->setLogBase(10);
    p->yAxis->setTicker(ticker);
    p->yAxis->setNumberFormat(QStringLiteral("gb")); // 10^4 instead of 10000
    p->yAxis->setNumberPrecision(0);
    // Left drag draws a band, so only the wheel zooms (horizontally); double-click resets.
    p->setInteractions(QCP::iRangeZoom);
    p->axisRect()->setRangeZoom(Qt::Horizontal);
    connect(p, &QCustomPlot::mousePress, this, &FrequencyBandView::onPress);
    connect(p, &QCustomPlot::mouseMove, this, &FrequencyBandView::onMove);
    connect(p, &QCustomPlot::mouseRelease, this, &FrequencyBandView::onRelease);
    setSubtitle(QString(), tr("drag across dimensions to select a band"));
}

void FrequencyBandView::showResult(ExploreDelivery& delivery) {
    const bool reset = extentChanged(*delivery.result) ||
                       result_->request.params.base != delivery.result->request.params.base ||
                       result_->request.scene.pinned != delivery.result->request.scene.pinned;
    result_ = delivery.result;
    if (auto* points = plotDataOf(delivery).of<GraphPoints>(frequenciesStep()))
        graph_->setData(points->points); // shared container built on the worker
    showPinned();
    if (reset)
        resetView();
    replotSoon();
}

void FrequencyBandView::showPinned() {
    const FrequenciesPayload& payload = result_->payload<FrequenciesPayload>();
    const ExploreRequest& request = result_->request;
    QVector<double> keys, values;
    if (payload.pinnedWavelengths)
        for (std::size_t d = 0; d < payload.pinnedWavelengths->size(); ++d) {
            keys << double(d);
            values << (*payload.pinnedWavelengths)[d];
        }
    pinned_->setData(keys, values, true);
    const bool pinned = payload.pinnedWavelengths && request.scene.pinned;
    if (pinned) {
        const PinnedLabels labels =
            pinnedLabels(*request.scene.pinned, request.params, request.band, false);
        graph_->setName(labels.current);
        pinned_->setName(labels.pinned);
    }
    plot()->legend->setVisible(pinned);
}

void FrequencyBandView::resetView() {
    if (!result_)
        return;
    const double L = double(result_->request.params.length);
    const FrequenciesPayload& payload = result_->payload<FrequenciesPayload>();
    double dims = double(payload.wavelengths.size());
    double lo = payload.wavelengthMin, hi = payload.wavelengthMax;
    // A pinned setting of another D or base: all of its steps too.
    if (payload.pinnedWavelengths && !payload.pinnedWavelengths->empty()) {
        const auto& pinned = *payload.pinnedWavelengths;
        dims = std::max(dims, double(pinned.size()));
        lo = std::min(lo, *std::min_element(pinned.begin(), pinned.end()));
        hi = std::max(hi, *std::max_element(pinned.begin(), pinned.end()));
    }
    setRangesQuietly([&] {
        plot()->xAxis->setRange(-0.5, dims - 0.5);
        // L in range whatever it is: "L = 3" labelled a line below the axis.
        plot()->yAxis->setRange(std::min(lo, L) / 2.0, std::max(hi, L) * 2.0);
    });
    replotSoon();
}

void FrequencyBandView::showSelection(const Selection& selection) {
    selection_ = selection;
    for (QCPAbstractItem* item : marks_)
        plot()->removeItem(item);
    marks_.clear();
    if (!result_)
        return;
    QCustomPlot* p = plot();
    if (selection.hasBand())
        marks_ << addVerticalBand(p, double(selection.bandFirst) - 0.5,
                                  double(selection.bandLast) + 0.5, QColor(120, 120, 0),
                                  QColor(255, 230, 0, 70));
    // The sequence length: dimensions above this line never finish one period within L.
    const double L = double(result_->request.params.length);
    auto* lengthLine =
        static_cast<QCPItemStraightLine*>(addHorizontalMark(p, L, QColor(178, 24, 43), 1.0));
    marks_ << lengthLine;
    // At the right end of its line: at the left it ran into the axis and the selected
    // dimension's mark, while the right end is where the slowest, longest wavelengths are,
    // far above any L a lesson uses. Near the top of the axis it hangs below its line. Where
    // the selected dimension's mark would cross it there (the last dim selected, as the odd-D
    // preset does), it ends just left of the mark instead.
    auto* label = new QCPItemText(p);
    label->setPadding(QMargins(3, 1, 3, 1));
    label->setBrush(QColor(255, 255, 255, 200)); // readable over a step it crosses
    label->setText(tr("L = %1").arg(result_->request.params.length));
    label->setColor(QColor(178, 24, 43));
    label->setFont(resizedFont(font(), 10));
    const QRect rect = p->axisRect()->rect();
    const double rightEnd = rect.left() + 0.97 * rect.width(); // in pixels, as the mark
    const double width = QFontMetricsF(label->font()).horizontalAdvance(label->text()) + 6.0;
    const double mark = p->xAxis->coordToPixel(double(selection.dimension));
    const bool crossed =
        rect.width() > width && mark > rightEnd - width - 4.0 && mark < rightEnd + 4.0;
    if (crossed) {
        label->position->setCoords(p->xAxis->pixelToCoord(mark - 4.0), L);
    } else {
        label->position->setTypeX(QCPItemPosition::ptAxisRectRatio);
        label->position->setCoords(0.97, L);
    }
    const QCPRange shown = p->yAxis->range();
    const double height = std::log(shown.upper) - std::log(std::max(shown.lower, 1e-300));
    const bool nearTop = std::log(L) > std::log(std::max(shown.lower, 1e-300)) + 0.85 * height;
    label->setPositionAlignment(Qt::AlignRight | (nearTop ? Qt::AlignTop : Qt::AlignBottom));
    marks_ << label;
    marks_ << addVerticalMark(p, double(selection.dimension), Qt::black, 1.0);
    QVector<double> x, y;
    for (std::int64_t d : selection.waveDims)
        if (d >= 0 && d < std::int64_t(result_->payload<FrequenciesPayload>().wavelengths.size())) {
            x << double(d);
            y << result_->payload<FrequenciesPayload>().wavelengths[std::size_t(d)];
        }
    chosen_->setData(x, y);
    replotSoon();
}

std::int64_t FrequencyBandView::dimensionAt(int x) const {
    const std::int64_t dims =
        result_ ? std::int64_t(result_->payload<FrequenciesPayload>().wavelengths.size()) : 1;
    const auto d = std::int64_t(std::llround(plot()->xAxis->pixelToCoord(x)));
    return std::clamp<std::int64_t>(d, 0, dims - 1);
}

void FrequencyBandView::onPress(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton || !result_)
        return;
    dragging_ = true;
}

void FrequencyBandView::onMove(QMouseEvent* event) {
    if (!result_)
        return;
    if (!dragging_) {
        const std::int64_t d = dimensionAt(event->pos().x());
        inspect(event,
                tr("dim %1: wavelength %2 positions")
                    .arg(d)
                    .arg(numberText(
                        result_->payload<FrequenciesPayload>().wavelengths[std::size_t(d)], 8)));
        return;
    }
    if (!dragBand_) {
        dragBand_ = static_cast<QCPItemRect*>(
            addVerticalBand(plot(), 0, 0, QColor(120, 120, 0), QColor(255, 230, 0, 90)));
    }
    const double x0 = plot()->xAxis->pixelToCoord(pressPosition().x());
    const double x1 = plot()->xAxis->pixelToCoord(event->pos().x());
    dragBand_->topLeft->setCoords(std::min(x0, x1), 0.0);
    dragBand_->bottomRight->setCoords(std::max(x0, x1), 1.0);
    replotSoon();
}

void FrequencyBandView::onRelease(QMouseEvent* event) {
    if (!dragging_)
        return;
    dragging_ = false;
    if (dragBand_) {
        plot()->removeItem(dragBand_);
        dragBand_ = nullptr;
    }
    const std::int64_t a = dimensionAt(pressPosition().x()), b = dimensionAt(event->pos().x());
    if (isClick(event))
        afterClick([this, a] { emit picked({SelectionPick::What::Dimension, a, 0}); });
    else
        emit picked({SelectionPick::What::Band, std::min(a, b), std::max(a, b)});
}

namespace {

ViewPart figurePart(const pe::EncodingParams&, std::int64_t, std::int64_t) {
    return frequenciesPart();
}

std::unique_ptr<ViewPlotData> prepare(const ViewPayload& payload) {
    const auto& wavelengths = static_cast<const FrequenciesPayload&>(payload).wavelengths;
    auto data = std::make_unique<GraphPoints>();
    data->points.reset(new QCPGraphDataContainer);
    QVector<QCPGraphData> points(int(wavelengths.size()));
    for (int d = 0; d < points.size(); ++d)
        points[d] = QCPGraphData(double(d), wavelengths[std::size_t(d)]);
    data->points->set(points, true);
    return data;
}

} // namespace

namespace {

// The view as numpy and matplotlib (ui/views/python_code.h).
QString pythonCode(const ExploreRequest&) {
    // As the figure draws them: one flat step a dimension on a log axis, and L dotted, named.
    return pythonFilled(
        QStringLiteral(
            "data = 2 * np.pi * divisor[col_pair]  # each dimension's wavelength, in positions\n"
            "fig, ax = plt.subplots(figsize=(8, 4.5))\n"
            "ax.step(np.arange(D), data, where=\"mid\", color=\"0.25\", linewidth=1)\n"
            "ax.set_yscale(\"log\")\n"
            "ax.axhline(L, color=\"#b2182b\", linestyle=\":\", linewidth=1)\n"
            "ax.text(D - 0.5, L, @l_label@.replace(\"%1\", str(L)), color=\"#b2182b\", "
            "ha=\"right\", va=\"bottom\")\n"
            "ax.set_xlabel(@dimension@)\n"
            "ax.set_ylabel(@wavelength@)\n"),
        {{"l_label", pythonString(FrequencyBandView::tr("L = %1"))},
         {"dimension", pythonString(FrequencyBandView::tr("dimension"))},
         {"wavelength", pythonString(FrequencyBandView::tr("wavelength (positions)"))}});
}

} // namespace

const ViewInfo& FrequencyBandView::descriptor() {
    static const ViewInfo info = [] {
        ViewInfo v;
        v.kind = ViewKind::Frequencies;
        v.name = "frequencies";
        v.title = QT_TRANSLATE_NOOP("PlotView", "Wavelength per dimension");
        v.what = QT_TRANSLATE_NOOP(
            "PlotView",
            "The wavelength of every dimension, from 2 pi to about 2 pi x base. Drag across "
            "dimensions to choose a band; the similarity can then use that band alone.");
        v.position = PositionUse::Never;
        v.colors = ColorScale::None;
        v.place = Placement::TableTabs;
        v.tabTitle = QT_TRANSLATE_NOOP("MainWindow", "Wavelength");
        v.make = &makeView<FrequencyBandView>;
        v.step = &frequenciesStep;
        v.figurePart = &figurePart;
        v.prepare = &prepare;
        v.python = &pythonCode;
        return v;
    }();
    return info;
}

ViewPart FrequencyBandView::requestPart(const ExploreRequest&) const {
    return frequenciesPart();
}

// Left and Right step through the dimensions, as a click picks one; with Shift they draw a
// band from the selected dimension, as a drag does, and move its far end.
void FrequencyBandView::keyPressEvent(QKeyEvent* event) {
    const int key = event->key();
    const Qt::KeyboardModifiers modifiers = event->modifiers() & ~Qt::KeypadModifier;
    if (!result_ || (key != Qt::Key_Left && key != Qt::Key_Right) ||
        (modifiers != Qt::NoModifier && modifiers != Qt::ShiftModifier)) {
        PlotView::keyPressEvent(event);
        return;
    }
    const std::int64_t step = key == Qt::Key_Left ? -1 : 1;
    const auto dims = std::int64_t(result_->payload<FrequenciesPayload>().wavelengths.size());
    if (modifiers == Qt::ShiftModifier) {
        keyBand_ = steppedBand(selection_, keyBand_, step, dims);
        emit picked({SelectionPick::What::Band, std::min(keyBand_.anchor, keyBand_.end),
                     std::max(keyBand_.anchor, keyBand_.end)});
        return;
    }
    emit picked({SelectionPick::What::Dimension,
                 std::clamp<std::int64_t>(selection_.dimension + step, 0, dims - 1), 0});
}

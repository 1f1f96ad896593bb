// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/views/offset_profile_view.h"

#include "ui/compute/steps/offsets_step.h"
#include "ui/views/display_scale.h"
#include "ui/views/plot_data.h"
#include "ui/views/python_code.h"

#include <QCoreApplication>

#include "core/similarity_window.h"
#include "ui/compute/number_text.h"
#include "ui/views/plot_marks.h"
#include "ui/views/similarity_view.h"

#include <QToolTip>
#include <cmath>
#include <qcustomplot.h>

OffsetProfileView::OffsetProfileView(QWidget* parent) : PlotView(ViewKind::Offsets, parent) {
    QCustomPlot* p = plot();
    graph_ = p->addGraph();
    graph_->setPen(QPen(QColor(0, 114, 178), 2));
    styleAxis(p->xAxis, tr("offset k"));
    styleAxis(p->yAxis, QString());
    p->xAxis->setTicker(integerTicker(4)); // narrow view: few, readable ticks
    // Only an overlay of several starts has a legend: top right, where the profiles have
    // fallen from 1 at k = 0.
    p->legend->setVisible(false);
    QFont legendFont = font();
    legendFont.setPointSize(plot_text::kLegendPoints);
    p->legend->setFont(legendFont);
    p->legend->setBrush(QColor(255, 255, 255, 220));
    p->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignRight);
    p->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    p->axisRect()->setRangeDrag(Qt::Horizontal);
    p->axisRect()->setRangeZoom(Qt::Horizontal);
    watchAxis(p->xAxis);
    connect(p, &QCustomPlot::mouseMove, this, &OffsetProfileView::onMouseMove);
    setSubtitle(QString());
}

void OffsetProfileView::showResult(ExploreDelivery& delivery) {
    const bool reset = extentChanged(*delivery.result);
    result_ = delivery.result;
    const Sampling& s = result_->payload<OffsetsPayload>().offsets;
    QVector<double> keys(int(s.count)), values(int(s.count));
    for (int m = 0; m < int(s.count); ++m) {
        keys[m] = double(s.at(m));
        values[m] = result_->payload<OffsetsPayload>().offsetValues[std::size_t(m)];
    }
    graph_->setData(keys, values, true);
    showOverlays();
    // Wide pens are stroked slowly by Qt; a long, jagged profile gets the fast 1 px pen.
    graph_->setPen(QPen(QColor(0, 114, 178), s.count > 200 ? 1.0 : 2.0));
    // Dots for the offsets themselves while they are few enough to tell apart.
    graph_->setScatterStyle(s.step == 1 && s.count * 6 <= plot()->axisRect()->width()
                                ? QCPScatterStyle(QCPScatterStyle::ssDisc, 5)
                                : QCPScatterStyle());
    plot()->yAxis->setLabel(metricName(result_->request.metric));
    bool found = false;
    QCPRange valueRange = graph_->getValueRange(found);
    for (QCPGraph* overlay : overlays_) {
        bool has = false;
        const QCPRange r = overlay->getValueRange(has);
        if (has)
            valueRange = found ? QCPRange(std::min(valueRange.lower, r.lower),
                                          std::max(valueRange.upper, r.upper))
                               : r;
        found = found || has;
    }
    if (found)
        plot()->yAxis->setRange(valueRange.lower - 0.05 * valueRange.size() - 1e-9,
                                valueRange.upper + 0.05 * valueRange.size() + 1e-9);
    if (reset)
        resetView();
    updateSubtitle();
    replotSoon();
}

// Translation consistency: the profiles from p = 0 and p = 10 lie on each other, which is
// the lesson. The first is a solid line, the later ones dashed and thinner over it with
// open circles, so both stay visible where they coincide; the legend names each start.
void OffsetProfileView::showOverlays() {
    QCustomPlot* p = plot();
    const auto& curves = result_->payload<OffsetsPayload>().offsetCurves;
    while (overlays_.size() > int(curves.size()))
        p->removeGraph(overlays_.takeLast());
    static const QColor colours[] = {QColor(0, 114, 178), QColor(213, 94, 0), QColor(0, 158, 115)};
    for (int c = 0; c < int(curves.size()); ++c) {
        if (c == overlays_.size())
            overlays_ << p->addGraph();
        const OffsetCurve& curve = curves[std::size_t(c)];
        QVector<double> keys(int(curve.offsets.count)), values(int(curve.offsets.count));
        for (int m = 0; m < keys.size(); ++m) {
            keys[m] = double(curve.offsets.at(m));
            values[m] = curve.values[std::size_t(m)];
        }
        QCPGraph* graph = overlays_[c];
        graph->setData(keys, values, true);
        const QColor colour = colours[c % 3];
        QPen pen(colour, c == 0 ? 3.0 : 1.5);
        if (c > 0)
            pen.setStyle(Qt::DashLine);
        graph->setPen(pen);
        graph->setScatterStyle(c == 0 ? QCPScatterStyle(QCPScatterStyle::ssDisc, colour, 6)
                                      : QCPScatterStyle(QCPScatterStyle::ssCircle, colour, 9));
        graph->setName(tr("from p = %1").arg(curve.from));
        graph->addToLegend();
    }
    // The single profile stands aside while the overlay shows the same start and more.
    const bool overlaid = !overlays_.isEmpty();
    graph_->setVisible(!overlaid);
    if (overlaid)
        graph_->removeFromLegend();
    p->legend->setVisible(overlaid);
}

std::int64_t OffsetProfileView::lastOffset() const {
    std::int64_t last = result_->request.params.length - 1 - result_->from;
    for (const OffsetCurve& curve : result_->payload<OffsetsPayload>().offsetCurves)
        last = std::max(last, result_->request.params.length - 1 - curve.from);
    return last;
}

void OffsetProfileView::resetView() {
    if (!result_)
        return;
    const double last = double(lastOffset());
    setRangesQuietly([this, last] { plot()->xAxis->setRange(-0.5, std::max(last, 0.0) + 0.5); });
    replotSoon();
}

void OffsetProfileView::updateSubtitle() {
    QStringList starts;
    for (const OffsetCurve& curve : result_->payload<OffsetsPayload>().offsetCurves)
        starts << QString::number(curve.from);
    QString text = starts.isEmpty()
                       ? tr("from position p = %1").arg(result_->from)
                       : tr("from positions p = %1: the same curve").arg(starts.join(", "));
    if (const auto& band = result_->request.band)
        text += QStringLiteral(", ") + tr("dims %1-%2 only").arg(band->first).arg(band->last);
    if (result_->payload<OffsetsPayload>().offsets.step > 1)
        text += QStringLiteral("\n") +
                tr("1 point = %1 offsets").arg(result_->payload<OffsetsPayload>().offsets.step);
    setSubtitle(text);
}

ViewWindow OffsetProfileView::offsetWindow() const {
    const QCPRange r = plot()->xAxis->range();
    return {r.lower, r.upper, pixelsAlong(Qt::Horizontal, 110)}; // left axis and margins
}

void OffsetProfileView::onMouseMove(QMouseEvent* event) {
    if (!result_ || event->buttons() != Qt::NoButton)
        return;
    const ExploreRequest& r = result_->request;
    const auto k = std::int64_t(std::llround(plot()->xAxis->pixelToCoord(event->pos().x())));
    if (!plot()->axisRect()->rect().contains(event->pos()) || k < 0 ||
        k > r.params.length - 1 - result_->from) {
        QToolTip::hideText();
        return;
    }
    const double value =
        pe::sampledSimilarityByOffset(r.params, r.metric, result_->from, k, 1, 1, r.band)[0];
    inspect(event, tr("k = %1: %2(%3, %4) = %5")
                       .arg(k)
                       .arg(metricName(r.metric))
                       .arg(result_->from)
                       .arg(result_->from + k)
                       .arg(decimalsText(value, 8)));
}

void OffsetProfileView::showSelection(const Selection& selection) {
    if (mark_)
        plot()->removeItem(mark_);
    mark_ = nullptr;
    partnerMark_ = qQNaN();
    // The profile runs from p forward: q before p has no offset on it. A figure's selection
    // carries no q.
    const std::int64_t k = selection.partner - selection.position;
    if (!figureMode() && selection.position >= 0 && k >= 0) {
        partnerMark_ = double(k);
        mark_ = addVerticalMark(plot(), partnerMark_, QColor(213, 94, 0), 1.5);
    }
    replotSoon();
}

void OffsetProfileView::holdValueRange(double lo, double hi) {
    const double margin = 0.05 * (hi - lo);
    setRangesQuietly([&] { plot()->yAxis->setRange(lo - margin, hi + margin); });
}

namespace {

ViewPart figurePart(const pe::EncodingParams& params, std::int64_t from, std::int64_t maxCells) {
    return offsetsPart(cellsWindow(params.length - from, maxCells));
}

} // namespace

namespace {

// The view as numpy and matplotlib (ui/views/python_code.h).
QString pythonCode(const ExploreRequest& request) {
    return QStringLiteral(
               "%1%2\n"
               "p = %3  # the start position\n"
               "data = similarity(x[p:p + 1], x[p:])[0]  # k = 0 .. L-1-p: between p and p + k\n"
               "fig, ax = plt.subplots(figsize=(8, 4.5))\n"
               "ax.plot(np.arange(data.size), data, marker=\".\" if data.size <= 200 else None)\n"
               "ax.set_xlabel(\"offset k\")\n"
               "ax.set_ylabel(metric)\n")
        .arg(pythonSimilarity(request), pythonBandRows(request), pythonInt(request.from));
}

} // namespace

const ViewInfo& OffsetProfileView::descriptor() {
    static const ViewInfo info{
        ViewKind::Offsets,
        "offsets",
        QT_TRANSLATE_NOOP("PlotView", "Similarity against offset k"),
        QT_TRANSLATE_NOOP(
            "PlotView", "The similarity from the selected position p to p + k for every offset k: "
                        "the same curve from every p, because it depends on the offset only."),
        ViewInputs{/*band=*/true, /*partner=*/false, /*metric=*/true, /*from=*/true},
        PositionUse::Always,
        ColorScale::None,
        Placement::PairTabs,
        QT_TRANSLATE_NOOP("MainWindow", "Offset profile"),
        &makeView<OffsetProfileView>,
        &offsetsStep,
        &figurePart,
        nullptr,
        nullptr,
        &pythonCode,
    };
    return info;
}

ViewPart OffsetProfileView::requestPart(const ExploreRequest& shared) const {
    const ViewWindow window = offsetWindow();
    const bool sameFrom = showsExtent(shared.params) && result_->from == shared.from;
    // An overlay reaches as far as its earliest start does.
    std::int64_t earliest = shared.from;
    for (const std::int64_t start : shared.scene.offsetStarts)
        earliest = std::min(earliest, start);
    return offsetsPart(sameFrom ? window
                                : fullWindow(shared.params.length - earliest, window.pixels));
}

SelectionStep OffsetProfileView::arrowStep(int key) const {
    if (key == Qt::Key_Left)
        return {-1, 0, 0};
    if (key == Qt::Key_Right)
        return {1, 0, 0};
    return {};
}

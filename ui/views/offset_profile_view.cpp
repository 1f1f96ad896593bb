// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/views/offset_profile_view.h"

#include "ui/views/plotkit/unclipped_marks.h"

#include "ui/compute/comparison.h"
#include "ui/compute/steps/offsets_step.h"
#include "ui/views/display_scale.h"
#include "ui/views/plot_data.h"
#include "ui/views/python_code.h"

#include <QCoreApplication>

#include "core/similarity.h"
#include "core/similarity_window.h"
#include "ui/compute/number_text.h"
#include "ui/views/plot_marks.h"
#include "ui/views/similarity_view.h"

#include <QCheckBox>
#include <QToolTip>
#include <cmath>
#include <qcustomplot.h>

namespace {

const QColor kProfileColor(0, 114, 178);

// On the log axis offset 0 stands half a decade left of offset 1.
constexpr double kLogZero = -0.5;

// Decades as ticks of the log axis, "0" at its left end: 0, 1, 10¹, 10², 10³, ... as the
// wavelength axis writes its powers: short names, so every decade has room for its own.
QSharedPointer<QCPAxisTickerText> decadeTicker(std::int64_t last) {
    static const QString superscripts = QString::fromUtf8("⁰¹²³⁴⁵⁶⁷⁸⁹");
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    ticker->addTick(kLogZero, QStringLiteral("0"));
    for (std::int64_t decade = 1, e = 0; decade <= std::max<std::int64_t>(last, 1);
         decade *= 10, ++e) {
        QString name = QString::number(decade);
        if (e >= 1) {
            name = QStringLiteral("10");
            for (const QChar digit : QString::number(e))
                name += superscripts.at(digit.digitValue());
        }
        ticker->addTick(double(e), name);
    }
    return ticker;
}

} // namespace

OffsetProfileView::OffsetProfileView(QWidget* parent) : PlotView(ViewKind::Offsets, parent) {
    QCustomPlot* p = plot();
    // The band first, so the mean line is drawn over it.
    envelopeLow_ = p->addGraph();
    envelopeHigh_ = p->addGraph();
    for (QCPGraph* edge : {envelopeLow_, envelopeHigh_}) {
        edge->setPen(QPen(QColor(0, 114, 178, 90), 1.0));
        edge->removeFromLegend();
    }
    envelopeHigh_->setBrush(QColor(0, 114, 178, 60));
    envelopeHigh_->setChannelFillGraph(envelopeLow_);
    graph_ = p->addGraph();
    graph_->setPen(QPen(QColor(0, 114, 178), 2));
    // k = 0, a position against itself: a dot over the line and the q marker, so that the peak
    // reads at any L (a point standing for many offsets would show their mean there).
    origin_ = new UnclippedMarks(p->xAxis, p->yAxis); // whole at k = 0, the plot's edge
    origin_->setScatterStyle(
        QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(Qt::white, 1.5), QColor(0, 114, 178), 9));
    origin_->setLayer(QStringLiteral("overlay"));
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
    log_ = new QCheckBox(tr("Log-spaced offsets"), this);
    log_->setToolTip(tr("Offsets from 1 to L − 1 − p spaced evenly on a log scale, with 0 at the "
                        "left: near and far distances in one picture, each point exact."));
    addUnderPlot(log_);
    connect(log_, &QCheckBox::toggled, this, [this] {
        applyAxisMode();
        emit windowChanged(); // asks for the other offsets
    });
    connect(p, &QCustomPlot::mouseMove, this, &OffsetProfileView::onMouseMove);
    setSubtitle(QString());
    // Compare with: the pinned setting's profile, dashed in a colour of its own over the
    // current one; the legend names both.
    pinned_ = p->addGraph();
    pinned_->setPen(QPen(QColor(204, 121, 167), 2.0, Qt::DashLine));
    pinned_->removeFromLegend();
}

void OffsetProfileView::figureModeChanged() {
    log_->setVisible(!figureMode());
}

bool OffsetProfileView::logAxis() const {
    return result_ && result_->payload<OffsetsPayload>().isLog();
}

double OffsetProfileView::offsetCoord(std::int64_t k) const {
    if (!logAxis())
        return double(k);
    return k == 0 ? kLogZero : std::log10(double(k));
}

void OffsetProfileView::applyAxisMode() {
    QCustomPlot* p = plot();
    if (logAxis()) {
        p->xAxis->setTicker(decadeTicker(lastOffset()));
        p->xAxis->setLabel(tr("offset k (log scale)"));
    } else {
        p->xAxis->setTicker(integerTicker(4));
        p->xAxis->setLabel(tr("offset k"));
    }
}

void OffsetProfileView::showResult(ExploreDelivery& delivery) {
    const bool modeChanged =
        !result_ || logAxis() != delivery.result->payload<OffsetsPayload>().isLog();
    const bool reset = extentChanged(*delivery.result) || modeChanged;
    result_ = delivery.result;
    const OffsetsPayload& payload = result_->payload<OffsetsPayload>();
    const Sampling& s = payload.offsets;
    // Where a point stands for several offsets, the line is their mean and the band their
    // true min .. max: the peak at k = 0 and the full swing stay visible.
    const bool enveloped = !payload.envelope.mean.empty();
    // The band comes with the whole result; until then the line stands alone.
    const bool banded = !payload.envelope.min.empty();
    QVector<double> keys(int(s.count)), values(int(s.count));
    for (int m = 0; m < int(s.count); ++m) {
        keys[m] = offsetCoord(payload.offsetAt(m));
        values[m] = enveloped ? payload.envelope.mean[std::size_t(m)]
                              : payload.offsetValues[std::size_t(m)];
    }
    // The first point is k = 0 itself, exact: its run's mean would hide the peak of 1.
    const bool atZero = s.count > 0 && payload.offsetAt(0) == 0;
    if (atZero)
        values[0] = payload.offsetValues[0];
    graph_->setData(keys, values, true);
    origin_->data()->clear();
    if (atZero)
        origin_->addData(keys[0], payload.offsetValues[0]);
    if (banded) {
        envelopeLow_->setData(
            keys, QVector<double>(payload.envelope.min.begin(), payload.envelope.min.end()), true);
        envelopeHigh_->setData(
            keys, QVector<double>(payload.envelope.max.begin(), payload.envelope.max.end()), true);
    } else {
        envelopeLow_->data()->clear();
        envelopeHigh_->data()->clear();
    }
    if (modeChanged) {
        applyAxisMode();
        placeMark(); // k = q - p where the new axis draws it
    }
    showOverlays();
    showPinned();
    // Wide pens are stroked slowly by Qt; a long, jagged profile gets the fast 1 px pen.
    graph_->setPen(QPen(kProfileColor, s.count > 200 ? 1.0 : 2.0));
    // Dots for the offsets themselves while they are few enough to tell apart.
    graph_->setScatterStyle((s.step == 1 || payload.isLog()) &&
                                    s.count * 6 <= plot()->axisRect()->width()
                                ? QCPScatterStyle(QCPScatterStyle::ssDisc, 5)
                                : QCPScatterStyle());
    plot()->yAxis->setLabel(metricName(result_->request.metric));
    bool found = false;
    QCPRange valueRange = graph_->getValueRange(found);
    for (QCPGraph* overlay : overlays_ + QList<QCPGraph*>{envelopeLow_, envelopeHigh_, pinned_}) {
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
        graph->setName(tr("from p = %1").arg(curve.p));
        graph->addToLegend();
    }
    // The single profile stands aside while the overlay shows the same start and more.
    const bool overlaid = !overlays_.isEmpty();
    graph_->setVisible(!overlaid);
    if (overlaid)
        graph_->removeFromLegend();
    p->legend->setVisible(overlaid);
}

void OffsetProfileView::showPinned() {
    const OffsetsPayload& payload = result_->payload<OffsetsPayload>();
    const ExploreRequest& request = result_->request;
    QVector<double> keys, values;
    if (payload.pinnedCurve)
        for (std::size_t m = 0; m < payload.pinnedCurve->values.size(); ++m) {
            keys << offsetCoord(payload.offsetAt(std::int64_t(m)));
            values << payload.pinnedCurve->values[m];
        }
    pinned_->setData(keys, values, true);
    // As the profile's own pen: a long, jagged curve is stroked thinner, which Qt does fast.
    pinned_->setPen(QPen(QColor(204, 121, 167), keys.size() > 200 ? 1.5 : 2.0, Qt::DashLine));
    if (!payload.pinnedCurve || !request.scene.pinned) {
        pinned_->removeFromLegend();
        return;
    }
    const PinnedLabels labels =
        pinnedLabels(*request.scene.pinned, request.params, request.band, true);
    if (graph_->visible()) {
        graph_->setName(labels.current);
        graph_->addToLegend();
    }
    pinned_->setName(labels.pinned);
    pinned_->addToLegend();
    plot()->legend->setVisible(true);
}

std::int64_t OffsetProfileView::lastOffset() const {
    std::int64_t last = result_->request.params.length - 1 - result_->p;
    for (const OffsetCurve& curve : result_->payload<OffsetsPayload>().offsetCurves)
        last = std::max(last, result_->request.params.length - 1 - curve.p);
    return last;
}

void OffsetProfileView::resetView() {
    if (!result_)
        return;
    const double last = double(lastOffset());
    if (logAxis())
        setRangesQuietly([this, last] {
            plot()->xAxis->setRange(kLogZero - 0.2, std::log10(std::max(last, 1.0)) + 0.1);
        });
    else
        setRangesQuietly([this, last] {
            // Where a point stands for many offsets, the first one's band (reaching the exact 1
            // at k = 0) would lie on the axis line: it is set a little way in.
            const bool many = result_->payload<OffsetsPayload>().offsets.step > 1;
            const double margin = many ? 0.015 * (std::max(last, 0.0) + 1.0) : 0.0;
            plot()->xAxis->setRange(-0.5 - margin, std::max(last, 0.0) + 0.5);
        });
    replotSoon();
}

void OffsetProfileView::updateSubtitle() {
    QStringList starts;
    for (const OffsetCurve& curve : result_->payload<OffsetsPayload>().offsetCurves)
        starts << QString::number(curve.p);
    QString text = starts.isEmpty()
                       ? tr("from position p = %1").arg(result_->p)
                       : tr("from positions p = %1: the same curve").arg(starts.join(", "));
    if (const auto& band = result_->request.band)
        text += QStringLiteral(", ") + tr("dims %1-%2 only").arg(band->first).arg(band->last);
    const OffsetsPayload& payload = result_->payload<OffsetsPayload>();
    if (payload.isLog())
        text += QStringLiteral("\n") +
                tr("log axis: %1 whole offsets, each exact").arg(payload.logOffsets.size());
    else if (payload.offsets.step > 1 && payload.bandPending)
        text += QStringLiteral("\n") + tr("1 point = %1 offsets: line their mean; their min .. "
                                          "max band is being computed")
                                           .arg(payload.offsets.step);
    else if (payload.offsets.step > 1)
        text += QStringLiteral("\n") + tr("1 point = %1 offsets: line their mean, band their "
                                          "min .. max")
                                           .arg(payload.offsets.step);
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
    const double x = plot()->xAxis->pixelToCoord(event->pos().x());
    std::int64_t k = std::int64_t(std::llround(x));
    if (const OffsetsPayload& payload = result_->payload<OffsetsPayload>(); payload.isLog()) {
        // The drawn offset nearest the cursor: only those are on the log axis.
        const auto nearest =
            std::min_element(payload.logOffsets.begin(), payload.logOffsets.end(),
                             [&](std::int64_t a, std::int64_t b) {
                                 return std::abs(offsetCoord(a) - x) < std::abs(offsetCoord(b) - x);
                             });
        k = nearest == payload.logOffsets.end() ? -1 : *nearest;
    }
    if (!plot()->axisRect()->rect().contains(event->pos()) || k < 0 ||
        k > r.params.length - 1 - result_->p) {
        QToolTip::hideText();
        return;
    }
    // The exact value, O(D): of the table where one is shown, as the curve is.
    double value = 0.0;
    if (r.table) {
        const Eigen::Index first = r.band ? r.band->first : 0;
        const Eigen::Index width = r.band ? r.band->last - r.band->first + 1 : r.table->cols();
        pe::Matrix pair(2, width);
        pair.row(0) = r.table->row(result_->p).segment(first, width);
        pair.row(1) = r.table->row(result_->p + k).segment(first, width);
        value = pe::similarityOf(pair, r.metric)(0, 1);
    } else {
        value = pe::sampledSimilarityByOffset(r.params, r.metric, result_->p, k, 1, 1, r.band)[0];
    }
    inspect(event, tr("k = %1: %2(%3, %4) = %5")
                       .arg(k)
                       .arg(metricName(r.metric))
                       .arg(result_->p)
                       .arg(result_->p + k)
                       .arg(decimalsText(value, 8)));
}

void OffsetProfileView::showSelection(const Selection& selection) {
    // The profile runs from p forward: q before p has no offset on it. A figure's selection
    // carries no q.
    const std::int64_t k = selection.q - selection.p;
    markedOffset_ = !figureMode() && selection.p >= 0 && k >= 0 ? k : -1;
    placeMark();
}

void OffsetProfileView::placeMark() {
    if (mark_)
        plot()->removeItem(mark_);
    mark_ = nullptr;
    qMark_ = qQNaN();
    if (markedOffset_ >= 0) {
        qMark_ = offsetCoord(markedOffset_);
        mark_ = addVerticalMark(plot(), qMark_, QColor(213, 94, 0), 1.5);
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

// More offsets than the figure's points: each point the mean of its run of offsets about it,
// its band their min .. max, and k = 0 itself exact, as the figure draws them.
const char* const kOffsetsDrawing = R"PY(points = @points@  # the figure's points at most
step = -(-data.size // points)  # ceil: offsets a point
fig, ax = plt.subplots(figsize=(8, 4.5))
every = ""
if step == 1:
    ax.plot(np.arange(data.size), data, marker="." if data.size <= 200 else None)
else:
    samples = np.arange(0, data.size, step)
    first = np.maximum(0, samples - (step - 1) // 2)  # each point's run, about it
    last = np.minimum(data.size - 1, samples - (step - 1) // 2 + step - 1)
    sums = np.concatenate([[0.0], np.cumsum(data)])
    mean = (sums[last + 1] - sums[first]) / (last - first + 1)
    mean[0] = data[0]  # k = 0 itself: its run's mean would hide the peak
    ax.fill_between(samples, np.minimum.reduceat(data, first), np.maximum.reduceat(data, first),
                    color="#0072b2", alpha=60 / 255, linewidth=0)
    ax.plot(samples, mean, color="#0072b2")
    every = "\n" + @every@.replace("%1", str(step))
ax.plot([0], [data[0]], "o", color="#0072b2")  # p itself, k = 0, as the figure marks it
)PY";

QString offsetsDrawing(const ExploreRequest& request) {
    std::int64_t points = kFigureMaxCells;
    for (const ViewPart& part : request.views)
        if (part.step == &offsetsStep() && !part.windows.empty() && part.windows[0].pixels > 0)
            points = part.windows[0].pixels;
    return pythonFilled(QString::fromUtf8(kOffsetsDrawing),
                        {{"points", pythonInt(points)},
                         {"every", pythonString(OffsetProfileView::tr(
                                       "1 point = %1 offsets: line their mean, band their min .. "
                                       "max"))}});
}

// The view as numpy and matplotlib (ui/views/python_code.h).
QString pythonCode(const ExploreRequest& request) {
    return QStringLiteral(
               "%1%2\n"
               "p = %3  # the start position\n"
               "data = similarity(x[p:p + 1], x[p:])[0]  # k = 0 .. L-1-p: between p and p + k\n"
               "%9"
               "ax.set_xlabel(%7)\n"
               "ax.set_ylabel(%8)  # the metric, as the figure names it\n"
               "ax.set_title(%4.replace(\"%5\", str(p))%6 + every)\n")
        .arg(pythonSimilarity(request), pythonBandRows(request), pythonInt(request.p),
             pythonString(OffsetProfileView::tr("from position p = %1")), QStringLiteral("%1"),
             request.band
                 ? QStringLiteral(" + ") +
                       pythonString(QStringLiteral(", ") + OffsetProfileView::tr("dims %1-%2 only")
                                                               .arg(request.band->first)
                                                               .arg(request.band->last))
                 : QString(),
             pythonString(OffsetProfileView::tr("offset k")),
             pythonString(metricName(request.metric)), offsetsDrawing(request));
}

} // namespace

const ViewInfo& OffsetProfileView::descriptor() {
    static const ViewInfo info = [] {
        ViewInfo v;
        v.kind = ViewKind::Offsets;
        v.name = "offsets";
        v.title = QT_TRANSLATE_NOOP("PlotView", "Similarity against offset k");
        v.what = QT_TRANSLATE_NOOP(
            "PlotView", "The similarity from the selected position p to p + k for every offset k: "
                        "the same curve from every p, because it depends on the offset only.");
        v.uses.band = true;
        v.uses.metric = true;
        v.uses.p = true;
        v.position = PositionUse::Always;
        v.colors = ColorScale::None;
        v.place = Placement::PairTabs;
        v.tabTitle = QT_TRANSLATE_NOOP("MainWindow", "Offsets");
        v.make = &makeView<OffsetProfileView>;
        v.step = &offsetsStep;
        v.figurePart = &figurePart;
        v.python = &pythonCode;
        v.logOffsetsPart = [](const ViewPart& own) {
            return offsetsPart(own.windows.at(0), /*logOffsets=*/true);
        };
        v.comesForwardOn = Moment::TableOpened | Moment::StartsCompared;
        return v;
    }();
    return info;
}

ViewPart OffsetProfileView::requestPart(const ExploreRequest& shared) const {
    const ViewWindow window = offsetWindow();
    const bool sameFrom = showsExtent(shared.params) && result_->p == shared.p;
    // An overlay reaches as far as its earliest start does.
    std::int64_t earliest = shared.p;
    for (const std::int64_t start : shared.scene.offsetStarts)
        earliest = std::min(earliest, start);
    if (log_->isChecked())
        return offsetsPart(window, /*logOffsets=*/true);
    return offsetsPart(sameFrom && !logAxis()
                           ? window
                           : fullWindow(shared.params.length - earliest, window.pixels));
}

SelectionStep OffsetProfileView::arrowStep(int key) const {
    if (key == Qt::Key_Left)
        return {-1, 0, 0};
    if (key == Qt::Key_Right)
        return {1, 0, 0};
    return {};
}

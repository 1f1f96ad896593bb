// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/views/springs_view.h"

#include "ui/compute/comparison.h"
#include "ui/compute/steps/springs_step.h"
#include "ui/views/decade_ticker.h"
#include "ui/views/plot_data.h"

#include "core/pair_distance.h"
#include "core/sinusoidal_encoding.h"
#include "ui/compute/number_text.h"
#include "ui/views/display_scale.h"
#include "ui/views/plot_marks.h"

#include <QKeyEvent>
#include <QStyle>
#include <QTimer>
#include <QToolButton>
#include <QToolTip>
#include <algorithm>
#include <cmath>
#include <limits>
#include <qcustomplot.h>

namespace {

// A fully stretched spring: a pair that turned half a turn contributes 2 - 2 cos(pi) = 4.
constexpr double kMaxShare = 4.0;
constexpr double kPi = 3.14159265358979323846;
// The least time one picture of a sweep stays on show: at a fast worker's pace a sweep over
// 64 positions was over before a class could read it; about 12 pictures a second.
constexpr int kSweepPaceMs = 80;
const QColor kBarColor(0, 114, 178);
const QColor kMarkColor(213, 94, 0);
const QColor kWrappedColor(150, 150, 150);
const QColor kPinnedColor(204, 121, 167);

} // namespace

SpringsView::SpringsView(QWidget* parent, WhichQ which)
    : PlotView(ViewKind::Springs, parent), far_(which == WhichQ::Far) {
    QCustomPlot* p = plot();
    bars_ = new QCPBars(p->xAxis, p->yAxis);
    bars_->setPen(Qt::NoPen);
    bars_->setBrush(kBarColor);
    bars_->setWidthType(QCPBars::wtPlotCoords);
    bars_->setName(tr("can tell the distance"));
    // Grey and hatched, so the wrapped pairs read as set aside in print and for the colour blind.
    wrapped_ = new QCPBars(p->xAxis, p->yAxis);
    wrapped_->setPen(QPen(kWrappedColor, 1.0));
    wrapped_->setBrush(QBrush(kWrappedColor, Qt::BDiagPattern));
    wrapped_->setWidthType(QCPBars::wtPlotCoords);
    wrapped_->setName(tr("wrapped: turned past half a turn"));
    // Compare with: the pinned setting's springs as outlines over the bars, so both heights
    // read where they differ; the legend names both settings.
    pinned_ = new QCPBars(p->xAxis, p->yAxis);
    pinned_->setPen(QPen(kPinnedColor, 2.0));
    pinned_->setBrush(Qt::NoBrush);
    pinned_->setWidthType(QCPBars::wtPlotCoords);
    pinned_->removeFromLegend();
    // Its wrapped pairs hatched in its own colour, as the current setting's are in grey.
    pinnedWrapped_ = new QCPBars(p->xAxis, p->yAxis);
    pinnedWrapped_->setPen(QPen(kPinnedColor, 2.0));
    pinnedWrapped_->setBrush(QBrush(kPinnedColor, Qt::FDiagPattern));
    pinnedWrapped_->setWidthType(QCPBars::wtPlotCoords);
    pinnedWrapped_->removeFromLegend();
    // A wedge on the axis under every bar with a wrapped pair: a pair whose share is too small
    // to see (0.007 of 4) is wrapped all the same, and the marks agree with the count.
    wrappedMarks_ = new QCPGraph(p->xAxis, p->yAxis);
    wrappedMarks_->setLineStyle(QCPGraph::lsNone);
    QPainterPath wedge;
    wedge.moveTo(-5.0, 0.0);
    wedge.lineTo(5.0, 0.0);
    wedge.lineTo(0.0, -9.0);
    wedge.closeSubpath();
    wrappedMarks_->setScatterStyle(
        QCPScatterStyle(wedge, QPen(QColor(70, 70, 70), 1.0), kWrappedColor.darker(130), 6.0));
    wrappedMarks_->removeFromLegend();
    pinnedMarks_ = new QCPGraph(p->xAxis, p->yAxis);
    pinnedMarks_->setLineStyle(QCPGraph::lsNone);
    pinnedMarks_->setScatterStyle(
        QCPScatterStyle(wedge, QPen(kPinnedColor.darker(140), 1.0), kPinnedColor, 6.0));
    pinnedMarks_->removeFromLegend();
    p->legend->setVisible(false);
    p->legend->setFont(resizedFont(font(), 9));
    // Out of every layout until a pair wraps: a hidden element in a grid still takes its row.
    p->axisRect()->insetLayout()->take(p->legend);
    p->axisRect()->insetLayout()->simplify();
    p->legend->setBorderPen(Qt::NoPen);
    p->legend->setBrush(Qt::NoBrush);
    p->legend->setMargins(QMargins(4, 0, 4, 0));
    p->legend->setColumnSpacing(12);
    p->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    styleAxis(p->xAxis, tr("frequency pair i (fast to slow)"));
    // The far springs stand beside the near ones, on the same scale: as plots side by side
    // share one, the near ones' label names both axes, and the far bars keep its room.
    styleAxis(p->yAxis, far_ ? QString() : tr("contribution to the squared distance"));
    p->xAxis->setTicker(integerTicker(4)); // narrow view: few, readable ticks
    // A darker grid line at pair 0 would read as a mark.
    p->xAxis->grid()->setZeroLinePen(Qt::NoPen);
    // Whole numbers up to the 4 of a fully stretched spring, thinned as the text grows.
    p->yAxis->setTicker(integerTicker(5));
    p->yAxis->setRange(0.0, kMaxShare * 1.12);
    halfTurnLabel_ = new QCPItemText(p);
    halfTurnLabel_->setClipToAxisRect(true);
    halfTurnLabel_->position->setTypeX(QCPItemPosition::ptPlotCoords);
    halfTurnLabel_->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
    halfTurnLabel_->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
    halfTurnLabel_->setColor(kMarkColor);
    halfTurnLabel_->setFont(resizedFont(font(), 9));
    halfTurnLabel_->setText(tr("ω_i |q − p| = π"));
    halfTurnLabel_->setVisible(false);
    // One line in the course's words under the plot: what the picture says.
    note_ = new QCPTextElement(p, QString(), resizedFont(font(), 9));
    note_->setTextColor(QColor(60, 60, 60));
    p->plotLayout()->addElement(3, 0, note_);
    play_ = new QToolButton(this);
    pace_ = new QTimer(this);
    pace_->setObjectName(QStringLiteral("sweepPace")); // tests tell a paused sweep from a stall
    pace_->setSingleShot(true);
    pace_->setInterval(kSweepPaceMs);
    connect(pace_, &QTimer::timeout, this, &SpringsView::sweepOn);
    play_->setCheckable(true);
    play_->setText(tr("Sweep q"));
    play_->setToolTip(tr("Moves q away from p, one step per new picture, to the end of the "
                         "positions (Space in the plot starts and stops it)"));
    play_->setIcon(style()->standardIcon(QStyle::SP_MediaPlay));
    play_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    play_->adjustSize();
    connect(play_, &QToolButton::toggled, this, &SpringsView::setSweeping);
    connect(p, &QCustomPlot::mouseMove, this, &SpringsView::onMouseMove);
    canvas()->addFitter(this, [this] { return fitHeadroom(); });
    canvas()->addFitter(this, [this] { return fitNoteToRoom(); });
    // The wedges no wider than the bars they stand under: wider, neighbours' overlapped into a
    // band along the axis that hid the small bars (64 pairs in a narrow figure).
    canvas()->addFitter(this, [this] {
        double gap = std::numeric_limits<double>::infinity(),
               last = std::numeric_limits<double>::quiet_NaN();
        for (const QCPGraphData& mark : *wrappedMarks_->data()) {
            const double x = plot()->xAxis->coordToPixel(mark.key);
            gap = std::isnan(last) ? gap : std::min(gap, std::abs(x - last));
            last = x;
        }
        QCPScatterStyle style = wrappedMarks_->scatterStyle();
        style.setSize(6.0 * std::clamp(0.8 * gap / 10.0, 0.3, 1.0));
        wrappedMarks_->setScatterStyle(style);
        return false; // the marks' size moves nothing else
    });
    connect(&DisplayScale::instance(), &DisplayScale::changed, this, &SpringsView::placePlayButton);
    setSubtitle(QString());
    fitNote();
}

// Room above a bar of the full 4 for the half-turn label, whatever the plot's height and text
// size: without it the label sat on the top of the bar it marks (p = 0, q = 3, pair 0), and
// that bar's reaching 4 is what the picture is there to show.
bool SpringsView::fitHeadroom() {
    const double height = plot()->axisRect()->height();
    const double label = QFontMetricsF(halfTurnLabel_->font()).height() + 4.0;
    const double free = 0.98 - label / std::max(height, 1.0); // under the label (at 2 % down)
    // In a plot only a few lines high the bars keep most of it, and the label may touch them.
    const double upper = std::max(kMaxShare * 1.12, kMaxShare / std::max(free, 1.0 / 1.5));
    if (std::abs(plot()->yAxis->range().upper - upper) < 1e-9)
        return false;
    setRangesQuietly([this, upper] { plot()->yAxis->setRange(0.0, upper); });
    return true;
}

void SpringsView::resizeEvent(QResizeEvent* event) {
    PlotView::resizeEvent(event);
    placePlayButton();
    fitNote();
}

void SpringsView::availabilityChanged() {
    if (!unavailable().isEmpty())
        setSweeping(false);
    placePlayButton();
}

void SpringsView::placePlayButton() {
    // In the top right corner, beside the title: a row of its own took the bars' height. In a
    // narrow view its icon alone, so the title keeps the room to be read whole; where even
    // that would push the title onto a second line (large text), no button: the bars keep
    // the room, and Space in the plot still sweeps.
    play_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    play_->adjustSize();
    if (play_->width() > width() / 5) {
        play_->setToolButtonStyle(Qt::ToolButtonIconOnly);
        play_->adjustSize();
    }
    QFont smallest = resizedFont(font(), kSmallestTitlePoints, true);
    smallest.setPointSizeF(kSmallestTitlePoints * displayScale());
    const int inset = play_->width() + 8;
    const bool room = QFontMetrics(smallest).horizontalAdvance(title()) <= width() - 12 - 2 * inset;
    play_->setVisible((room || play_->isChecked()) && unavailable().isEmpty());
    play_->move(width() - play_->width() - 4, 4);
    play_->raise();
    setTitleInset(play_->isVisible() ? inset : 0);
}

void SpringsView::showResult(ExploreDelivery& delivery) {
    result_ = delivery.result;
    const SpringsPayload& payload = shownPayload();
    setBars(payload.springs, result_->request.params, bars_, wrapped_, wrappedMarks_);
    if (payload.byWavelength != byWavelength_) {
        byWavelength_ = payload.byWavelength;
        if (byWavelength_)
            plot()->xAxis->setTicker(QSharedPointer<DecadeTicker>::create());
        else
            plot()->xAxis->setTicker(integerTicker(4));
        plot()->xAxis->setLabel(byWavelength_ ? tr("wavelength 2π/ω_i of each pair (log scale, "
                                                   "fast to slow)")
                                              : tr("frequency pair i (fast to slow)"));
    }
    showPinned();
    resetView();
    updateSubtitle();
    fitNote();
    replotSoon();
    // The next step once this picture is on show, and not before the pace allows: the sweep
    // waits for the worker, and a fast worker does not turn it into a blur.
    if (sweeping_) {
        stepDue_ = true;
        if (!pace_->isActive())
            sweepOn();
    }
}

void SpringsView::sweepOn() {
    if (!sweeping_ || !stepDue_ || !result_)
        return;
    stepDue_ = false;
    const PairSprings& s = shownPayload().springs;
    const std::int64_t L = result_->request.params.length;
    const std::int64_t next = std::clamp<std::int64_t>(s.q + sweepStep_, 0, L - 1);
    if (next == s.q)
        return setSweeping(false);
    emit stepRequested(qStep(next - s.q));
    pace_->start();
}

// Bar b's place on the x axis: centred on the pairs it stands for (the last may stand for
// fewer), by index or by wavelength.
double SpringsView::barKey(const PairSprings& s, const pe::EncodingParams& params, int b) const {
    const double first = double(s.bins.at(b));
    const double last = double(std::min(s.bins.at(b) + s.bins.step, s.pairs) - 1);
    return springsKey(params, 0.5 * (first + last), byWavelengthOf(result_));
}

bool SpringsView::byWavelengthOf(const std::shared_ptr<const ExploreResult>& result) const {
    return result && shownPayload().byWavelength;
}

const SpringsPayload& SpringsView::shownPayload() const {
    return far_ ? result_->payload<FarSpringsPayload>().far : result_->payload<SpringsPayload>();
}

const ComputeStep& SpringsView::computeStep() const {
    return far_ ? farSpringsStep() : springsStep();
}

QString SpringsView::title() const {
    return far_ ? tr("What tells p and a far q apart") : PlotView::title();
}

// The far view's steps move the far q; Up and Down move p in both.
SelectionStep SpringsView::qStep(std::int64_t qs) const {
    SelectionStep step;
    (far_ ? step.farQs : step.qs) = qs;
    return step;
}

// The bars of one setting, those of wrapped pairs apart, and a wedge under each bar with a
// wrapped pair.
void SpringsView::setBars(const PairSprings& s, const pe::EncodingParams& params, QCPBars* telling,
                          QCPBars* wrapped, QCPGraph* marks) const {
    QVector<double> marked, zeros;
    for (int b = 0; b < int(s.barAnyWrapped.size()); ++b)
        if (s.barAnyWrapped[std::size_t(b)]) {
            marked << barKey(s, params, b);
            zeros << 0.0;
        }
    marks->setData(marked, zeros, true);
    QVector<double> keys, values, wrappedKeys, wrappedValues;
    for (int b = 0; b < int(s.bins.count); ++b) {
        const bool isWrapped = b < int(s.barWrapped.size()) && s.barWrapped[std::size_t(b)];
        (isWrapped ? wrappedKeys : keys) << barKey(s, params, b);
        (isWrapped ? wrappedValues : values) << s.barValues[std::size_t(b)];
    }
    const double width = springsPairSpacing(params, byWavelengthOf(result_)) * double(s.bins.step) *
                         (s.bins.step > 1 ? 1.0 : 0.8);
    for (QCPBars* bars : {telling, wrapped})
        bars->setWidth(width);
    telling->setData(keys, values, true);
    wrapped->setData(wrappedKeys, wrappedValues, true);
}

void SpringsView::showPinned() {
    const SpringsPayload& payload = shownPayload();
    const ExploreRequest& request = result_->request;
    if (payload.pinned && request.scene.pinned) {
        setBars(*payload.pinned, pinnedParams(*request.scene.pinned, request.params), pinned_,
                pinnedWrapped_, pinnedMarks_);
    } else {
        pinned_->data()->clear();
        pinnedWrapped_->data()->clear();
        pinnedMarks_->data()->clear();
    }
    const QString telling = tr("can tell the distance");
    if (payload.pinned && request.scene.pinned) {
        const PinnedLabels labels =
            pinnedLabels(*request.scene.pinned, request.params, request.band, false);
        bars_->setName(telling + QStringLiteral(", ") + labels.current);
        pinned_->setName(labels.pinned);
        pinned_->addToLegend();
        pinnedWrapped_->setName(labels.pinned + QStringLiteral(", ") + tr("wrapped"));
        if (payload.pinned->wrappedPairs > 0)
            pinnedWrapped_->addToLegend();
        else
            pinnedWrapped_->removeFromLegend();
    } else {
        bars_->setName(telling);
        pinned_->removeFromLegend();
        pinnedWrapped_->removeFromLegend();
    }
}

void SpringsView::figureModeChanged() {
    play_->setVisible(!figureMode());
}

void SpringsView::setSweeping(bool on) {
    if (on == sweeping_)
        return;
    sweeping_ = on;
    play_->setChecked(on);
    play_->setIcon(style()->standardIcon(on ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    fitNote();
    if (!on || !result_)
        return;
    const PairSprings& s = shownPayload().springs;
    const std::int64_t L = result_->request.params.length;
    // About 200 pictures from q to the far end, in whole steps, away from p. With q at the end
    // already, Play starts again from p's neighbour, as a player does at the end of a track.
    const std::int64_t away = s.q >= s.p ? 1 : -1;
    std::int64_t from = s.q;
    if ((away > 0 ? L - 1 - s.q : s.q) <= 0)
        from = std::clamp<std::int64_t>(s.p + away, 0, L - 1);
    const std::int64_t room = away > 0 ? L - 1 - from : from;
    sweepStep_ = away * std::max<std::int64_t>(1, room / 200);
    if (room <= 0 && from == s.q)
        return setSweeping(false);
    stepDue_ = false;
    emit stepRequested(qStep(from != s.q ? from - s.q : sweepStep_));
    pace_->start();
}

void SpringsView::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Space && event->modifiers() == Qt::NoModifier) {
        setSweeping(!sweeping_);
        return;
    }
    PlotView::keyPressEvent(event);
}

void SpringsView::resetView() {
    if (!result_)
        return;
    const QCPRange range = pairsRange();
    setRangesQuietly([this, range] { plot()->xAxis->setRange(range); });
    placeHalfTurn();
    replotSoon();
}

// From half a pair before the first to half a pair after the last, of both settings when one
// is pinned (a larger D has more pairs; by wavelength another base reaches further).
QCPRange SpringsView::pairsRange() const {
    const SpringsPayload& payload = shownPayload();
    const bool byWavelength = payload.byWavelength;
    const auto span = [byWavelength](const pe::EncodingParams& params, std::int64_t pairs) {
        return QCPRange(springsKey(params, -0.5, byWavelength),
                        springsKey(params, double(pairs) - 0.5, byWavelength));
    };
    const ExploreRequest& request = result_->request;
    QCPRange range = span(request.params, payload.springs.pairs);
    if (payload.pinned && request.scene.pinned) {
        const QCPRange pinned =
            span(pinnedParams(*request.scene.pinned, request.params), payload.pinned->pairs);
        range = QCPRange(std::min(range.lower, pinned.lower), std::max(range.upper, pinned.upper));
    }
    return range;
}

void SpringsView::placeHalfTurn() {
    if (halfTurn_)
        plot()->removeItem(halfTurn_);
    halfTurn_ = nullptr;
    halfTurnLabel_->setVisible(false);
    const double x = halfTurnMark();
    if (std::isnan(x))
        return;
    halfTurn_ = addVerticalMark(plot(), x, kMarkColor, 2.0);
    // The label on the side with more room, so it is never cut at the plot's edge.
    const bool right = x < pairsRange().center();
    halfTurnLabel_->position->setCoords(x, 0.02);
    halfTurnLabel_->setPositionAlignment((right ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignTop);
    halfTurnLabel_->setPadding(QMargins(4, 0, 4, 0));
    // By wavelength a pair of either setting wraps left of the same line: 2π/ω_i = 2|q − p|.
    halfTurnLabel_->setText(byWavelengthOf(result_) ? tr("ω_i |q − p| = π, both settings")
                                                    : tr("ω_i |q − p| = π"));
    halfTurnLabel_->setVisible(true);
}

double SpringsView::halfTurnMark() const {
    if (!result_)
        return std::numeric_limits<double>::quiet_NaN();
    const PairSprings& s = shownPayload().springs;
    const double x = springsKey(result_->request.params, s.halfTurn, byWavelengthOf(result_));
    // Outside the pairs (q = p, or every pair turned more than half a turn) there is no mark.
    if (!std::isfinite(x) || !pairsRange().contains(x))
        return std::numeric_limits<double>::quiet_NaN();
    return x;
}

void SpringsView::updateSubtitle() {
    const SpringsPayload& payload = shownPayload();
    const PairSprings& s = payload.springs;
    // Two short lines: the views are narrow at 1366 x 768. The wrapped count is the first to
    // go where the text is too large for the view: the grey bars still show which wrapped.
    QString text = tr("p = %1, q = %2").arg(s.p).arg(s.q);
    if (s.bins.step > 1)
        text += QStringLiteral(", ") + tr("1 bar = %1 pairs (mean)").arg(s.bins.step);
    text += QStringLiteral("\n") +
            tr("%1 = %2 (sum of bars)").arg(squaredDistanceSymbol()).arg(readableText(s.total, 8));
    QString wrapped = tr("%1 of %2 pairs wrapped").arg(s.wrappedPairs).arg(s.pairs);
    // Compared: the pinned setting's own sum and count, which its bars and wedges show.
    if (payload.pinned) {
        const QString semicolon = tr("; ", "between the two halves of a sentence");
        text += semicolon + tr("pinned: %1").arg(readableText(payload.pinned->total, 8));
        wrapped +=
            semicolon +
            tr("pinned: %1 of %2").arg(payload.pinned->wrappedPairs).arg(payload.pinned->pairs);
    }
    setSubtitle(text, QString(), wrapped);
}

QString SpringsView::squaredDistanceSymbol() {
    // Mathematical notation in any language: double bars, a real minus and a superscript two,
    // not the ASCII stand-ins ||, - and ^2 of plain text.
    return QStringLiteral("\u2016PE(p) \u2212 PE(q)\u2016\u00b2");
}

int SpringsView::barPixels() const {
    return pixelsAlong(Qt::Horizontal, 90); // left axis and margins
}

void SpringsView::onMouseMove(QMouseEvent* event) {
    if (!result_ || event->buttons() != Qt::NoButton)
        return;
    const PairSprings& s = shownPayload().springs;
    // The current setting's pair under the pointer: its index, or by wavelength the pair
    // whose key is nearest (keys are evenly spaced from pair 0's).
    const pe::EncodingParams& params = result_->request.params;
    const bool byWavelength = byWavelengthOf(result_);
    const double x = plot()->xAxis->pixelToCoord(event->pos().x());
    const auto i = std::int64_t(std::llround((x - springsKey(params, 0.0, byWavelength)) /
                                             springsPairSpacing(params, byWavelength)));
    if (!plot()->axisRect()->rect().contains(event->pos()) || i < 0 || i >= s.pairs) {
        QToolTip::hideText();
        return;
    }
    // The exact share of this one pair, O(D): what the user reads is never a bar's mean.
    const double share = pe::pairDistance(params, s.p, s.q)[std::size_t(i)];
    const double turned = pe::pairOmega(i, params.dim, params.base) * double(s.q - s.p);
    QString text = tr("pair i = %1: turned w_i (q - p) = %2 rad (%3 turns)\nshare = %4")
                       .arg(i)
                       .arg(numberText(turned, 6))
                       .arg(numberText(turned / (2.0 * kPi), 4))
                       .arg(decimalsText(share, 8));
    if (pe::pairWrapped(params, i, s.q - s.p))
        text += QStringLiteral(" ") + tr("(wrapped)");
    inspect(event, text);
}

ViewPart SpringsView::requestPart(const ExploreRequest&) const {
    return far_ ? farSpringsPart(barPixels()) : springsPart(barPixels());
}

SelectionStep SpringsView::arrowStep(int key) const {
    SelectionStep step = pairStep(key);
    if (far_)
        std::swap(step.qs, step.farQs);
    return step;
}

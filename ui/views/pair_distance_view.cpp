// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/views/pair_distance_view.h"

#include "ui/compute/comparison.h"
#include "ui/compute/steps/pair_distance_step.h"
#include "ui/compute/steps/springs_step.h"
#include "ui/views/cell_python.h"
#include "ui/views/plot_data.h"
#include "ui/views/plotkit/fitted_text.h"

#include <QCoreApplication>

#include "core/pair_distance.h"
#include "ui/compute/number_text.h"
#include "ui/views/color_maps.h"
#include "ui/views/crisp_color_map.h"
#include "ui/views/decade_ticker.h"
#include "ui/views/display_scale.h"
#include "ui/views/plot_keyboard.h"
#include "ui/views/plot_marks.h"
#include "ui/views/plotkit/legend_under_plot.h"

#include <QCheckBox>
#include <QToolTip>
#include <algorithm>
#include <cmath>
#include <limits>
#include <qcustomplot.h>

namespace {

// A fully stretched spring: a pair half a turn round contributes 2 - 2 cos(pi) = 4.
constexpr double kMaxShare = 4.0;
const QColor kCurveColor(213, 94, 0);
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

const PairDistanceMap& mapOf(const ExploreResult& result) {
    return result.payload<PairDistancePayload>().map;
}

} // namespace

namespace {

// Where each pair turns half a turn, k = π base^(2i/D), the same continuous formula the
// springs' π mark solves for i: drawn finely between the rows, so that the two cross at the
// same place (a straight line on the log axis).
// The points (k, i) of that curve, k in offsets.
std::pair<QVector<double>, QVector<double>> halfTurnPoints(const pe::EncodingParams& params,
                                                           const Sampling& rows) {
    QVector<double> offsets, pairs;
    if (rows.count <= 0)
        return {offsets, pairs};
    constexpr int kSteps = 256;
    const double first = double(rows.first), last = double(rows.last());
    for (int s = 0; s <= kSteps; ++s) {
        const double i = first + (last - first) * double(s) / double(kSteps);
        offsets << pe::kPi * std::pow(params.base, 2.0 * i / double(params.dim));
        pairs << i;
    }
    return {offsets, pairs};
}

// A half-turn curve (its offsets rising with the pair) up to `last` along the offsets, its
// segment across it ended there, as a clipped plot draws it: QCustomPlot sends the points past
// the plot along its edge, and a figure's SVG, which has no clipping, drew them as a line down
// the map's right edge that no pair has.
void endAt(QVector<double>& keys, QVector<double>& values, double last) {
    for (qsizetype i = 0; i < keys.size(); ++i) {
        if (!(keys[i] > last))
            continue;
        if (i > 0 && keys[i - 1] < last) {
            const double t = (last - keys[i - 1]) / (keys[i] - keys[i - 1]);
            keys[i] = last;
            values[i] = values[i - 1] + t * (values[i] - values[i - 1]);
            ++i;
        }
        keys.resize(i);
        values.resize(i);
        return;
    }
}

} // namespace

PairDistanceView::PairDistanceView(QWidget* parent)
    : PlotView(ViewKind::PairDistance, parent), qMark_(kNaN) {
    QCustomPlot* p = plot();
    map_ = addScaledColorMap(p, scale_);
    // Fixed: a share is 0 .. 4 whatever the parameters, so a colour always means one share.
    scale_->setDataRange(QCPRange(0.0, kMaxShare));
    styleAxis(scale_->axis(), tr("share 2 − 2 cos(ω_i k)"));
    styleAxis(p->xAxis, tr("offset k = q − p"));
    styleAxis(p->yAxis, tr("frequency pair i (fast to slow)"));
    p->xAxis->setTicker(integerTicker(4));
    p->yAxis->setTicker(integerTicker());
    p->yAxis->setRangeReversed(true); // the fastest pair at the top, as in a matrix
    curve_ = new QCPCurve(p->xAxis, p->yAxis);
    curve_->setPen(QPen(kCurveColor, 2.0));
    curve_->setName(tr("half a turn: k = π / ω_i"));
    // Compare with: the pinned setting's curve, dashed black over the colours; the legend
    // (only then) names both.
    pinnedCurve_ = new QCPCurve(p->xAxis, p->yAxis);
    pinnedCurve_->setPen(QPen(QColor(20, 20, 20), 2.0, Qt::DashLine));
    map_->removeFromLegend();
    p->legend->setVisible(false);
    p->legend->setFont(resizedFont(font(), plot_text::kLegendPoints));
    p->legend->setBrush(QColor(255, 255, 255, 220));
    p->axisRect()->insetLayout()->take(p->legend);
    p->axisRect()->insetLayout()->simplify();
    canvas()->addFitter(this, [this] {
        return plot()->legend->visible() &&
               fitLegendColumns(plot()->legend, plot()->axisRect()->width(), figureMode());
    });
    p->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    watchAxis(p->xAxis);
    watchAxis(p->yAxis);
    log_ = new QCheckBox(tr("Log-spaced offsets"), this);
    log_->setToolTip(tr("Columns at whole offsets spaced evenly on a log scale from 1 to L − 1, "
                        "with 0 first: every distance in one picture, each column exact."));
    addUnderPlot(log_);
    connect(log_, &QCheckBox::toggled, this, [this] {
        applyAxisMode();
        emit windowChanged(); // asks for the other columns
    });
    connect(p, &QCustomPlot::mouseMove, this, &PairDistanceView::onMouseMove);
    connect(p, &QCustomPlot::mouseRelease, this, &PairDistanceView::onMouseRelease);
    setSubtitle(QString());
}

void PairDistanceView::figureModeChanged() {
    log_->setVisible(!figureMode());
}

// Log-spaced columns are drawn side by side at 0, 1, 2, ...: only the pairs can be zoomed.
void PairDistanceView::applyAxisMode() {
    const Qt::Orientations along =
        log_->isChecked() ? Qt::Orientations(Qt::Vertical) : Qt::Horizontal | Qt::Vertical;
    plot()->axisRect()->setRangeDrag(along);
    plot()->axisRect()->setRangeZoom(along);
}

void PairDistanceView::showResult(ExploreDelivery& delivery) {
    const bool modeChanged =
        !result_ || mapOf(*result_).logOffsets != mapOf(*delivery.result).logOffsets;
    const bool reset = extentChanged(*delivery.result) || modeChanged;
    result_ = delivery.result;
    const PairDistanceMap& m = mapOf(*result_);
    if (auto* cells = plotDataOf(delivery).of<ColorMapCells>(pairDistanceStep()))
        map_->setData(cells->cells.release(), false); // adopt, no copy
    if (m.logOffsets) {
        // The cells evenly spaced in log10 k between the axis's edges; ticks at the powers of
        // ten, written as powers, and 0 under its own column.
        const double width =
            m.offsets.empty() ? 1.0 : (m.logUpper - m.logLower) / double(m.offsets.size());
        if (map_->data()->keySize() > 1)
            map_->data()->setKeyRange(QCPRange(m.logLower + 0.5 * width, m.logUpper - 0.5 * width));
        auto ticker = QSharedPointer<QCPAxisTickerText>::create();
        ticker->addTick(pe::LogOffsetAxis::coordinate(0.0), QStringLiteral("0"));
        for (int e = 0; std::pow(10.0, e) <= double(result_->request.params.length - 1); ++e)
            ticker->addTick(double(e), powerOfTen(e));
        plot()->xAxis->setTicker(ticker);
        plot()->xAxis->setLabel(tr("offset k = q − p (log scale)"));
    } else {
        if (dynamic_cast<QCPAxisTickerText*>(plot()->xAxis->ticker().data()))
            plot()->xAxis->setTicker(integerTicker(4));
        plot()->xAxis->setLabel(tr("offset k = q − p"));
    }
    auto [offsets, pairs] = halfTurnPoints(result_->request.params, m.grid.rows);
    for (double& k : offsets)
        k = offsetCoordinate(k);
    endAt(offsets, pairs, columnsRange().upper);
    curve_->setData(offsets, pairs);
    hatchPairsDrawnAsTheirMean();
    showPinned();
    if (reset)
        resetView();
    placeMarks();
    updateSubtitle();
    replotSoon();
}

// Over the rows drawn as their mean, a hatch: a flat 2 would read as a share that is 2.
void PairDistanceView::hatchPairsDrawnAsTheirMean() {
    if (hatch_) {
        plot()->removeItem(hatch_);
        hatch_ = nullptr;
    }
    const PairDistanceMap& m = mapOf(*result_);
    if (m.firstDrawnPair <= 0)
        return;
    hatch_ = new QCPItemRect(plot());
    hatch_->setClipToAxisRect(true);
    hatch_->setSelectable(false);
    hatch_->topLeft->setCoords(-0.5, -0.5);
    hatch_->bottomRight->setCoords(double(result_->request.params.length) - 0.5,
                                   double(m.firstDrawnPair) - 0.5);
    hatch_->setPen(Qt::NoPen);
    hatch_->setBrush(QBrush(QColor(235, 235, 235), Qt::BDiagPattern));
}

void PairDistanceView::showPinned() {
    const PairDistanceMap& m = mapOf(*result_);
    const ExploreRequest& request = result_->request;
    QVector<double> keys, values;
    for (std::size_t r = 0; r < m.pinnedPairs.size(); ++r) {
        keys << offsetCoordinate(m.pinnedHalfTurnOffsets[r]);
        values << double(m.pinnedPairs[r]);
    }
    endAt(keys, values, columnsRange().upper);
    pinnedCurve_->setData(keys, values);
    const QString halfTurn = tr("half a turn: k = π / ω_i");
    if (m.pinned && request.scene.pinned) {
        const PinnedLabels labels =
            pinnedLabels(*request.scene.pinned, request.params, request.band, false);
        curve_->setName(halfTurn + QStringLiteral(", ") + labels.current);
        pinnedCurve_->setName(labels.pinned);
        pinnedCurve_->addToLegend();
    } else {
        curve_->setName(halfTurn);
        pinnedCurve_->removeFromLegend();
    }
    // Under the plot, in as many columns as its width holds: inside it the names of both
    // settings ran past a narrow matrix into the colour scale. Out of the layout unpinned,
    // where a hidden legend would still take its row; on screen the view's help names the
    // curve, a figure names it in its legend.
    const bool keyed = m.pinned || figureMode();
    QCPLegend* legend = plot()->legend;
    const bool laidOut = plot()->plotLayout()->elements(false).contains(legend);
    if (keyed && !laidOut)
        placeLegendUnderPlot(legend, plot()->plotLayout()->rowCount());
    if (!keyed && laidOut) {
        plot()->plotLayout()->take(legend);
        plot()->plotLayout()->simplify();
    }
    legend->setVisible(keyed);
}

double PairDistanceView::offsetCoordinate(double k) const {
    if (!result_)
        return kNaN;
    const PairDistanceMap& m = mapOf(*result_);
    if (!m.logOffsets)
        return k;
    return pe::LogOffsetAxis::coordinate(std::abs(k));
}

std::int64_t PairDistanceView::columnAt(const QPoint& pixel) const {
    if (!result_ || !plot()->axisRect()->rect().contains(pixel))
        return -1;
    const PairDistanceMap& m = mapOf(*result_);
    if (m.logOffsets) {
        const double cells = double(m.offsets.size());
        const double at = (plot()->xAxis->pixelToCoord(pixel.x()) - m.logLower) /
                          (m.logUpper - m.logLower) * cells;
        return at < 0.0 || at >= cells ? -1 : std::int64_t(at);
    }
    const auto x = std::int64_t(std::llround(plot()->xAxis->pixelToCoord(pixel.x())));
    if (x < 0 || x >= result_->request.params.length || x < m.grid.cols.first)
        return -1;
    // A column stands for the run of offsets from the one it starts.
    return std::min((x - m.grid.cols.first) / m.grid.cols.step, m.grid.cols.count - 1);
}

std::int64_t PairDistanceView::offsetAt(const QPoint& pixel) const {
    const std::int64_t c = columnAt(pixel);
    return c < 0 ? -1 : mapOf(*result_).offsets[std::size_t(c)];
}

QCPRange PairDistanceView::columnsRange() const {
    const PairDistanceMap& m = mapOf(*result_);
    return m.logOffsets ? QCPRange(m.logLower, m.logUpper)
                        : QCPRange(-0.5, double(result_->request.params.length) - 0.5);
}

void PairDistanceView::resetView() {
    if (!result_)
        return;
    const QCPRange columns = columnsRange();
    const double pairs = double(mapOf(*result_).pairs);
    setRangesQuietly([this, columns, pairs] {
        plot()->xAxis->setRange(columns);
        plot()->yAxis->setRange(-0.5, pairs - 0.5);
    });
    replotSoon();
}

void PairDistanceView::showSelection(const Selection& selection) {
    selection_ = selection;
    placeMarks();
    replotSoon();
}

// q is marked where the result puts it (its p and q), once that result is shown; a figure
// without marks selects no position and gets none.
void PairDistanceView::placeMarks() {
    for (QCPAbstractItem* item : marks_)
        plot()->removeItem(item);
    marks_.clear();
    qMark_ = kNaN;
    if (!result_ || selection_.p < 0)
        return;
    const PairDistanceMap& m = mapOf(*result_);
    qMark_ = offsetCoordinate(double(std::abs(m.q - m.p)));
    marks_ << addVerticalMark(plot(), qMark_, Qt::white, 2.0);
    farQMark_ = kNaN;
    if (const std::optional<std::int64_t> far = farQShown()) {
        farQMark_ = offsetCoordinate(double(std::abs(*far - m.p)));
        // Dotted: the far q of the springs beside, told apart from q's dashed line.
        QCPAbstractItem* mark = addVerticalMark(plot(), farQMark_, Qt::white, 2.0);
        if (auto* line = qobject_cast<QCPItemStraightLine*>(mark))
            line->setPen(QPen(Qt::white, 2.0, Qt::DotLine));
        marks_ << mark;
    }
}

// The far q when the springs beside show it (the springs scene), clamped as they clamp it.
std::optional<std::int64_t> PairDistanceView::farQShown() const {
    const ExploreRequest& r = result_->request;
    const bool shown = std::any_of(r.views.begin(), r.views.end(), [](const ViewPart& part) {
        return part.step == &farSpringsStep();
    });
    if (!shown)
        return std::nullopt;
    return std::clamp<std::int64_t>(r.farQ, 0, r.params.length - 1);
}

void PairDistanceView::updateSubtitle() {
    const PairDistanceMap& m = mapOf(*result_);
    // The columns are distances: q before p is marked at |q - p|, and said so.
    QString text = m.q >= m.p
                       ? tr("p = %1, q = %2: k = %3").arg(m.p).arg(m.q).arg(m.q - m.p)
                       : tr("p = %1, q = %2: k = |q − p| = %3").arg(m.p).arg(m.q).arg(m.p - m.q);
    if (const std::optional<std::int64_t> far = farQShown())
        text += tr("; ", "between the two halves of a sentence") +
                tr("far q = %1: k = %2 (dotted)").arg(*far).arg(std::abs(*far - m.p));
    if (m.grid.rows.step > 1)
        text += QStringLiteral(", ") + tr("1 row = pair i, one pair in %1").arg(m.grid.rows.step);
    text += kJoinableBreak;
    if (m.logOffsets)
        text += tr("1 column = mean from its offset to the next, log-spaced (%1 columns)")
                    .arg(m.offsets.size());
    else if (m.grid.cols.step > 1)
        text += tr("1 column = mean of %1 offsets").arg(m.grid.cols.step);
    else
        text += tr("1 column = 1 offset");
    if (m.firstDrawnPair > 0)
        text += QStringLiteral("\n") +
                (m.firstDrawnPair == 1
                     ? tr("hatched: pair 0 drawn as 2, its mean over whole turns (over a quarter "
                          "turn a column)")
                     : tr("hatched: pairs 0–%1 drawn as 2, their mean over whole turns (over a "
                          "quarter turn a column)")
                           .arg(m.firstDrawnPair - 1));
    setSubtitle(text, tr("orange: half a turn, k = π / ω_i") + kDroppableBreak +
                          tr("click a column to set q"));
}

ViewPart PairDistanceView::requestPart(const ExploreRequest& shared) const {
    const QCPRange x = plot()->xAxis->range(), y = plot()->yAxis->range();
    const ViewWindow rows{y.lower, y.upper, pixelsAlong(Qt::Vertical, kMatrixRoomHeight + 30)};
    const ViewWindow cols{x.lower, x.upper, pixelsAlong(Qt::Horizontal, kMatrixRoomWidth)};
    const bool logOffsets = log_->isChecked();
    const bool same = showsExtent(shared.params) && mapOf(*result_).logOffsets == logOffsets;
    const std::int64_t pairs = pe::pairCount(shared.params.dim);
    return pairDistancePart(
        same ? rows : fullWindow(pairs, rows.pixels),
        same && !logOffsets ? cols : fullWindow(shared.params.length, cols.pixels), logOffsets);
}

ViewPart PairDistanceView::figurePartNow(const ViewPart& standard) const {
    if (!log_->isChecked())
        return standard;
    return pairDistancePart(standard.windows.at(0), standard.windows.at(1), true);
}

void PairDistanceView::onMouseMove(QMouseEvent* event) {
    if (!result_ || event->buttons() != Qt::NoButton)
        return;
    const PairDistanceMap& m = mapOf(*result_);
    const std::int64_t c = columnAt(event->pos());
    const auto y = std::int64_t(std::llround(plot()->yAxis->pixelToCoord(event->pos().y())));
    if (c < 0 || y < 0 || y >= m.pairs) {
        QToolTip::hideText();
        return;
    }
    const std::int64_t i = nearestSample(m.grid.rows, y);
    const std::int64_t r = std::clamp<std::int64_t>((i - m.grid.rows.first) / m.grid.rows.step, 0,
                                                    m.grid.rows.count - 1);
    // The exact double the colour shows (a mean where the column covers several offsets).
    const std::size_t at = std::size_t(r * m.grid.cols.count + c);
    const pe::IndexRun run =
        std::size_t(c) < m.runs.size()
            ? m.runs[std::size_t(c)]
            : pe::IndexRun{m.offsets[std::size_t(c)], m.offsets[std::size_t(c)]};
    const double share = at < m.cellValues.size() ? m.cellValues[at]
                                                  : pe::pairShare(result_->request.params, i, m.p,
                                                                  (m.q < m.p ? -1 : 1) * run.first);
    const double turns = pe::pairHalfTurns(result_->request.params, i, run.first);
    if (i < m.firstDrawnPair) {
        inspect(event, tr("pair i = %1, k = %2 … %3: drawn as 2, its mean over whole turns (it "
                          "turns more than a quarter turn a column)\nthe mean over these offsets "
                          "= %4")
                           .arg(i)
                           .arg(run.first)
                           .arg(run.last)
                           .arg(decimalsText(share, 8)));
        return;
    }
    // In turns, as the springs count them: one unit for turning across the views.
    QString text = run.size() == 1
                       ? tr("pair i = %1, k = %2: share = %3\nturned %4 turns")
                             .arg(i)
                             .arg(run.first)
                             .arg(decimalsText(share, 8))
                             .arg(numberText(turns / 2.0, 4))
                       : tr("pair i = %1, k = %2 … %3: mean share = %4\nturned %5 turns at k = %2")
                             .arg(i)
                             .arg(run.first)
                             .arg(run.last)
                             .arg(decimalsText(share, 8))
                             .arg(numberText(turns / 2.0, 4));
    if (turns > 1.0)
        text += QStringLiteral(" ") + tr("(past half a turn: wrapped)");
    inspect(event, text);
}

void PairDistanceView::onMouseRelease(QMouseEvent* event) {
    if (!result_ || !isClick(event))
        return;
    const std::int64_t k = offsetAt(event->pos());
    if (k < 0)
        return;
    afterClick([this, k] {
        const std::int64_t L = result_->request.params.length;
        const std::int64_t p = selection_.p;
        // q = p + k, or p - k where p + k is past the end: the same distance. An offset
        // neither way reaches from p sets nothing: no q is that far from p.
        if (p + k > L - 1 && p - k < 0)
            return;
        const std::int64_t q = p + k <= L - 1 ? p + k : p - k;
        // Through the path the arrow keys take: the window moves q and every view follows.
        if (q != selection_.q)
            emit stepRequested({0, 0, q - selection_.q});
    });
}

SelectionStep PairDistanceView::arrowStep(int key) const {
    return pairStep(key);
}

namespace {

ViewPart figurePart(const pe::EncodingParams& params, std::int64_t, std::int64_t maxCells) {
    return pairDistancePart(cellsWindow(pe::pairCount(params.dim), maxCells),
                            cellsWindow(params.length, maxCells), false);
}

QString marksKey(const ExploreRequest& request) {
    return QCoreApplication::translate("FigureCaption", "Marked: line, q = %1 (k = %2)")
        .arg(request.q)
        .arg(request.q - request.p);
}

std::unique_ptr<ViewPlotData> prepare(const ViewPayload& payload) {
    return colorMapCells(static_cast<const PairDistancePayload&>(payload).map.grid);
}

} // namespace

const ViewInfo& PairDistanceView::descriptor() {
    static const ViewInfo info = [] {
        ViewInfo v;
        v.kind = ViewKind::PairDistance;
        v.name = "pair-distance-map";
        v.title = QT_TRANSLATE_NOOP("PlotView", "Pair × distance");
        v.what = QT_TRANSLATE_NOOP(
            "PlotView", "Each frequency pair's share of the squared distance between p and "
                        "p + k, for every offset k: fast pairs tell small offsets apart, slow "
                        "pairs large ones. The orange curve marks where each pair has turned "
                        "half a turn; right of it the pair has wrapped. Click a column to set q.");
        v.uses.q = true;
        v.uses.p = true;
        v.position = PositionUse::Always;
        v.colors = ColorScale::Sequential;
        v.place = Placement::PairTabs;
        v.tabTitle = // Short: three tabs share one third of the bottom row at 1366 x 768.
            QT_TRANSLATE_NOOP("MainWindow", "Pair × k");
        v.make = &makeView<PairDistanceView>;
        v.step = &pairDistanceStep;
        v.figurePart = &figurePart;
        v.marksKey = &marksKey;
        v.prepare = &prepare;
        v.python = &pairDistanceCellsPython;
        return v;
    }();
    return info;
}

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/views/pca_view.h"

#include "ui/compute/number_text.h"
#include "ui/compute/steps/pca_step.h"
#include "ui/views/color_maps.h"
#include "ui/views/display_scale.h"
#include "ui/views/pca_projection.h"
#include "ui/views/plot_data.h"
#include "ui/views/python_code.h"

#include <QCoreApplication>
#include <QFontMetrics>
#include <QKeyEvent>
#include <QToolButton>
#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <map>
#include <qcustomplot.h>
#include <utility>

namespace {

// Where the bars' axis of shares ends: the largest share and a tenth, rounded up to a step of
// 0.05 and at most 1 (1 when there is no variance), so shares of 0.2 are not slivers under
// an empty scale of 1.
double sharesTop(const std::vector<double>& shares) {
    const double largest = shares.empty() ? 0.0 : *std::max_element(shares.begin(), shares.end());
    if (!(largest > 0.0))
        return 1.0; // no variance: the whole scale, where no bar stands
    // Less a hair: 0.5 and a tenth is 11 steps, not the 12 its rounding would make.
    return std::min(1.0, std::ceil(largest * 1.1 / 0.05 - 1e-9) * 0.05);
}

// Below this height (times the text size) the bars would squeeze the curve, the helix the view
// is for, under a fifth of a projector's height: the subtitle's shares stand for them, and the
// curve takes the room.
constexpr int kBarsRoom = 340;
// Nor in a view this narrow (times the text size; the bottom row at 1024 x 768): the bars and
// their label would squeeze beside the colour scale and under the PC3 button.
constexpr int kBarsWidth = 300;

struct PcaPlotData : ViewPlotData {
    // The runs of the curve on PC1 x PC2, then on PC1 x PC3: the toggle swaps them in
    // without computing anything on the GUI thread.
    std::vector<QSharedPointer<QCPCurveDataContainer>> runs[2];
    QSharedPointer<QCPBarsDataContainer> bars;
};

std::unique_ptr<ViewPlotData> prepare(const ViewPayload& payload) {
    const auto& pca = static_cast<const PcaPayload&>(payload);
    auto data = std::make_unique<PcaPlotData>();
    for (int plane = 0; plane < 2; ++plane) {
        const Eigen::Index up = plane + 1; // PC2 or PC3; 0 where the table has no such component
        const bool has = pca.scores.cols() > up;
        data->runs[plane] = positionRuns(pca.scores.rows(), [&](Eigen::Index t) {
            return std::make_pair(pca.scores(t, 0), has ? pca.scores(t, up) : 0.0);
        });
    }
    data->bars = QSharedPointer<QCPBarsDataContainer>::create();
    QVector<QCPBarsData> bars;
    const int shown = std::min<int>(kPcaBars, int(pca.explained.size()));
    for (int i = 0; i < shown; ++i)
        bars.append(QCPBarsData(double(i + 1), pca.explained[std::size_t(i)]));
    data->bars->set(bars, true);
    return data;
}

ViewPart figurePart(const pe::EncodingParams&, std::int64_t, std::int64_t) {
    return pcaPart();
}

// One position, or positions all equal: no variance to explain.
bool noVariance(const PcaPayload& pca) {
    return std::all_of(pca.explained.begin(), pca.explained.end(),
                       [](double share) { return share == 0.0; });
}

} // namespace

struct PcaView::Planes {
    std::vector<QSharedPointer<QCPCurveDataContainer>> runs[2];
};

PcaView::PcaView(QWidget* parent)
    : PlotView(ViewKind::Pca, parent), planes_(std::make_unique<Planes>()) {
    QCustomPlot* p = plot();
    styleAxis(p->xAxis, tr("PC1"));
    styleAxis(p->yAxis, tr("PC2"));
    // The colours' meaning, on screen and in figures alike: a figure has no hint line, and a
    // curve coloured by position means nothing on paper without its scale.
    scale_ = new QCPColorScale(p);
    p->plotLayout()->addElement(2, 1, scale_);
    scale_->setGradient(sequentialGradient());
    scale_->setBarWidth(14);
    styleAxis(scale_->axis(), tr("position"));
    scale_->axis()->setTicker(integerTicker(4));
    auto* group = new QCPMarginGroup(p);
    p->axisRect()->setMarginGroup(QCP::msBottom | QCP::msTop, group);
    scale_->setMarginGroup(QCP::msBottom | QCP::msTop, group);
    barsRect_ = new QCPAxisRect(p);
    p->plotLayout()->addElement(3, 0, barsRect_);
    p->plotLayout()->setRowStretchFactor(3, 0.45);
    // The bars' plot is a few lines high: what they measure is said under them, where a
    // label up their short left axis was cut, or ran up beside the curve above.
    styleAxis(barsRect_->axis(QCPAxis::atBottom), tr("component: its share of the variance"));
    styleAxis(barsRect_->axis(QCPAxis::atLeft), QString());
    barsRect_->axis(QCPAxis::atBottom)->setTicker(integerTicker(5));
    bars_ = new QCPBars(barsRect_->axis(QCPAxis::atBottom), barsRect_->axis(QCPAxis::atLeft));
    bars_->setWidth(0.7);
    bars_->setPen(QPen(QColor(0, 114, 178)));
    bars_->setBrush(QColor(86, 180, 233));
    p->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    p->axisRect()->setRangeDrag(Qt::Horizontal | Qt::Vertical);
    p->axisRect()->setRangeZoom(Qt::Horizontal | Qt::Vertical);
    connect(p, &QCustomPlot::mouseMove, this, &PcaView::onMouseMove);
    connect(p, &QCustomPlot::mousePress, this,
            [this](QMouseEvent* event) { dragFrom_ = event->position(); });
    // In the bottom left corner, left of the bars' label: the one place of the view that has
    // room for it at any size (beside the title it took the title's room in a small view).
    third_ = new QToolButton(this);
    third_->setCheckable(true);
    third_->setText(tr("PC3"));
    third_->setToolTip(tr("PC1 x PC3 in place of PC1 x PC2"));
    third_->setAutoRaise(false);
    third_->setFocusPolicy(Qt::TabFocus);
    connect(third_, &QToolButton::toggled, this, &PcaView::showThirdComponent);
    turn_ = new QToolButton(this);
    turn_->setCheckable(true);
    turn_->setText(tr("3-D"));
    turn_->setToolTip(tr("PC1, PC2 and PC3 seen from an angle: drag or use the arrow keys to "
                         "turn them"));
    turn_->setAutoRaise(false);
    turn_->setFocusPolicy(Qt::TabFocus);
    connect(turn_, &QToolButton::toggled, this, [this](bool on) {
        if (on && !angle_)
            turnTo(kStartAzimuth, kStartElevation);
        else if (!on && angle_)
            flatten();
    });
    // The bars' label is fitted to where the layout put the bars; turned, one scale both
    // ways, to the axis rect the layout gave (a turn must not stretch the helix).
    canvas()->addFitter(this, [this] { return fitThirdButton() | fitEqualScale(); });
    connect(&DisplayScale::instance(), &DisplayScale::changed, this, [this] {
        fitBars();
        placeThirdButton(); // the label's font changed with the text size
    });
    setSubtitle(QString(), hoverHint());
    placeThirdButton();
}

PcaView::~PcaView() = default;

QString PcaView::hoverHint() {
    return tr("hover: a position and its coordinates");
}

void PcaView::showThirdComponent(bool on) {
    if (third_->isChecked() != on)
        third_->setChecked(on); // comes back here through toggled
    if (up_ == (on ? 2 : 1))
        return;
    up_ = on ? 2 : 1;
    styleAxis(plot()->yAxis, on ? tr("PC3") : tr("PC2"));
    showPlane();
    resetView();
}

void PcaView::showPlane() {
    if (angle_ && result_) {
        showTurned();
        return;
    }
    const auto& runs = planes_->runs[up_ - 1];
    QCustomPlot* p = plot();
    while (curves_.size() > int(runs.size()))
        p->removePlottable(curves_.takeLast());
    QCPColorGradient gradient = sequentialGradient(); // color() is not const
    const QCPRange positions = scale_->dataRange();
    for (std::size_t r = 0; r < runs.size(); ++r) {
        if (int(r) == curves_.size())
            curves_ << new QCPCurve(p->xAxis, p->yAxis);
        QCPCurve* curve = curves_[int(r)];
        curve->setData(runs[r]); // shared container built on the worker
        // The colour the scale gives the run's middle position: read against the scale, a
        // run's colour is off by at most half a run.
        const double middle = runs[r]->isEmpty()
                                  ? 0.0
                                  : 0.5 * (runs[r]->constBegin()->t + (runs[r]->constEnd() - 1)->t);
        curve->setPen(QPen(QColor::fromRgb(gradient.color(middle, positions)), 2.0));
    }
}

void PcaView::resizeEvent(QResizeEvent* event) {
    PlotView::resizeEvent(event);
    placeThirdButton();
    fitBars();
}

void PcaView::figureModeChanged() {
    placeThirdButton();
    fitBars();
}

bool PcaView::showsBars() const {
    return barsRect_->visible();
}

void PcaView::fitBars() {
    const bool room = figureMode() || (height() >= kBarsRoom * displayScale() &&
                                       width() >= kBarsWidth * displayScale());
    if (room == barsRect_->visible())
        return;
    // Out of the layout as well as hidden: a hidden element would keep its row.
    QCPLayoutGrid* layout = plot()->plotLayout();
    if (room) {
        layout->addElement(layout->rowCount(), 0, barsRect_);
        layout->setRowStretchFactor(layout->rowCount() - 1, 0.45);
    } else {
        layout->take(barsRect_);
        layout->simplify();
    }
    barsRect_->setVisible(room);
    plot()->replot(QCustomPlot::rpQueuedReplot);
}

void PcaView::availabilityChanged() {
    placeThirdButton();
}

void PcaView::placeThirdButton() {
    if (fitThirdButton())
        replotSoon();
}

bool PcaView::fitThirdButton() {
    third_->adjustSize();
    third_->setVisible(!figureMode() && unavailable().isEmpty());
    third_->move(4, height() - third_->height() - 4);
    third_->raise();
    turn_->adjustSize();
    turn_->setVisible(third_->isVisibleTo(this));
    // And 3-D in the bottom right corner, as far from PC3 as it goes: between them the label.
    turn_->move(width() - turn_->width() - 4, height() - turn_->height() - 4);
    turn_->raise();
    // The bars' label is centred under them, the button in the corner left of it: where the
    // label would reach the button, it breaks after its colon onto a second line.
    QCPAxis* axis = barsRect_->axis(QCPAxis::atBottom);
    const QString line = tr("component: its share of the variance");
    // Centred under the bars as last laid out (the colour scale's column beside the curve
    // takes the right of the row), or under the whole view before the first layout.
    const QRect bars = barsRect_->outerRect();
    const int centre = bars.isEmpty() ? width() / 2 : bars.center().x();
    const int half = QFontMetrics(axis->labelFont()).horizontalAdvance(line) / 2;
    QString label = line;
    if (!third_->isHidden() && (centre - half < third_->geometry().right() + 8 ||
                                centre + half > turn_->geometry().left() - 8)) {
        const qsizetype colon =
            std::max(line.indexOf(QLatin1Char(':')), line.indexOf(QChar(0xFF1A)));
        if (colon > 0)
            label = line.left(colon + 1) + QLatin1Char('\n') + line.mid(colon + 1).trimmed();
    }
    if (axis->label() == label)
        return false;
    axis->setLabel(label);
    return true;
}

void PcaView::showResult(ExploreDelivery& delivery) {
    result_ = delivery.result;
    auto* data = plotDataOf(delivery).of<PcaPlotData>(pcaStep());
    const auto& scores = result_->payload<PcaPayload>().scores;
    // One position is position 0 alone, not a range 0 .. 1.
    scale_->setDataRange(scores.rows() > 1 ? QCPRange(0.0, double(scores.rows() - 1))
                                           : QCPRange(-0.5, 0.5));
    for (int plane = 0; plane < 2; ++plane)
        planes_->runs[plane] =
            data ? data->runs[plane] : std::vector<QSharedPointer<QCPCurveDataContainer>>{};
    showPlane();
    if (data)
        bars_->setData(data->bars);
    const auto& pca = result_->payload<PcaPayload>();
    third_->setEnabled(pca.scores.cols() >= 3 && !angle_); // D = 2 has no third component
    turn_->setEnabled(pca.scores.cols() >= 3);
    if (angle_ && pca.scores.cols() < 3)
        flatten();
    for (QCPCurve* curve : std::as_const(curves_))
        curve->setScatterStyle(noVariance(pca) ? QCPScatterStyle(QCPScatterStyle::ssDisc, 9)
                                               : QCPScatterStyle());
    updateSubtitle();
    resetView();
}

void PcaView::updateSubtitle() {
    if (!result_)
        return;
    const auto& pca = result_->payload<PcaPayload>();
    // Shares 0 .. 1 as the bars read them, every one to three places (0.180 beside 0.221).
    const auto share = [&](std::size_t i) {
        return QString::number(i < pca.explained.size() ? pca.explained[i] : 0.0, 'f', 3);
    };
    // Short enough for one line of a small view at projector size: L and D end the line where
    // there is room, and in figures; the colour scale says how to read the colours. No-break
    // spaces: a narrow view wraps between the numbers, never inside one.
    // One position, or positions all equal: no variance to explain, and every position is
    // the one point (0, 0), drawn as a dot where a curve would have no length.
    const bool none = noVariance(pca);
    QString text =
        none ? (pca.positions == 1
                    ? tr("One position: no variance to explain")
                    : tr("No variance: all %1 positions are one point").arg(pca.positions))
             : tr("PC1 %1, PC2 %2, PC3 %3 of the variance").arg(share(0), share(1), share(2));
    if (pca.positions < result_->request.params.length)
        text += QLatin1Char('\n') + tr("of the first %1 positions").arg(pca.positions);
    if (angle_)
        text += QLatin1Char('\n') + tr("seen from azimuth %1°, elevation %2°")
                                        .arg(numberText(angle_->first, 3))
                                        .arg(numberText(angle_->second, 3));
    setSubtitle(text, angle_ ? tr("drag or arrow keys: turn; hover: a position") : hoverHint(),
                tr("L\u00a0=\u00a0%1, D\u00a0=\u00a0%2")
                    .arg(result_->request.params.length)
                    .arg(result_->request.params.dim));
}

// As many bars as there are components to show (D = 8 has 8, not the 10 a larger D shows).
int PcaView::barCount(const PcaPayload& pca) {
    return std::max(1, std::min<int>(kPcaBars, int(pca.explained.size())));
}

void PcaView::resetView() {
    if (!result_)
        return;
    const auto& pca = result_->payload<PcaPayload>();
    if (angle_) {
        // Any turn fits in the sphere round the furthest position: the ranges never move.
        double radius = 0.0;
        for (Eigen::Index t = 0; t < pca.scores.rows(); ++t)
            radius = std::max(
                radius,
                pca.scores.row(t).leftCols(std::min<Eigen::Index>(3, pca.scores.cols())).norm());
        const double r = radius > 0.0 ? 1.1 * radius : 1.0;
        setRangesQuietly([&] {
            plot()->xAxis->setRange(-r, r);
            plot()->yAxis->setRange(-r, r);
            barsRect_->axis(QCPAxis::atBottom)->setRange(0.3, barCount(pca) + 0.7);
            barsRect_->axis(QCPAxis::atLeft)->setRange(0.0, sharesTop(pca.explained));
        });
        replotSoon();
        return;
    }
    setRangesQuietly([&] {
        bool found = false;
        double lo = std::numeric_limits<double>::max(), hi = -lo, lo2 = lo, hi2 = hi;
        for (Eigen::Index t = 0; t < pca.scores.rows(); ++t) {
            found = true;
            lo = std::min(lo, pca.scores(t, 0));
            hi = std::max(hi, pca.scores(t, 0));
            const double y = pca.scores.cols() > up_ ? pca.scores(t, up_) : 0.0;
            lo2 = std::min(lo2, y);
            hi2 = std::max(hi2, y);
        }
        if (!found)
            return;
        // Every position at one point (no variance): a unit square round it, where 5 % of no
        // extent would be a range of rounding with its tick labels on top of each other.
        const double padX = hi > lo ? 0.05 * (hi - lo) : 1.0,
                     padY = hi2 > lo2 ? 0.05 * (hi2 - lo2) : 1.0;
        plot()->xAxis->setRange(lo - padX, hi + padX);
        plot()->yAxis->setRange(lo2 - padY, hi2 + padY);
        barsRect_->axis(QCPAxis::atBottom)->setRange(0.3, barCount(pca) + 0.7);
        barsRect_->axis(QCPAxis::atLeft)->setRange(0.0, sharesTop(pca.explained));
    });
    replotSoon();
}

std::int64_t PcaView::positionAt(const QPointF& at) const {
    if (!result_)
        return -1;
    const auto& scores = result_->payload<PcaPayload>().scores;
    if (scores.cols() <= up_)
        return -1;
    Eigen::Matrix<double, Eigen::Dynamic, 2> shown(scores.rows(), 2);
    if (angle_)
        shown = projectedScores(scores, angle_->first, angle_->second);
    else
        shown << scores.col(0), scores.col(up_);
    double best = std::numeric_limits<double>::max();
    std::int64_t found = -1;
    for (Eigen::Index t = 0; t < scores.rows(); ++t) {
        const double dx = plot()->xAxis->coordToPixel(shown(t, 0)) - at.x();
        const double dy = plot()->yAxis->coordToPixel(shown(t, 1)) - at.y();
        if (dx * dx + dy * dy < best) {
            best = dx * dx + dy * dy;
            found = t;
        }
    }
    return best <= 15.0 * 15.0 ? found : -1;
}

QString PcaView::describe(std::int64_t position) const {
    const auto& scores = result_->payload<PcaPayload>().scores;
    QString text = tr("position %1").arg(position);
    for (Eigen::Index c = 0; c < scores.cols(); ++c)
        text += tr(", PC%1 = %2").arg(c + 1).arg(readableText(scores(position, c), 6));
    return text;
}

void PcaView::onMouseMove(QMouseEvent* event) {
    if (!result_)
        return;
    if (angle_ && event->buttons().testFlag(Qt::LeftButton)) {
        // Half a degree a pixel: across the view is a turn and a half.
        const QPointF moved = event->position() - dragFrom_;
        dragFrom_ = event->position();
        turnTo(angle_->first - 0.5 * moved.x(), angle_->second + 0.5 * moved.y());
        return;
    }
    if (!plot()->axisRect()->rect().contains(event->pos()))
        return;
    const std::int64_t position = positionAt(event->position());
    if (position >= 0)
        inspect(event, describe(position));
}

const ViewInfo& PcaView::descriptor() {
    static const ViewInfo info = [] {
        ViewInfo v;
        v.kind = ViewKind::Pca;
        v.name = "pca";
        v.title = QT_TRANSLATE_NOOP("PlotView", "Principal components");
        v.what = QT_TRANSLATE_NOOP(
            "PlotView",
            "Every position projected on the first two principal components of the table, "
            "coloured from the first position to the last, and the share of the variance the "
            "first components explain. For the sinusoidal encoding the slowest pairs dominate; "
            "a learned table often traces a helix.");
        v.position = PositionUse::Never;
        v.colors = ColorScale::None;
        v.place = Placement::TableTabs;
        v.tabTitle = QT_TRANSLATE_NOOP("MainWindow", "PCA");
        v.make = &makeView<PcaView>;
        v.step = &pcaStep;
        v.figurePart = &figurePart;
        v.prepare = &prepare;
        v.python = &PcaView::python;
        v.turns = true;
        v.comesForwardOn = unsigned(Moment::TableOpened);
        return v;
    }();
    return info;
}

ViewPart PcaView::requestPart(const ExploreRequest&) const {
    return pcaPart();
}

// SPDX-License-Identifier: GPL-3.0-or-later
// The principal components view turned in 3-D: PC1, PC2 and PC3 projected from an azimuth and
// an elevation (pca_projection.h), turned with a drag or the arrow keys, one scale both ways.
#include "ui/views/pca_view.h"

#include "ui/compute/steps/pca_step.h"
#include "ui/views/color_maps.h"
#include "ui/views/pca_projection.h"

#include <QKeyEvent>
#include <QSignalBlocker>
#include <QToolButton>
#include <cmath>
#include <map>
#include <qcustomplot.h>

void PcaView::turnTo(double azimuth, double elevation) {
    const bool was = angle_.has_value();
    // 0 .. 360, as a turntable's sweep names it (345, not -15).
    const double turned = std::fmod(azimuth, 360.0);
    angle_ = std::make_pair(turned < 0.0 ? turned + 360.0 : turned, clampedElevation(elevation));
    const QSignalBlocker quiet(turn_);
    turn_->setChecked(true);
    third_->setEnabled(false); // the third component is in the picture
    // A drag turns it: no panning, and no zoom that would stretch one way.
    plot()->setInteractions({});
    if (result_) // else the result, once it comes, is drawn turned
        showTurned();
    updateSubtitle();
    if (!was)
        resetView();
    replotSoon();
}

void PcaView::flatten() {
    angle_.reset();
    const QSignalBlocker quiet(turn_);
    turn_->setChecked(false);
    for (QCPAbstractItem* item : std::as_const(axisMarks_))
        plot()->removeItem(item);
    axisMarks_.clear();
    plot()->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    styleAxis(plot()->xAxis, tr("PC1"));
    styleAxis(plot()->yAxis, up_ == 2 ? tr("PC3") : tr("PC2"));
    if (result_)
        third_->setEnabled(result_->payload<PcaPayload>().scores.cols() >= 3);
    showPlane();
    updateSubtitle();
    resetView();
}

// On the GUI thread: at most pcaPositions() (8192) points, as many as the curve draws anyway,
// projected at each step of a drag.
void PcaView::showTurned() {
    const auto& scores = result_->payload<PcaPayload>().scores;
    const Eigen::Matrix<double, Eigen::Dynamic, 2> shown =
        projectedScores(scores, angle_->first, angle_->second);
    const auto runs = positionRuns(
        shown.rows(), [&](Eigen::Index t) { return std::make_pair(shown(t, 0), shown(t, 1)); });
    QCustomPlot* p = plot();
    while (curves_.size() > int(runs.size()))
        p->removePlottable(curves_.takeLast());
    QCPColorGradient gradient = sequentialGradient();
    const QCPRange positions = scale_->dataRange();
    for (std::size_t r = 0; r < runs.size(); ++r) {
        if (int(r) == curves_.size())
            curves_ << new QCPCurve(p->xAxis, p->yAxis);
        curves_[int(r)]->setData(runs[r]);
        const double middle = runs[r]->isEmpty()
                                  ? 0.0
                                  : 0.5 * (runs[r]->constBegin()->t + (runs[r]->constEnd() - 1)->t);
        curves_[int(r)]->setPen(QPen(QColor::fromRgb(gradient.color(middle, positions)), 2.0));
    }
    // The components' axes through the origin, each named at its tip: which way PC3 is.
    for (QCPAbstractItem* item : std::as_const(axisMarks_))
        p->removeItem(item);
    axisMarks_.clear();
    double radius = 0.0;
    for (Eigen::Index t = 0; t < shown.rows(); ++t)
        radius = std::max(radius, shown.row(t).norm());
    const double reach = radius > 0.0 ? radius : 1.0;
    const auto axes = projectedAxes(angle_->first, angle_->second);
    for (int c = 0; c < 3; ++c) {
        auto* line = new QCPItemLine(p);
        line->setPen(QPen(QColor(120, 120, 120), 1.0, Qt::DashLine));
        line->start->setCoords(0.0, 0.0);
        line->end->setCoords(reach * axes[std::size_t(c)][0], reach * axes[std::size_t(c)][1]);
        auto* name = new QCPItemText(p);
        name->position->setCoords(1.08 * reach * axes[std::size_t(c)][0],
                                  1.08 * reach * axes[std::size_t(c)][1]);
        name->setText(QStringLiteral("PC%1").arg(c + 1));
        name->setColor(QColor(90, 90, 90));
        name->setFont(p->xAxis->tickLabelFont());
        axisMarks_ << line << name;
    }
    styleAxis(p->xAxis, QString());
    styleAxis(p->yAxis, QString());
}

bool PcaView::fitEqualScale() {
    if (!angle_ || plot()->axisRect()->width() < 2 || plot()->axisRect()->height() < 2)
        return false;
    // The wider way keeps the sphere's range; the other grows to the same units a pixel.
    QCPAxis* x = plot()->xAxis;
    QCPAxis* y = plot()->yAxis;
    const double perPixel = std::max(x->range().size() / plot()->axisRect()->width(),
                                     y->range().size() / plot()->axisRect()->height());
    const double wantX = perPixel * plot()->axisRect()->width(),
                 wantY = perPixel * plot()->axisRect()->height();
    if (std::abs(x->range().size() - wantX) < 1e-9 * wantX &&
        std::abs(y->range().size() - wantY) < 1e-9 * wantY)
        return false;
    x->setRange(x->range().center() - wantX / 2, x->range().center() + wantX / 2);
    y->setRange(y->range().center() - wantY / 2, y->range().center() + wantY / 2);
    return true;
}

void PcaView::keyPressEvent(QKeyEvent* event) {
    // Turned, the arrows turn it five degrees a press.
    if (angle_) {
        const double step = 5.0;
        const std::map<int, std::pair<double, double>> turns{{Qt::Key_Left, {-step, 0.0}},
                                                             {Qt::Key_Right, {step, 0.0}},
                                                             {Qt::Key_Up, {0.0, step}},
                                                             {Qt::Key_Down, {0.0, -step}}};
        if (const auto it = turns.find(event->key()); it != turns.end()) {
            turnTo(angle_->first + it->second.first, angle_->second + it->second.second);
            event->accept();
            return;
        }
    }
    PlotView::keyPressEvent(event);
}

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/teaching/rope_view.h"

#include "core/parameter_validation.h"
#include "core/seeded_random.h"
#include "ui/teaching/lesson_grid.h"
#include "ui/teaching/teaching_style.h"
#include "ui/views/compact_spin_box.h"
#include "ui/views/display_scale.h"
#include "ui/views/upright_labels.h"
#include "ui/views/whole_spin_box.h"

#include "ui/views/plotkit/plot_canvas.h"
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

#include <qcustomplot.h>

namespace {

constexpr int kMaxDim = 1024;
constexpr int kMaxDistance = 8192;
constexpr double kTwoPi = 6.283185307179586;

void styleProjectorPlot(PlotCanvas* plot, const QString& x, const QString& y) {
    QFont f = plot->font();
    f.setPointSize(plot_text::kAxisLabelPoints);
    for (QCPAxis* axis : {plot->xAxis, plot->yAxis}) {
        axis->setTickLabelFont(f);
        axis->setLabelFont(f);
    }
    plot->xAxis->setLabel(x);
    plot->yAxis->setLabel(y);
    plot->legend->setVisible(true);
    plot->legend->setFont(f);
    plot->setMinimumHeight(200);
    // Chinese vertical labels upright above the plot, as the explorer's views show them.
    UprightLabels::install(plot, f);
    // Its text and lines at the window's text size, as the views'.
    followDisplayScale(plot);
    teaching::putLegendBelow(plot);
    teaching::keepPlotReadable(plot, 6);
}

QVector<double> toQVector(const std::vector<double>& v) {
    return QVector<double>(v.begin(), v.end());
}

} // namespace

RopeView::RopeView(QWidget* parent) : QWidget(parent) {
    teaching::useProjectorFont(this);
    dim_ = new WholeSpinBox(this);
    dim_->setRange(2, kMaxDim);
    dim_->setSingleStep(2);
    dim_->setValue(128);
    baseA_ = new CompactSpinBox(this);
    baseB_ = new CompactSpinBox(this);
    for (QDoubleSpinBox* b : {baseA_, baseB_}) {
        b->setDecimals(0);
        b->setRange(2, 1e9);
        b->setSingleStep(1000);
    }
    baseA_->setValue(10000);
    baseB_->setValue(500000);
    m_ = new WholeSpinBox(this);
    n_ = new WholeSpinBox(this);
    m_->setRange(0, 1000000);
    n_->setRange(0, 1000000);
    m_->setValue(5);
    n_->setValue(2);
    maxDistance_ = new WholeSpinBox(this);
    maxDistance_->setRange(1, kMaxDistance);
    maxDistance_->setValue(2048);
    vectors_ = new QComboBox(this);
    vectors_->addItem(tr("q = k = all ones (RoFormer's figure)"));
    vectors_->addItem(tr("q, k seeded random N(0, 1)"));
    seed_ = new WholeSpinBox(this);
    seed_->setRange(0, 1000000);
    seed_->setValue(7);

    auto* form = new LessonGrid(3, this);
    form->addControl(new QLabel(tr("D (even)"), this), dim_, 0, 0);
    form->addControl(new QLabel(tr("base A"), this), baseA_, 0, 1);
    form->addControl(new QLabel(tr("base B"), this), baseB_, 0, 2);
    form->addControl(new QLabel(tr("query position m"), this), m_, 1, 0);
    form->addControl(new QLabel(tr("key position n"), this), n_, 1, 1);
    form->addControl(new QLabel(tr("max distance"), this), maxDistance_, 1, 2);
    form->addControl(new QLabel(tr("q and k"), this), vectors_, 2, 0, 2);
    form->addControl(new QLabel(tr("seed"), this), seed_, 2, 2);

    summary_ = new QLabel(this);
    summary_->setWordWrap(true);
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    equal_ = new QLabel(this);
    equal_->setWordWrap(true);
    equal_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    error_ = teaching::makeErrorLabel(this);

    angles_ = new PlotCanvas(this);
    styleProjectorPlot(angles_, tr("pair i"), tr("angle mod 2\u03c0 (rad)"));
    scores_ = new PlotCanvas(this);
    styleProjectorPlot(scores_, tr("distance m \u2212 n"), tr("score q\u00b7k"));
    auto* plots = new LessonGrid(2, this);
    plots->addPane(angles_, 0, 0, 2);
    plots->addPane(scores_, 0, 1, 3);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(form);
    layout->addWidget(error_);
    layout->addWidget(summary_);
    layout->addWidget(equal_);
    layout->addWidget(plots, 1);

    for (QSpinBox* s : {dim_, m_, n_, maxDistance_, seed_})
        connect(s, &QSpinBox::valueChanged, this, &RopeView::recompute);
    for (QDoubleSpinBox* b : {baseA_, baseB_})
        connect(b, &QDoubleSpinBox::valueChanged, this, &RopeView::recompute);
    connect(vectors_, &QComboBox::currentIndexChanged, this, &RopeView::recompute);
    teaching::reportRefusals(this, error_);
    recompute();
}

void RopeView::setDim(int dim) {
    dim_->setValue(dim);
}
void RopeView::setPositions(int m, int n) {
    m_->setValue(m);
    n_->setValue(n);
}
pe::Vector RopeView::queryVector(std::int64_t dim) const {
    if (vectors_->currentIndex() == 0)
        return pe::Vector::Ones(dim);
    return pe::gaussianMatrix(1, dim, std::uint64_t(seed_->value()), 1.0).row(0).transpose();
}

pe::Vector RopeView::keyVector(std::int64_t dim) const {
    if (vectors_->currentIndex() == 0)
        return pe::Vector::Ones(dim);
    return pe::gaussianMatrix(1, dim, std::uint64_t(seed_->value()) + 1, 1.0).row(0).transpose();
}

QString RopeView::summaryText() const {
    return summary_->text() + QLatin1Char('\n') + equal_->text();
}
QString RopeView::errorText() const {
    return error_->isHidden() ? QString() : error_->text();
}

void RopeView::recompute() {
    const std::int64_t dim = dim_->value();
    const double baseA = baseA_->value();
    const double baseB = baseB_->value();
    const std::int64_t m = m_->value();
    const std::int64_t n = n_->value();
    const std::int64_t maxDistance = maxDistance_->value();
    try {
        pe::requireRopeParams(dim, baseA);
        pe::requireRopeParams(dim, baseB);
    } catch (const pe::ParameterError& e) {
        teaching::showError(error_, QString::fromStdString(e.what()));
        return; // the plots keep the last valid state
    }
    teaching::showError(error_, QString());
    const pe::Vector q = queryVector(dim);
    const pe::Vector k = keyVector(dim);
    const auto convention = pe::RopeConvention::AdjacentPairs;

    // Angles at m and n, reduced to one turn.
    const std::vector<double> am = pe::ropeAngles(m, dim, baseA);
    const std::vector<double> an = pe::ropeAngles(n, dim, baseA);
    QVector<double> pairs, wm, wn;
    for (std::size_t i = 0; i < am.size(); ++i) {
        pairs << double(i);
        wm << std::fmod(am[i], kTwoPi);
        wn << std::fmod(an[i], kTwoPi);
    }
    angles_->clearGraphs();
    angles_->addGraph();
    angles_->graph(0)->setData(pairs, wm);
    angles_->graph(0)->setName(tr("m \u03b8\u1d62 at m = %1").arg(m));
    angles_->graph(0)->setPen(QPen(QColor(0, 114, 178), 2));
    angles_->graph(0)->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 5));
    angles_->addGraph();
    angles_->graph(1)->setData(pairs, wn);
    angles_->graph(1)->setName(tr("n \u03b8\u1d62 at n = %1").arg(n));
    angles_->graph(1)->setPen(QPen(QColor(213, 94, 0), 2));
    angles_->graph(1)->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 5));
    angles_->xAxis->setRange(-0.5, double(am.size()) - 0.5);
    angles_->yAxis->setRange(0, kTwoPi);
    angles_->replot();

    // Score against the distance, both bases.
    const std::vector<double> sa = pe::ropeScoreByDistance(q, k, baseA, maxDistance, convention);
    const std::vector<double> sb = pe::ropeScoreByDistance(q, k, baseB, maxDistance, convention);
    QVector<double> r;
    for (std::int64_t d = 0; d <= maxDistance; ++d)
        r << double(d);
    scores_->clearGraphs();
    scores_->addGraph();
    scores_->graph(0)->setData(r, toQVector(sa));
    scores_->graph(0)->setName(tr("base %1").arg(teaching::brief(baseA, 8)));
    scores_->graph(0)->setPen(QPen(QColor(0, 114, 178), 1.5));
    scores_->addGraph();
    scores_->graph(1)->setData(r, toQVector(sb));
    scores_->graph(1)->setName(tr("base %1").arg(teaching::brief(baseB, 8)));
    scores_->graph(1)->setPen(QPen(QColor(213, 94, 0), 1.5));
    scores_->rescaleAxes();
    scores_->replot();

    // The two conventions: same q, k read in the rotate_half layout.
    const std::vector<std::int64_t> perm = pe::adjacentToRotateHalf(dim);
    const std::vector<double> sh =
        pe::ropeScoreByDistance(pe::permuteVector(q, perm), pe::permuteVector(k, perm), baseA,
                                maxDistance, pe::RopeConvention::RotateHalf);
    double worst = 0.0;
    for (std::size_t d = 0; d < sa.size(); ++d)
        worst = std::max(worst, std::abs(sa[d] - sh[d]));
    conventionDifference_ = worst;

    score_ = pe::ropeScore(q, m, k, n, baseA, convention);
    const double shifted = pe::ropeScore(q, m + 100, k, n + 100, baseA, convention);
    summary_->setText(tr("Score (R_m q)\u00b7(R_n k) at m = %1, n = %2 (base %3): %4. Both moved "
                         "by 100 (m = %5, n = %6): %7 \u2014 only m \u2212 n = %8 matters.")
                          .arg(m)
                          .arg(n)
                          .arg(teaching::brief(baseA, 8), teaching::exact(score_))
                          .arg(m + 100)
                          .arg(n + 100)
                          .arg(teaching::exact(shifted))
                          .arg(m - n));
    equal_->setText(tr("RoFormer adjacent pairs (2i, 2i+1) vs GPT-NeoX rotate_half (i, i + D/2): "
                       "max score difference over distances 0..%1 = %2 (a permutation of "
                       "dimensions; only rounding differs).")
                        .arg(maxDistance)
                        .arg(teaching::brief(worst, 3)));
}

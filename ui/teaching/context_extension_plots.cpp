// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/teaching/context_extension_plots.h"

#include "ui/compute/number_text.h"
#include "ui/teaching/lesson_grid.h"
#include "ui/teaching/teaching_style.h"
#include "ui/views/display_scale.h"
#include "ui/views/upright_labels.h"

#include "ui/views/plotkit/plot_canvas.h"
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

#include <qcustomplot.h>

namespace {

// Colour-blind-safe (Okabe-Ito) curves, and pale fills for the bands behind them.
const QColor kBefore(0, 114, 178);
const QColor kAfter(213, 94, 0);
const QColor kScale(0, 158, 115);
const QColor kUnchangedFill(86, 180, 233, 45);
const QColor kBlendedFill(240, 228, 66, 70);
const QColor kInterpolatedFill(230, 159, 0, 55);

constexpr int kMaxScorePoints = 4096;

void styleProjectorPlot(PlotCanvas* plot) {
    QFont f = plot->font();
    f.setPointSize(plot_text::kAxisLabelPoints);
    for (QCPAxis* axis : {plot->xAxis, plot->yAxis, plot->yAxis2}) {
        axis->setTickLabelFont(f);
        axis->setLabelFont(f);
    }
    plot->legend->setVisible(true);
    // A point smaller than the axes: the legend stands under the plot, each entry a line as
    // wide as its name, and the longest names still fit a docked lesson at twice the text.
    QFont legendFont = f;
    legendFont.setPointSize(plot_text::kTickLabelPoints);
    plot->legend->setFont(legendFont);
    plot->setMinimumHeight(180);
    // Chinese vertical labels upright above the plot, as the explorer's views show them.
    UprightLabels::install(plot, f);
    // Its text and lines at the window's text size, as the views'.
    followDisplayScale(plot);
    teaching::putLegendBelow(plot);
    teaching::keepPlotReadable(plot, 6);
    plot->setContextMenuPolicy(Qt::CustomContextMenu);
    plot->setMouseTracking(true); // hover without a button held
    // Tick labels as 10^7 in every interface language (a Chinese locale would print 1E+07).
    plot->setLocale(QLocale::c());
}

QVector<double> toQVector(const std::vector<double>& v) {
    return QVector<double>(v.begin(), v.end());
}

QString bandName(pe::RopeBand band) {
    switch (band) {
    case pe::RopeBand::Unchanged:
        return ContextExtensionPlots::tr("unchanged (high frequencies)");
    case pe::RopeBand::Blended:
        return ContextExtensionPlots::tr("blended");
    case pe::RopeBand::Interpolated:
        return ContextExtensionPlots::tr("interpolated (low frequencies)");
    }
    return {};
}

QColor bandFill(pe::RopeBand band) {
    switch (band) {
    case pe::RopeBand::Unchanged:
        return kUnchangedFill;
    case pe::RopeBand::Blended:
        return kBlendedFill;
    case pe::RopeBand::Interpolated:
        return kInterpolatedFill;
    }
    return kBlendedFill;
}

// A horizontal (or vertical) line across the axis rect at `value`, labelled at its end.
void contextLine(QCustomPlot* plot, bool horizontal, double value, const QString& label,
                 const QColor& colour) {
    auto* line = new QCPItemStraightLine(plot);
    if (horizontal) {
        line->point1->setCoords(0, value);
        line->point2->setCoords(1, value);
    } else {
        line->point1->setCoords(value, 0);
        line->point2->setCoords(value, 1);
    }
    line->setPen(QPen(colour, 1.5, Qt::DashLine));
    auto* text = new QCPItemText(plot);
    text->setText(label);
    text->setColor(colour);
    // The curves cross the lines, and so their labels ("target context 131072" was hard to
    // read from the back row): the label keeps a pale ground of its own over them.
    text->setBrush(QColor(255, 255, 255, 220));
    text->setPadding(QMargins(2, 0, 2, 0));
    QFont f = plot->font();
    f.setPointSize(plot_text::kTickLabelPoints);
    text->setFont(f);
    if (horizontal) {
        text->position->setTypeX(QCPItemPosition::ptAxisRectRatio);
        text->position->setTypeY(QCPItemPosition::ptPlotCoords);
        text->position->setCoords(0.01, value);
        text->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
    } else {
        text->position->setTypeX(QCPItemPosition::ptPlotCoords);
        text->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
        // At the bottom, left of the line: the curves run high at the near distances, and the
        // context lines stand in the right part of the distance axis.
        text->position->setCoords(value, 0.98);
        text->setPositionAlignment(Qt::AlignRight | Qt::AlignBottom);
    }
}

} // namespace

ContextExtensionPlots::ContextExtensionPlots(QWidget* parent) : QObject(parent) {
    wavelengths_ = new PlotCanvas(parent);
    onesScore_ = new PlotCanvas(parent);
    randomScore_ = new PlotCanvas(parent);
    for (PlotCanvas* p : {wavelengths_, onesScore_, randomScore_})
        styleProjectorPlot(p);
    // Wavelengths span many decades: a log axis shows pair 0 (a few tokens) and the last
    // pair (beyond the context) together.
    wavelengths_->yAxis->setScaleType(QCPAxis::stLogarithmic);
    wavelengths_->yAxis->setTicker(QSharedPointer<QCPAxisTickerLog>(new QCPAxisTickerLog));
    wavelengths_->yAxis->setNumberFormat(QStringLiteral("eb"));
    wavelengths_->yAxis->setNumberPrecision(0);
    // Seven decades and more up the log axis, one line each: a line's gap between them.
    teaching::keepPlotReadable(wavelengths_, 12);
    wavelengths_->yAxis2->setVisible(true);
    wavelengths_->yAxis2->setRange(0, 1.08);
    for (QCustomPlot* p : {onesScore_, randomScore_}) {
        // Distances from 1 to the target on a log axis: the near distances, where the
        // high-frequency pairs decide, get as much room as the far ones.
        p->xAxis->setScaleType(QCPAxis::stLogarithmic);
        p->xAxis->setTicker(QSharedPointer<QCPAxisTickerLog>(new QCPAxisTickerLog));
        p->xAxis->setNumberFormat(QStringLiteral("eb"));
        p->xAxis->setNumberPrecision(0);
    }

    const std::pair<QCustomPlot*, ContextPlot> plots[] = {{wavelengths_, ContextPlot::Wavelength},
                                                          {onesScore_, ContextPlot::OnesScore},
                                                          {randomScore_, ContextPlot::RandomScore}};
    for (const auto& [p, which] : plots) {
        const ContextPlot w = which;
        QCustomPlot* on = p;
        connect(p, &QCustomPlot::mouseMove, this, [this, w, on](QMouseEvent* e) {
            emit hovered(w, on->xAxis->pixelToCoord(e->position().x()));
        });
        connect(p, &QWidget::customContextMenuRequested, this,
                [this, w](const QPoint& pos) { emit contextMenuRequested(w, pos); });
    }

    auto* scoresPane = new QWidget(parent);
    auto* scores = new QVBoxLayout(scoresPane);
    scores->setContentsMargins(0, 0, 0, 0);
    scores->addWidget(onesScore_, 1);
    scores->addWidget(randomScore_, 1);
    grid_ = new LessonGrid(2, parent);
    grid_->addPane(wavelengths_, 0, 0);
    grid_->addPane(scoresPane, 0, 1);
}

std::int64_t ContextExtensionPlots::scorePoints() const {
    // One sample per pixel of the score plot's axis rect: more would never be seen.
    return std::clamp(onesScore_->axisRect()->width(), 2, kMaxScorePoints);
}

void ContextExtensionPlots::retranslate() {
    wavelengths_->xAxis->setLabel(tr("pair i"));
    wavelengths_->yAxis->setLabel(tr("wavelength 2\u03c0 / inv_freq (tokens)"));
    wavelengths_->yAxis2->setLabel(tr("scale = new inv_freq / old"));
    for (QCustomPlot* p : {onesScore_, randomScore_}) {
        p->xAxis->setLabel(tr("relative distance r = m \u2212 n"));
        p->yAxis->setLabel(tr("score q\u00b7k"));
    }
}

void ContextExtensionPlots::present(const pe::RopeContextResult& r, int original, int target,
                                    int seed) {
    drawWavelengths(r, original, target);
    drawScore(onesScore_, r.onesBefore, r.onesAfter, r, original, target, seed);
    drawScore(randomScore_, r.randomBefore, r.randomAfter, r, original, target, seed);
}

QString ContextExtensionPlots::summary(const pe::RopeContextResult& r, int original) {
    const pe::RopeContextBands& b = r.bands;
    const auto pairs = std::int64_t(r.original.invFreq.size());
    const double attention = r.scaled.attentionFactor;
    // Six digits in the sentence; hovering the curves gives every number exactly.
    const QString attentionText =
        attention == 1.0
            ? tr("No attention factor: the scaled score is not rescaled.")
            : tr("Attention factor %1: the scaled score is multiplied by its square, %2.")
                  .arg(numberText(attention, 6), numberText(attention * attention, 6));
    return tr("%1 of %2 pairs complete a full turn inside the original context (%3 "
              "tokens). From the scale new/old inv_freq: %4 unchanged (scale 1), %5 "
              "blended, %6 interpolated (scale 1/%7).")
               .arg(b.completeTurns)
               .arg(pairs)
               .arg(original)
               .arg(b.unchanged)
               .arg(b.blended)
               .arg(b.interpolated)
               .arg(numberText(r.factor, 6)) +
           QLatin1Char(' ') + attentionText;
}

void ContextExtensionPlots::drawWavelengths(const pe::RopeContextResult& r, int originalContext,
                                            int targetContext) {
    QCustomPlot* p = wavelengths_;
    p->clearPlottables();
    p->clearItems();
    const std::size_t n = r.original.invFreq.size();
    QVector<double> x(static_cast<int>(n));
    for (std::size_t i = 0; i < n; ++i)
        x[int(i)] = double(i);

    // The bands first, so the curves are drawn over them: one rectangle per run of pairs.
    // Their names stand in the legend under the plot, each beside its band's colour: written
    // into the bands they covered the curves and the context lines, and the blended band is
    // too narrow for its name unless turned on its side, which Chinese cannot be read as.
    std::size_t start = 0;
    QList<pe::RopeBand> named;
    for (std::size_t i = 1; i <= n; ++i) {
        if (i < n && r.bands.band[i] == r.bands.band[start])
            continue;
        const pe::RopeBand band = r.bands.band[start];
        auto* rect = new QCPItemRect(p);
        rect->setLayer(QStringLiteral("background"));
        rect->topLeft->setTypeY(QCPItemPosition::ptAxisRectRatio);
        rect->bottomRight->setTypeY(QCPItemPosition::ptAxisRectRatio);
        rect->topLeft->setCoords(double(start) - 0.5, 0.0);
        rect->bottomRight->setCoords(double(i) - 0.5, 1.0);
        rect->setPen(Qt::NoPen);
        rect->setBrush(bandFill(band));
        if (!named.contains(band))
            named << band;
        start = i;
    }

    p->addGraph();
    p->graph(0)->setData(x, toQVector(r.original.wavelength), true);
    p->graph(0)->setName(tr("original wavelength"));
    p->graph(0)->setPen(QPen(kBefore, 2));
    p->graph(0)->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 4));
    p->addGraph();
    p->graph(1)->setData(x, toQVector(r.scaled.wavelength), true);
    p->graph(1)->setName(tr("scaled wavelength"));
    p->graph(1)->setPen(QPen(kAfter, 2));
    p->graph(1)->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 4));
    p->addGraph(p->xAxis, p->yAxis2);
    p->graph(2)->setData(x, toQVector(r.bands.scale), true);
    p->graph(2)->setName(tr("scale (right axis)"));
    p->graph(2)->setPen(QPen(kScale, 1.5, Qt::DotLine));
    // Bars without data: a legend entry in the band's colour, drawn nowhere else.
    for (const pe::RopeBand band : std::as_const(named)) {
        auto* swatch = new QCPBars(p->xAxis, p->yAxis);
        swatch->setName(bandName(band));
        swatch->setPen(QPen(bandFill(band).darker(130)));
        swatch->setBrush(bandFill(band));
    }

    const double original = double(originalContext);
    const double target = double(targetContext);
    contextLine(p, true, original, tr("original context %1").arg(originalContext), Qt::black);
    if (target != original)
        contextLine(p, true, target, tr("target context %1").arg(targetContext),
                    QColor(120, 0, 120));

    double lo = original, hi = std::max(original, target);
    for (double w : r.original.wavelength) {
        lo = std::min(lo, w);
        hi = std::max(hi, w);
    }
    for (double w : r.scaled.wavelength) {
        lo = std::min(lo, w);
        hi = std::max(hi, w);
    }
    p->xAxis->setRange(-0.5, double(n) - 0.5);
    p->yAxis->setRange(lo / 2.0, hi * 4.0);
    p->replot();
}

void ContextExtensionPlots::drawScore(QCustomPlot* p, const std::vector<double>& before,
                                      const std::vector<double>& after,
                                      const pe::RopeContextResult& r, int original, int target,
                                      int seed) {
    p->clearGraphs();
    p->clearItems();
    // Distance 0 has no place on the log axis; hover and export still have it.
    QVector<double> x, yBefore, yAfter;
    for (std::size_t j = 0; j < r.distances.size(); ++j) {
        if (r.distances[j] < 1)
            continue;
        x << double(r.distances[j]);
        yBefore << before[j];
        yAfter << after[j];
    }
    p->addGraph();
    p->graph(0)->setData(x, yBefore, true);
    p->graph(0)->setName(p == onesScore_ ? tr("q = k = ones, before")
                                         : tr("random q, k (seed %1), before").arg(seed));
    p->graph(0)->setPen(QPen(kBefore, 1.2));
    p->addGraph();
    p->graph(1)->setData(x, yAfter, true);
    p->graph(1)->setName(
        r.scaled.attentionFactor != 1.0
            ? tr("after (\u00d7 attention factor\u00b2 %1)")
                  .arg(teaching::brief(r.scaled.attentionFactor * r.scaled.attentionFactor))
            : tr("after scaling"));
    p->graph(1)->setPen(QPen(kAfter, 1.2));
    if (original < target)
        contextLine(p, false, double(original), tr("original context"), Qt::black);
    p->rescaleAxes();
    p->xAxis->setRange(1, double(std::max<std::int64_t>(r.distances.back(), 2)));
    p->replot();
}

QCustomPlot* ContextExtensionPlots::plot(ContextPlot which) const {
    switch (which) {
    case ContextPlot::Wavelength:
        return wavelengths_;
    case ContextPlot::OnesScore:
        return onesScore_;
    case ContextPlot::RandomScore:
        return randomScore_;
    }
    return wavelengths_;
}

QString ContextExtensionPlots::hoverText(const pe::RopeContextResult& r, ContextPlot which,
                                         double x) {
    if (which == ContextPlot::Wavelength) {
        const auto n = std::int64_t(r.original.invFreq.size());
        const auto i = std::size_t(std::clamp<std::int64_t>(std::llround(x), 0, n - 1));
        return tr("pair %1 (%2): inv_freq %3 \u2192 %4, wavelength %5 \u2192 %6 "
                  "tokens, scale %7")
            .arg(i)
            .arg(bandName(r.bands.band[i]))
            .arg(teaching::exact(r.original.invFreq[i]), teaching::exact(r.scaled.invFreq[i]),
                 teaching::exact(r.original.wavelength[i]), teaching::exact(r.scaled.wavelength[i]),
                 teaching::exact(r.bands.scale[i]));
    }
    // The sampled distance nearest the pointer.
    const auto& d = r.distances;
    auto it = std::lower_bound(d.begin(), d.end(), std::int64_t(std::ceil(std::max(x, 0.0))));
    if (it == d.end())
        --it;
    // Nearest on the log axis: compare ratios, not differences.
    if (it != d.begin() && *(it - 1) > 0 && x > 0 &&
        std::abs(std::log(double(*(it - 1)) / x)) < std::abs(std::log(double(*it) / x)))
        --it;
    const auto j = std::size_t(it - d.begin());
    const bool ones = which == ContextPlot::OnesScore;
    return tr("distance %1: score before %2, after %3")
        .arg(d[j])
        .arg(teaching::exact(ones ? r.onesBefore[j] : r.randomBefore[j]),
             teaching::exact(ones ? r.onesAfter[j] : r.randomAfter[j]));
}

std::vector<std::string> ContextExtensionPlots::exportColumns(ContextPlot which) {
    if (which == ContextPlot::Wavelength)
        return {"pair,inv_freq_original,inv_freq_scaled,wavelength_original,wavelength_scaled,"
                "scale"};
    return {"distance,score_before,score_after"};
}

pe::Matrix ContextExtensionPlots::exportMatrix(const pe::RopeContextResult& r, ContextPlot which) {
    if (which == ContextPlot::Wavelength) {
        const auto n = Eigen::Index(r.original.invFreq.size());
        pe::Matrix m(n, 6);
        for (Eigen::Index i = 0; i < n; ++i) {
            const auto s = std::size_t(i);
            m.row(i) << double(i), r.original.invFreq[s], r.scaled.invFreq[s],
                r.original.wavelength[s], r.scaled.wavelength[s], r.bands.scale[s];
        }
        return m;
    }
    const bool ones = which == ContextPlot::OnesScore;
    const auto n = Eigen::Index(r.distances.size());
    pe::Matrix m(n, 3);
    for (Eigen::Index j = 0; j < n; ++j) {
        const auto s = std::size_t(j);
        m.row(j) << double(r.distances[s]), ones ? r.onesBefore[s] : r.randomBefore[s],
            ones ? r.onesAfter[s] : r.randomAfter[s];
    }
    return m;
}

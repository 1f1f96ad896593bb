// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/teaching/matrix_heatmap.h"

#include "ui/teaching/teaching_style.h"
#include "ui/views/color_maps.h"
#include "ui/views/crisp_color_map.h"
#include "ui/views/display_scale.h"
#include "ui/views/plot_view.h"
#include "ui/views/upright_labels.h"

#include <QLabel>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <qcustomplot.h>

namespace {

// QCPColorMap puts cells on their centres; a lone cell would have zero width, so it is
// drawn as two half cells spanning the same unit.
struct CellAxis {
    int size;
    QCPRange range;
};

// Lines of tick text the matrix is at least tall: a few numbered rows, or each named row
// with a quarter line between names (as many as fit in a dozen lines; more are thinned).
constexpr int kNumberedLines = 4;
int namedLines(qsizetype rows) {
    return std::clamp(int(std::ceil(1.25 * double(rows))) + 1, kNumberedLines, 12);
}

CellAxis cellAxis(std::int64_t count) {
    if (count == 1)
        return {2, QCPRange(-0.25, 0.25)};
    return {int(count), QCPRange(0.0, double(count - 1))};
}

} // namespace

MatrixHeatmap::MatrixHeatmap(QWidget* parent) : QWidget(parent) {
    title_ = new QLabel(this);
    title_->setWordWrap(true);
    teaching::useProjectorFont(title_, teaching::kBodyPointSize, true);
    plot_ = new PlotCanvas(this);
    plot_->setMinimumSize(160, 110);
    map_ = new CrispColorMap(plot_->xAxis, plot_->yAxis);
    map_->setInterpolate(false);
    scale_ = new QCPColorScale(plot_);
    plot_->plotLayout()->addElement(0, 1, scale_);
    scale_->setBarWidth(10);
    map_->setColorScale(scale_);
    auto* group = new QCPMarginGroup(plot_);
    plot_->axisRect()->setMarginGroup(QCP::msBottom | QCP::msTop, group);
    scale_->setMarginGroup(QCP::msBottom | QCP::msTop, group);
    plot_->yAxis->setRangeReversed(true);
    QFont tickFont = font();
    // The lessons' matrices are read from the back: ticks as large as axis labels.
    tickFont.setPointSize(plot_text::kAxisLabelPoints);
    for (QCPAxis* axis : {plot_->xAxis, plot_->yAxis, scale_->axis()}) {
        axis->setTickLabelFont(tickFont);
        axis->setLabelFont(tickFont);
    }
    // Chinese vertical labels upright above the matrix, as the explorer's views show them.
    UprightLabels::install(plot_, tickFont);
    // Its text and lines at the window's text size, as the views'.
    followDisplayScale(plot_);
    plot_->xAxis->setTicker(integerTicker(6));
    plot_->yAxis->setTicker(integerTicker(5));
    teaching::keepPlotReadable(plot_, kNumberedLines);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(title_);
    layout->addWidget(plot_, 1);
}

void MatrixHeatmap::setTitle(const QString& title) {
    title_->setText(title);
}

QString MatrixHeatmap::title() const {
    return title_->text();
}

void MatrixHeatmap::setAxisLabels(const QString& columns, const QString& rows) {
    plot_->xAxis->setLabel(columns);
    plot_->yAxis->setLabel(rows);
}

void MatrixHeatmap::setRowLabels(const QStringList& labels) {
    rowLabels_ = labels;
    applyRowTicker();
}

void MatrixHeatmap::applyRowTicker() {
    if (rowLabels_.isEmpty() || rowLabels_.size() != rows_ || rows_ > 40) {
        plot_->yAxis->setTicker(integerTicker(5));
        teaching::keepPlotReadable(plot_, kNumberedLines);
        return;
    }
    teaching::keepPlotReadable(plot_, namedLines(rowLabels_.size()));
    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    for (int r = 0; r < rowLabels_.size(); ++r)
        ticker->addTick(r, rowLabels_[r]);
    plot_->yAxis->setTicker(ticker);
}

void MatrixHeatmap::setMatrix(const pe::Matrix& matrix, Scale scale) {
    rows_ = matrix.rows();
    cols_ = matrix.cols();
    if (rows_ == 0 || cols_ == 0) {
        clear();
        return;
    }
    const CellAxis keys = cellAxis(cols_);
    const CellAxis values = cellAxis(rows_);
    // New cells in a new data object: the map redraws its image only when given one.
    auto* cells = new QCPColorMapData(keys.size, values.size, keys.range, values.range);
    for (int v = 0; v < values.size; ++v)
        for (int k = 0; k < keys.size; ++k)
            cells->setCell(k, v, matrix(rows_ == 1 ? 0 : v, cols_ == 1 ? 0 : k));
    map_->setData(cells, false); // adopt, no copy
    // The scale covers the values shown, never the masked cells.
    double lo = 0.0, hi = 0.0;
    bool any = false;
    for (Eigen::Index r = 0; r < matrix.rows(); ++r)
        for (Eigen::Index c = 0; c < matrix.cols(); ++c) {
            const double v = matrix(r, c);
            if (std::isnan(v))
                continue;
            lo = any ? std::min(lo, v) : v;
            hi = any ? std::max(hi, v) : v;
            any = true;
        }
    QCPColorGradient gradient =
        scale == Scale::Diverging ? divergingGradient() : sequentialGradient();
    gradient.setNanHandling(QCPColorGradient::nhNanColor);
    gradient.setNanColor(QColor(0xd0, 0xd0, 0xd0));
    map_->setGradient(gradient);
    if (scale == Scale::Diverging) {
        const double reach = std::max({std::abs(lo), std::abs(hi), 1e-12});
        map_->setDataRange(QCPRange(-reach, reach));
    } else {
        map_->setDataRange(QCPRange(lo, hi > lo ? hi : lo + 1e-12));
    }
    plot_->xAxis->setRange(-0.5, double(cols_) - 0.5);
    plot_->yAxis->setRange(-0.5, double(rows_) - 0.5);
    applyRowTicker();
    map_->setVisible(true);
    plot_->replot();
}

void MatrixHeatmap::clear() {
    map_->setVisible(false);
    plot_->replot();
}

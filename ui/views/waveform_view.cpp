#include "ui/views/waveform_view.h"

#include "ui/views/color_maps.h"
#include "ui/views/plot_marks.h"

#include <algorithm>
#include <qcustomplot.h>

namespace {

// "6.28", "62.8", "19869": short enough for the legend, exact enough to compare.
QString formatWavelength(double wavelength) {
    return wavelength >= 100.0 ? QString::number(wavelength, 'f', 0)
                               : QString::number(wavelength, 'g', 3);
}

// A 2 px pen reads well on a projector, but Qt strokes wide pens through a slow general
// path: a wave that zigzags every few pixels would cost hundreds of milliseconds a frame.
// Such a wave is a solid band anyway, so it gets the fast 1 px pen.
double penWidthFor(const Waveform& w, const ViewWindow& window) {
    const double positionsPerPixel = (window.upper - window.lower) / std::max(1, window.pixels);
    return w.wavelength / std::max(positionsPerPixel, 1e-9) < 16.0 ? 1.0 : 2.0;
}

} // namespace

WaveformView::WaveformView(QWidget* parent) : PlotView(ViewKind::Waveforms, parent) {
    QCustomPlot* p = plot();
    styleAxis(p->xAxis, tr("position"));
    styleAxis(p->yAxis, tr("dimension d"));
    p->xAxis->setTicker(integerTicker());
    p->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    p->axisRect()->setRangeDrag(Qt::Horizontal);
    p->axisRect()->setRangeZoom(Qt::Horizontal);
    p->legend->setVisible(true);
    QFont legendFont = font();
    legendFont.setPointSize(10);
    p->legend->setFont(legendFont);
    p->legend->setBrush(QColor(255, 255, 255, 220));
    // The legend sits beside the curves, never on top of a wave.
    p->axisRect()->insetLayout()->take(p->legend);
    p->plotLayout()->addElement(2, 1, p->legend);
    p->plotLayout()->setColumnStretchFactor(1, 0.001);
    p->legend->setMargins(QMargins(4, 2, 4, 2));
    // Room for the legend's right border: flush with the widget's edge it is cut off.
    p->plotLayout()->setMargins(QMargins(0, 0, 6, 0));
    watchAxis(p->xAxis);
    setSubtitle(QString());
}

ViewWindow WaveformView::positionWindow() const {
    // The widget's width, not the axis rect's: the legend beside the curves changes width
    // with every new set of dimensions, and that must not resample the curves.
    const QCPRange r = plot()->xAxis->range();
    return {r.lower, r.upper, pixelBudget(plot()->width())};
}

void WaveformView::showResult(ExploreDelivery& delivery) {
    const bool reset = extentChanged(*delivery.result);
    result_ = delivery.result;
    rebuildGraphs();
    // Tokens under the integer positions: the dots are the words' values.
    labelPositions(plot()->xAxis);
    if (reset)
        resetView();
    updateSubtitle();
    replotSoon();
}

void WaveformView::rebuildGraphs() {
    QCustomPlot* p = plot();
    p->clearGraphs();
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    const auto& waves = result_->waveforms;
    for (int k = 0; k < int(waves.size()); ++k) {
        const Waveform& w = waves[std::size_t(k)];
        const double offset = -kStackSpacing * k; // first curve on top
        QVector<double> cy(int(w.curveY.size())), dy(int(w.dotY.size()));
        for (int i = 0; i < cy.size(); ++i)
            cy[i] = w.curveY[std::size_t(i)] + offset;
        for (int i = 0; i < dy.size(); ++i)
            dy[i] = w.dotY[std::size_t(i)] + offset;
        QCPGraph* curve = p->addGraph();
        const double width = penWidthFor(w, result_->request.wavePositions);
        curve->setPen(QPen(waveColor(k), width));
        curve->setAntialiased(width > 1.0); // a solid band of zigzags gains nothing from it
        curve->setData(QVector<double>(w.curveX.begin(), w.curveX.end()), cy, true);
        curve->setName(tr("d %1 %2, \u03bb %3")
                           .arg(w.dim)
                           .arg(w.isSin ? QStringLiteral("sin") : QStringLiteral("cos"))
                           .arg(formatWavelength(w.wavelength)));
        QCPGraph* dots = p->addGraph();
        dots->setLineStyle(QCPGraph::lsNone);
        dots->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, waveColor(k), 6));
        dots->setData(QVector<double>(w.dotX.begin(), w.dotX.end()), dy, true);
        dots->removeFromLegend();
        ticker->addTick(offset, tr("d %1").arg(w.dim));
    }
    p->yAxis->setTicker(ticker);
    const double bottom = -kStackSpacing * std::max<int>(int(waves.size()) - 1, 0);
    p->yAxis->setRange(bottom - 1.3, 1.3);
}

void WaveformView::resetView() {
    if (!result_)
        return;
    setRangesQuietly([this] {
        plot()->xAxis->setRange(
            0.0, double(std::max<std::int64_t>(result_->request.params.length - 1, 1)));
    });
    replotSoon();
}

void WaveformView::updateSubtitle() {
    const bool dots = !result_->waveforms.empty() && !result_->waveforms.front().dotX.empty();
    const bool bands = std::any_of(result_->waveforms.begin(), result_->waveforms.end(),
                                   [](const Waveform& w) { return w.isBand; });
    QStringList lines;
    if (dots)
        lines << tr("dots: the integer positions");
    if (bands) // a solid band would otherwise look like a drawing error
        lines << tr("solid band: faster than a pixel, its range drawn");
    setSubtitle(lines.join('\n'), dots ? QString() : tr("zoom in to see the integer positions"));
}

void WaveformView::showSelection(const Selection& selection) {
    for (QCPAbstractItem* item : marks_)
        plot()->removeItem(item);
    marks_.clear();
    marks_ << addVerticalMark(plot(), double(selection.position), Qt::black, 1.0);
    replotSoon();
}

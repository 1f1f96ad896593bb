// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One view on its own, as the view tests use it: a result made by hand (values the test
// chose, no computation behind them), the view shown offscreen and drawn, and the colour it
// drew at a point of its plot.

#include "ui/compute/result.h"
#include "ui/views/plot_view.h"

#include <QCoreApplication>
#include <QImage>
#include <QMouseEvent>
#include <QSignalSpy>
#include <QtTest>
#include <cstdlib>
#include <memory>
#include <qcustomplot.h>

// A delivery as the worker hands it over, holding one part computed by `step` with
// `payload` as its result for `windows` (what the view showed when it asked); `shared` gives
// the parameters and the selection.
inline ExploreDelivery handMadeDelivery(const ExploreRequest& shared, const ComputeStep& step,
                                        std::shared_ptr<const ViewPayload> payload,
                                        std::int64_t from = 0,
                                        std::vector<ViewWindow> windows = {}) {
    auto result = std::make_shared<ExploreResult>();
    result->request = shared;
    result->request.views = {ViewPart{&step, std::move(windows)}};
    result->p = from;
    result->payloads = {std::move(payload)};
    result->generation = 1;
    ExploreDelivery delivery;
    delivery.result = result;
    delivery.generation = 1;
    return delivery;
}

// Parameters L x D with the paper's base.
inline ExploreRequest sharedRequest(std::int64_t length, std::int64_t dim) {
    ExploreRequest request;
    request.params.length = length;
    request.params.dim = dim;
    return request;
}

// Shown offscreen at `size`, laid out and drawn: the layout's passes (a replot lays the plot
// out, fitted ticks ask for one more) each delivered before the next.
inline void showDrawn(PlotView& view, const QSize& size = QSize(480, 400)) {
    view.resize(size);
    view.show();
    for (int pass = 0; pass < 3; ++pass) {
        QCoreApplication::processEvents();
        view.plot()->replot(QCustomPlot::rpImmediateRefresh);
    }
}

// The pointer moved to `at` over the plot, delivered at once (QTest::mouseMove moves the
// cursor asynchronously).
inline void hover(QCustomPlot* plot, const QPoint& at) {
    QMouseEvent move(QEvent::MouseMove, QPointF(at), plot->mapToGlobal(QPointF(at)), Qt::NoButton,
                     Qt::NoButton, Qt::NoModifier);
    QCoreApplication::sendEvent(plot, &move);
}

// The text of a spy's last signal (a hover's description); empty when there was none.
inline QString lastText(const QSignalSpy& spy) {
    return spy.isEmpty() ? QString() : spy.last().at(0).toString();
}

// What the plot drew, pixel for pixel.
inline QImage drawnImage(PlotView& view) {
    view.plot()->replot(QCustomPlot::rpImmediateRefresh);
    return view.plot()->toPixmap(view.plot()->width(), view.plot()->height(), 1.0).toImage();
}

// The colour drawn at plot coordinates (key, value) of the plot's own axes.
inline QColor drawnColorAt(PlotView& view, double key, double value) {
    const QImage image = drawnImage(view);
    const QCustomPlot* plot = view.plot();
    return image.pixelColor(int(plot->xAxis->coordToPixel(key)),
                            int(plot->yAxis->coordToPixel(value)));
}

// The straight lines among the plot's items, as (x, y) of their first point and the
// direction they run in: vertical lines have point2 straight above point1.
struct DrawnLine {
    double x, y;
    bool vertical;
    QColor color;
};
inline QList<DrawnLine> straightLines(const QCustomPlot* plot) {
    QList<DrawnLine> lines;
    for (int i = 0; i < plot->itemCount(); ++i)
        if (auto* line = qobject_cast<QCPItemStraightLine*>(plot->item(i)))
            lines << DrawnLine{line->point1->coords().x(), line->point1->coords().y(),
                               line->point1->coords().x() == line->point2->coords().x(),
                               line->pen().color()};
    return lines;
}

// The (key, value) points of a graph, in order.
inline QList<QPointF> graphPoints(const QCPGraph* graph) {
    QList<QPointF> out;
    for (auto it = graph->data()->constBegin(); it != graph->data()->constEnd(); ++it)
        out << QPointF(it->key, it->value);
    return out;
}

// Within `tolerance` per channel: a gradient's 256 levels round a colour stop a little.
inline bool nearColor(const QColor& a, const QColor& b, int tolerance = 3) {
    return std::abs(a.red() - b.red()) <= tolerance &&
           std::abs(a.green() - b.green()) <= tolerance &&
           std::abs(a.blue() - b.blue()) <= tolerance;
}

inline QString colorText(const QColor& c) {
    return QStringLiteral("(%1, %2, %3)").arg(c.red()).arg(c.green()).arg(c.blue());
}

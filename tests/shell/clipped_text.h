// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Whether a view shows every text whole: what the scene tests ask of each view at a
// projector's size.

#include "ui/views/plot_view.h"

#include <QFontMetrics>
#include <QString>
#include <algorithm>
#include <qcustomplot.h>

// Whether `lines` of `font` each fit `room` pixels.
inline bool linesFit(const QString& text, const QFont& font, int room) {
    const QFontMetrics metrics(font);
    for (const QString& line : text.split(QLatin1Char('\n')))
        if (metrics.horizontalAdvance(line) > room)
            return false;
    return true;
}

// The first text of `view` that is cut, described; empty when every text is whole: each text
// element's lines fit its width and lie inside the plot, each axis label fits its axis, the
// legend and the colour scale lie inside the plot.
inline QString firstClippedText(PlotView* view) {
    QCustomPlot* plot = view->plot();
    plot->replot(QCustomPlot::rpImmediateRefresh);
    const QRect inside = plot->rect();
    for (QCPLayoutElement* element : plot->plotLayout()->elements(true)) {
        if (!element || !element->visible())
            continue;
        if (auto* text = qobject_cast<QCPTextElement*>(element)) {
            if (text->text().isEmpty())
                continue;
            if (!linesFit(text->text(), text->font(), text->outerRect().width()) ||
                !inside.contains(text->outerRect()))
                return QStringLiteral("%1: text \"%2\" in %3 px")
                    .arg(view->title(), text->text())
                    .arg(text->outerRect().width());
        }
        if (qobject_cast<QCPLegend*>(element) || qobject_cast<QCPColorScale*>(element))
            if (!inside.contains(element->outerRect()))
                return QStringLiteral("%1: a legend or colour scale reaches out of the plot")
                    .arg(view->title());
        // A colour scale's numbers end a few pixels inside the plot: their ink reaches past
        // the advance they are measured by.
        if (auto* scale = qobject_cast<QCPColorScale*>(element)) {
            QCPAxis* axis = scale->axis();
            const QFontMetrics metrics(axis->tickLabelFont());
            const int start = axis->axisRect()->rect().right() + axis->offset() +
                              std::max(axis->tickLengthOut(), axis->subTickLengthOut()) +
                              axis->tickLabelPadding();
            for (const QString& label : axis->tickVectorLabels())
                if (axis->axisType() == QCPAxis::atRight &&
                    start + metrics.horizontalAdvance(label) > inside.right() - 3)
                    return QStringLiteral("%1: the colour scale's \"%2\" at the plot's edge")
                        .arg(view->title(), label);
        }
    }
    // A legend under the plot never runs into a caption under or over it.
    if (plot->legend && plot->legend->visible() && plot->legend->layout())
        for (QCPLayoutElement* element : plot->plotLayout()->elements(true))
            if (auto* text = qobject_cast<QCPTextElement*>(element))
                if (text->visible() && !text->text().isEmpty() &&
                    text->outerRect().intersects(plot->legend->outerRect()))
                    return QStringLiteral("%1: the legend runs into \"%2\"")
                        .arg(view->title(), text->text());
    for (QCPAxis* axis : plot->axisRect()->axes()) {
        // A Chinese label standing beside its axis: inside the plot, clear of the plot.
        const QRect column = view->uprightColumn(axis);
        if (!column.isEmpty() &&
            (!inside.contains(column) || column.intersects(plot->axisRect()->rect())))
            return QStringLiteral("%1: the upright label \"%2\" out of its place")
                .arg(view->title(), view->uprightLabel(axis));
        if (!axis->visible() || axis->label().isEmpty())
            continue;
        const int room =
            axis->orientation() == Qt::Vertical ? plot->axisRect()->height() : inside.width();
        if (!linesFit(axis->label(), axis->labelFont(), room))
            return QStringLiteral("%1: axis label \"%2\"").arg(view->title(), axis->label());
    }
    return {};
}

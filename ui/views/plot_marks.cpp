// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/views/plot_marks.h"

#include "ui/compute/request.h"

#include <QCoreApplication>

#include <qcustomplot.h>

QCPAbstractItem* addVerticalMark(QCustomPlot* plot, double x, const QColor& color, double width) {
    auto* line = new QCPItemStraightLine(plot);
    line->setPen(QPen(color, width, Qt::DashLine));
    line->point1->setCoords(x, 0);
    line->point2->setCoords(x, 1);
    return line;
}

QCPAbstractItem* addHorizontalMark(QCustomPlot* plot, double y, const QColor& color, double width) {
    auto* line = new QCPItemStraightLine(plot);
    line->setPen(QPen(color, width, Qt::DashLine));
    line->point1->setCoords(0, y);
    line->point2->setCoords(1, y);
    return line;
}

QCPAbstractItem* addVerticalBand(QCustomPlot* plot, double x0, double x1, const QColor& outline,
                                 const QColor& fill) {
    auto* rect = new QCPItemRect(plot);
    rect->topLeft->setTypeY(QCPItemPosition::ptAxisRectRatio);
    rect->bottomRight->setTypeY(QCPItemPosition::ptAxisRectRatio);
    rect->topLeft->setCoords(x0, 0.0);
    rect->bottomRight->setCoords(x1, 1.0);
    rect->setPen(QPen(outline, 2));
    rect->setBrush(fill.isValid() ? QBrush(fill) : Qt::NoBrush);
    return rect;
}

QString positionLinesKey(const ExploreRequest& request) {
    return QCoreApplication::translate("FigureCaption", "Marked: lines, position p = %1")
        .arg(request.p);
}

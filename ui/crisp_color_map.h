#pragma once
// A QCPColorMap that stays exact in PDF and SVG. QCustomPlot renders a colour map for
// vector output into a bitmap three times the plot's size and embeds that: cells resampled
// to the page's pixels and tens of megabytes to compress. This one embeds its own image, one
// pixel per data cell, and lets the page scale it without smoothing. On screen and in PNG
// it draws exactly as QCPColorMap does.

#include <qcustomplot.h>

class CrispColorMap : public QCPColorMap {
    Q_OBJECT
  public:
    CrispColorMap(QCPAxis* keyAxis, QCPAxis* valueAxis) : QCPColorMap(keyAxis, valueAxis) {}

  protected:
    void draw(QCPPainter* painter) override;

  private:
    QRectF cellsRect() const;
};

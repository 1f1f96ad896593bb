// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A QCPColorMap that stays exact in PDF and SVG. QCustomPlot renders a colour map for
// vector output into a bitmap three times the plot's size and embeds that: cells resampled
// to the page's pixels and tens of megabytes to compress. This one embeds its own image, one
// pixel per data cell (under 100 cells a side, QCustomPlot's whole number of pixels per
// cell), and lets the page scale it without smoothing. On screen and in PNG it draws the
// same pixels as QCPColorMap, without the mirrored copy of the whole image QCPColorMap makes
// at every replot: the map image is kept mirrored as the axes are, flipped in place when an
// axis changes direction.
//
// New cells must come through setData (QCPColorMap::setData marks the image stale); cells
// changed in place through data()->setCell are not seen.
//
// The embedded image runs down the columns (stored transposed, drawn with a transposing
// transform). Every map here has positions on the vertical axis, and along positions the
// encoding changes smoothly, while across dimensions sin and cos alternate every column.
// Deflate, which Qt's PDF writer runs at level 6, finds those long runs: the stream comes
// out several times smaller and faster to compress (docs/PERFORMANCE.md).

#include <qcustomplot.h>

class CrispColorMap : public QCPColorMap {
    Q_OBJECT
  public:
    CrispColorMap(QCPAxis* keyAxis, QCPAxis* valueAxis) : QCPColorMap(keyAxis, valueAxis) {}

  protected:
    void draw(QCPPainter* painter) override;
    void updateMapImage() override;

  private:
    QRectF cellsRect() const;
    // How the map image is mirrored now: flipped in place when the axes' directions change.
    bool imageMirroredX_ = false, imageMirroredY_ = false;
};

// A matrix of cells on `plot`'s axes with its sequential colour scale on the right, the scale
// kept level with the cells (one margin group). The scale is returned in `scale`.
CrispColorMap* addScaledColorMap(QCustomPlot* plot, QCPColorScale*& scale);

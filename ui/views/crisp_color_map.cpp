// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/views/crisp_color_map.h"

#include "ui/views/color_maps.h"

#include <QPaintEngine>
#include <algorithm>

namespace {

// The image with rows and columns swapped: pixel (x, y) becomes (y, x). In tiles, so the
// column reads stay in cache. Cells drawn translucent are unpremultiplied as QImage's
// conversion to RGB32 does; converting first would cost another full copy of the image.
QImage transposed(const QImage& image) {
    const QImage source = image.format() == QImage::Format_ARGB32_Premultiplied
                              ? image
                              : image.convertToFormat(QImage::Format_RGB32);
    const bool premultiplied = source.format() == QImage::Format_ARGB32_Premultiplied;
    QImage result(source.height(), source.width(), QImage::Format_RGB32);
    const auto* in = reinterpret_cast<const QRgb*>(source.constBits());
    auto* out = reinterpret_cast<QRgb*>(result.bits());
    const qsizetype inStride = source.bytesPerLine() / 4, outStride = result.bytesPerLine() / 4;
    constexpr int kTile = 32;
    for (int y0 = 0; y0 < result.height(); y0 += kTile)
        for (int x0 = 0; x0 < result.width(); x0 += kTile)
            for (int y = y0; y < qMin(y0 + kTile, result.height()); ++y)
                for (int x = x0; x < qMin(x0 + kTile, result.width()); ++x) {
                    const QRgb pixel = in[x * inStride + y];
                    out[y * outStride + x] = premultiplied && qAlpha(pixel) != 255
                                                 ? qUnpremultiply(pixel) | 0xff000000u
                                                 : pixel | 0xff000000u;
                }
    return result;
}

// Mirrors the image where it lies: no second image of the map's size per replot.
void mirrorInPlace(QImage& image, bool horizontal, bool vertical) {
    if (horizontal)
        for (int y = 0; y < image.height(); ++y) {
            auto* line = reinterpret_cast<QRgb*>(image.scanLine(y));
            std::reverse(line, line + image.width());
        }
    if (vertical)
        for (int top = 0, bottom = image.height() - 1; top < bottom; ++top, --bottom)
            std::swap_ranges(image.scanLine(top), image.scanLine(top) + image.bytesPerLine(),
                             image.scanLine(bottom));
}

// Each pixel of `image` repeated as a block of `across` x `down` pixels.
QImage blockScaled(const QImage& image, int across, int down) {
    if (across <= 1 && down <= 1)
        return image;
    QImage result(image.width() * across, image.height() * down, image.format());
    for (int y = 0; y < result.height(); ++y) {
        const auto* in = reinterpret_cast<const QRgb*>(image.constScanLine(y / down));
        auto* out = reinterpret_cast<QRgb*>(result.scanLine(y));
        for (int x = 0; x < result.width(); ++x)
            out[x] = in[x / across];
    }
    return result;
}

} // namespace

void CrispColorMap::updateMapImage() {
    QCPColorMap::updateMapImage();
    imageMirroredX_ = imageMirroredY_ = false;
}

void CrispColorMap::draw(QCPPainter* painter) {
    if (mMapData->isEmpty() || !keyAxis() || !valueAxis())
        return;
    if (mTightBoundary) { // no view here clips its outer cells; QCustomPlot's own drawing does
        QCPColorMap::draw(painter);
        return;
    }
    if (mMapImageInvalidated)
        updateMapImage();
    // The image is kept mirrored as the axes are (see the header).
    const bool mirrorX =
        (keyAxis()->orientation() == Qt::Horizontal ? keyAxis() : valueAxis())->rangeReversed();
    const bool mirrorY =
        (valueAxis()->orientation() == Qt::Vertical ? valueAxis() : keyAxis())->rangeReversed();
    if (mirrorX != imageMirroredX_ || mirrorY != imageMirroredY_) {
        mirrorInPlace(mMapImage, mirrorX != imageMirroredX_, mirrorY != imageMirroredY_);
        imageMirroredX_ = mirrorX;
        imageMirroredY_ = mirrorY;
    }
    const QRectF cells = cellsRect();
    applyDefaultAntialiasingHint(painter);
    painter->save();
    if (painter->modes().testFlag(QCPPainter::pmVectorized)) {
        painter->setClipRect(clipRect(), Qt::IntersectClip);
        // Embedded column by column (see the header): the image's row a is the map's column
        // a, and the transform puts its pixel (a, b) back at cell column a, row b.
        QImage columns = transposed(mMapImage);
        if (painter->paintEngine() && painter->paintEngine()->type() == QPaintEngine::SVG) {
            // SVG viewers (librsvg among them) smooth an image they scale up, whatever its
            // image-rendering says: a small map's cells would blur into each other. Each
            // cell becomes a block of whole pixels at least as large as it is drawn, so only
            // a pixel's width at a cell's edge is left to smoothing.
            const QRectF drawn = painter->combinedTransform().mapRect(cells);
            columns = blockScaled(columns, qCeil(drawn.height() / columns.width()),
                                  qCeil(drawn.width() / columns.height()));
        }
        painter->setRenderHint(QPainter::SmoothPixmapTransform, false);
        painter->setTransform(QTransform(0.0, cells.height() / columns.width(),
                                         cells.width() / columns.height(), 0.0, cells.left(),
                                         cells.top()),
                              true);
        painter->drawImage(QPointF(0.0, 0.0), columns);
    } else {
        painter->setRenderHint(QPainter::SmoothPixmapTransform, mInterpolate);
        painter->drawImage(cells, mMapImage);
    }
    painter->restore();
}

// The cells' outer edges in pixels: the data range reaches the centres of the first and last
// cells, so the image extends half a cell beyond it on every side (as QCPColorMap draws it).
QRectF CrispColorMap::cellsRect() const {
    const QCPRange keys = mMapData->keyRange(), values = mMapData->valueRange();
    QRectF rect =
        QRectF(coordsToPixels(keys.lower, values.lower), coordsToPixels(keys.upper, values.upper))
            .normalized();
    const bool keyHorizontal = keyAxis()->orientation() == Qt::Horizontal;
    const int across = keyHorizontal ? mMapData->keySize() : mMapData->valueSize();
    const int down = keyHorizontal ? mMapData->valueSize() : mMapData->keySize();
    const double halfWidth = across > 1 ? 0.5 * rect.width() / (across - 1) : 0.5;
    const double halfHeight = down > 1 ? 0.5 * rect.height() / (down - 1) : 0.5;
    rect.adjust(-halfWidth, -halfHeight, halfWidth, halfHeight);
    return rect;
}

CrispColorMap* addScaledColorMap(QCustomPlot* plot, QCPColorScale*& scale) {
    auto* map = new CrispColorMap(plot->xAxis, plot->yAxis);
    map->setInterpolate(false);
    map->setTightBoundary(false);
    scale = new QCPColorScale(plot);
    plot->plotLayout()->addElement(2, 1, scale);
    map->setColorScale(scale); // first: the scale hands its own gradient to the map
    scale->setGradient(sequentialGradient());
    scale->setBarWidth(14);
    auto* group = new QCPMarginGroup(plot);
    plot->axisRect()->setMarginGroup(QCP::msBottom | QCP::msTop, group);
    scale->setMarginGroup(QCP::msBottom | QCP::msTop, group);
    return map;
}

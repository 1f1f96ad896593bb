#include "ui/views/crisp_color_map.h"

namespace {

// The image with rows and columns swapped: pixel (x, y) becomes (y, x). In tiles, so the
// column reads stay in cache (a plain column walk took longer than Qt's PDF compression).
QImage transposed(const QImage& image) {
    const QImage source = image.convertToFormat(QImage::Format_RGB32);
    QImage result(source.height(), source.width(), QImage::Format_RGB32);
    const auto* in = reinterpret_cast<const QRgb*>(source.constBits());
    auto* out = reinterpret_cast<QRgb*>(result.bits());
    const qsizetype inStride = source.bytesPerLine() / 4, outStride = result.bytesPerLine() / 4;
    constexpr int kTile = 32;
    for (int y0 = 0; y0 < result.height(); y0 += kTile)
        for (int x0 = 0; x0 < result.width(); x0 += kTile)
            for (int y = y0; y < qMin(y0 + kTile, result.height()); ++y)
                for (int x = x0; x < qMin(x0 + kTile, result.width()); ++x)
                    out[y * outStride + x] = in[x * inStride + y];
    return result;
}

} // namespace

void CrispColorMap::draw(QCPPainter* painter) {
    if (!painter->modes().testFlag(QCPPainter::pmVectorized) || mMapData->isEmpty() || !keyAxis() ||
        !valueAxis()) {
        QCPColorMap::draw(painter);
        return;
    }
    if (mMapImageInvalidated)
        updateMapImage();
    const bool mirrorX =
        (keyAxis()->orientation() == Qt::Horizontal ? keyAxis() : valueAxis())->rangeReversed();
    const bool mirrorY =
        (valueAxis()->orientation() == Qt::Vertical ? valueAxis() : keyAxis())->rangeReversed();
    // Embedded column by column (see the header): the image's row a is the map's column a,
    // and the transform below puts its pixel (a, b) back at cell column a, row b.
    const QImage columns = transposed(mMapImage.mirrored(mirrorX, mirrorY));
    const QRectF cells = cellsRect();
    applyDefaultAntialiasingHint(painter);
    painter->save();
    painter->setRenderHint(QPainter::SmoothPixmapTransform, false);
    painter->setClipRect(clipRect(), Qt::IntersectClip);
    painter->setTransform(QTransform(0.0, cells.height() / columns.width(),
                                     cells.width() / columns.height(), 0.0, cells.left(),
                                     cells.top()),
                          true);
    painter->drawImage(QPointF(0.0, 0.0), columns);
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

#include "crisp_color_map.h"

void CrispColorMap::draw(QCPPainter* painter) {
    if (!painter->modes().testFlag(QCPPainter::pmVectorized) || mMapData->isEmpty() ||
        !keyAxis() || !valueAxis()) {
        QCPColorMap::draw(painter);
        return;
    }
    if (mMapImageInvalidated)
        updateMapImage();
    const bool mirrorX =
        (keyAxis()->orientation() == Qt::Horizontal ? keyAxis() : valueAxis())->rangeReversed();
    const bool mirrorY =
        (valueAxis()->orientation() == Qt::Vertical ? valueAxis() : keyAxis())->rangeReversed();
    applyDefaultAntialiasingHint(painter);
    painter->save();
    painter->setRenderHint(QPainter::SmoothPixmapTransform, false);
    painter->setClipRect(clipRect(), Qt::IntersectClip);
    painter->drawImage(cellsRect(), mMapImage.mirrored(mirrorX, mirrorY));
    painter->restore();
}

// The cells' outer edges in pixels: the data range reaches the centres of the first and last
// cells, so the image extends half a cell beyond it on every side (as QCPColorMap draws it).
QRectF CrispColorMap::cellsRect() const {
    const QCPRange keys = mMapData->keyRange(), values = mMapData->valueRange();
    QRectF rect = QRectF(coordsToPixels(keys.lower, values.lower),
                         coordsToPixels(keys.upper, values.upper))
                      .normalized();
    const bool keyHorizontal = keyAxis()->orientation() == Qt::Horizontal;
    const int across = keyHorizontal ? mMapData->keySize() : mMapData->valueSize();
    const int down = keyHorizontal ? mMapData->valueSize() : mMapData->keySize();
    const double halfWidth = across > 1 ? 0.5 * rect.width() / (across - 1) : 0.5;
    const double halfHeight = down > 1 ? 0.5 * rect.height() / (down - 1) : 0.5;
    rect.adjust(-halfWidth, -halfHeight, halfWidth, halfHeight);
    return rect;
}

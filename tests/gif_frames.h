// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Reads an animated GIF back with giflib's own decoder (DGifSlurp), independently of the
// project's encoder: the logical screen size, each frame's delay and each frame as shown
// (drawn over the previous one at its offset, transparent pixels skipped, local or global
// colour table), for the tests to compare.

#include <QImage>
#include <QString>
#include <gif_lib.h>
#include <vector>

struct GifFrames {
    bool ok = false;
    QString error;
    int width = 0, height = 0;
    std::vector<QImage> frames;
    std::vector<int> delays; // centiseconds
    bool loops = false;      // a NETSCAPE2.0 loop block
};

inline GifFrames readGifFrames(const QString& path) {
    GifFrames result;
    int code = 0;
    GifFileType* gif = DGifOpenFileName(path.toLocal8Bit().constData(), &code);
    if (!gif) {
        result.error = QString::fromUtf8(GifErrorString(code));
        return result;
    }
    if (DGifSlurp(gif) == GIF_ERROR) {
        result.error = QString::fromUtf8(GifErrorString(gif->Error));
        DGifCloseFile(gif, &code);
        return result;
    }
    result.width = gif->SWidth;
    result.height = gif->SHeight;
    QImage canvas(gif->SWidth, gif->SHeight, QImage::Format_RGB32);
    canvas.fill(Qt::black);
    for (int i = 0; i < gif->ImageCount; ++i) {
        const SavedImage& image = gif->SavedImages[i];
        GraphicsControlBlock control{};
        control.TransparentColor = NO_TRANSPARENT_COLOR;
        DGifSavedExtensionToGCB(gif, i, &control);
        result.delays.push_back(control.DelayTime);
        for (int e = 0; e < image.ExtensionBlockCount; ++e) {
            const ExtensionBlock& block = image.ExtensionBlocks[e];
            if (block.Function == APPLICATION_EXT_FUNC_CODE && block.ByteCount == 11 &&
                QByteArray(reinterpret_cast<const char*>(block.Bytes), 11) == "NETSCAPE2.0")
                result.loops = true;
        }
        const ColorMapObject* map =
            image.ImageDesc.ColorMap ? image.ImageDesc.ColorMap : gif->SColorMap;
        const GifImageDesc& d = image.ImageDesc;
        for (int y = 0; y < d.Height && map; ++y)
            for (int x = 0; x < d.Width; ++x) {
                const int index = image.RasterBits[y * d.Width + x];
                if (index == control.TransparentColor || index >= map->ColorCount)
                    continue;
                const GifColorType c = map->Colors[index];
                canvas.setPixel(d.Left + x, d.Top + y, qRgb(c.Red, c.Green, c.Blue));
            }
        result.frames.push_back(canvas.copy());
    }
    // The loop block follows the first image's other extensions in giflib's reading.
    for (int e = 0; e < gif->ExtensionBlockCount; ++e)
        if (gif->ExtensionBlocks[e].Function == APPLICATION_EXT_FUNC_CODE)
            result.loops = true;
    DGifCloseFile(gif, &code);
    result.ok = true;
    return result;
}

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// PNG files of figures, written with libpng directly. Qt's PNG writer leaves libpng to try
// all five row filters on every row and offers no way to choose. A figure is flat fills,
// text and a heatmap: unfiltered rows at zlib level 1 came out both smaller and faster to
// write (docs/PERFORMANCE.md), and export time is what teachers wait for. The rows are
// deflated in runs on every core (as pigz does) and framed with libpng's chunk writer.

#include <QImage>

class QIODevice;

// Writes `image` as an 8-bit RGB PNG (alpha dropped: figures are opaque), with the
// image's dots per metre as the pHYs chunk, and `text` (if any) as a tEXt chunk under
// `keyword` before the image data. Returns false if the device fails.
bool writeFigurePng(const QImage& image, QIODevice& device, const char* keyword = nullptr,
                    const QByteArray& text = QByteArray());

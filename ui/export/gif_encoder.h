// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Animated GIFs through giflib, one frame at a time: each frame is quantised, written with
// EGifPutLine row by row and forgotten, so memory stays one frame whatever the frame count.
//
// Palette. A GIF frame has at most 256 colours. A figure is flat fills, a colour map and
// anti-aliased text: most frames have fewer distinct colours than that, and then the frame's
// own colours are its palette and the GIF is exact. A frame with more (a large smooth colour
// map, much anti-aliasing) is mapped to the nearest colour of `fallback`, a fixed palette the
// caller builds from what the figure can contain (the colour map's own gradient, the greys
// of axes and text): exact where it matters, no dithering noise between frames.

#include <QImage>
#include <QRgb>
#include <QString>
#include <vector>

class QIODevice;
struct GifFileType;

class GifEncoder {
  public:
    // Writes to `device` (kept open by the caller) frames of `width` x `height` shown at
    // `fps` frames per second, looping forever. `fallback`: at most 256 colours.
    GifEncoder(QIODevice& device, int width, int height, int fps, std::vector<QRgb> fallback);
    ~GifEncoder(); // closes the GIF if finish() was not called (the file is then discarded)
    GifEncoder(const GifEncoder&) = delete;
    GifEncoder& operator=(const GifEncoder&) = delete;

    // Appends `image` (of the encoder's size). False, with errorString(), on failure.
    bool addFrame(const QImage& image);
    // Writes the trailer. False on failure.
    bool finish();
    QString errorString() const { return error_; }

  private:
    bool fail(const QString& what, int code);
    bool start();

    QIODevice& device_;
    int width_, height_, fps_;
    std::vector<QRgb> fallback_;
    GifFileType* gif_ = nullptr;
    int frames_ = 0;
    QString error_;
};

// The centiseconds a frame is shown at `fps` (GIF counts delays in 1/100 s), at least 1.
int gifFrameDelay(int fps);

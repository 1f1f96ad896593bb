// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/export/gif_encoder.h"

#include <QHash>
#include <QIODevice>
#include <algorithm>
#include <cmath>
#include <gif_lib.h>

namespace {

int writeToDevice(GifFileType* gif, const GifByteType* data, int length) {
    auto* device = static_cast<QIODevice*>(gif->UserData);
    return int(device->write(reinterpret_cast<const char*>(data), length));
}

int squaredDistance(QRgb a, QRgb b) {
    const int r = qRed(a) - qRed(b), g = qGreen(a) - qGreen(b), bl = qBlue(a) - qBlue(b);
    return r * r + g * g + bl * bl;
}

// The frame's colours and each pixel's index into them: its own colours when there are at
// most 256, else the nearest of `fallback` (the header says why).
struct Quantised {
    std::vector<QRgb> palette;
    QHash<QRgb, GifPixelType> index;
};

Quantised quantise(const QImage& image, const std::vector<QRgb>& fallback) {
    Quantised q;
    bool fits = true;
    for (int y = 0; y < image.height() && fits; ++y) {
        const auto* row = reinterpret_cast<const QRgb*>(image.constScanLine(y));
        for (int x = 0; x < image.width(); ++x) {
            const QRgb c = row[x] | 0xff000000u;
            if (q.index.contains(c))
                continue;
            if (q.palette.size() == 256) {
                fits = false;
                break;
            }
            q.index.insert(c, GifPixelType(q.palette.size()));
            q.palette.push_back(c);
        }
    }
    if (fits)
        return q;
    q.palette = fallback;
    q.index.clear();
    for (int y = 0; y < image.height(); ++y) {
        const auto* row = reinterpret_cast<const QRgb*>(image.constScanLine(y));
        for (int x = 0; x < image.width(); ++x) {
            const QRgb c = row[x] | 0xff000000u;
            if (q.index.contains(c))
                continue;
            int best = 0, bestDistance = squaredDistance(c, fallback[0]);
            for (int k = 1; k < int(fallback.size()) && bestDistance > 0; ++k) {
                const int d = squaredDistance(c, fallback[size_t(k)]);
                if (d < bestDistance) {
                    best = k;
                    bestDistance = d;
                }
            }
            q.index.insert(c, GifPixelType(best));
        }
    }
    return q;
}

// GIF colour tables have a power-of-two size from 2 to 256.
int tableSize(size_t colours) {
    int size = 2;
    while (size_t(size) < colours)
        size *= 2;
    return size;
}

} // namespace

int gifFrameDelay(int fps) {
    return std::max(1, int(std::lround(100.0 / std::max(1, fps))));
}

GifEncoder::GifEncoder(QIODevice& device, int width, int height, int fps,
                       std::vector<QRgb> fallback)
    : device_(device), width_(width), height_(height), fps_(fps), fallback_(std::move(fallback)) {
    if (fallback_.empty())
        fallback_ = {qRgb(0, 0, 0), qRgb(255, 255, 255)};
    if (fallback_.size() > 256)
        fallback_.resize(256);
}

GifEncoder::~GifEncoder() {
    if (gif_) {
        int code = 0;
        EGifCloseFile(gif_, &code);
    }
}

bool GifEncoder::fail(const QString& what, int code) {
    error_ = QStringLiteral("%1: %2").arg(
        what, QString::fromUtf8(GifErrorString(code) ? GifErrorString(code) : "unknown error"));
    if (device_.isOpen() && !device_.errorString().isEmpty() && code == E_GIF_ERR_WRITE_FAILED)
        error_ = what + QStringLiteral(": ") + device_.errorString();
    return false;
}

// Header, logical screen and the NETSCAPE2.0 block that makes the animation loop forever.
bool GifEncoder::start() {
    int code = 0;
    gif_ = EGifOpen(&device_, writeToDevice, &code);
    if (!gif_)
        return fail(QStringLiteral("cannot start the GIF"), code);
    EGifSetGifVersion(gif_, true);
    if (EGifPutScreenDesc(gif_, width_, height_, 8, 0, nullptr) == GIF_ERROR)
        return fail(QStringLiteral("cannot write the GIF header"), gif_->Error);
    static const GifByteType kNetscape[] = "NETSCAPE2.0";
    static const GifByteType kLoopForever[] = {1, 0, 0};
    if (EGifPutExtensionLeader(gif_, APPLICATION_EXT_FUNC_CODE) == GIF_ERROR ||
        EGifPutExtensionBlock(gif_, 11, kNetscape) == GIF_ERROR ||
        EGifPutExtensionBlock(gif_, 3, kLoopForever) == GIF_ERROR ||
        EGifPutExtensionTrailer(gif_) == GIF_ERROR)
        return fail(QStringLiteral("cannot write the GIF loop block"), gif_->Error);
    return true;
}

bool GifEncoder::addFrame(const QImage& frame) {
    if (frame.width() != width_ || frame.height() != height_) {
        error_ = QStringLiteral("a frame of %1 x %2 in an animation of %3 x %4")
                     .arg(frame.width())
                     .arg(frame.height())
                     .arg(width_)
                     .arg(height_);
        return false;
    }
    if (!gif_ && !start())
        return false;
    const QImage image = frame.convertToFormat(QImage::Format_RGB32);
    const Quantised q = quantise(image, fallback_);

    GraphicsControlBlock control{};
    control.DisposalMode = DISPOSE_DO_NOT;
    control.UserInputFlag = false;
    control.DelayTime = gifFrameDelay(fps_);
    control.TransparentColor = NO_TRANSPARENT_COLOR;
    GifByteType extension[4];
    const size_t length = EGifGCBToExtension(&control, extension);
    if (EGifPutExtension(gif_, GRAPHICS_EXT_FUNC_CODE, int(length), extension) == GIF_ERROR)
        return fail(QStringLiteral("cannot write frame %1").arg(frames_ + 1), gif_->Error);

    const int size = tableSize(q.palette.size());
    std::vector<GifColorType> colours(size_t(size), GifColorType{0, 0, 0});
    for (size_t k = 0; k < q.palette.size(); ++k)
        colours[k] =
            GifColorType{GifByteType(qRed(q.palette[k])), GifByteType(qGreen(q.palette[k])),
                         GifByteType(qBlue(q.palette[k]))};
    ColorMapObject* map = GifMakeMapObject(size, colours.data());
    if (!map) {
        error_ = QStringLiteral("not enough memory for a GIF colour table");
        return false;
    }
    const bool described = EGifPutImageDesc(gif_, 0, 0, width_, height_, false, map) != GIF_ERROR;
    GifFreeMapObject(map); // giflib copied it
    if (!described)
        return fail(QStringLiteral("cannot write frame %1").arg(frames_ + 1), gif_->Error);
    std::vector<GifPixelType> line(static_cast<size_t>(width_));
    for (int y = 0; y < height_; ++y) {
        const auto* row = reinterpret_cast<const QRgb*>(image.constScanLine(y));
        for (int x = 0; x < width_; ++x)
            line[size_t(x)] = q.index.value(row[x] | 0xff000000u);
        if (EGifPutLine(gif_, line.data(), width_) == GIF_ERROR)
            return fail(QStringLiteral("cannot write frame %1").arg(frames_ + 1), gif_->Error);
    }
    ++frames_;
    return true;
}

bool GifEncoder::finish() {
    if (!gif_ && !start())
        return false;
    int code = 0;
    GifFileType* gif = gif_;
    gif_ = nullptr;
    if (EGifCloseFile(gif, &code) == GIF_ERROR)
        return fail(QStringLiteral("cannot finish the GIF"), code);
    return true;
}

#include "ui/export/png_encoder.h"

#include <QIODevice>
#include <csetjmp>
#include <png.h>

namespace {

void writeToDevice(png_structp png, png_bytep data, png_size_t size) {
    auto* device = static_cast<QIODevice*>(png_get_io_ptr(png));
    if (device->write(reinterpret_cast<const char*>(data), qint64(size)) != qint64(size))
        png_error(png, "write failed");
}

void flushNothing(png_structp) {} // QSaveFile commits the whole file at the end

// libpng's default handlers print to stderr; the caller reports a failure itself, in one line.
[[noreturn]] void jumpQuietly(png_structp png, png_const_charp) {
    png_longjmp(png, 1);
}
void ignoreWarning(png_structp, png_const_charp) {}

// libpng reports errors by longjmp: everything between setjmp and the end of this function
// is plain data, so the jump skips no destructor.
bool encode(png_structp png, png_infop info, const QImage& image, QIODevice& device,
            const char* keyword, const QByteArray& text) {
    if (setjmp(png_jmpbuf(png)))
        return false;
    png_set_write_fn(png, &device, writeToDevice, flushNothing);
    png_set_IHDR(png, info, png_uint_32(image.width()), png_uint_32(image.height()), 8,
                 PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT,
                 PNG_FILTER_TYPE_DEFAULT);
    png_set_pHYs(png, info, png_uint_32(image.dotsPerMeterX()), png_uint_32(image.dotsPerMeterY()),
                 PNG_RESOLUTION_METER);
    png_text chunk{};
    if (keyword && !text.isEmpty()) {
        chunk.compression = PNG_TEXT_COMPRESSION_NONE;
        chunk.key = const_cast<char*>(keyword);
        chunk.text = const_cast<char*>(text.constData());
        chunk.text_length = png_size_t(text.size());
        png_set_text(png, info, &chunk, 1);
    }
    png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE);
    png_set_compression_level(png, 1);
    png_write_info(png, info);
    // QImage::Format_RGB32 is 0xffRRGGBB: B, G, R, 0xff in memory on little-endian machines.
    if (QSysInfo::ByteOrder == QSysInfo::LittleEndian)
        png_set_bgr(png);
    png_set_filler(png, 0,
                   QSysInfo::ByteOrder == QSysInfo::LittleEndian ? PNG_FILLER_AFTER
                                                                 : PNG_FILLER_BEFORE);
    for (int y = 0; y < image.height(); ++y)
        png_write_row(png, image.constScanLine(y));
    png_write_end(png, info);
    return true;
}

} // namespace

bool writeFigurePng(const QImage& image, QIODevice& device, const char* keyword,
                    const QByteArray& text) {
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32); // no copy if already so
    png_structp png =
        png_create_write_struct(PNG_LIBPNG_VER_STRING, nullptr, jumpQuietly, ignoreWarning);
    if (!png)
        return false;
    png_infop info = png_create_info_struct(png);
    const bool written = info && encode(png, info, rgb, device, keyword, text);
    png_destroy_write_struct(&png, &info);
    return written;
}

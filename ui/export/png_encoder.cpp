// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/export/png_encoder.h"

#include "core/parallel_for.h"

#include <QIODevice>
#include <QThread>
#include <algorithm>
#include <csetjmp>
#include <png.h>
#include <vector>
#include <zlib.h>

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

// A run of the image's rows as PNG stores them, deflated on its own: each row a filter byte
// (0: unfiltered) and R, G, B per pixel. Runs that are not the last end on a byte boundary
// without closing the stream (a sync flush), so the runs laid end to end are one deflate
// stream, as pigz writes it. Each run starts without the previous run's window, which costs
// a few matches at its first rows.
struct DeflatedRows {
    std::vector<unsigned char> bytes;
    uLong adler = 1;
    uLong rawLength = 0;
    bool ok = false;
};

void deflateRows(const QImage& image, int first, int last, bool final, DeflatedRows& out) {
    const int width = image.width();
    std::vector<unsigned char> raw(std::size_t(last - first) * std::size_t(1 + 3 * width));
    unsigned char* p = raw.data();
    for (int y = first; y < last; ++y) {
        *p++ = 0;
        const auto* line = reinterpret_cast<const QRgb*>(image.constScanLine(y));
        for (int x = 0; x < width; ++x) {
            *p++ = static_cast<unsigned char>(qRed(line[x]));
            *p++ = static_cast<unsigned char>(qGreen(line[x]));
            *p++ = static_cast<unsigned char>(qBlue(line[x]));
        }
    }
    out.rawLength = uLong(raw.size());
    out.adler = adler32(1, raw.data(), uInt(raw.size()));
    z_stream z{};
    // Level 1, unfiltered rows: see the header. Raw deflate (negative window bits): the
    // zlib header and checksum are written once, around all the runs.
    if (deflateInit2(&z, 1, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) != Z_OK)
        return;
    // deflateBound covers a finished stream; a sync flush adds at most an empty block.
    out.bytes.resize(deflateBound(&z, uLong(raw.size())) + 16);
    z.next_in = raw.data();
    z.avail_in = uInt(raw.size());
    z.next_out = out.bytes.data();
    z.avail_out = uInt(out.bytes.size());
    const int status = deflate(&z, final ? Z_FINISH : Z_SYNC_FLUSH);
    out.ok =
        (final ? status == Z_STREAM_END : status == Z_OK && z.avail_out > 0) && z.avail_in == 0;
    out.bytes.resize(out.bytes.size() - z.avail_out);
    deflateEnd(&z);
}

// The image's rows as one zlib stream, deflated in as many runs as there are cores (a run
// of at least kMinRows rows), the runs in parallel. PE_PNG_RUNS sets the number of cores
// counted, so the joining of runs is tested on a one-core machine too.
bool deflateImage(const QImage& image, std::vector<DeflatedRows>& runs) {
    constexpr int kMinRows = 64;
    const int cores = qEnvironmentVariableIntValue("PE_PNG_RUNS") > 0
                          ? qEnvironmentVariableIntValue("PE_PNG_RUNS")
                          : QThread::idealThreadCount();
    const int count = std::clamp(std::min(cores, image.height() / kMinRows), 1, 16);
    runs.assign(std::size_t(count), DeflatedRows{});
    const auto row = [&](int run) { return int(qint64(image.height()) * run / count); };
    pe::parallelFor(count, [&](int i) {
        deflateRows(image, row(i), row(i + 1), i == count - 1, runs[std::size_t(i)]);
    });
    return std::all_of(runs.begin(), runs.end(), [](const DeflatedRows& r) { return r.ok; });
}

// libpng reports errors by longjmp: everything between setjmp and the end of this function
// is plain data, so the jump skips no destructor. libpng writes the chunks before and after
// the image data; the image data is deflated above and framed here.
bool encode(png_structp png, png_infop info, const QImage& image,
            const std::vector<DeflatedRows>& runs, QIODevice& device, const char* keyword,
            const QByteArray& text) {
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
    png_write_info(png, info);
    // The zlib stream: its header (deflate, 32 KiB window, fastest), the runs, and the
    // Adler-32 of all rows, most significant byte first.
    static const png_byte header[] = {0x78, 0x01};
    static const png_byte idat[] = "IDAT";
    png_write_chunk(png, idat, header, sizeof header);
    uLong adler = 1;
    for (const DeflatedRows& run : runs) {
        png_write_chunk(png, idat, run.bytes.data(), run.bytes.size());
        adler = adler32_combine(adler, run.adler, z_off_t(run.rawLength));
    }
    const png_byte checksum[] = {png_byte(adler >> 24), png_byte(adler >> 16), png_byte(adler >> 8),
                                 png_byte(adler)};
    png_write_chunk(png, idat, checksum, sizeof checksum);
    static const png_byte iend[] = "IEND";
    png_write_chunk(png, iend, nullptr, 0);
    return true;
}

} // namespace

bool writeFigurePng(const QImage& image, QIODevice& device, const char* keyword,
                    const QByteArray& text) {
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32); // no copy if already so
    std::vector<DeflatedRows> runs;
    if (!deflateImage(rgb, runs))
        return false;
    png_structp png =
        png_create_write_struct(PNG_LIBPNG_VER_STRING, nullptr, jumpQuietly, ignoreWarning);
    if (!png)
        return false;
    png_infop info = png_create_info_struct(png);
    const bool written = info && encode(png, info, rgb, runs, device, keyword, text);
    png_destroy_write_struct(&png, &info);
    return written;
}

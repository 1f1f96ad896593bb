// SPDX-License-Identifier: GPL-3.0-or-later
// The figure PNG writer, read back chunk by chunk with zlib itself: every chunk's CRC, the
// image data as one zlib stream (its header and Adler-32 checked by inflate), and each row
// byte for byte against the pixels, at heights that split the rows into one run or several.

#include "ui/export/png_encoder.h"

#include <QBuffer>
#include <QRandomGenerator>
#include <QScopeGuard>
#include <QtTest>
#include <zlib.h>

namespace {

struct Chunk {
    QByteArray type, data;
};

quint32 bigEndian(const char* p) {
    const auto* b = reinterpret_cast<const unsigned char*>(p);
    return quint32(b[0]) << 24 | quint32(b[1]) << 16 | quint32(b[2]) << 8 | b[3];
}

// The file's chunks in order; an empty list if the signature, a length or a CRC is wrong.
QList<Chunk> chunksOf(const QByteArray& file) {
    static const QByteArray signature("\x89PNG\r\n\x1a\n", 8);
    if (!file.startsWith(signature))
        return {};
    QList<Chunk> chunks;
    qsizetype at = signature.size();
    while (at + 12 <= file.size()) {
        const quint32 length = bigEndian(file.constData() + at);
        if (at + 12 + qsizetype(length) > file.size())
            return {};
        const QByteArray typeAndData = file.mid(at + 4, 4 + length);
        const uLong crc = crc32(0, reinterpret_cast<const Bytef*>(typeAndData.constData()),
                                uInt(typeAndData.size()));
        if (crc != bigEndian(file.constData() + at + 8 + length))
            return {};
        chunks.append({typeAndData.left(4), typeAndData.mid(4)});
        at += 12 + length;
    }
    return at == file.size() ? chunks : QList<Chunk>{};
}

// Noise with flat stretches, as a figure has both.
QImage testImage(int width, int height) {
    QImage image(width, height, QImage::Format_RGB32);
    QRandomGenerator random{quint32(height)};
    for (int y = 0; y < height; ++y) {
        auto* line = reinterpret_cast<QRgb*>(image.scanLine(y));
        for (int x = 0; x < width; ++x)
            line[x] =
                (x / 7 + y / 5) % 3 == 0 ? qRgb(250, 250, 250) : random.generate() | 0xff000000u;
    }
    return image;
}

} // namespace

class TestPngEncoder : public QObject {
    Q_OBJECT
  private slots:
    // The rows are deflated in one run a core (PE_PNG_RUNS counts the cores): with one and with
    // four, whatever the machine, so the runs' joining is checked on any core count.
    void rowsComeBackExactly_data() {
        QTest::addColumn<int>("height");
        QTest::addColumn<int>("cores");
        for (int cores : {1, 4})
            for (int height : {1, 63, 64, 129, 1000})
                QTest::addRow("%d rows, %d cores", height, cores) << height << cores;
    }

    void rowsComeBackExactly() {
        QFETCH(int, height);
        QFETCH(int, cores);
        qputenv("PE_PNG_RUNS", QByteArray::number(cores));
        const auto unset = qScopeGuard([] { qunsetenv("PE_PNG_RUNS"); });
        const int width = 333;
        const QImage image = testImage(width, height);
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        QVERIFY(writeFigurePng(image, buffer, "key", "{\"v\":1}"));
        const QList<Chunk> chunks = chunksOf(buffer.data());
        QVERIFY2(!chunks.isEmpty(), "bad signature, length or CRC");
        QCOMPARE(chunks.first().type, QByteArray("IHDR"));
        QCOMPARE(bigEndian(chunks.first().data.constData()), quint32(width));
        QCOMPARE(bigEndian(chunks.first().data.constData() + 4), quint32(height));
        QCOMPARE(chunks.last().type, QByteArray("IEND"));
        QByteArray stream;
        bool textBeforeData = false;
        for (const Chunk& chunk : chunks) {
            if (chunk.type == "tEXt" && stream.isEmpty())
                textBeforeData = chunk.data == QByteArray("key\0{\"v\":1}", 11);
            if (chunk.type == "IDAT")
                stream += chunk.data;
        }
        QVERIFY(textBeforeData);
        const qsizetype rowBytes = 1 + 3 * width;
        QByteArray rows(rowBytes * height + 1, Qt::Uninitialized);
        uLongf length = uLongf(rows.size());
        QCOMPARE(uncompress(reinterpret_cast<Bytef*>(rows.data()), &length,
                            reinterpret_cast<const Bytef*>(stream.constData()),
                            uLong(stream.size())),
                 Z_OK); // Z_DATA_ERROR: a bad header or Adler-32
        QCOMPARE(qsizetype(length), rowBytes * height);
        for (int y = 0; y < height; ++y) {
            const char* row = rows.constData() + y * rowBytes;
            QCOMPARE(int(row[0]), 0); // unfiltered
            const auto* pixels = reinterpret_cast<const QRgb*>(image.constScanLine(y));
            for (int x = 0; x < width; ++x) {
                const auto* rgb = reinterpret_cast<const unsigned char*>(row + 1 + 3 * x);
                if (qRgb(rgb[0], rgb[1], rgb[2]) != pixels[x])
                    QFAIL(qPrintable(QStringLiteral("pixel (%1, %2) differs").arg(x).arg(y)));
            }
        }
    }
};

QTEST_APPLESS_MAIN(TestPngEncoder)
#include "test_png_encoder.moc"

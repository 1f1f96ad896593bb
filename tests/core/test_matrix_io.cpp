// SPDX-License-Identifier: GPL-3.0-or-later
// CSV and NPY writers: exact round trips and the NumPy 1.0 header layout.

#include "core/matrix_io.h"

#include <QtTest>
#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <random>
#include <sstream>

namespace {

std::uint64_t bitsOf(double value) {
    std::uint64_t bits;
    std::memcpy(&bits, &value, sizeof bits);
    return bits;
}

// A source that counts the blocks it is asked for: value(r, c) = r * 1000 + c.
pe::RowBlocks countingRows(std::int64_t rows, std::int64_t cols, int* blocksAsked) {
    pe::RowBlocks blocks;
    blocks.rows = rows;
    blocks.cols = cols;
    blocks.fill = [cols, blocksAsked](std::int64_t first, std::int64_t count, double* out) {
        ++*blocksAsked;
        for (std::int64_t r = 0; r < count; ++r)
            for (std::int64_t c = 0; c < cols; ++c)
                out[r * cols + c] = double((first + r) * 1000 + c);
    };
    return blocks;
}

} // namespace

class TestMatrixIo : public QObject {
    Q_OBJECT
  private slots:
    void csvRoundTripsExactly() {
        pe::Matrix m(3, 4);
        m << 0.1, 1.0 / 3.0, -2.5e-17, 1e300, 0, -0.0, 42, 0.6928876326631178, 7, 8, 9, 1e-5;
        std::stringstream stream;
        QVERIFY(pe::writeCsv(stream, m));
        const auto back = pe::readCsv(stream);
        QVERIFY(back);
        QCOMPARE(*back, m);
    }

    // Every double reads back with the same bits, whatever its digits: random bit patterns
    // over the whole range, subnormals and the extremes. strtod, not the writer's own code,
    // reads them; the shortest form is never longer than %.17g's.
    void csvEveryDoubleReadsBackBitIdentical() {
        std::mt19937_64 random(20261202);
        std::vector<double> values = {std::numeric_limits<double>::denorm_min(),
                                      std::numeric_limits<double>::min(),
                                      std::numeric_limits<double>::max(),
                                      -std::numeric_limits<double>::max(),
                                      std::nextafter(1.0, 2.0),
                                      std::nextafter(0.1, 1.0),
                                      -0.0,
                                      5e-324,
                                      9007199254740993.0};
        while (values.size() < 20000) {
            const std::uint64_t bits = random();
            double value;
            std::memcpy(&value, &bits, sizeof value);
            if (std::isfinite(value))
                values.push_back(value);
        }
        const pe::Matrix m = Eigen::Map<const pe::Matrix>(values.data(), 2000, 10);
        std::stringstream stream;
        QVERIFY(pe::writeCsv(stream, m));
        const std::string text = stream.str();
        const char* p = text.c_str();
        for (std::size_t i = 0; i < values.size(); ++i) {
            char* end = nullptr;
            const double back = std::strtod(p, &end);
            QVERIFY2(end > p, qPrintable(QString("value %1 does not parse").arg(i)));
            char printed[32];
            std::snprintf(printed, sizeof printed, "%.17g", values[i]);
            QVERIFY2(bitsOf(back) == bitsOf(values[i]),
                     qPrintable(QString("value %1: %2 read back as %3")
                                    .arg(i)
                                    .arg(printed)
                                    .arg(QString::fromLatin1(p, int(end - p)))));
            QVERIFY(end - p <= qsizetype(std::strlen(printed)));
            p = end + 1; // the comma or the newline
        }
        QCOMPARE(std::size_t(p - text.c_str()), text.size());
    }

    // Blocks are asked for in order, several of them for a matrix larger than one, and the
    // file is the same as the matrix's whole.
    void blocksWriteTheWholeMatrix() {
        const std::int64_t rows = 1500, cols = 700; // 8.4 MB: more than one block
        int blocksAsked = 0;
        const pe::RowBlocks blocks = countingRows(rows, cols, &blocksAsked);
        std::stringstream streamed;
        QVERIFY(pe::writeNpy(streamed, blocks));
        QVERIFY2(blocksAsked > 1, "one block held the whole matrix");
        pe::Matrix whole(rows, cols);
        for (std::int64_t r = 0; r < rows; ++r)
            for (std::int64_t c = 0; c < cols; ++c)
                whole(r, c) = double(r * 1000 + c);
        std::stringstream direct;
        QVERIFY(pe::writeNpy(direct, whole));
        QVERIFY(streamed.str() == direct.str());
        QCOMPARE(double(streamed.str().size()), pe::npyFileBytes(rows, cols));
    }

    // The text is the same however many threads format it, in the same row order.
    void csvIsTheSameOnAnyNumberOfThreads() {
        int blocksAsked = 0;
        const pe::RowBlocks blocks = countingRows(1500, 700, &blocksAsked);
        std::stringstream one, three;
        QVERIFY(pe::writeCsv(one, blocks, {}, 1));
        QVERIFY(pe::writeCsv(three, blocks, {}, 3));
        QVERIFY(one.str() == three.str());
        const auto back = pe::readCsv(three);
        QVERIFY(back);
        QCOMPARE(back->rows(), Eigen::Index(1500));
        QCOMPARE((*back)(1499, 699), 1499.0 * 1000 + 699);
    }

    // Told to stop, a writer stops at the end of the block it is on and says it failed.
    void aWriterStopsWhenTold() {
        int blocksAsked = 0;
        const pe::RowBlocks blocks = countingRows(3000, 700, &blocksAsked);
        std::int64_t heard = 0;
        std::stringstream stream;
        QVERIFY(!pe::writeCsv(stream, blocks, [&](std::int64_t done, std::int64_t total) {
            heard = done;
            return done < total / 2;
        }));
        QVERIFY(heard >= 1500 && heard < 3000);
        const std::string text = stream.str();
        const auto lines = std::count(text.begin(), text.end(), '\n');
        QCOMPARE(std::int64_t(lines), heard);
    }

    void csvHasNoHeaderAndOneRowALine() {
        pe::Matrix m(2, 2);
        m << 1, 0.5, 0.25, 2;
        std::stringstream stream;
        pe::writeCsv(stream, m);
        QCOMPARE(QString::fromStdString(stream.str()), QString("1,0.5\n0.25,2\n"));
    }

    void npyHeaderIsNumpyVersionOne() {
        pe::Matrix m(5, 3);
        m.setRandom();
        std::stringstream stream;
        QVERIFY(pe::writeNpy(stream, m));
        const std::string bytes = stream.str();
        QCOMPARE(bytes.substr(0, 6), std::string("\x93NUMPY"));
        QCOMPARE(int(bytes[6]), 1);
        QCOMPARE(int(bytes[7]), 0);
        const int headerLength =
            static_cast<unsigned char>(bytes[8]) | (static_cast<unsigned char>(bytes[9]) << 8);
        QCOMPARE((10 + headerLength) % 64, 0);
        const std::string header = bytes.substr(10, headerLength);
        QVERIFY(header.find("'descr': '<f8'") != std::string::npos);
        QVERIFY(header.find("'fortran_order': False") != std::string::npos);
        QVERIFY(header.find("'shape': (5, 3)") != std::string::npos);
        QCOMPARE(header.back(), '\n');
        QCOMPARE(bytes.size(), std::size_t(10 + headerLength + 15 * 8));
    }

    void npyRoundTripsExactly() {
        pe::Matrix m(7, 2);
        m.setRandom();
        std::stringstream stream;
        pe::writeNpy(stream, m);
        const auto back = pe::readNpy(stream);
        QVERIFY(back);
        QCOMPARE(*back, m);
    }

    void malformedInputIsRejected() {
        std::stringstream notNpy("hello");
        QVERIFY(!pe::readNpy(notNpy));
        std::stringstream ragged("1,2\n3\n");
        QVERIFY(!pe::readCsv(ragged));
        std::stringstream text("1,abc\n");
        QVERIFY(!pe::readCsv(text));
    }
};

QTEST_APPLESS_MAIN(TestMatrixIo)
#include "test_matrix_io.moc"

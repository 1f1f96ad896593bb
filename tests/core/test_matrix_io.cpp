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

// The significant digits of a decimal text: "-0.00120" and "1.2e-03" have 2, "1200" too.
int significantDigits(const std::string& text) {
    std::string digits;
    for (char c : text) {
        if (c == 'e' || c == 'E')
            break;
        if (c >= '0' && c <= '9')
            digits += c;
    }
    const auto first = digits.find_first_not_of('0');
    if (first == std::string::npos)
        return 0;
    return int(digits.find_last_not_of('0') - first + 1);
}

// Whether a decimal of `digits` significant digits reads back (through strtod) as `value`.
// Only the two such decimals either side of the value can: the one %.*e rounds it to (glibc
// rounds correctly) and its neighbours one unit in the last digit away.
bool aDecimalOfDigitsReadsBack(double value, int digits) {
    char text[64];
    std::snprintf(text, sizeof text, "%.*e", digits - 1, value);
    std::string mantissa;
    const char* p = text;
    const bool negative = *p == '-';
    for (; *p != 'e'; ++p)
        if (*p >= '0' && *p <= '9')
            mantissa += *p;
    const long exponent = std::strtol(p + 1, nullptr, 10) - (digits - 1);
    const long long m = std::stoll(mantissa);
    for (long long candidate : {m - 1, m, m + 1}) {
        if (candidate <= 0)
            continue;
        const std::string decimal =
            (negative ? "-" : "") + std::to_string(candidate) + "e" + std::to_string(exponent);
        if (bitsOf(std::strtod(decimal.c_str(), nullptr)) == bitsOf(value))
            return true;
    }
    return false;
}

std::vector<double> randomFiniteDoubles(std::size_t count, std::uint64_t seed) {
    std::mt19937_64 random(seed);
    std::vector<double> values;
    while (values.size() < count) {
        const std::uint64_t bits = random();
        double value;
        std::memcpy(&value, &bits, sizeof value);
        if (std::isfinite(value))
            values.push_back(value);
    }
    return values;
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

    // The shortest form, not merely one that reads back: %.17g writes 0.1 as
    // 0.10000000000000001, which reads back too. The texts are written out by hand.
    void csvWritesTheShortestForm() {
        pe::Matrix m(2, 5);
        m << 0.1, 0.3, 2.675, 1.0 / 3.0, 1e-5, 123.456e-7, 1e300, 0.6928876326631178, -2.5e-17, 1.7;
        std::stringstream stream;
        QVERIFY(pe::writeCsv(stream, m));
        QCOMPARE(QString::fromStdString(stream.str()),
                 QString("0.1,0.3,2.675,0.3333333333333333,1e-05\n"
                         "1.23456e-05,1e+300,0.6928876326631178,-2.5e-17,1.7\n"));
    }

    // Every value written reads back (strtod) as the same double, and no shorter decimal
    // would: none of fewer significant digits; a whole number past 2^53 written in all its
    // digits (as std::to_chars writes one when that is no longer than its exponent form) no
    // longer than that form. Over random bit patterns of every magnitude and decimals a person
    // types.
    void csvNoShorterDecimalReadsBack() {
        std::vector<double> values = randomFiniteDoubles(19980, 20261205);
        for (int i = 1; i <= 20; ++i)
            values.push_back(i * 0.1); // 0.30000000000000004 among them: 17 digits needed
        const pe::Matrix m = Eigen::Map<const pe::Matrix>(values.data(), 2000, 10);
        std::stringstream stream;
        QVERIFY(pe::writeCsv(stream, m));
        std::istringstream lines(stream.str());
        std::string line, text;
        std::size_t i = 0;
        while (std::getline(lines, line)) {
            std::istringstream fields(line);
            while (std::getline(fields, text, ',')) {
                QVERIFY(i < values.size());
                const double value = values[i++]; // row-major: the text's order
                QVERIFY2(bitsOf(std::strtod(text.c_str(), nullptr)) == bitsOf(value), text.c_str());
                const int digits = significantDigits(text);
                if (text.find_first_of(".e") != std::string::npos) {
                    // The checker itself finds the written length.
                    QVERIFY2(aDecimalOfDigitsReadsBack(value, digits), text.c_str());
                    QVERIFY2(
                        digits <= 1 || !aDecimalOfDigitsReadsBack(value, digits - 1),
                        qPrintable(QString("%1 has more digits than needed").arg(text.c_str())));
                } else if (std::abs(value) >= 0x1p53) {
                    int fewest = 1;
                    while (!aDecimalOfDigitsReadsBack(value, fewest))
                        ++fewest;
                    char exponentForm[64];
                    std::snprintf(exponentForm, sizeof exponentForm, "%.*e", fewest - 1, value);
                    QVERIFY2(text.size() <= std::strlen(exponentForm),
                             qPrintable(
                                 QString("%1 is longer than %2").arg(text.c_str(), exponentForm)));
                }
            }
        }
        QCOMPARE(i, values.size());
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

    // The header's lines come first, each after "# ", and a reader skips them as numpy does.
    void csvHeaderLinesComeFirstAndReadBackSkipped() {
        pe::Matrix m(2, 2);
        m << 1.5, -2, 0.25, 3;
        std::stringstream stream;
        QVERIFY(pe::writeCsv(stream, m, {"a,b", "two rows"}));
        QCOMPARE(stream.str(), std::string("# a,b\n# two rows\n1.5,-2\n0.25,3\n"));
        const auto back = pe::readCsv(stream);
        QVERIFY(back);
        QCOMPARE(*back, m);
        std::stringstream bare;
        QVERIFY(pe::writeCsv(bare, m));
        QCOMPARE(bare.str(), std::string("1.5,-2\n0.25,3\n"));
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

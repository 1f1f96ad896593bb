// SPDX-License-Identifier: GPL-3.0-or-later
// Headers that parse but are wrong: text after the .npy dict or the safetensors JSON, a tensor
// or a field given twice, numbers with leading zeros, a version NumPy does not know. And
// layouts a reader gets wrong quietly: big-endian float16 and float64, Fortran order read from
// a first row past 0. Each case is refused with a message naming its fault, or read to values
// written out in the test (bit for bit), never from the reader.

#include "core/matrix_file.h"
#include "matrix_file_bytes.h"

#include <QtTest>
#include <cmath>
#include <sstream>

using namespace fileBytes;

namespace {

// The message a refusal gives, or "" when the bytes were read into `out`.
QString readOrRefuse(const QString& format, const Bytes& bytes, const QString& tensor, int firstRow,
                     pe::LoadedMatrix& out) {
    std::istringstream in(bytes);
    try {
        out = format == "npy"
                  ? pe::readNpyMatrix(in, "t.npy", firstRow)
                  : pe::readSafetensorsMatrix(in, "t.safetensors", tensor.toStdString(), firstRow);
    } catch (const pe::MatrixFileError& e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

void refusedRow(const char* name, const char* format, const Bytes& bytes, const char* says,
                const char* tensor = "") {
    QTest::newRow(name) << QString(format) << QByteArray(bytes.data(), int(bytes.size()))
                        << QString(tensor) << 0 << QString(says) << 0 << 0 << QList<double>();
}

void readRow(const char* name, const char* format, const Bytes& bytes, int firstRow, int rows,
             int cols, const QList<double>& values) {
    QTest::newRow(name) << QString(format) << QByteArray(bytes.data(), int(bytes.size()))
                        << QString() << firstRow << QString() << rows << cols << values;
}

// The data of `values` (rows x cols, listed row by row) stored column by column, as Fortran
// order keeps it, each value through `put`.
template <class Put> Bytes fortranData(const QList<double>& values, int rows, int cols, Put put) {
    Bytes out;
    for (int c = 0; c < cols; ++c)
        for (int r = 0; r < rows; ++r)
            put(out, values[r * cols + c]);
    return out;
}

} // namespace

class TestMatrixFileHeaders : public QObject {
    Q_OBJECT
  private slots:
    void parseableButWrongHeaders_data() {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("tensor");
        QTest::addColumn<int>("firstRow");
        QTest::addColumn<QString>("says"); // empty: read
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::addColumn<QList<double>>("values"); // row by row

        Bytes six;
        for (int i = 0; i < 6; ++i)
            putLittle(six, bitsOf(double(i) + 0.5), 8);
        const QList<double> sixValues = {0.5, 1.5, 2.5, 3.5, 4.5, 5.5};
        const std::string good = npyDict("<f8", "False", "(2, 3)");

        // .npy: the dict must be all the header holds, padding aside.
        refusedRow("npy: text after the dict", "npy", npy(1, good + " x", six),
                   "malformed: text after the dictionary");
        refusedRow("npy: a second dict after the first", "npy", npy(1, good + "{}", six),
                   "malformed: text after the dictionary");
        refusedRow("npy: a closing brace too many", "npy", npy(3, good + "}", six),
                   "malformed: text after the dictionary");
        readRow("npy: only padding after the dict", "npy", npy(2, good, six), 0, 2, 3, sixValues);
        // Python refuses "02" and reads "00" as 0.
        refusedRow("npy: leading zero in the rows", "npy",
                   npy(1, npyDict("<f8", "False", "(02, 3)"), six),
                   "malformed: a dimension with a leading zero at character 51");
        refusedRow("npy: leading zero in the columns", "npy",
                   npy(1, npyDict("<f8", "False", "(2, 03)"), six),
                   "a dimension with a leading zero");
        refusedRow("npy: 00 is zero rows", "npy", npy(1, npyDict("<f8", "False", "(00, 3)"), six),
                   "the shape (0, 3) has no values");
        refusedRow("npy: minor version 1", "npy", npy(1, good, six, 1),
                   "the .npy format version 1.1 is not one of 1.0, 2.0 and 3.0");
        // Python 2's long integers: NumPy filters the L out of formats 1.0 and 2.0 only.
        readRow("npy: Python 2 long in 1.0", "npy",
                npy(1, npyDict("<f8", "False", "(2L, 3L)"), six), 0, 2, 3, sixValues);
        refusedRow("npy: Python 2 long in 3.0", "npy",
                   npy(3, npyDict("<f8", "False", "(2L, 3)"), six),
                   "malformed: the shape is not a tuple of numbers");
        // Spaces after the header's last newline: an indent to Python in 3.0; earlier formats
        // go through its tokenizer first, which drops them.
        auto unpadded = [&](int major, const std::string& header) {
            Bytes out = "\x93NUMPY";
            out.push_back(char(major));
            out.push_back(0);
            putLittle(out, header.size(), major == 1 ? 2 : 4);
            return out + header + six;
        };
        refusedRow("npy: spaces after the last newline in 3.0", "npy", unpadded(3, good + "\n   "),
                   "malformed: spaces after the last newline");
        readRow("npy: spaces after the last newline in 2.0", "npy", unpadded(2, good + "\n   "), 0,
                2, 3, sixValues);
        readRow("npy: spaces before the last newline in 3.0", "npy", unpadded(3, good + "  \n"), 0,
                2, 3, sixValues);
        // A dict literal's last value for a key is the one Python (and so NumPy) keeps.
        readRow("npy: a key given twice, the last kept", "npy",
                npy(1, "{'descr': '<f4', 'fortran_order': False, 'descr': '<f8', 'shape': (2, 3)}",
                    six),
                0, 2, 3, sixValues);
        // A byte that is no UTF-8, in a value a later key replaces: Latin-1 before 3.0.
        const std::string latin1 =
            "{'descr': '<i\xa0', 'descr': '<f8', 'fortran_order': False, 'shape': (2, 3)}";
        refusedRow("npy: not UTF-8 in 3.0", "npy", npy(3, latin1, six),
                   "the .npy header is not UTF-8, as format 3.0 requires");
        readRow("npy: Latin-1 in 2.0", "npy", npy(2, latin1, six), 0, 2, 3, sixValues);
        refusedRow("npy: fortran_order not a boolean", "npy",
                   npy(1, npyDict("<f8", "1", "(2, 3)"), six),
                   "'fortran_order' is neither True nor False");

        // Big-endian float16: IEEE half bits written out by hand.
        Bytes halves;
        for (std::uint16_t h : {0x3C00, 0xC000, 0x3555, 0x7BFF, 0x0001, 0x8400})
            putBig(halves, h, 2);
        readRow("npy: >f2", "npy", npy(1, npyDict(">f2", "False", "(2, 3)"), halves), 0, 2, 3,
                {1.0, -2.0, 0.333251953125, 65504.0, 5.9604644775390625e-08, -6.103515625e-05});
        const QList<double> doubles = {0.1, -1e300, 5e-324, 0.3333333333333333, -0.0, 2.5};
        Bytes bigDoubles;
        for (double v : doubles)
            putBig(bigDoubles, bitsOf(v), 8);
        readRow("npy: >f8", "npy", npy(2, npyDict(">f8", "False", "(3, 2)"), bigDoubles), 0, 3, 2,
                doubles);

        // Fortran order from a first row past 0: v(r, c) = 100 r + c + 0.25 stored column by
        // column; rows 2.. expected.
        QList<double> grid;
        for (int r = 0; r < 5; ++r)
            for (int c = 0; c < 3; ++c)
                grid.push_back(100.0 * r + c + 0.25);
        const Bytes gridData =
            fortranData(grid, 5, 3, [](Bytes& out, double v) { putLittle(out, bitsOf(v), 8); });
        readRow("npy: Fortran order, first row 2", "npy",
                npy(1, npyDict("<f8", "True", "(5, 3)"), gridData), 2, 3, 3,
                {200.25, 201.25, 202.25, 300.25, 301.25, 302.25, 400.25, 401.25, 402.25});
        QList<double> steps;
        for (int r = 0; r < 4; ++r)
            for (int c = 0; c < 3; ++c)
                steps.push_back(r - 0.5 * c);
        const Bytes stepData = fortranData(
            steps, 4, 3, [](Bytes& out, double v) { putBig(out, bitsOf(float(v)), 4); });
        readRow("npy: >f4 Fortran order, first row 1", "npy",
                npy(3, npyDict(">f4", "True", "(4, 3)"), stepData), 1, 3, 3,
                {1.0, 0.5, 0.0, 2.0, 1.5, 1.0, 3.0, 2.5, 2.0});
        // Columns (1, -2, 0.5) and (1.5, 65504, 2^-24) in big-endian halves.
        Bytes halfColumns;
        for (std::uint16_t h : {0x3C00, 0xC000, 0x3800, 0x3E00, 0x7BFF, 0x0001})
            putBig(halfColumns, h, 2);
        readRow("npy: >f2 Fortran order, first row 2", "npy",
                npy(1, npyDict(">f2", "True", "(3, 2)"), halfColumns), 2, 1, 2,
                {0.5, 5.9604644775390625e-08});

        // .safetensors: the JSON object must be all the header holds, spaces aside.
        Bytes four;
        for (float v : {0.5f, -1.25f, 3.0f, 1e-3f})
            putLittle(four, bitsOf(v), 4);
        const QList<double> fourValues = {0.5, -1.25, 3.0, double(1e-3f)};
        const std::string json =
            R"({"wpe.weight":{"dtype":"F32","shape":[2,2],"data_offsets":[0,16]}})";
        refusedRow("st: text after the JSON", "safetensors", safetensors(json + " x", four),
                   "text after the header's object at byte 67");
        refusedRow("st: a second object after the first", "safetensors",
                   safetensors(json + "{}", four), "text after the header's object");
        refusedRow("st: a closing brace too many", "safetensors", safetensors(json + "}", four),
                   "text after the header's object");
        // The reference writer pads the header with spaces to a multiple of 8 bytes.
        readRow("st: spaces after the JSON", "safetensors", safetensors(json + "     ", four), 0, 2,
                2, fourValues);
        refusedRow(
            "st: a tensor listed twice", "safetensors",
            safetensors(R"({"wpe.weight":{"dtype":"F32","shape":[2,2],"data_offsets":[0,16]},)"
                        R"("wpe.weight":{"dtype":"F32","shape":[1,2],"data_offsets":[0,8]}})",
                        four),
            "the tensor 'wpe.weight' is listed twice");
        refusedRow("st: a dtype given twice", "safetensors",
                   safetensors(R"({"w":{"dtype":"F32","shape":[2,2],"dtype":"F16",)"
                               R"("data_offsets":[0,16]}})",
                               four),
                   "the tensor 'w' gives its 'dtype' twice");
        refusedRow("st: a shape given twice", "safetensors",
                   safetensors(R"({"w":{"shape":[2,2],"dtype":"F32","shape":[4,2],)"
                               R"("data_offsets":[0,16]}})",
                               four),
                   "the tensor 'w' gives its 'shape' twice");
        refusedRow("st: data_offsets given twice", "safetensors",
                   safetensors(R"({"w":{"dtype":"F32","data_offsets":[0,16],"shape":[2,2],)"
                               R"("data_offsets":[16,32]}})",
                               four),
                   "the tensor 'w' gives its 'data_offsets' twice");
        refusedRow(
            "st: leading zero in the shape", "safetensors",
            safetensors(R"({"wpe.weight":{"dtype":"F32","shape":[02,2],"data_offsets":[0,16]}})",
                        four),
            "a number with a leading zero at byte 38");
        refusedRow(
            "st: leading zero in data_offsets", "safetensors",
            safetensors(R"({"wpe.weight":{"dtype":"F32","shape":[2,2],"data_offsets":[0,016]}})",
                        four),
            "a number with a leading zero");
        refusedRow(
            "st: a negative dimension", "safetensors",
            safetensors(R"({"wpe.weight":{"dtype":"F32","shape":[-2,2],"data_offsets":[0,16]}})",
                        four),
            "a whole number expected");
    }

    void parseableButWrongHeaders() {
        QFETCH(QString, format);
        QFETCH(QByteArray, bytes);
        QFETCH(QString, tensor);
        QFETCH(int, firstRow);
        QFETCH(QString, says);
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(QList<double>, values);
        pe::LoadedMatrix m;
        const QString message = readOrRefuse(
            format, Bytes(bytes.constData(), std::size_t(bytes.size())), tensor, firstRow, m);
        if (!says.isEmpty()) {
            QVERIFY2(message.startsWith("t." + format + ": ") && message.contains(says),
                     qPrintable((message.isEmpty() ? "read" : "refused as \"" + message + "\"") +
                                ", not refused for \"" + says + "\""));
            return;
        }
        QVERIFY2(message.isEmpty(), qPrintable(message));
        QCOMPARE(m.values.rows(), Eigen::Index(rows));
        QCOMPARE(m.values.cols(), Eigen::Index(cols));
        QCOMPARE(m.firstRow, std::int64_t(firstRow));
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < cols; ++c) {
                const double expected = values[r * cols + c];
                QVERIFY2(bitsOf(m.values(r, c)) == bitsOf(expected),
                         qPrintable(QString("(%1, %2): %3 read, %4 expected")
                                        .arg(r)
                                        .arg(c)
                                        .arg(m.values(r, c), 0, 'g', 17)
                                        .arg(expected, 0, 'g', 17)));
            }
    }
};

QTEST_APPLESS_MAIN(TestMatrixFileHeaders)
#include "test_matrix_file_headers.moc"

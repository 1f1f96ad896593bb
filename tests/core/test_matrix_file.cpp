// SPDX-License-Identifier: GPL-3.0-or-later
// Model tables read from .npy and .safetensors files the test writes byte by byte: every
// dtype, byte order and layout, a chosen tensor, a row offset, and every malformed file refused
// with a message naming what is wrong.

#include "core/matrix_file.h"
#include "core/matrix_io.h"

#include <QTemporaryDir>
#include <QtTest>
#include <cstring>
#include <fstream>
#include <sstream>

namespace {

using Bytes = std::string;

void putLittle(Bytes& out, std::uint64_t v, int size) {
    for (int i = 0; i < size; ++i)
        out.push_back(char((v >> (8 * i)) & 0xff));
}
void putBig(Bytes& out, std::uint64_t v, int size) {
    for (int i = size - 1; i >= 0; --i)
        out.push_back(char((v >> (8 * i)) & 0xff));
}
std::uint64_t bitsOf(double d) {
    std::uint64_t b;
    std::memcpy(&b, &d, 8);
    return b;
}
std::uint32_t bitsOf(float f) {
    std::uint32_t b;
    std::memcpy(&b, &f, 4);
    return b;
}

// A .npy file: magic, version, header length (2 bytes for 1.0, 4 after), the header padded
// to 64 bytes as NumPy pads it, then `data`.
Bytes npy(int major, const std::string& dict, const Bytes& data) {
    const int lengthBytes = major == 1 ? 2 : 4;
    std::string header = dict;
    const std::size_t unpadded = 6 + 2 + std::size_t(lengthBytes) + header.size() + 1;
    header.append((64 - unpadded % 64) % 64, ' ');
    header.push_back('\n');
    Bytes out = "\x93NUMPY";
    out.push_back(char(major));
    out.push_back(0);
    putLittle(out, header.size(), lengthBytes);
    return out + header + data;
}

std::string dict(const std::string& descr, bool fortran, const std::string& shape) {
    return "{'descr': '" + descr + "', 'fortran_order': " + (fortran ? "True" : "False") +
           ", 'shape': " + shape + ", }";
}

// A .safetensors file: 8-byte little-endian header length, the JSON, the data.
Bytes safetensors(const std::string& json, const Bytes& data) {
    Bytes out;
    putLittle(out, json.size(), 8);
    return out + json + data;
}

pe::LoadedMatrix readNpyBytes(const Bytes& bytes, std::int64_t firstRow = 0) {
    std::istringstream in(bytes);
    return pe::readNpyMatrix(in, "t.npy", firstRow);
}
pe::LoadedMatrix readStBytes(const Bytes& bytes, const std::string& tensor = {},
                             std::int64_t firstRow = 0) {
    std::istringstream in(bytes);
    return pe::readSafetensorsMatrix(in, "t.safetensors", tensor, firstRow);
}

// The message a refusal gives, or "" when the bytes were read.
template <class F> QString refusal(F read) {
    try {
        read();
    } catch (const pe::MatrixFileError& e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

} // namespace

class TestMatrixFile : public QObject {
    Q_OBJECT
  private slots:
    void npyFloat64LittleEndianEveryVersion() {
        const double values[] = {0.1, -2.5, 1e300, -0.0, 3.0, 7.25};
        Bytes data;
        for (double v : values)
            putLittle(data, bitsOf(v), 8);
        for (int major = 1; major <= 3; ++major) {
            const auto m = readNpyBytes(npy(major, dict("<f8", false, "(2, 3)"), data));
            QCOMPARE(m.values.rows(), Eigen::Index(2));
            QCOMPARE(m.values.cols(), Eigen::Index(3));
            QCOMPARE(m.values(0, 0), 0.1);
            QCOMPARE(m.values(0, 2), 1e300);
            QCOMPARE(m.values(1, 2), 7.25);
        }
    }

    void npyFloat32BigEndian() {
        Bytes data;
        for (float v : {1.5f, -0.15625f, 1024.0f, 3.0e-3f})
            putBig(data, bitsOf(v), 4);
        const auto m = readNpyBytes(npy(1, dict(">f4", false, "(2, 2)"), data));
        QCOMPARE(m.values(0, 1), double(-0.15625f));
        QCOMPARE(m.values(1, 1), double(3.0e-3f));
        QCOMPARE(QString::fromStdString(m.dtype), QString(">f4"));
    }

    void npyFloat16IncludingSubnormalsAndTheLargest() {
        // IEEE half bits written out by hand: 1, -2, 0.5, 65504 (the largest), 2^-24 (the
        // smallest subnormal), 1.5.
        Bytes data;
        for (std::uint16_t h : {0x3C00, 0xC000, 0x3800, 0x7BFF, 0x0001, 0x3E00})
            putLittle(data, h, 2);
        const auto m = readNpyBytes(npy(1, dict("<f2", false, "(3, 2)"), data));
        QCOMPARE(m.values(0, 0), 1.0);
        QCOMPARE(m.values(0, 1), -2.0);
        QCOMPARE(m.values(1, 0), 0.5);
        QCOMPARE(m.values(1, 1), 65504.0);
        QCOMPARE(m.values(2, 0), std::ldexp(1.0, -24));
        QCOMPARE(m.values(2, 1), 1.5);
    }

    void npyFortranOrderIsTransposedStorage() {
        // Column-major: the file holds column 0 (1, 2, 3), then column 1 (4, 5, 6).
        Bytes data;
        for (double v : {1.0, 2.0, 3.0, 4.0, 5.0, 6.0})
            putLittle(data, bitsOf(v), 8);
        const auto m = readNpyBytes(npy(1, dict("<f8", true, "(3, 2)"), data));
        pe::Matrix expected(3, 2);
        expected << 1, 4, 2, 5, 3, 6;
        QCOMPARE(m.values, expected);
        // With an offset, each column starts later.
        const auto tail = readNpyBytes(npy(1, dict("<f8", true, "(3, 2)"), data), 1);
        pe::Matrix expectedTail(2, 2);
        expectedTail << 2, 5, 3, 6;
        QCOMPARE(tail.values, expectedTail);
    }

    void npyWriterRoundTripsThroughTheReader() {
        pe::Matrix m(4, 3);
        m.setRandom();
        std::stringstream stream;
        QVERIFY(pe::writeNpy(stream, m));
        QCOMPARE(readNpyBytes(stream.str()).values, m);
    }

    void safetensorsTakesThePositionTableByItsName() {
        Bytes data;
        for (float v : {1.0f, 2.0f, 3.0f, 4.0f, 5.0f, 6.0f}) // wte: 3 x 2
            putLittle(data, bitsOf(v), 4);
        for (float v : {0.5f, -0.5f, 0.25f, -0.25f}) // wpe: 2 x 2
            putLittle(data, bitsOf(v), 4);
        const std::string json =
            R"({"__metadata__":{"format":"pt"},)"
            R"("transformer.wte.weight":{"dtype":"F32","shape":[3,2],"data_offsets":[0,24]},)"
            R"("transformer.wpe.weight":{"dtype":"F32","shape":[2,2],"data_offsets":[24,40]}})";
        pe::LoadedMatrix m;
        const QString refused = refusal([&] { m = readStBytes(safetensors(json, data)); });
        QVERIFY2(refused.isEmpty(), qPrintable(refused));
        QCOMPARE(QString::fromStdString(m.tensor), QString("transformer.wpe.weight"));
        pe::Matrix expected(2, 2);
        expected << 0.5, -0.5, 0.25, -0.25;
        QCOMPARE(m.values, expected);
        // Named, the other one.
        const auto wte = readStBytes(safetensors(json, data), "transformer.wte.weight");
        QCOMPARE(wte.values(2, 1), 6.0);
    }

    void safetensorsHalfAndBfloat16() {
        Bytes data;
        for (std::uint16_t h : {0x3C00, 0xC000, 0x3800, 0x3E00}) // F16: 1, -2, 0.5, 1.5
            putLittle(data, h, 2);
        for (float v : {1.0f, -3.5f, 0.15625f, 256.0f}) // exact in bfloat16: top 16 bits
            putLittle(data, bitsOf(v) >> 16, 2);
        const std::string json = R"({"a":{"dtype":"F16","shape":[2,2],"data_offsets":[0,8]},)"
                                 R"("b":{"dtype":"BF16","shape":[2,2],"data_offsets":[8,16]}})";
        const auto a = readStBytes(safetensors(json, data), "a");
        QCOMPARE(a.values(0, 1), -2.0);
        QCOMPARE(a.values(1, 1), 1.5);
        const auto b = readStBytes(safetensors(json, data), "b");
        QCOMPARE(b.values(0, 1), -3.5);
        QCOMPARE(b.values(1, 0), 0.15625);
        QCOMPARE(b.values(1, 1), 256.0);
    }

    void optStyleOffsetSkipsTheFirstRows() {
        // OPT keeps 2 rows before position 0: rows 2.. are the positions.
        Bytes data;
        for (int i = 0; i < 10; ++i)
            putLittle(data, bitsOf(double(i)), 8);
        const std::string json =
            R"({"model.decoder.embed_positions.weight":{"dtype":"F64","shape":[5,2],"data_offsets":[0,80]}})";
        const auto m = readStBytes(safetensors(json, data), {}, 2);
        QCOMPARE(m.values.rows(), Eigen::Index(3));
        QCOMPARE(m.values(0, 0), 4.0);
        QCOMPARE(m.values(2, 1), 9.0);
        QCOMPARE(m.fileRows, std::int64_t(5));
        QVERIFY(refusal([&] {
                    readStBytes(safetensors(json, data), {}, 5);
                }).contains("--first-row 5"));
    }

    void onlyTheChosenTensorIsRead() {
        // A tensor after the chosen one whose bytes are missing: reading the first works, so
        // nothing past it was read; naming the missing one is refused as truncated.
        Bytes data;
        for (float v : {1.0f, 2.0f})
            putLittle(data, bitsOf(v), 4);
        const std::string json =
            R"({"wpe.weight":{"dtype":"F32","shape":[1,2],"data_offsets":[0,8]},)"
            R"("huge":{"dtype":"F32","shape":[1000,1000],"data_offsets":[8,4000008]}})";
        QCOMPARE(readStBytes(safetensors(json, data)).values(0, 1), 2.0);
        QVERIFY(
            refusal([&] { readStBytes(safetensors(json, data), "huge"); }).contains("truncated"));
    }

    void readsAFileFromDiskAndSplitsTheTensorName() {
        QTemporaryDir dir;
        const std::string path = dir.filePath("model.safetensors").toStdString();
        Bytes data;
        putLittle(data, bitsOf(2.0), 8);
        putLittle(data, bitsOf(3.0), 8);
        {
            std::ofstream out(path, std::ios::binary);
            const Bytes bytes =
                safetensors(R"({"x.y":{"dtype":"F64","shape":[1,2],"data_offsets":[0,16]}})", data);
            out.write(bytes.data(), std::streamsize(bytes.size()));
        }
        const auto arg = pe::splitMatrixArgument(path + ":x.y");
        QCOMPARE(QString::fromStdString(arg.path), QString::fromStdString(path));
        QCOMPARE(QString::fromStdString(arg.tensor), QString("x.y"));
        QCOMPARE(QString::fromStdString(pe::splitMatrixArgument(path).tensor), QString());
        QCOMPARE(pe::readMatrixFile(arg.path, arg.tensor).values(0, 1), 3.0);
        QVERIFY(refusal([&] {
                    pe::readMatrixFile(dir.filePath("none.npy").toStdString());
                }).contains("cannot be opened"));
    }

    void badNpyFilesAreRefusedNamingTheFault_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("says");
        Bytes six;
        for (int i = 0; i < 6; ++i)
            putLittle(six, bitsOf(double(i)), 8);
        auto row = [](const char* name, const Bytes& b, const char* says) {
            QTest::newRow(name) << QByteArray(b.data(), int(b.size())) << QString(says);
        };
        // Said in plain words: what the file is not, and what one would begin with.
        row("wrong magic", "\x93NUMPX\x01\x00\x10\x00" + Bytes(16, ' '),
            "not a NumPy array file (.npy): those begin with the bytes \\x93NUMPY");
        row("a text file", "position,value\n0,1\n" + Bytes(16, ' '), "not a NumPy array file");
        row("version 4", npy(1, dict("<f8", false, "(2, 3)"), six).replace(6, 1, "\x04"),
            "version 4.0");
        row("truncated data", npy(1, dict("<f8", false, "(2, 3)"), six.substr(0, 40)), "truncated");
        Bytes promising = npy(1, dict("<f8", false, "(2, 3)"), "");
        promising[8] = char(0xff);
        promising[9] = char(0x7f);
        row("header past the end", promising, "header promises 32767 bytes");
        row("integer dtype", npy(1, dict("<i8", false, "(2, 3)"), six), "'<i8'");
        row("one dimension", npy(1, dict("<f8", false, "(6,)"), six), "has 1 dimension;");
        row("three dimensions", npy(1, dict("<f8", false, "(1, 2, 3)"), six), "3 dimensions");
        row("zero rows", npy(1, dict("<f8", false, "(0, 3)"), ""), "(0, 3) has no values");
        row("huge shape", npy(1, dict("<f8", false, "(99999999999, 99999999999)"), six),
            "larger than");
        row("not a dict", npy(1, "[1, 2]", six), "malformed");
        Bytes nan = six;
        const Bytes nanBits = [] {
            Bytes b;
            putLittle(b, bitsOf(std::nan("")), 8);
            return b;
        }();
        nan.replace(8 * 4, 8, nanBits); // row 1, column 1
        nan.replace(8 * 5, 8, nanBits);
        row("NaN", npy(1, dict("<f8", false, "(2, 3)"), nan),
            "2 values are NaN or infinite, the first at row 1, column 1");
    }
    void badNpyFilesAreRefusedNamingTheFault() {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, says);
        const QString message =
            refusal([&] { readNpyBytes(Bytes(bytes.constData(), std::size_t(bytes.size()))); });
        QVERIFY2(message.startsWith("t.npy: ") && message.contains(says), qPrintable(message));
    }

    void badSafetensorsFilesAreRefusedNamingTheFault_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("tensor");
        QTest::addColumn<QString>("says");
        Bytes data;
        for (int i = 0; i < 4; ++i)
            putLittle(data, bitsOf(float(i)), 4);
        auto row = [](const char* name, const Bytes& b, const char* tensor, const char* says) {
            QTest::newRow(name) << QByteArray(b.data(), int(b.size())) << QString(tensor)
                                << QString(says);
        };
        const std::string good =
            R"({"wpe.weight":{"dtype":"F32","shape":[2,2],"data_offsets":[0,16]}})";
        row("too short", "abc", "", "too short");
        Bytes promising = safetensors(good, data);
        promising[4] = 1; // a length of 2^32 + ...
        row("header past the end", promising, "", "header promises");
        row("invalid json", safetensors(R"({"wpe.weight":{"dtype":"F32",}})", data), "",
            "not valid JSON");
        row("float in the shape",
            safetensors(R"({"w":{"dtype":"F32","shape":[2.0,2],"data_offsets":[0,16]}})", data), "",
            "not whole");
        row("unknown dtype",
            safetensors(R"({"wpe.weight":{"dtype":"I64","shape":[2,1],"data_offsets":[0,16]}})",
                        data),
            "", "'I64'");
        row("missing tensor", safetensors(good, data), "wte.weight",
            "no tensor named 'wte.weight'; its 2-D tensors: wpe.weight");
        row("one dimension",
            safetensors(R"({"w":{"dtype":"F32","shape":[4],"data_offsets":[0,16]}})", data), "w",
            "has 1 dimension;");
        row("three dimensions",
            safetensors(R"({"w":{"dtype":"F32","shape":[1,2,2],"data_offsets":[0,16]}})", data),
            "w", "3 dimensions");
        row("zero shape",
            safetensors(R"({"w":{"dtype":"F32","shape":[0,2],"data_offsets":[0,0]}})", data), "w",
            "has no values");
        row("offsets disagree with the shape",
            safetensors(R"({"w":{"dtype":"F32","shape":[2,2],"data_offsets":[0,12]}})", data), "w",
            "data_offsets [0, 12]");
        row("truncated data", safetensors(good, data.substr(0, 10)), "", "truncated");
        row("two position tables",
            safetensors(R"({"a.wpe.weight":{"dtype":"F32","shape":[1,2],"data_offsets":[0,8]},)"
                        R"("b.wpe.weight":{"dtype":"F32","shape":[1,2],"data_offsets":[8,16]}})",
                        data),
            "", "more than one tensor could be the position table (a.wpe.weight, b.wpe.weight)");
        row("no position table",
            safetensors(R"({"a":{"dtype":"F32","shape":[1,2],"data_offsets":[0,8]},)"
                        R"("b":{"dtype":"F32","shape":[1,2],"data_offsets":[8,16]}})",
                        data),
            "", "name one of its 2-D tensors as FILE:TENSOR: a, b");
        Bytes inf = data;
        Bytes infBits;
        putLittle(infBits, bitsOf(std::numeric_limits<float>::infinity()), 4);
        inf.replace(4, 4, infBits);
        row("infinity", safetensors(good, inf), "",
            "1 value is NaN or infinite, the first at row 0, column 1");
    }
    void badSafetensorsFilesAreRefusedNamingTheFault() {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, tensor);
        QFETCH(QString, says);
        const QString message = refusal([&] {
            readStBytes(Bytes(bytes.constData(), std::size_t(bytes.size())), tensor.toStdString());
        });
        QVERIFY2(message.startsWith("t.safetensors: ") && message.contains(says),
                 qPrintable(message));
    }

    // A stop asked between blocks of values: once it says stop, nothing is returned and it is
    // not asked again; one that never says stop reads what the plain call reads. C-order .npy
    // (3 blocks of 2^16 values), Fortran order (a block per column) and safetensors.
    void aStopEndsTheReadingBetweenBlocks() {
        QTemporaryDir dir;
        const std::int64_t rows = 600, cols = 256;
        Bytes data;
        for (std::int64_t v = 0; v < rows * cols; ++v)
            putLittle(data, bitsOf(double(v % 1000) / 7.0), 8);
        const std::string shape = "(" + std::to_string(rows) + ", " + std::to_string(cols) + ")";
        const std::string json = R"({"wpe.weight":{"dtype":"F64","shape":[)" +
                                 std::to_string(rows) + "," + std::to_string(cols) +
                                 R"(],"data_offsets":[0,)" + std::to_string(data.size()) + "]}}";
        const std::vector<std::pair<std::string, Bytes>> files = {
            {"c.npy", npy(1, dict("<f8", false, shape), data)},
            {"f.npy", npy(1, dict("<f8", true, shape), data)},
            {"t.safetensors", safetensors(json, data)}};
        for (const auto& [name, bytes] : files) {
            const std::string path = dir.filePath(QString::fromStdString(name)).toStdString();
            {
                std::ofstream out(path, std::ios::binary);
                out.write(bytes.data(), std::streamsize(bytes.size()));
            }
            int asked = 0;
            QVERIFY(!pe::readMatrixFile(path, {}, 0, [&] { return ++asked == 2; }));
            QCOMPARE(asked, 2);
            int never = 0;
            const auto whole = pe::readMatrixFile(path, {}, 0, [&] {
                ++never;
                return false;
            });
            QVERIFY(whole && whole->values == pe::readMatrixFile(path).values);
            QVERIFY2(
                never >= 3,
                qPrintable(
                    QString("%1: asked %2 times").arg(QString::fromStdString(name)).arg(never)));
        }
    }
};

QTEST_APPLESS_MAIN(TestMatrixFile)
#include "test_matrix_file.moc"

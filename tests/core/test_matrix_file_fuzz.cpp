// SPDX-License-Identifier: GPL-3.0-or-later
// Both readers fed seeded inputs built from the formats' fields and mutated one to three times
// (matrix_file_fuzz.h), and random bytes: each read gives a table or a MatrixFileError naming
// the file, never a crash, a hang or another exception. How far each input got is counted by
// stage (past the magic, into the header parser, past it to the shape, to the data) and each
// stage must be reached by a share of them, so that the mutations test more than the first
// check. A safetensors table read must be what a reader of a few lines in this test finds.
// PE_FUZZ_ITERATIONS sets the count of inputs for each format.

#include "core/matrix_file.h"
#include "matrix_file_fuzz.h"

#include <QtTest>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <sstream>

using namespace fuzzInputs;

namespace {

int iterations() {
    const char* env = std::getenv("PE_FUZZ_ITERATIONS");
    return env ? std::max(1, std::atoi(env)) : 3000;
}

float halfToFloat(std::uint16_t h) {
    const std::uint32_t sign = std::uint32_t(h >> 15) << 31, exponent = (h >> 10) & 0x1f,
                        mantissa = h & 0x3ff;
    if (exponent == 0) // subnormal: exact in a float
        return (sign ? -1.0f : 1.0f) * float(mantissa) * 0x1p-24f;
    const std::uint32_t bits =
        sign | (exponent == 31 ? 0xff : exponent - 15 + 127) << 23 | mantissa << 13;
    float f;
    std::memcpy(&f, &bits, 4);
    return f;
}

// What a reader of a few lines finds for `tensor` from `firstRow` on: the header's length, the
// tensor's entry by a plain text search, its values little-endian; nullopt when it finds none.
std::optional<pe::Matrix> tinyRead(const Bytes& file, const std::string& tensor, int firstRow) {
    std::uint64_t length = 0;
    for (int i = 7; i >= 0; --i)
        length = length << 8 | std::uint8_t(file[std::size_t(i)]);
    const std::string header = file.substr(8, length);
    const std::size_t at = header.find("\"" + tensor + "\":");
    if (at == std::string::npos)
        return std::nullopt;
    const std::size_t from = at + tensor.size() + 3; // past "name":
    const std::string entry = header.substr(from, header.find('}', from) - from);
    auto field = [&](const std::string& key) {
        const std::size_t k = entry.find("\"" + key + "\":");
        return k == std::string::npos ? std::string() : entry.substr(k + key.size() + 3);
    };
    const std::string dtypeField = field("dtype");
    if (dtypeField.size() < 2)
        return std::nullopt;
    const std::string dtype = dtypeField.substr(1, dtypeField.find('"', 1) - 1);
    unsigned long long rows = 0, cols = 0, begin = 0, end = 0;
    if (std::sscanf(field("shape").c_str(), " [ %llu , %llu ]", &rows, &cols) != 2 ||
        std::sscanf(field("data_offsets").c_str(), " [ %llu , %llu ]", &begin, &end) != 2)
        return std::nullopt;
    const std::size_t size = dtype == "F64" ? 8 : dtype == "F32" ? 4 : 2;
    if (end - begin != rows * cols * size || 8 + length + end > file.size())
        return std::nullopt;
    pe::Matrix m(Eigen::Index(rows) - firstRow, Eigen::Index(cols));
    for (Eigen::Index r = 0; r < m.rows(); ++r)
        for (Eigen::Index c = 0; c < m.cols(); ++c) {
            const std::size_t index = std::size_t((r + firstRow) * m.cols() + c);
            std::uint64_t bits = 0;
            for (std::size_t b = size; b-- > 0;)
                bits = bits << 8 | std::uint8_t(file[8 + length + begin + index * size + b]);
            double value;
            if (dtype == "F64") {
                std::memcpy(&value, &bits, 8);
            } else if (dtype == "F32" || dtype == "BF16") {
                const std::uint32_t narrow = std::uint32_t(dtype == "F32" ? bits : bits << 16);
                float f;
                std::memcpy(&f, &narrow, 4);
                value = f;
            } else {
                value = halfToFloat(std::uint16_t(bits));
            }
            m(r, c) = value;
        }
    return m;
}

bool sameBits(const pe::Matrix& a, const pe::Matrix& b) {
    return a.rows() == b.rows() && a.cols() == b.cols() &&
           std::memcmp(a.data(), b.data(), std::size_t(a.size()) * sizeof(double)) == 0;
}

// How many inputs reached each stage (matrix_file_fuzz.h: stageOf).
struct Stages {
    int reached[5] = {};
    int read = 0;
    // Inputs whose header-length field was mutated, and those of them the check of that
    // length against the file refused.
    int lengthMutated = 0, lengthRefused = 0;
    void add(int stage, const std::string& message, bool mutatedLength) {
        for (int s = 0; s <= stage; ++s)
            ++reached[s];
        lengthMutated += mutatedLength;
        if (mutatedLength && stage == 1 && message.find("header promises") != std::string::npos)
            ++lengthRefused;
    }
    QString text() const {
        return QString("%1 inputs: past the magic %2, into the header parser %3, to the shape "
                       "%4, to the data %5, read %6; of %7 with their length mutated, %8 "
                       "refused by the length check")
            .arg(reached[0])
            .arg(reached[1])
            .arg(reached[2])
            .arg(reached[3])
            .arg(reached[4])
            .arg(read)
            .arg(lengthMutated)
            .arg(lengthRefused);
    }
};

} // namespace

class TestMatrixFileFuzz : public QObject {
    Q_OBJECT
  private slots:
    void npyInputsReachEveryStage() {
        Random random(20261205);
        Stages stages;
        const int n = iterations();
        for (int i = 0; i < n; ++i) {
            bool lengthMutated = false;
            const Bytes bytes = npyInput(random, &lengthMutated);
            std::istringstream in(bytes);
            std::string message;
            try {
                const pe::LoadedMatrix m = pe::readNpyMatrix(in, "f.npy", int(pick(random, 2)));
                QVERIFY(m.values.size() > 0);
                QVERIFY(m.values.allFinite());
                ++stages.read;
            } catch (const pe::MatrixFileError& e) {
                message = e.what();
                QVERIFY2(message.rfind("f.npy: ", 0) == 0, e.what());
            }
            const int stage = stageOf(message);
            QVERIFY2(stage >= 0,
                     qPrintable("a refusal of no stage: " + QString::fromStdString(message)));
            stages.add(stage, message, lengthMutated);
        }
        qInfo("npy: %s", qPrintable(stages.text()));
        // Floors under what these seeds reach (99 %, 78 %, 41 %, 33 %, 26 % of 3000): inputs
        // that stop earlier fail.
        QVERIFY2(stages.reached[1] >= n * 95 / 100, qPrintable(stages.text()));
        QVERIFY2(stages.reached[2] >= n * 70 / 100, qPrintable(stages.text()));
        QVERIFY2(stages.reached[3] >= n * 35 / 100, qPrintable(stages.text()));
        QVERIFY2(stages.reached[4] >= n * 25 / 100, qPrintable(stages.text()));
        QVERIFY2(stages.read >= n * 20 / 100, qPrintable(stages.text()));
        // The length mutations reach the check of the length (not the version byte before it):
        // those promising more than the file holds, 29 % here.
        QVERIFY2(stages.lengthRefused >= stages.lengthMutated / 6, qPrintable(stages.text()));
    }

    void safetensorsInputsReachEveryStageAndReadWhatATinyReaderFinds() {
        Random random(20261206);
        Stages stages;
        const int n = iterations();
        for (int i = 0; i < n; ++i) {
            const SafetensorsInput input = safetensorsInput(random);
            const int firstRow = int(pick(random, 2));
            std::istringstream in(input.bytes);
            std::string message;
            try {
                const pe::LoadedMatrix m =
                    pe::readSafetensorsMatrix(in, "f.safetensors", input.tensor, firstRow);
                QVERIFY(m.values.allFinite());
                const std::optional<pe::Matrix> tiny = tinyRead(input.bytes, m.tensor, firstRow);
                QVERIFY2(tiny && sameBits(*tiny, m.values),
                         qPrintable(
                             QString("input %1: '%2' read is not what a plain reading finds in %3")
                                 .arg(i)
                                 .arg(QString::fromStdString(m.tensor))
                                 .arg(QString::fromLatin1(input.bytes.substr(8, 400).c_str()))));
                ++stages.read;
            } catch (const pe::MatrixFileError& e) {
                message = e.what();
                QVERIFY2(message.rfind("f.safetensors: ", 0) == 0, e.what());
            }
            const int stage = stageOf(message);
            QVERIFY2(stage >= 0,
                     qPrintable("a refusal of no stage: " + QString::fromStdString(message)));
            stages.add(stage, message, input.lengthMutated);
        }
        qInfo("safetensors: %s", qPrintable(stages.text()));
        // 99 %, 88 %, 43 %, 26 %, 22 % of 3000.
        QVERIFY2(stages.reached[1] >= n * 95 / 100, qPrintable(stages.text()));
        QVERIFY2(stages.reached[2] >= n * 80 / 100, qPrintable(stages.text()));
        QVERIFY2(stages.reached[3] >= n * 35 / 100, qPrintable(stages.text()));
        QVERIFY2(stages.reached[4] >= n * 20 / 100, qPrintable(stages.text()));
        QVERIFY2(stages.read >= n * 15 / 100, qPrintable(stages.text()));
        QVERIFY2(stages.lengthRefused >= stages.lengthMutated / 6, qPrintable(stages.text()));
    }

    // Random bytes of random length, and a valid .npy prefix followed by them: refused,
    // naming the file.
    void randomBytesAreRefused() {
        Random random(20260424);
        for (int i = 0; i < iterations() / 4; ++i) {
            Bytes bytes(pick(random, 200), '\0');
            for (char& c : bytes)
                c = char(random() & 0xff);
            if (i % 2)
                bytes = "\x93NUMPY\x01\x00" + bytes;
            for (const bool npy : {true, false}) {
                std::istringstream in(bytes);
                try {
                    npy ? pe::readNpyMatrix(in, "f.npy")
                        : pe::readSafetensorsMatrix(in, "f.safetensors");
                } catch (const pe::MatrixFileError& e) {
                    QVERIFY(std::string(e.what()).rfind(npy ? "f.npy: " : "f.safetensors: ", 0) ==
                            0);
                    QVERIFY2(stageOf(e.what()) >= 0, e.what());
                }
            }
        }
    }
};

QTEST_APPLESS_MAIN(TestMatrixFileFuzz)
#include "test_matrix_file_fuzz.moc"

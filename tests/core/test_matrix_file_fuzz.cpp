// SPDX-License-Identifier: GPL-3.0-or-later
// Both readers fed seeded malformed input: valid files with bytes flipped, cut short, headers
// whose lengths promise more than there is, and random bytes. Each read gives a table or a
// MatrixFileError, never a crash, a hang or another exception (PE_FUZZ_ITERATIONS for more).

#include "core/matrix_file.h"
#include "core/matrix_io.h"

#include <QtTest>
#include <cstdlib>
#include <random>
#include <sstream>

namespace {

std::string validNpy() {
    pe::Matrix m(6, 5);
    for (Eigen::Index i = 0; i < m.size(); ++i)
        m.data()[i] = 0.25 * double(i) - 3.0;
    std::ostringstream out;
    pe::writeNpy(out, m);
    return out.str();
}

std::string validSafetensors() {
    const std::string json =
        R"({"__metadata__":{"format":"pt"},"a.wpe.weight":{"dtype":"F16","shape":[4,2],)"
        R"("data_offsets":[0,16]},"b":{"dtype":"BF16","shape":[2,2],"data_offsets":[16,24]}})";
    std::string out;
    for (int i = 0; i < 8; ++i)
        out.push_back(char((json.size() >> (8 * i)) & 0xff));
    out += json;
    for (int i = 0; i < 24; ++i)
        out.push_back(char(i % 2 ? 0x3c : 0x00)); // 1.0 in F16, small values in BF16
    return out;
}

// One mutation of `bytes`: flip bytes, cut, grow a length field, or splice in noise.
std::string mutate(std::string bytes, std::mt19937_64& random) {
    std::uniform_int_distribution<int> kind(0, 4);
    auto at = [&](std::size_t size) {
        return size == 0 ? 0 : std::uniform_int_distribution<std::size_t>(0, size - 1)(random);
    };
    switch (kind(random)) {
    case 0: // a few bytes flipped
        for (int i = 0, n = 1 + int(random() % 4); i < n && !bytes.empty(); ++i)
            bytes[at(bytes.size())] = char(random() & 0xff);
        break;
    case 1: // cut short
        bytes.resize(at(bytes.size() + 1));
        break;
    case 2: // a huge header length (both formats keep one near the start)
        for (std::size_t i = 6; i < std::min<std::size_t>(bytes.size(), 12); ++i)
            bytes[i] = char(0xff);
        break;
    case 3: // random bytes of random length
        bytes.assign(at(200), '\0');
        for (char& c : bytes)
            c = char(random() & 0xff);
        break;
    default: // a byte of the header text changed to a structural character
        if (!bytes.empty())
            bytes[at(bytes.size())] = "{}[]:,'\"()0123456789-"[random() % 21];
        break;
    }
    return bytes;
}

} // namespace

class TestMatrixFileFuzz : public QObject {
    Q_OBJECT
  private slots:
    void malformedInputIsReadOrRefused() {
        const char* env = std::getenv("PE_FUZZ_ITERATIONS");
        const int iterations = env ? std::atoi(env) : 20000;
        std::mt19937_64 random(20260424);
        const std::string seeds[] = {validNpy(), validSafetensors()};
        int read = 0, refused = 0;
        for (int i = 0; i < iterations; ++i) {
            const bool npy = i % 2 == 0;
            const std::string bytes = mutate(seeds[npy ? 0 : 1], random);
            std::istringstream in(bytes);
            try {
                const pe::LoadedMatrix m = npy ? pe::readNpyMatrix(in, "f.npy")
                                               : pe::readSafetensorsMatrix(in, "f.safetensors");
                QVERIFY(m.values.size() > 0);
                QVERIFY(m.values.allFinite());
                ++read;
            } catch (const pe::MatrixFileError& e) {
                QVERIFY(std::string(e.what()).rfind(npy ? "f.npy: " : "f.safetensors: ", 0) == 0);
                ++refused;
            }
        }
        // Both outcomes occur: the mutations reach past the first check.
        QVERIFY(read > 0);
        QVERIFY(refused > iterations / 4);
    }
};

QTEST_APPLESS_MAIN(TestMatrixFileFuzz)
#include "test_matrix_file_fuzz.moc"

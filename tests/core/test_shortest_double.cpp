// SPDX-License-Identifier: GPL-3.0-or-later
// writeShortest against std::to_chars, the text it must equal character for character: random
// values at every magnitude its fast path takes and around it, random bit patterns, and the
// edges where a shortest-digit algorithm goes wrong (powers of two, whose lower neighbour is
// closer; powers of ten and their neighbours; the ends of the fast path; zeros, subnormals,
// infinities and NaN). Every text also reads back to the same double.

#include "core/shortest_double.h"

#include <QtTest>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <random>
#include <string>

namespace {

// The first value whose text differs from std::to_chars's, or that does not read back.
QString firstMismatch(const std::vector<double>& values) {
    char ours[64], theirs[64];
    for (const double value : values) {
        std::memset(ours, 'x', sizeof ours);
        char* const end = pe::writeShortest(ours, value);
        const std::string got(ours, end);
        const std::string want(theirs, std::to_chars(theirs, theirs + sizeof theirs, value).ptr);
        if (got != want || got.size() > std::size_t(pe::kShortestDoubleRoom))
            return QString("%1: %2, std::to_chars %3")
                .arg(value, 0, 'g', 17)
                .arg(QString::fromStdString(got), QString::fromStdString(want));
        if (!std::isnan(value)) {
            double back = 0.0;
            std::from_chars(got.data(), got.data() + got.size(), back);
            if (std::memcmp(&back, &value, sizeof value) != 0)
                return QString("%1 reads back as %2").arg(QString::fromStdString(got)).arg(back);
        }
    }
    return {};
}

double withBits(std::uint64_t bits) {
    double value;
    std::memcpy(&value, &bits, sizeof value);
    return value;
}

} // namespace

class TestShortestDouble : public QObject {
    Q_OBJECT
  private slots:
    // Values as the encodings have them (sines and cosines, their products and sums), at
    // every decimal magnitude, with either sign.
    void randomValuesAtEveryMagnitude() {
        std::mt19937_64 random(20261203);
        std::uniform_real_distribution<double> angle(-1e4, 1e4);
        std::uniform_int_distribution<int> magnitude(-12, 18);
        std::vector<double> values;
        for (int i = 0; i < 1'000'000; ++i)
            values.push_back(std::sin(angle(random)) * std::pow(10.0, magnitude(random)));
        QCOMPARE(firstMismatch(values), QString());
    }

    void randomBitPatterns() {
        std::mt19937_64 random(7);
        std::vector<double> values;
        for (int i = 0; i < 500'000; ++i)
            values.push_back(withBits(random()));
        QCOMPARE(firstMismatch(values), QString());
    }

    // Every mantissa length is likely at every binary exponent near the fast path's range.
    void randomMantissasAtEveryExponent() {
        std::mt19937_64 random(11);
        std::vector<double> values;
        for (int exponent = -40; exponent <= 60; ++exponent)
            for (int i = 0; i < 5000; ++i) {
                const std::uint64_t mantissa = random() >> 12;
                values.push_back(std::ldexp(1.0 + double(mantissa) * 0x1p-52, exponent));
            }
        QCOMPARE(firstMismatch(values), QString());
    }

    void edges() {
        std::vector<double> values = {0.0,
                                      -0.0,
                                      std::numeric_limits<double>::infinity(),
                                      -std::numeric_limits<double>::infinity(),
                                      std::numeric_limits<double>::quiet_NaN(),
                                      std::numeric_limits<double>::denorm_min(),
                                      std::numeric_limits<double>::min(),
                                      std::numeric_limits<double>::max(),
                                      std::numeric_limits<double>::lowest(),
                                      0.1,
                                      0.2,
                                      0.3,
                                      1.0 / 3.0,
                                      2.0 / 3.0,
                                      1e-5,
                                      0x1p-21,
                                      0x1p52,
                                      0x1p53};
        const auto withNeighbours = [&values](double x) {
            for (double v : {x, -x}) {
                values.push_back(v);
                values.push_back(std::nextafter(v, 0.0));
                values.push_back(std::nextafter(v, 2 * v));
            }
        };
        for (int e = -1074; e <= 1023; ++e)
            withNeighbours(std::ldexp(1.0, e));
        for (int e = -300; e <= 300; ++e)
            withNeighbours(std::pow(10.0, e));
        for (int n = 1; n <= 200'000; ++n)
            values.push_back(double(n));
        for (int n = 1; n <= 60; ++n)
            for (int k = 1; k < 64; k += 2)
                values.push_back(std::ldexp(double(k), -n));
        for (int i = 1; i < 1000; ++i) // short decimals: 0.001 .. 0.999, 1.001 ...
            values.push_back(i / 1000.0), values.push_back(1.0 + i / 1000.0);
        QCOMPARE(firstMismatch(values), QString());
    }
};

QTEST_MAIN(TestShortestDouble)
#include "test_shortest_double.moc"

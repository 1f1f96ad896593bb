// SPDX-License-Identifier: GPL-3.0-or-later
// ALiBi slopes against the paper (Press et al. 2022, section 3: for n heads the geometric
// sequence 2^(-8/n), 2^(-16/n), ..., 2^(-8)) and the reference code's rule for head counts
// that are not powers of two; the bias matrices -m |i - j|.

#include "core/alibi.h"
#include "core/parameter_validation.h"

#include <QtTest>
#include <cmath>

namespace {

// The paper's closed form for a power of two n: slope k (1-based) is 2^(-8k/n).
std::vector<double> paperSlopes(int n) {
    std::vector<double> slopes;
    for (int k = 1; k <= n; ++k)
        slopes.push_back(std::exp2(-8.0 * k / n));
    return slopes;
}

// Non-powers of two: c = 2^floor(log2 n) slopes for c heads, then slopes 1, 3, 5, ... of
// the 2c-head sequence until there are n.
std::vector<double> expectedSlopes(int n) {
    int c = 1;
    while (c * 2 <= n)
        c *= 2;
    std::vector<double> slopes = paperSlopes(c);
    const std::vector<double> doubled = paperSlopes(2 * c);
    for (int k = 0; static_cast<int>(slopes.size()) < n; k += 2)
        slopes.push_back(doubled[k]);
    return slopes;
}

// The reference computes start * start^k, which drifts from 2^(-8k/n) by a few ulps
// (up to about 7e-15 relative for 128 heads); 2e-14 still tells every slope apart.
bool close(const std::vector<double>& a, const std::vector<double>& b) {
    if (a.size() != b.size())
        return false;
    for (std::size_t k = 0; k < a.size(); ++k)
        if (std::abs(a[k] - b[k]) > 2e-14 * b[k])
            return false;
    return true;
}

} // namespace

class TestAlibi : public QObject {
    Q_OBJECT
  private slots:
    void eightHeadsAreHalvings() {
        // The paper: "for a model with 8 heads, the slopes are 1/2^1, 1/2^2, ..., 1/2^8".
        const std::vector<double> slopes = pe::alibiSlopes(8);
        QCOMPARE(slopes.size(), std::size_t(8));
        for (int k = 0; k < 8; ++k)
            QCOMPARE(slopes[k], std::ldexp(1.0, -(k + 1)));
    }

    void sixteenHeadsInterleaveSquareRoots() {
        // "For 16 heads, 1/2^0.5, 1/2^1, 1/2^1.5, ..., 1/2^8."
        const std::vector<double> slopes = pe::alibiSlopes(16);
        QCOMPARE(slopes.size(), std::size_t(16));
        for (int k = 0; k < 16; ++k)
            QVERIFY(std::abs(slopes[k] - std::pow(2.0, -0.5 * (k + 1))) < 1e-15);
    }

    void powersOfTwoFollowTheClosedForm() {
        for (int n : {1, 2, 4, 32, 64, 128})
            QVERIFY2(close(pe::alibiSlopes(n), paperSlopes(n)), qPrintable(QString::number(n)));
        QCOMPARE(pe::alibiSlopes(1).front(), 1.0 / 256.0);
    }

    void otherHeadCountsTakeEveryOtherSlopeOfTheNextPower() {
        // 12 heads: the 8-head slopes, then 2^-0.5, 2^-1.5, 2^-2.5, 2^-3.5.
        const std::vector<double> twelve = pe::alibiSlopes(12);
        QCOMPARE(twelve.size(), std::size_t(12));
        const double extra[] = {-0.5, -1.5, -2.5, -3.5};
        for (int k = 0; k < 4; ++k)
            QVERIFY(std::abs(twelve[8 + k] - std::pow(2.0, extra[k])) < 1e-15);
        for (int n : {3, 5, 6, 7, 12, 20, 24, 40, 96, 100})
            QVERIFY2(close(pe::alibiSlopes(n), expectedSlopes(n)), qPrintable(QString::number(n)));
    }

    void biasIsMinusSlopeTimesDistance() {
        const pe::Matrix bias = pe::alibiBias(0.25, 6);
        QCOMPARE(bias.rows(), 6);
        for (int i = 0; i < 6; ++i)
            for (int j = 0; j < 6; ++j)
                QCOMPARE(bias(i, j), -0.25 * std::abs(i - j));
        const std::vector<pe::Matrix> heads = pe::alibiBiases(3, 4);
        const std::vector<double> slopes = pe::alibiSlopes(3);
        QCOMPARE(heads.size(), std::size_t(3));
        for (int h = 0; h < 3; ++h)
            QCOMPARE(heads[h](0, 3), -3.0 * slopes[h]);
    }

    void refusesInvalidRequests() {
        for (std::int64_t heads : {0, -3}) {
            try {
                pe::alibiSlopes(heads);
                QFAIL("heads < 1 must throw");
            } catch (const pe::ParameterError& e) {
                QCOMPARE(QString::fromStdString(e.field()), QString("heads"));
                QCOMPARE(QString::fromStdString(e.value()), QString::number(heads));
            }
        }
        QVERIFY_THROWS_EXCEPTION(pe::ParameterError, pe::alibiBias(0.5, 0));
        QVERIFY_THROWS_EXCEPTION(pe::ParameterError, pe::alibiBias(0.5, 1000000000));
        QVERIFY_THROWS_EXCEPTION(pe::ParameterError, pe::alibiBiases(1000, 100000));
    }
};

QTEST_APPLESS_MAIN(TestAlibi)
#include "test_alibi.moc"

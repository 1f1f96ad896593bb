// SPDX-License-Identifier: GPL-3.0-or-later
// Each pair's share of ||PE(p) - PE(q)||^2 against the encoding matrix itself: the shares
// add up to the squared distance between two rows, each share is the squared difference of
// its own two columns (in either layout), and odd D's lone sin column is the last share.

#include "core/pair_distance.h"
#include "core/parameter_validation.h"
#include "core/sinusoidal_encoding.h"

#include "tests/test_params.h"

#include <QtTest>
#include <cmath>

using pe::Layout;
using pe_test::params;

namespace {

double squaredDistance(const pe::Matrix& m, Eigen::Index p, Eigen::Index q) {
    double sum = 0.0;
    for (Eigen::Index d = 0; d < m.cols(); ++d)
        sum += (m(p, d) - m(q, d)) * (m(p, d) - m(q, d));
    return sum;
}

// Pair i's share read off the matrix columns the layout gives it.
double shareFromColumns(const pe::Matrix& m, const pe::EncodingParams& p, std::int64_t pair,
                        Eigen::Index a, Eigen::Index b) {
    double share = 0.0;
    for (bool isSin : {true, false}) {
        const std::int64_t column = pe::columnOf(pair, isSin, p.dim, p.layout);
        if (column >= 0)
            share += (m(a, column) - m(b, column)) * (m(a, column) - m(b, column));
    }
    return share;
}

} // namespace

class TestPairDistance : public QObject {
    Q_OBJECT
  private slots:
    void sharesAddUpToTheSquaredDistance_data() {
        QTest::addColumn<int>("D");
        QTest::addColumn<int>("p");
        QTest::addColumn<int>("q");
        QTest::newRow("D=16 neighbours") << 16 << 10 << 11;
        QTest::newRow("D=16 far") << 16 << 3 << 190;
        QTest::newRow("D=16 backwards") << 16 << 150 << 7;
        QTest::newRow("D=7 odd") << 7 << 5 << 120;
        QTest::newRow("D=3 toy") << 3 << 0 << 1;
        QTest::newRow("D=1 only the lone column") << 1 << 2 << 9;
        QTest::newRow("same position") << 12 << 40 << 40;
    }

    void sharesAddUpToTheSquaredDistance() {
        QFETCH(int, D);
        QFETCH(int, p);
        QFETCH(int, q);
        for (Layout layout : {Layout::Interleaved, Layout::Concatenated}) {
            const pe::EncodingParams ps = params(200, D, 10000.0, layout);
            const pe::Matrix m = pe::sinusoidalEncoding(ps);
            const std::vector<double> shares = pe::pairDistance(ps, p, q);
            QCOMPARE(std::int64_t(shares.size()), (D + 1) / 2);
            double sum = 0.0;
            for (std::size_t i = 0; i < shares.size(); ++i) {
                sum += shares[i];
                QVERIFY2(std::abs(shares[i] - shareFromColumns(m, ps, std::int64_t(i), p, q)) <
                             1e-13,
                         qPrintable(QString("pair %1").arg(i)));
            }
            QVERIFY(std::abs(sum - squaredDistance(m, p, q)) < 1e-12);
        }
    }

    void oddDsLoneColumnIsTheLastShare() {
        // D = 3, positions 0 and 1 (../shared/reference): the lone column is sin(pos / 100).
        const std::vector<double> shares = pe::pairDistance(params(5, 3), 0, 1);
        QCOMPARE(shares.size(), std::size_t(2));
        const double lone = 0.0021544330233656027;
        QVERIFY(std::abs(shares[1] - lone * lone) < 1e-18);
        QVERIFY(std::abs(shares[0] - (2.0 - 2.0 * std::cos(1.0))) < 1e-15);
    }

    void layoutDoesNotChangeTheShares() {
        const std::vector<double> a = pe::pairDistance(params(64, 9), 4, 31);
        const std::vector<double> b =
            pe::pairDistance(params(64, 9, 10000.0, Layout::Concatenated), 4, 31);
        QCOMPARE(a, b);
    }

    void positionsAreIndependentOfL() {
        // L = 1 still defines PE at any position: the shares at 1000 apart match a long matrix.
        const std::vector<double> shares = pe::pairDistance(params(1, 8), 0, 1000);
        const pe::Matrix m = pe::sinusoidalEncoding(params(1001, 8));
        for (std::size_t i = 0; i < shares.size(); ++i)
            QVERIFY(std::abs(shares[i] - shareFromColumns(m, params(1001, 8), std::int64_t(i), 0,
                                                          1000)) < 1e-12);
    }

    void negativePositionsAreRefused() {
        try {
            pe::pairDistance(params(64, 8), 0, -1);
            QFAIL("no error");
        } catch (const pe::ParameterError& error) {
            QCOMPARE(QString::fromStdString(error.field()), QString("to"));
        }
        QVERIFY_THROWS_EXCEPTION(pe::ParameterError, pe::pairDistance(params(64, 8), -5, 1));
    }

    void halfTurnIsWhereTheAngleIsPi() {
        const pe::EncodingParams p = params(64, 16);
        for (std::int64_t offset : {4, 100, 5000}) {
            const double i = pe::halfTurnPair(p, offset);
            const double omega = std::pow(10000.0, -2.0 * i / 16.0);
            QVERIFY(std::abs(omega * double(offset) - M_PI) < 1e-12);
        }
        QVERIFY(std::isinf(pe::halfTurnPair(p, 0)));
    }
    // Each cell of the pair x distance map against the formula written out with std::cos and
    // std::sin: even and odd D, p != 0, far offsets (both layouts give the same shares).
    void pairShareIsTwoMinusTwoCos_data() {
        QTest::addColumn<std::int64_t>("dim");
        QTest::addColumn<std::int64_t>("from");
        QTest::newRow("D = 16, p = 0") << std::int64_t(16) << std::int64_t(0);
        QTest::newRow("D = 16, p = 37") << std::int64_t(16) << std::int64_t(37);
        QTest::newRow("D = 7, p = 5") << std::int64_t(7) << std::int64_t(5);
        QTest::newRow("D = 3, p = 250") << std::int64_t(3) << std::int64_t(250);
    }
    void pairShareIsTwoMinusTwoCos() {
        QFETCH(std::int64_t, dim);
        QFETCH(std::int64_t, from);
        const pe::EncodingParams p = params(4096, dim, 500.0);
        for (std::int64_t i = 0; i < (dim + 1) / 2; ++i) {
            const double omega = std::pow(500.0, -2.0 * double(i) / double(dim));
            for (std::int64_t k : {0, 1, 3, 40, 999, 4000}) {
                const bool lone = dim % 2 == 1 && i == dim / 2;
                const double a = omega * double(from), b = omega * double(from + k);
                const double expected =
                    lone ? (std::sin(b) - std::sin(a)) * (std::sin(b) - std::sin(a))
                         : 2.0 - 2.0 * std::cos(omega * double(k));
                QVERIFY2(std::abs(pe::pairShare(p, i, from, k) - expected) < 1e-12,
                         qPrintable(QString("pair %1, k = %2").arg(i).arg(k)));
                const double halfTurns = omega * double(k) / M_PI;
                QVERIFY(std::abs(pe::pairHalfTurns(p, i, k) - halfTurns) < 1e-12 * (1 + halfTurns));
                QCOMPARE(pe::pairWrapped(p, i, k), omega * double(k) > M_PI);
                QCOMPARE(pe::pairWrapped(p, i, -k), omega * double(k) > M_PI);
            }
            QVERIFY(std::abs(pe::halfTurnOffset(p, i) * omega - M_PI) < 1e-12);
        }
        // The same as the springs' shares, which come from the encoding itself.
        for (pe::Layout layout : {pe::Layout::Interleaved, pe::Layout::Concatenated}) {
            const pe::EncodingParams q = params(4096, dim, 500.0, layout);
            const std::vector<double> shares = pe::pairDistance(q, from, from + 40);
            for (std::size_t i = 0; i < shares.size(); ++i)
                QVERIFY(std::abs(pe::pairShare(q, std::int64_t(i), from, 40) - shares[i]) < 1e-12);
        }
    }

    void logOffsetsAreDistinctWholeOffsetsFromOneToTheEnd() {
        for (auto [last, count] : {std::pair<std::int64_t, std::int64_t>{19999, 200},
                                   {1000, 10},
                                   {50, 200},
                                   {7, 3},
                                   {1, 5}}) {
            const std::vector<std::int64_t> o = pe::logOffsets(last, count);
            QCOMPARE(std::int64_t(o.size()), std::min(count, last) + 1);
            QCOMPARE(o.front(), std::int64_t(0));
            QCOMPARE(o[1], std::int64_t(1));
            QCOMPARE(o.back(), last);
            for (std::size_t j = 1; j < o.size(); ++j)
                QVERIFY(o[j] > o[j - 1]);
        }
        // Where there is room, each offset is within one of the log-spaced value.
        const std::vector<std::int64_t> o = pe::logOffsets(19999, 200);
        for (std::size_t j = 1; j < o.size(); ++j) {
            const double ideal = std::pow(19999.0, double(j - 1) / 199.0);
            if (ideal > 100.0)
                QVERIFY2(std::abs(double(o[j]) - ideal) <= 1.0, qPrintable(QString::number(j)));
        }
        QCOMPARE(pe::logOffsets(0, 5), std::vector<std::int64_t>{0});
        try {
            pe::logOffsets(100, 0);
            QFAIL("no error");
        } catch (const pe::ParameterError& error) {
            QCOMPARE(QString::fromStdString(error.field()), QString("log-offsets"));
        }
    }

    // The true log axis: cells evenly spaced in log10 k, each holding the offsets whose log10 k
    // falls in it (or repeating the one it lies in), k = 0 alone at the left; every offset
    // 0 .. L - 1 in the cell its logarithm falls in.
    void aLogAxisPlacesEachOffsetAtItsLogarithm() {
        for (const std::int64_t last : {std::int64_t(1), std::int64_t(99), std::int64_t(99999)}) {
            const pe::LogOffsetAxis axis = pe::logOffsetAxis(last, 300);
            QCOMPARE(axis.first.size(), std::size_t(300));
            QVERIFY(std::abs(axis.upper - std::log10(double(last) + 0.5)) < 1e-12);
            QVERIFY(std::abs(axis.lower - std::log10(1.0 / 6.0)) < 1e-12);
            const double width = (axis.upper - axis.lower) / 300.0;
            QCOMPARE(axis.first.front(), std::int64_t(0)); // k = 0 at the left
            std::vector<int> seen(std::size_t(last + 1), 0);
            for (std::size_t c = 0; c < 300; ++c) {
                QVERIFY(axis.first[c] <= axis.last[c]);
                const double a = axis.lower + double(c) * width, b = a + width;
                if (axis.first[c] == axis.last[c] &&
                    (axis.first[c] == 0 || std::log10(double(axis.first[c])) < a ||
                     std::log10(double(axis.first[c])) >= b)) {
                    // A repeat: the cell lies inside the span of the offset it repeats.
                    const double k = double(axis.first[c]), centre = a + 0.5 * width;
                    if (k > 0)
                        QVERIFY(std::log10(k - 0.5) <= centre && centre < std::log10(k + 0.5));
                    else
                        QVERIFY(centre < std::log10(0.5));
                    continue;
                }
                for (std::int64_t k = axis.first[c]; k <= axis.last[c]; ++k) {
                    const double x = std::log10(double(k));
                    QVERIFY2(a - 1e-12 <= x && (x < b || c == 299), qPrintable(QString::number(k)));
                    ++seen[std::size_t(k)];
                }
            }
            seen[0] = 1;
            for (std::size_t k = 0; k < seen.size(); ++k)
                QVERIFY2(seen[k] == 1,
                         qPrintable(QString("offset %1 in %2 cells").arg(k).arg(seen[k])));
            QCOMPARE(pe::LogOffsetAxis::coordinate(1000.0), 3.0);
            QVERIFY(pe::LogOffsetAxis::coordinate(0.0) < std::log10(0.5));
        }
    }
};

QTEST_APPLESS_MAIN(TestPairDistance)
#include "test_pair_distance.moc"

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
};

QTEST_APPLESS_MAIN(TestPairDistance)
#include "test_pair_distance.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// Principal components against what is known without the code under test: a line whose one
// component is its direction, power iteration on the covariance written out in the test, and
// Eigen's full SVD of the centred table (tables larger than 64 x 64 take the iterative path).

#include "core/principal_components.h"
#include "core/seeded_random.h"
#include "core/sinusoidal_encoding.h"

#include <Eigen/SVD>
#include <QtTest>
#include <array>
#include <cmath>

namespace {

// The covariance (times L - 1) of the centred rows, element by element.
Eigen::MatrixXd scatter(const pe::Matrix& m) {
    const Eigen::Index L = m.rows(), D = m.cols();
    Eigen::VectorXd mean = Eigen::VectorXd::Zero(D);
    for (Eigen::Index r = 0; r < L; ++r)
        for (Eigen::Index c = 0; c < D; ++c)
            mean(c) += m(r, c) / double(L);
    Eigen::MatrixXd s = Eigen::MatrixXd::Zero(D, D);
    for (Eigen::Index r = 0; r < L; ++r)
        for (Eigen::Index i = 0; i < D; ++i)
            for (Eigen::Index j = 0; j < D; ++j)
                s(i, j) += (m(r, i) - mean(i)) * (m(r, j) - mean(j));
    return s;
}

// The top k eigenpairs of a symmetric matrix by power iteration with deflation.
void powerIteration(Eigen::MatrixXd s, int k, Eigen::MatrixXd& vectors, Eigen::VectorXd& values) {
    vectors.resize(s.rows(), k);
    values.resize(k);
    for (int i = 0; i < k; ++i) {
        Eigen::VectorXd v =
            Eigen::VectorXd::Ones(s.rows()) + Eigen::VectorXd::LinSpaced(s.rows(), 0, 1);
        for (int it = 0; it < 5000; ++it)
            v = (s * v).normalized();
        values(i) = v.dot(s * v);
        vectors.col(i) = v;
        s -= values(i) * v * v.transpose();
    }
}

// A helix plus noise: three strong, well-separated directions, as GPT-2's table shows.
pe::Matrix helix(Eigen::Index L, Eigen::Index D, std::uint64_t seed) {
    pe::Matrix m = pe::gaussianMatrix(L, D, seed, 0.01);
    for (Eigen::Index t = 0; t < L; ++t) {
        m(t, 0) += 3.0 * std::cos(0.05 * double(t));
        m(t, 1) += 3.0 * std::sin(0.05 * double(t));
        m(t, 2) += 0.01 * double(t);
    }
    return m;
}

// The centred table, its singular values and right singular vectors, by Eigen's BDCSVD.
struct FullSvd {
    Eigen::MatrixXd centred;
    Eigen::VectorXd values; // squared singular values: the variances times L
    Eigen::MatrixXd vectors;
    double total = 0.0;
};
FullSvd fullSvd(const pe::Matrix& m) {
    FullSvd out;
    out.centred = m.rowwise() - m.colwise().mean();
    Eigen::BDCSVD<Eigen::MatrixXd> svd(out.centred, Eigen::ComputeThinV);
    out.values = svd.singularValues().array().square();
    out.vectors = svd.matrixV();
    out.total = out.centred.squaredNorm();
    return out;
}

// A trend and two waves of whole cycles and different amplitudes, in dimensions 2, 0 and 1,
// plus noise: the components are known (by variance: dimension 2, then 0, then 1; a wave of
// whole cycles is nearly uncorrelated with the trend) and well separated.
pe::Matrix unevenHelix(Eigen::Index L, Eigen::Index D, std::uint64_t seed) {
    pe::Matrix m = pe::gaussianMatrix(L, D, seed, 0.01);
    for (Eigen::Index t = 0; t < L; ++t) {
        m(t, 0) += 3.0 * std::cos(2.0 * M_PI * 3.0 * double(t) / double(L));
        m(t, 1) += 2.0 * std::cos(2.0 * M_PI * 5.0 * double(t) / double(L));
        m(t, 2) += 8.0 * double(t) / double(L);
    }
    return m;
}

// What every result must satisfy whatever basis it chose among equal variances: orthonormal
// loadings, each an eigenvector of the scatter matrix with the variance it claims, scores
// that are the centred rows on the loadings and whose squares sum to that variance.
void checkInvariants(const pe::PrincipalComponents& pca, const FullSvd& svd, double tolerance) {
    const Eigen::Index k = pca.loadings.cols();
    const Eigen::MatrixXd gram = pca.loadings.transpose() * pca.loadings;
    QVERIFY2((gram - Eigen::MatrixXd::Identity(k, k)).cwiseAbs().maxCoeff() < tolerance,
             "loadings not orthonormal");
    const Eigen::MatrixXd scores = svd.centred * pca.loadings;
    QVERIFY2((scores - pca.scores).cwiseAbs().maxCoeff() < tolerance * svd.values(0),
             "scores are not the centred rows on the loadings");
    for (Eigen::Index i = 0; i < k; ++i) {
        const double variance = pca.explained[std::size_t(i)] * svd.total;
        const Eigen::VectorXd product = svd.centred.transpose() * scores.col(i);
        QVERIFY2((product - variance * pca.loadings.col(i)).norm() < tolerance * svd.values(0),
                 qPrintable(QString("component %1 is no eigenvector").arg(i)));
        QVERIFY2(std::abs(pca.scores.col(i).squaredNorm() - variance) < tolerance * svd.values(0),
                 qPrintable(QString("component %1's scores do not hold its variance").arg(i)));
        Eigen::Index largest = 0;
        pca.loadings.col(i).cwiseAbs().maxCoeff(&largest);
        QVERIFY(pca.loadings(largest, i) > 0.0);
    }
}

} // namespace

class TestPrincipalComponents : public QObject {
    Q_OBJECT
  private slots:
    void aLineHasOneComponentAlongIt() {
        pe::Matrix m(5, 2);
        for (int t = 0; t < 5; ++t)
            m.row(t) << 1.0 + 0.6 * t, -2.0 + 0.8 * t;
        const auto pca = pe::principalComponents(m, 2);
        QVERIFY(std::abs(pca.loadings(0, 0) - 0.6) < 1e-12);
        QVERIFY(std::abs(pca.loadings(1, 0) - 0.8) < 1e-12);
        QVERIFY(std::abs(pca.explained[0] - 1.0) < 1e-12);
        QVERIFY(std::abs(pca.explained[1]) < 1e-12);
        for (int t = 0; t < 5; ++t) // distance from the mean along the line
            QVERIFY(std::abs(pca.scores(t, 0) - (t - 2.0)) < 1e-12);
    }

    void agreesWithPowerIteration_data() {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::newRow("tall") << 200 << 12;
        QTest::newRow("wide") << 9 << 40; // the L x L path
    }
    void agreesWithPowerIteration() {
        QFETCH(int, rows);
        QFETCH(int, cols);
        const pe::Matrix m = helix(rows, cols, 7);
        const auto pca = pe::principalComponents(m, 3);
        Eigen::MatrixXd vectors;
        Eigen::VectorXd values;
        const Eigen::MatrixXd s = scatter(m);
        powerIteration(s, 3, vectors, values);
        const double trace = s.trace();
        for (int i = 0; i < 3; ++i) {
            QVERIFY2(std::abs(pca.explained[std::size_t(i)] - values(i) / trace) < 1e-9,
                     qPrintable(QString::number(pca.explained[std::size_t(i)])));
            // The same direction up to sign; the sign rule: the largest loading positive.
            const double cosine = std::abs(vectors.col(i).dot(pca.loadings.col(i)));
            QVERIFY2(cosine > 1.0 - 1e-9, qPrintable(QString::number(cosine)));
            Eigen::Index largest = 0;
            pca.loadings.col(i).cwiseAbs().maxCoeff(&largest);
            QVERIFY(pca.loadings(largest, i) > 0.0);
        }
        QVERIFY(pca.explained[0] >= pca.explained[1] && pca.explained[1] >= pca.explained[2]);
        // Scores are the centred rows on the loadings.
        const Eigen::RowVectorXd mean = m.colwise().mean();
        for (int t : {0, rows / 2, rows - 1})
            QVERIFY(std::abs((m.row(t) - mean).dot(pca.loadings.col(1)) - pca.scores(t, 1)) < 1e-9);
    }

    void agreesWithAFullSvd_data() {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::addColumn<int>("k");
        QTest::newRow("tall") << 600 << 150 << 3;
        QTest::newRow("wide") << 90 << 300 << 3;
        QTest::newRow("ten of a tall one") << 400 << 100 << 10; // 4 .. 10: noise, close values
    }
    void agreesWithAFullSvd() {
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(int, k);
        const pe::Matrix m = unevenHelix(rows, cols, 11);
        const FullSvd svd = fullSvd(m);
        const auto pca = pe::principalComponents(m, k);
        QCOMPARE(pca.loadings.rows(), Eigen::Index(cols));
        QCOMPARE(pca.scores.rows(), Eigen::Index(rows));
        QCOMPARE(int(pca.explained.size()), k);
        for (int i = 0; i < k; ++i) {
            const double share = svd.values(i) / svd.total;
            QVERIFY2(std::abs(pca.explained[std::size_t(i)] - share) < 1e-13,
                     qPrintable(QString("%1: %2 vs %3")
                                    .arg(i)
                                    .arg(pca.explained[std::size_t(i)], 0, 'g', 17)
                                    .arg(share, 0, 'g', 17)));
            // The same direction as the SVD's, to double precision (a residual of 1e-12 of the
            // largest variance moves a direction by that over its gap to the nearest other
            // variance), and signed by the rule.
            double gap = svd.values(i) - svd.values(i + 1);
            if (i > 0)
                gap = std::min(gap, svd.values(i - 1) - svd.values(i));
            const double sign = svd.vectors.col(i).dot(pca.loadings.col(i)) < 0.0 ? -1.0 : 1.0;
            const double apart = (sign * svd.vectors.col(i) - pca.loadings.col(i)).norm();
            QVERIFY2(apart < 2e-12 * svd.values(0) / gap,
                     qPrintable(QString("component %1: %2 apart, gap %3")
                                    .arg(i)
                                    .arg(apart)
                                    .arg(gap / svd.values(0))));
            Eigen::Index largest = 0;
            svd.vectors.col(i).cwiseAbs().maxCoeff(&largest);
            QVERIFY(std::abs(pca.loadings(largest, i)) ==
                    pca.loadings.col(i).cwiseAbs().maxCoeff());
            QVERIFY(pca.loadings(largest, i) > 0.0);
        }
        // The known components: the trend, the larger wave, the smaller one.
        for (int i = 0; i < 3; ++i) {
            Eigen::Index largest = 0;
            pca.loadings.col(i).cwiseAbs().maxCoeff(&largest);
            QCOMPARE(largest, Eigen::Index(std::array<int, 3>{2, 0, 1}[std::size_t(i)]));
            QVERIFY(pca.loadings(largest, i) > 0.98);
        }
        checkInvariants(pca, svd, 1e-12);
    }

    // Sinusoids of whole cycles: each sin column and its cos column have exactly the same
    // variance, so the variances come in equal pairs, and the third component is one of a
    // pair: any orthonormal basis of that pair is right, and the invariants are what is tested.
    // Then the encoding itself, whose slow pairs are nearly equal.
    void equalVariancesComeInPairs() {
        const Eigen::Index L = 240, D = 96;
        pe::Matrix m(L, D);
        for (Eigen::Index t = 0; t < L; ++t)
            for (Eigen::Index i = 0; i < D / 2; ++i) {
                const double amplitude = 1.0 / double(1 + i / 2); // pairs of pairs, too
                const double angle = 2.0 * M_PI * double(i + 1) * double(t) / double(L);
                m(t, 2 * i) = amplitude * std::sin(angle);
                m(t, 2 * i + 1) = amplitude * std::cos(angle);
            }
        const FullSvd svd = fullSvd(m);
        // The SVD agrees: four equal values at the top (two pairs of amplitude 1).
        QVERIFY(std::abs(svd.values(3) - svd.values(0)) < 1e-12 * svd.values(0));
        for (int k : {3, 4, 5, 10}) {
            const auto pca = pe::principalComponents(m, k);
            for (int i = 0; i < k; ++i)
                QVERIFY2(std::abs(pca.explained[std::size_t(i)] - svd.values(i) / svd.total) <
                             1e-13,
                         qPrintable(QString("k = %1, component %2").arg(k).arg(i)));
            checkInvariants(pca, svd, 1e-12);
        }
        pe::EncodingParams params;
        params.length = 300;
        params.dim = 128;
        const pe::Matrix encoding = pe::sinusoidalEncoding(params);
        const FullSvd encodingSvd = fullSvd(encoding);
        const auto pca = pe::principalComponents(encoding, 10);
        for (int i = 0; i < 10; ++i)
            QVERIFY(std::abs(pca.explained[std::size_t(i)] -
                             encodingSvd.values(i) / encodingSvd.total) < 1e-13);
        checkInvariants(pca, encodingSvd, 1e-12);
    }

    void theSameOnAnyNumberOfThreads() {
        const pe::Matrix m = unevenHelix(2000, 120, 5);
        const auto one = pe::principalComponents(m, 4, 1);
        for (int threads : {2, 3, 0}) {
            const auto many = pe::principalComponents(m, 4, threads);
            QVERIFY2(many.loadings == one.loadings && many.scores == one.scores &&
                         many.explained == one.explained,
                     qPrintable(QString("%1 threads").arg(threads)));
        }
    }

    // A caller that no longer wants the result is asked between passes: stopped on the third
    // question, nothing is returned; never stopped, the result is the one without the question.
    void aStopEndsTheWorkBetweenPasses() {
        const pe::Matrix m = unevenHelix(2000, 120, 5);
        int asked = 0;
        const auto stopped = pe::principalComponents(m, 4, 1, [&] { return ++asked == 3; });
        QVERIFY(!stopped);
        QCOMPARE(asked, 3);
        int passes = 0;
        const auto finished = pe::principalComponents(m, 4, 1, [&] { return ++passes < 0; });
        QVERIFY(finished);
        QVERIFY(passes > 3);
        const auto plain = pe::principalComponents(m, 4, 1);
        QVERIFY(finished->scores == plain.scores && finished->explained == plain.explained);
    }

    // L positions span at most L - 1 directions once centred: the components past them have
    // no variance, and every position's coordinate on them is 0 (not the rounding left in an
    // arbitrary direction). The first L - 1 rebuild the centred rows exactly.
    void componentsPastTheRankAreZero_data() {
        QTest::addColumn<int>("L");
        QTest::addColumn<int>("D");
        QTest::newRow("L = 2, D = 16") << 2 << 16;
        QTest::newRow("L = 3, D = 16") << 3 << 16;
        QTest::newRow("L = 4, D = 128") << 4 << 128;
    }
    void componentsPastTheRankAreZero() {
        QFETCH(int, L);
        QFETCH(int, D);
        pe::EncodingParams params;
        params.length = L;
        params.dim = D;
        const pe::Matrix table = pe::sinusoidalEncoding(params);
        const auto pca = pe::principalComponents(table, L);
        QCOMPARE(pca.scores.cols(), Eigen::Index(L));
        QVERIFY(pca.scores.col(L - 1).isZero(0.0));
        QCOMPARE(pca.explained[std::size_t(L - 1)], 0.0);
        const Eigen::MatrixXd centred = table.rowwise() - table.colwise().mean();
        const Eigen::MatrixXd rebuilt =
            pca.scores.leftCols(L - 1) * pca.loadings.leftCols(L - 1).transpose();
        QVERIFY2((rebuilt - centred).norm() < 1e-12 * centred.norm(),
                 qPrintable(QString::number((rebuilt - centred).norm())));
    }

    void equalRowsHaveNoVariance() {
        pe::Matrix m = pe::Matrix::Constant(4, 3, 2.5);
        const auto pca = pe::principalComponents(m, 5);
        QCOMPARE(pca.scores.cols(), Eigen::Index(3)); // clamped to min(L, D)
        QCOMPARE(pca.explained[0], 0.0);
        QCOMPARE(pca.scores.norm(), 0.0);
        // The same on the iterative path.
        const auto large = pe::principalComponents(pe::Matrix::Constant(100, 80, -1.5), 3);
        QCOMPARE(large.explained, std::vector<double>(3, 0.0));
        QCOMPARE(large.scores.norm(), 0.0);
    }
};

QTEST_APPLESS_MAIN(TestPrincipalComponents)
#include "test_principal_components.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// Principal components against what is known without the code under test: a line whose one
// component is its direction, and power iteration on the covariance written out in the test.

#include "core/principal_components.h"
#include "core/seeded_random.h"

#include <QtTest>
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

    void equalRowsHaveNoVariance() {
        pe::Matrix m = pe::Matrix::Constant(4, 3, 2.5);
        const auto pca = pe::principalComponents(m, 5);
        QCOMPARE(pca.scores.cols(), Eigen::Index(3)); // clamped to min(L, D)
        QCOMPARE(pca.explained[0], 0.0);
        QCOMPARE(pca.scores.norm(), 0.0);
    }
};

QTEST_APPLESS_MAIN(TestPrincipalComponents)
#include "test_principal_components.moc"

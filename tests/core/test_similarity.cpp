// SPDX-License-Identifier: GPL-3.0-or-later
// The Toeplitz fast path against a brute-force computation from the matrix itself,
// for every metric, even and odd D, both layouts; and the course's translation example.

#include "core/parameter_validation.h"
#include "core/similarity.h"

#include "tests/test_params.h"

#include <QtTest>
#include <cmath>
#include <cstring>
#include <memory>

using pe::EncodingParams;
using pe::Layout;
using pe::Metric;

namespace {

using pe_test::params;

// Brute force, straight from the definitions, O(L^2 D).
double bruteForce(const pe::Matrix& m, Metric metric, Eigen::Index p, Eigen::Index q) {
    double dot = 0.0, np = 0.0, nq = 0.0, dist2 = 0.0;
    for (Eigen::Index d = 0; d < m.cols(); ++d) {
        dot += m(p, d) * m(q, d);
        np += m(p, d) * m(p, d);
        nq += m(q, d) * m(q, d);
        dist2 += (m(p, d) - m(q, d)) * (m(p, d) - m(q, d));
    }
    if (metric == Metric::Dot)
        return dot;
    if (metric == Metric::Euclidean)
        return std::sqrt(dist2);
    return np > 0 && nq > 0 ? dot / std::sqrt(np * nq) : 0.0;
}

double worstDifference(const pe::Matrix& fast, const pe::Matrix& m, Metric metric) {
    double worst = 0.0;
    for (Eigen::Index p = 0; p < m.rows(); ++p)
        for (Eigen::Index q = 0; q < m.rows(); ++q)
            worst = std::max(worst, std::abs(fast(p, q) - bruteForce(m, metric, p, q)));
    return worst;
}

} // namespace

class TestSimilarity : public QObject {
    Q_OBJECT
  private slots:
    void translationConsistencyFromTheCourse() {
        // ../shared/reference: L=64, D=16: cosine(PE[0],PE[3]) = cosine(PE[10],PE[13]).
        const pe::Matrix s = pe::similarity(params(64, 16), Metric::Cosine);
        const double expected = 0.6928876326631178;
        QVERIFY(std::abs(s(0, 3) - expected) < 1e-12);
        QVERIFY(std::abs(s(10, 13) - expected) < 1e-12);
        const std::vector<double> from10 =
            pe::similarityByOffset(params(64, 16), Metric::Cosine, 10);
        QCOMPARE(from10.size(), std::size_t(54));
        QVERIFY(std::abs(from10[3] - expected) < 1e-12);
    }

    void fastPathMatchesBruteForce_data() {
        QTest::addColumn<int>("L");
        QTest::addColumn<int>("D");
        QTest::addColumn<double>("base");
        QTest::addColumn<int>("layout");
        for (int layout : {0, 1})
            for (int D : {1, 2, 3, 7, 16, 65, 512})
                for (double base : {2.0, 10000.0, 1e6})
                    QTest::addRow("D=%d base=%g layout=%d", D, base, layout)
                        << (D > 100 ? 90 : 130) << D << base << layout;
    }

    void fastPathMatchesBruteForce() {
        QFETCH(int, L);
        QFETCH(int, D);
        QFETCH(double, base);
        QFETCH(int, layout);
        const EncodingParams p =
            params(L, D, base, layout ? Layout::Concatenated : Layout::Interleaved);
        const pe::Matrix m = pe::sinusoidalEncoding(p);
        for (Metric metric : {Metric::Cosine, Metric::Dot, Metric::Euclidean}) {
            const pe::Matrix fast = pe::similarity(p, metric);
            QCOMPARE(fast.rows(), Eigen::Index(L));
            const double worst = worstDifference(fast, m, metric);
            QVERIFY2(worst < 1e-9, qPrintable(QString("metric %1: %2")
                                                  .arg(QString::fromStdString(pe::toString(metric)))
                                                  .arg(worst)));
        }
    }

    void generalPathMatchesBruteForce() {
        // A matrix that is not a pure encoding: PE plus a fixed perturbation.
        pe::Matrix m = pe::sinusoidalEncoding(params(40, 9));
        for (Eigen::Index r = 0; r < m.rows(); ++r)
            for (Eigen::Index c = 0; c < m.cols(); ++c)
                m(r, c) += 0.01 * std::sin(3.0 * r + 7.0 * c);
        for (Metric metric : {Metric::Cosine, Metric::Dot, Metric::Euclidean})
            QVERIFY(worstDifference(pe::similarityOf(m, metric), m, metric) < 1e-12);
    }

    // The streamed rows are the whole matrix to the bit: whole pairs (mirrored profile),
    // odd D and a band that cuts a pair (lone columns), every metric. Blocks of 7 rows, so
    // the rows of one block depend on nothing but their position.
    void streamedRowsAreTheMatrix_data() {
        QTest::addColumn<int>("D");
        QTest::addColumn<int>("bandFirst");
        QTest::addColumn<int>("bandLast");
        QTest::newRow("even D") << 16 << -1 << -1;
        QTest::newRow("odd D") << 9 << -1 << -1;
        QTest::newRow("band cuts a pair") << 16 << 3 << 10;
    }

    void streamedRowsAreTheMatrix() {
        QFETCH(int, D);
        QFETCH(int, bandFirst);
        QFETCH(int, bandLast);
        const EncodingParams p = params(101, D);
        std::optional<pe::ColumnBand> band;
        if (bandFirst >= 0)
            band = pe::ColumnBand{bandFirst, bandLast};
        for (Metric metric : {Metric::Cosine, Metric::Dot, Metric::Euclidean}) {
            const pe::Matrix whole = pe::similarity(p, metric, band);
            const pe::RowBlocks rows = pe::similarityRows(p, metric, band);
            QCOMPARE(rows.rows, std::int64_t(101));
            QCOMPARE(rows.cols, std::int64_t(101));
            pe::Matrix streamed(101, 101);
            for (std::int64_t first = 0; first < 101; first += 7)
                rows.fill(first, std::min<std::int64_t>(7, 101 - first),
                          streamed.row(first).data());
            QVERIFY(std::memcmp(streamed.data(), whole.data(), sizeof(double) * 101 * 101) == 0);
        }
        const pe::Matrix encoding = pe::sinusoidalEncoding(p);
        const pe::RowBlocks encodingRows = pe::encodingRows(p);
        pe::Matrix streamed(101, D);
        encodingRows.fill(0, 50, streamed.data());
        encodingRows.fill(50, 51, streamed.row(50).data());
        QVERIFY(std::memcmp(streamed.data(), encoding.data(), sizeof(double) * 101 * D) == 0);
    }

    // A table's rows a block at a time, against the definitions.
    void streamedTableRowsMatchBruteForce() {
        pe::Matrix m = pe::sinusoidalEncoding(params(40, 9));
        for (Eigen::Index r = 0; r < m.rows(); ++r)
            for (Eigen::Index c = 0; c < m.cols(); ++c)
                m(r, c) += 0.01 * std::sin(3.0 * r + 7.0 * c);
        m.row(5).setZero(); // cosine with a zero row is 0
        const auto table = std::make_shared<const pe::Matrix>(m);
        for (Metric metric : {Metric::Cosine, Metric::Dot, Metric::Euclidean}) {
            const pe::RowBlocks rows = pe::similarityRowsOf(table, metric);
            pe::Matrix streamed(40, 40);
            rows.fill(0, 13, streamed.data());
            rows.fill(13, 27, streamed.row(13).data());
            QVERIFY(worstDifference(streamed, m, metric) < 1e-12);
        }
    }

    void symmetricToeplitzForEvenD() {
        const pe::Matrix s = pe::similarity(params(50, 12), Metric::Dot);
        QCOMPARE(s, s.transpose());
        for (int p = 1; p < 50; ++p)
            for (int q = 1; q < 50; ++q)
                QVERIFY(std::abs(s(p, q) - s(p - 1, q - 1)) < 1e-12);
        QCOMPARE(s(0, 0), 6.0); // ||PE||^2 = D/2
    }

    void oddDimensionIsNotToeplitz() {
        // The lone sin column breaks shift invariance: the fast path must not assume it.
        const pe::Matrix s = pe::similarity(params(30, 3, 2.0), Metric::Dot);
        QVERIFY(std::abs(s(1, 2) - s(0, 1)) > 1e-6);
    }

    void sampledPositionsMatchFullMatrix() {
        const EncodingParams p = params(200, 11);
        for (Metric metric : {Metric::Cosine, Metric::Dot, Metric::Euclidean}) {
            const pe::Matrix full = pe::similarity(p, metric);
            const pe::Matrix sampled = pe::sampledSimilarity(p, metric, 5, 7, 20);
            for (int a = 0; a < 20; ++a)
                for (int b = 0; b < 20; ++b)
                    QVERIFY(std::abs(sampled(a, b) - full(5 + 7 * a, 5 + 7 * b)) < 1e-12);
        }
    }

    void offsetProfileMatchesRow() {
        const EncodingParams p = params(100, 7);
        const pe::Matrix full = pe::similarity(p, Metric::Euclidean);
        const std::vector<double> profile = pe::similarityByOffset(p, Metric::Euclidean, 30);
        QCOMPARE(profile.size(), std::size_t(70));
        for (std::size_t k = 0; k < profile.size(); ++k)
            QVERIFY(std::abs(profile[k] - full(30, 30 + k)) < 1e-12);
        QVERIFY_THROWS_EXCEPTION(pe::ParameterError, pe::similarityByOffset(p, Metric::Dot, 100));
        QVERIFY_THROWS_EXCEPTION(pe::ParameterError, pe::similarityByOffset(p, Metric::Dot, -1));
    }

    void similarityNotMonotonicInOffset() {
        // Honest: cosine mostly falls with distance but not monotonically.
        const std::vector<double> profile =
            pe::similarityByOffset(params(64, 16), Metric::Cosine, 0);
        bool rises = false;
        for (std::size_t k = 1; k < profile.size(); ++k)
            rises = rises || profile[k] > profile[k - 1];
        QVERIFY(rises);
        QVERIFY(profile[1] > profile[40]);
    }

    void overBudgetIsRefused() {
        EncodingParams p = params(100000, 16);
        p.memoryBudgetBytes = 1 << 20;
        try {
            pe::similarity(p, Metric::Cosine);
            QFAIL("expected a ParameterError");
        } catch (const pe::ParameterError& error) {
            const QString message = error.what();
            QVERIFY2(message.contains("100000 x 100000") && message.contains("GiB"),
                     qPrintable(message));
        }
    }
};

QTEST_APPLESS_MAIN(TestSimilarity)
#include "test_similarity.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// The general similarity path (a model's table, on the BLAS) against a plain triple loop
// summed in long double: odd sizes, a table taller than a BLAS block, a sum longer than one;
// a zero row; exact symmetry; whole matrix and streamed blocks; any BLAS thread count.

#include "core/blas.h"
#include "core/parameter_validation.h"
#include "core/similarity.h"

#include <QtTest>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <memory>
#include <random>

using pe::Metric;

namespace {

// Values in [-1, 1) from a fixed seed, drawn by hand so that every library draws the same.
pe::Matrix randomTable(Eigen::Index rows, Eigen::Index cols, std::uint64_t seed) {
    std::mt19937_64 engine(seed);
    pe::Matrix m(rows, cols);
    for (Eigen::Index r = 0; r < rows; ++r)
        for (Eigen::Index c = 0; c < cols; ++c)
            m(r, c) = static_cast<double>(engine() >> 11) * 0x1p-52 - 1.0;
    return m;
}

// The definitions, straight: every product summed in long double, in column order.
struct Reference {
    Eigen::Matrix<long double, Eigen::Dynamic, Eigen::Dynamic> dot;
    explicit Reference(const pe::Matrix& m) : dot(m.rows(), m.rows()) {
        for (Eigen::Index a = 0; a < m.rows(); ++a)
            for (Eigen::Index b = 0; b < m.rows(); ++b) {
                long double sum = 0.0L;
                for (Eigen::Index d = 0; d < m.cols(); ++d)
                    sum += static_cast<long double>(m(a, d)) * static_cast<long double>(m(b, d));
                dot(a, b) = sum;
            }
    }
    // Cauchy-Schwarz: no dot product is larger, so an error relative to it is the error
    // relative to the size of the terms, also where the sum itself cancels to near 0.
    long double scale(Eigen::Index a, Eigen::Index b) const {
        return std::sqrt(dot(a, a) * dot(b, b));
    }
    long double cosine(Eigen::Index a, Eigen::Index b) const {
        const long double s = scale(a, b);
        return s > 0 ? dot(a, b) / s : 0.0L;
    }
};

// The largest error of `result` (rows first .. first + rows - 1 of the matrix): for dot
// relative to the norms' product, for cosine absolute (a cosine is already relative).
double worstError(const pe::Matrix& result, const Reference& ref, Metric metric,
                  Eigen::Index first = 0) {
    long double worst = 0.0L;
    for (Eigen::Index a = 0; a < result.rows(); ++a)
        for (Eigen::Index b = 0; b < result.cols(); ++b) {
            const Eigen::Index p = first + a;
            const long double value = result(a, b);
            long double error = 0.0L;
            if (metric == Metric::Dot) {
                const long double s = ref.scale(p, b);
                error = std::abs(value - ref.dot(p, b)) / (s > 0 ? s : 1.0L);
            } else {
                error = std::abs(value - ref.cosine(p, b));
            }
            if (!(error <= worst)) // NaN counts as the worst
                worst = std::isnan(static_cast<double>(error)) ? INFINITY : error;
        }
    return static_cast<double>(worst);
}

bool sameBits(const pe::Matrix& x, const pe::Matrix& y) {
    return x.rows() == y.rows() && x.cols() == y.cols() &&
           std::memcmp(x.data(), y.data(), sizeof(double) * static_cast<std::size_t>(x.size())) ==
               0;
}

// The streamed blocks, 64 rows then an odd remainder, gathered into one matrix.
pe::Matrix streamed(const pe::Matrix& table, Metric metric) {
    const pe::RowBlocks blocks =
        pe::similarityRowsOf(std::make_shared<const pe::Matrix>(table), metric);
    pe::Matrix out(blocks.rows, blocks.cols);
    for (std::int64_t first = 0; first < blocks.rows; first += 64)
        blocks.fill(first, std::min<std::int64_t>(64, blocks.rows - first), out.row(first).data());
    return out;
}

// Restores the BLAS's thread count when a test function ends, failed or not.
struct BlasThreadsKept {
    int threads = pe::blasThreads();
    ~BlasThreadsKept() { pe::setBlasThreads(threads); }
};

} // namespace

class TestSimilarityGeneral : public QObject {
    Q_OBJECT
  private slots:
    void agreesWithTheTripleLoop_data() {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::newRow("37 x 13") << 37 << 13;
        QTest::newRow("700 x 33: taller than a BLAS block") << 700 << 33;
        QTest::newRow("45 x 611: a sum longer than a BLAS block") << 45 << 611;
        QTest::newRow("2 x 1001: one pair, as the offset profile asks") << 2 << 1001;
        QTest::newRow("1 x 5") << 1 << 5;
    }

    void agreesWithTheTripleLoop() {
        QFETCH(int, rows);
        QFETCH(int, cols);
        const pe::Matrix table = randomTable(rows, cols, 7u * rows + cols);
        const Reference ref(table);
        for (Metric metric : {Metric::Dot, Metric::Cosine}) {
            const pe::Matrix whole = pe::similarityOf(table, metric);
            QCOMPARE(whole.rows(), Eigen::Index(rows));
            QCOMPARE(whole.cols(), Eigen::Index(rows));
            const double wholeError = worstError(whole, ref, metric);
            QVERIFY2(wholeError < 1e-12, qPrintable(QString("whole matrix, %1: %2")
                                                        .arg(pe::toString(metric).c_str())
                                                        .arg(wholeError)));
            const double streamError = worstError(streamed(table, metric), ref, metric);
            QVERIFY2(streamError < 1e-12, qPrintable(QString("streamed blocks, %1: %2")
                                                         .arg(pe::toString(metric).c_str())
                                                         .arg(streamError)));
        }
        // A row's cosine with itself is exactly 1.
        const pe::Matrix cosine = pe::similarityOf(table, Metric::Cosine);
        for (Eigen::Index a = 0; a < rows; ++a)
            QCOMPARE(cosine(a, a), 1.0);
    }

    void zeroRowHasCosineZero() {
        pe::Matrix table = randomTable(37, 13, 11);
        table.row(5).setZero();
        const pe::Matrix whole = pe::similarityOf(table, Metric::Cosine);
        const pe::Matrix blocks = streamed(table, Metric::Cosine);
        for (Eigen::Index b = 0; b < 37; ++b) {
            QCOMPARE(whole(5, b), 0.0);
            QCOMPARE(whole(b, 5), 0.0);
            QCOMPARE(blocks(5, b), 0.0);
            QCOMPARE(blocks(b, 5), 0.0);
        }
        // The other rows are untouched by it.
        QVERIFY(worstError(whole, Reference(table), Metric::Cosine) < 1e-12);
        QCOMPARE(whole(4, 4), 1.0);
    }

    void symmetryIsExact_data() {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::newRow("37 x 13") << 37 << 13;
        QTest::newRow("700 x 33") << 700 << 33;
    }

    void symmetryIsExact() {
        QFETCH(int, rows);
        QFETCH(int, cols);
        const pe::Matrix table = randomTable(rows, cols, 3u * rows + cols);
        for (Metric metric : {Metric::Dot, Metric::Cosine}) {
            const pe::Matrix s = pe::similarityOf(table, metric);
            int asymmetric = 0;
            for (Eigen::Index a = 0; a < rows; ++a)
                for (Eigen::Index b = 0; b < a; ++b)
                    asymmetric += std::memcmp(&s(a, b), &s(b, a), sizeof(double)) != 0;
            QCOMPARE(asymmetric, 0);
        }
    }

    // OpenBLAS splits the output among its threads, never a sum: 1, 2 or 3 threads give the
    // same bits, so the app's worker may run it with any.
    void theThreadCountChangesNoBit() {
        const BlasThreadsKept kept;
        for (const auto& [rows, cols] : {std::pair{700, 33}, std::pair{333, 517}}) {
            const pe::Matrix table = randomTable(rows, cols, 5u * rows + cols);
            pe::setBlasThreads(1);
            QCOMPARE(pe::blasThreads(), 1);
            const pe::Matrix whole = pe::similarityOf(table, Metric::Cosine);
            const pe::Matrix blocks = streamed(table, Metric::Dot);
            for (int threads : {2, 3}) {
                pe::setBlasThreads(threads);
                QCOMPARE(pe::blasThreads(), threads);
                QVERIFY2(
                    sameBits(pe::similarityOf(table, Metric::Cosine), whole),
                    qPrintable(QString("%1 x %2, %3 threads").arg(rows).arg(cols).arg(threads)));
                QVERIFY2(
                    sameBits(streamed(table, Metric::Dot), blocks),
                    qPrintable(
                        QString("%1 x %2, %3 threads, streamed").arg(rows).arg(cols).arg(threads)));
            }
        }
    }

    void emptyShapes() {
        QCOMPARE(pe::similarityOf(pe::Matrix(0, 4), Metric::Cosine).size(), Eigen::Index(0));
        // No columns: every dot product is the empty sum, every cosine the zero row's 0.
        for (Metric metric : {Metric::Dot, Metric::Cosine}) {
            const pe::Matrix s = pe::similarityOf(pe::Matrix(3, 0), metric);
            QCOMPARE(s.rows(), Eigen::Index(3));
            QVERIFY(sameBits(s, pe::Matrix::Zero(3, 3)));
            QVERIFY(sameBits(streamed(pe::Matrix(3, 0), metric), pe::Matrix::Zero(3, 3)));
        }
    }

    void refusedOverTheBudget() {
        const pe::Matrix table = randomTable(100, 3, 1);
        QVERIFY_THROWS_EXCEPTION(pe::ParameterError,
                                 pe::similarityOf(table, Metric::Cosine, 100 * 100 * 8 - 1));
        QCOMPARE(pe::similarityOf(table, Metric::Cosine, 100 * 100 * 8).rows(), Eigen::Index(100));
    }

    void theKernelIsNamed() { QVERIFY(!pe::blasKernel().empty()); }
};

QTEST_APPLESS_MAIN(TestSimilarityGeneral)
#include "test_similarity_general.moc"

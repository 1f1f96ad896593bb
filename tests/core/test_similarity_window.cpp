// SPDX-License-Identifier: GPL-3.0-or-later
// The display's similarity windows against the full matrices of similarity.h: a block
// anywhere in the matrix and a sampled offset profile must equal the same entries there.

#include "core/similarity.h"
#include "core/similarity_window.h"

#include "tests/test_params.h"

#include <QtTest>
#include <cmath>

using pe::EncodingParams;
using pe::Layout;
using pe::Metric;

namespace {

using pe_test::params;

} // namespace

class TestSimilarityWindow : public QObject {
    Q_OBJECT
  private slots:
    void blockEqualsTheFullMatrix_data() {
        QTest::addColumn<int>("dim");
        QTest::addColumn<int>("metric");
        for (int dim : {16, 7, 1})
            for (Metric m : {Metric::Cosine, Metric::Dot, Metric::Euclidean})
                QTest::addRow("D=%d %s", dim, pe::toString(m).c_str()) << dim << int(m);
    }
    void blockEqualsTheFullMatrix() {
        QFETCH(int, dim);
        QFETCH(int, metric);
        const EncodingParams p = params(200, dim);
        const pe::Matrix full = pe::similarity(p, Metric(metric));
        // Off the diagonal, rows after columns, with a step: every case of the offset index.
        const pe::Matrix block = pe::similarityBlock(p, Metric(metric), 120, 10, 3, 20, 25);
        QCOMPARE(block.rows(), 20);
        QCOMPARE(block.cols(), 25);
        double worst = 0.0;
        for (int a = 0; a < 20; ++a)
            for (int b = 0; b < 25; ++b)
                worst = std::max(worst, std::abs(block(a, b) - full(120 + 3 * a, 10 + 3 * b)));
        QVERIFY2(worst < 1e-12, qPrintable(QString::number(worst)));
    }
    void sampledProfileEqualsTheFullProfile() {
        for (int dim : {16, 9}) {
            const EncodingParams p = params(300, dim);
            const std::vector<double> full = pe::similarityByOffset(p, Metric::Cosine, 10);
            const std::vector<double> sampled =
                pe::sampledSimilarityByOffset(p, Metric::Cosine, 10, 5, 7, 40);
            QCOMPARE(sampled.size(), std::size_t(40));
            for (int m = 0; m < 40; ++m)
                QVERIFY(std::abs(sampled[m] - full[5 + 7 * m]) < 1e-12);
        }
    }
    // Every offset of a long run, by the recurrence, against the paper's formula summed here
    // row by row (odd D: the lone sin column depends on p; a band that cuts a pair; all three
    // metrics), past several blocks and exact anchors and from a start p != 0. D = 131 has
    // pairs in groups of 24, of 4 and alone.
    void aRunOfOffsetsEqualsTheFormula() {
        for (const int dim : {16, 9, 131})
            for (const Metric metric : {Metric::Cosine, Metric::Dot, Metric::Euclidean})
                for (const bool banded : {false, true}) {
                    const EncodingParams p = params(5000, dim);
                    const std::optional<pe::ColumnBand> band =
                        banded ? std::optional<pe::ColumnBand>(pe::ColumnBand{1, dim - 2})
                               : std::nullopt;
                    const std::int64_t from = 7, first = 3, count = 9000;
                    const std::vector<double> run =
                        pe::similarityRunByOffset(p, metric, from, first, count, band);
                    QCOMPARE(run.size(), std::size_t(count));
                    const int lo = banded ? 1 : 0, hi = banded ? dim - 2 : dim - 1;
                    auto value = [&](std::int64_t pos, int d) {
                        const double angle =
                            double(pos) / std::pow(10000.0, 2.0 * double(d / 2) / double(dim));
                        return d % 2 == 0 ? std::sin(angle) : std::cos(angle);
                    };
                    double worst = 0.0;
                    for (std::int64_t m = 0; m < count; ++m) {
                        const std::int64_t q = from + first + m;
                        double dot = 0.0, na = 0.0, nb = 0.0, d2 = 0.0;
                        for (int d = lo; d <= hi; ++d) {
                            const double a = value(from, d), b = value(q, d);
                            dot += a * b;
                            na += a * a;
                            nb += b * b;
                            d2 += (a - b) * (a - b);
                        }
                        const double expected = metric == Metric::Dot ? dot
                                                : metric == Metric::Cosine
                                                    ? dot / std::sqrt(na * nb)
                                                    : std::sqrt(d2);
                        worst = std::max(worst, std::abs(run[std::size_t(m)] - expected));
                    }
                    QVERIFY2(worst < 1e-11, qPrintable(QString("D=%1 metric %2 band %3: %4")
                                                           .arg(dim)
                                                           .arg(int(metric))
                                                           .arg(banded)
                                                           .arg(worst)));
                }
    }
    // A position's cosine with itself is exactly 1 at every D, odd ones too (their lone sin
    // column used to leave 0.9999999999999999 or 1.0000000000000002 from two roots multiplied):
    // in the profile, in a run of offsets and on the diagonal of a block.
    void aPositionIsExactlyItselfAtAnyD() {
        for (const int dim : {3, 7, 16, 63, 127, 511, 1023}) {
            EncodingParams p = params(8, dim);
            p.base = 10000.0;
            for (std::int64_t from = 0; from < 8; ++from) {
                QVERIFY(pe::sampledSimilarityByOffset(p, Metric::Cosine, from, 0, 1, 1)[0] == 1.0);
                QVERIFY(pe::similarityRunByOffset(p, Metric::Cosine, from, 0, 1)[0] == 1.0);
                QVERIFY(pe::similarityByOffset(p, Metric::Cosine, from)[0] == 1.0);
            }
            const pe::Matrix block = pe::similarityBlock(p, Metric::Cosine, 0, 0, 1, 8, 8);
            for (int a = 0; a < 8; ++a)
                QVERIFY(block(a, a) == 1.0);
        }
    }
    void translationExampleFromTheCourse() {
        const EncodingParams p = params(64, 16);
        const double expected = 0.6928876326631178;
        QVERIFY(std::abs(pe::sampledSimilarityByOffset(p, Metric::Cosine, 0, 3, 1, 1)[0] -
                         expected) < 1e-12);
        QVERIFY(std::abs(pe::sampledSimilarityByOffset(p, Metric::Cosine, 10, 3, 1, 1)[0] -
                         expected) < 1e-12);
    }
    void rejectsABlockOverTheBudget() {
        EncodingParams p = params(100, 16);
        p.memoryBudgetBytes = 1024;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 pe::similarityBlock(p, Metric::Dot, 0, 0, 1, 100, 100));
    }
};

QTEST_APPLESS_MAIN(TestSimilarityWindow)
#include "test_similarity_window.moc"

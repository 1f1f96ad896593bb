// SPDX-License-Identifier: GPL-3.0-or-later
// Similarity from a band of dimensions against brute force over the encoding matrix's
// selected columns: whole pairs, bands that cut a pair (one column without its partner),
// odd D's lone column, both layouts, every metric, for the full matrix, the offset profile,
// a block and the sampled profile.

#include "core/column_band.h"
#include "core/parameter_validation.h"
#include "core/similarity.h"
#include "core/similarity_window.h"

#include "tests/test_params.h"

#include <QtTest>
#include <cmath>

using pe::ColumnBand;
using pe::Layout;
using pe::Metric;
using pe_test::params;

Q_DECLARE_METATYPE(Layout)
Q_DECLARE_METATYPE(Metric)

namespace {

// Straight from the definitions over columns first .. last of the matrix, O(D) per value.
double bruteForce(const pe::Matrix& m, ColumnBand band, Metric metric, Eigen::Index p,
                  Eigen::Index q) {
    double dot = 0.0, np = 0.0, nq = 0.0, dist2 = 0.0;
    for (Eigen::Index d = band.first; d <= band.last; ++d) {
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

} // namespace

class TestSimilarityBand : public QObject {
    Q_OBJECT
  private slots:
    void bandMatchesBruteForce_data() {
        QTest::addColumn<int>("D");
        QTest::addColumn<Layout>("layout");
        QTest::addColumn<int>("first");
        QTest::addColumn<int>("last");
        for (Layout layout : {Layout::Interleaved, Layout::Concatenated}) {
            const char* name = layout == Layout::Interleaved ? "interleaved" : "concatenated";
            auto row = [&](const char* what, int D, int first, int last) {
                QTest::addRow("%s D=%d %s %d:%d", name, D, what, first, last)
                    << D << layout << first << last;
            };
            row("whole pairs", 16, 4, 11);
            row("cuts both ends", 16, 3, 12);
            row("one column", 16, 5, 5);
            row("first column only", 16, 0, 0);
            row("everything", 16, 0, 15);
            row("odd D with the lone column", 9, 5, 8);
            row("odd D cut", 9, 1, 6);
            row("odd D lone column alone", 9, 8, 8);
            row("odd D everything", 9, 0, 8);
        }
    }

    void bandMatchesBruteForce() {
        QFETCH(int, D);
        QFETCH(Layout, layout);
        QFETCH(int, first);
        QFETCH(int, last);
        const ColumnBand band{first, last};
        const pe::EncodingParams p = params(90, D, 100.0, layout);
        const pe::Matrix m = pe::sinusoidalEncoding(p);
        for (Metric metric : {Metric::Cosine, Metric::Dot, Metric::Euclidean}) {
            const pe::Matrix full = pe::similarity(p, metric, band);
            const std::vector<double> profile = pe::similarityByOffset(p, metric, 7, band);
            // A block off the diagonal, every third position.
            const pe::Matrix block = pe::similarityBlock(p, metric, 2, 40, 3, 10, 12, band);
            const std::vector<double> sampled =
                pe::sampledSimilarityByOffset(p, metric, 5, 2, 4, 20, band);
            double worst = 0.0;
            for (Eigen::Index a = 0; a < 90; ++a)
                for (Eigen::Index b = 0; b < 90; ++b)
                    worst =
                        std::max(worst, std::abs(full(a, b) - bruteForce(m, band, metric, a, b)));
            for (std::size_t k = 0; k < profile.size(); ++k)
                worst = std::max(worst, std::abs(profile[k] - bruteForce(m, band, metric, 7,
                                                                         7 + Eigen::Index(k))));
            for (Eigen::Index a = 0; a < 10; ++a)
                for (Eigen::Index b = 0; b < 12; ++b)
                    worst = std::max(
                        worst,
                        std::abs(block(a, b) - bruteForce(m, band, metric, 2 + 3 * a, 40 + 3 * b)));
            for (Eigen::Index k = 0; k < 20; ++k)
                worst = std::max(worst, std::abs(sampled[std::size_t(k)] -
                                                 bruteForce(m, band, metric, 5, 5 + 2 + 4 * k)));
            QVERIFY2(worst < 1e-12,
                     qPrintable(QString("metric %1: %2")
                                    .arg(QString::fromStdString(pe::toString(metric)))
                                    .arg(worst)));
        }
    }

    void theWholeBandIsTheUnrestrictedSimilarity() {
        // Bit for bit: no band and the band of every column take the same arithmetic.
        for (int D : {8, 9})
            for (Metric metric : {Metric::Cosine, Metric::Dot, Metric::Euclidean}) {
                const pe::EncodingParams p = params(50, D);
                QCOMPARE(pe::similarity(p, metric, ColumnBand{0, D - 1}),
                         pe::similarity(p, metric));
            }
    }

    void aCutPairIsNotTranslationInvariant() {
        // Only the sin column of pair 0: sin(p) sin(q) differs between (0, 3) and (10, 13).
        const pe::Matrix s = pe::similarity(params(20, 16), Metric::Dot, ColumnBand{0, 0});
        QVERIFY(std::abs(s(0, 3) - s(10, 13)) > 0.1);
        QVERIFY(std::abs(s(10, 13) - std::sin(10.0) * std::sin(13.0)) < 1e-15);
    }

    void aWideEncodingIsRefusedByTheBudgetAtOnce() {
        // D near 2^63 with a handful of positions: the matrix fits, the D/2 frequencies do not.
        // (Computing them first would not end: the refusal is what lets this test finish.)
        pe::EncodingParams p = params(4, std::int64_t(1) << 62);
        try {
            pe::similarity(p, Metric::Cosine);
            QFAIL("no error");
        } catch (const pe::ParameterError& error) {
            QCOMPARE(QString::fromStdString(error.field()), QString("memory-budget"));
        }
    }

    void aNarrowBandOfAWideEncodingCostsItsWidth() {
        // Two columns of pair 2^60 (interleaved: 2i, 2i+1), straight from the formula.
        const std::int64_t D = std::int64_t(1) << 62, pair = std::int64_t(1) << 60;
        const pe::EncodingParams p = params(6, D);
        const ColumnBand band{2 * pair, 2 * pair + 1};
        // A cost growing with D (2^61 pairs) would never end: finishing is the check.
        const pe::Matrix s = pe::similarity(p, Metric::Dot, band);
        const double w = 1.0 / std::pow(10000.0, 2.0 * double(pair) / double(D));
        for (int a = 0; a < 6; ++a)
            for (int b = 0; b < 6; ++b)
                QVERIFY(std::abs(s(a, b) - std::cos((a - b) * w)) < 1e-12);
    }

    void badBandsAreRefusedNamingTheBand() {
        const pe::EncodingParams p = params(20, 8);
        for (ColumnBand band : {ColumnBand{3, 2}, ColumnBand{-1, 2}, ColumnBand{0, 8}}) {
            try {
                pe::similarity(p, Metric::Cosine, band);
                QFAIL("no error");
            } catch (const pe::ParameterError& error) {
                QCOMPARE(QString::fromStdString(error.field()), QString("band"));
            }
            QVERIFY_THROWS_EXCEPTION(pe::ParameterError,
                                     pe::similarityByOffset(p, Metric::Dot, 0, band));
            QVERIFY_THROWS_EXCEPTION(pe::ParameterError,
                                     pe::similarityBlock(p, Metric::Dot, 0, 0, 1, 2, 2, band));
        }
    }
};

QTEST_APPLESS_MAIN(TestSimilarityBand)
#include "test_similarity_band.moc"

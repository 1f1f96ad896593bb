// SPDX-License-Identifier: GPL-3.0-or-later
// The encoding against the paper's formula, the course's reference values and the
// properties that follow from the formula (norm, translation, layout permutation).

#include "core/parameter_validation.h"
#include "core/sinusoidal_encoding.h"

#include "tests/test_params.h"

#include <QtTest>
#include <cmath>
#include <vector>

using pe::EncodingParams;
using pe::Layout;

namespace {

using pe_test::params;

// An independent implementation, written from the paper's text and nothing else:
// for each column d, pair i = floor(d/2), interleaved sin on even d, cos on odd d.
double paperValue(std::int64_t pos, std::int64_t d, std::int64_t D, double base) {
    const std::int64_t i = d / 2;
    const double angle = pos / std::pow(base, (2.0 * i) / D);
    return d % 2 == 0 ? std::sin(angle) : std::cos(angle);
}

// The same matrix, concatenated per the TensorFlow tutorial: sin of every pair first.
double concatenatedValue(std::int64_t pos, std::int64_t d, std::int64_t D, double base) {
    const std::int64_t sinColumns = (D + 1) / 2;
    const bool isSin = d < sinColumns;
    const std::int64_t i = isSin ? d : d - sinColumns;
    const double angle = pos / std::pow(base, (2.0 * i) / D);
    return isSin ? std::sin(angle) : std::cos(angle);
}

double maxDifference(const pe::Matrix& m, const EncodingParams& p) {
    double worst = 0.0;
    for (std::int64_t pos = 0; pos < p.length; ++pos)
        for (std::int64_t d = 0; d < p.dim; ++d) {
            const double expected = p.layout == Layout::Interleaved
                                        ? paperValue(pos, d, p.dim, p.base)
                                        : concatenatedValue(pos, d, p.dim, p.base);
            worst = std::max(worst, std::abs(m(pos, d) - expected));
        }
    return worst;
}

} // namespace

class TestSinusoidalEncoding : public QObject {
    Q_OBJECT
  private slots:
    void referenceOddDimension() {
        // ../shared/reference: L=5, D=3: pos 0 -> [0, 1, 0], pos 1 -> the listed values.
        const pe::Matrix m = pe::sinusoidalEncoding(params(5, 3));
        QCOMPARE(m.rows(), 5);
        QCOMPARE(m.cols(), 3);
        QCOMPARE(m(0, 0), 0.0);
        QCOMPARE(m(0, 1), 1.0);
        QCOMPARE(m(0, 2), 0.0);
        const double pos1[] = {0.8414709848078965, 0.5403023058681398, 0.0021544330233656027};
        for (int d = 0; d < 3; ++d)
            QVERIFY2(std::abs(m(1, d) - pos1[d]) < 1e-15, qPrintable(QString::number(d)));
    }

    void referenceLoveAtPositionOne() {
        const pe::Matrix m = pe::sinusoidalEncoding(params(3, 512));
        const double love[] = {0.8414709848078965, 0.5403023058681398, 0.8218561900175317,
                               0.5696950086931312};
        for (int d = 0; d < 4; ++d)
            QVERIFY2(std::abs(m(1, d) - love[d]) < 1e-15, qPrintable(QString::number(d)));
        // The course's worked example writes dim 1 as cos(1/10000^(2/512)); the formula
        // says pair 0, so cos(1). Make sure we are on the formula's side.
        QCOMPARE(m(1, 1), std::cos(1.0));
        QVERIFY(std::abs(m(1, 1) - std::cos(1.0 / std::pow(10000.0, 2.0 / 512))) > 1e-6);
    }

    void shapeIsPositionsByDimensions() {
        const pe::Matrix m = pe::sinusoidalEncoding(params(7, 10));
        QCOMPARE(m.rows(), 7);
        QCOMPARE(m.cols(), 10);
    }

    void agreesWithPaperForEveryDimension() {
        // Every D from 1 to 4096, both layouts: the whole matrix at L = 3, and at a long L
        // (10^6) sampled positions through the row filler the matrix and the display rows
        // share and the per-cell value (inspector, hover).
        const std::int64_t kLongL = 1'000'000;
        const std::int64_t kFirst = 333'333, kStep = 666'666, kRows = 2; // 333333, 999999
        // Tolerances: the engine divides by base^(2i/D), the reference divides by pow of the
        // same exponent; each rounds the angle (< 10^6, ulp 2^-33 = 1.2e-10) a few times, so
        // four half-ulps of 10^6 (4.7e-10) bound the double difference: 1e-9 with room. A
        // float value also rounds once to float (half an ulp below 1: 2^-25 = 2.98e-8).
        const double kDoubleTolerance = 1e-9;
        const double kFloatTolerance = 2.98023223876953125e-08 + kDoubleTolerance;
        std::vector<float> rows;
        std::vector<double> divisor; // the reference's own, per pair: pow once, not per cell
        for (std::int64_t D = 1; D <= 4096; ++D) {
            divisor.resize(static_cast<std::size_t>((D + 1) / 2));
            for (std::size_t i = 0; i < divisor.size(); ++i)
                divisor[i] = std::pow(10000.0, (2.0 * double(i)) / double(D));
            for (Layout layout : {Layout::Interleaved, Layout::Concatenated}) {
                const EncodingParams p = params(3, D, 10000.0, layout);
                const pe::Matrix m = pe::sinusoidalEncoding(p);
                const double worst = maxDifference(m, p);
                QVERIFY2(worst < 1e-12, qPrintable(QString("D=%1 diff=%2").arg(D).arg(worst)));

                // Column d of the paper's (or TensorFlow's) layout: its pair and function.
                const std::int64_t sinColumns = (D + 1) / 2;
                const auto reference = [&](std::int64_t pos, std::int64_t d) {
                    const bool isSin = layout == Layout::Interleaved ? d % 2 == 0 : d < sinColumns;
                    const std::int64_t i = layout == Layout::Interleaved ? d / 2
                                           : isSin                       ? d
                                                                         : d - sinColumns;
                    const double angle = double(pos) / divisor[static_cast<std::size_t>(i)];
                    return isSin ? std::sin(angle) : std::cos(angle);
                };
                const EncodingParams longP = params(kLongL, D, 10000.0, layout);
                rows.assign(static_cast<std::size_t>(kRows * D), 0.0f);
                pe::fillEncodingRows(longP, kFirst, kStep, kRows, rows.data());
                for (std::int64_t r = 0; r < kRows; ++r) {
                    const std::int64_t pos = kFirst + r * kStep;
                    for (std::int64_t d = 0; d < D; ++d) {
                        const double expected = reference(pos, d);
                        const double row = rows[static_cast<std::size_t>(r * D + d)];
                        // The per-cell value (inspector, hover) at the last position.
                        const double cell =
                            r + 1 == kRows ? pe::encodingValue(pos, d, longP) : expected;
                        if (std::abs(cell - expected) > kDoubleTolerance ||
                            std::abs(row - expected) > kFloatTolerance)
                            QFAIL(qPrintable(QString("D=%1 %2 pos=%3 dim=%4: %5 / %6, paper %7")
                                                 .arg(D)
                                                 .arg(pe::toString(layout).c_str())
                                                 .arg(pos)
                                                 .arg(d)
                                                 .arg(cell, 0, 'g', 17)
                                                 .arg(row, 0, 'g', 9)
                                                 .arg(expected, 0, 'g', 17)));
                    }
                }
            }
        }
    }

    void agreesWithPaperForLongSequencesAndBases() {
        const double bases[] = {2.0, 10.0, 10000.0, 500000.0, 1e6, 1.0001};
        const std::int64_t dims[] = {1, 2, 3, 17, 64, 513, 4096};
        for (double base : bases)
            for (std::int64_t D : dims)
                for (Layout layout : {Layout::Interleaved, Layout::Concatenated}) {
                    const std::int64_t L = D >= 513 ? 2000 : 10000;
                    const EncodingParams p = params(L, D, base, layout);
                    const double worst = maxDifference(pe::sinusoidalEncoding(p), p);
                    QVERIFY2(worst < 1e-9, qPrintable(QString("base=%1 D=%2 L=%3 diff=%4")
                                                          .arg(base)
                                                          .arg(D)
                                                          .arg(L)
                                                          .arg(worst)));
                }
    }

    void concatenatedIsAColumnPermutation() {
        for (std::int64_t D : {1, 2, 3, 8, 9, 64}) {
            const pe::Matrix a = pe::sinusoidalEncoding(params(50, D));
            const pe::Matrix b =
                pe::sinusoidalEncoding(params(50, D, 10000.0, Layout::Concatenated));
            for (std::int64_t d = 0; d < D; ++d) {
                const pe::ColumnInfo info = pe::columnInfo(d, D, Layout::Interleaved);
                const std::int64_t c = pe::columnOf(info.pair, info.isSin, D, Layout::Concatenated);
                QVERIFY(c >= 0 && c < D);
                QCOMPARE(a.col(d), b.col(c));
            }
            // For odd D the sin block has one column more than the cos block.
            const std::int64_t sinColumns = (D + 1) / 2;
            for (std::int64_t c = 0; c < D; ++c)
                QCOMPARE(pe::columnInfo(c, D, Layout::Concatenated).isSin, c < sinColumns);
        }
    }

    void normSquaredIsHalfTheDimension() {
        for (std::int64_t D : {2, 4, 16, 512, 1000}) {
            const pe::Matrix m = pe::sinusoidalEncoding(params(300, D));
            for (std::int64_t pos = 0; pos < m.rows(); ++pos)
                QVERIFY(std::abs(m.row(pos).squaredNorm() - D / 2.0) < 1e-10 * D);
        }
    }

    void translationIsARotationPerPair() {
        // PE[p+k] = R(k w_i) PE[p] pair by pair: sin(a+b) = sin a cos b + cos a sin b ...
        const std::int64_t D = 16;
        const pe::Matrix m = pe::sinusoidalEncoding(params(80, D));
        for (std::int64_t p : {0, 5, 40})
            for (std::int64_t k : {1, 3, 17})
                for (std::int64_t i = 0; i < D / 2; ++i) {
                    const double w = pe::pairOmega(i, D, 10000.0);
                    const double s = m(p, 2 * i), c = m(p, 2 * i + 1);
                    const double rotatedSin = s * std::cos(k * w) + c * std::sin(k * w);
                    const double rotatedCos = c * std::cos(k * w) - s * std::sin(k * w);
                    QVERIFY(std::abs(m(p + k, 2 * i) - rotatedSin) < 1e-12);
                    QVERIFY(std::abs(m(p + k, 2 * i + 1) - rotatedCos) < 1e-12);
                }
    }

    void frequenciesPerDimension() {
        const pe::Matrix f = pe::frequencyTable(params(4, 5));
        QCOMPARE(f.rows(), 5);
        QCOMPARE(f.cols(), 4);
        for (std::int64_t d = 0; d < 5; ++d) {
            QCOMPARE(f(d, 0), double(d));
            QCOMPARE(f(d, 1), double(d / 2));
            QCOMPARE(f(d, 2), 1.0 / std::pow(10000.0, 2.0 * (d / 2) / 5));
            QVERIFY(std::abs(f(d, 3) * f(d, 2) - 2 * M_PI) < 1e-12);
        }
        // Pair 0 always has w = 1, wavelength 2 pi; frequencies fall with the pair index.
        QCOMPARE(f(0, 2), 1.0);
        QVERIFY(f(2, 2) < f(1, 2));
    }

    void singleCellMatchesMatrix() {
        const EncodingParams p = params(20, 9, 77.0, Layout::Concatenated);
        const pe::Matrix m = pe::sinusoidalEncoding(p);
        for (std::int64_t pos = 0; pos < 20; ++pos)
            for (std::int64_t d = 0; d < 9; ++d)
                QCOMPARE(pe::encodingValue(pos, d, p), m(pos, d));
    }

    void displayRowsMatchExactRows() {
        const EncodingParams p = params(1000, 33);
        const pe::Matrix m = pe::sinusoidalEncoding(p);
        std::vector<float> rows(10 * 33);
        pe::fillEncodingRows(p, 7, 100, 10, rows.data());
        for (int r = 0; r < 10; ++r)
            for (int d = 0; d < 33; ++d)
                QCOMPARE(rows[r * 33 + d], static_cast<float>(m(7 + r * 100, d)));
    }

    void refusesInvalidParameters() {
        QVERIFY_THROWS_EXCEPTION(pe::ParameterError, pe::sinusoidalEncoding(params(0, 4)));
        QVERIFY_THROWS_EXCEPTION(pe::ParameterError, pe::sinusoidalEncoding(params(4, 0)));
        QVERIFY_THROWS_EXCEPTION(pe::ParameterError, pe::sinusoidalEncoding(params(4, 4, 1.0)));
        QVERIFY_THROWS_EXCEPTION(pe::ParameterError,
                                 pe::sinusoidalEncoding(params(4, 4, std::nan(""))));
        // 10^12 x 1024 doubles is far over the default budget: refused, not attempted.
        QVERIFY_THROWS_EXCEPTION(pe::ParameterError,
                                 pe::sinusoidalEncoding(params(1000000000000LL, 1024)));
    }
};

QTEST_APPLESS_MAIN(TestSinusoidalEncoding)
#include "test_sinusoidal_encoding.moc"

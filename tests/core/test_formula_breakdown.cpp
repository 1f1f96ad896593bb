// SPDX-License-Identifier: GPL-3.0-or-later
// The formula inspector's values: every step of PE(pos, dim), the float32 pipeline of a
// framework, and the values of the common mistakes, each checked against the formula.

#include "core/formula_breakdown.h"
#include "core/parameter_validation.h"
#include "core/sinusoidal_encoding.h"

#include "tests/test_params.h"

#include <QtTest>
#include <cmath>

using pe::EncodingParams;
using pe::Layout;

namespace {

using pe_test::params;

QString field(const EncodingParams& p, std::int64_t pos, std::int64_t dim) {
    try {
        pe::formulaBreakdown(pos, dim, p);
    } catch (const pe::ParameterError& e) {
        return QString::fromStdString(e.field());
    }
    return QString();
}

} // namespace

class TestFormulaBreakdown : public QObject {
    Q_OBJECT
  private slots:
    void loveAtPositionOne() {
        // ../shared/reference: D=512, pos 1, dims 0..3.
        const double love[] = {0.8414709848078965, 0.5403023058681398, 0.8218561900175317,
                               0.5696950086931312};
        for (int d = 0; d < 4; ++d) {
            const auto b = pe::formulaBreakdown(1, d, params(3, 512));
            QVERIFY2(std::abs(b.value - love[d]) < 1e-15, qPrintable(QString::number(d)));
            QCOMPARE(b.pair, std::int64_t(d / 2));
            QCOMPARE(b.isSin, d % 2 == 0);
        }
    }

    void dimOneIsPairZero() {
        // The course's worked example writes dim 1 as cos(1/10000^(2*1/512)); by the
        // formula dim 1 is pair 0: exponent 0, divisor 1, angle 1, value cos 1.
        const auto b = pe::formulaBreakdown(1, 1, params(3, 512));
        QCOMPARE(b.pair, std::int64_t(0));
        QCOMPARE(b.exponent, 0.0);
        QCOMPARE(b.divisor, 1.0);
        QCOMPARE(b.omega, 1.0);
        QCOMPARE(b.angle, 1.0);
        QCOMPARE(b.value, std::cos(1.0));
        // ... and the mistake gives exactly the course's expression.
        QCOMPARE(b.mistakes.dimIndexExponent, 2.0 / 512.0);
        QCOMPARE(b.mistakes.dimIndexValue, std::cos(1.0 / std::pow(10000.0, 2.0 / 512.0)));
        QVERIFY(std::abs(b.mistakes.dimIndexValue - b.value) > 1e-6);
    }

    void stepsFollowTheFormula() {
        for (Layout layout : {Layout::Interleaved, Layout::Concatenated})
            for (std::int64_t D : {1, 3, 16, 17}) {
                const EncodingParams p = params(40, D, 77.0, layout);
                const pe::Matrix m = pe::sinusoidalEncoding(p);
                for (std::int64_t pos : {0, 1, 7, 39})
                    for (std::int64_t d = 0; d < D; ++d) {
                        const auto b = pe::formulaBreakdown(pos, d, p);
                        const pe::ColumnInfo info = pe::columnInfo(d, D, layout);
                        QCOMPARE(b.pair, info.pair);
                        QCOMPARE(b.isSin, info.isSin);
                        QCOMPARE(b.exponent, 2.0 * info.pair / D);
                        QVERIFY(std::abs(b.divisor - std::pow(77.0, 2.0 * info.pair / D)) <
                                1e-12 * b.divisor);
                        QVERIFY(std::abs(b.omega * b.divisor - 1.0) < 1e-15);
                        QVERIFY(std::abs(b.angle - pos * b.omega) < 1e-12 * (1 + b.angle));
                        // The inspector must show exactly the heatmap's cell.
                        QCOMPARE(b.value, m(pos, d));
                    }
            }
    }

    void integerDivisionMakesEveryOmegaOne() {
        // In integers 2i/D is 0 for every pair i < D/2, so every pair turns like pair 0.
        const EncodingParams p = params(64, 16);
        for (std::int64_t d = 0; d < 16; ++d) {
            const auto b = pe::formulaBreakdown(5, d, p);
            QCOMPARE(b.mistakes.integerExponent, std::int64_t(0));
            QCOMPARE(b.mistakes.integerDivisionValue, d % 2 == 0 ? std::sin(5.0) : std::cos(5.0));
        }
        // Only pair 0 is right by accident.
        const auto b = pe::formulaBreakdown(5, 6, p);
        QVERIFY(std::abs(b.mistakes.integerDivisionValue - b.value) > 1e-3);
    }

    void dividingByDivTermMultipliesByTheDivisor() {
        // div_term = 1/base^(2i/D); pos / div_term = pos * base^(2i/D): frequencies that
        // grow instead of fall.
        const auto b = pe::formulaBreakdown(3, 4, params(64, 16));
        const double divisor = std::pow(10000.0, 4.0 / 16.0); // pair 2
        QVERIFY(std::abs(b.mistakes.divideByDivTermAngle - 3.0 * divisor) < 1e-12);
        QCOMPARE(b.mistakes.divideByDivTermValue, std::sin(b.mistakes.divideByDivTermAngle));
        QVERIFY(std::abs(b.mistakes.divideByDivTermValue - b.value) > 1e-3);
    }

    void float32FollowsTheFrameworkPipeline() {
        const EncodingParams p = params(64, 16);
        for (std::int64_t d = 0; d < 16; ++d)
            for (std::int64_t pos : {0, 1, 10, 63}) {
                const auto b = pe::formulaBreakdown(pos, d, p);
                // div_term is exp(-2i ln(base)/D) to float precision (a few ulps).
                const double divTerm = std::exp(-2.0 * b.pair * std::log(10000.0) / 16);
                QVERIFY(std::abs(b.float32.divTerm - divTerm) < 4e-7 * divTerm);
                QCOMPARE(b.float32Difference, double(b.float32.value) - b.value);
                // float32 is good to ~1e-7 relative: for small angles, a few 1e-7 at most.
                QVERIFY2(std::abs(b.float32Difference) < 1e-5,
                         qPrintable(QString("pos %1 dim %2").arg(pos).arg(d)));
            }
    }

    void float32ErrorIsBoundedByTheAngleError() {
        // sin and cos are 1-Lipschitz: the float value can be off by at most the angle's
        // rounding error plus the float rounding of the result itself.
        const EncodingParams p = params(200000, 16);
        for (std::int64_t pos : {1000, 50000, 123457, 199999})
            for (std::int64_t d = 0; d < 16; ++d) {
                const auto b = pe::formulaBreakdown(pos, d, p);
                const double angleError = std::abs(double(b.float32.angle) - b.angle);
                QVERIFY(std::abs(b.float32Difference) <= angleError + 1e-6);
            }
        // Pair 1 (dim 2) at pos 199999: float(pos) * div_term rounds to the float grid
        // near 6e4 (spacing 1/256) and inherits div_term's rounding, so the float angle is
        // visibly off: the difference the inspector shows. (Pair 0 has div_term = 1.)
        const auto fast = pe::formulaBreakdown(199999, 2, p);
        QVERIFY(std::abs(double(fast.float32.angle) - fast.angle) > 1e-4);
    }

    void refusesCellsOutsideTheMatrix() {
        const EncodingParams p = params(8, 16);
        QCOMPARE(field(p, -1, 0), QString("pos"));
        QCOMPARE(field(p, 0, 16), QString("dim"));
        QCOMPARE(field(p, 0, -1), QString("dim"));
        QCOMPARE(field(params(8, 16, 1.0), 0, 0), QString("base"));
        // Positions past L-1 are still defined by the formula: no error.
        QCOMPARE(field(p, 100, 3), QString());
    }
};

QTEST_APPLESS_MAIN(TestFormulaBreakdown)
#include "test_formula_breakdown.moc"

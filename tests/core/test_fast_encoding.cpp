// SPDX-License-Identifier: GPL-3.0-or-later
// The float32 fast path against the exact double implementation: the stated error bound,
// both layouts, odd D, the display's sampled rows, thread-count independence, validation.

#include "core/fast_encoding.h"
#include "core/parameter_validation.h"
#include "core/sinusoidal_encoding.h"

#include <QtTest>
#include <cmath>
#include <limits>
#include <vector>

using pe::EncodingParams;
using pe::Layout;

namespace {

EncodingParams params(std::int64_t L, std::int64_t D, Layout layout = Layout::Interleaved,
                      double base = 10000.0) {
    EncodingParams p;
    p.length = L;
    p.dim = D;
    p.base = base;
    p.layout = layout;
    return p;
}

// Largest |fast - exact| over rows first + r * step, against the exact double per cell.
double maxErrorOfRows(const EncodingParams& p, std::int64_t first, std::int64_t step,
                      std::int64_t rows, int threads) {
    std::vector<float> out(static_cast<std::size_t>(rows * p.dim));
    pe::fastFillEncodingRows(p, first, step, rows, out.data(), threads);
    double worst = 0.0;
    for (std::int64_t r = 0; r < rows; ++r)
        for (std::int64_t d = 0; d < p.dim; ++d) {
            const double exact = pe::encodingValue(first + r * step, d, p);
            worst = std::max(worst, std::abs(out[static_cast<std::size_t>(r * p.dim + d)] - exact));
        }
    return worst;
}

// The promised accuracy, derived here rather than taken from the code under test: a value
// rounds once to float (half an ulp below 1: 2^-25); each rotation between re-seeds (every
// 256 rows) adds at most 2^-50 (three roundings plus those of the step's cos and sin, in
// double); and the angle pos / base^(2i/D) itself rounds by up to P * 2^-51 for positions up
// to P, as on the exact path.
constexpr double kFloatRounding = 0x1p-25;
constexpr double kRotationDrift = 0x1p-50;
constexpr std::int64_t kRowsBetweenReseeds = 256;
double boundFor(std::int64_t maxPosition) {
    return kFloatRounding + double(kRowsBetweenReseeds) * kRotationDrift +
           double(maxPosition) * 0x1p-51;
}

// Enough rows to cross several re-seed boundaries and end inside a block.
const std::int64_t kRows = 3 * pe::kReseedInterval + 17;

} // namespace

class TestFastEncoding : public QObject {
    Q_OBJECT
  private slots:
    void matchesExactWithinBoundBothLayoutsAndOddDims() {
        for (Layout layout : {Layout::Interleaved, Layout::Concatenated})
            // 46, 50, 100: pair counts off the 8- and 16-pair vector widths (tails).
            for (std::int64_t dim : {1, 2, 3, 7, 46, 50, 64, 100, 129}) {
                const EncodingParams p = params(kRows, dim, layout);
                const pe::MatrixF fast = pe::fastEncoding(p, 1);
                const pe::Matrix exact = pe::sinusoidalEncoding(p);
                QCOMPARE(fast.rows(), exact.rows());
                QCOMPARE(fast.cols(), exact.cols());
                const double error = (fast.cast<double>() - exact).cwiseAbs().maxCoeff();
                const QString where =
                    pe::toString(layout).c_str() + QString(" D=%1 error=%2").arg(dim).arg(error);
                QVERIFY2(error <= boundFor(kRows - 1), qPrintable(where));
                // The tolerance promised for every float display path.
                QVERIFY2(error <= 2e-6, qPrintable(where));
            }
    }

    void theBoundTheHeaderStatesIsTheDerivedOne() {
        // The interval the derivation assumes, and the bound the header documents for users.
        QCOMPARE(pe::kReseedInterval, kRowsBetweenReseeds);
        for (std::int64_t p : {0LL, 1000LL, 1'000'000LL, 4'000'000'000'000LL})
            QCOMPARE(pe::fastEncodingErrorBound(p), boundFor(p));
    }

    void oddDimensionReferenceRow() {
        // Same semantics as the exact path: D=3, pos 0 -> [0, 1, 0]; concatenated -> [0, 0, 1].
        const pe::MatrixF interleaved = pe::fastEncoding(params(2, 3), 1);
        QCOMPARE(interleaved(0, 0), 0.0f);
        QCOMPARE(interleaved(0, 1), 1.0f);
        QCOMPARE(interleaved(0, 2), 0.0f);
        const pe::MatrixF concatenated = pe::fastEncoding(params(2, 3, Layout::Concatenated), 1);
        QCOMPARE(concatenated(0, 0), 0.0f);
        QCOMPARE(concatenated(0, 1), 0.0f);
        QCOMPARE(concatenated(0, 2), 1.0f);
        QCOMPARE(concatenated(1, 2), static_cast<float>(std::cos(1.0)));
    }

    void seedRowsAreTheExactValuesRounded() {
        // Re-seeding must really happen: seed rows equal the exact double rounded to float,
        // bit for bit. A step of 1e9 makes each rotation drift by ~1e-7 (the step angle's
        // rounding), so a row reached by rotation instead would differ visibly.
        const EncodingParams p = params(4'000'000'000'000, 65);
        const std::int64_t first = 3, step = 1'000'000'007;
        std::vector<float> out(static_cast<std::size_t>(kRows * p.dim));
        pe::fastFillEncodingRows(p, first, step, kRows, out.data(), 1);
        for (std::int64_t r = 0; r < kRows; r += pe::kReseedInterval)
            for (std::int64_t d = 0; d < p.dim; ++d)
                QVERIFY2(out[static_cast<std::size_t>(r * p.dim + d)] ==
                             static_cast<float>(pe::encodingValue(first + r * step, d, p)),
                         qPrintable(QString("row %1 column %2").arg(r).arg(d)));
    }

    void sampledRowsForTheDisplay() {
        // Level of detail: one row per `step` positions, starting anywhere.
        for (Layout layout : {Layout::Interleaved, Layout::Concatenated}) {
            const EncodingParams p = params(1'000'000, 33, layout);
            const std::int64_t first = 5, step = 37;
            const double error = maxErrorOfRows(p, first, step, kRows, 1);
            QVERIFY2(error <= boundFor(first + (kRows - 1) * step),
                     qPrintable(QString::number(error)));
        }
    }

    void boundHoldsAtHugePositions() {
        // At pos ~ 1e9 the angle's own rounding (the P * 2^-51 term) dominates the bound.
        const EncodingParams p = params(2'000'000'000, 16);
        const std::int64_t first = 1'000'000'000, step = 3;
        const double error = maxErrorOfRows(p, first, step, kRows, 1);
        QVERIFY2(error <= boundFor(first + (kRows - 1) * step), qPrintable(QString::number(error)));
    }

    void threadCountDoesNotChangeTheResult() {
        // Large enough that 3 threads really split the rows (>= 2^18 values each), and
        // the last block is a partial one.
        for (Layout layout : {Layout::Interleaved, Layout::Concatenated}) {
            const EncodingParams p = params(8 * pe::kReseedInterval + 5, 401, layout);
            const pe::MatrixF one = pe::fastEncoding(p, 1);
            QVERIFY(one == pe::fastEncoding(p, 2));
            QVERIFY(one == pe::fastEncoding(p, 3));
            QVERIFY(one == pe::fastEncoding(p, 0));
        }
    }

    void fillMatchesFullMatrix() {
        // first = 0, step = 1 is the full matrix, row for row.
        const EncodingParams p = params(kRows, 20, Layout::Concatenated);
        const pe::MatrixF full = pe::fastEncoding(p, 1);
        pe::MatrixF rows(kRows, 20);
        pe::fastFillEncodingRows(p, 0, 1, kRows, rows.data(), 2);
        QVERIFY(rows == full);
    }

    // Rows at every offset from a vector boundary (the SIMD loops align their stores by doing
    // the first pairs one at a time) give the same bits and write nothing outside the rows.
    void anyBufferOffsetSameBitsNothingOutside() {
        for (Layout layout : {Layout::Interleaved, Layout::Concatenated})
            for (std::int64_t dim : {16, 46, 64}) {
                const EncodingParams p = params(40, dim, layout);
                const pe::MatrixF reference = pe::fastEncoding(p, 1);
                const std::size_t size = std::size_t(40 * dim);
                for (std::size_t offset = 1; offset <= 16; ++offset) {
                    std::vector<float> buffer(size + offset + 16, -7.0f);
                    pe::fastFillEncodingRows(p, 0, 1, 40, buffer.data() + offset, 1);
                    for (std::size_t k = 0; k < buffer.size(); ++k) {
                        const bool inside = k >= offset && k < offset + size;
                        const float want = inside ? reference.data()[k - offset] : -7.0f;
                        QVERIFY2(
                            buffer[k] == want,
                            qPrintable(
                                QString("D=%1 offset %2 float %3").arg(dim).arg(offset).arg(k)));
                    }
                }
            }
    }

    // The cap the CTest variants set is the path taken, so each variant tests what it says.
    void simdCapIsHonoured() {
        const QByteArray cap = qgetenv("PE_FAST_ENCODING_SIMD");
        const QString path = pe::fastEncodingPath();
        QVERIFY2(path == "avx512" || path == "avx2" || path == "portable", qPrintable(path));
        if (cap == "portable")
            QCOMPARE(path, QString("portable"));
        else if (cap == "avx2")
            QVERIFY2(path != "avx512", qPrintable(path));
        else
            QVERIFY2(cap.isEmpty(), "unknown PE_FAST_ENCODING_SIMD value");
    }

    void zeroRowsWritesNothing() {
        std::vector<float> out(4, 42.0f);
        pe::fastFillEncodingRows(params(8, 4), 0, 1, 0, out.data(), 1);
        for (float value : out)
            QCOMPARE(value, 42.0f);
    }

    void invalidParametersThrow() {
        const EncodingParams bad[] = {
            params(0, 8), params(8, 0), params(8, 8, Layout::Interleaved, 1.0),
            params(8, 8, Layout::Interleaved, std::numeric_limits<double>::quiet_NaN())};
        std::vector<float> out(64);
        for (const EncodingParams& p : bad) {
            QVERIFY_THROWS_EXCEPTION(pe::ParameterError, pe::fastEncoding(p));
            QVERIFY_THROWS_EXCEPTION(pe::ParameterError,
                                     pe::fastFillEncodingRows(p, 0, 1, 8, out.data()));
        }
    }

    void budgetCountsFourBytesPerValue() {
        EncodingParams p = params(100, 10);
        p.memoryBudgetBytes = 100 * 10 * sizeof(float);
        QCOMPARE(pe::fastEncoding(p).rows(), 100);
        p.memoryBudgetBytes -= 1;
        QVERIFY_THROWS_EXCEPTION(pe::ParameterError, pe::fastEncoding(p));
    }
};

QTEST_APPLESS_MAIN(TestFastEncoding)
#include "test_fast_encoding.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// The run means against the brute-force mean of the exact encoding, position by position:
// both layouts, odd D, other bases, a short last run, large positions; and what the mean is
// for: a dimension faster than the run averages out instead of aliasing.

#include "core/binned_encoding.h"
#include "core/parameter_validation.h"
#include "core/sinusoidal_encoding.h"
#include "core/wave_range.h"
#include "tests/test_params.h"

#include <QtTest>
#include <cmath>
#include <vector>

using pe::EncodingParams;
using pe::Layout;
using pe_test::params;

namespace {

std::vector<float> binMeans(const EncodingParams& p, std::int64_t first, std::int64_t step,
                            std::int64_t rows) {
    std::vector<float> out(std::size_t(rows * p.dim), -99.0f);
    pe::fillBinMeanRows(p, first, step, rows, out.data());
    return out;
}

// The pair of column d, from the layouts' definitions: interleaved sin at even columns;
// concatenated all ceil(D/2) sin columns, then the cos columns.
std::int64_t pairOf(std::int64_t d, const EncodingParams& p) {
    const std::int64_t sinCount = (p.dim + 1) / 2;
    return p.layout == Layout::Interleaved ? d / 2 : (d < sinCount ? d : d - sinCount);
}

// Whether rows `step` positions apart draw column d: its pair turns at most a quarter cycle
// from one row to the next, w * step <= pi / 2 with w = base^(-2i/D).
bool drawnAtStep(std::int64_t d, const EncodingParams& p, std::int64_t step) {
    const double w = std::pow(p.base, -2.0 * double(pairOf(d, p)) / double(p.dim));
    return w * double(step) <= M_PI / 2;
}

// Largest |closed form - mean of the exact values summed one position at a time|, each row
// over the `step` positions centred on its sample (from sample - (step-1)/2), cut to 0 .. L-1;
// 0 for a column its rows do not draw.
double worstAgainstBruteForce(const EncodingParams& p, std::int64_t first, std::int64_t step,
                              std::int64_t rows) {
    const std::vector<float> out = binMeans(p, first, step, rows);
    double worst = 0.0;
    for (std::int64_t r = 0; r < rows; ++r) {
        const std::int64_t from = first + r * step - (step - 1) / 2;
        const std::int64_t start = std::max<std::int64_t>(0, from);
        const std::int64_t end = std::min(from + step, p.length);
        for (std::int64_t d = 0; d < p.dim; ++d) {
            double sum = 0.0;
            for (std::int64_t pos = start; pos < end; ++pos)
                sum += pe::encodingValue(pos, d, p);
            const double mean = drawnAtStep(d, p, step) ? sum / double(end - start) : 0.0;
            worst = std::max(worst, std::abs(out[std::size_t(r * p.dim + d)] - mean));
        }
    }
    return worst;
}

} // namespace

class TestBinnedEncoding : public QObject {
    Q_OBJECT
  private slots:
    void equalsTheBruteForceMean_data() {
        QTest::addColumn<EncodingParams>("p");
        QTest::addColumn<qint64>("first");
        QTest::addColumn<qint64>("step");
        QTest::addColumn<qint64>("rows");
        // Runs of 37 centred on 0, 37, ... 999: the first holds 19 positions, the last 19.
        QTest::newRow("interleaved D=16")
            << params(1000, 16) << qint64(0) << qint64(37) << qint64(28);
        QTest::newRow("concatenated odd D") << params(1000, 7, 10000.0, Layout::Concatenated)
                                            << qint64(0) << qint64(37) << qint64(28);
        QTest::newRow("base 2.5, odd D")
            << params(500, 9, 2.5) << qint64(40) << qint64(8) << qint64(58);
        QTest::newRow("even run, cut at both ends")
            << params(1030, 12) << qint64(0) << qint64(100) << qint64(11);
        QTest::newRow("large positions")
            << params(1'000'000, 10) << qint64(997'000) << qint64(488) << qint64(6);
        QTest::newRow("D=1") << params(300, 1) << qint64(0) << qint64(7) << qint64(43);
    }
    void equalsTheBruteForceMean() {
        QFETCH(EncodingParams, p);
        QFETCH(qint64, first);
        QFETCH(qint64, step);
        QFETCH(qint64, rows);
        // Float output (6e-8) plus the rounding of the brute-force sum itself.
        QVERIFY2(worstAgainstBruteForce(p, first, step, rows) < 2e-7,
                 qPrintable(QString::number(worstAgainstBruteForce(p, first, step, rows))));
    }

    // One cell in double (the inspector's value) against brute force and the float rows.
    void runMeanIsTheCellsMeanInDouble() {
        const EncodingParams p = params(5000, 9, 10000.0, Layout::Concatenated);
        const std::vector<float> rows = binMeans(p, 0, 60, 84);
        for (std::int64_t r : {0, 1, 41, 83})
            for (std::int64_t d = 0; d < 9; ++d) {
                const pe::PositionRun run = pe::runAround(r * 60, 60, p.length);
                double sum = 0.0;
                for (std::int64_t pos = run.first; pos <= run.last; ++pos)
                    sum += pe::encodingValue(pos, d, p);
                const double mean = pe::runMean(p, run, d);
                QVERIFY(std::abs(mean - sum / double(run.last - run.first + 1)) < 1e-12);
                const double drawn = drawnAtStep(d, p, 60) ? mean : 0.0;
                QVERIFY(std::abs(drawn - rows[std::size_t(r * 9 + d)]) < 1e-7);
            }
        QCOMPARE(pe::runAround(0, 60, 5000).first, 0); // cut at 0
        QCOMPARE(pe::runAround(0, 60, 5000).last, 30);
        QCOMPARE(pe::runAround(4980, 60, 5000).last, 4999); // cut at L - 1
    }

    // step 1 is no averaging: the encoding itself.
    void stepOneIsTheEncoding() {
        const EncodingParams p = params(200, 11, 10000.0, Layout::Concatenated);
        const std::vector<float> out = binMeans(p, 0, 1, 200);
        for (std::int64_t pos = 0; pos < 200; ++pos)
            for (std::int64_t d = 0; d < 11; ++d)
                QCOMPARE(out[std::size_t(pos * 11 + d)],
                         static_cast<float>(pe::encodingValue(pos, d, p)));
    }

    // The reason for the mean: at L = 10^6 drawn in 2048 rows (488 positions a row), the
    // fastest pair (wavelength 2 pi) sampled once a row looks like a full-strength wave; its
    // mean over n positions is within 1 / (n sin(1/2)) of 0, n >= 244 (the first run is cut
    // at position 0). A pair far slower than a row keeps its wave.
    void fastDimensionsAverageOutSlowOnesStay() {
        const EncodingParams p = params(1'000'000, 512);
        const std::int64_t rows = 2048, step = 488;
        const std::vector<float> mean = binMeans(p, 0, step, rows);
        std::vector<float> sampled(std::size_t(rows * p.dim));
        pe::fillEncodingRows(p, 0, step, rows, sampled.data());
        float meanPeak = 0.0f, sampledPeak = 0.0f, slowDrift = 0.0f;
        // Pair 255: wavelength 60611 positions, 124 rows a cycle. Mean and sample differ by
        // k = 0.9999 and the half position between an even run's centre and its sample (row 0
        // aside: its run is cut at 0, so its centre is 122 positions after the sample).
        const std::int64_t slow = 510;
        for (std::int64_t r = 0; r < rows; ++r) {
            meanPeak = std::max(meanPeak, std::abs(mean[std::size_t(r * p.dim)]));
            sampledPeak = std::max(sampledPeak, std::abs(sampled[std::size_t(r * p.dim)]));
            if (r > 0)
                slowDrift = std::max(slowDrift, std::abs(mean[std::size_t(r * p.dim + slow)] -
                                                         sampled[std::size_t(r * p.dim + slow)]));
        }
        QVERIFY2(meanPeak < 1.0 / (244 * std::sin(0.5)) + 1e-6,
                 qPrintable(QString::number(meanPeak)));
        QVERIFY(sampledPeak > 0.99f);
        QVERIFY2(slowDrift < 1e-3f, qPrintable(QString::number(slowDrift)));
    }

    // No column draws a wave slower than the one its dimension has. Counted in zero
    // crossings: over L positions sin(w p) changes sign about L w / pi times; the drawn rows
    // of an aliased column change sign far fewer times (the nearest whole number of turns
    // a row away). Every column either changes sign as often as its dimension (within the
    // rows' rate) or is 0 throughout. At L = 10^6 in 1024 rows, and in 600.
    void noColumnDrawsASlowerWaveThanItsDimension_data() {
        QTest::addColumn<qint64>("rows");
        QTest::newRow("1024 rows") << qint64(1024);
        QTest::newRow("600 rows") << qint64(600);
    }
    void noColumnDrawsASlowerWaveThanItsDimension() {
        QFETCH(qint64, rows);
        const EncodingParams p = params(1'000'000, 512);
        const std::int64_t step = (p.length + rows - 1) / rows;
        const std::int64_t count = (p.length - 1) / step + 1;
        const std::vector<float> drawn = binMeans(p, 0, step, count);
        int shown = 0;
        for (std::int64_t d = 0; d < p.dim; ++d) {
            int crossings = 0;
            bool allZero = true;
            for (std::int64_t r = 0; r < count; ++r) {
                const float v = drawn[std::size_t(r * p.dim + d)];
                allZero = allZero && v == 0.0f;
                if (r > 1 && (v > 0.0f) != (drawn[std::size_t((r - 1) * p.dim + d)] > 0.0f))
                    ++crossings;
            }
            if (allZero)
                continue;
            ++shown;
            const double w = std::pow(p.base, -2.0 * double(pairOf(d, p)) / double(p.dim));
            const double truth = double(count * step) * w / M_PI;
            QVERIFY2(crossings >= 0.8 * truth - 2,
                     qPrintable(QString("dim %1: %2 sign changes drawn, %3 in the data")
                                    .arg(d)
                                    .arg(crossings)
                                    .arg(truth)));
        }
        QVERIFY(shown > 50); // the slow dimensions are still drawn
    }

    // Each pixel's range against 200 points a radian across it, for sin and cos, from pixels far
    // narrower than a wavelength (ends only) to wider than one (the full -1 .. 1).
    void waveRangeHoldsEveryValueOfThePixel() {
        const double divisors[] = {1.0, 7.3, 160.0, 9645.0};
        const double widths[] = {0.01, 0.9, 3.0, 40.0, 300.0};
        for (double divisor : divisors)
            for (double width : widths)
                for (bool isSin : {true, false})
                    for (double x0 = 0.0; x0 < 4000.0; x0 += 333.3) {
                        const pe::ValueRange range = pe::waveRange(divisor, isSin, x0, x0 + width);
                        double low = 2.0, high = -2.0;
                        const int points = std::max(2000, int(200 * width / divisor));
                        for (int k = 0; k <= points; ++k) {
                            const double t = (x0 + width * k / points) / divisor;
                            const double y = isSin ? std::sin(t) : std::cos(t);
                            low = std::min(low, y);
                            high = std::max(high, y);
                        }
                        // Sampling misses at most 1 - cos(1/400) of a peak; never overshoot.
                        QVERIFY(range.low <= low + 1e-12 && range.high >= high - 1e-12);
                        QVERIFY(range.low >= low - 1e-5 && range.high <= high + 1e-5);
                    }
    }

    void refusesInvalidParameters() {
        std::vector<float> out(16);
        QVERIFY_THROWS_EXCEPTION(pe::ParameterError,
                                 pe::fillBinMeanRows(params(10, 4, 1.0), 0, 2, 2, out.data()));
    }

    // A drawn cell is one exact dimension's mean over the cell's positions: the brute-force
    // mean of the paper's formula, in both layouts and for odd D, never a mean over dimensions;
    // 0 for a pair that turns more than a quarter cycle a row (step * w > pi / 2).
    void aCellIsTheMeanOfOneDimensionOverItsPositions_data() {
        QTest::addColumn<int>("dim");
        QTest::addColumn<int>("layout");
        for (const int dim : {512, 17})
            for (const int layout : {int(Layout::Interleaved), int(Layout::Concatenated)})
                QTest::newRow(qPrintable(QString("D=%1 layout %2").arg(dim).arg(layout)))
                    << dim << layout;
    }
    void aCellIsTheMeanOfOneDimensionOverItsPositions() {
        QFETCH(int, dim);
        QFETCH(int, layout);
        EncodingParams p;
        p.length = 100000;
        p.dim = dim;
        p.layout = Layout(layout);
        const int sinCount = (dim + 1) / 2;
        const std::int64_t step = 101;
        const pe::PositionRun run = pe::runAround(5000, step, p.length);
        int zeros = 0, drawn = 0;
        for (std::int64_t column = 0; column < dim; ++column) {
            const bool isSin =
                p.layout == Layout::Interleaved ? column % 2 == 0 : column < sinCount;
            const std::int64_t pair = p.layout == Layout::Interleaved
                                          ? column / 2
                                          : (column < sinCount ? column : column - sinCount);
            const double w = std::pow(p.base, -2.0 * double(pair) / double(dim));
            double sum = 0.0;
            for (std::int64_t pos = run.first; pos <= run.last; ++pos)
                sum += isSin ? std::sin(double(pos) * w) : std::cos(double(pos) * w);
            const bool tooFast = double(step) * w > M_PI / 2;
            const double expected = tooFast ? 0.0 : sum / double(run.last - run.first + 1);
            zeros += tooFast;
            drawn += !tooFast;
            QVERIFY2(std::abs(pe::cellMean(p, run, step, column) - expected) < 1e-9,
                     qPrintable(QString("column %1").arg(column)));
        }
        // Both kinds of cell occur, so the check above tells them apart.
        QVERIFY(zeros > 0);
        QVERIFY(drawn > 0);
    }
};

QTEST_APPLESS_MAIN(TestBinnedEncoding)
#include "test_binned_encoding.moc"

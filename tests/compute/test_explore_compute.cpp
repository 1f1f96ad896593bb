// SPDX-License-Identifier: GPL-3.0-or-later
// The worker's computation against the engine: every number a view shows must be the
// engine's number (in float for colour cells), at full detail and at display resolution.

#include "core/similarity.h"
#include "core/sinusoidal_encoding.h"
#include "ui/compute/compute.h"
#include "ui/compute/steps/frequencies_step.h"
#include "ui/compute/steps/heatmap_step.h"
#include "ui/compute/steps/offsets_step.h"
#include "ui/compute/steps/similarity_step.h"
#include "ui/compute/steps/springs_step.h"
#include "ui/compute/steps/waveforms_step.h"

#include <QtTest>
#include <cmath>
#include <complex>

namespace {

ExploreRequest fullRequest(std::int64_t L, std::int64_t D, int pixels = 400) {
    ExploreRequest r;
    r.params.length = L;
    r.params.dim = D;
    r.views = {heatmapPart(fullWindow(L, pixels), fullWindow(D, pixels)),
               similarityPart(fullWindow(L, pixels), fullWindow(L, pixels)),
               offsetsPart(fullWindow(L, pixels)),
               waveformsPart({0.0, double(L - 1), pixels}),
               springsPart(256),
               frequenciesPart()};
    r.waveDims = {0, 3};
    return r;
}

// The window `index` of the part computed by `step`.
ViewWindow& windowOf(ExploreRequest& r, const ComputeStep& step, std::size_t index = 0) {
    for (ViewPart& part : r.views)
        if (part.step == &step)
            return part.windows.at(index);
    throw std::logic_error("no such part");
}

std::shared_ptr<ExploreDelivery> compute(const ExploreRequest& r) {
    return computeExplore(r, 1, [] { return false; });
}

} // namespace

class TestExploreCompute : public QObject {
    Q_OBJECT
  private slots:
    void samplingNeverExceedsThePixels() {
        const Sampling all = sampleWindow(fullWindow(1'000'000, 500), 1'000'000);
        QVERIFY(all.count <= 500);
        QCOMPARE(all.first, 0);
        QVERIFY(all.last() <= 999'999);
        QVERIFY(all.last() + all.step > 999'999); // the whole range is covered
        const Sampling zoomed = sampleWindow({1000.2, 1100.7, 500}, 1'000'000);
        QCOMPARE(zoomed.step, 1);
        QCOMPARE(zoomed.first, 1000);
        QCOMPARE(zoomed.last(), 1101);
    }
    void heatmapEqualsTheEngine_data() {
        QTest::addColumn<int>("dim");
        QTest::addColumn<int>("layout");
        QTest::newRow("D=16 interleaved") << 16 << int(pe::Layout::Interleaved);
        QTest::newRow("D=7 concatenated") << 7 << int(pe::Layout::Concatenated);
    }
    void heatmapEqualsTheEngine() {
        QFETCH(int, dim);
        QFETCH(int, layout);
        ExploreRequest r = fullRequest(64, dim);
        r.params.layout = pe::Layout(layout);
        const auto d = compute(r);
        const pe::Matrix pe = pe::sinusoidalEncoding(r.params);
        const DisplayGrid& heat = d->result->payload<HeatmapPayload>().heatmap;
        QCOMPARE(heat.cols.count, dim);
        QCOMPARE(heat.rows.count, 64);
        double worst = 0.0;
        for (int pos = 0; pos < 64; ++pos)
            for (int c = 0; c < dim; ++c)
                worst = std::max(worst, std::abs(heat.at(pos, c) - pe(pos, c)));
        QVERIFY2(worst < 1e-6, qPrintable(QString::number(worst)));
    }
    // At any L a cell is the exact mean of the cosine over the block of pairs it covers, the
    // runs of one step shared by rows and columns from multiples of it, not one sampled pair:
    // here checked against sums of e^{i w p} over each run, position by position. The diagonal
    // p = q, which a block's mean blends with its neighbours, comes along exact (cosine 1) for
    // the view to draw over the cells. Also zoomed in on a window off the start.
    void theSimilarityDiagonalIsExactAtAnyLength_data() {
        QTest::addColumn<qint64>("L");
        QTest::addColumn<double>("lower");
        QTest::addColumn<double>("upper");
        QTest::newRow("L = 20000, whole") << qint64(20000) << -0.5 << 19999.5;
        QTest::newRow("L = 1000000, whole") << qint64(1000000) << -0.5 << 999999.5;
        QTest::newRow("L = 1000000, 5000 .. 5100") << qint64(1000000) << 4999.5 << 5100.5;
    }
    void theSimilarityDiagonalIsExactAtAnyLength() {
        QFETCH(qint64, L);
        QFETCH(double, lower);
        QFETCH(double, upper);
        ExploreRequest r;
        r.params.length = L;
        r.params.dim = 64;
        r.views = {similarityPart({lower, upper, 397}, {lower, upper, 411})};
        const auto d = compute(r);
        const SimilarityPayload& payload = d->result->payload<SimilarityPayload>();
        const DisplayGrid& grid = payload.similarity;
        QCOMPARE(grid.rows.step, grid.cols.step); // one step, so the blocks meet on p = q
        const std::int64_t step = grid.rows.step;
        QCOMPARE(grid.rows.first % step, std::int64_t(0));
        // Sum over a run of e^{i w p} per pair, position by position.
        const auto runSums = [&](std::int64_t first) {
            const std::int64_t last = std::min<std::int64_t>(first + step - 1, L - 1);
            std::vector<std::complex<double>> sums(32);
            for (int i = 0; i < 32; ++i)
                for (std::int64_t p = first; p <= last; ++p)
                    sums[std::size_t(i)] +=
                        std::polar(1.0, std::pow(10000.0, -2.0 * i / 64.0) * double(p));
            return std::make_pair(sums, double(last - first + 1));
        };
        const std::int64_t every = std::max<std::int64_t>(1, grid.rows.count / 5);
        for (std::int64_t a = 0; a < grid.rows.count; a += every)
            for (std::int64_t b = 0; b < grid.cols.count; b += every) {
                const auto [rowSums, n] = runSums(grid.rows.at(a));
                const auto [colSums, m] = runSums(grid.cols.at(b));
                double expected = 0.0;
                for (int i = 0; i < 32; ++i)
                    expected +=
                        (rowSums[std::size_t(i)] * std::conj(colSums[std::size_t(i)])).real() /
                        (n * m * 32.0);
                QVERIFY2(std::abs(payload.cellValues[std::size_t(a * grid.cols.count + b)] -
                                  expected) < 1e-9,
                         qPrintable(QString("cell %1, %2").arg(a).arg(b)));
                QVERIFY(std::abs(grid.at(a, b) - expected) < 1e-6);
            }
        if (step > 1) {
            QCOMPARE(payload.diagonal.size(), std::size_t(grid.rows.count));
            for (double value : payload.diagonal)
                QCOMPARE(value, 1.0);
            QCOMPARE(payload.similarityMax, 1.0f); // the colour bar holds the diagonal's 1
        } else {
            QVERIFY(payload.diagonal.empty()); // every cell is one pair: p = q is drawn exactly
            for (std::int64_t a = 0; a < grid.rows.count; ++a)
                for (std::int64_t b = 0; b < grid.cols.count; ++b)
                    if (grid.rows.at(a) == grid.cols.at(b))
                        QCOMPARE(grid.at(a, b), 1.0f);
        }
    }

    void similarityEqualsTheEngine() {
        for (pe::Metric metric : {pe::Metric::Cosine, pe::Metric::Dot, pe::Metric::Euclidean}) {
            ExploreRequest r = fullRequest(50, 9);
            r.metric = metric;
            const auto d = compute(r);
            const pe::Matrix s = pe::similarity(r.params, metric);
            double worst = 0.0;
            for (int p = 0; p < 50; ++p)
                for (int q = 0; q < 50; ++q)
                    worst = std::max(
                        worst,
                        std::abs(d->result->payload<SimilarityPayload>().similarity.at(p, q) -
                                 s(p, q)) /
                            std::max(1.0, std::abs(s(p, q))));
            QVERIFY2(worst < 1e-6, qPrintable(QString::number(worst)));
        }
    }
    void offsetProfileShowsTranslationInvariance() {
        for (std::int64_t from : {0, 10}) {
            ExploreRequest r = fullRequest(64, 16);
            r.p = from;
            windowOf(r, offsetsStep()) = fullWindow(64 - from, 400);
            const auto d = compute(r);
            QCOMPARE(d->result->payload<OffsetsPayload>().offsets.first, 0);
            QCOMPARE(d->result->payload<OffsetsPayload>().offsets.step, 1);
            QVERIFY(std::abs(d->result->payload<OffsetsPayload>().offsetValues[3] -
                             0.6928876326631178) < 1e-12);
            const std::vector<double> engine =
                pe::similarityByOffset(r.params, pe::Metric::Cosine, from);
            QCOMPARE(d->result->payload<OffsetsPayload>().offsetValues.size(), engine.size());
            for (std::size_t k = 0; k < engine.size(); ++k)
                QVERIFY(std::abs(d->result->payload<OffsetsPayload>().offsetValues[k] - engine[k]) <
                        1e-12);
        }
    }
    void waveformsAndBandsEqualTheEngine() {
        const ExploreRequest r = fullRequest(64, 16);
        const auto d = compute(r);
        const pe::Matrix pe = pe::sinusoidalEncoding(r.params);
        QCOMPARE(d->result->payload<WaveformsPayload>().waveforms.size(), std::size_t(2));
        for (const Waveform& w : d->result->payload<WaveformsPayload>().waveforms) {
            QCOMPARE(w.dotX.size(), std::size_t(64));
            for (std::size_t i = 0; i < w.dotX.size(); ++i)
                QVERIFY(std::abs(w.dotY[i] - pe(std::int64_t(w.dotX[i]), w.dim)) < 1e-12);
            QVERIFY(std::abs(w.curveY.front() - pe(0, w.dim)) < 1e-12);
        }
        for (std::int64_t c = 0; c < 16; ++c)
            QCOMPARE(d->result->payload<FrequenciesPayload>().wavelengths[std::size_t(c)],
                     pe::pairWavelength(c / 2, 16, r.params.base));
    }
    void aMillionPositionsAreSampledAtDisplayResolution() {
        const ExploreRequest r = fullRequest(1'000'000, 1024, 600);
        const auto d = compute(r);
        const DisplayGrid& heat = d->result->payload<HeatmapPayload>().heatmap;
        QVERIFY(heat.rows.count <= 600);
        QVERIFY(heat.cols.count <= 600);
        QVERIFY(heat.rows.step >= 1667);
        QVERIFY(d->result->payload<SimilarityPayload>().similarity.rows.count <= 600);
        QVERIFY(d->result->payload<OffsetsPayload>().offsets.count <= 600);
        // A row is the mean of the `step` positions centred on its sample (the cell drawn
        // around the sample covers them; pe::fillBinMeanRows is tested against brute force in
        // the core), and a column the one dimension it is drawn at, never a mean over several;
        // a pair turning more than a quarter cycle a row (step * w > pi / 2) is 0.
        QCOMPARE(heat.cols.step % 2, 1);
        const auto omega = [&](std::int64_t c) {
            return std::pow(r.params.base, -2.0 * double(c / 2) / 1024.0);
        };
        int drawnCells = 0, zeroCells = 0;
        for (const std::int64_t row : {std::int64_t(50), std::int64_t(100)}) {
            const std::int64_t first = heat.rows.at(row) - (heat.rows.step - 1) / 2;
            const std::int64_t last = first + heat.rows.step - 1;
            for (const std::int64_t col : {std::int64_t(50), heat.cols.count - 40}) {
                const std::int64_t c = heat.cols.at(col);
                const bool drawn = double(heat.rows.step) * omega(c) <= M_PI / 2;
                double sum = 0.0;
                for (std::int64_t pos = first; pos <= last; ++pos)
                    sum += pe::encodingValue(pos, c, r.params);
                const double expected = drawn ? sum / double(last - first + 1) : 0.0;
                drawnCells += drawn;
                zeroCells += !drawn;
                QVERIFY2(std::abs(heat.at(row, col) - expected) < 1e-6,
                         qPrintable(QString("row %1 dim %2: %3, not %4")
                                        .arg(row)
                                        .arg(c)
                                        .arg(heat.at(row, col))
                                        .arg(expected)));
            }
        }
        // The fast column is 0 in both rows; the slow one is drawn in both, far from 0.
        QCOMPARE(drawnCells, 2);
        QCOMPARE(zeroCells, 2);
    }
    // "I love you" (L = 3, D = 512) and the "Paper" figure (L = 100, D = 512) in 300 pixels: more
    // columns than pixels. Each shown column is the exact encoding of the one dimension it is
    // drawn at, from the paper's formula here: at position 0 every sin is 0 and every cos 1, so
    // the columns alternate as the dimensions do (a blend of neighbouring columns gave 1/3 and
    // 2/3 there, and a mean over pairs drew 0 where they drifted apart: stripes and wedges the
    // encoding does not have).
    void drawnColumnsAreExactDimensions() {
        for (const std::int64_t length : {3, 100}) {
            const ExploreRequest r = fullRequest(length, 512, 300);
            const auto d = compute(r);
            const DisplayGrid& heat = d->result->payload<HeatmapPayload>().heatmap;
            QVERIFY(heat.cols.step > 1);
            QVERIFY(heat.cols.count <= 300);
            QCOMPARE(heat.rows.step, 1);
            for (std::int64_t c = 0; c < heat.cols.count; ++c)
                QCOMPARE(heat.at(0, c), heat.cols.at(c) % 2 == 0 ? 0.0f : 1.0f);
            for (std::int64_t pos = 1; pos < length; ++pos)
                for (std::int64_t c = 0; c < heat.cols.count; ++c) {
                    const std::int64_t column = heat.cols.at(c);
                    const double angle =
                        double(pos) / std::pow(10000.0, 2.0 * double(column / 2) / 512.0);
                    const double exact = column % 2 == 0 ? std::sin(angle) : std::cos(angle);
                    QVERIFY2(std::abs(heat.at(pos, c) - exact) < 1e-6,
                             qPrintable(QString("pos %1 column %2").arg(pos).arg(column)));
                }
        }
    }
    // L = 20000, D = 16 in 300 pixels: each point of the offset profile stands for a run of
    // offsets, and carries their true min, max and mean, summed here from the formula over
    // every offset of the run (centred on the point, as a heatmap row's positions are). The
    // first point holds k = 0: its max is exactly 1 (cosine), the peak a sampled mean loses.
    void eachProfilePointCarriesTheMinAndMaxOfItsOffsets() {
        for (const std::int64_t from : {0, 5}) {
            ExploreRequest r = fullRequest(20000, 16, 300);
            r.p = from;
            const auto d = compute(r);
            const OffsetsPayload& o = d->result->payload<OffsetsPayload>();
            QVERIFY(o.offsets.step > 1);
            QCOMPARE(o.envelope.min.size(), std::size_t(o.offsets.count));
            QCOMPARE(o.envelope.max.size(), std::size_t(o.offsets.count));
            QCOMPARE(o.envelope.mean.size(), std::size_t(o.offsets.count));
            const std::int64_t extent = 20000 - from;
            auto sim = [&](std::int64_t k) {
                double dot = 0.0;
                for (int i = 0; i < 8; ++i)
                    dot += std::cos(double(k) / std::pow(10000.0, 2.0 * i / 16.0));
                return dot / 8.0;
            };
            for (std::int64_t m = 0; m < o.offsets.count; ++m) {
                const std::int64_t start = o.offsets.at(m) - (o.offsets.step - 1) / 2;
                const std::int64_t first = std::max<std::int64_t>(0, start);
                const std::int64_t last = std::min(extent - 1, start + o.offsets.step - 1);
                double lo = 2.0, hi = -2.0, sum = 0.0;
                for (std::int64_t k = first; k <= last; ++k) {
                    const double v = sim(k);
                    lo = std::min(lo, v);
                    hi = std::max(hi, v);
                    sum += v;
                }
                const auto at = std::size_t(m);
                QVERIFY2(std::abs(o.envelope.min[at] - lo) < 1e-11 &&
                             std::abs(o.envelope.max[at] - hi) < 1e-11 &&
                             std::abs(o.envelope.mean[at] - sum / double(last - first + 1)) < 1e-11,
                         qPrintable(QString("p %1 point %2").arg(from).arg(m)));
            }
            QVERIFY(o.envelope.max[0] == 1.0); // exactly: QCOMPARE is fuzzy
            QVERIFY(o.envelope.mean[0] < 0.9); // the mean alone would hide the peak
        }
    }
    // The band comes after the picture. Given an early receiver, computeExplore hands over a
    // first result whose profile has each point's mean (the closed form) and no band yet, then
    // the whole one, marked refined, with the band (as computed without an early receiver),
    // the same line, and every other view's payload the very one of the first.
    void theBandFollowsThePicture() {
        ExploreRequest r = fullRequest(20000, 16, 300);
        r.p = 5;
        std::vector<std::shared_ptr<ExploreDelivery>> early;
        const auto whole = computeExplore(
            r, 1, [] { return false; }, {},
            [&](std::shared_ptr<ExploreDelivery> d) { early.push_back(std::move(d)); });
        QCOMPARE(early.size(), std::size_t(1));
        QVERIFY(!early[0]->refined);
        QVERIFY(whole && whole->refined);
        const OffsetsPayload& first = early[0]->result->payload<OffsetsPayload>();
        const OffsetsPayload& last = whole->result->payload<OffsetsPayload>();
        QVERIFY(first.bandPending && first.envelope.min.empty() && first.envelope.max.empty());
        QCOMPARE(first.envelope.mean.size(), std::size_t(first.offsets.count));
        QVERIFY(!last.bandPending);
        QCOMPARE(last.envelope.min.size(), std::size_t(last.offsets.count));
        QVERIFY(last.envelope.mean == first.envelope.mean);
        const auto once = compute(r);
        QVERIFY(!once->refined);
        const OffsetsPayload& alone = once->result->payload<OffsetsPayload>();
        QVERIFY(alone.envelope.min == last.envelope.min && alone.envelope.max == last.envelope.max);
        QVERIFY(!alone.bandPending);
        const auto& a = early[0]->result->payloads;
        const auto& b = whole->result->payloads;
        QCOMPARE(a.size(), b.size());
        for (std::size_t i = 0; i < a.size(); ++i)
            QVERIFY((a[i].get() == b[i].get()) != (a[i].get() == &first));
    }
    // The mean of euclidean distances has no closed form: the profile's points wait for every
    // offset, and the result comes whole, once.
    void aMeanWithoutAClosedFormComesWhole() {
        ExploreRequest r = fullRequest(20000, 16, 300);
        r.metric = pe::Metric::Euclidean;
        int early = 0;
        const auto whole = computeExplore(
            r, 1, [] { return false; }, {}, [&](std::shared_ptr<ExploreDelivery>) { ++early; });
        QCOMPARE(early, 0);
        QVERIFY(whole && !whole->refined);
        const OffsetsPayload& o = whole->result->payload<OffsetsPayload>();
        QVERIFY(!o.bandPending);
        QCOMPARE(o.envelope.min.size(), std::size_t(o.offsets.count));
    }
    // A newer request while the band is computed: the job stops there and returns nothing.
    void aRequestDuringTheBandStopsIt() {
        const ExploreRequest r = fullRequest(200'000, 64, 300);
        bool newer = false;
        const auto whole = computeExplore(
            r, 1, [&] { return newer; }, {},
            [&](std::shared_ptr<ExploreDelivery>) { newer = true; });
        QVERIFY(newer);
        QVERIFY(whole == nullptr);
    }
    // The log axis: offset 0 and then distinct whole offsets spaced evenly on a log scale up to
    // L-1-p, one a pixel at most, each value exact (from the formula here, odd D from p = 3).
    void theLogAxisHoldsExactValuesAtLogSpacedOffsets() {
        ExploreRequest r = fullRequest(20000, 9, 300);
        r.p = 3;
        windowOf(r, offsetsStep()) = {0.0, 1.0, 300};
        for (ViewPart& part : r.views)
            if (part.step == &offsetsStep())
                part = offsetsPart({0.0, 1.0, 300}, /*logOffsets=*/true);
        const auto d = compute(r);
        const OffsetsPayload& o = d->result->payload<OffsetsPayload>();
        QVERIFY(o.isLog());
        QVERIFY(o.envelope.min.empty());
        QCOMPARE(o.logOffsets.front(), 0);
        QCOMPARE(o.logOffsets.back(), 20000 - 1 - 3);
        QVERIFY(o.logOffsets.size() <= 300);
        QVERIFY(o.logOffsets.size() > 100);
        for (std::size_t m = 1; m < o.logOffsets.size(); ++m)
            QVERIFY(o.logOffsets[m] > o.logOffsets[m - 1]);
        QCOMPARE(o.offsetValues.size(), o.logOffsets.size());
        auto value = [](std::int64_t pos, int d) {
            const double angle = double(pos) / std::pow(10000.0, 2.0 * double(d / 2) / 9.0);
            return d % 2 == 0 ? std::sin(angle) : std::cos(angle);
        };
        for (std::size_t m = 0; m < o.logOffsets.size(); ++m) {
            double dot = 0.0, na = 0.0, nb = 0.0;
            for (int dim = 0; dim < 9; ++dim) {
                const double a = value(3, dim), b = value(3 + o.logOffsets[m], dim);
                dot += a * b;
                na += a * a;
                nb += b * b;
            }
            QVERIFY(std::abs(o.offsetValues[m] - dot / std::sqrt(na * nb)) < 1e-12);
        }
        QVERIFY(o.offsetValues.front() == 1.0);
    }
    // At L = 10^6 in 600 pixels (1667 positions each) dim 0 (wavelength 6.28) fills every
    // pixel from -1 to 1 instead of aliasing; dim 1023 (wavelength 61712) stays a curve on
    // the formula, two samples a pixel.
    void fastWaveformsFillTheirPixelsSlowOnesStayCurves() {
        ExploreRequest r = fullRequest(1'000'000, 1024, 600);
        r.waveDims = {0, 1023};
        const auto d = compute(r);
        const Waveform& fast = d->result->payload<WaveformsPayload>().waveforms.at(0);
        QCOMPARE(fast.curveY.size(), std::size_t(2 * 600));
        for (std::size_t i = 0; i < fast.curveY.size(); i += 2) {
            QCOMPARE(fast.curveX[i], fast.curveX[i + 1]);
            QCOMPARE(std::min(fast.curveY[i], fast.curveY[i + 1]), -1.0);
            QCOMPARE(std::max(fast.curveY[i], fast.curveY[i + 1]), 1.0);
        }
        const Waveform& slow = d->result->payload<WaveformsPayload>().waveforms.at(1);
        QCOMPARE(slow.curveY.size(), std::size_t(2 * 600 + 1));
        const double divisor = pe::pairDivisor(511, 1024, r.params.base);
        for (std::size_t i = 0; i < slow.curveY.size(); i += 97)
            QCOMPARE(slow.curveY[i], std::cos(slow.curveX[i] / divisor));
    }
    void bandEnvelopesJoinTheirNeighbours() {
        // L = 20000, D = 16, dim 5 (wavelength about 63): three pixels a wave, a band whose
        // per-pixel ranges beat with the pixel grid unless each reaches into its neighbours.
        ExploreRequest r = fullRequest(20000, 16, 700);
        r.waveDims = {5};
        const auto d = compute(r);
        const Waveform& band = d->result->payload<WaveformsPayload>().waveforms.at(0);
        QVERIFY(band.isBand);
        const double width = (19999.0 - 0.0) / 700;
        const pe::EncodingParams& p = r.params;
        for (std::size_t i = 0; i < band.curveY.size(); i += 2) {
            const double low = std::min(band.curveY[i], band.curveY[i + 1]);
            const double high = std::max(band.curveY[i], band.curveY[i + 1]);
            // The positions under the pixel and those up to half a pixel to either side,
            // straight from the formula.
            const double centre = band.curveX[i];
            const auto from = std::int64_t(std::ceil(std::max(0.0, centre - width)));
            const auto to = std::int64_t(std::floor(std::min(19999.0, centre + width)));
            for (std::int64_t pos = from; pos <= to; ++pos) {
                const double value = pe::encodingValue(pos, 5, p);
                QVERIFY2(value >= low - 1e-12 && value <= high + 1e-12,
                         qPrintable(QString("pixel %1, pos %2: %3 outside %4 .. %5")
                                        .arg(i / 2)
                                        .arg(pos)
                                        .arg(value)
                                        .arg(low)
                                        .arg(high)));
            }
        }
    }

    void zoomingInComputesExactly() {
        ExploreRequest r = fullRequest(1'000'000, 1024, 600);
        windowOf(r, heatmapStep(), 0) = {500'000 - 0.5, 500'099.5, 600};
        windowOf(r, heatmapStep(), 1) = {-0.5, 99.5, 600};
        const auto d = compute(r);
        const DisplayGrid& heat = d->result->payload<HeatmapPayload>().heatmap;
        QCOMPARE(heat.rows.step, 1);
        QCOMPARE(heat.rows.first, 500'000);
        QCOMPARE(heat.rows.count, 100);
        QCOMPARE(heat.cols.count, 100);
        for (std::int64_t c = 0; c < 100; c += 7)
            QVERIFY(std::abs(heat.at(42, c) - pe::encodingValue(500'042, c, r.params)) < 1e-6);
    }
    void waveformsComeByDimensionWhateverTheClickOrder() {
        ExploreRequest r = fullRequest(64, 16);
        r.waveDims = {7, 2, 12, 5};
        const auto delivery = compute(r);
        std::vector<std::int64_t> dims;
        for (const Waveform& wave : delivery->result->payload<WaveformsPayload>().waveforms)
            dims.push_back(wave.dim);
        QCOMPARE(dims, (std::vector<std::int64_t>{2, 5, 7, 12}));
    }

    void cancellationStopsTheJob() {
        const ExploreRequest r = fullRequest(100'000, 1024, 600);
        QVERIFY(computeExplore(r, 1, [] { return true; }) == nullptr);
    }

    void aJobCancelledMidwayStopsWithinAChunk() {
        // 20,000 heatmap rows of 1024 dimensions. The job asks whether it is cancelled between
        // chunks of rows (the worker's flag is raised whenever a newer request comes), so a
        // cancel is seen a chunk of rows later at the most: counted in questions, not timed.
        ExploreRequest r = fullRequest(1'000'000, 1024, 64);
        windowOf(r, heatmapStep(), 0) = fullWindow(1'000'000, 20'000);
        int asked = 0;
        QVERIFY(computeExplore(r, 1, [&] {
                    ++asked;
                    return false;
                }) != nullptr);
        // At least once per 1024 rows of the heatmap alone.
        QVERIFY2(asked >= 20'000 / 1024, qPrintable(QString("asked %1 times").arg(asked)));
        // Raised midway (at the fifth question), the job ends there: no result, and no
        // question after the one answered yes, so no more work either.
        for (const int raisedAt : {1, 5, asked / 2}) {
            int questions = 0;
            QVERIFY(computeExplore(r, 1, [&] { return ++questions >= raisedAt; }) == nullptr);
            QCOMPARE(questions, raisedAt);
        }
    }
};

QTEST_GUILESS_MAIN(TestExploreCompute)
#include "test_explore_compute.moc"

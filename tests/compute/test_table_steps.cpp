// SPDX-License-Identifier: GPL-3.0-or-later
// The principal components and spectrum steps on the worker: of the sinusoidal encoding
// against the engine and the formula, and of a loaded table against what it is known to hold.

#include "core/binned_encoding.h"
#include "core/principal_components.h"
#include "core/sinusoidal_encoding.h"
#include "ui/compute/compute.h"
#include "ui/compute/steps/heatmap_step.h"
#include "ui/compute/steps/offsets_step.h"
#include "ui/compute/steps/pca_step.h"
#include "ui/compute/steps/similarity_step.h"
#include "ui/compute/steps/spectrum_step.h"
#include "ui/compute/steps/waveforms_step.h"

#include <QtTest>
#include <cmath>

namespace {

ExploreRequest request(std::int64_t L, std::int64_t D) {
    ExploreRequest r;
    r.params.length = L;
    r.params.dim = D;
    r.views = {pcaPart(), spectrumPart()};
    return r;
}

std::shared_ptr<ExploreDelivery> compute(const ExploreRequest& r) {
    return computeExplore(r, 1, [] { return false; });
}

} // namespace

class TestTableSteps : public QObject {
    Q_OBJECT
  private slots:
    void pcaOfTheEncodingIsTheEngines() {
        const auto d = compute(request(64, 16));
        QVERIFY(d && d->result);
        const auto& pca = d->result->payload<PcaPayload>();
        const pe::PrincipalComponents engine =
            pe::principalComponents(pe::sinusoidalEncoding(pe::EncodingParams{}), kPcaBars);
        QCOMPARE(pca.scores.rows(), Eigen::Index(64));
        QCOMPARE(pca.scores.cols(), Eigen::Index(3));
        QVERIFY((pca.scores - engine.scores.leftCols(3)).cwiseAbs().maxCoeff() < 1e-12);
        QCOMPARE(pca.explained.size(), std::size_t(kPcaBars));
        double sum = 0.0;
        for (double share : pca.explained)
            sum += share;
        QVERIFY(sum <= 1.0 + 1e-12 && sum > 0.9); // 10 of 16 components hold nearly all
    }

    void spectrumLaysTheFormulaOverTheTable() {
        const auto d = compute(request(64, 16));
        const auto& spectrum = d->result->payload<SpectrumPayload>();
        QCOMPARE(spectrum.dimensions.size(), std::size_t(16));
        for (std::size_t r = 1; r < spectrum.dimensions.size(); ++r)
            QVERIFY(spectrum.dimensions[r - 1].cyclesPerPosition <=
                    spectrum.dimensions[r].cyclesPerPosition);
        // omega_i / 2 pi = base^(-2i/D) / 2 pi, each pair's twice, slowest first.
        QCOMPARE(spectrum.sinusoid.size(), std::size_t(16));
        for (int i = 0; i < 8; ++i) {
            const double expected = std::pow(10000.0, -2.0 * i / 16.0) / (2.0 * M_PI);
            for (int k : {15 - 2 * i, 14 - 2 * i})
                QVERIFY2(std::abs(spectrum.sinusoid[std::size_t(k)] - expected) <= 1e-15 * expected,
                         qPrintable(QString::number(k)));
        }
        // Dimension 0 turns at 1 radian a position: its bin is round(64 / 2 pi) = 10.
        const auto fastest = spectrum.dimensions.back();
        QCOMPARE(fastest.cyclesPerPosition, 10.0 / 64.0);
    }

    void aLoadedTableIsWhatTheStepsRead() {
        ExploreRequest r = request(5, 2);
        pe::Matrix line(5, 2);
        for (int t = 0; t < 5; ++t)
            line.row(t) << 0.6 * t, 0.8 * t;
        r.table = std::make_shared<const pe::Matrix>(line);
        const auto d = compute(r);
        QVERIFY(d && d->result);
        const auto& pca = d->result->payload<PcaPayload>();
        for (int t = 0; t < 5; ++t)
            QVERIFY(std::abs(pca.scores(t, 0) - (t - 2.0)) < 1e-12);
        QVERIFY(std::abs(pca.explained[0] - 1.0) < 1e-12);
        // Another table is other work, even of the same shape.
        ExploreRequest other = r;
        other.table = std::make_shared<const pe::Matrix>(line * 2.0);
        QVERIFY(!sameWork(r, other));
        QVERIFY(sameWork(r, r));
    }

    void heatmapSimilarityAndOffsetsOfALoadedTable() {
        pe::Matrix table(8, 2);
        for (int t = 0; t < 8; ++t)
            table.row(t) << double(t), 3.0 - 0.5 * t; // values far outside -1 .. 1
        ExploreRequest r;
        r.params.length = 8;
        r.params.dim = 2;
        r.table = std::make_shared<const pe::Matrix>(table);
        r.metric = pe::Metric::Dot;
        r.p = 2;
        r.views = {heatmapPart(fullWindow(8, 100), fullWindow(2, 100)),
                   similarityPart(fullWindow(8, 100), fullWindow(8, 100)),
                   offsetsPart(fullWindow(6, 100))};
        const auto d = compute(r);
        QVERIFY(d && d->result);
        const DisplayGrid& heat = d->result->payload<HeatmapPayload>().heatmap;
        QCOMPARE(heat.rows.count, std::int64_t(8));
        for (int t = 0; t < 8; ++t) {
            QCOMPARE(double(heat.at(t, 0)), double(t));
            QCOMPARE(double(heat.at(t, 1)), 3.0 - 0.5 * t);
        }
        // dot(row p, row q) written out.
        const DisplayGrid& sim = d->result->payload<SimilarityPayload>().similarity;
        for (int p = 0; p < 8; ++p)
            for (int q = 0; q < 8; ++q)
                QCOMPARE(double(sim.at(p, q)),
                         double(float(p * q + (3.0 - 0.5 * p) * (3.0 - 0.5 * q))));
        const auto& offsets = d->result->payload<OffsetsPayload>();
        QCOMPARE(offsets.offsetValues.size(), std::size_t(6));
        for (int k = 0; k < 6; ++k)
            QCOMPARE(offsets.offsetValues[std::size_t(k)],
                     2.0 * (2 + k) + 2.0 * (3.0 - 0.5 * (2 + k)));
        // Two rows of pixels for 8 positions: each cell the mean of the 4 rows it stands for.
        r.views = {heatmapPart(fullWindow(8, 2), fullWindow(2, 100))};
        const auto coarseDelivery = compute(r);
        const DisplayGrid& coarse = coarseDelivery->result->payload<HeatmapPayload>().heatmap;
        QCOMPARE(coarse.rows.step, std::int64_t(4));
        for (std::int64_t a = 0; a < coarse.rows.count; ++a) {
            const pe::PositionRun run = pe::runAround(coarse.rows.at(a), 4, 8);
            double mean = 0.0;
            for (std::int64_t t = run.first; t <= run.last; ++t)
                mean += double(t) / double(run.last - run.first + 1);
            QCOMPARE(double(coarse.at(a, 0)), double(float(mean)));
        }
    }

    // A table's column flipping sign at every position, 1000 positions on 100 pixels: each
    // pixel shows the column's whole range there (-1 and +1 over its largest |value| 2), never
    // a sample that would draw a slow wave the table does not hold.
    void aTablesFastColumnIsDrawnAsItsRange() {
        const std::int64_t L = 1000;
        pe::Matrix table(L, 2);
        for (std::int64_t p = 0; p < L; ++p) {
            table(p, 0) = p % 2 == 0 ? 2.0 : -2.0;
            table(p, 1) = double(p);
        }
        ExploreRequest r;
        r.params.length = L;
        r.params.dim = 2;
        r.table = std::make_shared<const pe::Matrix>(table);
        r.waveDims = {0, 1};
        r.views = {waveformsPart(ViewWindow{0.0, double(L - 1), 100})};
        const auto d = compute(r);
        QVERIFY(d && d->result);
        const auto& waves = d->result->payload<WaveformsPayload>().waveforms;
        QCOMPARE(waves.size(), std::size_t(2));
        const Waveform& fast = waves[0];
        QVERIFY(fast.fromTable && fast.isBand);
        QCOMPARE(fast.scale, 2.0);
        QCOMPARE(fast.curveY.size(), std::size_t(200));
        for (std::size_t j = 0; j < 100; ++j) {
            const double a = fast.curveY[2 * j], b = fast.curveY[2 * j + 1];
            QCOMPARE(std::min(a, b), -1.0);
            QCOMPARE(std::max(a, b), 1.0);
        }
        QVERIFY(fast.dotX.empty());
        // The rising column: each pixel's range is its own positions' (10 a pixel), in order.
        const Waveform& ramp = waves[1];
        QCOMPARE(ramp.scale, 999.0);
        for (std::size_t j = 0; j < 100; ++j) {
            const double low = std::min(ramp.curveY[2 * j], ramp.curveY[2 * j + 1]) * 999.0;
            const double high = std::max(ramp.curveY[2 * j], ramp.curveY[2 * j + 1]) * 999.0;
            QVERIFY2(std::abs(low - 10.0 * j) < 1e-9 && std::abs(high - (10.0 * j + 9)) < 1e-9,
                     qPrintable(QStringLiteral("pixel %1: %2 .. %3").arg(j).arg(low).arg(high)));
        }
    }
};

QTEST_GUILESS_MAIN(TestTableSteps)
#include "test_table_steps.moc"

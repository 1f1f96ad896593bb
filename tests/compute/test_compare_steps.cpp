// SPDX-License-Identifier: GPL-3.0-or-later
// Compare with on the worker: with a setting pinned, the offset profile's pinned curve is the
// cosine of the pinned encoding's rows, computed here from the whole matrix (its band's
// columns only), at the same offsets from the same p; and nothing is pinned without a pin.

#include "core/sinusoidal_encoding.h"
#include "ui/compute/compute.h"
#include "ui/compute/steps/offsets_step.h"

#include <QtTest>
#include <cmath>

namespace {

ExploreRequest offsetsRequest(const pe::EncodingParams& params, std::int64_t from, bool log) {
    ExploreRequest r;
    r.params = params;
    r.p = from;
    r.views = {offsetsPart(fullWindow(params.length - from, log ? 24 : 4096), log)};
    return r;
}

double cosine(const Eigen::RowVectorXd& a, const Eigen::RowVectorXd& b) {
    return a.dot(b) / (a.norm() * b.norm());
}

} // namespace

class TestCompareSteps : public QObject {
    Q_OBJECT
  private slots:
    void thePinnedProfileIsThePinnedEncodingsCosine_data() {
        QTest::addColumn<int>("dim");
        QTest::addColumn<double>("base");
        QTest::addColumn<int>("layout");
        QTest::addColumn<int>("first"); // the pinned band; -1: all dimensions
        QTest::addColumn<int>("last");
        QTest::addColumn<bool>("log"); // log-spaced offsets
        QTest::newRow("base") << 16 << 500000.0 << int(pe::Layout::Interleaved) << -1 << -1
                              << false;
        QTest::newRow("odd D") << 13 << 10000.0 << int(pe::Layout::Interleaved) << -1 << -1
                               << false;
        QTest::newRow("layout and band")
            << 16 << 10000.0 << int(pe::Layout::Concatenated) << 3 << 12 << false;
        QTest::newRow("log-spaced offsets")
            << 32 << 500.0 << int(pe::Layout::Interleaved) << 0 << 9 << true;
    }
    void thePinnedProfileIsThePinnedEncodingsCosine() {
        QFETCH(int, dim);
        QFETCH(double, base);
        QFETCH(int, layout);
        QFETCH(int, first);
        QFETCH(int, last);
        QFETCH(bool, log);
        pe::EncodingParams params;
        params.length = 90;
        const std::int64_t from = 7;
        ExploreRequest r = offsetsRequest(params, from, log);
        PinnedSetting pinned;
        pinned.params.dim = dim;
        pinned.params.base = base;
        pinned.params.layout = pe::Layout(layout);
        if (first >= 0)
            pinned.band = pe::ColumnBand{first, last};
        r.scene.pinned = pinned;
        const auto delivery = computeExplore(r, 1, [] { return false; });
        QVERIFY(delivery);
        const auto& payload = delivery->result->payload<OffsetsPayload>();
        QVERIFY(payload.pinnedCurve);
        const OffsetCurve& curve = *payload.pinnedCurve;
        QCOMPARE(curve.p, from);
        QCOMPARE(curve.offsets, payload.offsets);
        QCOMPARE(std::int64_t(curve.values.size()), payload.offsets.count);
        QCOMPARE(payload.isLog(), log);
        if (!log)
            QCOMPARE(payload.offsets.count, params.length - from);
        // The pinned encoding at the current L, whole, and the band's columns of it.
        pe::EncodingParams at = pinned.params;
        at.length = params.length;
        const pe::Matrix m = pe::sinusoidalEncoding(at);
        const Eigen::Index c0 = first >= 0 ? first : 0;
        const Eigen::Index cols = first >= 0 ? last - first + 1 : dim;
        for (std::int64_t a = 0; a < curve.offsets.count; ++a) {
            const std::int64_t k = payload.offsetAt(a);
            const double expected =
                cosine(m.row(from).segment(c0, cols), m.row(from + k).segment(c0, cols));
            QVERIFY2(std::abs(curve.values[std::size_t(a)] - expected) < 1e-12,
                     qPrintable(QString("k = %1: %2, expected %3")
                                    .arg(k)
                                    .arg(curve.values[std::size_t(a)])
                                    .arg(expected)));
        }
        // The current profile stays the current setting's own (D = 16, base 10000).
        const pe::Matrix own = pe::sinusoidalEncoding(params);
        const auto k5 = Eigen::Index(payload.offsetAt(5));
        QVERIFY(std::abs(payload.offsetValues[5] - cosine(own.row(from), own.row(from + k5))) <
                1e-12);
        // Unpinned: no pinned curve.
        r.scene.pinned.reset();
        const auto plain = computeExplore(r, 1, [] { return false; });
        QVERIFY(!plain->result->payload<OffsetsPayload>().pinnedCurve);
    }
    // L = 20000 in 300 px: a point of the curve stands for a run of offsets, and the pinned
    // curve holds the mean of the pinned cosine over that run, as the current curve's band
    // does: the run of `step` offsets centred on the point (cut at the ends), computed here
    // from the pinned encoding's rows. A fast pinned pair makes a sample far from the mean.
    void onASubsampledAxisThePinnedCurveIsEachPointsRunMean() {
        pe::EncodingParams params;
        params.length = 20000;
        const std::int64_t from = 5, extent = params.length - from;
        ExploreRequest r;
        r.params = params;
        r.p = from;
        r.views = {offsetsPart(fullWindow(extent, 300), false)};
        PinnedSetting pinned;
        pinned.params.dim = 8;
        pinned.params.base = 40.0;
        r.scene.pinned = pinned;
        const auto delivery = computeExplore(r, 1, [] { return false; });
        QVERIFY(delivery);
        const auto& payload = delivery->result->payload<OffsetsPayload>();
        QVERIFY(payload.pinnedCurve);
        const OffsetCurve& curve = *payload.pinnedCurve;
        const std::int64_t step = payload.offsets.step;
        QVERIFY2(step > 1, "300 px must hold fewer points than offsets");
        QCOMPARE(std::int64_t(curve.values.size()), payload.offsets.count);
        pe::EncodingParams at = pinned.params;
        at.length = params.length;
        const pe::Matrix m = pe::sinusoidalEncoding(at);
        const auto cos = [&](std::int64_t k) {
            return cosine(m.row(from), m.row(from + Eigen::Index(k)));
        };
        std::int64_t previousLast = -1;
        int farFromTheSample = 0;
        for (std::int64_t a = 0; a < payload.offsets.count; ++a) {
            const std::int64_t k = payload.offsetAt(a);
            const std::int64_t first = std::max<std::int64_t>(0, k - (step - 1) / 2);
            const std::int64_t last = std::min(extent - 1, k - (step - 1) / 2 + step - 1);
            QCOMPARE(first, previousLast + 1); // the runs tile the offsets
            previousLast = last;
            double sum = 0.0;
            for (std::int64_t j = first; j <= last; ++j)
                sum += cos(j);
            const double expected = sum / double(last - first + 1);
            QVERIFY2(std::abs(curve.values[std::size_t(a)] - expected) < 1e-12,
                     qPrintable(QString("point %1 (k = %2): %3, run mean %4")
                                    .arg(a)
                                    .arg(k)
                                    .arg(curve.values[std::size_t(a)])
                                    .arg(expected)));
            farFromTheSample += std::abs(cos(k) - expected) > 0.05;
        }
        QVERIFY2(farFromTheSample > 10, "the pinned setting must make samples differ from means");
    }
};

QTEST_MAIN(TestCompareSteps)
#include "test_compare_steps.moc"

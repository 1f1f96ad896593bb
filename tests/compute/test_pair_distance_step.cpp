// SPDX-License-Identifier: GPL-3.0-or-later
// The pair x distance map and the springs' wrapped pairs against the formulas written out
// with std::cos, std::sin and std::pow: even and odd D, both layouts, p != 0, on a linear and
// a log-spaced offset axis, and never more cells than pixels.

#include "core/pair_distance.h"
#include "ui/compute/compute.h"
#include "ui/compute/steps/pair_distance_step.h"
#include "ui/compute/steps/springs_step.h"

#include <QtTest>
#include <cmath>

namespace {

ExploreRequest mapRequest(std::int64_t L, std::int64_t D, pe::Layout layout, std::int64_t p,
                          std::int64_t q, int pixels, bool logOffsets, double base = 10000.0) {
    ExploreRequest r;
    r.params.base = base;
    r.params.length = L;
    r.params.dim = D;
    r.params.layout = layout;
    r.p = p;
    r.q = q;
    r.views = {pairDistancePart(fullWindow((D + 1) / 2, pixels), fullWindow(L, pixels), logOffsets),
               springsPart(pixels)};
    return r;
}

std::shared_ptr<ExploreDelivery> compute(const ExploreRequest& r) {
    return computeExplore(r, 1, [] { return false; });
}

double omega(std::int64_t pair, std::int64_t dim, double base = 10000.0) {
    return std::pow(base, -2.0 * double(pair) / double(dim));
}

// Pair i's share between p and p + k, written out: both columns of a pair, the sin alone for
// the last pair of odd D.
double share(std::int64_t pair, std::int64_t dim, std::int64_t p, std::int64_t k,
             double base = 10000.0) {
    const double w = omega(pair, dim, base);
    const double ds = std::sin(w * double(p + k)) - std::sin(w * double(p));
    const double dc = std::cos(w * double(p + k)) - std::cos(w * double(p));
    return dim % 2 == 1 && pair == dim / 2 ? ds * ds : ds * ds + dc * dc;
}

// The mean of that share over a run of offsets, summed offset by offset.
double meanShare(std::int64_t pair, std::int64_t dim, std::int64_t p, const pe::IndexRun& run,
                 double base = 10000.0) {
    double sum = 0.0;
    for (std::int64_t k = run.first; k <= run.last; ++k)
        sum += share(pair, dim, p, k, base);
    return sum / double(run.size());
}

} // namespace

class TestPairDistanceStep : public QObject {
    Q_OBJECT
  private slots:
    void mapCellsAreEachPairsShare_data() {
        QTest::addColumn<std::int64_t>("dim");
        QTest::addColumn<int>("layout");
        QTest::addColumn<std::int64_t>("p");
        QTest::addColumn<double>("base");
        QTest::newRow("D = 16 interleaved, p = 0")
            << std::int64_t(16) << 0 << std::int64_t(0) << 10000.0;
        QTest::newRow("D = 16 concatenated, p = 9")
            << std::int64_t(16) << 1 << std::int64_t(9) << 10000.0;
        QTest::newRow("D = 7 interleaved, p = 11")
            << std::int64_t(7) << 0 << std::int64_t(11) << 10000.0;
        QTest::newRow("D = 7 concatenated, p = 30")
            << std::int64_t(7) << 1 << std::int64_t(30) << 10000.0;
        // A fast lone sin column (base 10): its share moves with p.
        QTest::newRow("D = 3 base 10, p = 20") << std::int64_t(3) << 0 << std::int64_t(20) << 10.0;
    }
    void mapCellsAreEachPairsShare() {
        QFETCH(std::int64_t, dim);
        QFETCH(int, layout);
        QFETCH(std::int64_t, p);
        QFETCH(double, base);
        for (bool logOffsets : {false, true}) {
            const auto layoutOf = layout ? pe::Layout::Concatenated : pe::Layout::Interleaved;
            const auto d = compute(mapRequest(64, dim, layoutOf, p, p + 3, 400, logOffsets, base));
            QVERIFY(d && d->result);
            const PairDistanceMap& m = d->result->payload<PairDistancePayload>().map;
            QCOMPARE(m.pairs, (dim + 1) / 2);
            QCOMPARE(m.grid.rows.count, m.pairs);
            QCOMPARE(m.p, p);
            if (!logOffsets) {
                QCOMPARE(m.grid.cols.count, std::int64_t(64)); // every offset 0 .. L-1
                for (std::int64_t c = 0; c < 64; ++c)
                    QCOMPARE(m.offsets[std::size_t(c)], c);
            } else {
                // A true log axis: k = 0 at the left, L - 1 in the last column.
                QCOMPARE(m.runs.front().first, std::int64_t(0));
                QCOMPARE(m.runs.back().last, std::int64_t(63));
                QVERIFY2(m.logLower < std::log10(0.5) &&
                             std::abs(m.logUpper - std::log10(63.5)) < 1e-12,
                         qPrintable(QString("%1 .. %2").arg(m.logLower).arg(m.logUpper)));
            }
            for (std::int64_t r = 0; r < m.grid.rows.count; ++r) {
                const std::int64_t i = m.grid.rows.at(r);
                QVERIFY(std::abs(m.halfTurnOffsets[std::size_t(r)] * omega(i, dim, base) - M_PI) <
                        1e-12);
                for (std::int64_t c = 0; c < m.grid.cols.count; ++c) {
                    const double expected = meanShare(i, dim, p, m.runs[std::size_t(c)], base);
                    QVERIFY2(std::abs(double(m.grid.at(r, c)) - expected) < 1e-6,
                             qPrintable(
                                 QString("pair %1, k = %2").arg(i).arg(m.offsets[std::size_t(c)])));
                }
            }
        }
    }

    // L = 20000, D = 512 in 200 pixels: no more columns or rows than pixels, and each drawn
    // cell the exact mean share over the offsets it covers, of the pair it is drawn for.
    void neverMoreCellsThanPixels() {
        for (bool logOffsets : {false, true}) {
            const auto d =
                compute(mapRequest(20000, 512, pe::Layout::Interleaved, 5, 45, 200, logOffsets));
            const PairDistanceMap& m = d->result->payload<PairDistancePayload>().map;
            QVERIFY(m.grid.cols.count <= 200);
            QVERIFY(m.grid.cols.count >= 100);
            QVERIFY(m.grid.rows.count <= 200);
            QCOMPARE(std::int64_t(m.offsets.size()), m.grid.cols.count);
            QCOMPARE(m.runs.back().last, std::int64_t(19999));
            std::int64_t next = 0; // the columns' offsets cover 0 .. L - 1, each once
            for (const pe::IndexRun& run : m.runs) {
                if (run.first >= next) {
                    QCOMPARE(run.first, next);
                    next = run.last + 1;
                }
            }
            QCOMPARE(next, std::int64_t(20000));
            // On the linear axis a pair turning more than a quarter turn from one column to the
            // next (w_i step > pi / 2) beats with the columns: drawn as 2, its mean over whole
            // turns; its exact mean stays in the cell's double.
            std::int64_t fast = 0;
            if (!logOffsets)
                while (omega(fast, 512) * double(m.grid.cols.step) > M_PI / 2)
                    ++fast;
            QCOMPARE(m.firstDrawnPair, fast);
            QVERIFY(logOffsets || fast > 0);
            for (std::int64_t r = 0; r < m.grid.rows.count; r += 7)
                for (std::int64_t c = 0; c < m.grid.cols.count; c += 5) {
                    const double expected =
                        meanShare(m.grid.rows.at(r), 512, 5, m.runs[std::size_t(c)]);
                    QVERIFY(std::abs(m.cellValues[std::size_t(r * m.grid.cols.count + c)] -
                                     expected) < 1e-9);
                    const double drawn = m.grid.rows.at(r) < fast ? 2.0 : expected;
                    QVERIFY(std::abs(double(m.grid.at(r, c)) - drawn) < 1e-5);
                }
        }
    }

    // One formula for q before p: the map's lone sin column at k = |q - p| is the springs'
    // share between p and q (D = 3, base 10, p = 40, q = 1: 0.2585, not q = p + k's 2.8526),
    // odd and even D, q before and after p.
    void theMapAndTheSpringsAgreeOnEitherSide() {
        for (const std::int64_t dim : {std::int64_t(3), std::int64_t(4)})
            for (const std::int64_t q : {std::int64_t(1), std::int64_t(63)}) {
                const auto d =
                    compute(mapRequest(64, dim, pe::Layout::Interleaved, 40, q, 400, false, 10.0));
                const PairDistanceMap& m = d->result->payload<PairDistancePayload>().map;
                const std::int64_t k = std::abs(q - 40);
                const std::vector<double> springs =
                    pe::pairDistance(d->result->request.params, 40, q);
                for (std::int64_t r = 0; r < m.grid.rows.count; ++r) {
                    const std::int64_t i = m.grid.rows.at(r);
                    const double w = omega(i, dim, 10.0);
                    const double ds = std::sin(w * double(q)) - std::sin(w * 40.0);
                    const double dc = std::cos(w * double(q)) - std::cos(w * 40.0);
                    const double want = dim % 2 == 1 && i == dim / 2 ? ds * ds : ds * ds + dc * dc;
                    QVERIFY(std::abs(m.cellValues[std::size_t(r * m.grid.cols.count + k)] - want) <
                            1e-12);
                    QVERIFY(std::abs(springs[std::size_t(i)] - want) < 1e-12);
                }
            }
    }

    // D = 1024 in 100 px: a bar stands for a run of pairs and is wrapped only when every pair
    // of it has wrapped (one still telling makes it telling), its height their mean share;
    // q before p as after.
    void aBarOfManyPairsIsWrappedOnlyWhenAllOfThemAre() {
        for (auto [p, q] : {std::pair<std::int64_t, std::int64_t>{0, 300}, {300, 0}}) {
            const auto d =
                compute(mapRequest(5000, 1024, pe::Layout::Interleaved, p, q, 100, false));
            const PairSprings& s = d->result->payload<SpringsPayload>().springs;
            QVERIFY(s.bins.step > 1);
            QVERIFY(s.bins.count <= 100);
            int mixed = 0;
            for (std::int64_t b = 0; b < s.bins.count; ++b) {
                const std::int64_t first = s.bins.at(b);
                const std::int64_t end = std::min<std::int64_t>(first + s.bins.step, 512);
                bool all = true, any = false;
                double mean = 0.0;
                for (std::int64_t i = first; i < end; ++i) {
                    const bool turned = omega(i, 1024) * std::abs(double(q - p)) > M_PI;
                    all = all && turned;
                    any = any || turned;
                    mean += share(i, 1024, p, q - p) / double(end - first);
                }
                mixed += any && !all ? 1 : 0;
                QCOMPARE(bool(s.barWrapped[std::size_t(b)]), all);
                QCOMPARE(bool(s.barAnyWrapped[std::size_t(b)]), any); // its wedge on the axis
                QVERIFY(std::abs(s.barValues[std::size_t(b)] - mean) < 1e-12);
            }
            QCOMPARE(mixed, 1); // the bar where the half turn falls: some wrapped, some not
        }
    }

    // A pair is wrapped exactly when w_i |q - p| > pi, whichever side q is on.
    void springsCountTheWrappedPairs() {
        for (auto [p, q] :
             {std::pair<std::int64_t, std::int64_t>{0, 40}, {40, 0}, {7, 8}, {3, 3}, {100, 4000}}) {
            const auto d = compute(mapRequest(5000, 16, pe::Layout::Interleaved, p, q, 400, false));
            const PairSprings& s = d->result->payload<SpringsPayload>().springs;
            std::int64_t wrapped = 0;
            QCOMPARE(std::int64_t(s.barWrapped.size()), std::int64_t(8));
            for (std::int64_t i = 0; i < 8; ++i) {
                const bool turnedPast = omega(i, 16) * std::abs(double(q - p)) > M_PI;
                wrapped += turnedPast ? 1 : 0;
                QCOMPARE(bool(s.barWrapped[std::size_t(i)]), turnedPast);
                QCOMPARE(bool(s.barAnyWrapped[std::size_t(i)]), turnedPast);
            }
            QCOMPARE(s.wrappedPairs, wrapped);
        }
        // At q = p + 40 pairs 0 .. 2 have turned past pi (the example: pair 0 = 3.33).
        const auto d = compute(mapRequest(5000, 16, pe::Layout::Interleaved, 0, 40, 400, false));
        QCOMPARE(d->result->payload<SpringsPayload>().springs.wrappedPairs, std::int64_t(3));
    }

    // Pinned at another D or base, pair i turns at another speed: the springs stand by
    // wavelength. Another layout keeps every pair's frequency: they stay by index.
    void springsStandByWavelengthWhenThePinnedFrequenciesDiffer() {
        ExploreRequest r = mapRequest(64, 16, pe::Layout::Interleaved, 0, 40, 400, false);
        const auto byWavelength = [&](std::int64_t dim, double base, pe::Layout layout) {
            PinnedSetting pinned;
            pinned.params.dim = dim;
            pinned.params.base = base;
            pinned.params.layout = layout;
            r.scene.pinned = pinned;
            const auto d = compute(r);
            const auto& payload = d->result->payload<SpringsPayload>();
            return payload.pinned && payload.byWavelength;
        };
        QVERIFY(byWavelength(32, 10000.0, pe::Layout::Interleaved));
        QVERIFY(byWavelength(16, 500.0, pe::Layout::Interleaved));
        QVERIFY(!byWavelength(16, 10000.0, pe::Layout::Concatenated));
        // A pair of any D wraps where its wavelength 2π/ω_i falls under 2|q − p|: the key of
        // the half-turn pair is log10(2|q − p|) for each setting.
        for (const std::int64_t dim : {16, 32, 7}) {
            pe::EncodingParams params;
            params.dim = dim;
            QVERIFY(std::abs(springsKey(params, pe::halfTurnPair(params, 40), true) -
                             std::log10(80.0)) < 1e-12);
        }
    }
};

QTEST_GUILESS_MAIN(TestPairDistanceStep)
#include "test_pair_distance_step.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// A cell that stands for many values holds their exact mean: each closed form against the
// mean summed pair by pair from the paper's formula, written out here (interleaved layout).
#include "core/block_means.h"
#include "core/pair_distance.h"

#include <QtTest>

#include <cmath>
#include <limits>
#include <random>

using pe::IndexRun;
using pe::Metric;

namespace {

pe::EncodingParams paramsOf(std::int64_t L, std::int64_t D, double base = 10000.0) {
    pe::EncodingParams p;
    p.length = L;
    p.dim = D;
    p.base = base;
    return p;
}

// PE(pos, 2i) = sin(pos / base^(2i/D)), PE(pos, 2i+1) = cos(...), the columns first .. last.
std::vector<double> row(const pe::EncodingParams& p, std::int64_t pos, std::int64_t first,
                        std::int64_t last) {
    std::vector<double> values;
    for (std::int64_t c = first; c <= last; ++c) {
        const double angle = double(pos) / std::pow(p.base, double(2 * (c / 2)) / double(p.dim));
        values.push_back(c % 2 == 0 ? std::sin(angle) : std::cos(angle));
    }
    return values;
}

double metricOf(const std::vector<double>& a, const std::vector<double>& b, Metric metric) {
    double dot = 0.0, na = 0.0, nb = 0.0, d2 = 0.0;
    for (std::size_t i = 0; i < a.size(); ++i) {
        dot += a[i] * b[i];
        na += a[i] * a[i];
        nb += b[i] * b[i];
        d2 += (a[i] - b[i]) * (a[i] - b[i]);
    }
    switch (metric) {
    case Metric::Dot:
        return dot;
    case Metric::Cosine:
        return na > 0.0 && nb > 0.0 ? dot / std::sqrt(na * nb) : 0.0;
    case Metric::Euclidean:
        return d2; // squared: the cell holds the root of the mean of these
    }
    return 0.0;
}

// The cell's value summed pair by pair.
double bruteCell(const std::function<std::vector<double>(std::int64_t)>& rowAt, IndexRun p,
                 IndexRun q, Metric metric) {
    double sum = 0.0;
    for (std::int64_t a = p.first; a <= p.last; ++a)
        for (std::int64_t b = q.first; b <= q.last; ++b)
            sum += metricOf(rowAt(a), rowAt(b), metric);
    const double mean = sum / double(p.size() * q.size());
    return metric == Metric::Euclidean ? std::sqrt(mean) : mean;
}

} // namespace

class TestBlockMeans : public QObject {
    Q_OBJECT
  private slots:
    void runsCoverEveryIndexOnce() {
        const std::vector<IndexRun> runs = pe::indexRuns(0, 7, 6, 37);
        QCOMPARE(runs.size(), std::size_t(6));
        std::int64_t next = 0;
        for (const IndexRun& run : runs) {
            QCOMPARE(run.first, next);
            next = run.last + 1;
        }
        QCOMPARE(next, std::int64_t(38));
        QCOMPARE(runs.back().size(), std::int64_t(3)); // 35 .. 37, cut at the end
    }

    void runsOfAnAxisNear2To63Stay() {
        // Two runs of the largest axis: the second is cut at the last index, not past it.
        const std::int64_t last = std::numeric_limits<std::int64_t>::max() - 1;
        const std::int64_t step = last / 2 + 1;
        const std::vector<IndexRun> runs = pe::indexRuns(0, step, 3, last);
        QCOMPARE(runs.size(), std::size_t(2));
        QCOMPARE(runs[1].first, step);
        QCOMPARE(runs[1].last, last);
    }

    void cosineCellsThatWouldReadTooMuchAreRefusedOnL() {
        // D = 17 has a lone sin: its cosine cells read every position. L = 10^12 is refused on
        // L before any is read; L = 1000 computes.
        const pe::EncodingParams huge = paramsOf(1'000'000'000'000, 17, 10000.0);
        const std::vector<IndexRun> runs = pe::indexRuns(0, huge.length / 2, 2, huge.length - 1);
        try {
            pe::similarityCellMeans(huge, Metric::Cosine, runs, runs);
            QFAIL("L = 10^12 was not refused");
        } catch (const pe::ParameterError& error) {
            QCOMPARE(QString::fromStdString(error.field()), QString("length"));
            QVERIFY(QString(error.what()).contains("1000000000000"));
        }
        const pe::EncodingParams small = paramsOf(1000, 17, 10000.0);
        const std::vector<IndexRun> some = pe::indexRuns(0, 500, 2, 999);
        QCOMPARE(pe::similarityCellMeans(small, Metric::Cosine, some, some).rows(),
                 Eigen::Index(2));
    }

    void encodingCellsAreTheMeansOfTheirPairs_data() {
        QTest::addColumn<int>("D");
        QTest::addColumn<int>("metric");
        QTest::addColumn<int>("bandFirst"); // -1: no band
        QTest::addColumn<int>("bandLast");
        for (int D : {8, 7})
            for (Metric metric : {Metric::Cosine, Metric::Dot, Metric::Euclidean}) {
                const QByteArray name =
                    QByteArray::number(D) + " dims, metric " + QByteArray::number(int(metric));
                QTest::newRow(name.constData()) << D << int(metric) << -1 << -1;
                // A band that cuts a pair: its columns enter alone, the norm varies.
                QTest::newRow((name + ", band 1:4").constData()) << D << int(metric) << 1 << 4;
            }
    }
    void encodingCellsAreTheMeansOfTheirPairs() {
        QFETCH(int, D);
        QFETCH(int, metric);
        QFETCH(int, bandFirst);
        QFETCH(int, bandLast);
        const pe::EncodingParams p = paramsOf(80, D, 10.0); // fast pairs: a sample would alias
        std::optional<pe::ColumnBand> band;
        if (bandFirst >= 0)
            band = pe::ColumnBand{bandFirst, bandLast};
        const std::int64_t first = band ? bandFirst : 0, last = band ? bandLast : D - 1;
        const auto rowAt = [&](std::int64_t pos) { return row(p, pos, first, last); };
        // Rows from 0, columns zoomed to 30 onwards; the last runs cut at 79.
        const std::vector<IndexRun> rows = pe::indexRuns(0, 6, 14, 79);
        const std::vector<IndexRun> cols = pe::indexRuns(30, 6, 9, 79);
        const pe::Matrix cells = pe::similarityCellMeans(p, Metric(metric), rows, cols, band);
        QCOMPARE(cells.rows(), Eigen::Index(rows.size()));
        QCOMPARE(cells.cols(), Eigen::Index(cols.size()));
        for (std::size_t a = 0; a < rows.size(); ++a)
            for (std::size_t b = 0; b < cols.size(); ++b) {
                const double want = bruteCell(rowAt, rows[a], cols[b], Metric(metric));
                const double got = cells(Eigen::Index(a), Eigen::Index(b));
                QVERIFY2(std::abs(got - want) <= 1e-9 * (1.0 + std::abs(want)),
                         qPrintable(QString("cell %1,%2: %3, summed %4")
                                        .arg(a)
                                        .arg(b)
                                        .arg(got, 0, 'g', 17)
                                        .arg(want, 0, 'g', 17)));
            }
    }

    // A profile from one position p whose points stand for runs of offsets: a short first run
    // (k = 0 and 1), then more than 64 runs of one length (each pair's angle turns from one to
    // the next, seeded exactly every 64) and a cut last one, each the mean of its pairs.
    void aProfileFromOnePositionIsTheMeanOfItsRuns_data() {
        encodingCellsAreTheMeansOfTheirPairs_data();
    }
    void aProfileFromOnePositionIsTheMeanOfItsRuns() {
        QFETCH(int, D);
        QFETCH(int, metric);
        QFETCH(int, bandFirst);
        QFETCH(int, bandLast);
        const pe::EncodingParams p = paramsOf(800, D, 10.0);
        std::optional<pe::ColumnBand> band;
        if (bandFirst >= 0)
            band = pe::ColumnBand{bandFirst, bandLast};
        const std::int64_t first = band ? bandFirst : 0, last = band ? bandLast : D - 1;
        const auto rowAt = [&](std::int64_t pos) { return row(p, pos, first, last); };
        const std::int64_t from = 13;
        std::vector<IndexRun> cols{{from, from + 1}};
        for (const IndexRun& run : pe::indexRuns(from + 2, 5, 160, 797))
            cols.push_back(run);
        QVERIFY(cols.size() > 130 && cols.back().size() < 5);
        const pe::Matrix cells =
            pe::similarityCellMeans(p, Metric(metric), {IndexRun{from, from}}, cols, band);
        QCOMPARE(cells.rows(), Eigen::Index(1));
        QCOMPARE(cells.cols(), Eigen::Index(cols.size()));
        for (std::size_t b = 0; b < cols.size(); ++b) {
            const double want = bruteCell(rowAt, {from, from}, cols[b], Metric(metric));
            const double got = cells(0, Eigen::Index(b));
            QVERIFY2(std::abs(got - want) <= 1e-11 * (1.0 + std::abs(want)),
                     qPrintable(QString("run %1: %2, summed %3")
                                    .arg(b)
                                    .arg(got, 0, 'g', 17)
                                    .arg(want, 0, 'g', 17)));
        }
    }
    void aMeanIsNotASample() {
        // Pair 0 turns a radian a position: over runs of 40 it averages to almost nothing,
        // where the pair at each run's start would read 1 on every cell.
        const pe::EncodingParams p = paramsOf(4000, 2);
        const std::vector<IndexRun> runs = pe::indexRuns(0, 40, 100, 3999);
        const pe::Matrix cells = pe::similarityCellMeans(p, Metric::Cosine, runs, runs);
        for (Eigen::Index a = 0; a < cells.rows(); ++a)
            for (Eigen::Index b = 0; b < cells.cols(); ++b)
                QVERIFY(std::abs(cells(a, b)) < 0.01);
    }

    void tableCellsAreTheMeansOfTheirPairs_data() {
        QTest::addColumn<int>("metric");
        QTest::newRow("cosine") << int(Metric::Cosine);
        QTest::newRow("dot") << int(Metric::Dot);
        QTest::newRow("euclidean") << int(Metric::Euclidean);
    }
    void tableCellsAreTheMeansOfTheirPairs() {
        QFETCH(int, metric);
        std::mt19937_64 random(7);
        std::normal_distribution<double> normal;
        pe::Matrix table(23, 5);
        for (Eigen::Index r = 0; r < table.rows(); ++r)
            for (Eigen::Index c = 0; c < table.cols(); ++c)
                table(r, c) = normal(random);
        table.row(4).setZero(); // cosine with a zero row is 0
        const auto rowAt = [&](std::int64_t pos) {
            return std::vector<double>(table.row(pos).data(), table.row(pos).data() + 5);
        };
        const std::vector<IndexRun> runs = pe::indexRuns(0, 4, 6, 22);
        const pe::Matrix cells = pe::similarityCellMeansOf(table, Metric(metric), runs, runs);
        for (std::size_t a = 0; a < runs.size(); ++a)
            for (std::size_t b = 0; b < runs.size(); ++b) {
                const double want = bruteCell(rowAt, runs[a], runs[b], Metric(metric));
                QVERIFY(std::abs(cells(Eigen::Index(a), Eigen::Index(b)) - want) <=
                        1e-12 * (1.0 + std::abs(want)));
            }
        // The diagonal drawn over the cells: the mean of sim(p, p) over each run.
        const std::vector<double> diagonal =
            pe::similarityDiagonalMeansOf(table, Metric(metric), runs);
        for (std::size_t a = 0; a < runs.size(); ++a) {
            double sum = 0.0;
            for (std::int64_t pos = runs[a].first; pos <= runs[a].last; ++pos)
                sum += metricOf(rowAt(pos), rowAt(pos), Metric(metric));
            QVERIFY(std::abs(diagonal[a] - sum / double(runs[a].size())) < 1e-12);
        }
    }

    void cellsOfOnePairAreExact() {
        const pe::EncodingParams p = paramsOf(20, 6);
        const std::vector<IndexRun> runs = pe::indexRuns(0, 1, 20, 19);
        const pe::Matrix cells = pe::similarityCellMeans(p, Metric::Cosine, runs, runs);
        for (Eigen::Index a = 0; a < 20; ++a)
            QCOMPARE(cells(a, a), 1.0); // a position is exactly itself
    }

    void mapColumnsAreEachPairsMeanShare_data() {
        QTest::addColumn<int>("D");
        QTest::addColumn<int>("direction");
        QTest::newRow("even D, q after p") << 8 << 1;
        QTest::newRow("odd D, q after p") << 7 << 1;
        QTest::newRow("odd D, q before p") << 7 << -1;
    }
    void mapColumnsAreEachPairsMeanShare() {
        QFETCH(int, D);
        QFETCH(int, direction);
        const pe::EncodingParams p = paramsOf(200, D, 10.0);
        const std::int64_t from = 120;
        for (const IndexRun& run : pe::indexRuns(0, 9, 12, 100)) {
            for (std::int64_t pair = 0; pair < (D + 1) / 2; ++pair) {
                double sum = 0.0;
                const std::int64_t lastColumn = std::min<std::int64_t>(D - 1, 2 * pair + 1);
                for (std::int64_t k = run.first; k <= run.last; ++k) {
                    const auto a = row(p, from, 2 * pair, lastColumn);
                    const auto b = row(p, from + direction * k, 2 * pair, lastColumn);
                    sum += metricOf(a, b, Metric::Euclidean);
                }
                const double want = sum / double(run.size());
                const double got = pe::pairShareMean(p, pair, from, run, direction);
                QVERIFY2(std::abs(got - want) <= 1e-9 * (1.0 + want),
                         qPrintable(QString("pair %1, k %2 .. %3: %4, summed %5")
                                        .arg(pair)
                                        .arg(run.first)
                                        .arg(run.last)
                                        .arg(got)
                                        .arg(want)));
            }
        }
    }

    void theLoneSinTurnsTheWayQLies() {
        // D = 3, base 10, p = 40, q = 1: the springs' lone sin share between 40 and 1, and the
        // map's cell at k = 39 with q before p.
        const pe::EncodingParams p = paramsOf(64, 3, 10.0);
        const double springs = pe::pairDistance(p, 40, 1).back();
        QVERIFY(std::abs(pe::pairShareMean(p, 1, 40, {39, 39}, -1) - springs) < 1e-15);
        QVERIFY(std::abs(pe::pairShareMean(p, 1, 40, {39, 39}, 1) - springs) > 0.1);
        QVERIFY(std::abs(pe::pairShareMean(p, 1, 40, {39, 39}, 1) -
                         pe::pairDistance(p, 40, 79).back()) < 1e-15);
    }
};

QTEST_APPLESS_MAIN(TestBlockMeans)
#include "test_block_means.moc"

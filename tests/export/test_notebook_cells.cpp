// SPDX-License-Identifier: GPL-3.0-or-later
// The notebooks of the similarity and the pair x distance map draw the cells the window draws,
// each the exact mean of the values it stands for, never a sample. Debian's Python runs the
// notebook's code; here a direct loop over every pair (every offset) of each cell, with the
// paper's sin and cos, finds the same means. The runs cover every position (offset) once, as
// the window's and `dump ... --cells` make them, and the dump's numbers are the notebook's.
#include "cli/cli_run.h"
#include "core/pair_distance.h"
#include "export/notebook_python.h"
#include "ui/compute/steps/pair_distance_step.h"
#include "ui/export/notebook.h"
#include "ui/export/view_export.h"
#include "ui/views/view_kind.h"

#include <QTemporaryDir>
#include <QtTest>
#include <cmath>

namespace {

struct CellCase {
    pe::EncodingParams params;
    pe::Metric metric = pe::Metric::Cosine;
    std::int64_t p = 0, q = 1;
    std::optional<pe::ColumnBand> band;
    std::int64_t maxCells = kFigureMaxCells; // the figure's cells a side
    bool logOffsets = false;                 // the map on its log axis
};

ExploreRequest requestOf(const CellCase& c) {
    ExploreRequest request = figureRequest(c.params, c.metric, c.p, {}, c.maxCells);
    request.q = c.q;
    request.band = c.band;
    for (ViewPart& part : request.views)
        if (part.step == &pairDistanceStep())
            part = pairDistancePart(part.windows.at(0), part.windows.at(1), c.logOffsets);
    return request;
}

// The notebook of `view` run: its `data`, and its runs (first and last index a row) from
// `runs`, a Python expression.
bool runNotebook(const char* view, const CellCase& c, const QString& runs, pe::Matrix& data,
                 pe::Matrix& runMatrix, QString* code = nullptr) {
    QString error;
    const QByteArray json = viewNotebook(*viewKindFromName(view), requestOf(c), &error);
    if (json.isEmpty()) {
        qWarning("%s", qPrintable(error));
        return false;
    }
    if (code)
        *code = notebookCode(json);
    QTemporaryDir dir;
    return runPython(notebookCode(json), dir.path(), data, runs, &runMatrix);
}

// The angular frequency of pair i, from the paper's formula: 1 / base^(2i/D).
double omegaOf(const pe::EncodingParams& params, std::int64_t pair) {
    return 1.0 / std::pow(params.base, 2.0 * double(pair) / double(params.dim));
}

// PE(p, .) from the paper's formula, in the layout's column order; only the band's columns.
std::vector<double> encodingRow(const CellCase& c, std::int64_t p) {
    const std::int64_t D = c.params.dim, pairs = (D + 1) / 2;
    const std::int64_t first = c.band ? c.band->first : 0, last = c.band ? c.band->last : D - 1;
    std::vector<double> row;
    for (std::int64_t column = first; column <= last; ++column) {
        const bool interleaved = c.params.layout == pe::Layout::Interleaved;
        const bool isSin = interleaved ? column % 2 == 0 : column < pairs;
        const std::int64_t pair = interleaved ? column / 2 : isSin ? column : column - pairs;
        const double angle = double(p) * omegaOf(c.params, pair);
        row.push_back(isSin ? std::sin(angle) : std::cos(angle));
    }
    return row;
}

double metricOf(const std::vector<double>& x, const std::vector<double>& y, pe::Metric metric) {
    double dot = 0.0, xx = 0.0, yy = 0.0, squared = 0.0;
    for (std::size_t d = 0; d < x.size(); ++d) {
        dot += x[d] * y[d];
        xx += x[d] * x[d];
        yy += y[d] * y[d];
        squared += (x[d] - y[d]) * (x[d] - y[d]);
    }
    if (metric == pe::Metric::Euclidean)
        return squared; // averaged, then the root
    if (metric == pe::Metric::Dot)
        return dot;
    return xx > 0.0 && yy > 0.0 ? dot / std::sqrt(xx * yy) : 0.0;
}

// Runs of `step` consecutive indices from 0, the last cut at extent - 1: what a view of at
// most `cells` cells along `extent` indices draws.
std::vector<pe::IndexRun> stepRuns(std::int64_t extent, std::int64_t cells) {
    const std::int64_t step = (extent + cells - 1) / cells;
    std::vector<pe::IndexRun> runs;
    for (std::int64_t first = 0; first < extent; first += step)
        runs.push_back({first, std::min(first + step, extent) - 1});
    return runs;
}

// Each cell's mean over all its pairs, directly; for euclidean the root of the mean square.
pe::Matrix similarityCells(const CellCase& c, const std::vector<pe::IndexRun>& runs) {
    std::vector<std::vector<double>> rows;
    for (std::int64_t p = 0; p < c.params.length; ++p)
        rows.push_back(encodingRow(c, p));
    const auto n = Eigen::Index(runs.size());
    pe::Matrix cells(n, n);
    for (Eigen::Index a = 0; a < n; ++a)
        for (Eigen::Index b = 0; b < n; ++b) {
            const pe::IndexRun P = runs[std::size_t(a)], Q = runs[std::size_t(b)];
            double sum = 0.0;
            for (std::int64_t p = P.first; p <= P.last; ++p)
                for (std::int64_t q = Q.first; q <= Q.last; ++q)
                    sum += metricOf(rows[std::size_t(p)], rows[std::size_t(q)], c.metric);
            const double mean = sum / double(P.size() * Q.size());
            cells(a, b) = c.metric == pe::Metric::Euclidean ? std::sqrt(mean) : mean;
        }
    return cells;
}

// Each pair's mean share over each run of offsets k, q = p + k (p - k where q is before p),
// directly: (sin w p - sin w q)^2 + (cos w p - cos w q)^2, the sin alone for odd D's last pair.
pe::Matrix mapColumns(const CellCase& c, const std::vector<pe::IndexRun>& runs) {
    const std::int64_t D = c.params.dim, pairs = (D + 1) / 2;
    const int direction = c.q < c.p ? -1 : 1;
    pe::Matrix columns(pairs, Eigen::Index(runs.size()));
    for (std::int64_t i = 0; i < pairs; ++i) {
        const double w = omegaOf(c.params, i);
        const bool lone = D % 2 == 1 && i == pairs - 1;
        for (std::size_t r = 0; r < runs.size(); ++r) {
            double sum = 0.0;
            for (std::int64_t k = runs[r].first; k <= runs[r].last; ++k) {
                const double p = double(c.p), q = double(c.p + direction * k);
                const double s = std::sin(w * p) - std::sin(w * q);
                const double co = lone ? 0.0 : std::cos(w * p) - std::cos(w * q);
                sum += s * s + co * co;
            }
            columns(i, Eigen::Index(r)) = sum / double(runs[r].size());
        }
    }
    return columns;
}

// The log axis's runs, each offset once, as the dump takes them from the window's cells.
std::vector<pe::IndexRun> logRuns(std::int64_t lastOffset, std::int64_t columns) {
    const pe::LogOffsetAxis axis = pe::logOffsetAxis(lastOffset, columns);
    std::vector<pe::IndexRun> runs;
    for (std::size_t j = 0; j < axis.first.size(); ++j)
        if (runs.empty() || axis.first[j] > runs.back().last)
            runs.push_back({axis.first[j], axis.last[j]});
        else
            runs.back().last = std::max(runs.back().last, axis.last[j]);
    return runs;
}

// The runs the notebook left (first, last a row): they cover 0 .. last once, in order, and
// are `expected`.
void checkRuns(const pe::Matrix& got, const std::vector<pe::IndexRun>& expected,
               std::int64_t last) {
    QCOMPARE(got.cols(), Eigen::Index(2));
    QVERIFY(got.rows() > 0);
    QCOMPARE(got(0, 0), 0.0);
    for (Eigen::Index r = 0; r < got.rows(); ++r) {
        QVERIFY(got(r, 0) <= got(r, 1));
        if (r > 0)
            QCOMPARE(got(r, 0), got(r - 1, 1) + 1.0);
    }
    QCOMPARE(got(got.rows() - 1, 1), double(last));
    QCOMPARE(got.rows(), Eigen::Index(expected.size()));
    for (std::size_t r = 0; r < expected.size(); ++r) {
        QCOMPARE(got(Eigen::Index(r), 0), double(expected[r].first));
        QCOMPARE(got(Eigen::Index(r), 1), double(expected[r].last));
    }
}

double largestGap(const pe::Matrix& a, const pe::Matrix& b) {
    return (a - b).cwiseAbs().maxCoeff() / std::max(1.0, b.cwiseAbs().maxCoeff());
}

CellCase lengthOf(std::int64_t L, std::int64_t D, std::int64_t maxCells) {
    CellCase c;
    c.params.length = L;
    c.params.dim = D;
    c.maxCells = maxCells;
    return c;
}

} // namespace

Q_DECLARE_METATYPE(CellCase)

class TestNotebookCells : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() {
        QVERIFY2(QFileInfo::exists(kPython), "scripts/install-deps.sh installs python3");
    }

    void similarityCellsAreTheMeansOfTheirPairs_data() {
        QTest::addColumn<CellCase>("c");
        // L = 500 in 60 cells: runs of 9, the last cut to 5.
        CellCase even = lengthOf(500, 16, 60);
        QTest::newRow("cosine, D = 16") << even;
        CellCase odd = lengthOf(500, 15, 60);
        odd.params.base = 100.0;
        odd.params.layout = pe::Layout::Concatenated;
        QTest::newRow("cosine, D = 15 concatenated") << odd;
        odd.metric = pe::Metric::Dot;
        QTest::newRow("dot, D = 15 concatenated") << odd;
        CellCase band = even;
        band.metric = pe::Metric::Dot;
        band.band = pe::ColumnBand{3, 8}; // cuts pairs 1 and 4 in two
        QTest::newRow("dot, D = 16, dims 3-8") << band;
        CellCase euclidean = lengthOf(203, 9, 20); // runs of 11, the last cut to 5
        euclidean.metric = pe::Metric::Euclidean;
        QTest::newRow("euclidean, D = 9, L = 203 in 20") << euclidean;
        CellCase single = lengthOf(50, 7, 60); // L <= cells: each cell one pair
        QTest::newRow("cosine, L = 50 in 60: single pairs") << single;
    }
    void similarityCellsAreTheMeansOfTheirPairs() {
        QFETCH(CellCase, c);
        pe::Matrix data, runs;
        QString code;
        QVERIFY(runNotebook("similarity", c, "runs", data, runs, &code));
        const std::int64_t L = c.params.length;
        const std::vector<pe::IndexRun> expectedRuns = stepRuns(L, std::min(L, c.maxCells));
        checkRuns(runs, expectedRuns, L - 1);
        const pe::Matrix expected = similarityCells(c, expectedRuns);
        QCOMPARE(data.rows(), expected.rows());
        QCOMPARE(data.cols(), expected.cols());
        QVERIFY2(largestGap(data, expected) < 1e-9,
                 qPrintable(QString::number(largestGap(data, expected))));
        // The figure says what one cell is, as the window's subtitle does.
        QVERIFY(code.contains(c.metric == pe::Metric::Euclidean
                                  ? "1 cell = root mean square over %1 × %1 pairs"
                                  : "1 cell = mean over %1 × %1 pairs"));
    }

    // The heatmap's rows where there are more positions than rows: each the mean of its run
    // of positions about its sample (as the window's rows), found here by a direct loop over
    // the formula (the hatched pairs' words are test_notebook_words').
    void heatmapRowsAreTheMeansOfTheirPositions() {
        CellCase c = lengthOf(500, 16, 60); // 9 positions a row
        c.params.layout = pe::Layout::Concatenated;
        pe::Matrix data, runs;
        QString code;
        QVERIFY(runNotebook("heatmap", c, "np.column_stack([first, last])", data, runs, &code));
        const std::int64_t L = c.params.length, step = 9;
        std::vector<pe::IndexRun> expectedRuns;
        for (std::int64_t sample = 0; sample < L; sample += step) {
            const std::int64_t first = sample - (step - 1) / 2;
            expectedRuns.push_back(
                {std::max<std::int64_t>(0, first), std::min(L - 1, first + step - 1)});
        }
        checkRuns(runs, expectedRuns, L - 1);
        QCOMPARE(data.rows(), Eigen::Index(expectedRuns.size()));
        QCOMPARE(data.cols(), Eigen::Index(16));
        pe::Matrix expected = pe::Matrix::Zero(data.rows(), 16);
        for (std::size_t r = 0; r < expectedRuns.size(); ++r) {
            for (std::int64_t p = expectedRuns[r].first; p <= expectedRuns[r].last; ++p) {
                const std::vector<double> row = encodingRow(c, p);
                for (Eigen::Index d = 0; d < 16; ++d)
                    expected(Eigen::Index(r), d) += row[std::size_t(d)];
            }
            expected.row(Eigen::Index(r)) /= double(expectedRuns[r].size());
        }
        QVERIFY2(largestGap(data, expected) < 1e-9,
                 qPrintable(QString::number(largestGap(data, expected))));
        QVERIFY2(code.contains("\nrows = 60  #"), qPrintable(code));
        // Drawn with a pixel a row at least (L = 9000 in 750 rows, as the default figure's):
        // matplotlib resampling more rows than pixels would draw waves no position has.
        pe::Matrix drawn, pixels;
        CellCase tall = lengthOf(9000, 64, 750);
        QVERIFY(runNotebook("heatmap", tall,
                            "[ax.get_window_extent().height / fig.dpi * 100, len(samples)]", drawn,
                            pixels));
        QCOMPARE(pixels(1, 0), 750.0);
        QVERIFY2(pixels(0, 0) >= pixels(1, 0), qPrintable(QString::number(pixels(0, 0))));
    }

    // The offset profile's points where there are more offsets than points: each the mean
    // of its run of offsets about it, the band their min .. max, k = 0 itself exact; found
    // here by a direct loop over the formula's cosines.
    void offsetPointsAreTheMeansOfTheirRuns() {
        CellCase c = lengthOf(500, 16, 60); // 9 offsets a point
        pe::Matrix data, points;
        QVERIFY(runNotebook("offsets", c,
                            "np.column_stack([samples, mean, np.minimum.reduceat(data, first), "
                            "np.maximum.reduceat(data, first)])",
                            data, points));
        const std::int64_t n = 500, step = 9;
        const std::vector<double> origin = encodingRow(c, 0);
        std::vector<double> cosine;
        for (std::int64_t k = 0; k < n; ++k)
            cosine.push_back(metricOf(origin, encodingRow(c, k), pe::Metric::Cosine));
        QCOMPARE(points.rows(), Eigen::Index((n + step - 1) / step));
        for (Eigen::Index m = 0; m < points.rows(); ++m) {
            const std::int64_t sample = m * step, first = std::max<std::int64_t>(0, sample - 4),
                               last = std::min<std::int64_t>(n - 1, sample - 4 + step - 1);
            double sum = 0, low = 1e300, high = -1e300;
            for (std::int64_t k = first; k <= last; ++k) {
                sum += cosine[std::size_t(k)];
                low = std::min(low, cosine[std::size_t(k)]);
                high = std::max(high, cosine[std::size_t(k)]);
            }
            const double mean = m == 0 ? cosine[0] : sum / double(last - first + 1);
            QCOMPARE(points(m, 0), double(sample));
            QVERIFY2(std::abs(points(m, 1) - mean) < 1e-9, qPrintable(QString::number(m)));
            QVERIFY(std::abs(points(m, 2) - low) < 1e-9 && std::abs(points(m, 3) - high) < 1e-9);
        }
    }

    void mapColumnsAreTheMeansOfTheirOffsets_data() {
        QTest::addColumn<CellCase>("c");
        // L = 500 in 60 columns: runs of 9 offsets; p away from 0, q on either side of it.
        CellCase even = lengthOf(500, 16, 60);
        even.p = 37;
        even.q = 200;
        QTest::newRow("linear, D = 16") << even;
        CellCase odd = lengthOf(500, 15, 60);
        odd.params.base = 100.0;
        odd.p = 120;
        odd.q = 15; // q before p: the lone sin column turns back from p
        QTest::newRow("linear, D = 15, q before p") << odd;
        odd.q = 400;
        QTest::newRow("linear, D = 15, q after p") << odd;
        CellCase log = even;
        log.logOffsets = true;
        QTest::newRow("log, D = 16") << log;
        CellCase oddLog = odd;
        oddLog.logOffsets = true;
        oddLog.q = 3;
        QTest::newRow("log, D = 15, q before p") << oddLog;
        CellCase wide = lengthOf(5000, 12, 200); // narrow log cells repeat offsets near k = 1
        wide.p = 11;
        wide.q = 4000;
        wide.logOffsets = true;
        QTest::newRow("log, L = 5000 in 200") << wide;
        CellCase single = lengthOf(40, 7, kFigureMaxCells); // every offset a column of its own
        single.p = 3;
        single.q = 31;
        QTest::newRow("linear, L = 40: single offsets") << single;
    }
    void mapColumnsAreTheMeansOfTheirOffsets() {
        QFETCH(CellCase, c);
        pe::Matrix data, runs;
        QString code;
        QVERIFY(runNotebook("pair-distance-map", c, "np.column_stack([first, last])", data, runs,
                            &code));
        const std::int64_t L = c.params.length;
        const std::int64_t pixels = std::min(L, c.maxCells);
        const std::vector<pe::IndexRun> expectedRuns =
            c.logOffsets ? logRuns(L - 1, pixelBudget(int(pixels))) : stepRuns(L, pixels);
        checkRuns(runs, expectedRuns, L - 1);
        const pe::Matrix expected = mapColumns(c, expectedRuns);
        QCOMPARE(data.rows(), expected.rows());
        QCOMPARE(data.cols(), expected.cols());
        QVERIFY2(largestGap(data, expected) < 1e-9,
                 qPrintable(QString::number(largestGap(data, expected))));
        // The log axis is drawn as one, named as the window names it.
        QCOMPARE(code.contains("offset k = q − p (log scale)"), c.logOffsets);
        QCOMPARE(code.contains("set_xticks"), c.logOffsets);
    }

    // The notebook's numbers are the dump's: `dump similarity --cells RxC` and `dump
    // pair-distance-map --cells N --log-offsets N` write the same cells (the map's notebook as
    // `export pair-distance-map --log-offsets N --notebook` writes it).
    void theNotebooksCellsAreTheDumps() {
        QTemporaryDir dir;
        const QString npy = dir.filePath("cells.npy");
        CellCase c = lengthOf(500, 15, 60);
        pe::Matrix data, runs;
        QVERIFY(runNotebook("similarity", c, "runs", data, runs));
        Run run = runCli({"dump", "similarity", "--length", "500", "--dim", "15", "--cells",
                          "60x60", "--format", "npy", "--output", npy});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        pe::Matrix dumped = pe::readMatrixFile(npy.toStdString()).values;
        QCOMPARE(dumped.rows(), data.size());
        for (Eigen::Index row = 0; row < dumped.rows(); ++row) {
            const Eigen::Index a = row / data.cols(), b = row % data.cols();
            QCOMPARE(dumped(row, 0), runs(a, 0));
            QCOMPARE(dumped(row, 1), runs(a, 1));
            QCOMPARE(dumped(row, 2), runs(b, 0));
            QCOMPARE(dumped(row, 3), runs(b, 1));
            QVERIFY(std::abs(dumped(row, 4) - data(a, b)) < 1e-9);
        }
        // The map's notebook as the command line writes it, on the log axis it was asked for.
        const QString notebook = dir.filePath("map.ipynb");
        run = runCli({"export", "pair-distance-map", "--length", "500", "--dim", "15", "--from",
                      "37", "--to", "450", "--log-offsets", "56", "--notebook", notebook});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QFile file(notebook);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString code = notebookCode(file.readAll());
        QVERIFY2(code.contains("columns = 56\n") && code.contains("(log scale)"), qPrintable(code));
        QVERIFY(runPython(code, dir.path(), data, "np.column_stack([first, last])", &runs));
        run = runCli({"dump", "pair-distance-map", "--length", "500", "--dim", "15", "--from", "37",
                      "--cells", "56", "--log-offsets", "56", "--format", "npy", "--output", npy});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        dumped = pe::readMatrixFile(npy.toStdString()).values;
        QCOMPARE(dumped.rows(), data.size());
        for (Eigen::Index row = 0; row < dumped.rows(); ++row) {
            const Eigen::Index i = row / data.cols(), r = row % data.cols();
            QCOMPARE(dumped(row, 0), double(i));
            QCOMPARE(dumped(row, 1), runs(r, 0));
            QCOMPARE(dumped(row, 2), runs(r, 1));
            QVERIFY(std::abs(dumped(row, 3) - data(i, r)) < 1e-9);
        }
    }

    // A notebook draws the cells its figure of that size draws: never more cells than the
    // figure has pixels (4096 columns drawn into a few hundred pixels alias as matplotlib
    // draws them, the fast pairs' beats a true mean hides).
    void aNotebookHasNoMoreCellsThanItsFigure() {
        QTemporaryDir dir;
        const QRegularExpression cells(QStringLiteral("\\ncells = (\\d+)"));
        for (const QStringList& view :
             {QStringList{"pair-distance-map", "--length", "100000", "--dim", "64"},
              QStringList{"similarity", "--length", "20000", "--dim", "16"}}) {
            const QString notebook = dir.filePath(view.first() + ".ipynb");
            const Run run =
                runCli(QStringList{"export"} + view +
                       QStringList{"--width", "800", "--height", "500", "--notebook", notebook});
            QVERIFY2(run.exitCode == 0, run.err.constData());
            QFile file(notebook);
            QVERIFY(file.open(QIODevice::ReadOnly));
            const auto match = cells.match(notebookCode(file.readAll()));
            QVERIFY2(match.hasMatch(), qPrintable(view.first()));
            const int n = match.captured(1).toInt();
            QVERIFY2(n >= 100 && n <= 800,
                     qPrintable(
                         QString("%1: %2 cells in a figure 800 px wide").arg(view.first()).arg(n)));
        }
    }
};

QTEST_MAIN(TestNotebookCells)
#include "test_notebook_cells.moc"

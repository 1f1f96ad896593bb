// SPDX-License-Identifier: GPL-3.0-or-later
// `dump similarity --cells RxC` and `dump pair-distance-map --cells N` write the cells a view
// of that many draws; numpy, from the paper's formula (or the table file), averages every
// pair the cell covers and must find the same values, with the runs covering every position
// and offset once. Bad --cells values exit 2 and write nothing.

#include "cli/cli_run.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QtTest>

namespace {

// Debian's interpreter, where scripts/install-deps.sh installs python3-numpy.
const QString kPython = QStringLiteral("/usr/bin/python3");

// Independent of the program: the encoding from its formula, every pair's metric, the mean
// over each cell's block of pairs. argv: mode (similarity|map) cells.csv L D base metric-or-p
// [table.npy].
const char* kCheck = R"PY(
import sys
import numpy as np

mode, path, L, D, base, arg = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), float(sys.argv[5]), sys.argv[6]
table = sys.argv[7] if len(sys.argv) > 7 else None

def encoding(n):
    pos = np.arange(n, dtype=float)[:, None]
    c = np.arange(D)
    angle = pos / base ** (2 * (c // 2) / D)
    return np.where(c % 2 == 0, np.sin(angle), np.cos(angle))

def covers_once(runs, last):
    runs = sorted(set(runs))
    assert runs[0][0] == 0, runs[0]
    for (a0, a1), (b0, b1) in zip(runs, runs[1:]):
        assert a1 + 1 == b0, ((a0, a1), (b0, b1))
    assert runs[-1][1] == last, runs[-1]

cells = np.loadtxt(path, delimiter=",", ndmin=2)
if mode == "similarity":
    X = np.load(table) if table else encoding(L)
    if arg == "cosine":
        norm = np.linalg.norm(X, axis=1)
        U = X / np.where(norm > 0, norm, 1)[:, None]
        S = U @ U.T
    elif arg == "dot":
        S = X @ X.T
    else:
        S = ((X[:, None, :] - X[None, :, :]) ** 2).sum(-1)
    covers_once([(int(r[0]), int(r[1])) for r in cells], L - 1)
    covers_once([(int(r[2]), int(r[3])) for r in cells], L - 1)
    for p0, p1, q0, q1, value in cells:
        want = S[int(p0):int(p1) + 1, int(q0):int(q1) + 1].mean()
        if arg == "euclidean":
            want = np.sqrt(want)
        assert abs(value - want) <= 1e-9 * (1 + abs(want)), (p0, p1, q0, q1, value, want)
else:
    p = int(arg)
    X = encoding(p + L + 1)
    for i in range(int(cells[:, 0].max()) + 1):
        covers_once([(int(r[1]), int(r[2])) for r in cells if r[0] == i], L - 1)
    for pair, k0, k1, value in cells:
        cols = slice(2 * int(pair), min(D, 2 * int(pair) + 2))
        ks = np.arange(int(k0), int(k1) + 1)
        want = ((X[p + ks, cols] - X[p, cols]) ** 2).sum(-1).mean()
        assert abs(value - want) <= 1e-9 * (1 + abs(want)), (pair, k0, k1, value, want)
print("ok", len(cells))
)PY";

} // namespace

class TestCliCells : public QObject {
    Q_OBJECT
  private:
    QTemporaryDir dir_;

    // Runs the dump to a file, then the check on it; both must succeed.
    void dumpAndCheck(const QStringList& dump, const QStringList& check, int wantRows) {
        const QString csv = dir_.filePath(QStringLiteral("cells.csv"));
        QFile::remove(csv);
        const Run run = runCli(QStringList{"dump"} + dump + QStringList{"--output", csv});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const pe::Matrix written = parseCsv([&] {
            QFile f(csv);
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        }());
        if (wantRows >= 0)
            QCOMPARE(written.rows(), Eigen::Index(wantRows));
        else // at most as many as asked for
            QVERIFY(written.rows() > 0 && written.rows() <= Eigen::Index(-wantRows));
        QProcess python;
        python.start(kPython, QStringList{script(), check.front(), csv} + check.mid(1));
        QVERIFY(python.waitForFinished(-1));
        const QByteArray out = python.readAllStandardOutput() + python.readAllStandardError();
        QVERIFY2(python.exitCode() == 0 && out.startsWith("ok"), out.constData());
    }
    QString script() {
        const QString path = dir_.filePath(QStringLiteral("check.py"));
        if (!QFileInfo::exists(path)) {
            QFile f(path);
            if (f.open(QIODevice::WriteOnly))
                f.write(kCheck);
        }
        return path;
    }

  private slots:
    void initTestCase() {
        QVERIFY2(QFileInfo::exists(kPython), "scripts/install-deps.sh installs python3-numpy");
    }

    void similarityCellsAreTheMeansNumpyFinds_data() {
        QTest::addColumn<QStringList>("dump");
        QTest::addColumn<QStringList>("check");
        QTest::addColumn<int>("rows");
        // L = 203 in 20 x 20: runs of 11, the last cut to 5.
        QTest::newRow("cosine, even D")
            << QStringList{"similarity", "--length", "203", "--dim", "16", "--cells", "20x20"}
            << QStringList{"similarity", "203", "16", "10000", "cosine"} << 19 * 19;
        QTest::newRow("dot, odd D, base 10")
            << QStringList{"similarity", "--length", "100", "--dim",   "7",   "--base",
                           "10",         "--metric", "dot", "--cells", "9x12"}
            << QStringList{"similarity", "100", "7", "10", "dot"} << 9 * 9;
        QTest::newRow("cosine, odd D")
            << QStringList{"similarity", "--length", "90",      "--dim", "5",
                           "--base",     "10",       "--cells", "8x8"}
            << QStringList{"similarity", "90", "5", "10", "cosine"} << 8 * 8;
        QTest::newRow("euclidean")
            << QStringList{"similarity", "--length", "50",        "--dim",   "8",  "--base",
                           "10",         "--metric", "euclidean", "--cells", "7x7"}
            << QStringList{"similarity", "50", "8", "10", "euclidean"} << 7 * 7;
    }
    void similarityCellsAreTheMeansNumpyFinds() {
        QFETCH(QStringList, dump);
        QFETCH(QStringList, check);
        QFETCH(int, rows);
        dumpAndCheck(dump, check, rows);
    }

    void aTablesCellsAreTheMeansNumpyFinds() {
        // The table numpy wrote, with a zero row (its cosine is 0).
        const QString npy = dir_.filePath(QStringLiteral("table.npy"));
        QProcess python;
        python.start(kPython, {"-c", "import numpy as np; x = np.random.default_rng(3).normal("
                                     "size=(61, 6)); x[7] = 0; np.save('" +
                                         npy + "', x)"});
        QVERIFY(python.waitForFinished(-1) && python.exitCode() == 0);
        for (const char* metric : {"cosine", "dot", "euclidean"})
            dumpAndCheck({"similarity", "--matrix", npy, "--metric", metric, "--cells", "10x10"},
                         {"similarity", "61", "6", "10000", metric, npy}, 9 * 9);
    }

    void mapColumnsAreTheMeansNumpyFinds_data() {
        QTest::addColumn<QStringList>("dump");
        QTest::addColumn<QStringList>("check");
        QTest::addColumn<int>("rows");
        QTest::newRow("linear, odd D, p = 40")
            << QStringList{"pair-distance-map",
                           "--length",
                           "300",
                           "--dim",
                           "7",
                           "--base",
                           "10",
                           "--from",
                           "40",
                           "--cells",
                           "25"}
            << QStringList{"map", "300", "7", "10", "40"} << 4 * 25;
        QTest::newRow("log-spaced, even D")
            << QStringList{"pair-distance-map", "--length", "5000",          "--dim", "8",
                           "--cells",           "40",       "--log-offsets", "30"}
            << QStringList{"map", "5000", "8", "10000", "0"} << -4 * 30;
    }
    void mapColumnsAreTheMeansNumpyFinds() {
        QFETCH(QStringList, dump);
        QFETCH(QStringList, check);
        QFETCH(int, rows);
        dumpAndCheck(dump, check, rows);
    }

    // export pair-distance-map --log-offsets N: the map's figure on its true log axis; another
    // view's figure refuses the option.
    void theMapsFigureOnItsLogAxis() {
        const QString svg = dir_.filePath(QStringLiteral("map.svg"));
        const Run run = runCli({"export", "pair-distance-map", "--length", "5000", "--dim", "8",
                                "--log-offsets", "200", "--output", svg});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QFile file(svg);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().contains("(log scale)"));
        const QString refused = dir_.filePath(QStringLiteral("sim.svg"));
        const Run other = runCli(
            {"export", "similarity", "--length", "50", "--log-offsets", "20", "--output", refused});
        QCOMPARE(other.exitCode, 2);
        QVERIFY(other.err.contains("--log-offsets"));
        QVERIFY(!QFileInfo::exists(refused));
    }

    void badCellsExitTwoAndWriteNothing_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("named");
        QTest::newRow("no cells") << QStringList{"similarity", "--cells", "0x5"} << "0x5";
        QTest::newRow("one number for the matrix")
            << QStringList{"similarity", "--cells", "5"} << "ROWSxCOLUMNS";
        QTest::newRow("two for the map")
            << QStringList{"pair-distance-map", "--cells", "5x5"} << "5x5";
        QTest::newRow("not a number") << QStringList{"similarity", "--cells", "axb"} << "axb";
        QTest::newRow("another subject") << QStringList{"pe", "--cells", "5x5"} << "only dump";
    }
    void badCellsExitTwoAndWriteNothing() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, named);
        const QString out = dir_.filePath(QStringLiteral("refused.csv"));
        const Run run = runCli(QStringList{"dump"} + arguments + QStringList{"--output", out});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(named.toUtf8()), run.err.constData());
        QVERIFY(!QFileInfo::exists(out));
    }
};

QTEST_MAIN(TestCliCells)
#include "test_cli_cells.moc"

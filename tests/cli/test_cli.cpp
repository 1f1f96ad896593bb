// SPDX-License-Identifier: GPL-3.0-or-later
// The command line as users run it: the real binary in a QProcess, its output read back
// and compared with the engine, its exit codes and messages for every kind of bad input.

#include "app/command_line.h"
#include "core/matrix_io.h"
#include "core/parameter_validation.h"
#include "core/similarity.h"
#include "core/sinusoidal_encoding.h"
#include "tests/cli/cli_run.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <sstream>

namespace {

QByteArray readFile(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

pe::EncodingParams params(std::int64_t L, std::int64_t D, double base, pe::Layout layout) {
    pe::EncodingParams p;
    p.length = L;
    p.dim = D;
    p.base = base;
    p.layout = layout;
    return p;
}

// Whether a number as the CSV prints it is the shortest that reads back to its double: with
// one significant digit fewer (printf's rounding, not the writer's code) it reads back as
// another double.
bool isShortest(const QByteArray& text) {
    const double value = std::strtod(text.constData(), nullptr);
    // The significant digits: from the first non-zero digit to the last ("10" has one).
    QByteArray digits;
    for (char c : text) {
        if (c == 'e' || c == 'E')
            break;
        if (c >= '0' && c <= '9' && !(digits.isEmpty() && c == '0'))
            digits.append(c);
    }
    while (digits.endsWith('0'))
        digits.chop(1);
    if (digits.size() <= 1)
        return true;
    char fewer[400];
    std::snprintf(fewer, sizeof fewer, "%.*g", int(digits.size()) - 1, value);
    return std::strtod(fewer, nullptr) != value;
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT
  private slots:
    void defaultsAreTheCourseExperiment() {
        const Run run = runCli({"dump", "pe"});
        QCOMPARE(run.exitCode, 0);
        const pe::Matrix m = parseCsv(run.out);
        QCOMPARE(m, pe::sinusoidalEncoding(pe::EncodingParams{}));
        QCOMPARE(m.rows(), 64);
        QCOMPARE(m.cols(), 16);
        const pe::Matrix s = parseCsv(runCli({"dump", "similarity"}).out);
        QVERIFY(std::abs(s(0, 3) - 0.6928876326631178) < 1e-12);
        QVERIFY(std::abs(s(10, 13) - 0.6928876326631178) < 1e-12);
    }

    void peRoundTripsInBothFormats_data() {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<int>("L");
        QTest::addColumn<int>("D");
        QTest::addColumn<double>("base");
        QTest::addColumn<int>("layout");
        QTest::newRow("odd D") << QStringList{"--length", "5", "--dim", "3"} << 5 << 3 << 1e4 << 0;
        QTest::newRow("concatenated")
            << QStringList{"--length", "33", "--dim", "9", "--layout", "concatenated"} << 33 << 9
            << 1e4 << 1;
        QTest::newRow("base 2") << QStringList{"--length=100", "--dim=64", "--base=2"} << 100 << 64
                                << 2.0 << 0;
        QTest::newRow("base 1e6, D=4096")
            << QStringList{"--length", "40", "--dim", "4096", "--base", "1e6"} << 40 << 4096 << 1e6
            << 0;
    }

    void peRoundTripsInBothFormats() {
        QFETCH(QStringList, options);
        QFETCH(int, L);
        QFETCH(int, D);
        QFETCH(double, base);
        QFETCH(int, layout);
        const pe::Matrix expected = pe::sinusoidalEncoding(
            params(L, D, base, layout ? pe::Layout::Concatenated : pe::Layout::Interleaved));
        const Run csv = runCli(QStringList{"dump", "pe"} + options);
        QCOMPARE(csv.exitCode, 0);
        QCOMPARE(parseCsv(csv.out), expected);
        const Run npy = runCli(QStringList{"dump", "pe", "--format", "npy"} + options);
        QCOMPARE(npy.exitCode, 0);
        QCOMPARE(parseNpy(npy.out), expected);
    }

    void longDumpAgreesWithThePaperFormula() {
        // L = 10^4: every value against the formula evaluated independently here.
        const Run run = runCli({"dump", "pe", "--length", "10000", "--dim", "96", "--base",
                                "500000", "--format", "npy"});
        QCOMPARE(run.exitCode, 0);
        const pe::Matrix m = parseNpy(run.out);
        QCOMPARE(m.rows(), 10000);
        double worst = 0.0;
        for (int pos = 0; pos < m.rows(); ++pos)
            for (int d = 0; d < 96; ++d) {
                const double angle = pos / std::pow(500000.0, 2.0 * (d / 2) / 96.0);
                worst = std::max(worst,
                                 std::abs(m(pos, d) - (d % 2 ? std::cos(angle) : std::sin(angle))));
            }
        QVERIFY2(worst < 1e-9, qPrintable(QString::number(worst)));
    }

    void similarityForEveryMetric() {
        const auto p = params(70, 11, 10000.0, pe::Layout::Interleaved);
        for (pe::Metric metric : {pe::Metric::Cosine, pe::Metric::Dot, pe::Metric::Euclidean}) {
            const QString name = QString::fromStdString(pe::toString(metric));
            const Run run = runCli({"dump", "similarity", "--length", "70", "--dim", "11",
                                    "--metric", name, "--format", "npy"});
            QCOMPARE(run.exitCode, 0);
            QCOMPARE(parseNpy(run.out), pe::similarity(p, metric));
        }
    }

    void frequenciesAndOffsets() {
        const Run freq = runCli({"dump", "frequencies", "--dim", "6", "--base", "100"});
        QCOMPARE(freq.exitCode, 0);
        const pe::Matrix f = parseCsv(freq.out);
        QCOMPARE(f.rows(), 6);
        QCOMPARE(f.cols(), 4);
        QCOMPARE(f(3, 1), 1.0);                              // dim 3 is pair 1
        QCOMPARE(f(3, 2), 1.0 / std::pow(100.0, 2.0 / 6.0)); // omega_1
        const Run offsets = runCli({"dump", "offsets", "--from", "10"});
        QCOMPARE(offsets.exitCode, 0);
        const pe::Matrix o = parseCsv(offsets.out);
        QCOMPARE(o.rows(), 54);
        QCOMPARE(o(3, 0), 3.0);
        QVERIFY(std::abs(o(3, 1) - 0.6928876326631178) < 1e-12);
    }

    void pairDistanceIsOneRowPerPairSummingToTheDistance_data() {
        QTest::addColumn<int>("D");
        QTest::addColumn<QString>("layout");
        QTest::newRow("D=16 interleaved") << 16 << "interleaved";
        QTest::newRow("D=7 interleaved") << 7 << "interleaved";
        QTest::newRow("D=7 concatenated") << 7 << "concatenated";
    }

    void pairDistanceIsOneRowPerPairSummingToTheDistance() {
        QFETCH(int, D);
        QFETCH(QString, layout);
        // Q beyond the default L = 64: pair distances do not depend on --length.
        const Run run = runCli({"dump", "pair-distance", "--from", "3", "--to", "140", "--dim",
                                QString::number(D), "--base", "500", "--layout", layout});
        QCOMPARE(run.exitCode, 0);
        const pe::Matrix m = parseCsv(run.out);
        QCOMPARE(m.rows(), (D + 1) / 2);
        QCOMPARE(m.cols(), 2);
        const pe::Matrix pe = pe::sinusoidalEncoding(
            params(141, D, 500.0, *pe::layoutFromString(layout.toStdString())));
        const double distance2 = (pe.row(3) - pe.row(140)).squaredNorm();
        QVERIFY(std::abs(m.col(1).sum() - distance2) < 1e-12);
        for (Eigen::Index i = 0; i < m.rows(); ++i) {
            QCOMPARE(m(i, 0), double(i));
            const double omega = std::pow(500.0, -2.0 * double(i) / D);
            const double expected =
                2 * i + 1 < D ? 2.0 - 2.0 * std::cos(omega * 137.0)
                              : std::pow(std::sin(omega * 3.0) - std::sin(omega * 140.0), 2);
            QVERIFY2(std::abs(m(i, 1) - expected) < 1e-12, qPrintable(QString::number(i)));
        }
    }

    // One row per pair and offset, against the encoding itself: the share is the squared
    // difference of the pair's columns between P and P + k (in either layout).
    void pairDistanceMapIsEachPairAtEachOffset_data() {
        QTest::addColumn<int>("D");
        QTest::addColumn<QString>("layout");
        QTest::newRow("D=16 interleaved") << 16 << "interleaved";
        QTest::newRow("D=7 concatenated") << 7 << "concatenated";
    }
    void pairDistanceMapIsEachPairAtEachOffset() {
        QFETCH(int, D);
        QFETCH(QString, layout);
        const pe::Layout layoutOf = *pe::layoutFromString(layout.toStdString());
        const Run run = runCli({"dump", "pair-distance-map", "--length", "30", "--from", "4",
                                "--dim", QString::number(D), "--base", "500", "--layout", layout});
        QCOMPARE(run.exitCode, 0);
        const pe::Matrix m = parseCsv(run.out);
        const int pairs = (D + 1) / 2;
        QCOMPARE(m.rows(), pairs * 30);
        QCOMPARE(m.cols(), 4);
        const pe::Matrix pe = pe::sinusoidalEncoding(params(34, D, 500.0, layoutOf));
        for (Eigen::Index row = 0; row < m.rows(); ++row) {
            const auto i = std::int64_t(m(row, 0)), k = std::int64_t(m(row, 1));
            QCOMPARE(i, std::int64_t(row / 30));
            QCOMPARE(k, std::int64_t(row % 30));
            double share = 0.0;
            for (bool isSin : {true, false}) {
                const std::int64_t column = pe::columnOf(i, isSin, D, layoutOf);
                if (column >= 0)
                    share += std::pow(pe(4 + k, column) - pe(4, column), 2);
            }
            QVERIFY2(std::abs(m(row, 2) - share) < 1e-12, qPrintable(QString::number(row)));
            const double omega = std::pow(500.0, -2.0 * double(i) / D);
            QVERIFY(std::abs(m(row, 3) - omega * double(k) / M_PI) < 1e-12 * (1.0 + m(row, 3)));
        }
    }

    // --log-offsets N: offset 0, then N distinct whole offsets from 1 to the last, spaced
    // evenly on a log scale; every value at them exact. Checked against the formula: for even D
    // a pair's share is 2 - 2 cos(w_i k) and the cosine between p and p + k is the mean of
    // cos(w_i k) over the pairs, whatever p.
    void logOffsetsAreExactAtLogSpacedWholeOffsets() {
        const int L = 20000, D = 16, N = 12;
        const Run map =
            runCli({"dump", "pair-distance-map", "--length", QString::number(L), "--dim",
                    QString::number(D), "--from", "3", "--log-offsets", QString::number(N)});
        QCOMPARE(map.exitCode, 0);
        const pe::Matrix m = parseCsv(map.out);
        QCOMPARE(m.rows(), (D / 2) * (N + 1));
        const Run offsets =
            runCli({"dump", "offsets", "--length", QString::number(L), "--dim", QString::number(D),
                    "--from", "7", "--log-offsets", QString::number(N)});
        QCOMPARE(offsets.exitCode, 0);
        const pe::Matrix o = parseCsv(offsets.out);
        QCOMPARE(o.rows(), N + 1);
        const double top = std::log(double(L - 1 - 7)); // the offsets from p = 7 end at L-1-p
        for (int j = 0; j <= N; ++j) {
            const double k = o(j, 0);
            QCOMPARE(k, std::round(k));
            if (j == 0) {
                QCOMPARE(k, 0.0);
                QCOMPARE(o(j, 1), 1.0); // cosine of a row with itself
                continue;
            }
            QVERIFY(k > o(j - 1, 0)); // distinct, increasing
            // Log-spaced: within rounding of exp(top * (j - 1) / (N - 1)).
            QVERIFY2(std::abs(k - std::exp(top * (j - 1) / (N - 1))) <= 0.5,
                     qPrintable(QString("offset %1 is %2").arg(j).arg(k)));
            double mean = 0.0;
            for (int i = 0; i < D / 2; ++i)
                mean += std::cos(std::pow(10000.0, -2.0 * i / D) * k) / (D / 2);
            QVERIFY(std::abs(o(j, 1) - mean) < 1e-12);
        }
        QCOMPARE(o(N, 0), double(L - 1 - 7)); // the last offset there is
        for (Eigen::Index row = 0; row < m.rows(); ++row) {
            const int i = int(m(row, 0)), j = int(row % (N + 1));
            QCOMPARE(i, int(row / (N + 1)));
            const double k = m(row, 1);
            QCOMPARE(k, j == 0 ? 0.0
                               : std::round(std::exp(std::log(double(L - 1)) * (j - 1) / (N - 1))));
            const double omega = std::pow(10000.0, -2.0 * i / D);
            QVERIFY(std::abs(m(row, 2) - (2.0 - 2.0 * std::cos(omega * k))) < 1e-12);
            QVERIFY(std::abs(m(row, 3) - omega * k / M_PI) < 1e-12 * (1.0 + m(row, 3)));
        }
        // Whole numbers in all their digits, as int() and sort -n read them: 1000000, not the
        // shorter 1e+06 (both read back as the same double).
        const Run far =
            runCli({"dump", "offsets", "--length", "1000001", "--dim", "4", "--log-offsets", "3"});
        QCOMPARE(far.exitCode, 0);
        const QList<QByteArray> lines = csvRows(far.out.trimmed());
        QCOMPARE(lines.size(), 4);
        QVERIFY2(lines.last().startsWith("1000000,"), lines.last().constData());
        // --max-offset K: offsets 0 .. K, every one.
        const Run upTo = runCli({"dump", "offsets", "--length", "50", "--dim", "16", "--from", "2",
                                 "--max-offset", "9"});
        QCOMPARE(upTo.exitCode, 0);
        const pe::Matrix u = parseCsv(upTo.out);
        QCOMPARE(u.rows(), 10);
        for (int k = 0; k < 10; ++k)
            QCOMPARE(u(k, 0), double(k));
    }

    void bandRestrictsSimilarityAndOffsets() {
        // Dimensions 3..12 of the concatenated D = 16: cuts pairs (sin 3..7 without their cos).
        const pe::Matrix m =
            pe::sinusoidalEncoding(params(40, 16, 10000.0, pe::Layout::Concatenated));
        const pe::Matrix cols = m.middleCols(3, 10);
        const Run sim = runCli({"dump", "similarity", "--length", "40", "--layout", "concatenated",
                                "--metric", "euclidean", "--band", "3:12"});
        QCOMPARE(sim.exitCode, 0);
        const pe::Matrix s = parseCsv(sim.out);
        QCOMPARE(s.rows(), 40);
        for (Eigen::Index a = 0; a < 40; ++a)
            for (Eigen::Index b = 0; b < 40; ++b)
                QVERIFY(std::abs(s(a, b) - (cols.row(a) - cols.row(b)).norm()) < 1e-12);
        const Run offsets = runCli({"dump", "offsets", "--length", "40", "--layout", "concatenated",
                                    "--metric", "dot", "--from", "5", "--band", "3:12"});
        QCOMPARE(offsets.exitCode, 0);
        const pe::Matrix o = parseCsv(offsets.out);
        QCOMPARE(o.rows(), 35);
        for (Eigen::Index k = 0; k < 35; ++k)
            QVERIFY(std::abs(o(k, 1) - cols.row(5).dot(cols.row(5 + k))) < 1e-12);
    }

    // Compare with: `dump offsets --compare PARAM=VALUE` writes k, the command's similarity and
    // the pinned one, each column exactly what a separate dump of that setting writes.
    void compareIsTwoSeparateDumpsSideBySide_data() {
        QTest::addColumn<QStringList>("own");
        QTest::addColumn<QString>("compare");
        QTest::addColumn<QStringList>("pinned"); // the separate dump of the pinned setting
        const QStringList common = {"--length", "50", "--from", "3"};
        QTest::newRow("base") << common << "base=500000" << (common + QStringList{"--base", "5e5"});
        QTest::newRow("dim") << (common + QStringList{"--dim", "16"}) << "dim=7"
                             << (common + QStringList{"--dim", "7"});
        QTest::newRow("layout") << (common + QStringList{"--band", "2:9"}) << "layout=concatenated"
                                << (common +
                                    QStringList{"--band", "2:9", "--layout", "concatenated"});
        QTest::newRow("band") << (common + QStringList{"--metric", "dot"}) << "band=0:5"
                              << (common + QStringList{"--metric", "dot", "--band", "0:5"});
        QTest::newRow("log offsets")
            << QStringList{"--length", "1000", "--log-offsets", "12"} << "base=100"
            << QStringList{"--length", "1000", "--log-offsets", "12", "--base", "100"};
    }
    void compareIsTwoSeparateDumpsSideBySide() {
        QFETCH(QStringList, own);
        QFETCH(QString, compare);
        QFETCH(QStringList, pinned);
        const Run both =
            runCli(QStringList{"dump", "offsets"} + own + QStringList{"--compare", compare});
        QVERIFY2(both.exitCode == 0, both.err.constData());
        const Run first = runCli(QStringList{"dump", "offsets"} + own);
        const Run second = runCli(QStringList{"dump", "offsets"} + pinned);
        QCOMPARE(first.exitCode, 0);
        QCOMPARE(second.exitCode, 0);
        const QList<QByteArray> rows = csvRows(both.out);
        const QList<QByteArray> ownRows = csvRows(first.out);
        const QList<QByteArray> pinnedRows = csvRows(second.out);
        QCOMPARE(rows.size(), ownRows.size());
        QCOMPARE(rows.size(), pinnedRows.size());
        QVERIFY(rows.size() > 10);
        for (qsizetype r = 0; r < rows.size(); ++r) {
            if (rows[r].isEmpty()) {
                QVERIFY(ownRows[r].isEmpty() && pinnedRows[r].isEmpty());
                continue;
            }
            const QList<QByteArray> cells = rows[r].split(',');
            QCOMPARE(cells.size(), 3);
            QCOMPARE(cells[0] + ',' + cells[1], ownRows[r]);
            QCOMPARE(cells[0] + ',' + cells[2], pinnedRows[r]);
        }
        // And not the same column twice: the pinned setting changes the numbers.
        QVERIFY(first.out != second.out);
    }

    // A refused --compare exits 2 with one line naming --compare and the value (or saying the
    // command does not read it); no file.
    void compareRefusedExitsTwoWritingNothing_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("value");
        QTest::newRow("unknown") << QStringList{"dump", "offsets", "--compare", "bogus=1"}
                                 << "bogus=1";
        QTest::newRow("base 1") << QStringList{"dump", "offsets", "--compare", "base=1"}
                                << "base=1";
        QTest::newRow("base text")
            << QStringList{"dump", "offsets", "--compare", "base=ten"} << "base=ten";
        QTest::newRow("dim 0") << QStringList{"dump", "offsets", "--compare", "dim=0"} << "dim=0";
        QTest::newRow("dim 1.5") << QStringList{"dump", "offsets", "--compare", "dim=1.5"}
                                 << "dim=1.5";
        QTest::newRow("layout") << QStringList{"dump", "offsets", "--compare", "layout=zigzag"}
                                << "layout=zigzag";
        QTest::newRow("band past D")
            << QStringList{"dump", "offsets", "--compare", "band=0:16"} << "band=0:16";
        QTest::newRow("band not A:B")
            << QStringList{"dump", "offsets", "--compare", "band=3"} << "band=3";
        QTest::newRow("band kept past a smaller D")
            << QStringList{"dump", "offsets", "--band", "0:12", "--compare", "dim=8"} << "dim=8";
        QTest::newRow("no value") << QStringList{"dump", "offsets", "--compare", "base"} << "base";
        QTest::newRow("the same") << QStringList{"dump", "offsets", "--compare", "base=10000"}
                                  << "base=10000";
        QTest::newRow("another subject")
            << QStringList{"dump", "similarity", "--compare", "base=500"} << "unread base=500";
        QTest::newRow("a view without it")
            << QStringList{"export", "heatmap", "--compare", "base=500"} << "unread base=500";
        QTest::newRow("an animation") << QStringList{"export",   "springs", "--animate", "to=1..9",
                                                     "--frames", "2",       "--compare", "base=500"}
                                      << "base=500";
    }
    void compareRefusedExitsTwoWritingNothing() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, value);
        QTemporaryDir dir;
        const QString path =
            dir.filePath(arguments.first() == "dump" ? QString("o.csv") : QString("o.png"));
        const Run run = runCli(arguments + QStringList{"--output", path});
        QCOMPARE(run.exitCode, 2);
        const QString err = QString::fromLocal8Bit(run.err);
        QCOMPARE(err.count('\n'), 1);
        // A bad value is named as one; an option the command does not read is said to be so
        // (the rows whose value starts "unread ").
        const QString said = value.startsWith("unread ")
                                 ? "--compare " + value.mid(7) + ": this command does not read it"
                                 : "--compare: '" + value + "'";
        QVERIFY2(err.contains(said), qPrintable(err));
        QVERIFY(QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries).isEmpty());
    }

    void outputFileIsWritten() {
        QTemporaryDir dir;
        const QString path = dir.filePath("pe.npy");
        const Run run = runCli({"dump", "pe", "--format", "npy", "--output", path});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.isEmpty());
        QCOMPARE(parseNpy(readFile(path)), pe::sinusoidalEncoding(pe::EncodingParams{}));
    }

    void invalidInputExitsTwoWithOneLine_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("L=0") << QStringList{"dump", "pe", "--length", "0"} << "--length 0";
        QTest::newRow("L=-3") << QStringList{"dump", "pe", "--length=-3"} << "--length -3";
        QTest::newRow("L=abc") << QStringList{"dump", "pe", "--length", "abc"} << "'abc'";
        QTest::newRow("L=1.5") << QStringList{"dump", "pe", "--length", "1.5"}
                               << "--length: '1.5' is not valid: not a whole number";
        QTest::newRow("L=1e300") << QStringList{"dump", "pe", "--length", "1e300"}
                                 << "--length: '1e300' is not valid: outside";
        QTest::newRow("L=1,5") << QStringList{"dump", "pe", "--length", "1,5"} << "'1,5'";
        QTest::newRow("L huge") << QStringList{"dump", "pe", "--length", "99999999999999999999"}
                                << "99999999999999999999";
        QTest::newRow("D=-1") << QStringList{"dump", "pe", "--dim", "-1"} << "--dim -1";
        QTest::newRow("D=0") << QStringList{"dump", "pe", "--dim", "0"} << "--dim 0";
        QTest::newRow("base=1") << QStringList{"dump", "pe", "--base", "1"} << "--base 1";
        QTest::newRow("base=nan") << QStringList{"dump", "pe", "--base", "nan"} << "--base: 'nan'";
        QTest::newRow("base=inf") << QStringList{"dump", "pe", "--base", "inf"} << "--base: 'inf'";
        QTest::newRow("base=text") << QStringList{"dump", "pe", "--base", "ten"} << "'ten'";
        QTest::newRow("metric") << QStringList{"dump", "similarity", "--metric", "manhattan"}
                                << "'manhattan'";
        QTest::newRow("layout") << QStringList{"dump", "pe", "--layout", "zigzag"} << "'zigzag'";
        QTest::newRow("format") << QStringList{"dump", "pe", "--format", "xlsx"} << "'xlsx'";
        QTest::newRow("subcommand") << QStringList{"plot", "pe"} << "'plot'";
        QTest::newRow("target") << QStringList{"dump", "everything"} << "'everything'";
        QTest::newRow("no target") << QStringList{"dump"} << "pe|similarity";
        QTest::newRow("unknown option") << QStringList{"dump", "pe", "--colour", "red"} << "colour";
        QTest::newRow("over budget")
            << QStringList{"dump", "similarity", "--length", "1000000"} << "1000000 x 1000000";
        QTest::newRow("L=10^12") << QStringList{"dump", "pe", "--length", "1000000000000"}
                                 << "1000000000000 x 16";
        QTest::newRow("from") << QStringList{"dump", "offsets", "--from", "64"} << "from 64";
        QTest::newRow("pair-distance without --to")
            << QStringList{"dump", "pair-distance", "--from", "3"} << "--to";
        QTest::newRow("--to not a number")
            << QStringList{"dump", "pair-distance", "--to", "x5"} << "--to: 'x5'";
        QTest::newRow("--to negative")
            << QStringList{"dump", "pair-distance", "--to", "-1"} << "--to -1";
        QTest::newRow("--from negative for pair-distance")
            << QStringList{"dump", "pair-distance", "--from", "-2", "--to", "1"} << "--from -2";
        QTest::newRow("--to past 2^53")
            << QStringList{"dump", "pair-distance", "--to", "9007199254740993"}
            << "--to 9007199254740993";
        QTest::newRow("--to for another target") << QStringList{"dump", "offsets", "--to", "4"}
                                                 << "--to 4: this command does not read it";
        QTest::newRow("--band reversed")
            << QStringList{"dump", "similarity", "--band", "5:3"} << "--band 5:3";
        QTest::newRow("--band past D")
            << QStringList{"dump", "offsets", "--dim", "16", "--band", "0:16"} << "--band 0:16";
        QTest::newRow("--band negative")
            << QStringList{"dump", "similarity", "--band=-1:3"} << "--band -1:3";
        QTest::newRow("--band not A:B")
            << QStringList{"dump", "similarity", "--band", "3"} << "--band: '3'";
        QTest::newRow("--band text")
            << QStringList{"dump", "similarity", "--band", "a:b"} << "--band: 'a:b'";
        QTest::newRow("a figure to be like, for a dump")
            << QStringList{"dump", "pe", "--like", "f.png"}
            << "--like f.png: this command does not read it; only export reads it";
        QTest::newRow("marks, for a dump") << QStringList{"dump", "similarity", "--marks"}
                                           << "--marks: this command does not read it";
        QTest::newRow("a figure's size, for a dump")
            << QStringList{"dump", "offsets", "--width", "300"}
            << "--width 300: this command does not read it";
        QTest::newRow("a language, for a dump")
            << QStringList{"dump", "pe", "--language", "zh_CN"}
            << "--language zh_CN: this command does not read it";
        QTest::newRow("--band for another target") << QStringList{"dump", "pe", "--band", "0:3"}
                                                   << "--band 0:3: this command does not read it";
        QTest::newRow("gui with bad L") << QStringList{"--length", "0"} << "--length 0";
        QTest::newRow("--log-offsets 0") << QStringList{"dump", "offsets", "--log-offsets", "0"}
                                         << "--log-offsets: '0' is not valid: must be at least 1";
        QTest::newRow("--max-offset -1")
            << QStringList{"dump", "pair-distance-map", "--max-offset=-1"} << "--max-offset: '-1'";
        QTest::newRow("--max-offset past 2^53, for the map")
            << QStringList{"dump", "pair-distance-map", "--max-offset", "9223372036854775807"}
            << "--max-offset 9223372036854775807 is not valid: a position must be a whole "
               "number from 0 to 2^53";
        QTest::newRow("--max-offset past L-1-p")
            << QStringList{"dump", "offsets", "--length", "10", "--from", "4", "--max-offset", "6"}
            << "--max-offset 6 is not valid: the offsets from p go up to 5";
        QTest::newRow("--components past min(L, D) of the encoding")
            << QStringList{"dump", "pca", "--length", "2", "--dim", "4", "--components", "3"}
            << "--components: '3' is not valid: the table has at most 2 components (min(L, D))";
        QTest::newRow("--compare twice")
            << QStringList{"dump", "offsets", "--compare", "base=500", "--compare", "dim=32"}
            << "--compare is given 2 times ('base=500', 'dim=32'): give it once";
        QTest::newRow("--length twice")
            << QStringList{"dump", "pe", "--length", "8", "--length", "9"}
            << "--length is given 2 times ('8', '9')";
        QTest::newRow("--log-offsets for another target")
            << QStringList{"dump", "similarity", "--log-offsets", "5"}
            << "--log-offsets 5: this command does not read it";
    }

    void invalidInputExitsTwoWithOneLine() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, mentions);
        const Run run = runCli(arguments);
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.out.isEmpty());
        const QString err = QString::fromLocal8Bit(run.err);
        QCOMPARE(err.count('\n'), 1);
        QVERIFY2(err.contains(mentions), qPrintable(err));
    }

    void unwritableOutputExitsOneAndLeavesNoFile() {
        QTemporaryDir dir;
        const QString missing = dir.filePath("no/such/folder/pe.csv");
        Run run = runCli({"dump", "pe", "--output", missing});
        QCOMPARE(run.exitCode, 1);
        QVERIFY(QString::fromLocal8Bit(run.err).contains("pe.csv"));
        QVERIFY(!QFile::exists(missing));
        // A folder given as the output file.
        run = runCli({"dump", "pe", "--output", dir.path()});
        QCOMPARE(run.exitCode, 1);
        QVERIFY(QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries).isEmpty());
    }

    void failedRequestKeepsExistingFile() {
        QTemporaryDir dir;
        const QString path = dir.filePath("keep.csv");
        QVERIFY(runCli({"dump", "pe", "--output", path}).exitCode == 0);
        const QByteArray before = readFile(path);
        QCOMPARE(runCli({"dump", "similarity", "--length", "1000000", "--output", path}).exitCode,
                 2);
        QCOMPARE(readFile(path), before);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 1); // no temporary left
    }

    void fullStandardOutputExitsOne() {
        QProcess process;
        process.setStandardOutputFile("/dev/full");
        process.start(PE_EXPLORER_BINARY, {"dump", "pe", "--length", "2000"});
        QVERIFY(process.waitForFinished(60000));
        QCOMPARE(process.exitCode(), 1);
    }

    void helpAndVersion() {
        const Run help = runCli({"--help"});
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains("dump pe|similarity|frequencies"));
        const Run version = runCli({"--version"});
        QCOMPARE(version.exitCode, 0);
        QVERIFY(version.out.startsWith("pe-explorer "));
    }

    // --help lists every option with its own description (here the RoPE ones, which the
    // usage lines do not spell out), in lines a terminal shows whole.
    void helpListsEveryOption() {
        const Run help = runCli({"--help"});
        QCOMPARE(help.exitCode, 0);
        const QString text = QString::fromUtf8(help.out);
        const QString flat = text.simplified(); // descriptions are wrapped across lines
        const RopeOptions rope;
        QCOMPARE(rope.all().size(), 13);
        for (const QCommandLineOption* option : rope.all()) {
            QString entry = "--" + option->names().last();
            if (!option->valueName().isEmpty())
                entry += ' ' + option->valueName();
            QVERIFY2(flat.contains(entry + ' ' + option->description().simplified()),
                     qPrintable(entry));
        }
        // (The usage lines keep each subcommand's targets on one line, however long.)
        for (const QString& line : text.split('\n'))
            QVERIFY2(line.size() <= 79 || line.startsWith("  pe-explorer "), qPrintable(line));
        QVERIFY(flat.contains("-o, --output FILE"));
        QVERIFY(flat.contains("--layout interleaved|concatenated"));
        QVERIFY(flat.contains("Exit status: 0 success, 1"));
    }

    // The window takes Qt's own options (-platform, -style): without a display, only
    // -platform offscreen reaching Qt lets it start at all. Its own options are still
    // checked after Qt has taken its.
    void qtOptionsReachQt() {
        QProcessEnvironment noDisplay = QProcessEnvironment::systemEnvironment();
        for (const char* name : {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"})
            noDisplay.remove(name);
        const Run version =
            runCli({"-platform", "offscreen", "-style", "fusion", "--version"}, noDisplay);
        QCOMPARE(version.exitCode, 0);
        QCOMPARE(version.out, QByteArray("pe-explorer " PE_EXPLORER_VERSION "\n"));
        const Run help = runCli({"-style", "fusion", "-platform", "offscreen", "-h"}, noDisplay);
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.startsWith("Usage:"));
        const Run bad = runCli({"-platform", "offscreen", "--length", "0"}, noDisplay);
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains("length") && !bad.err.contains("platform"), bad.err.constData());
        const Run unknown = runCli({"-platform", "offscreen", "--colour", "red"}, noDisplay);
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY2(unknown.err.contains("colour"), unknown.err.constData());
    }

    // dump and export make no window, so Qt's options are unknown options to them: refused
    // with exit status 2, nothing written.
    void subcommandsRefuseQtOptions() {
        QTemporaryDir dir;
        const QString figure = dir.filePath("h.png");
        const QList<QStringList> commands = {
            {"dump", "pe", "-platform", "offscreen"},
            {"-style", "fusion", "dump", "pe"},
            {"export", "heatmap", "-style", "fusion", "--output", figure},
            {"-platform", "offscreen", "export", "heatmap", "--output", figure}};
        for (const QStringList& command : commands) {
            const Run run = runCli(command);
            QCOMPARE(run.exitCode, 2);
            QVERIFY2(run.out.isEmpty(), run.out.constData());
            QVERIFY2(run.err.startsWith("pe-explorer: Unknown option"), run.err.constData());
        }
        QVERIFY(!QFile::exists(figure));
    }

    void parserWithoutProcess() {
        const auto parsed = parseCommandLine({"pe-explorer", "dump", "similarity", "--length", "12",
                                              "--metric", "dot", "--layout", "concatenated"});
        const auto* request = std::get_if<CliRequest>(&parsed);
        QVERIFY(request);
        QCOMPARE(request->mode, CliRequest::Mode::Dump);
        QCOMPARE(request->what, QString("similarity"));
        QCOMPARE(request->params.length, 12);
        QVERIFY(request->metric == pe::Metric::Dot);
        QVERIFY(request->params.layout == pe::Layout::Concatenated);
        const auto gui = parseCommandLine({"pe-explorer", "--dim", "7"});
        QCOMPARE(std::get<CliRequest>(gui).mode, CliRequest::Mode::Gui);
        QCOMPARE(std::get<CliRequest>(gui).params.dim, 7);
    }

    // Every numeric option reads numbers as a person types them, as the window's fields do.
    void numbersAsTyped_data() {
        QTest::addColumn<QString>("length");
        QTest::newRow("plain") << "1000";
        QTest::newRow("exponent") << "1e3";
        QTest::newRow("commas") << "1,000";
        QTest::newRow("space") << "1 000";
        QTest::newRow("full-width digits") << QString::fromUtf8("１０００");
        QTest::newRow("full-width comma") << QString::fromUtf8("１，０００");
    }
    void numbersAsTyped() {
        QFETCH(QString, length);
        const Run run = runCli({"dump", "pe", "--length", length, "--dim", "4e0"});
        QCOMPARE(run.exitCode, 0);
        const pe::Matrix m = parseCsv(run.out);
        QCOMPARE(m.rows(), Eigen::Index(1000));
        QCOMPARE(m.cols(), Eigen::Index(4));
        // Row 999, column 2: sin(999 / 10000^(2/4)) = sin(9.99).
        QCOMPARE(m(999, 2), std::sin(9.99));
    }

    void everyNumericOptionReadsTypedNumbers() {
        const auto parse = [](const QStringList& arguments) {
            const auto parsed = parseCommandLine(QStringList{"pe-explorer"} + arguments);
            const auto* request = std::get_if<CliRequest>(&parsed);
            return request ? *request : CliRequest{};
        };
        const CliRequest big = parse({"dump", "frequencies", "--length", "1e6", "--dim", "5e2",
                                      "--base", "5e5", "--memory-budget", "1,024"});
        QCOMPARE(big.params.length, std::int64_t(1000000));
        QCOMPARE(big.params.dim, std::int64_t(500));
        QCOMPARE(big.params.base, 500000.0);
        QCOMPARE(big.params.memoryBudgetBytes, std::uint64_t(1024) << 20);
        const CliRequest learned =
            parse({"dump", "pe", "--encoding", "learned", "--max-length", "2e3", "--seed", "1e3"});
        QCOMPARE(learned.maxLength, std::int64_t(2000));
        QCOMPARE(learned.seed, std::uint64_t(1000));
        QCOMPARE(parse({"dump", "alibi-slopes", "--heads", "1.6e1"}).heads, std::int64_t(16));
        const CliRequest offsets = parse({"dump", "offsets", "--from", "1e1", "--length", "64"});
        QCOMPARE(offsets.p, std::int64_t(10));
        const CliRequest band = parse({"dump", "similarity", "--band", "1e0:1e1"});
        QVERIFY(band.band);
        QCOMPARE(band.band->first, std::int64_t(1));
        QCOMPARE(band.band->last, std::int64_t(10));
        const CliRequest figure = parse({"export", "heatmap", "-o", "x.png", "--width", "1,600",
                                         "--height", "1e3", "--dpi", QString::fromUtf8("３００")});
        QCOMPARE(figure.width, 1600);
        QCOMPARE(figure.height, 1000);
        QCOMPARE(figure.dpi, 300);
        const CliRequest sweep = parse({"export", "heatmap", "-o", "x.gif", "--animate",
                                        "length=1e1..1e2", "--frames", "1e1", "--fps", "2e1"});
        QVERIFY(sweep.animate);
        QCOMPARE(sweep.animate->from, 10.0);
        QCOMPARE(sweep.animate->to, 100.0);
        QCOMPARE(sweep.frames, std::int64_t(10));
        QCOMPARE(sweep.fps, 20);
        const CliRequest rope =
            parse({"dump", "rope-frequencies", "--head-dim", "1.28e2", "--scaling", "yarn",
                   "--factor", "4e0", "--original-max-position", "32,768", "--base", "1e6"});
        QCOMPARE(rope.rope.params.headDim, std::int64_t(128));
        QCOMPARE(*rope.rope.params.scaling.factor, 4.0);
        QCOMPARE(*rope.rope.params.scaling.originalMaxPosition, std::int64_t(32768));
        QCOMPARE(rope.rope.params.base, 1e6);
    }

    // A number the option cannot take exactly is refused by name, and nothing is written.
    void typedNumbersRefusedWriteNothing_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("length 1.5") << QStringList{"dump", "pe", "--length", "1.5"}
                                    << "--length: '1.5' is not valid: not a whole number";
        QTest::newRow("length 1e300") << QStringList{"dump", "pe", "--length", "1e300"}
                                      << "--length: '1e300' is not valid: outside";
        QTest::newRow("dim 1,5") << QStringList{"dump", "pe", "--dim", "1,5"}
                                 << "--dim: '1,5' is not valid: not a number";
        QTest::newRow("width 1e300") << QStringList{"export", "heatmap", "--width", "1e300"}
                                     << "--width: '1e300' is not valid: outside 1 .. 20000";
        QTest::newRow("frames 2.5")
            << QStringList{"export", "heatmap", "--animate", "length=2..9", "--frames", "2.5"}
            << "--frames: '2.5' is not valid: not a whole number";
        QTest::newRow("seed -1") << QStringList{"dump",    "pe",     "--encoding",
                                                "learned", "--seed", "-1"}
                                 << "--seed: '-1' is not valid: outside 0 .. ";
        QTest::newRow("factor 1e999")
            << QStringList{"dump", "rope-frequencies", "--scaling", "linear", "--factor", "1e999"}
            << "--factor: '1e999' is not valid";
    }
    void typedNumbersRefusedWriteNothing() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, mentions);
        QTemporaryDir dir;
        const bool gif = arguments.contains("--animate");
        const QString output = dir.filePath(arguments.first() == "dump" ? "never.csv"
                                            : gif                       ? "never.gif"
                                                                        : "never.png");
        const Run run = runCli(arguments + QStringList{"--output", output});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.out.isEmpty());
        QVERIFY(QDir(dir.path()).isEmpty());
        const QString err = QString::fromLocal8Bit(run.err);
        QCOMPARE(err.count('\n'), 1);
        QVERIFY2(err.contains(mentions), qPrintable(err));
    }

    // A session file alone opens the window with it; --session is for export only, and not
    // together with --like.
    void sessionFilesOnTheCommandLine() {
        const auto gui = parseCommandLine({"pe-explorer", "lesson.json"});
        QCOMPARE(std::get<CliRequest>(gui).mode, CliRequest::Mode::Gui);
        QCOMPARE(std::get<CliRequest>(gui).session, QString("lesson.json"));
        const auto exported = parseCommandLine(
            {"pe-explorer", "export", "heatmap", "--session", "l.json", "--output", "h.png"});
        QCOMPARE(std::get<CliRequest>(exported).session, QString("l.json"));
        const auto dump = parseCommandLine({"pe-explorer", "dump", "pe", "--session", "l.json"});
        QVERIFY2(std::get<CliError>(dump).message.contains(
                     "--session l.json: this command does not read it"),
                 qPrintable(std::get<CliError>(dump).message));
        const auto both = parseCommandLine({"pe-explorer", "export", "heatmap", "--session",
                                            "l.json", "--like", "f.png", "--output", "h.png"});
        QVERIFY(std::get<CliError>(both).message.contains("--like and --session"));
        const auto notJson = parseCommandLine({"pe-explorer", "lesson.txt"});
        QVERIFY(std::get_if<CliError>(&notJson));
    }

    // --presentation starts the window in presentation mode, with or without parameters and
    // a session; the subcommands, which draw no window, refuse it.
    void presentationOnTheCommandLine() {
        const auto plain = parseCommandLine({"pe-explorer"});
        QVERIFY(!std::get<CliRequest>(plain).given.presentation);
        const auto gui = parseCommandLine({"pe-explorer", "--presentation", "--length", "128"});
        QCOMPARE(std::get<CliRequest>(gui).mode, CliRequest::Mode::Gui);
        QVERIFY(std::get<CliRequest>(gui).given.presentation);
        QCOMPARE(std::get<CliRequest>(gui).given.length, std::int64_t(128));
        const auto session = parseCommandLine({"pe-explorer", "lesson.json", "--presentation"});
        QVERIFY(std::get<CliRequest>(session).given.presentation);
        QCOMPARE(std::get<CliRequest>(session).session, QString("lesson.json"));
        const auto dump = parseCommandLine({"pe-explorer", "dump", "pe", "--presentation"});
        QVERIFY(std::get<CliError>(dump).message.contains("--presentation"));
        const Run run = runCli({"export", "heatmap", "--presentation", "--output", "h.png"});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains("--presentation"));
        QVERIFY(runCli({"--help"}).out.contains("--presentation"));
    }

    // --scene NAME starts the window in a scene, with --presentation and the parameter
    // options; --help names every scene; a name that is none exits 2 on one line naming it,
    // and a subcommand refuses the option.
    void sceneOnTheCommandLine() {
        const auto gui = parseCommandLine(
            {"pe-explorer", "--presentation", "--scene", "springs", "--dim", "64"});
        QCOMPARE(std::get<CliRequest>(gui).mode, CliRequest::Mode::Gui);
        QCOMPARE(std::get<CliRequest>(gui).given.scene, QString("springs"));
        QCOMPARE(std::get<CliRequest>(gui).given.dim, std::int64_t(64));
        const QString help = QString::fromUtf8(runCli({"--help"}).out);
        for (const char* name : {"springs", "long-context", "model-table", "i-love-you",
                                 "translation-consistency", "paper"})
            QVERIFY2(help.contains(QLatin1String(name)), name);
        const Run unknown = runCli({"--scene", "nope"});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY(unknown.out.isEmpty());
        QCOMPARE(unknown.err.trimmed().count('\n'), 0);
        QVERIFY(unknown.err.contains("\"nope\""));
        QVERIFY(unknown.err.contains("springs"));
        const Run dump = runCli({"dump", "pe", "--scene", "springs"});
        QCOMPARE(dump.exitCode, 2);
        QVERIFY(dump.err.contains("--scene"));
    }

    // ALiBi slopes and the learned (GPT-style) table from the command line.
    void alibiSlopesOneALine() {
        const Run eight = runCli({"dump", "alibi-slopes", "--heads", "8"});
        QCOMPARE(eight.exitCode, 0);
        const QList<QByteArray> lines = csvRows(eight.out.trimmed());
        QCOMPARE(lines.size(), 8);
        // The paper: 8 heads have the slopes 1/2, 1/4, ..., 1/256.
        for (int k = 0; k < 8; ++k)
            QCOMPARE(lines[k].toDouble(), std::ldexp(1.0, -(k + 1)));
        // 12 heads (not a power of two): the 8-head slopes, then every other slope of the
        // 16-head sequence, 2^-0.5, 2^-1.5, 2^-2.5, 2^-3.5. Each line is printed in the
        // shortest form that reads back to the same double.
        const Run twelve = runCli({"dump", "alibi-slopes", "--heads", "12"});
        QCOMPARE(twelve.exitCode, 0);
        const QList<QByteArray> more = csvRows(twelve.out.trimmed());
        QCOMPARE(more.size(), 12);
        for (int k = 0; k < 12; ++k) {
            const double expected = k < 8 ? std::ldexp(1.0, -(k + 1)) : std::exp2(-0.5 - (k - 8));
            QVERIFY(std::abs(more[k].toDouble() - expected) < 1e-15);
            QVERIFY2(isShortest(more[k]), more[k].constData());
        }
    }

    void learnedTableFollowsTheSeed() {
        const QStringList options =
            QStringList{"dump", "pe", "--encoding", "learned"} +
            QStringList{"--max-length", "32", "--length", "10", "--dim", "4"};
        const Run run = runCli(options + QStringList{"--seed", "7"});
        QCOMPARE(run.exitCode, 0);
        pe::EncodingParams p;
        p.length = 10;
        p.dim = 4;
        QCOMPARE(parseCsv(run.out), pe::learnedEncoding(p, 32, 7));
        QCOMPARE(runCli(options + QStringList{"--seed", "7"}).out, run.out);
        QVERIFY(runCli(options + QStringList{"--seed", "8"}).out != run.out);
        // L = max_length is the last length that works; similarity of the learned rows.
        p.length = 32;
        const Run full = runCli({"dump", "similarity", "--encoding", "learned", "--max-length",
                                 "32", "--length", "32", "--dim", "4", "--seed", "7"});
        QCOMPARE(full.exitCode, 0);
        const pe::Matrix sim = parseCsv(full.out);
        const pe::Matrix table = pe::learnedEncoding(p, 32, 7);
        const double expected =
            table.row(2).dot(table.row(5)) / (table.row(2).norm() * table.row(5).norm());
        QVERIFY(std::abs(sim(2, 5) - expected) < 1e-12);
    }

    void learnedOverMaxLengthIsAnIndexError() {
        const Run run = runCli(
            {"dump", "pe", "--encoding", "learned", "--max-length", "64", "--length", "100"});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.out.isEmpty());
        const QString err = QString::fromLocal8Bit(run.err);
        QCOMPARE(err.count('\n'), 1);
        QVERIFY2(err.contains("--length 100") && err.contains("position 99 is out of range") &&
                     err.contains("max_length 64 (positions 0..63)") &&
                     err.contains("IndexError: index out of range in self"),
                 qPrintable(err));
        // The sinusoidal encoding has no such limit.
        QCOMPARE(runCli({"dump", "pe", "--max-length", "64", "--length", "100"}).exitCode, 0);
    }

    void invalidTeachingOptionsExitTwo_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("mentions");
        const QStringList slopes = {"dump", "alibi-slopes"};
        QTest::newRow("heads=0") << slopes + QStringList{"--heads", "0"} << "--heads: '0'";
        QTest::newRow("heads=-2") << slopes + QStringList{"--heads=-2"} << "--heads: '-2'";
        QTest::newRow("heads=1.5") << slopes + QStringList{"--heads", "1.5"} << "--heads: '1.5'";
        QTest::newRow("heads=abc") << slopes + QStringList{"--heads", "abc"} << "--heads: 'abc'";
        const QStringList learned = {"dump", "pe", "--encoding", "learned"};
        QTest::newRow("encoding") << QStringList{"dump", "pe", "--encoding", "rope"}
                                  << "--encoding: 'rope'";
        QTest::newRow("max-length=0")
            << learned + QStringList{"--max-length", "0"} << "--max-length: '0'";
        QTest::newRow("seed=-1") << learned + QStringList{"--seed=-1"} << "--seed: '-1'";
        QTest::newRow("seed=1.5") << learned + QStringList{"--seed", "1.5"} << "--seed: '1.5'";
        QTest::newRow("learned offsets")
            << QStringList{"dump", "offsets", "--encoding", "learned"} << "--encoding: 'learned'";
        QTest::newRow("learned export")
            << QStringList{"export", "heatmap", "--encoding", "learned"} +
                   QStringList{"--output", "never-written.png"}
            << "--encoding: 'learned'";
    }

    void invalidTeachingOptionsExitTwo() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, mentions);
        const Run run = runCli(arguments);
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.out.isEmpty());
        const QString err = QString::fromLocal8Bit(run.err);
        QCOMPARE(err.count('\n'), 1);
        QVERIFY2(err.contains(mentions), qPrintable(err));
    }

    // RoPE context extension. Expected values: tests/data/rope_expected.py (Python double,
    // math module only); the llama3 factor-4 values come from its llama3() with factor 4.
    void ropeFrequenciesAreOneCsvRowPerPair() {
        const Run run =
            runCli({"dump", "rope-frequencies", "--head-dim", "128", "--base", "500000"});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.err.isEmpty());
        QVERIFY(run.out.startsWith("# pair,inv_freq,wavelength\n"));
        const QList<QByteArray> lines = csvRows(run.out.trimmed());
        QCOMPARE(lines.size(), 64);
        for (int i = 0; i < lines.size(); ++i) {
            const QList<QByteArray> fields = lines[i].split(',');
            QCOMPARE(fields.size(), 3);
            QCOMPARE(fields[0], QByteArray::number(i));
            for (const QByteArray& field : fields) // the shortest that reads back the same
                QVERIFY2(isShortest(field), field.constData());
        }
        const pe::Matrix m = parseCsv(run.out);
        QVERIFY(std::abs(m(1, 1) / 0.8146172338565447 - 1) < 1e-14);
        QVERIFY(std::abs(m(63, 2) / 2559195.5173713593 - 1) < 1e-14);
    }

    void ropeYarnAndItsAttentionFactor() {
        const QStringList yarn = {"--scaling", "yarn",   "--factor", "4", "--original-max-position",
                                  "4096",      "--base", "10000"};
        const pe::Matrix m = parseCsv(runCli(QStringList{"dump", "rope-frequencies"} + yarn).out);
        QCOMPARE(m.rows(), 64);
        QVERIFY(std::abs(m(21, 1) / 0.047292038501684786 - 1) < 1e-14);
        const pe::Matrix real =
            parseCsv(runCli(QStringList{"dump", "rope-frequencies", "--no-truncate"} + yarn).out);
        QVERIFY(std::abs(real(21, 1) / 0.04861255519347015 - 1) < 1e-14);
        const Run factor = runCli(QStringList{"dump", "rope-attention-factor"} + yarn);
        QCOMPARE(factor.exitCode, 0);
        // 0.1 ln 4 + 1, in the shortest digits of its double (%.17g: 1.1386294361119891)
        QCOMPARE(factor.out, QByteArray("# attention_factor\n1.138629436111989\n"));
        const Run none =
            runCli({"dump", "rope-attention-factor", "--scaling", "linear", "--factor", "4"});
        QCOMPARE(none.out, QByteArray("# attention_factor\n1\n"));
    }

    void ropeFloat32IsTheReferencesRounding() {
        // Python: struct-rounded float32 of 1 / float32(10000 ** (2/128)).
        const pe::Matrix m =
            parseCsv(runCli({"dump", "rope-frequencies", "--precision", "float32"}).out);
        QCOMPARE(m(1, 1), 0.8659643530845642);
        QCOMPARE(double(float(m(40, 1))), m(40, 1));
    }

    void ropeConfigWithOptionsWinning() {
        QTemporaryDir dir;
        const QString path = dir.filePath("config.json");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"hidden_size": 4096, "num_attention_heads": 32, "rope_theta": 500000.0,
            "max_position_embeddings": 131072, "rope_scaling": {"rope_type": "llama3",
            "factor": 8.0, "low_freq_factor": 1.0, "high_freq_factor": 4.0,
            "original_max_position_embeddings": 8192}})");
        file.close();
        const pe::Matrix config =
            parseCsv(runCli({"dump", "rope-frequencies", "--config", path}).out);
        QCOMPARE(config.rows(), 64);
        QVERIFY(std::abs(config(63, 1) / 3.068925988914511e-07 - 1) < 1e-14);
        // --factor 4 replaces the file's 8; the rest of the file stays.
        const pe::Matrix four =
            parseCsv(runCli({"dump", "rope-frequencies", "--config", path, "--factor", "4"}).out);
        QVERIFY(std::abs(four(63, 1) / 6.137851977829022e-07 - 1) < 1e-14);
        QVERIFY(std::abs(four(31, 1) / 0.0009823650256706655 - 1) < 1e-14);
        // --base replaces rope_theta.
        const pe::Matrix base =
            parseCsv(runCli({"dump", "rope-frequencies", "--config", path, "--base", "10000"}).out);
        QVERIFY(std::abs(base(1, 1) / 0.8659643233600653 - 1) < 1e-14);
    }

    void ropeBadInputExitsTwoNamingIt_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("mentions");
        const QStringList freq = {"dump", "rope-frequencies"};
        QTest::newRow("factor 0") << freq + QStringList{"--scaling", "linear", "--factor", "0"}
                                  << "--factor 0 is not valid";
        QTest::newRow("factor text")
            << freq + QStringList{"--scaling", "linear", "--factor", "x"} << "--factor: 'x'";
        QTest::newRow("no factor")
            << freq + QStringList{"--scaling", "ntk"} << "--factor (missing)";
        QTest::newRow("scaling") << freq + QStringList{"--scaling", "longrope"}
                                 << "--scaling: 'longrope'";
        QTest::newRow("odd head") << freq + QStringList{"--head-dim", "127"} << "--head-dim 127";
        QTest::newRow("head text")
            << freq + QStringList{"--head-dim", "12x"} << "--head-dim: '12x'";
        QTest::newRow("head fraction")
            << freq + QStringList{"--head-dim", "64.5"} << "--head-dim: '64.5'";
        QTest::newRow("head overflow")
            << freq + QStringList{"--head-dim", "1e300"} << "--head-dim: '1e300'";
        QTest::newRow("base") << freq + QStringList{"--base", "0.5"} << "--base 0.5";
        QTest::newRow("precision")
            << freq + QStringList{"--precision", "half"} << "--precision: 'half'";
        QTest::newRow("yarn context") << freq + QStringList{"--scaling", "yarn", "--factor", "4"}
                                      << "--original-max-position (missing)";
        QTest::newRow("llama3 bands") << freq + QStringList{"--scaling",
                                                            "llama3",
                                                            "--factor",
                                                            "8",
                                                            "--original-max-position",
                                                            "8192",
                                                            "--low-freq-factor",
                                                            "4",
                                                            "--high-freq-factor",
                                                            "1"}
                                      << "--high-freq-factor 1";
        QTest::newRow("seq-len") << freq + QStringList{"--seq-len", "0"} << "--seq-len 0";
        QTest::newRow("missing config") << freq + QStringList{"--config", "/no/such/config.json"}
                                        << "--config /no/such/config.json: cannot be read";
        QTest::newRow("option elsewhere")
            << QStringList{"dump", "pe", "--factor", "4"} << "--factor: '4'";
        QTest::newRow("attention")
            << QStringList{"dump", "rope-attention-factor",   "--scaling", "yarn", "--factor",
                           "-1",   "--original-max-position", "10"}
            << "--factor -1";
    }

    void ropeBadInputExitsTwoNamingIt() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, mentions);
        QTemporaryDir dir;
        const QString output = dir.filePath("never.csv");
        const Run run = runCli(arguments + QStringList{"--output", output});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.out.isEmpty());
        QVERIFY(!QFile::exists(output));
        const QString err = QString::fromLocal8Bit(run.err);
        QCOMPARE(err.count('\n'), 1);
        QVERIFY2(err.contains(mentions), qPrintable(err));
    }

    void ropeMalformedConfigNamesLineAndColumn() {
        QTemporaryDir dir;
        const QString path = dir.filePath("config.json");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\n  \"head_dim\": 128,\n  \"rope_theta\": }\n");
        file.close();
        const Run run = runCli({"dump", "rope-frequencies", "--config", path});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.out.isEmpty());
        const QString err = QString::fromLocal8Bit(run.err);
        QCOMPARE(err.count('\n'), 1);
        QVERIFY2(err.contains("--config " + path + ": malformed JSON at line 3, column"),
                 qPrintable(err));
    }

    // Decimals binary cannot hold, typed on the command line: the double nearest each, to the
    // bit (the correctly rounded one from_chars gives), never digits times a power of ten.
    void typedDecimalsAreTheNearestDouble() {
        for (const char* typed : {"1.7", "2.675", "1.3", "123.456e-1", "1.0001", "2e1"}) {
            const auto parsed = parseCommandLine({"pe-explorer", "dump", "frequencies", "--dim",
                                                  "8", "--base", QString::fromLatin1(typed)});
            QVERIFY2(std::holds_alternative<CliRequest>(parsed), typed);
            const double base = std::get<CliRequest>(parsed).params.base;
            double exact = 0.0;
            std::from_chars(typed, typed + std::strlen(typed), exact);
            QVERIFY2(std::memcmp(&base, &exact, sizeof base) == 0,
                     qPrintable(QString("%1: %2").arg(typed).arg(base, 0, 'g', 17)));
        }
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "test_cli.moc"

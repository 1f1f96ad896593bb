// SPDX-License-Identifier: GPL-3.0-or-later
// A model's table on the command line: --matrix FILE[:TENSOR] and --first-row N for dump and
// export, run as users run them (the real binary), with files the test writes itself.

#include "core/matrix_io.h"
#include "tests/cli/cli_run.h"
#include "tests/table_files.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>
#include <cmath>
#include <cstring>
#include <fstream>
#include <sstream>

namespace {

void writeNpyFile(const QString& path, const pe::Matrix& m) {
    std::ostringstream out;
    pe::writeNpy(out, m);
    writeBytes(path, out.str());
}

// Values exact in float32, so a table read back from F32 equals it.
pe::Matrix smallTable(Eigen::Index rows, Eigen::Index cols) {
    pe::Matrix m(rows, cols);
    for (Eigen::Index r = 0; r < rows; ++r)
        for (Eigen::Index c = 0; c < cols; ++c)
            m(r, c) = double((r * 7 + c * 3) % 11) / 8.0 - 0.5;
    return m;
}

} // namespace

class TestCliMatrix : public QObject {
    Q_OBJECT
  private slots:
    void dumpPeIsTheTableAsRead() {
        QTemporaryDir dir;
        const pe::Matrix table = smallTable(6, 4);
        writeNpyFile(dir.filePath("t.npy"), table);
        const Run run = runCli({"dump", "pe", "--matrix", dir.filePath("t.npy")});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(parseCsv(run.out), table);
        // A tensor named, and the rows before position 0 skipped.
        const pe::Matrix other = smallTable(5, 3) * 2.0;
        writeSafetensors(dir.filePath("m.safetensors"),
                         {{"wte.weight", other}, {"model.wpe.weight", table}});
        const Run named =
            runCli({"dump", "pe", "--matrix", dir.filePath("m.safetensors") + ":wte.weight",
                    "--first-row", "2"});
        QCOMPARE(named.exitCode, 0);
        QCOMPARE(parseCsv(named.out), pe::Matrix(other.bottomRows(3)));
        const Run found = runCli({"dump", "pe", "--matrix", dir.filePath("m.safetensors")});
        QCOMPARE(parseCsv(found.out), table);
    }

    void pcaOfALineIsTheDistanceAlongIt() {
        QTemporaryDir dir;
        pe::Matrix line(5, 3);
        for (int t = 0; t < 5; ++t)
            line.row(t) << 1.0 + 0.6 * t, -2.0 + 0.8 * t, 0.25;
        writeNpyFile(dir.filePath("line.npy"), line);
        const Run run =
            runCli({"dump", "pca", "--matrix", dir.filePath("line.npy"), "--components", "2"});
        QCOMPARE(run.exitCode, 0);
        const pe::Matrix pca = parseCsv(run.out);
        QCOMPARE(pca.rows(), Eigen::Index(5));
        QCOMPARE(pca.cols(), Eigen::Index(3)); // position, pc1, pc2
        for (int t = 0; t < 5; ++t) {
            QCOMPARE(pca(t, 0), double(t));
            QVERIFY(std::abs(pca(t, 1) - (t - 2.0)) < 1e-12); // signed: 0.8 loading positive
            QVERIFY(std::abs(pca(t, 2)) < 1e-12);
        }
        const pe::Matrix variance = parseCsv(
            runCli({"dump", "explained-variance", "--matrix", dir.filePath("line.npy")}).out);
        QCOMPARE(variance.rows(), Eigen::Index(3));
        QCOMPARE(variance(0, 0), 1.0);
        QVERIFY(std::abs(variance(0, 1) - 1.0) < 1e-12);
        QVERIFY(std::abs(variance(1, 1)) < 1e-12);
    }

    void spectrumFindsEachColumnsWave() {
        QTemporaryDir dir;
        const int L = 40;
        pe::Matrix waves(L, 2);
        for (int t = 0; t < L; ++t)
            waves.row(t) << std::cos(2.0 * M_PI * 3.0 * t / L) + 5.0,
                std::sin(2.0 * M_PI * 8.0 * t / L);
        writeNpyFile(dir.filePath("w.npy"), waves);
        const Run run = runCli({"dump", "spectrum", "--matrix", dir.filePath("w.npy")});
        QCOMPARE(run.exitCode, 0);
        const pe::Matrix spectrum = parseCsv(run.out);
        QCOMPARE(spectrum.rows(), Eigen::Index(2));
        QCOMPARE(spectrum(0, 1), 3.0 / L);
        QCOMPARE(spectrum(0, 2), L / 3.0);
        QVERIFY(std::abs(spectrum(0, 3) - 1.0) < 1e-12);
        QCOMPARE(spectrum(1, 1), 8.0 / L);
    }

    void similarityOfTheTable() {
        QTemporaryDir dir;
        pe::Matrix rows(3, 2);
        rows << 1, 0, 0, 2, 3, 4;
        writeNpyFile(dir.filePath("r.npy"), rows);
        const pe::Matrix s =
            parseCsv(runCli({"dump", "similarity", "--matrix", dir.filePath("r.npy")}).out);
        QCOMPARE(s.rows(), Eigen::Index(3));
        QVERIFY(std::abs(s(0, 2) - 0.6) < 1e-15); // (1,0).(3,4) / 5
        QVERIFY(std::abs(s(1, 2) - 0.8) < 1e-15);
        const pe::Matrix offsets =
            parseCsv(runCli({"dump", "offsets", "--matrix", dir.filePath("r.npy"), "--metric",
                             "dot", "--from", "1"})
                         .out);
        QCOMPARE(offsets.rows(), Eigen::Index(2));
        QCOMPARE(offsets(0, 1), 4.0);
        QCOMPARE(offsets(1, 1), 8.0);
    }

    void exportDrawsTheTablesViews() {
        QTemporaryDir dir;
        writeNpyFile(dir.filePath("t.npy"), smallTable(30, 8));
        for (const QString view : {"heatmap", "similarity", "offsets", "pca", "spectrum"}) {
            const QString out = dir.filePath(view + ".svg");
            const Run run =
                runCli({"export", view, "--matrix", dir.filePath("t.npy"), "--output", out});
            QVERIFY2(run.exitCode == 0, run.err.constData());
            const QByteArray svg = [&] {
                QFile f(out);
                return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
            }();
            QVERIFY(svg.contains("<svg"));
            QVERIFY2(svg.contains("t.npy"), "the caption names the file");
            // And of the sinusoidal encoding without one.
            QCOMPARE(runCli({"export", view, "--output", dir.filePath(view + "-sin.png")}).exitCode,
                     0);
            QVERIFY(QFile::exists(dir.filePath(view + "-sin.png")));
        }
    }

    // export all of a table: the figures of the views it has numbers for, every one naming
    // the file, and none of the views drawn from the formula.
    void exportAllWritesTheTablesViews() {
        QTemporaryDir dir;
        writeNpyFile(dir.filePath("t.npy"), smallTable(30, 8));
        const QString folder = dir.filePath("all");
        const Run run = runCli({"export", "all", "--matrix", dir.filePath("t.npy"), "--format",
                                "svg", "--output", folder});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QStringList written = QDir(folder).entryList(QDir::Files, QDir::Name);
        QCOMPARE(written, (QStringList{"heatmap.svg", "offsets.svg", "pca.svg", "similarity.svg",
                                       "spectrum.svg", "waveforms.svg"}));
        for (const QString& name : written) {
            QFile f(QDir(folder).filePath(name));
            QVERIFY(f.open(QIODevice::ReadOnly));
            QVERIFY2(f.readAll().contains("t.npy"), qPrintable(name));
        }
    }

    void badFilesExitTwoAndWriteNothing_data() {
        QTest::addColumn<QString>("content"); // what the file holds: a marker the test fills
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("says");
        QTest::newRow("no such file") << "" << QStringList{"dump", "pe", "--matrix", "@none.npy"}
                                      << "none.npy: cannot be opened";
        QTest::newRow("truncated")
            << "truncated" << QStringList{"dump", "pe", "--matrix", "@f.npy"} << "truncated";
        QTest::newRow("wrong magic") << "text" << QStringList{"dump", "pca", "--matrix", "@f.npy"}
                                     << "not a NumPy array file (.npy)";
        QTest::newRow("missing tensor")
            << "safetensors" << QStringList{"dump", "pe", "--matrix", "@f.safetensors:nope"}
            << "no tensor named 'nope'";
        QTest::newRow("first row past the end")
            << "good" << QStringList{"dump", "pe", "--matrix", "@f.npy", "--first-row", "6"}
            << "--first-row 6";
        QTest::newRow("first row without a table")
            << "" << QStringList{"dump", "pe", "--first-row", "2"} << "only --matrix reads it";
        QTest::newRow("length and a table")
            << "good" << QStringList{"dump", "pe", "--matrix", "@f.npy", "--length", "5"}
            << "--length and --matrix";
        QTest::newRow("a view without a table path")
            << "good" << QStringList{"export", "springs", "--matrix", "@f.npy"}
            << "export heatmap, waveforms, similarity, offsets, pca, spectrum (export all writes "
               "those) and export scene model-table read a model's table";
        QTest::newRow("the window, truncated")
            << "truncated" << QStringList{"--matrix", "@f.npy"} << "truncated";
        QTest::newRow("too many components")
            << "good" << QStringList{"dump", "pca", "--matrix", "@f.npy", "--components", "5"}
            << "at most 4 components";
    }
    void badFilesExitTwoAndWriteNothing() {
        QFETCH(QString, content);
        QFETCH(QStringList, arguments);
        QFETCH(QString, says);
        QTemporaryDir dir;
        std::ostringstream npy;
        pe::writeNpy(npy, smallTable(6, 4));
        if (content == "good")
            writeBytes(dir.filePath("f.npy"), npy.str());
        else if (content == "truncated")
            writeBytes(dir.filePath("f.npy"), npy.str().substr(0, npy.str().size() - 9));
        else if (content == "text")
            writeBytes(dir.filePath("f.npy"), "position,value\n0,1\n");
        else if (content == "safetensors")
            writeSafetensors(dir.filePath("f.safetensors"), {{"wpe.weight", smallTable(2, 2)}});
        for (QString& argument : arguments)
            argument.replace('@', dir.path() + '/');
        const bool exporting = arguments.first() == "export";
        const QString out = dir.filePath(exporting ? "out.png" : "out.csv");
        // The window takes no --output: it is refused before it could open.
        const Run run =
            runCli(arguments.first().startsWith("--") ? arguments : arguments << "--output" << out);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(QString::fromUtf8(run.err).contains(says), run.err.constData());
        QCOMPARE(run.err.count('\n'), 1); // one line
        QVERIFY(!QFile::exists(out));
    }
};

QTEST_GUILESS_MAIN(TestCliMatrix)
#include "test_cli_matrix.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// Every CSV dump names its columns on a first line after "# ", numpy.savetxt's header
// convention: numpy.loadtxt reads the numbers exactly as the same dump's .npy holds them,
// numpy.genfromtxt(names=True) reads the names, and the two matrices say their shape and
// what their rows and columns are. The names expected here are the README's.

#include "cli/cli_run.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QtTest>

namespace {

// Debian's interpreter, where scripts/install-deps.sh installs python3-numpy.
const QString kPython = QStringLiteral("/usr/bin/python3");

// argv: file.csv file.npy name,name,...: loadtxt must give the npy's values to the bit, and
// genfromtxt the names.
const char* kCheck = R"PY(
import sys
import numpy as np

csv, npy, names = sys.argv[1], sys.argv[2], sys.argv[3].split(",")
read = np.loadtxt(csv, delimiter=",", ndmin=2)
want = np.load(npy)
assert read.shape == want.shape, (read.shape, want.shape)
assert (read == want).all(), "loadtxt read other values than the npy holds"
named = np.genfromtxt(csv, delimiter=",", names=True)
assert list(named.dtype.names) == names, (named.dtype.names, names)
print("ok", read.shape)
)PY";

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestCsvHeader : public QObject {
    Q_OBJECT
  private:
    QTemporaryDir dir_;

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

    void everyDumpNamesItsColumns_data() {
        QTest::addColumn<QStringList>("dump");
        QTest::addColumn<QString>("names");
        const QStringList small{"--length", "6", "--dim", "4"};
        QTest::newRow("pe") << QStringList{"pe"} + small
                            << QStringLiteral("dim_0,dim_1,dim_2,dim_3");
        QTest::newRow("similarity")
            << QStringList{"similarity"} + small << QStringLiteral("q_0,q_1,q_2,q_3,q_4,q_5");
        QTest::newRow("similarity cells") << QStringList{"similarity", "--cells", "2x2"} + small
                                          << QStringLiteral("p_first,p_last,q_first,q_last,value");
        QTest::newRow("frequencies")
            << QStringList{"frequencies"} + small << QStringLiteral("dim,pair,omega,wavelength");
        QTest::newRow("offsets") << QStringList{"offsets", "--from", "2"} + small
                                 << QStringLiteral("k,similarity");
        QTest::newRow("offsets compared") << QStringList{"offsets", "--compare", "base=100"} + small
                                          << QStringLiteral("k,similarity,similarity_compare");
        QTest::newRow("alibi-slopes")
            << QStringList{"alibi-slopes", "--heads", "4"} << QStringLiteral("slope");
        QTest::newRow("rope-frequencies") << QStringList{"rope-frequencies", "--head-dim", "8"}
                                          << QStringLiteral("pair,inv_freq,wavelength");
        QTest::newRow("rope-attention-factor")
            << QStringList{"rope-attention-factor",   "--scaling", "yarn", "--factor", "4",
                           "--original-max-position", "4096"}
            << QStringLiteral("attention_factor");
        QTest::newRow("pair-distance")
            << QStringList{"pair-distance", "--from", "1", "--to", "3"} + small
            << QStringLiteral("pair,contribution");
        QTest::newRow("pair-distance-map") << QStringList{"pair-distance-map"} + small
                                           << QStringLiteral("pair,offset,contribution,half_turns");
        QTest::newRow("pair-distance-map cells")
            << QStringList{"pair-distance-map", "--cells", "3"} + small
            << QStringLiteral("pair,first_offset,last_offset,contribution");
        QTest::newRow("pca") << QStringList{"pca"} + small
                             << QStringLiteral("position,pc1,pc2,pc3");
        QTest::newRow("explained-variance")
            << QStringList{"explained-variance", "--components", "2"} + small
            << QStringLiteral("component,ratio");
        QTest::newRow("spectrum") << QStringList{"spectrum"} + small
                                  << QStringLiteral(
                                         "dim,cycles_per_position,wavelength,power_share");
    }
    void everyDumpNamesItsColumns() {
        QFETCH(QStringList, dump);
        QFETCH(QString, names);
        const QString csv = dir_.filePath(QStringLiteral("d.csv"));
        const QString npy = dir_.filePath(QStringLiteral("d.npy"));
        QFile::remove(csv);
        QFile::remove(npy);
        const Run text = runCli(QStringList{"dump"} + dump + QStringList{"--output", csv});
        QVERIFY2(text.exitCode == 0, text.err.constData());
        const Run binary =
            runCli(QStringList{"dump"} + dump + QStringList{"--format", "npy", "--output", npy});
        QVERIFY2(binary.exitCode == 0, binary.err.constData());
        const QList<QByteArray> lines = readAll(csv).split('\n');
        QCOMPARE(QString::fromUtf8(lines.first()), QStringLiteral("# ") + names);
        QProcess python;
        python.start(kPython, QStringList{script(), csv, npy, names});
        QVERIFY(python.waitForFinished(-1));
        const QByteArray out = python.readAllStandardOutput() + python.readAllStandardError();
        QVERIFY2(python.exitCode() == 0 && out.startsWith("ok"), out.constData());
    }

    // The two matrices say, after their names, their shape and what a row and a column are.
    void matricesSayTheirShape() {
        const Run pe = runCli({"dump", "pe", "--length", "5", "--dim", "3"});
        QCOMPARE(pe.exitCode, 0);
        QCOMPARE(pe.out.split('\n').at(1),
                 QByteArray(
                     "# 5 x 3 sinusoidal encoding (base 10000, interleaved): row t is position t, "
                     "column d is dimension d"));
        const Run similarity =
            runCli({"dump", "similarity", "--length", "4", "--dim", "8", "--metric", "dot"});
        QCOMPARE(similarity.exitCode, 0);
        QCOMPARE(similarity.out.split('\n').at(1),
                 QByteArray("# 4 x 4 dot product of positions p (row p) and q (column q) of the "
                            "sinusoidal encoding (base 10000, interleaved)"));
    }

    // The header is CSV's alone: an .npy holds the numbers and its own shape.
    void npyHasNoHeader() {
        const Run npy = runCli({"dump", "pe", "--length", "2", "--dim", "2", "--format", "npy"});
        QCOMPARE(npy.exitCode, 0);
        QVERIFY(npy.out.startsWith("\x93NUMPY"));
        const pe::Matrix m = parseNpy(npy.out);
        QCOMPARE(m.rows(), Eigen::Index(2));
        QCOMPARE(m(1, 0), std::sin(1.0));
    }
};

QTEST_GUILESS_MAIN(TestCsvHeader)
#include "test_csv_header.moc"

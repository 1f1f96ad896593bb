// SPDX-License-Identifier: GPL-3.0-or-later
// Dumps written as they are computed: memory that does not grow with the matrix, nothing
// left behind when interrupted or when the disk cannot hold the file, a progress line on a
// terminal only, and text that reads back to the same doubles.

#include "tests/cli/cli_run.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QtTest>
#include <cmath>
#include <csignal>
#include <cstring>
#include <sys/resource.h>

namespace {

// Far above any state's time; only a hang reaches it (the waits are for states). Below
// QtTest's watchdog, so a hang fails its own wait with a message, not the watchdog's abort.
constexpr int kHangMs = 240000;

QStringList filesIn(const QString& folder) {
    return QDir(folder).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot);
}

// Whether process `pid` has a file in `folder` open: the temporary it writes, which on
// Linux may have no name in the folder at all until it is committed (O_TMPFILE).
bool writesInto(qint64 pid, const QString& folder) {
    const QString fds = QStringLiteral("/proc/%1/fd").arg(pid);
    for (const QFileInfo& fd :
         QDir(fds).entryInfoList(QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot))
        if (fd.symLinkTarget().startsWith(folder + '/'))
            return true;
    return false;
}

// The binary run through a terminal of its own (script(1) gives it one), as a user at a
// prompt runs it; what the terminal showed.
QByteArray runOnATerminal(const QStringList& arguments) {
    QStringList quoted;
    for (const QString& argument : QStringList{PE_EXPLORER_BINARY} + arguments)
        quoted << "'" + argument + "'";
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert("PE_PROGRESS_AFTER_MS", "0"); // the line from the first block on
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start("script", {"-qec", quoted.join(' '), "/dev/null"});
    process.waitForFinished(kHangMs);
    return process.readAllStandardOutput();
}

} // namespace

class TestDumpStream : public QObject {
    Q_OBJECT
  private slots:
    // First in this binary: the children's peak resident memory is this dump's. The 8000 x
    // 8000 similarity is 512 MB; written as it is computed, the dump never holds it.
    void memoryDoesNotGrowWithTheMatrix() {
        QProcess process;
        process.setStandardOutputFile(QProcess::nullDevice());
        process.start(PE_EXPLORER_BINARY,
                      {"dump", "similarity", "--length", "8000", "--dim", "64", "--format", "npy"});
        QVERIFY(process.waitForFinished(kHangMs));
        QCOMPARE(process.exitCode(), 0);
        rusage usage{};
        QCOMPARE(getrusage(RUSAGE_CHILDREN, &usage), 0);
        const double peakMiB = double(usage.ru_maxrss) / 1024.0;
        QVERIFY2(peakMiB < 256.0, qPrintable(QString("peak %1 MiB").arg(peakMiB)));
    }

    // The text of a 3000 x 64 encoding, against the formula evaluated here: every value
    // reads back to the very double.
    void csvReadsBackBitIdentical() {
        const Run run = runCli({"dump", "pe", "--length", "3000", "--dim", "64"});
        QCOMPARE(run.exitCode, 0);
        const pe::Matrix back = parseCsv(run.out);
        QCOMPARE(back.rows(), Eigen::Index(3000));
        QCOMPARE(back.cols(), Eigen::Index(64));
        for (int pos = 0; pos < 3000; ++pos)
            for (int i = 0; i < 32; ++i) {
                const double angle = double(pos) / std::pow(10000.0, 2.0 * i / 64.0);
                const double sin = std::sin(angle), cos = std::cos(angle);
                if (std::memcmp(&sin, &back(pos, 2 * i), sizeof sin) != 0 ||
                    std::memcmp(&cos, &back(pos, 2 * i + 1), sizeof cos) != 0)
                    QFAIL(qPrintable(QString("pos %1, pair %2 differs").arg(pos).arg(i)));
            }
    }

    // Ctrl+C or SIGTERM in the middle of a file dump: it stops, says so, and neither the
    // file nor its temporary is left. A dump slow to compute (euclidean distances between the
    // rows of a learned table, O(L^2 D)) but small to write (288 MB): the signal comes long
    // before its end, and the disk it needs free is modest.
    void anInterruptedDumpLeavesNothing_data() {
        QTest::addColumn<int>("signal");
        QTest::newRow("Ctrl+C") << int(SIGINT);
        QTest::newRow("SIGTERM") << int(SIGTERM);
    }

    void anInterruptedDumpLeavesNothing() {
        QFETCH(int, signal);
        QTemporaryDir dir;
        const QString path = dir.filePath("similarity.npy");
        QProcess process;
        process.start(PE_EXPLORER_BINARY,
                      {"dump", "similarity", "--encoding", "learned", "--max-length", "6000",
                       "--length", "6000", "--dim", "512", "--metric", "euclidean", "--format",
                       "npy", "--output", path});
        // The temporary beside the target is open: the dump is writing.
        QVERIFY(process.waitForStarted(kHangMs));
        const QString folder = QFileInfo(dir.path()).canonicalFilePath();
        QTRY_VERIFY_WITH_TIMEOUT(writesInto(process.processId(), folder), kHangMs);
        QVERIFY(!QFileInfo::exists(path));
        ::kill(pid_t(process.processId()), signal);
        QVERIFY(process.waitForFinished(kHangMs));
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(process.exitCode(), 128 + signal);
        QVERIFY(process.readAllStandardError().contains("interrupted; nothing written"));
        QCOMPARE(filesIn(dir.path()), QStringList());
    }

    // A file larger than the disk's free space is refused before a byte is written, naming
    // the size; a pipe gets at most 1 TiB.
    void aDumpPastTheDiskIsRefused() {
        QTemporaryDir dir;
        const QString path = dir.filePath("similarity.npy");
        const Run toFile = runCli(
            {"dump", "similarity", "--length", "1000000", "--format", "npy", "--output", path});
        QCOMPARE(toFile.exitCode, 2);
        QVERIFY2(toFile.err.contains("1000000 x 1000000 values would take at least 7.3 TiB as npy"),
                 toFile.err.constData());
        QVERIFY2(toFile.err.contains("free on"), toFile.err.constData());
        QCOMPARE(filesIn(dir.path()), QStringList());
        const Run toPipe = runCli({"dump", "pe", "--length", "1000000000000"});
        QCOMPARE(toPipe.exitCode, 2);
        QVERIFY(toPipe.out.isEmpty());
        QVERIFY2(toPipe.err.contains("1000000000000 x 16 values") &&
                     toPipe.err.contains("--output"),
                 toPipe.err.constData());
    }

    // On a terminal the dump says how far it is, ending at 100 %; --quiet silences it, and
    // a log or a pipe gets nothing.
    void progressShowsOnATerminalOnly() {
        QTemporaryDir dir;
        const QStringList dump = {"dump",  "pe", "--length", "20000",
                                  "--dim", "64", "--output", dir.filePath("pe.csv")};
        const QByteArray shown = runOnATerminal(dump);
        QVERIFY2(shown.contains("dump pe: 100% (20000 of 20000 rows)"), shown.constData());
        QVERIFY(QFileInfo::exists(dir.filePath("pe.csv")));
        const QByteArray quiet = runOnATerminal(dump + QStringList{"--quiet"});
        QVERIFY2(!quiet.contains("rows/s"), quiet.constData());
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert("PE_PROGRESS_AFTER_MS", "0");
        const Run piped = runCli(dump, environment);
        QCOMPARE(piped.exitCode, 0);
        QCOMPARE(piped.err, QByteArray());
    }

    // An animation export counts its frames on the terminal the same way.
    void anAnimationShowsItsFramesOnATerminal() {
        QTemporaryDir dir;
        const QByteArray shown =
            runOnATerminal({"export", "offsets", "--animate", "length=16..64", "--frames", "4",
                            "--output", dir.filePath("sweep.gif")});
        QVERIFY2(shown.contains("export offsets --animate: 100% (4 of 4 frames)"),
                 shown.constData());
        QVERIFY(QFileInfo(dir.filePath("sweep.gif")).size() > 0);
    }
};

QTEST_GUILESS_MAIN(TestDumpStream)
#include "test_dump_stream.moc"

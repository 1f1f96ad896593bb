// SPDX-License-Identifier: GPL-3.0-or-later
// The offset dumps stream in constant memory at any L: with --compare, --max-offset and
// --log-offsets too. Each case runs the dump at L and at 10 L; the children's peak resident
// memory (getrusage) after the first is that dump's, after the second the larger of the two,
// and it must not grow with L. A binary of its own: no other child runs before them.

#include "hang.h"

#include <QProcess>
#include <QtTest>
#include <sys/resource.h>

namespace {

double childrenPeakMiB() {
    rusage usage{};
    if (getrusage(RUSAGE_CHILDREN, &usage) != 0)
        return -1.0;
    return double(usage.ru_maxrss) / 1024.0;
}

bool dump(const QStringList& arguments) {
    QProcess process;
    process.setStandardOutputFile(QProcess::nullDevice());
    // Under AddressSanitizer freed blocks wait in a quarantine that grows with what a run
    // frees (up to 256 MB): without it the peak is the dump's own memory again.
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    const QString asan = environment.value(QStringLiteral("ASAN_OPTIONS"));
    environment.insert(
        QStringLiteral("ASAN_OPTIONS"),
        (asan.isEmpty() ? QString() : asan + QLatin1Char(':')) +
            QStringLiteral("quarantine_size_mb=0:thread_local_quarantine_size_kb=0"));
    process.setProcessEnvironment(environment);
    process.start(PE_EXPLORER_BINARY,
                  QStringList{"dump", "offsets", "--dim", "4", "--format", "npy", "--quiet"} +
                      arguments);
    return process.waitForFinished(-1) && process.exitStatus() == QProcess::NormalExit &&
           process.exitCode() == 0;
}

} // namespace

class TestDumpMemory : public QObject {
    Q_OBJECT
  private slots:
    // L = 2 * 10^6 and 2 * 10^7: a list of every offset alone would be 16 MB and 160 MB.
    void offsetDumpsDoNotGrowWithL() {
        const QList<QStringList> ways = {{"--compare", "base=500"},
                                         {"--max-offset", "LAST"},
                                         {"--compare", "base=500", "--max-offset", "LAST"}};
        double small = 0.0;
        for (const QStringList& way : ways) {
            QStringList arguments = way;
            arguments.replaceInStrings("LAST", "1999990");
            QVERIFY(dump(QStringList{"--length", "2000000"} + arguments));
            small = std::max(small, childrenPeakMiB());
        }
        for (const QStringList& way : ways) {
            QStringList arguments = way;
            arguments.replaceInStrings("LAST", "19999990");
            QVERIFY(dump(QStringList{"--length", "20000000"} + arguments));
            const double large = childrenPeakMiB();
            QVERIFY2(large < small + 16.0,
                     qPrintable(QString("%1: peak %2 MiB at L = 2e7 against %3 MiB at L = 2e6")
                                    .arg(way.join(' '))
                                    .arg(large)
                                    .arg(small)));
        }
    }
};

QTEST_GUILESS_MAIN(TestDumpMemory)
#include "test_dump_memory.moc"

// `pe-explorer export` as users run it, headless: every view in every format, `all` into a
// folder, and the failures that must leave no file behind.

#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

namespace {

struct Run {
    int exitCode = -1;
    QString err;
};

Run runCli(const QStringList& arguments) {
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove("QT_QPA_PLATFORM"); // the program must set up its offscreen platform itself
    env.remove("DISPLAY");
    process.setProcessEnvironment(env);
    process.start(PE_EXPLORER_BINARY, arguments);
    process.waitForFinished(180000);
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            QString::fromLocal8Bit(process.readAllStandardError())};
}

QByteArray readAll(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void checkFile(const QString& path, const QString& format, QSize size) {
    const QByteArray bytes = readAll(path);
    QVERIFY2(!bytes.isEmpty(), qPrintable(path));
    if (format == "png") {
        const QImage image = QImage::fromData(bytes, "png");
        QCOMPARE(image.size(), size);
    } else if (format == "pdf") {
        QVERIFY(bytes.startsWith("%PDF"));
        QVERIFY(bytes.contains("/Type /Page"));
    } else {
        QXmlStreamReader xml(bytes);
        int texts = 0;
        while (!xml.atEnd())
            if (xml.readNext() == QXmlStreamReader::StartElement &&
                xml.name() == QLatin1String("text"))
                ++texts;
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY(texts > 3);
    }
}

} // namespace

class TestExportCli : public QObject {
    Q_OBJECT
  private slots:
    void everyViewInEveryFormat_data() {
        QTest::addColumn<QString>("view");
        QTest::addColumn<QString>("format");
        for (const char* view :
             {"heatmap", "waveforms", "similarity", "offsets", "frequencies", "springs"})
            for (const char* format : {"png", "pdf", "svg"})
                QTest::addRow("%s.%s", view, format) << view << format;
    }

    void everyViewInEveryFormat() {
        QFETCH(QString, view);
        QFETCH(QString, format);
        QTemporaryDir dir;
        const QString path = dir.filePath(view + "." + format);
        const Run run = runCli({"export", view, "--output", path, "--format", format, "--width",
                                "640", "--height", "400", "--length", "100", "--dim", "32"});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        checkFile(path, format, QSize(640, 400));
    }

    void allWritesOneFilePerViewIntoAFolder() {
        QTemporaryDir dir;
        const QString folder = dir.filePath("figures"); // made by the command
        const Run run = runCli({"export", "all", "--output", folder, "--format", "svg", "--width",
                                "500", "--height", "300", "--no-caption"});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QStringList files = QDir(folder).entryList(QDir::Files, QDir::Name);
        QCOMPARE(files, QStringList({"frequencies.svg", "heatmap.svg", "offsets.svg",
                                     "similarity.svg", "springs.svg", "waveforms.svg"}));
        for (const QString& file : files)
            checkFile(QDir(folder).filePath(file), "svg", QSize(500, 300));
    }

    void formatFollowsTheSuffixAndDpiIsRecorded() {
        QTemporaryDir dir;
        const QString path = dir.filePath("heat.png");
        QCOMPARE(runCli({"export", "heatmap", "--output", path, "--dpi", "300"}).exitCode, 0);
        const QImage image(path);
        QCOMPARE(image.size(), QSize(1600, 1000));
        QCOMPARE(qRound(image.dotsPerMeterX() * 0.0254), 300);
        const QString pdf = dir.filePath("heat.pdf");
        QCOMPARE(runCli({"export", "heatmap", "--output", pdf}).exitCode, 0);
        QVERIFY(readAll(pdf).startsWith("%PDF"));
    }

    void springsComparesFromAndTo() {
        QTemporaryDir dir;
        const QString path = dir.filePath("springs.png");
        const Run run = runCli({"export", "springs", "--output", path, "--from", "3", "--to", "40",
                                "--width", "640", "--height", "400"});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        checkFile(path, "png", QSize(640, 400));
        // q is a position of the L x L matrix: 64 is past L - 1 at the default L = 64.
        const Run past =
            runCli({"export", "springs", "--output", dir.filePath("past.png"), "--to", "64"});
        QCOMPARE(past.exitCode, 2);
        QVERIFY2(past.err.contains("--to 64") || past.err.contains("--to: '64'"),
                 qPrintable(past.err));
        QVERIFY(!QFile::exists(dir.filePath("past.png")));
    }

    void invalidInputExitsTwo_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("width 0") << QStringList{"--width", "0"} << "--width";
        QTest::newRow("height -5") << QStringList{"--height=-5"} << "--height";
        QTest::newRow("dpi text") << QStringList{"--dpi", "many"} << "'many'";
        QTest::newRow("format") << QStringList{"--format", "gif"} << "'gif'";
        QTest::newRow("length") << QStringList{"--length", "0"} << "--length 0";
        QTest::newRow("base") << QStringList{"--base", "0.5"} << "--base 0.5";
        QTest::newRow("metric") << QStringList{"--metric", "l1"} << "'l1'";
    }

    void invalidInputExitsTwo() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, mentions);
        QTemporaryDir dir;
        const Run run =
            runCli(QStringList{"export", "heatmap", "--output", dir.filePath("x.png")} + arguments);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(mentions), qPrintable(run.err));
        QVERIFY(QDir(dir.path()).isEmpty());
    }

    void unwritableTargetsExitOneAndLeaveNoFile() {
        QTemporaryDir dir;
        QFile blocker(dir.filePath("a-file"));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        // Into a "folder" that is a file, into a missing folder, and `all` under a file.
        const QStringList targets = {dir.filePath("a-file/heat.png"),
                                     dir.filePath("missing/deeper/heat.pdf")};
        for (const QString& target : targets) {
            const Run run = runCli({"export", "heatmap", "--output", target});
            QCOMPARE(run.exitCode, 1);
            QVERIFY2(run.err.contains("cannot"), qPrintable(run.err));
            QCOMPARE(run.err.count('\n'), 1);
        }
        QCOMPARE(runCli({"export", "all", "--output", dir.filePath("a-file")}).exitCode, 1);
        QCOMPARE(runCli({"export", "all", "--output", dir.filePath("missing/deeper")}).exitCode, 1);
        QCOMPARE(QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries),
                 QStringList{"a-file"});
    }
};

QTEST_GUILESS_MAIN(TestExportCli)
#include "test_export_cli.moc"

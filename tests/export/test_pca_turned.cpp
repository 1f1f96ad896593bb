// SPDX-License-Identifier: GPL-3.0-or-later
// `export pca --view-angle AZIMUTH,ELEVATION` draws the principal components in 3-D from that
// angle, and `--animate azimuth=FROM..TO` turns them frame by frame, for a model's table too;
// the angle is refused, with nothing written, where it means nothing.

#include "cli/cli_run.h"
#include "svg_texts.h"
#include "table_files.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QtTest>

class TestPcaTurned : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

    QString path(const QString& name) const { return dir_.filePath(name); }

  private slots:
    // Two angles, two pictures; the same angle twice, the same picture; and the flat view
    // another still.
    void twoAnglesTwoPictures() {
        const QStringList common{"export", "pca",     "--length", "128",      "--dim",
                                 "16",     "--width", "600",      "--height", "450"};
        const auto draw = [&](const QString& name, const QStringList& extra) {
            const Run run = runCli(common + extra + QStringList{"--output", path(name)});
            return run.exitCode == 0 ? QImage(path(name)) : QImage();
        };
        const QImage aside = draw("aside.png", {"--view-angle", "30,25"});
        const QImage again = draw("again.png", {"--view-angle", "30,25"});
        const QImage above = draw("above.png", {"--view-angle", "120,80"});
        const QImage flat = draw("flat.png", {});
        QVERIFY(!aside.isNull() && !above.isNull() && !flat.isNull());
        QCOMPARE(aside.size(), QSize(600, 450));
        QCOMPARE(aside, again);
        QVERIFY(aside != above);
        QVERIFY(aside != flat);
    }

    // A turntable of a model's table: every frame a picture of its own, as the angle moves.
    void theTurntableFramesDiffer() {
        const QString table = path("table.safetensors");
        pe::Matrix values(64, 8);
        for (Eigen::Index t = 0; t < 64; ++t)
            for (Eigen::Index d = 0; d < 8; ++d)
                values(t, d) = std::sin(0.1 * double(t) * double(d + 1)) + 0.01 * double(d);
        writeSafetensors(table, {{"wpe.weight", values}});
        const QString folder = path("turntable");
        const Run run = runCli({"export", "pca", "--matrix", table, "--animate", "azimuth=0..270",
                                "--frames", "4", "--format", "png", "--width", "400", "--height",
                                "300", "--quiet", "--output", folder});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QStringList frames = QDir(folder).entryList({"frame_*.png"}, QDir::Files, QDir::Name);
        QCOMPARE(frames.size(), 4);
        QList<QImage> images;
        for (const QString& frame : frames)
            images << QImage(QDir(folder).filePath(frame));
        for (int a = 0; a < images.size(); ++a)
            for (int b = a + 1; b < images.size(); ++b)
                QVERIFY2(images[a] != images[b], qPrintable(frames[a] + " = " + frames[b]));
    }

    // A turned figure of a model's table made again --like it: from the same angle, of the
    // table given again with --matrix; without it, refused by the table's name, nothing written
    // (the springs, drawn from the formula, take its L and D alone).
    void likeKeepsTheAngleAndAsksForTheTable() {
        const QString table = path("helix.safetensors");
        pe::Matrix values(48, 6);
        for (Eigen::Index t = 0; t < 48; ++t)
            for (Eigen::Index d = 0; d < 6; ++d)
                values(t, d) = std::cos(0.15 * double(t) * double(d + 1));
        writeSafetensors(table, {{"wpe.weight", values}});
        const QString first = path("first-turned.svg");
        Run run = runCli(
            {"export", "pca", "--matrix", table, "--view-angle", "50,10", "--output", first});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QString refused = path("without-table.svg");
        run = runCli({"export", "pca", "--like", first, "--output", refused});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("helix.safetensors") && run.err.contains("--matrix"),
                 run.err.constData());
        QVERIFY(!QFileInfo::exists(refused));
        // A view drawn from the formula takes the figure's L and D alone: no table asked for.
        const QString springs = path("springs-like.svg");
        run = runCli({"export", "springs", "--like", first, "--output", springs});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY2(svgTexts(springs).join(" | ").contains("L = 48, D = 6"),
                 qPrintable(svgTexts(springs).join(" | ")));
        const QString again = path("again-turned.svg");
        run = runCli({"export", "pca", "--matrix", table, "--like", first, "--output", again});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QString all = svgTexts(again).join(" | ");
        QVERIFY2(all.contains(QString::fromUtf8("azimuth 50°, elevation 10°")), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("helix.safetensors")), qPrintable(all));
        QCOMPARE(svgTexts(again), svgTexts(first));
    }

    void refusalsWriteNothing_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("said");
        QTest::newRow("a view that is flat")
            << QStringList{"export", "heatmap", "--view-angle", "30,25"}
            << QStringLiteral("only export pca reads it");
        QTest::newRow("past the pole")
            << QStringList{"export", "pca", "--view-angle", "30,95"} << QStringLiteral("-90 .. 90");
        QTest::newRow("one number") << QStringList{"export", "pca", "--view-angle", "30"}
                                    << QStringLiteral("AZIMUTH,ELEVATION");
        QTest::newRow("a turntable of a flat view")
            << QStringList{"export", "heatmap", "--animate", "azimuth=0..360", "--frames", "3"}
            << QStringLiteral("not drawn in 3-D");
    }
    void refusalsWriteNothing() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, said);
        const QString out = path(arguments.contains("--animate") ? "refused.gif" : "refused.png");
        const Run run = runCli(arguments + QStringList{"--output", out});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(QString::fromUtf8(run.err).contains(said), run.err.constData());
        QVERIFY(!QFile::exists(out));
    }
};

QTEST_GUILESS_MAIN(TestPcaTurned)
#include "test_pca_turned.moc"

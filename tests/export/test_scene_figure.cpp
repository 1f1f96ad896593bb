// SPDX-License-Identifier: GPL-3.0-or-later
// `pe-explorer export scene NAME` as a teacher runs it: the scene's views at the same p and q
// on one page, each with its own title, one caption naming the parameters and p and q; a 16:9
// slide by default, A4 portrait with --page a4; bad names and pages refused, nothing written.

#include "cli/cli_run.h"
#include "svg_texts.h"
#include "table_files.h"

#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>
#include <cmath>

namespace {

// The viewBox's width and height of an SVG.
QSize svgSize(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QXmlStreamReader xml(&file);
    while (!xml.atEnd())
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == u"svg") {
            const QStringList box = xml.attributes().value("viewBox").toString().split(' ');
            return box.size() == 4 ? QSize(box[2].toInt(), box[3].toInt()) : QSize();
        }
    return {};
}

// Whether the pixel at `x`, `y` of `image` is ink: an axis line, dark in every channel.
bool isInk(const QImage& image, int x, int y) {
    const QColor c = image.pixelColor(x, y);
    return std::max({c.red(), c.green(), c.blue()}) < 100;
}

// The first line of `image` that is a plot's axis: across (a row, from the top down to
// `limit`) or down (a column, from the left), in which more than `share` of the pixels from
// `from` to `to` along it are ink. -1 if none.
int firstAxisLine(const QImage& image, bool across, int from, int to, int limit, double share) {
    for (int line = 0; line < limit; ++line) {
        int ink = 0;
        for (int along = from; along < to; ++along)
            ink += across ? isInk(image, along, line) : isInk(image, line, along);
        if (ink > (to - from) * share)
            return line;
    }
    return -1;
}

// The length of the run of ink down column `x` of `image` that takes in row `y`: a y axis
// line's height.
int inkRunThrough(const QImage& image, int x, int y) {
    int top = y, bottom = y;
    while (top > 0 && isInk(image, x, top - 1))
        --top;
    while (bottom + 1 < image.height() && isInk(image, x, bottom + 1))
        ++bottom;
    return isInk(image, x, y) ? bottom - top + 1 : 0;
}

} // namespace

class TestSceneFigure : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

  private slots:
    // The springs scene on a slide and on A4: the near and far springs and the map, each
    // titled (the far springs for the far q), p and q in the near one's subtitle, the far q in the
    // far one's, and the caption with the parameters and all three.
    void theSpringsSceneOnOnePage_data() {
        QTest::addColumn<QString>("page");
        QTest::addColumn<QSize>("size");
        QTest::newRow("slide") << QString() << QSize(1920, 1080);
        QTest::newRow("a4") << QStringLiteral("a4") << QSize(1240, 1754);
    }
    void theSpringsSceneOnOnePage() {
        QFETCH(QString, page);
        QFETCH(QSize, size);
        const QString svg = dir_.filePath(QStringLiteral("springs-%1.svg").arg(page));
        QStringList arguments{"export", "scene", "springs", "--output", svg};
        if (!page.isEmpty())
            arguments << "--page" << page;
        const Run run = runCli(arguments);
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QCOMPARE(svgSize(svg), size);
        const QStringList texts = svgTexts(svg);
        const QString all = texts.join(" | ");
        QVERIFY2(texts.contains(QStringLiteral("Springs near and far")), qPrintable(all));
        // The far springs titled as the window titles them, not as the near ones.
        QCOMPARE(texts.count(QStringLiteral("What tells p and q apart")), 1);
        QCOMPARE(texts.count(QStringLiteral("What tells p and a far q apart")), 1);
        QVERIFY2(texts.contains(QString::fromUtf8("Pair × distance")), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("p = 0, q = 3, 0 of 64 pairs wrapped")),
                 qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("p = 0, q = 40, 18 of 64 pairs wrapped")),
                 qPrintable(all));
        QVERIFY2(texts.contains(QStringLiteral("L = 128, D = 128, base = 10000, interleaved, "
                                               "cosine; p = 0, q = 3, far q = 40")),
                 qPrintable(all));
        // The PNG is the page's size too.
        const QString raster = dir_.filePath(QStringLiteral("springs-%1.png").arg(page));
        QStringList pngArguments = arguments;
        pngArguments[4] = raster;
        QCOMPARE(runCli(pngArguments).exitCode, 0);
        QCOMPARE(QImage(raster).size(), size);
    }

    // The near and far springs are read across, bar against bar: their x axes stand on one
    // line though the far one has a legend and a longer note under it, and the line saying
    // what fast and slow pairs tell stands once, under the near ones, as in the window.
    void theTwinSpringsStandOnOneLine_data() {
        QTest::addColumn<QSize>("size");
        QTest::newRow("slide") << QSize(1920, 1080);
        QTest::newRow("narrow slide") << QSize(1000, 562);
    }
    void theTwinSpringsStandOnOneLine() {
        QFETCH(QSize, size);
        const QString png = dir_.filePath(QStringLiteral("twins-%1.png").arg(size.width()));
        const QString svg = dir_.filePath(QStringLiteral("twins-%1.svg").arg(size.width()));
        for (const QString& path : {png, svg}) {
            const Run run =
                runCli({"export", "scene", "springs", "--width", QString::number(size.width()),
                        "--height", QString::number(size.height()), "--output", path});
            QVERIFY2(run.exitCode == 0, run.err.constData());
        }
        const QImage image(png);
        const int w = image.width(), rowBottom = image.height() * 55 / 100;
        const int near = firstAxisLine(image, true, 0, w / 2, rowBottom, 0.6);
        const int far = firstAxisLine(image, true, w / 2, w, rowBottom, 0.6);
        QVERIFY2(near > 0 && far > 0, qPrintable(QStringLiteral("%1 %2").arg(near).arg(far)));
        QCOMPARE(near, far);
        const QStringList texts = svgTexts(svg);
        QCOMPARE(texts.filter(QStringLiteral("fast pairs (left) tell neighbours apart")).size(), 1);
    }

    // Stacked on A4 the twins stand at one left edge and one height: the far springs, which
    // have no axis name of their own, do not start further left than the near ones, and a bar
    // of 4 is as tall in both though the far ones have a legend and a longer note.
    void theTwinSpringsStandOnOneEdgeOnA4() {
        const QString png = dir_.filePath(QStringLiteral("twins-a4.png"));
        const Run run = runCli({"export", "scene", "springs", "--page", "a4", "--output", png});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QImage image(png);
        QCOMPARE(image.size(), QSize(1240, 1754));
        // Rows inside the near springs' plot (the first view) and the far ones' (the second).
        const int near = firstAxisLine(image, false, 260, 480, image.width(), 0.9);
        const int far = firstAxisLine(image, false, 760, 960, image.width(), 0.9);
        QVERIFY2(near > 0 && far > 0, qPrintable(QStringLiteral("%1 %2").arg(near).arg(far)));
        QCOMPARE(near, far);
        QCOMPARE(inkRunThrough(image, near, 370), inkRunThrough(image, far, 860));
    }

    // p and q given on the command line are the ones every view and the caption share.
    void givenPositionsAreShared() {
        const QString svg = dir_.filePath(QStringLiteral("moved.svg"));
        const Run run =
            runCli({"export", "scene", "springs", "--from", "5", "--to", "9", "--output", svg});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QString all = svgTexts(svg).join(" | ");
        QVERIFY2(all.contains(QStringLiteral("p = 5, q = 9,")), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("p = 5, q = 40,")), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("; p = 5, q = 9, far q = 40")), qPrintable(all));
    }

    // Marked, the map beside the far springs marks the far q as the window does: its dotted
    // column, said in its subtitle; unmarked it says nothing of a line it does not draw.
    void theMarkedMapShowsTheFarQ() {
        const QString marked = dir_.filePath(QStringLiteral("marked.svg"));
        Run run = runCli({"export", "scene", "springs", "--marks", "--output", marked});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QString all = svgTexts(marked).join(" | ");
        QVERIFY2(all.contains(QStringLiteral("far q = 40: k = 40 (dotted)")), qPrintable(all));
        const QString plain = dir_.filePath(QStringLiteral("plain.svg"));
        run = runCli({"export", "scene", "springs", "--output", plain});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        all = svgTexts(plain).join(" | ");
        QVERIFY2(!all.contains(QStringLiteral("(dotted)")), qPrintable(all));
        // The orange curve is named in the map's legend, marked or not (the SVG splits its
        // text where the font changes, at π and ω).
        for (const QString& path : {marked, plain}) {
            all = svgTexts(path).join(" | ");
            QVERIFY2(all.contains(QStringLiteral("half a turn: k =")), qPrintable(all));
        }
    }

    // The long-context scene draws the offset profile on its log axis, as the window's scene
    // does: every whole offset from 1 to L - 1 has room there; its caption names only p.
    void theLongContextSceneHasTheLogAxis() {
        const QString svg = dir_.filePath(QStringLiteral("long.svg"));
        const Run run = runCli({"export", "scene", "long-context", "--output", svg});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QStringList texts = svgTexts(svg);
        QVERIFY2(texts.contains(QStringLiteral("offset k (log scale)")),
                 qPrintable(texts.join(" | ")));
        // Its caption names p, which the offsets start from, and no q, which none draws.
        const QString all = texts.join(" | ");
        QVERIFY2(texts.contains(QStringLiteral(
                     "L = 131072, D = 128, base = 500000, interleaved, cosine; p = 0")),
                 qPrintable(all));
        QVERIFY2(!all.contains(QStringLiteral("q = ")), qPrintable(all));
    }

    // A scene's figure records what it was made from, the scene and its far q with the rest:
    // --like makes it again at its size and page (A4, taller than wide), with its p and q and
    // the far q it records (changed here in the file: 50, read back as 50). A far q beyond the
    // figure's L is refused by name, and nothing is written.
    void aSceneFigureIsMadeAgainLikeItself() {
        const QString first = dir_.filePath(QStringLiteral("first.svg"));
        Run run = runCli({"export", "scene", "springs", "--page", "a4", "--from", "3", "--to", "7",
                          "--width", "900", "--output", first});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QFile file(first);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QByteArray svg = file.readAll();
        file.close();
        QVERIFY2(svg.contains("&quot;scene&quot;:&quot;springs&quot;"), svg.left(2000).constData());
        QVERIFY(svg.contains("&quot;farTo&quot;:40}"));
        const QString moved = dir_.filePath(QStringLiteral("moved-far.svg"));
        QFile changed(moved);
        QVERIFY(changed.open(QIODevice::WriteOnly));
        changed.write(QByteArray(svg).replace("&quot;farTo&quot;:40}", "&quot;farTo&quot;:50}"));
        changed.close();
        const QString again = dir_.filePath(QStringLiteral("again.svg"));
        run = runCli({"export", "scene", "springs", "--like", moved, "--output", again});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QCOMPARE(svgSize(again), QSize(900, 1273));
        const QString all = svgTexts(again).join(" | ");
        QVERIFY2(all.contains(QStringLiteral("; p = 3, q = 7, far q = 50")), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("p = 3, q = 50,")), qPrintable(all));
        // At another --dpi it stays A4: 210 x 297 mm at 300 dots an inch.
        const QString finer = dir_.filePath(QStringLiteral("finer.png"));
        run = runCli(
            {"export", "scene", "springs", "--like", first, "--dpi", "300", "--output", finer});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QCOMPARE(QImage(finer).size(), QSize(2480, 3508));
        QFile beyond(dir_.filePath(QStringLiteral("beyond.svg")));
        QVERIFY(beyond.open(QIODevice::WriteOnly));
        beyond.write(svg.replace("&quot;farTo&quot;:40}", "&quot;farTo&quot;:500}"));
        beyond.close();
        const QString refused = dir_.filePath(QStringLiteral("refused.svg"));
        run = runCli(
            {"export", "scene", "springs", "--like", beyond.fileName(), "--output", refused});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("farTo"), run.err.constData());
        QVERIFY(!QFileInfo::exists(refused));
    }

    // The far q given on the command line: the far springs compare p with it, the caption
    // names it and the figure records it, so --like makes it again with it, and a far q given
    // with --like wins over the recorded one.
    void theFarQIsGiven() {
        const QString svg = dir_.filePath(QStringLiteral("far-60.svg"));
        Run run = runCli({"export", "scene", "springs", "--far-to", "60", "--output", svg});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QString all = svgTexts(svg).join(" | ");
        QVERIFY2(all.contains(QStringLiteral("p = 0, q = 60,")), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("; p = 0, q = 3, far q = 60")), qPrintable(all));
        const QString again = dir_.filePath(QStringLiteral("far-again.svg"));
        run = runCli({"export", "scene", "springs", "--like", svg, "--output", again});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        all = svgTexts(again).join(" | ");
        QVERIFY2(all.contains(QStringLiteral("; p = 0, q = 3, far q = 60")), qPrintable(all));
        const QString moved = dir_.filePath(QStringLiteral("far-moved.svg"));
        run = runCli(
            {"export", "scene", "springs", "--like", svg, "--far-to", "90", "--output", moved});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        all = svgTexts(moved).join(" | ");
        QVERIFY2(all.contains(QStringLiteral("p = 0, q = 90,")), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("far q = 90")), qPrintable(all));
    }

    // A preset's scene: its own parameters and words.
    void aPresetsSceneHasItsWords() {
        const QString svg = dir_.filePath(QStringLiteral("i-love-you.svg"));
        const Run run = runCli({"export", "scene", "i-love-you", "--output", svg});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QStringList texts = svgTexts(svg);
        for (const char* text : {"I love you", "Encoding PE(pos, dim)",
                                 "Similarity between positions", "Waveforms PE(pos, d)", "love"})
            QVERIFY2(texts.contains(QString::fromUtf8(text)), text);
    }

    // The table's scene from a model's table given with --matrix: its heatmap, principal
    // components and spectrum, the caption naming the table.
    void theTablesSceneFromATable() {
        const QString table = dir_.filePath(QStringLiteral("table.safetensors"));
        pe::Matrix values(32, 6);
        for (Eigen::Index t = 0; t < 32; ++t)
            for (Eigen::Index d = 0; d < 6; ++d)
                values(t, d) = std::cos(0.2 * double(t) * double(d + 1));
        writeSafetensors(table, {{"wpe.weight", values}});
        const QString svg = dir_.filePath(QStringLiteral("table-scene.svg"));
        const Run run =
            runCli({"export", "scene", "model-table", "--matrix", table, "--output", svg});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QString all = svgTexts(svg).join(" | ");
        for (const char* text : {"A model's table", "Principal components", "table.safetensors"})
            QVERIFY2(all.contains(QString::fromUtf8(text)), qPrintable(all));
    }

    // Refused with one line naming what is wrong, and nothing written.
    void refusalsWriteNothing_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("said");
        QTest::newRow("no such scene") << QStringList{"export", "scene", "nothing"}
                                       << QStringLiteral("export scene: expected");
        QTest::newRow("a table's scene without a table")
            << QStringList{"export", "scene", "model-table"} << QStringLiteral("--matrix");
        QTest::newRow("a landscape A4")
            << QStringList{"export",  "scene", "springs",  "--page", "a4",
                           "--width", "2000",  "--height", "1000"}
            << QStringLiteral("A4 is portrait, and 2000 x 1000 is wider than tall");
        QTest::newRow("no such page") << QStringList{"export", "scene", "springs", "--page", "a5"}
                                      << QStringLiteral("--page: 'a5' is not valid");
        QTest::newRow("a page for a view") << QStringList{"export", "heatmap", "--page", "a4"}
                                           << QStringLiteral("only export scene reads it");
        QTest::newRow("a far q past L")
            << QStringList{"export", "scene", "springs", "--far-to", "128"}
            << QStringLiteral("--far-to: '128' is not valid: the scene's positions are 0 .. "
                              "L-1 = 127");
        QTest::newRow("an L too short for the scene's far q")
            << QStringList{"export", "scene", "springs", "--length", "32"}
            << QStringLiteral("export scene springs: its far q = 40 is not a position of L = 32 "
                              "(0 .. 31): give --far-to Q");
        QTest::newRow("an L too short for the scene's q")
            << QStringList{"export", "scene", "springs", "--length", "1"}
            << QStringLiteral("export scene springs: its q = 3 and far q = 40 are not positions "
                              "of L = 1 (0 .. 0): give --to Q and --far-to Q");
        QTest::newRow("a far q for a scene without the far springs")
            << QStringList{"export", "scene", "long-context", "--far-to", "5"}
            << QStringLiteral("--far-to 5: this command does not read it; only export scene "
                              "springs reads it");
        QTest::newRow("a far q for a view") << QStringList{"export", "springs", "--far-to", "5"}
                                            << QStringLiteral("only export scene springs reads it");
    }
    void refusalsWriteNothing() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, said);
        const QString out = dir_.filePath(QStringLiteral("refused.png"));
        const Run run = runCli(arguments + QStringList{"--output", out});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(QString::fromUtf8(run.err).contains(said), run.err.constData());
        QVERIFY(!QFile::exists(out));
    }
};

QTEST_GUILESS_MAIN(TestSceneFigure)
#include "test_scene_figure.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// `pe-explorer export` as users run it, headless: every view in every format, `all` into a
// folder, and the failures that must leave no file behind.

#include "ui/export/view_export.h"
#include "ui/views/plot_view.h"

#include <QImage>
#include <QProcess>
#include <QStandardPaths>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>
#include <cmath>
#include <csignal>
#include <qcustomplot.h>
#include <sys/resource.h>

namespace {

struct Run {
    int exitCode = -1;
    QString err;
};

// fileSizeLimit > 0: no file the CLI writes may grow past that many bytes (RLIMIT_FSIZE, with
// SIGXFSZ ignored, so the write that would pass it fails with EFBIG, as on a full disk).
Run runCli(const QStringList& arguments, const QString& lang = QStringLiteral("C.UTF-8"),
           rlim_t fileSizeLimit = 0) {
    QProcess process;
    if (fileSizeLimit > 0)
        process.setChildProcessModifier([fileSizeLimit] {
            ::signal(SIGXFSZ, SIG_IGN); // kept across exec
            const rlimit limit{fileSizeLimit, fileSizeLimit};
            ::setrlimit(RLIMIT_FSIZE, &limit);
        });
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    // The environment's locale picks the figure's language when --language is not given.
    env.remove("LANGUAGE");
    env.remove("LC_ALL");
    env.remove("LC_MESSAGES");
    env.insert("LANG", lang);
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

// Runs a system command; its exit code (-1 when it could not start).
int system(const QString& program, const QStringList& arguments) {
    QProcess process;
    process.start(program, arguments);
    if (!process.waitForFinished(30000))
        return -1;
    return process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
}

// A small tmpfs mounted for one test and unmounted when it ends, so a full disk and a
// read-only folder are real (as root, which ignores permission bits, nothing else is).
struct SmallMount {
    QString path;
    bool mounted = false;
    SmallMount(const QString& where, const QString& options) : path(where) {
        QDir().mkpath(path);
        mounted = system("mount", {"-t", "tmpfs", "-o", options, "tmpfs", path}) == 0;
    }
    ~SmallMount() {
        if (mounted)
            system("umount", {path});
    }
};

QStringList entriesIn(const QString& folder) {
    return QDir(folder).entryList(QDir::NoDotAndDotDot | QDir::AllEntries | QDir::Hidden |
                                  QDir::System);
}

// A figure file as a viewer shows it, `size` pixels: PNG as it is, PDF through poppler's
// pdftoppm, SVG through Qt's renderer. Null when it cannot be rasterised.
QImage rasterised(const QString& path, const QString& format, QSize size) {
    if (format == "png")
        return QImage(path);
    if (format == "svg") {
        QSvgRenderer renderer(path);
        QImage image(size, QImage::Format_RGB32);
        image.fill(Qt::white);
        QPainter painter(&image);
        renderer.render(&painter);
        return image;
    }
    const QString pdftoppm = QStandardPaths::findExecutable("pdftoppm");
    if (pdftoppm.isEmpty())
        return {};
    // The page is widthPx / dpi inches wide (150 dpi by default): 150 dpi gives the pixels.
    const QString prefix = path + "-page";
    QProcess::execute(pdftoppm, {"-r", "150", "-png", "-singlefile", path, prefix});
    return QImage(prefix + ".png").scaled(size, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
}

// Each <text> of an SVG with whether it is drawn turned on its side: some enclosing group's
// transform is a rotation by a quarter turn (matrix(0,±1,∓1,0,...)).
QList<std::pair<QString, bool>> svgTextsAndTurn(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QXmlStreamReader xml(&file);
    QList<bool> turned{false};
    QList<std::pair<QString, bool>> texts;
    while (!xml.atEnd()) {
        const auto token = xml.readNext();
        if (token == QXmlStreamReader::StartElement && xml.name() == u"text") {
            texts.append(
                {xml.readElementText(QXmlStreamReader::IncludeChildElements), turned.last()});
        } else if (token == QXmlStreamReader::StartElement) {
            const QString transform = xml.attributes().value("transform").toString();
            bool turn = false;
            if (transform.startsWith("matrix(")) {
                const QStringList m = transform.mid(7).chopped(1).split(',');
                turn = m.size() == 6 && std::abs(m.at(1).toDouble()) > 0.5;
            }
            turned.append(turned.last() || turn);
        } else if (token == QXmlStreamReader::EndElement) {
            turned.removeLast();
        }
    }
    return texts;
}

// The figure metadata, found by the marks every format leaves around it (independent of the
// app's reader): PNG tEXt after its keyword, PDF <pe:figure>, SVG <metadata>.
QByteArray metadataJson(const QString& path) {
    const QByteArray bytes = readAll(path);
    QByteArray json;
    if (bytes.startsWith("\x89PNG")) {
        const qsizetype at = bytes.indexOf(QByteArray("pe-explorer-figure") + '\0');
        json = bytes.mid(at + 19, bytes.indexOf('}', at) - at - 18);
    } else {
        const bool pdf = bytes.startsWith("%PDF");
        const QByteArray open = pdf ? "<pe:figure>" : "<metadata id=\"pe-explorer-figure\">";
        const qsizetype at = bytes.indexOf(open) + open.size();
        json = bytes.mid(at, bytes.indexOf('<', at) - at);
        json.replace("&quot;", "\"");
    }
    return json;
}

QString joined(const QList<std::pair<QString, bool>>& texts) {
    QStringList all;
    for (const auto& text : texts)
        all << text.first;
    return all.join(" | ");
}

// Every match of `pattern`'s first group in the file at `path` (read as Latin-1, which keeps
// a PDF's bytes and an SVG's ASCII attributes alike).
QStringList capturesIn(const QString& path, const QString& pattern) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QStringList found;
    const QRegularExpression expression(pattern);
    for (auto it = expression.globalMatch(QString::fromLatin1(file.readAll())); it.hasNext();)
        found << it.next().captured(1);
    return found;
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
                QTest::newRow(qPrintable(QString("%1.%2").arg(view, format)))
                    << QString(view) << QString(format);
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

    // What a reader sees: every cell of an exported heatmap at its place, coloured by the
    // sign of the encoding there (the diverging map: red above 0, blue below), in every
    // format. The values are the paper's formula written out here; only the geometry of the
    // axis rect comes from an in-process figure of the same size. A blank, transposed or
    // mirrored figure fails.
    void exportedHeatmapCellsShowTheEncoding_data() {
        QTest::addColumn<QString>("format");
        for (const char* format : {"png", "pdf", "svg"})
            QTest::newRow(format) << format;
    }
    void exportedHeatmapCellsShowTheEncoding() {
        QFETCH(QString, format);
        const int L = 8, D = 6, width = 800, height = 500;
        QTemporaryDir dir;
        const QString path = dir.filePath("heat." + format);
        const Run run =
            runCli({"export", "heatmap", "--output", path, "--length", QString::number(L), "--dim",
                    QString::number(D), "--width", QString::number(width), "--height",
                    QString::number(height), "--no-caption"});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QImage image = rasterised(path, format, QSize(width, height));
        if (image.isNull() && format == "pdf")
            QSKIP("pdftoppm missing: bash scripts/install-deps.sh installs poppler-utils");
        QCOMPARE(image.size(), QSize(width, height));

        pe::EncodingParams params;
        params.length = L;
        params.dim = D;
        FigureOptions options;
        options.widthPx = width;
        options.heightPx = height;
        ExploreRequest request = figureRequest(params, pe::Metric::Cosine, 0, {});
        fitRequestToFigure(request, options);
        const auto delivery = computeFigureData(ViewKind::Heatmap, request, nullptr);
        QVERIFY(delivery);
        const auto view = renderedView(ViewKind::Heatmap, *delivery, options);
        view->plot()->toPixmap(width, height); // lays the plot out at the figure's size
        QCPAxis* x = view->plot()->xAxis;
        QCPAxis* y = view->plot()->yAxis;
        // As the paper draws it: dimensions left to right, position 0 at the top.
        QVERIFY(x->coordToPixel(0) < x->coordToPixel(D - 1));
        QVERIFY(y->coordToPixel(0) < y->coordToPixel(L - 1));

        int checked = 0;
        for (int pos = 0; pos < L; ++pos)
            for (int dim = 0; dim < D; ++dim) {
                const double omega = std::pow(10000.0, -2.0 * (dim / 2) / D);
                const double value = dim % 2 == 0 ? std::sin(pos * omega) : std::cos(pos * omega);
                if (std::abs(value) < 0.35)
                    continue; // near white: the sign is not a colour
                const QColor c = image.pixelColor(int(std::lround(x->coordToPixel(dim))),
                                                  int(std::lround(y->coordToPixel(pos))));
                const bool red = c.red() > c.blue() + 40, blue = c.blue() > c.red() + 40;
                QVERIFY2(value > 0 ? red : blue,
                         qPrintable(QString("pos %1, dim %2 = %3 drawn as %4")
                                        .arg(pos)
                                        .arg(dim)
                                        .arg(value)
                                        .arg(c.name())));
                ++checked;
            }
        QVERIFY(checked > L * D / 2);
    }

    void allWritesOneFilePerViewIntoAFolder() {
        QTemporaryDir dir;
        const QString folder = dir.filePath("figures"); // made by the command
        const Run run = runCli({"export", "all", "--output", folder, "--format", "svg", "--width",
                                "500", "--height", "300", "--no-caption"});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QStringList files = QDir(folder).entryList(QDir::Files, QDir::Name);
        QCOMPARE(files, QStringList({"frequencies.svg", "heatmap.svg", "offsets.svg",
                                     "pair-distance-map.svg", "pca.svg", "similarity.svg",
                                     "spectrum.svg", "springs.svg", "waveforms.svg"}));
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

    // An output whose suffix names another format than the one written is refused before
    // anything is written; a suffix that names no image format is the user's business.
    void outputSuffixMustMatchWhatIsWritten_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("output");
        QTest::addColumn<int>("exitCode");
        QTest::newRow("jpg") << QStringList{} << "h.jpg" << 2;
        QTest::newRow("pdf into .png") << QStringList{"--format", "pdf"} << "h.png" << 2;
        QTest::newRow("gif of a still") << QStringList{} << "h.gif" << 2;
        QTest::newRow("animation into .png")
            << QStringList{"--animate", "base=100..1000", "--frames", "2"} << "a.png" << 2;
        QTest::newRow("frames folder named .gif")
            << QStringList{"--animate", "base=100..1000", "--frames", "2", "--format", "png"}
            << "frames.gif" << 2;
        QTest::newRow("svg into .SVG") << QStringList{"--format", "svg"} << "h.SVG" << 0;
        QTest::newRow("no suffix") << QStringList{"--format", "pdf"} << "h" << 0;
        QTest::newRow("other suffix") << QStringList{} << "h.v2" << 0;
        QTest::newRow("animation into .gif")
            << QStringList{"--animate", "base=100..1000", "--frames", "2"} << "a.gif" << 0;
    }

    void outputSuffixMustMatchWhatIsWritten() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, output);
        QFETCH(int, exitCode);
        QTemporaryDir dir;
        const Run run = runCli(QStringList{"export", "heatmap", "--width", "200", "--height", "150",
                                           "--output", dir.filePath(output)} +
                               arguments);
        QVERIFY2(run.exitCode == exitCode, qPrintable(run.err));
        if (exitCode == 0) {
            QVERIFY(QFileInfo::exists(dir.filePath(output)));
            return;
        }
        QVERIFY2(run.err.contains("--output") && run.err.contains(output), qPrintable(run.err));
        QVERIFY(QDir(dir.path()).isEmpty());
    }

    // export all writes a folder: one named like an image is refused before it is made.
    void allRefusesAFolderNamedLikeAnImage() {
        QTemporaryDir dir;
        const Run run = runCli({"export", "all", "--output", dir.filePath("figures.gif")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("figures.gif") && run.err.contains("folder"),
                 qPrintable(run.err));
        QVERIFY(QDir(dir.path()).isEmpty());
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
        QTest::newRow("language") << QStringList{"--language", "fr"} << "--language: 'fr'";
        QTest::newRow("from past L") << QStringList{"--from", "64"} << "--from: '64'";
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

    // Chinese from --language or from the environment's locale: the title, the axis labels
    // and the caption in Chinese, and the vertical axis's label upright, not on its side.
    void chineseFigures_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("lang");
        QTest::newRow("--language zh_CN") << QStringList{"--language", "zh_CN"} << "C.UTF-8";
        QTest::newRow("LANG=zh_CN") << QStringList{} << "zh_CN.UTF-8";
    }
    void chineseFigures() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, lang);
        QTemporaryDir dir;
        const QString svg = dir.filePath("heatmap.svg");
        const Run run = runCli(QStringList{"export", "heatmap", "--output", svg} + arguments, lang);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const auto texts = svgTextsAndTurn(svg);
        const auto find = [&](const QString& wanted) {
            for (const auto& text : texts)
                if (text.first.contains(wanted))
                    return std::optional<bool>(text.second);
            return std::optional<bool>();
        };
        // An SVG holds a run of text per script: the Chinese words of the title on their own.
        QVERIFY2(find(QStringLiteral("位置编码")), qPrintable(joined(texts)));
        QVERIFY(!joined(texts).contains("Encoding"));
        QVERIFY2(find(QStringLiteral("交错")), qPrintable(joined(texts))); // the caption
        // The label alone ("位置"), not the title that starts with it.
        int labels = 0;
        for (const auto& text : texts)
            if (text.first == QStringLiteral("位置")) {
                ++labels;
                QVERIFY2(!text.second, "the position label is drawn on its side");
            }
        QCOMPARE(labels, 1);
        // One real family for all the SVG's text, the Chinese face: a viewer that substituted
        // its own font for a generic name would shift each run of glyphs against the next.
        QStringList families = capturesIn(svg, QStringLiteral("font-family=\"([^\"]*)\""));
        families.removeDuplicates();
        QVERIFY2(families.size() == 1 && families.first().contains(QLatin1String(" SC")),
                 qPrintable(families.join(", ")));
        // Han characters in simplified Chinese forms: the PDF embeds the Chinese (SC) face of
        // the CJK fonts, never the Japanese one fontconfig ranks first under an English locale.
        const QString pdf = dir.filePath("heatmap.pdf");
        const Run pdfRun =
            runCli(QStringList{"export", "heatmap", "--output", pdf} + arguments, lang);
        QVERIFY2(pdfRun.exitCode == 0, qPrintable(pdfRun.err));
        const QStringList fonts = capturesIn(pdf, QStringLiteral("/BaseFont /(\\S+)"));
        const QStringList cjk = fonts.filter(QStringLiteral("CJK"));
        QVERIFY2(!cjk.isEmpty(), qPrintable(fonts.join(' ')));
        for (const QString& font : cjk)
            QVERIFY2(font.contains(QLatin1String("CJKsc")), qPrintable(fonts.join(' ')));
    }

    // English where asked for, even in a Chinese environment; and English text turned on its
    // side stays as QCustomPlot draws it.
    void englishOverridesAChineseEnvironment() {
        QTemporaryDir dir;
        const QString svg = dir.filePath("heatmap.svg");
        const Run run =
            runCli({"export", "heatmap", "--language", "en", "--output", svg}, "zh_CN.UTF-8");
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const auto texts = svgTextsAndTurn(svg);
        QVERIFY2(joined(texts).contains("Encoding PE(pos, dim)"), qPrintable(joined(texts)));
        QVERIFY(!joined(texts).contains(QStringLiteral("位置")));
        for (const auto& text : texts)
            if (text.first == "position")
                QVERIFY(text.second);
    }

    // --marks keeps the selection marks and says what they are; without it, nothing of them.
    void marksOnlyWithTheOption() {
        QTemporaryDir dir;
        for (const bool marks : {false, true}) {
            const QString svg = dir.filePath(QStringLiteral("marks-%1.svg").arg(marks));
            QStringList arguments{"export", "heatmap", "--language", "en",
                                  "--from", "6",       "--output",   svg};
            if (marks)
                arguments << "--marks";
            const Run run = runCli(arguments);
            QVERIFY2(run.exitCode == 0, qPrintable(run.err));
            QCOMPARE(joined(svgTextsAndTurn(svg)).contains("position p = 6"), marks);
        }
    }

    // --like remakes a figure from an earlier one of any format, in another format and size:
    // the new file records the same parameters, and options given with --like win.
    void likeRemakesAFigure_data() {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::newRow("png to svg") << "png"
                                    << "svg";
        QTest::newRow("pdf to png") << "pdf"
                                    << "png";
        QTest::newRow("svg to pdf") << "svg"
                                    << "pdf";
    }
    void likeRemakesAFigure() {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QTemporaryDir dir;
        const QString old = dir.filePath("old." + from);
        Run run = runCli({"export", "offsets", "--length", "40",           "--dim",    "10",
                          "--base", "777",     "--layout", "concatenated", "--metric", "euclidean",
                          "--from", "3",       "--width",  "640",          "--height", "480",
                          "--dpi",  "96",      "--marks",  "--output",     old});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QString remade = dir.filePath("new." + to);
        run = runCli({"export", "offsets", "--like", old, "--width", "500", "--output", remade});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QByteArray json = metadataJson(remade);
        for (const char* field :
             {"\"view\":\"offsets\"", "\"length\":40", "\"dim\":10", "\"base\":777",
              "\"layout\":\"concatenated\"", "\"metric\":\"euclidean\"", "\"from\":3",
              "\"width\":500", "\"height\":480", "\"dpi\":96", "\"marks\":true"})
            QVERIFY2(json.contains(field), qPrintable(QString(field) + " not in " + json));
        if (to == "png")
            QCOMPARE(QImage(remade).size(), QSize(500, 480));
    }

    // The springs of p against q: --like keeps q (its caption and metadata say q = 40), --to
    // given with it wins, and a shorter L that leaves q outside is refused.
    void likeKeepsTheSecondPositionOfTheSprings() {
        QTemporaryDir dir;
        const QString old = dir.filePath("old.svg");
        Run run = runCli({"export", "springs", "--language", "en", "--from", "2", "--to", "40",
                          "--output", old});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QString remade = dir.filePath("new.svg");
        run = runCli({"export", "springs", "--like", old, "--output", remade});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(metadataJson(remade).contains("\"to\":40"), metadataJson(remade).constData());
        QVERIFY(joined(svgTextsAndTurn(remade)).contains("q = 40"));
        const QString other = dir.filePath("other.svg");
        run = runCli({"export", "springs", "--like", old, "--to", "9", "--output", other});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY(joined(svgTextsAndTurn(other)).contains("q = 9"));
        const QString shorter = dir.filePath("shorter.svg");
        run = runCli({"export", "springs", "--like", old, "--length", "20", "--output", shorter});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("q = 40"), qPrintable(run.err));
        QVERIFY(!QFile::exists(shorter));
    }

    // A figure remade from a Chinese one is Chinese, unless --language says otherwise.
    void likeKeepsTheLanguage() {
        QTemporaryDir dir;
        const QString old = dir.filePath("old.png");
        Run run = runCli({"export", "heatmap", "--language", "zh_CN", "--output", old}, "C.UTF-8");
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY(metadataJson(old).contains("\"language\":\"zh_CN\""));
        const QString remade = dir.filePath("new.svg");
        run = runCli({"export", "heatmap", "--like", old, "--output", remade}, "C.UTF-8");
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(joined(svgTextsAndTurn(remade)).contains(QStringLiteral("位置编码")),
                 qPrintable(joined(svgTextsAndTurn(remade))));
        const QString english = dir.filePath("english.svg");
        run = runCli({"export", "heatmap", "--like", old, "--language", "en", "--output", english},
                     "C.UTF-8");
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY(joined(svgTextsAndTurn(english)).contains("Encoding PE(pos, dim)"));
    }

    void likeRefusesFiguresWithoutGoodMetadata() {
        QTemporaryDir dir;
        const QString plain = dir.filePath("plain.png");
        QImage image(30, 20, QImage::Format_RGB32);
        image.fill(Qt::white);
        QVERIFY(image.save(plain));
        const QString out = dir.filePath("out.png");
        Run run = runCli({"export", "heatmap", "--like", plain, "--output", out});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("plain.png") && run.err.contains("no figure metadata"),
                 qPrintable(run.err));
        QCOMPARE(run.err.count('\n'), 1);
        QVERIFY(!QFileInfo::exists(out));
        // A recorded length changed by hand to one no figure can have.
        const QString svg = dir.filePath("made.svg");
        QCOMPARE(runCli({"export", "heatmap", "--output", svg}).exitCode, 0);
        QByteArray bytes = readAll(svg);
        QVERIFY(bytes.contains("&quot;length&quot;:64"));
        bytes.replace("&quot;length&quot;:64", "&quot;length&quot;:-64");
        const QString corrupt = dir.filePath("corrupt.svg");
        QFile file(corrupt);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
        file.close();
        run = runCli({"export", "heatmap", "--like", corrupt, "--output", out});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("\"length\" is -64"), qPrintable(run.err));
        QCOMPARE(run.err.count('\n'), 1);
        QVERIFY(!QFileInfo::exists(out));
    }

    // --session draws the lesson's state; a bad session is refused and nothing written.
    void exportFromASession() {
        QTemporaryDir dir;
        const QString session = dir.filePath("lesson.json");
        QFile file(session);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"pe-explorer-session":1,"length":90,"dim":14,"base":321,
            "layout":"interleaved","metric":"dot","view":"heatmap",
            "selection":{"position":11,"dimension":2,"waveDims":[3,6],"bandFirst":-1,
            "bandLast":-1,"partner":1}})");
        file.close();
        const QString out = dir.filePath("offsets.svg");
        Run run =
            runCli({"export", "offsets", "--session", session, "--dim", "12", "--output", out});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QByteArray json = metadataJson(out);
        for (const char* field : {"\"length\":90", "\"dim\":12", "\"base\":321",
                                  "\"metric\":\"dot\"", "\"from\":11", "\"waveDims\":[3,6]"})
            QVERIFY2(json.contains(field), qPrintable(QString(field) + " not in " + json));
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(R"({"pe-explorer-session":2})");
        file.close();
        const QString refused = dir.filePath("refused.svg");
        run = runCli({"export", "offsets", "--session", session, "--output", refused});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("version 2"), qPrintable(run.err));
        QCOMPARE(run.err.count('\n'), 1);
        QVERIFY(!QFileInfo::exists(refused));
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

    // A disk that fills up as the figure is written, made without root: no file may grow past
    // 64 KiB, less than a 2048 x 512 heatmap in any format (its cell image alone is 1 Mi
    // cells) but enough for the first blocks to be written. The export fails with exit 1 and
    // one line naming the file, and leaves no file or temporary behind.
    void aFigureCutShortLeavesNothing() {
        QTemporaryDir dir;
        for (const char* format : {"png", "pdf", "svg"}) {
            const QString target = dir.filePath(QStringLiteral("heat.") + format);
            const Run run = runCli(
                {"export", "heatmap", "--length", "2048", "--dim", "512", "--output", target},
                QStringLiteral("C.UTF-8"), 64 * 1024);
            QVERIFY2(
                run.exitCode == 1,
                qPrintable(QString("%1: exit %2, %3").arg(format).arg(run.exitCode).arg(run.err)));
            QVERIFY2(run.err.contains("cannot") && run.err.contains("heat."), qPrintable(run.err));
            QCOMPARE(run.err.count('\n'), 1);
            QCOMPARE(entriesIn(dir.path()), QStringList());
        }
    }

    // A full disk, a read-only folder and a folder the user may not write: the export
    // fails with exit 1 and one line naming the file, and leaves no file or temporary.
    void fullReadOnlyAndForbiddenFoldersLeaveNothing() {
        QTemporaryDir dir;
        // Full: a 64 KiB filesystem, smaller than a 2048 x 512 heatmap in any format (its
        // cell image alone is 1 Mi cells) but large enough for the first blocks to be written.
        SmallMount full(dir.filePath("full"), "size=64k");
        if (!full.mounted)
            QSKIP("mounting a tmpfs needs root (CAP_SYS_ADMIN); the full and read-only cases "
                  "cannot be made otherwise");
        for (const char* format : {"png", "pdf", "svg"}) {
            const QString target = full.path + "/heat." + format;
            const Run run = runCli(
                {"export", "heatmap", "--length", "2048", "--dim", "512", "--output", target});
            QVERIFY2(
                run.exitCode == 1,
                qPrintable(QString("%1: exit %2, %3").arg(format).arg(run.exitCode).arg(run.err)));
            QVERIFY2(run.err.contains("cannot") && run.err.contains("heat."), qPrintable(run.err));
            QCOMPARE(run.err.count('\n'), 1);
            QCOMPARE(entriesIn(full.path), QStringList());
        }
        // Read-only: the same kind of mount, remounted read-only.
        SmallMount readOnly(dir.filePath("ro"), "size=1m");
        QVERIFY(readOnly.mounted);
        QCOMPARE(system("mount", {"-o", "remount,ro", readOnly.path}), 0);
        Run run = runCli({"export", "heatmap", "--output", readOnly.path + "/heat.png"});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains("cannot"), qPrintable(run.err));
        QCOMPARE(entriesIn(readOnly.path), QStringList());
        run = runCli({"export", "all", "--output", readOnly.path + "/figures"});
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(entriesIn(readOnly.path), QStringList());
        // Permission denied: a folder only root may write, the CLI run as nobody.
        const QString forbidden = dir.filePath("forbidden");
        QVERIFY(QDir().mkpath(forbidden));
        QVERIFY(QFile::setPermissions(
            forbidden, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner |
                           QFileDevice::ReadOther | QFileDevice::ExeOther));
        QVERIFY(QFile::setPermissions(dir.path(),
                                      QFile::permissions(dir.path()) | QFileDevice::ExeOther));
        QProcess process;
        process.start("setpriv", QStringList{"--reuid=nobody", "--regid=nogroup", "--clear-groups",
                                             PE_EXPLORER_BINARY, "export", "heatmap", "--output",
                                             forbidden + "/heat.png"});
        QVERIFY(process.waitForFinished(180000));
        const QString err = QString::fromLocal8Bit(process.readAllStandardError());
        QVERIFY2(process.exitCode() == 1 && err.contains("cannot"),
                 qPrintable(QString("exit %1: %2").arg(process.exitCode()).arg(err)));
        QCOMPARE(entriesIn(forbidden), QStringList());
    }
};

QTEST_MAIN(TestExportCli)
#include "test_export_cli.moc"

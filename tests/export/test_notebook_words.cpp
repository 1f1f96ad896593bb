// SPDX-License-Identifier: GPL-3.0-or-later
// A view's notebook says what its figure says: every word of the figure exported as SVG (its
// title, subtitle, axis names, legend, colour scale, notes and caption; tick numbers apart)
// stands among the texts matplotlib draws when Debian's python3 runs the notebook made from the
// same request (as `export VIEW --notebook` makes it: the PNG figure's cells), for each view and
// for the settings that change the words (the metric, q before p, some or every pair wrapped, more
// positions than pixels).

#include "cli/cli_run.h"
#include "export/notebook_python.h"
#include "svg_texts.h"
#include "ui/export/notebook.h"
#include "ui/export/view_export.h"
#include "ui/views/view_kind.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

namespace {

// Spaces as spaces (the figure keeps numbers whole with no-break spaces), line breaks too: the
// figure and matplotlib break lines in their own places.
QString plain(QString text) {
    text.replace(QChar(0x00a0), QLatin1Char(' ')).replace(QChar(0x202f), QLatin1Char(' '));
    return text.simplified();
}

// A tick's number ("0.5", "-1", "10k", "10⁻⁴", "2 × 10³"): drawn by each in its own style.
bool isTickNumber(const QString& text) {
    static const QRegularExpression number(QStringLiteral("^[-−+0-9.,k× ⁰¹²³⁴⁵⁶⁷⁸⁹⁻]*$"));
    return number.match(text).hasMatch();
}

// Every text the notebook's figure draws: the figure's own, each axes' titles, axis names,
// texts and legend entries, as one list; and in `sideways`, each Chinese vertical axis name
// matplotlib draws turned, or not above its plot, or over a title.
QStringList notebookTexts(const QString& notebookPath, const QString& folder,
                          QStringList* sideways = nullptr) {
    QFile file(notebookPath);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QString code = notebookCode(file.readAll());
    code.replace(QStringLiteral("plt.show()"), QString());
    const QString script =
        QStringLiteral("import matplotlib\nmatplotlib.use(\"Agg\")\n") + code +
        QStringLiteral("\nimport json\n"
                       "said = [t.get_text() for t in fig.texts]\n"
                       "said += [fig._suptitle.get_text()] if fig._suptitle else []\n"
                       "for a in fig.axes:\n"
                       "    said += [a.get_title(w) for w in (\"left\", \"center\", \"right\")]\n"
                       "    said += [a.get_xlabel(), a.get_ylabel()]\n"
                       "    said += [t.get_text() for t in a.texts]\n"
                       "    said += [t.get_text() for t in a.get_yticklabels()]\n"
                       "    if a.get_legend():\n"
                       "        said += [t.get_text() for t in a.get_legend().get_texts()]\n"
                       "fig.canvas.draw()\n"
                       "renderer = fig.canvas.get_renderer()\n"
                       "sideways = []\n"
                       "for a in fig.axes:\n"
                       "    label = a.yaxis.label\n"
                       "    if a.name == \"3d\" or not any(ord(c) >= 0x2E80 for c in "
                       "label.get_text()):\n"
                       "        continue\n"
                       "    box = label.get_window_extent(renderer)\n"
                       "    over = [t for b in fig.axes for t in (b.title,) if t.get_text() and\n"
                       "            t.get_window_extent(renderer).overlaps(box)]\n"
                       "    if label.get_rotation() != 0 or box.y0 < "
                       "a.get_window_extent(renderer).y1 or over:\n"
                       "        sideways.append(label.get_text())\n"
                       "print(json.dumps({\"said\": [s for s in said if s], \"sideways\": "
                       "sideways}))\n");
    QFile scriptFile(folder + "/words.py");
    if (!scriptFile.open(QIODevice::WriteOnly) || scriptFile.write(script.toUtf8()) < 0)
        return {};
    scriptFile.close();
    QProcess python;
    python.setWorkingDirectory(folder);
    python.start(kPython, {scriptFile.fileName()});
    python.waitForFinished(-1); // no clock: a hang is the test's own timeout
    if (python.exitStatus() != QProcess::NormalExit || python.exitCode() != 0) {
        qWarning("%s", python.readAllStandardError().constData());
        return {};
    }
    const QJsonObject printed = QJsonDocument::fromJson(python.readAllStandardOutput()).object();
    QStringList texts;
    for (const QJsonValue& text : printed.value("said").toArray())
        texts << plain(text.toString());
    if (sideways)
        for (const QJsonValue& text : printed.value("sideways").toArray())
            *sideways << text.toString();
    return texts;
}

} // namespace

// One setting of the parameters and the positions.
struct Case {
    pe::EncodingParams params;
    pe::Metric metric = pe::Metric::Cosine;
    std::int64_t p = 0;
    std::int64_t q = 1;
    std::optional<std::pair<double, double>> viewAngle; // the principal components in 3-D
};
Q_DECLARE_METATYPE(Case)

Case sized(std::int64_t length, std::int64_t dim, double base = 10000.0) {
    Case c;
    c.params.length = length;
    c.params.dim = dim;
    c.params.base = base;
    return c;
}

// Every word of the figure at `figure` (an SVG) stands among the texts of the notebook's.
// `sideways` as notebookTexts says.
void compareWords(const QString& figure, const QString& notebook, const QString& folder,
                  QStringList* sideways = nullptr) {
    const QStringList said = notebookTexts(notebook, folder, sideways);
    QVERIFY(!said.isEmpty());
    const QString all = said.join(QStringLiteral(" | "));
    int words = 0;
    for (const QString& text : svgTexts(figure)) {
        const QString shown = plain(text);
        if (shown.isEmpty() || isTickNumber(shown))
            continue;
        ++words;
        QVERIFY2(all.contains(shown),
                 qPrintable(QStringLiteral("the figure's \"%1\" is not in the notebook's: %2")
                                .arg(shown, all)));
    }
    QVERIFY2(words >= 5, qPrintable(QString::number(words))); // title, axes, caption at least
}

class TestNotebookWords : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() {
        QVERIFY2(QFileInfo::exists(kPython), "scripts/install-deps.sh installs python3");
    }

    void theNotebookSaysWhatTheFigureSays_data() {
        QTest::addColumn<QString>("view");
        QTest::addColumn<Case>("c");
        const Case small = sized(256, 128);
        for (const ViewInfo& info : viewTable())
            QTest::addRow("%s", info.name) << QString::fromLatin1(info.name) << small;
        Case euclidean = small;
        euclidean.metric = pe::Metric::Euclidean;
        QTest::addRow("similarity, euclidean") << "similarity" << euclidean;
        const Case many = sized(3000, 64);
        QTest::addRow("similarity, more positions than cells") << "similarity" << many;
        Case dot = small;
        dot.metric = pe::Metric::Dot;
        dot.p = 5;
        QTest::addRow("offsets from p = 5") << "offsets" << dot;
        Case back = small;
        back.p = 40;
        back.q = 10;
        QTest::addRow("map, q before p") << "pair-distance-map" << back;
        Case wrapped = small;
        wrapped.q = 40;
        QTest::addRow("springs, wrapped pairs") << "springs" << wrapped;
        Case allWrapped = sized(60000, 16, 100.0);
        allWrapped.q = 50000;
        QTest::addRow("springs, every pair wrapped") << "springs" << allWrapped;
        Case turned = small;
        turned.viewAngle = std::make_pair(30.0, 25.0);
        QTest::addRow("pca, turned in 3-D") << "pca" << turned;
        QTest::addRow("heatmap, more positions than rows") << "heatmap" << sized(9000, 64);
        QTest::addRow("heatmap, more dimensions than columns") << "heatmap" << sized(128, 4096);
        QTest::addRow("map, more offsets than columns") << "pair-distance-map" << sized(100000, 64);
        QTest::addRow("offsets, more offsets than points") << "offsets" << sized(20000, 64);
        QTest::addRow("waveforms, faster than a pixel") << "waveforms" << sized(5000, 64);
        QTest::addRow("spectrum, its first positions") << "spectrum" << sized(9000, 16);
    }
    void theNotebookSaysWhatTheFigureSays() {
        QFETCH(QString, view);
        QFETCH(Case, c);
        const ViewKind kind = *viewKindFromName(view);
        // As `export VIEW --notebook` makes it: the cells of the PNG figure of the default size
        // (a vector figure holds more), and that figure, written as SVG to be read.
        ExploreRequest request = figureRequest(c.params, c.metric, c.p, {});
        request.q = c.q;
        request.viewAngle = c.viewAngle;
        FigureOptions png;
        fitRequestToFigure(request, png);
        QTemporaryDir dir;
        const QString figure = dir.filePath("figure.svg"), notebook = dir.filePath("view.ipynb");
        QString error;
        QVERIFY2(writeViewNotebook(kind, request, notebook, &error), qPrintable(error));
        FigureOptions svg = png;
        svg.format = FigureFormat::Svg;
        svg.caption = QStringLiteral("on");
        QVERIFY2(exportOneView(kind, request, svg, figure, &error), qPrintable(error));
        compareWords(figure, notebook, dir.path());
    }

    // In Chinese, as the command line makes both: the notebook's words are the figure's
    // translated words (its axes, legends, subtitles and notes), not English beside them.
    void theChineseNotebookSaysWhatTheChineseFigureSays_data() {
        QTest::addColumn<QString>("view");
        for (const ViewInfo& info : viewTable())
            QTest::addRow("%s", info.name) << QString::fromLatin1(info.name);
    }
    void theChineseNotebookSaysWhatTheChineseFigureSays() {
        QFETCH(QString, view);
        QTemporaryDir dir;
        const QString figure = dir.filePath("figure.svg"), notebook = dir.filePath("view.ipynb");
        const QStringList common{"--length", "256", "--dim",      "128",
                                 "--to",     "40",  "--language", "zh_CN"};
        QStringList arguments{"export", view};
        if (!viewInfo(*viewKindFromName(view)).uses.q)
            arguments << common.mid(0, 4) << common.mid(6);
        else
            arguments << common;
        Run run = runCli(arguments + QStringList{"--output", figure});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        run = runCli(arguments + QStringList{"--notebook", notebook});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        // Its vertical axis names stand upright above the plot, as the figure's do.
        QStringList sideways;
        compareWords(figure, notebook, dir.path(), &sideways);
        if (QTest::currentTestFailed())
            return;
        QVERIFY2(sideways.isEmpty(), qPrintable(sideways.join(QLatin1String(" | "))));
    }
};

QTEST_MAIN(TestNotebookWords)
#include "test_notebook_words.moc"

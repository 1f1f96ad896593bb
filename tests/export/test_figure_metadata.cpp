// SPDX-License-Identifier: GPL-3.0-or-later
// Every figure records the parameters it was made from, and reads them back: the same
// values through PNG, PDF and SVG; a clear one-line refusal for every field that is missing,
// of the wrong type or out of range, for a version this build does not know, and for files
// without metadata; and no crash, always a message, for truncated and mutated input.

#include "ui/compute/request.h"
#include "ui/export/figure_metadata.h"
#include "ui/export/view_export.h"

#include <QApplication>
#include <QImage>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QtTest>

namespace {

// The request and options of a figure with nothing at its default.
ExploreRequest unusualRequest() {
    pe::EncodingParams p;
    p.length = 48;
    p.dim = 12;
    p.base = 500.5;
    p.layout = pe::Layout::Concatenated;
    ExploreRequest request = figureRequest(p, pe::Metric::Dot, 5, {1, 4, 7});
    request.band = pe::ColumnBand{2, 9};
    request.q = 30;
    return request;
}

FigureOptions unusualOptions(FigureFormat format) {
    FigureOptions o;
    o.format = format;
    o.widthPx = 900;
    o.heightPx = 700;
    o.dpi = 120;
    o.theme = FigureTheme::Screen;
    o.marks = true;
    o.caption = QStringLiteral("on");
    o.selectedDimension = 7;
    o.selectedBand = pe::ColumnBand{3, 10};
    o.bandOnly = true;
    return o;
}

// What the figure above must record, written out by hand.
const QByteArray kExpectedJson =
    R"({"pe-explorer-figure":1,"view":"similarity","length":48,"dim":12,"base":500.5,)"
    R"("layout":"concatenated","metric":"dot","from":5,"waveDims":[1,4,7],"width":900,)"
    R"("height":700,"dpi":120,"theme":"screen","marks":true,"caption":true,"language":"en",)"
    R"("to":30,"band":[2,9],"dimension":7,"selectedBand":[3,10],"bandOnly":true})";

QByteArray readAll(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// `text` with its first `from` replaced by `to`.
QByteArray with(QByteArray text, const QByteArray& from, const QByteArray& to) {
    const qsizetype at = text.indexOf(from);
    return at < 0 ? QByteArray() : text.replace(at, from.size(), to);
}

} // namespace

class TestFigureMetadata : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

  private slots:
    void roundTripThroughEveryFormat_data() {
        QTest::addColumn<int>("format");
        QTest::newRow("png") << int(FigureFormat::Png);
        QTest::newRow("pdf") << int(FigureFormat::Pdf);
        QTest::newRow("svg") << int(FigureFormat::Svg);
    }
    void roundTripThroughEveryFormat() {
        QFETCH(int, format);
        const FigureOptions options = unusualOptions(FigureFormat(format));
        const QString path = dir_.filePath("figure." + figureFormatSuffix(options.format));
        QString error;
        QVERIFY2(exportOneView(ViewKind::Similarity, unusualRequest(), options, path, &error),
                 qPrintable(error));
        const auto json = extractFigureMetadata(readAll(path), &error);
        QVERIFY2(json, qPrintable(error));
        QCOMPARE(*json, kExpectedJson);
        const auto read = readFigureMetadata(path, &error);
        QVERIFY2(read, qPrintable(error));
        QVERIFY(read->view == ViewKind::Similarity);
        QCOMPARE(read->params.length, 48);
        QCOMPARE(read->params.dim, 12);
        QCOMPARE(read->params.base, 500.5);
        QVERIFY(read->params.layout == pe::Layout::Concatenated);
        QVERIFY(read->metric == pe::Metric::Dot);
        QCOMPARE(read->p, 5);
        QCOMPARE(read->waveDims, (std::vector<std::int64_t>{1, 4, 7}));
        QCOMPARE(read->widthPx, 900);
        QCOMPARE(read->heightPx, 700);
        QCOMPARE(read->dpi, 120);
        QVERIFY(read->theme == FigureTheme::Screen);
        QCOMPARE(read->marks, true);
        QCOMPARE(read->caption, true);
        QVERIFY(read->band == pe::ColumnBand({2, 9}));
        // The rest of the selection, for File > Open figure's parameters.
        QCOMPARE(read->q.value_or(-1), 30);
        QCOMPARE(read->dimension.value_or(-1), 7);
        QVERIFY(read->selectedBand == pe::ColumnBand({3, 10}));
        QCOMPARE(read->bandOnly, std::optional<bool>(true));
        // The file is still the image it was: metadata takes nothing from it.
        if (options.format == FigureFormat::Png)
            QCOMPARE(QImage(path).size(), QSize(900, 700));
    }

    void everyBadFieldIsNamed_data() {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("mentions");
        const QByteArray good = kExpectedJson;
        QTest::newRow("future version") << with(good, ":1,", ":2,") << "version 2";
        QTest::newRow("version text") << with(good, ":1,", ":\"1\",") << "version \"1\"";
        QTest::newRow("no version") << with(good, "\"pe-explorer-figure\":1,", "") << "version";
        QTest::newRow("view") << with(good, "\"similarity\"", "\"pie\"") << "\"view\" is \"pie\"";
        QTest::newRow("length text") << with(good, ":48", ":\"48\"") << "\"length\" is \"48\"";
        QTest::newRow("length 0") << with(good, ":48", ":0") << "\"length\" is 0";
        QTest::newRow("length 2.5") << with(good, ":48", ":2.5") << "\"length\" is 2.5";
        QTest::newRow("dim missing") << with(good, "\"dim\":12,", "") << "\"dim\" is missing";
        QTest::newRow("base 1") << with(good, "500.5", "1") << "\"base\" is 1";
        QTest::newRow("base null") << with(good, "500.5", "null") << "\"base\" is null";
        QTest::newRow("layout") << with(good, "\"concatenated\"", "\"zigzag\"")
                                << "\"layout\" is \"zigzag\"";
        QTest::newRow("metric") << with(good, "\"dot\"", "\"l1\"") << "\"metric\" is \"l1\"";
        QTest::newRow("from past L") << with(good, "\"from\":5", "\"from\":48") << "\"from\" is 48";
        QTest::newRow("wave dim past D")
            << with(good, "[1,4,7]", "[1,4,12]") << "\"waveDims\" is [1,4,12]";
        QTest::newRow("wave dims text") << with(good, "[1,4,7]", "\"1,4\"") << "\"waveDims\"";
        QTest::newRow("width 0") << with(good, ":900", ":0") << "\"width\" is 0";
        QTest::newRow("height huge") << with(good, ":700", ":70000") << "\"height\" is 70000";
        QTest::newRow("dpi") << with(good, ":120", ":-1") << "\"dpi\" is -1";
        QTest::newRow("theme") << with(good, "\"screen\"", "\"dark\"") << "\"theme\" is \"dark\"";
        QTest::newRow("marks") << with(good, "\"marks\":true", "\"marks\":1") << "\"marks\" is 1";
        QTest::newRow("language") << with(good, "\"language\":\"en\"", "\"language\":\"fr\"")
                                  << "\"language\" is \"fr\"";
        QTest::newRow("unknown field")
            << with(good, "{", "{\"colour\":3,") << "unknown field \"colour\"";
        QTest::newRow("band reversed") << with(good, "[2,9]", "[9,2]") << "\"band\" is [9,2]";
        QTest::newRow("selected band reversed")
            << with(good, "[3,10]", "[10,3]") << "\"selectedBand\" is [10,3]";
        QTest::newRow("dimension past D")
            << with(good, "\"dimension\":7", "\"dimension\":12") << "\"dimension\" is 12";
        QTest::newRow("band only text")
            << with(good, "\"bandOnly\":true", "\"bandOnly\":\"yes\"") << "\"bandOnly\" is \"yes\"";
        QTest::newRow("band past D") << with(good, "[2,9]", "[2,12]") << "\"band\"";
        QTest::newRow("band of three") << with(good, "[2,9]", "[2,5,9]") << "\"band\"";
        QTest::newRow("to past L") << with(good, "\"to\":30", "\"to\":48") << "\"to\" is 48";
        QTest::newRow("scene unknown")
            << with(good, "}", ",\"scene\":\"circus\"}") << "\"scene\" is \"circus\"";
        QTest::newRow("view angle past the pole")
            << with(good, "}", ",\"viewAngle\":[30,95]}") << "\"viewAngle\" is [30,95]";
        QTest::newRow("view angle of one number")
            << with(good, "}", ",\"viewAngle\":30}") << "\"viewAngle\" is 30";
        QTest::newRow("table unnamed") << with(good, "}", ",\"table\":\"\"}") << "\"table\"";
        QTest::newRow("far q past L")
            << with(good, "}", ",\"scene\":\"springs\",\"farTo\":48}") << "\"farTo\" is 48";
        QTest::newRow("not json") << good.left(40) << "not valid JSON";
        QTest::newRow("array") << QByteArray("[1,2]") << "not a JSON object";
        QTest::newRow("length negative") << with(good, ":48", ":-5") << "\"length\" is -5";
    }
    // The springs view draws q: a figure of p = 5 against q = 30 is remade against q = 30.
    void theSpringsRecordTheirSecondPosition() {
        const QString path = dir_.filePath("springs.svg");
        QString error;
        QVERIFY2(exportOneView(ViewKind::Springs, unusualRequest(),
                               unusualOptions(FigureFormat::Svg), path, &error),
                 qPrintable(error));
        const auto read = readFigureMetadata(path, &error);
        QVERIFY2(read, qPrintable(error));
        QCOMPARE(read->q.value_or(-1), 30);
        QVERIFY(!read->band); // the springs do not depend on the band
    }

    void everyBadFieldIsNamed() {
        QFETCH(QByteArray, json);
        QFETCH(QString, mentions);
        QVERIFY(!json.isEmpty());
        QString error;
        QVERIFY(!parseFigureMetadata(json, &error));
        QVERIFY2(error.contains(mentions), qPrintable(error));
        QVERIFY2(!error.contains('\n'), qPrintable(error));
    }

    void theGoodObjectParses() {
        QString error;
        QVERIFY2(parseFigureMetadata(kExpectedJson, &error), qPrintable(error));
    }

    void filesWithoutMetadataAreRefused() {
        QString error;
        const QString plain = dir_.filePath("plain.png");
        QImage image(40, 30, QImage::Format_RGB32);
        image.fill(Qt::white);
        QVERIFY(image.save(plain));
        QVERIFY(!readFigureMetadata(plain, &error));
        QVERIFY2(error.contains("carries no figure metadata"), qPrintable(error));
        QVERIFY(!extractFigureMetadata("hello", &error));
        QVERIFY2(error.contains("not a PNG, PDF or SVG"), qPrintable(error));
        QVERIFY(!extractFigureMetadata("<svg xmlns='http://www.w3.org/2000/svg'></svg>", &error));
        QVERIFY2(error.contains("SVG carries no figure metadata"), qPrintable(error));
        QVERIFY(!readFigureMetadata(dir_.filePath("missing.svg"), &error));
        QVERIFY2(error.contains("cannot read"), qPrintable(error));
    }

    // A changed byte in the PNG's text chunk fails its checksum rather than passing as other
    // parameters.
    void aDamagedPngChunkIsNoticed() {
        const QString path = dir_.filePath("damaged.png");
        QString error;
        QVERIFY(exportOneView(ViewKind::Similarity, unusualRequest(),
                              unusualOptions(FigureFormat::Png), path, &error));
        QByteArray bytes = readAll(path);
        const qsizetype at = bytes.indexOf("\"length\":48");
        QVERIFY(at > 0);
        bytes[at + 10] = '9';
        QVERIFY(!extractFigureMetadata(bytes, &error));
        QVERIFY2(error.contains("damaged"), qPrintable(error));
    }

    // Seeded: mutated JSON and truncated or mutated files always end in metadata or in one
    // line of error, never in a crash or silence.
    void fuzzedInputAlwaysGetsAnAnswer() {
        QRandomGenerator random(20240611);
        QString error;
        QList<QByteArray> files;
        for (const FigureFormat format :
             {FigureFormat::Png, FigureFormat::Pdf, FigureFormat::Svg}) {
            FigureOptions options = unusualOptions(format);
            options.widthPx = 200;
            options.heightPx = 150;
            const QString path = dir_.filePath("fuzz." + figureFormatSuffix(format));
            QVERIFY(exportOneView(ViewKind::Heatmap, unusualRequest(), options, path, &error));
            files << readAll(path);
        }
        const QByteArray alphabet = "{}[]\",:0123456789.-eE+truefalsnl \\abc";
        auto mutate = [&](QByteArray bytes) {
            const int edits = 1 + random.bounded(4);
            for (int e = 0; e < edits && !bytes.isEmpty(); ++e) {
                const int at = random.bounded(int(bytes.size()));
                switch (random.bounded(4)) {
                case 0:
                    bytes.truncate(at);
                    break;
                case 1:
                    bytes.remove(at, 1 + random.bounded(8));
                    break;
                case 2:
                    bytes[at] = alphabet.at(random.bounded(int(alphabet.size())));
                    break;
                default:
                    bytes.insert(at, alphabet.at(random.bounded(int(alphabet.size()))));
                }
            }
            return bytes;
        };
        const int iterations = qEnvironmentVariableIntValue("PE_FUZZ_ITERATIONS") > 0
                                   ? qEnvironmentVariableIntValue("PE_FUZZ_ITERATIONS")
                                   : 3000;
        int accepted = 0;
        for (int i = 0; i < iterations; ++i) {
            const bool json = i % 2 == 0;
            const QByteArray input =
                mutate(json ? kExpectedJson : files.at(random.bounded(int(files.size()))));
            error.clear();
            std::optional<FigureMetadata> result;
            if (json) {
                result = parseFigureMetadata(input, &error);
            } else if (const auto text = extractFigureMetadata(input, &error)) {
                result = parseFigureMetadata(*text, &error);
            }
            if (result) {
                ++accepted;
                continue;
            }
            QVERIFY2(!error.isEmpty(), input.left(200).constData());
            QVERIFY2(!error.contains('\n'), qPrintable(error));
        }
        // Most mutations break something; some (in the image data, a digit for a digit) don't.
        QVERIFY(accepted < iterations);
    }
};

QTEST_MAIN(TestFigureMetadata)
#include "test_figure_metadata.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// Compare with in figures and sessions: `export VIEW --compare PARAM=VALUE` draws the pinned
// setting beside the command's own (its dashed colour is in the figure, and the drawing's
// numbers are the formula's, computed here); a saved session keeps the pinned setting and a
// bad one is refused by name.

#include "ui/compute/compute.h"
#include "ui/compute/result.h"
#include "ui/export/figure_metadata.h"
#include "ui/export/session_file.h"
#include "ui/export/view_export.h"
#include "ui/views/frequency_band_view.h"
#include "ui/views/plot_view.h"

#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>
#include <cmath>
#include <qcustomplot.h>

namespace {

constexpr double kPi = 3.14159265358979323846;

int runCli(const QStringList& arguments, QString* err) {
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("LANG", "C.UTF-8");
    env.remove("LANGUAGE");
    env.remove("LC_ALL");
    env.remove("QT_QPA_PLATFORM"); // the program sets up its offscreen platform itself
    process.setProcessEnvironment(env);
    process.start(PE_EXPLORER_BINARY, arguments);
    process.waitForFinished(120000);
    *err = QString::fromLocal8Bit(process.readAllStandardError());
    return process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
}

// Pixels within a few levels of `colour`: the pinned drawing's own colour.
int pixelsOf(const QImage& image, QColor colour) {
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
    int count = 0;
    for (int y = 0; y < rgb.height(); ++y)
        for (int x = 0; x < rgb.width(); ++x) {
            const QRgb p = rgb.pixel(x, y);
            if (std::abs(qRed(p) - colour.red()) <= 6 &&
                std::abs(qGreen(p) - colour.green()) <= 6 &&
                std::abs(qBlue(p) - colour.blue()) <= 6)
                ++count;
        }
    return count;
}

} // namespace

class TestCompareExport : public QObject {
    Q_OBJECT
  private slots:
    // The wavelengths of the command's base and of the pinned one in one figure: the pinned
    // steps' colour is there only with --compare, and the figure's pinned steps are
    // 2 pi base^(2i/D) for the base given to --compare.
    void aFigureDrawsBothSettings() {
        QTemporaryDir dir;
        const QString both = dir.filePath("both.png"), one = dir.filePath("one.png");
        QString err;
        const QStringList size = {"--width", "640", "--height", "400"};
        QCOMPARE(
            runCli(QStringList{"export", "frequencies", "--compare", "base=500000", "-o", both} +
                       size,
                   &err),
            0);
        QCOMPARE(runCli(QStringList{"export", "frequencies", "-o", one} + size, &err), 0);
        const QColor pinnedColour(204, 121, 167);
        QVERIFY2(pixelsOf(QImage(both), pinnedColour) > 200,
                 qPrintable(QString::number(pixelsOf(QImage(both), pinnedColour))));
        QCOMPARE(pixelsOf(QImage(one), pinnedColour), 0);

        // The same figure made in-process: its pinned steps are the formula's.
        ExploreRequest request = figureRequest(pe::EncodingParams(), pe::Metric::Cosine, 0, {});
        pe::EncodingParams pinned;
        pinned.base = 500000.0;
        request.scene.pinned = PinnedSetting{pinned, std::nullopt};
        FigureOptions options;
        options.widthPx = 640;
        options.heightPx = 400;
        fitRequestToFigure(request, options);
        const ViewKind view = *viewKindFromName(QStringLiteral("frequencies"));
        QString error;
        const auto delivery = computeFigureData(view, request, &error);
        QVERIFY2(delivery, qPrintable(error));
        const auto shown = renderedView(view, *delivery, options);
        auto* bands = qobject_cast<FrequencyBandView*>(shown.get());
        QVERIFY(bands);
        const auto steps = bands->pinnedGraph()->data();
        QCOMPARE(steps->size(), 16);
        for (auto it = steps->constBegin(); it != steps->constEnd(); ++it) {
            const double expected =
                2.0 * kPi * std::pow(500000.0, 2.0 * double(std::lround(it->key) / 2) / 16.0);
            QVERIFY(std::abs(it->value - expected) < 1e-9 * expected);
        }
        QVERIFY(bands->pinnedGraph()->name().contains(QStringLiteral("base 500000")));
        QVERIFY(bands->graph()->name().contains(QStringLiteral("base 10000")));
    }

    // A figure records the setting it compares with: --like remakes the comparison, and File >
    // Open figure's parameters pins it again.
    void aFigureRecordsItsPinnedSetting() {
        QTemporaryDir dir;
        const QString first = dir.filePath("first.png"), again = dir.filePath("again.svg");
        QString err;
        QCOMPARE(
            runCli({"export", "springs", "--to", "12", "--compare", "dim=32", "-o", first}, &err),
            0);
        QCOMPARE(runCli({"export", "springs", "--like", first, "-o", again}, &err), 0);
        for (const QString& path : {first, again}) {
            QString error;
            const auto figure = readFigureMetadata(path, &error);
            QVERIFY2(figure, qPrintable(error));
            QVERIFY2(figure->pinned, qPrintable(path));
            QCOMPARE(figure->pinned->params.dim, std::int64_t(32));
            QCOMPARE(figure->params.dim, std::int64_t(16));
            QCOMPARE(figure->q, std::optional<std::int64_t>(12));
            const SessionFile session = sessionFromFigure(*figure);
            QVERIFY(session.scene.pinned == figure->pinned);
        }
        // A view that draws no pinned setting records none.
        const QString heatmap = dir.filePath("heatmap.png");
        QCOMPARE(runCli({"export", "heatmap", "--like", first, "-o", heatmap}, &err), 0);
        QString error;
        const auto figure = readFigureMetadata(heatmap, &error);
        QVERIFY2(figure, qPrintable(error));
        QVERIFY(!figure->pinned);
    }

    // A session keeps the pinned D, base, layout and band; a bad pinned base is refused with
    // the field named.
    void aSessionKeepsThePinnedSetting() {
        SessionFile session;
        PinnedSetting pinned;
        pinned.params.dim = 32;
        pinned.params.base = 500.0;
        pinned.params.layout = pe::Layout::Concatenated;
        pinned.band = pe::ColumnBand{2, 5};
        session.scene.pinned = pinned;
        const QByteArray json = sessionFileJson(session);
        QString error;
        const auto read = parseSessionFile(json, &error);
        QVERIFY2(read, qPrintable(error));
        QVERIFY(read->scene.pinned);
        QCOMPARE(read->scene.pinned->params.dim, std::int64_t(32));
        QCOMPARE(read->scene.pinned->params.base, 500.0);
        QVERIFY(read->scene.pinned->params.layout == pe::Layout::Concatenated);
        QVERIFY(read->scene.pinned->band == (pe::ColumnBand{2, 5}));
        QByteArray bad = json;
        bad.replace("\"base\": 500", "\"base\": 1");
        QVERIFY(bad != json);
        QVERIFY(!parseSessionFile(bad, &error));
        QVERIFY2(error.contains("pinned") && error.contains("base"), qPrintable(error));
    }
};

QTEST_MAIN(TestCompareExport)
#include "test_compare_export.moc"

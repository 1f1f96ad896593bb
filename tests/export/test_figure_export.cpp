// SPDX-License-Identifier: GPL-3.0-or-later
// Figure export on a small plot with the parts every view has: a colour map with a
// scale, a curve, axis labels (one in Chinese), a title and a caption.

#include "ui/compute/result.h"
#include "ui/compute/steps/heatmap_step.h"
#include "ui/compute/steps/pair_distance_step.h"
#include "ui/export/figure_export.h"
#include "ui/export/view_export.h"
#include "ui/views/crisp_color_map.h"

#include <QApplication>
#include <QImageReader>
#include <QPainter>
#include <QProcess>
#include <QStandardPaths>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>
#include <qcustomplot.h>

namespace {

void buildPlot(QCustomPlot& plot) {
    plot.plotLayout()->insertRow(0);
    plot.plotLayout()->addElement(
        0, 0, new QCPTextElement(&plot, "Heatmap 热图", QFont("sans", 12, QFont::Bold)));
    auto* map = new QCPColorMap(plot.xAxis, plot.yAxis);
    map->data()->setSize(20, 10);
    map->data()->setRange(QCPRange(0, 19), QCPRange(0, 9));
    for (int x = 0; x < 20; ++x)
        for (int y = 0; y < 10; ++y)
            map->data()->setCell(x, y, std::sin(x * 0.3 + y));
    map->setInterpolate(false);
    auto* scale = new QCPColorScale(&plot);
    plot.plotLayout()->addElement(1, 1, scale);
    map->setColorScale(scale);
    map->setGradient(QCPColorGradient::gpPolar);
    map->setDataRange(QCPRange(-1, 1));
    QCPGraph* graph = plot.addGraph();
    QVector<double> x(50), y(50);
    for (int i = 0; i < 50; ++i) {
        x[i] = i * 0.4;
        y[i] = 5 + 4 * std::sin(i * 0.2);
    }
    graph->setData(x, y);
    plot.xAxis->setLabel("position pos");
    plot.yAxis->setLabel("维度 dimension");
    plot.rescaleAxes();
}

// A 7 x 5 map of distinct values as the heatmap draws it: a crisp map, row 0 at the top.
// Not square and mirrored, so a swapped or flipped cell image shows.
CrispColorMap* buildCellPlot(QCustomPlot& plot) {
    auto* map = new CrispColorMap(plot.xAxis, plot.yAxis);
    map->data()->setSize(7, 5);
    map->data()->setRange(QCPRange(0, 6), QCPRange(0, 4));
    for (int k = 0; k < 7; ++k)
        for (int v = 0; v < 5; ++v)
            map->data()->setCell(k, v, std::sin(1.7 * k + 0.9 * v * v));
    map->setInterpolate(false);
    map->setGradient(QCPColorGradient::gpPolar);
    map->setDataRange(QCPRange(-1, 1));
    plot.yAxis->setRangeReversed(true);
    plot.xAxis->setRange(-0.5, 6.5);
    plot.yAxis->setRange(-0.5, 4.5);
    return map;
}

// What a PDF viewer shows: the page rasterised by poppler at the figure's own DPI.
QImage rasterisedPdf(const QString& pdf, int dpi) {
    const QString pdftoppm = QStandardPaths::findExecutable("pdftoppm");
    if (pdftoppm.isEmpty())
        return {};
    const QString prefix = pdf + "-page";
    QProcess::execute(pdftoppm, {"-r", QString::number(dpi), "-png", "-singlefile", pdf, prefix});
    return QImage(prefix + ".png");
}

QImage renderedSvg(const QString& svg, QSize size) {
    QSvgRenderer renderer(svg);
    QImage image(size, QImage::Format_RGB32);
    image.fill(Qt::black);
    QPainter painter(&image);
    renderer.render(&painter);
    return image;
}

// The pixel sizes of the images a PDF embeds (Qt writes /Width and /Height on lines of
// their own after /Subtype /Image).
QList<QSize> pdfImageSizes(const QByteArray& pdf) {
    QList<QSize> sizes;
    static const QRegularExpression image(R"(/Subtype /Image\s*/Width (\d+)\s*/Height (\d+))");
    for (auto it = image.globalMatch(QString::fromLatin1(pdf)); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        sizes << QSize(match.captured(1).toInt(), match.captured(2).toInt());
    }
    return sizes;
}

QByteArray readAll(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

FigureOptions options(FigureFormat format) {
    FigureOptions o;
    o.format = format;
    o.widthPx = 800;
    o.heightPx = 500;
    o.dpi = 200;
    o.caption = "L = 64, D = 16, base = 10000, interleaved · 交错";
    return o;
}

} // namespace

class TestFigureExport : public QObject {
    Q_OBJECT
  private slots:
    void pngHasExactSizeAndDpi() {
        QTemporaryDir dir;
        QCustomPlot plot;
        buildPlot(plot);
        styleFigure(plot, options(FigureFormat::Png));
        const QString path = dir.filePath("f.png");
        QString error;
        QVERIFY2(exportFigure(plot, options(FigureFormat::Png), path, &error), qPrintable(error));
        const QImage image(path);
        QCOMPARE(image.size(), QSize(800, 500));
        QCOMPARE(qRound(image.dotsPerMeterX() * 0.0254), 200);
        // The print theme has a white background.
        QCOMPARE(image.pixelColor(2, 2), QColor(Qt::white));
    }

    void pdfHasAPageAndEmbeddedFonts() {
        QTemporaryDir dir;
        QCustomPlot plot;
        buildPlot(plot);
        styleFigure(plot, options(FigureFormat::Pdf));
        const QString path = dir.filePath("f.pdf");
        QVERIFY(exportFigure(plot, options(FigureFormat::Pdf), path));
        const QByteArray pdf = readAll(path);
        QVERIFY(pdf.startsWith("%PDF"));
        QVERIFY(pdf.contains("/Type /Page"));
        QVERIFY(pdf.contains("/FontFile"));
    }

    void svgParsesAndKeepsText() {
        QTemporaryDir dir;
        QCustomPlot plot;
        buildPlot(plot);
        styleFigure(plot, options(FigureFormat::Svg));
        const QString path = dir.filePath("f.svg");
        QVERIFY(exportFigure(plot, options(FigureFormat::Svg), path));
        QXmlStreamReader xml(readAll(path));
        int texts = 0, images = 0;
        QString allText;
        while (!xml.atEnd()) {
            if (xml.readNext() == QXmlStreamReader::StartElement) {
                if (xml.name() == QLatin1String("text")) {
                    ++texts;
                    allText += xml.readElementText(QXmlStreamReader::IncludeChildElements);
                } else if (xml.name() == QLatin1String("image")) {
                    ++images;
                    QVERIFY(xml.attributes().value("style").contains(QLatin1String("pixelated")));
                }
            }
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY(texts > 5);
        QVERIFY(images >= 1);
        QVERIFY2(allText.contains("维度") && allText.contains("交错"), qPrintable(allText));
    }

    void failuresLeaveNoFile() {
        QTemporaryDir dir;
        QCustomPlot plot;
        buildPlot(plot);
        for (FigureFormat format : {FigureFormat::Png, FigureFormat::Pdf, FigureFormat::Svg}) {
            QString error;
            const QString missing = dir.filePath("missing/folder/f." + figureFormatSuffix(format));
            QVERIFY(!exportFigure(plot, options(format), missing, &error));
            QVERIFY(error.contains("missing/folder"));
            QVERIFY(!QFile::exists(missing));
            QVERIFY(!exportFigure(plot, options(format), dir.path(), &error)); // a folder
        }
        QVERIFY(QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries).isEmpty());
    }

    // Every format shows each cell at its place in the colour the data gives it: the PDF and
    // SVG embed the cells column by column under a transposing transform (crisp_color_map.h),
    // the PNG draws them as the screen does.
    void cellsKeepTheirPlaceAndColourInEveryFormat() {
        QTemporaryDir dir;
        QCustomPlot plot;
        CrispColorMap* map = buildCellPlot(plot);
        FigureOptions o = options(FigureFormat::Png);
        o.caption.clear();
        o.dpi = 96;
        styleFigure(plot, o);
        plot.resize(o.widthPx, o.heightPx); // the export's layout, for coordsToPixels
        plot.replot();
        QMap<QString, QImage> shown;
        for (FigureFormat format : {FigureFormat::Png, FigureFormat::Pdf, FigureFormat::Svg}) {
            o.format = format;
            const QString path = dir.filePath("cells." + figureFormatSuffix(format));
            QVERIFY(exportFigure(plot, o, path));
            shown[figureFormatSuffix(format)] = format == FigureFormat::Png ? QImage(path)
                                                : format == FigureFormat::Pdf
                                                    ? rasterisedPdf(path, o.dpi)
                                                    : renderedSvg(path, plot.size());
        }
        QVERIFY2(!shown["pdf"].isNull(),
                 "pdftoppm missing or failed: bash scripts/install-deps.sh installs poppler-utils");
        for (auto it = shown.cbegin(); it != shown.cend(); ++it) {
            QCOMPARE(it.value().size(), plot.size());
            for (int k = 0; k < 7; ++k)
                for (int v = 0; v < 5; ++v) {
                    const QPointF centre = map->coordsToPixels(k, v);
                    const QColor want =
                        map->gradient().color(map->data()->cell(k, v), map->dataRange());
                    const QColor got = it.value().pixelColor(centre.toPoint());
                    const int off =
                        qMax(qAbs(got.red() - want.red()), qMax(qAbs(got.green() - want.green()),
                                                                qAbs(got.blue() - want.blue())));
                    QVERIFY2(off <= 2, qPrintable(QString("%1 cell (%2, %3): %4 instead of %5")
                                                      .arg(it.key())
                                                      .arg(k)
                                                      .arg(v)
                                                      .arg(got.name(), want.name())));
                }
        }
        // The PDF's cell image is cell-aligned (QCustomPlot repeats each cell a whole number
        // of times in maps under 100 cells a side, so smoothing viewers keep edges sharp).
        bool aligned = false;
        for (QSize size : pdfImageSizes(readAll(dir.filePath("cells.pdf"))))
            aligned |= size.width() % 5 == 0 && size.height() % 7 == 0;
        QVERIFY(aligned);
    }

    // On screen and in PNG the crisp map draws QCustomPlot's own pixels, whichever way the
    // axes run and however often they turn: it keeps its image mirrored as the axes are and
    // flips it in place, where QCustomPlot mirrors a copy at every replot.
    void crispMapDrawsQCustomPlotsPixelsWhicheverWayTheAxesRun() {
        auto fill = [](QCPColorMap* map, double phase) {
            auto* data = new QCPColorMapData(300, 220, QCPRange(0, 299), QCPRange(0, 219));
            for (int k = 0; k < 300; ++k)
                for (int v = 0; v < 220; ++v)
                    data->setCell(k, v, std::sin(0.07 * k * (v % 13) + phase));
            map->setData(data, false);
            map->setInterpolate(false);
            map->setGradient(QCPColorGradient::gpPolar);
            map->setDataRange(QCPRange(-1, 1));
        };
        QCustomPlot theirs, ours;
        auto* reference = new QCPColorMap(theirs.xAxis, theirs.yAxis);
        auto* crisp = new CrispColorMap(ours.xAxis, ours.yAxis);
        fill(reference, 0.0);
        fill(crisp, 0.0);
        QList<QImage> shown;
        // Reversed y (the heatmap), both, x alone, neither; then new cells.
        const QList<QPair<bool, bool>> directions = {
            {false, true}, {true, true}, {true, false}, {false, false}, {false, true}};
        for (int step = 0; step < directions.size(); ++step) {
            if (step == directions.size() - 1) {
                fill(reference, 1.0);
                fill(crisp, 1.0);
            }
            for (QCustomPlot* plot : {&theirs, &ours}) {
                plot->xAxis->setRange(-0.5, 299.5);
                plot->yAxis->setRange(-0.5, 219.5);
                plot->xAxis->setRangeReversed(directions[step].first);
                plot->yAxis->setRangeReversed(directions[step].second);
            }
            const QImage want = theirs.toPixmap(517, 389).toImage();
            const QImage got = ours.toPixmap(517, 389).toImage();
            QCOMPARE(got.size(), want.size());
            QVERIFY2(got == want, qPrintable(QString("step %1 differs").arg(step)));
            shown << got;
        }
        // Each step shows something else, so equal images are not an empty plot.
        for (int step = 1; step < shown.size(); ++step)
            QVERIFY2(shown[step] != shown[step - 1], qPrintable(QString("step %1").arg(step)));
    }

    // librsvg smooths an image it scales up: a small map's cells, embedded one pixel each,
    // blurred across tens of pixels. Embedded as blocks at least as large as drawn, each cell
    // edge is left at most a pixel or two of blend.
    void svgCellsStaySharpInLibrsvg() {
        const QString rsvg = QStandardPaths::findExecutable("rsvg-convert");
        QVERIFY2(!rsvg.isEmpty(), "rsvg-convert missing: bash scripts/install-deps.sh installs it");
        QTemporaryDir dir;
        QCustomPlot plot;
        CrispColorMap* map = buildCellPlot(plot);
        FigureOptions o = options(FigureFormat::Svg);
        o.caption.clear();
        styleFigure(plot, o);
        plot.resize(o.widthPx, o.heightPx);
        plot.replot();
        const QString svg = dir.filePath("cells.svg"), png = dir.filePath("cells.png");
        QVERIFY(exportFigure(plot, o, svg));
        // At the figure's own DPI, as the PNG is drawn: one SVG unit per pixel.
        const QString dpi = QString::number(o.dpi);
        QCOMPARE(QProcess::execute(rsvg, {"-d", dpi, "-p", dpi, svg, "-o", png}), 0);
        const QImage shown(png);
        QCOMPARE(shown.size(), plot.size());
        for (int v = 0; v < 5; ++v) {
            QList<QColor> colours;
            for (int k = 0; k < 7; ++k)
                colours << map->gradient().color(map->data()->cell(k, v), map->dataRange());
            const int y = qRound(map->coordsToPixels(0, v).y());
            const int from = qRound(map->coordsToPixels(0, v).x());
            const int to = qRound(map->coordsToPixels(6, v).x());
            int blended = 0;
            for (int x = from; x <= to; ++x) {
                const QColor got = shown.pixelColor(x, y);
                bool close = false;
                for (const QColor& want : colours)
                    close |= qAbs(got.red() - want.red()) <= 3 &&
                             qAbs(got.green() - want.green()) <= 3 &&
                             qAbs(got.blue() - want.blue()) <= 3;
                blended += close ? 0 : 1;
            }
            // Six cell edges along the row; a blurred image blends tens of pixels at each.
            QVERIFY2(blended <= 12, qPrintable(QString("row %1: %2 blended pixels between %3 "
                                                       "and %4")
                                                   .arg(v)
                                                   .arg(blended)
                                                   .arg(from)
                                                   .arg(to)));
        }
    }

    // A large map is embedded at exactly one pixel per cell, not resampled to the page.
    void largeMapsEmbedOnePixelPerCell() {
        QTemporaryDir dir;
        QCustomPlot plot;
        auto* map = new CrispColorMap(plot.xAxis, plot.yAxis);
        map->data()->setSize(300, 120);
        map->data()->setRange(QCPRange(0, 299), QCPRange(0, 119));
        for (int k = 0; k < 300; ++k)
            for (int v = 0; v < 120; ++v)
                map->data()->setCell(k, v, std::sin(0.1 * k * v));
        plot.rescaleAxes();
        const QString path = dir.filePath("large.pdf");
        QVERIFY(exportFigure(plot, options(FigureFormat::Pdf), path));
        QVERIFY(pdfImageSizes(readAll(path)).contains(QSize(120, 300)));
    }

    // A PNG gets no more heatmap rows than its matrix has pixels (L = 10^5 in a 800 x 600
    // figure: rows are means of many positions); a PDF keeps the full resolution.
    void pngFiguresAskForNoMoreCellsThanPixels() {
        pe::EncodingParams params;
        params.length = 100'000;
        params.dim = 64;
        FigureOptions o = options(FigureFormat::Png);
        o.widthPx = 800;
        o.heightPx = 600;
        ExploreRequest png = figureRequest(params, pe::Metric::Cosine, 0, {});
        fitRequestToFigure(png, o);
        const auto raster = computeFigureData(ViewKind::Heatmap, png, nullptr);
        QVERIFY(raster->result->payload<HeatmapPayload>().heatmap.rows.count <= 600 - 130);
        QVERIFY(raster->result->payload<HeatmapPayload>().heatmap.rows.step > 100000 / 600);
        o.format = FigureFormat::Pdf;
        ExploreRequest pdf = figureRequest(params, pe::Metric::Cosine, 0, {});
        fitRequestToFigure(pdf, o);
        const auto vector = computeFigureData(ViewKind::Heatmap, pdf, nullptr);
        QVERIFY(vector->result->payload<HeatmapPayload>().heatmap.rows.count > 2000);
    }

    // A wide, short PNG (1600 x 220) keeps a column of the pair x distance map for every one
    // of L = 128 offsets: its columns are capped by the figure's width, its rows (the pairs)
    // by its height.
    void aWideFiguresMapKeepsEveryOffset() {
        pe::EncodingParams params;
        params.length = 128;
        params.dim = 128;
        FigureOptions o = options(FigureFormat::Png);
        o.widthPx = 1600;
        o.heightPx = 220;
        ExploreRequest request = figureRequest(params, pe::Metric::Cosine, 0, {});
        fitRequestToFigure(request, o);
        const auto data = computeFigureData(ViewKind::PairDistance, request, nullptr);
        const PairDistanceMap& map = data->result->payload<PairDistancePayload>().map;
        QCOMPARE(map.grid.cols.step, std::int64_t(1));
        QCOMPARE(map.grid.cols.count, std::int64_t(128));
        QVERIFY(map.grid.rows.count <= 220);
    }

    // A figure's computation asks its stop between chunks: once it says stop (the window
    // closing), nothing is returned, no error is made up and it is not asked again; one that
    // never says stop gives the figure's numbers.
    void aStopEndsAFiguresComputation() {
        pe::EncodingParams params;
        params.length = 100'000;
        params.dim = 1024;
        FigureOptions o = options(FigureFormat::Pdf); // every row: many chunks
        ExploreRequest request = figureRequest(params, pe::Metric::Cosine, 0, {});
        fitRequestToFigure(request, o);
        QString error;
        int never = 0;
        const auto whole = computeFigureData(ViewKind::Heatmap, request, &error, [&] {
            ++never;
            return false;
        });
        QVERIFY(whole && error.isEmpty());
        QVERIFY2(never >= 2, qPrintable(QString("asked %1 times").arg(never)));
        // Stopped at the first question, midway and at the last: nothing, no error, and no
        // question after the one answered yes.
        for (const int raisedAt : {1, (never + 1) / 2, never}) {
            int asked = 0;
            QVERIFY(!computeFigureData(ViewKind::Heatmap, request, &error,
                                       [&] { return ++asked == raisedAt; }));
            QCOMPARE(asked, raisedAt);
            QVERIFY(error.isEmpty());
        }
    }

    void formatNames() {
        QVERIFY(figureFormatFromString("PDF") == FigureFormat::Pdf);
        QVERIFY(!figureFormatFromString("jpeg"));
        QCOMPARE(figureFormatSuffix(FigureFormat::Svg), QString("svg"));
    }
};

QTEST_MAIN(TestFigureExport)
#include "test_figure_export.moc"

// Figure export on a small plot with the parts every view has: a colour map with a
// scale, a curve, axis labels (one in Chinese), a title and a caption.

#include "figure_export.h"

#include <QApplication>
#include <QImageReader>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>
#include <qcustomplot.h>

namespace {

void buildPlot(QCustomPlot& plot) {
    plot.plotLayout()->insertRow(0);
    plot.plotLayout()->addElement(0, 0, new QCPTextElement(&plot, "Heatmap 热图", QFont("sans", 12, QFont::Bold)));
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

    void formatNames() {
        QVERIFY(figureFormatFromString("PDF") == FigureFormat::Pdf);
        QVERIFY(!figureFormatFromString("jpeg"));
        QCOMPARE(figureFormatSuffix(FigureFormat::Svg), QString("svg"));
    }
};

QTEST_MAIN(TestFigureExport)
#include "test_figure_export.moc"

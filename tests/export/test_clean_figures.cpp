// Figures for lecture notes carry what the page needs and nothing of the screen: no hints
// about dragging or zooming, no selection marks unless asked for (and then a line saying
// what they mark), a caption naming only the parameters the view depends on, and square
// cells in the similarity matrix.

#include "ui/compute/result.h"
#include "ui/export/view_export.h"
#include "ui/views/color_maps.h"
#include "ui/views/plot_view.h"
#include "ui/views/view_kind.h"

#include <QApplication>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>
#include <qcustomplot.h>

namespace {

// The screen's interaction hints, as the views word them.
const QStringList kHints = {QStringLiteral("drag across dimensions to select a band"),
                            QStringLiteral("zoom in to see the integer positions")};

// Every <text> of an SVG, joined by newlines.
QString svgText(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QXmlStreamReader xml(&file);
    QStringList texts;
    while (!xml.atEnd())
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == u"text")
            texts << xml.readElementText(QXmlStreamReader::IncludeChildElements);
    return texts.join('\n');
}

pe::EncodingParams params(std::int64_t length) {
    pe::EncodingParams p;
    p.length = length;
    p.dim = 16;
    return p;
}

FigureOptions svgOptions() {
    FigureOptions o;
    o.format = FigureFormat::Svg;
    o.caption = QStringLiteral("on");
    return o;
}

} // namespace

class TestCleanFigures : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

  private slots:
    // Long enough that the waveforms have no room for their integer dots, so the screen
    // shows its "zoom in" hint.
    void figuresCarryNoInteractionHints_data() {
        QTest::addColumn<int>("kind");
        for (const ViewInfo& info : viewTable())
            QTest::newRow(info.name) << int(info.kind);
    }
    void figuresCarryNoInteractionHints() {
        QFETCH(int, kind);
        const ViewKind view = ViewKind(kind);
        const ExploreRequest request = figureRequest(params(20000), pe::Metric::Cosine, 0, {});
        QString error;
        auto screen = computeFigureData(view, request, &error);
        QVERIFY2(screen, qPrintable(error));
        // The same view on screen shows its hint, if it has one.
        std::unique_ptr<PlotView> onScreen = viewInfo(view).make();
        onScreen->resize(800, 500);
        onScreen->showResult(*screen);
        if (view == ViewKind::Waveforms || view == ViewKind::Frequencies)
            QVERIFY2(std::any_of(
                         kHints.begin(), kHints.end(),
                         [&](const QString& h) { return onScreen->shownSubtitle().contains(h); }),
                     qPrintable(onScreen->shownSubtitle()));
        const QString path = dir_.filePath(viewName(view) + ".svg");
        QVERIFY2(exportOneView(view, request, svgOptions(), path, &error), qPrintable(error));
        const QString texts = svgText(path);
        QVERIFY2(texts.contains(viewTitle(view)), qPrintable(texts));
        for (const QString& hint : kHints)
            QVERIFY2(!texts.contains(hint), qPrintable(hint));
    }

    void captionsNameOnlyWhatTheViewDependsOn() {
        const ExploreRequest request = figureRequest(params(64), pe::Metric::Cosine, 5, {});
        const QString common = QStringLiteral("L = 64, D = 16, base = 10000, interleaved");
        QCOMPARE(parameterCaption(request, ViewKind::Heatmap), common);
        QCOMPARE(parameterCaption(request, ViewKind::Waveforms), common);
        QCOMPARE(parameterCaption(request, ViewKind::Frequencies), common);
        QCOMPARE(parameterCaption(request, ViewKind::Similarity), common + ", cosine");
        QCOMPARE(parameterCaption(request, ViewKind::Offsets), common + ", cosine, from p = 5");
        // And in the file: the heatmap's caption has no metric.
        const QString path = dir_.filePath("caption-heatmap.svg");
        QString error;
        QVERIFY2(exportOneView(ViewKind::Heatmap, request, svgOptions(), path, &error),
                 qPrintable(error));
        const QString texts = svgText(path);
        QVERIFY2(texts.contains(common), qPrintable(texts));
        QVERIFY2(!texts.contains("cosine"), qPrintable(texts));
    }

    // The outline of the first waveform dimension's column, in its colour, is in the figure
    // only when marks are asked for; so is the line that says what it marks.
    void marksOnlyWhenAskedFor() {
        const ExploreRequest request = figureRequest(params(64), pe::Metric::Cosine, 7, {3, 9});
        QString error;
        for (const bool marks : {false, true}) {
            auto delivery = computeFigureData(ViewKind::Heatmap, request, &error);
            QVERIFY2(delivery, qPrintable(error));
            FigureOptions options;
            options.marks = marks;
            options.widthPx = 800;
            options.heightPx = 600;
            auto view = renderedView(ViewKind::Heatmap, *delivery, options);
            const QImage image = renderFigureImage(*view->plot(), options);
            QCPAxisRect* rect = view->plot()->axisRect();
            const int x = qRound(view->plot()->xAxis->coordToPixel(3 - 0.5));
            const QRgb outline = waveColor(0).rgb();
            int found = 0;
            for (int y = rect->top() + 5; y < rect->bottom() - 5; ++y)
                for (int dx = -1; dx <= 1; ++dx)
                    found += image.pixel(x + dx, y) == outline;
            if (marks)
                QVERIFY2(found > rect->height() / 2, qPrintable(QString::number(found)));
            else
                QCOMPARE(found, 0);
            const QString path = dir_.filePath(QStringLiteral("marks-%1.svg").arg(marks));
            FigureOptions svg = svgOptions();
            svg.marks = marks;
            QVERIFY2(exportOneView(ViewKind::Heatmap, request, svg, path, &error),
                     qPrintable(error));
            QCOMPARE(svgText(path).contains("the dimensions drawn as waveforms (3, 9)"), marks);
        }
    }

    // At L = 64 the figure, like the screen, draws every integer position as a dot and the
    // curves sampled finely enough for its width (the fastest, d 0, turns every 6.3
    // positions): in PNG and in SVG, the way `export` and the window prepare a figure.
    void waveformFiguresShowIntegerDotsAndSmoothCurves_data() {
        QTest::addColumn<int>("format");
        QTest::newRow("png") << int(FigureFormat::Png);
        QTest::newRow("svg") << int(FigureFormat::Svg);
    }
    void waveformFiguresShowIntegerDotsAndSmoothCurves() {
        QFETCH(int, format);
        ExploreRequest request = figureRequest(params(64), pe::Metric::Cosine, 0, {0, 5});
        FigureOptions options = svgOptions();
        options.format = FigureFormat(format);
        options.widthPx = 800;
        options.heightPx = 500;
        fitRequestToFigure(request, options);
        QString error;
        auto delivery = computeFigureData(ViewKind::Waveforms, request, &error);
        QVERIFY2(delivery, qPrintable(error));
        QCOMPARE(delivery->result->waveforms.size(), std::size_t(2));
        for (const Waveform& w : delivery->result->waveforms) {
            QCOMPARE(w.dotX.size(), std::size_t(64));
            for (std::size_t i = 0; i < w.dotX.size(); ++i) // independent: the paper's formula
                QVERIFY(std::abs(w.dotY[i] -
                                 (w.dim == 0 ? std::sin(w.dotX[i])
                                             : std::cos(w.dotX[i] / std::pow(10000.0, 4.0 / 16)))) <
                        1e-12);
            double widest = 0;
            for (std::size_t i = 1; i < w.curveX.size(); ++i)
                widest = std::max(widest, w.curveX[i] - w.curveX[i - 1]);
            QVERIFY2(widest <= 0.1, qPrintable(QString("samples %1 positions apart").arg(widest)));
        }
        if (options.format == FigureFormat::Svg) {
            const QString path = dir_.filePath("waves-64.svg");
            QVERIFY2(exportOneView(ViewKind::Waveforms, request, options, path, &error),
                     qPrintable(error));
            QVERIFY(svgText(path).contains("dots: the integer positions"));
        }
    }

    // A tall, narrow figure (a column of a handout): every title, subtitle and caption line
    // fits its width, in English and in the wordier views.
    void narrowFiguresKeepTheirTextInside_data() {
        QTest::addColumn<int>("kind");
        for (const ViewInfo& info : viewTable())
            QTest::newRow(info.name) << int(info.kind);
    }
    void narrowFiguresKeepTheirTextInside() {
        QFETCH(int, kind);
        const ExploreRequest request = figureRequest(params(64), pe::Metric::Cosine, 0, {});
        QString error;
        auto delivery = computeFigureData(ViewKind(kind), request, &error);
        QVERIFY2(delivery, qPrintable(error));
        FigureOptions options;
        options.widthPx = 420;
        options.heightPx = 800;
        options.caption = "on";
        auto view = renderedView(ViewKind(kind), *delivery, options);
        renderFigureImage(*view->plot(), options); // lays out at the figure's size
        int texts = 0;
        for (QCPLayoutElement* element : view->plot()->plotLayout()->elements(true))
            if (auto* text = qobject_cast<QCPTextElement*>(element)) {
                ++texts;
                const QFontMetrics metrics(text->font());
                for (const QString& line : text->text().split('\n'))
                    QVERIFY2(metrics.horizontalAdvance(line) <= options.widthPx,
                             qPrintable(QString("'%1' is %2 px wide")
                                            .arg(line)
                                            .arg(metrics.horizontalAdvance(line))));
            }
        QVERIFY(texts >= 2); // the title and the caption at least
    }

    // As many pixels per position across as down, and exactly the whole matrix in view.
    void similarityCellsAreSquare_data() {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::newRow("wide") << 1600 << 900;
        QTest::newRow("tall") << 700 << 1200;
    }
    void similarityCellsAreSquare() {
        QFETCH(int, width);
        QFETCH(int, height);
        const ExploreRequest request = figureRequest(params(64), pe::Metric::Cosine, 0, {});
        QString error;
        auto delivery = computeFigureData(ViewKind::Similarity, request, &error);
        QVERIFY2(delivery, qPrintable(error));
        FigureOptions options;
        options.widthPx = width;
        options.heightPx = height;
        options.caption = "on";
        auto view = renderedView(ViewKind::Similarity, *delivery, options);
        renderFigureImage(*view->plot(), options); // lays out at the figure's size
        QCustomPlot* plot = view->plot();
        const double perX = plot->axisRect()->width() / plot->xAxis->range().size();
        const double perY = plot->axisRect()->height() / plot->yAxis->range().size();
        QVERIFY2(std::abs(perX - perY) < 0.01 * perY,
                 qPrintable(QString("%1 vs %2 px per position").arg(perX).arg(perY)));
        // The matrix and nothing else: a range past it would draw empty bands beside it.
        for (QCPAxis* axis : {plot->xAxis, plot->yAxis}) {
            QVERIFY2(
                std::abs(axis->range().lower + 0.5) < 1e-9 &&
                    std::abs(axis->range().upper - 63.5) < 1e-9,
                qPrintable(QString("%1 .. %2").arg(axis->range().lower).arg(axis->range().upper)));
        }
    }
};

QTEST_MAIN(TestCleanFigures)
#include "test_clean_figures.moc"

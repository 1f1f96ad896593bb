// SPDX-License-Identifier: GPL-3.0-or-later
// Figures for lecture notes carry what the page needs and nothing of the screen: no hints
// about dragging or zooming, no selection marks unless asked for (and then a line saying
// what they mark), a caption naming only the parameters the view depends on, and square
// cells in the similarity matrix.

#include "hang.h"
#include "svg_texts.h"
#include "ui/compute/result.h"
#include "ui/compute/steps/waveforms_step.h"
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
    return svgTexts(path).join('\n');
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
        onScreen->show(); // laid out: a view shows its hint only when tall enough for it
        QVERIFY(QTest::qWaitForWindowExposed(onScreen.get(), kHangMs));
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
        QCOMPARE(delivery->result->payload<WaveformsPayload>().waveforms.size(), std::size_t(2));
        for (const Waveform& w : delivery->result->payload<WaveformsPayload>().waveforms) {
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

    // A wave far faster than a pixel is drawn as a solid band (each column's range): in a
    // figure, as on screen, every pixel column of the band is stroked, with no white seams
    // where the figure's columns outnumber its samples.
    void solidWaveBandsHaveNoSeams() {
        pe::EncodingParams p = params(100000);
        p.dim = 512;
        ExploreRequest request = figureRequest(p, pe::Metric::Cosine, 0, {0, 511});
        FigureOptions options = svgOptions();
        options.format = FigureFormat::Png;
        options.widthPx = 1000;
        options.heightPx = 600;
        fitRequestToFigure(request, options);
        QString error;
        auto delivery = computeFigureData(ViewKind::Waveforms, request, &error);
        QVERIFY2(delivery, qPrintable(error));
        auto view = renderedView(ViewKind::Waveforms, *delivery, options);
        const QImage image = renderFigureImage(*view->plot(), options);
        QCustomPlot* plot = view->plot();
        const QColor wave = waveColor(0);
        // d 0 is the top curve, its baseline at 0; a band from -1 to 1 around it. The axes'
        // ticks reach a few pixels into the plot at either side.
        const QRect rect = plot->axisRect()->rect().adjusted(8, 0, -8, 0);
        int unstroked = 0;
        for (const double value : {-0.5, 0.0, 0.5}) {
            const int y = qRound(plot->yAxis->coordToPixel(value));
            for (int x = rect.left(); x <= rect.right(); ++x) {
                const QColor got = image.pixelColor(x, y);
                unstroked += qAbs(got.red() - wave.red()) + qAbs(got.green() - wave.green()) +
                                         qAbs(got.blue() - wave.blue()) >
                                     30
                                 ? 1
                                 : 0;
            }
        }
        QVERIFY2(
            unstroked == 0,
            qPrintable(QString("%1 pixels of the d 0 band are not its colour").arg(unstroked)));
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

    // Stacked waveforms: the tick that names a curve ("d 15") is at that curve's baseline (its
    // points minus the tick are the paper's values, computed here), and a band -1 .. 1 around
    // it, tinted in the curve's colour, holds that curve and no other. Without the bands a cos
    // curve near +1 sat nearer the gap below the label above than its own label.
    void eachStackedCurveSitsInTheBandOfItsOwnLabel() {
        const ExploreRequest request =
            figureRequest(params(64), pe::Metric::Cosine, 0, {0, 5, 10, 15});
        QString error;
        auto delivery = computeFigureData(ViewKind::Waveforms, request, &error);
        QVERIFY2(delivery, qPrintable(error));
        FigureOptions options;
        options.widthPx = 900;
        options.heightPx = 600;
        const std::unique_ptr<PlotView> view =
            renderedView(ViewKind::Waveforms, *delivery, options);
        QCustomPlot* plot = view->plot();
        plot->toPixmap(options.widthPx, options.heightPx); // lays out the ticks
        const QVector<double> ticks = plot->yAxis->tickVector();
        const QVector<QString> labels = plot->yAxis->tickVectorLabels();
        QCOMPARE(ticks.size(), 4);
        QList<QCPItemRect*> bands;
        for (int i = 0; i < plot->itemCount(); ++i)
            if (auto* rect = qobject_cast<QCPItemRect*>(plot->item(i)))
                bands << rect;
        for (int t = 0; t < ticks.size(); ++t) {
            const int dim = labels[t].section(' ', 1).toInt();
            QCPGraph* curve = nullptr;
            for (int g = 0; g < plot->graphCount(); ++g)
                if (plot->graph(g)->name().startsWith(QStringLiteral("d %1 ").arg(dim)))
                    curve = plot->graph(g);
            QVERIFY2(curve, qPrintable(labels[t]));
            QVERIFY(curve->dataCount() >= 64);
            QCPItemRect* own = nullptr;
            for (QCPItemRect* band : bands)
                if (std::abs(band->topLeft->coords().y() - (ticks[t] + 1.0)) < 1e-9 &&
                    std::abs(band->bottomRight->coords().y() - (ticks[t] - 1.0)) < 1e-9)
                    own = band;
            QVERIFY2(own, qPrintable(labels[t]));
            QCOMPARE(own->brush().color().rgb(), curve->pen().color().rgb());
            QVERIFY(own->brush().color().alpha() > 0);
            const double omega = std::pow(10000.0, -2.0 * double(dim / 2) / 16.0);
            for (auto it = curve->data()->constBegin(); it != curve->data()->constEnd(); ++it) {
                const double expected =
                    dim % 2 == 0 ? std::sin(it->key * omega) : std::cos(it->key * omega);
                QVERIFY(std::abs(it->value - ticks[t] - expected) < 1e-6);
            }
            for (auto it = curve->data()->constBegin(); it != curve->data()->constEnd(); ++it) {
                for (QCPItemRect* band : bands) // inside its own band, outside the others
                    QCOMPARE(it->value <= band->topLeft->coords().y() + 1e-9 &&
                                 it->value >= band->bottomRight->coords().y() - 1e-9,
                             band == own);
            }
        }
    }

    // The springs view writes the squared distance in mathematical notation, in the figure's
    // text, and the subtitle's font has those glyphs (no fallback boxes).
    void springsWriteTheSquaredDistanceAsMathematics() {
        const ExploreRequest request = figureRequest(params(64), pe::Metric::Cosine, 0, {});
        const QString path = dir_.filePath(QStringLiteral("springs.svg"));
        QString error;
        QVERIFY2(exportOneView(ViewKind::Springs, request, svgOptions(), path, &error),
                 qPrintable(error));
        const QString texts = svgText(path);
        const QString notation = QString::fromUtf8("‖PE(p) − PE(q)‖²");
        QVERIFY2(texts.contains(notation), qPrintable(texts));
        QVERIFY2(!texts.contains(QStringLiteral("||")) && !texts.contains(QStringLiteral("^2")),
                 qPrintable(texts));
        auto delivery = computeFigureData(ViewKind::Springs, request, &error);
        QVERIFY2(delivery, qPrintable(error));
        const std::unique_ptr<PlotView> view = renderedView(ViewKind::Springs, *delivery, {});
        QFont font;
        for (QCPLayoutElement* element : view->plot()->plotLayout()->elements(true))
            if (auto* text = qobject_cast<QCPTextElement*>(element))
                if (text->text().contains(notation))
                    font = text->font();
        const QFontMetrics metrics(font);
        for (const char32_t glyph : {U'\u2016', U'\u2212', U'\u00b2'})
            QVERIFY2(metrics.inFontUcs4(glyph), qPrintable(font.family()));
    }

    // A legend under its plot (the springs' "can tell" and "wrapped") has no frame: it spans
    // the figure's width, and its frame ran along the figure's very edges. The first and last
    // columns of pixels are the paper's, top to bottom.
    void legendsUnderThePlotDrawNoFrameAtTheEdges() {
        pe::EncodingParams p;
        p.length = 128;
        p.dim = 128;
        ExploreRequest request = figureRequest(p, pe::Metric::Cosine, 0, {});
        request.q = 40; // 18 pairs wrapped: both entries in the legend
        QString error;
        auto delivery = computeFigureData(ViewKind::Springs, request, &error);
        QVERIFY2(delivery, qPrintable(error));
        FigureOptions options;
        options.widthPx = 900;
        options.heightPx = 500;
        const std::unique_ptr<PlotView> view = renderedView(ViewKind::Springs, *delivery, options);
        QVERIFY(view->plot()->legend->visible());
        const QImage image = renderFigureImage(*view->plot(), options);
        for (const int x : {0, 1, image.width() - 2, image.width() - 1})
            for (int y = 0; y < image.height(); ++y)
                QVERIFY2(qGray(image.pixel(x, y)) > 250,
                         qPrintable(QStringLiteral("(%1, %2)").arg(x).arg(y)));
    }

    // The frequency view's "L = ..." label grows with the figure's text as its tick labels do:
    // twice the font size, twice as tall.
    void theLengthLabelScalesWithTheFigureFont() {
        const ExploreRequest request = figureRequest(params(64), pe::Metric::Cosine, 0, {});
        QString error;
        auto delivery = computeFigureData(ViewKind::Frequencies, request, &error);
        QVERIFY2(delivery, qPrintable(error));
        auto heights = [&](int pixels) {
            FigureOptions options;
            options.widthPx = 1200;
            options.heightPx = 800;
            options.fontPixelSize = pixels;
            const std::unique_ptr<PlotView> view =
                renderedView(ViewKind::Frequencies, *delivery, options);
            QCustomPlot* plot = view->plot();
            int label = 0;
            for (int i = 0; i < plot->itemCount(); ++i)
                if (auto* text = qobject_cast<QCPItemText*>(plot->item(i)))
                    if (text->text().startsWith(QStringLiteral("L = ")))
                        label = QFontMetrics(text->font()).height();
            return std::make_pair(label, QFontMetrics(plot->xAxis->tickLabelFont()).height());
        };
        const auto [small, smallTicks] = heights(14);
        const auto [large, largeTicks] = heights(28);
        QVERIFY(small > 0 && large > 0);
        QVERIFY2(std::abs(double(large) / small - 2.0) < 0.2,
                 qPrintable(QString("%1 %2").arg(small).arg(large)));
        QVERIFY(std::abs(small - smallTicks) <= 2 && std::abs(large - largeTicks) <= 2);
    }
};

QTEST_MAIN(TestCleanFigures)
#include "test_clean_figures.moc"

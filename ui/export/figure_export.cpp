// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/export/figure_export.h"

#include "ui/export/atomic_write.h"
#include "ui/export/figure_metadata.h"
#include "ui/export/png_encoder.h"
#include "ui/views/upright_labels.h"

#include <QBuffer>
#include <QFileInfo>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QSvgGenerator>
#include <qcustomplot.h>

namespace {

struct ThemeColours {
    QColor background, text, grid, subGrid;
};

ThemeColours coloursFor(FigureTheme theme) {
    if (theme == FigureTheme::Print)
        return {Qt::white, QColor(20, 20, 20), QColor(200, 200, 200), QColor(235, 235, 235)};
    return {QColor(30, 32, 36), QColor(230, 230, 230), QColor(80, 84, 90), QColor(55, 58, 62)};
}

QFont sized(QFont font, int pixels) {
    font.setPixelSize(pixels);
    return font;
}

void styleAxis(QCPAxis* axis, const ThemeColours& c, int pixels) {
    const QPen pen(c.text, 1);
    axis->setBasePen(pen);
    axis->setTickPen(pen);
    axis->setSubTickPen(pen);
    axis->setLabelColor(c.text);
    axis->setTickLabelColor(c.text);
    axis->setLabelFont(sized(axis->labelFont(), pixels));
    axis->setTickLabelFont(sized(axis->tickLabelFont(), pixels * 9 / 10));
    axis->grid()->setPen(QPen(c.grid, 1, Qt::DotLine));
    axis->grid()->setSubGridPen(QPen(c.subGrid, 1, Qt::DotLine));
}

void styleElement(QCPLayoutElement* element, const ThemeColours& c, int pixels) {
    if (auto* rect = qobject_cast<QCPAxisRect*>(element)) {
        rect->setBackground(QBrush(c.background));
        for (QCPAxis* axis : rect->axes())
            styleAxis(axis, c, pixels);
    } else if (auto* scale = qobject_cast<QCPColorScale*>(element)) {
        styleAxis(scale->axis(), c, pixels);
    } else if (auto* text = qobject_cast<QCPTextElement*>(element)) {
        text->setTextColor(c.text);
        text->setFont(sized(text->font(), text->font().bold() ? pixels * 6 / 5 : pixels));
    } else if (auto* legend = qobject_cast<QCPLegend*>(element)) {
        legend->setTextColor(c.text);
        legend->setFont(sized(legend->font(), pixels * 9 / 10));
        // A frame only for a legend over the plot (its inset), where it sets the legend off
        // the curves; one under the plot spans the figure's width, and its frame would run
        // along the figure's very edges.
        if (qobject_cast<QCPLayoutInset*>(legend->layout())) {
            legend->setBrush(QBrush(c.background));
            legend->setBorderPen(QPen(c.grid));
        }
        for (int i = 0; i < legend->itemCount(); ++i)
            if (auto* item = legend->item(i)) {
                item->setTextColor(c.text);
                item->setFont(sized(item->font(), pixels * 9 / 10));
            }
    }
}

// `text` with line breaks between words where a line would be wider than `width`; a single
// word wider than that stays whole. Chinese, without spaces, breaks after its commas.
QString wrappedToWidth(const QString& text, const QFont& font, int width) {
    const QFontMetrics metrics(font);
    QStringList lines;
    for (const QString& line : text.split(QLatin1Char('\n'))) {
        if (metrics.horizontalAdvance(line) <= width) {
            lines << line;
            continue;
        }
        QString current;
        static const QRegularExpression breaks(QStringLiteral("(?<=[ ，、])"));
        for (const QString& word : line.split(breaks)) {
            const QString joined = current + word;
            if (!current.isEmpty() && metrics.horizontalAdvance(joined.trimmed()) > width) {
                lines << current.trimmed();
                current = word;
            } else {
                current = joined;
            }
        }
        lines << current.trimmed();
    }
    return lines.join(QLatin1Char('\n'));
}

void addCaption(QCustomPlot& plot, const QString& caption, const ThemeColours& c, int pixels) {
    QCPLayoutGrid* layout = plot.plotLayout();
    const int row = layout->rowCount();
    layout->insertRow(row);
    auto* text = new QCPTextElement(&plot, caption, sized(plot.font(), pixels * 4 / 5));
    text->setTextColor(c.text);
    layout->addElement(row, 0, text);
    layout->setRowStretchFactor(row, 0.001); // as tall as its text, no more
}

// A page of options' size drawn by `draw` into an image filled with the theme's paper.
QImage drawnImage(const FigureDrawing& draw, const FigureOptions& options) {
    QImage image(options.widthPx, options.heightPx, QImage::Format_ARGB32_Premultiplied);
    image.fill(coloursFor(options.theme).background);
    QCPPainter painter(&image);
    painter.setMode(QCPPainter::pmNoCaching);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    draw(painter);
    painter.end();
    const int dotsPerMeter = qRound(options.dpi / 0.0254);
    image.setDotsPerMeterX(dotsPerMeter);
    image.setDotsPerMeterY(dotsPerMeter);
    return image;
}

QByteArray xmlText(const QByteArray& text) {
    return QString::fromUtf8(text).toHtmlEscaped().toUtf8();
}

// The PDF's XMP metadata: the creator, as Qt would write it, and the figure's parameters.
QByteArray xmpPacket(const QByteArray& json) {
    return "<?xpacket begin=\"\xef\xbb\xbf\" id=\"W5M0MpCehiHzreSzNTczkc9d\"?>\n"
           "<x:xmpmeta xmlns:x=\"adobe:ns:meta/\">\n"
           "<rdf:RDF xmlns:rdf=\"http://www.w3.org/1999/02/22-rdf-syntax-ns#\">\n"
           "<rdf:Description rdf:about=\"\" xmlns:xmp=\"http://ns.adobe.com/xap/1.0/\" "
           "xmlns:pe=\"urn:pe-explorer:figure:1\">\n"
           "<xmp:CreatorTool>PE Explorer</xmp:CreatorTool>\n"
           "<pe:figure>" +
           xmlText(json) +
           "</pe:figure>\n"
           "</rdf:Description>\n</rdf:RDF>\n</x:xmpmeta>\n<?xpacket end=\"w\"?>";
}

// Painter modes as QCustomPlot's own savePdf uses them: vector output, no cached pixmaps.
void prepareVectorPainter(QCPPainter& painter, const FigureOptions& options) {
    painter.setMode(QCPPainter::pmVectorized);
    painter.setMode(QCPPainter::pmNoCaching);
    painter.setWindow(0, 0, options.widthPx, options.heightPx);
}

bool renderPdf(const FigureDrawing& draw, const FigureOptions& options, QIODevice& device) {
    QPdfWriter writer(&device);
    writer.setResolution(options.dpi);
    writer.setCreator(QStringLiteral("PE Explorer"));
    if (!options.metadata.isEmpty())
        writer.setDocumentXmpMetadata(xmpPacket(options.metadata));
    const QSizeF points(options.widthPx * 72.0 / options.dpi,
                        options.heightPx * 72.0 / options.dpi);
    writer.setPageLayout(
        QPageLayout(QPageSize(points, QPageSize::Point, QString(), QPageSize::ExactMatch),
                    QPageLayout::Portrait, QMarginsF(0, 0, 0, 0)));
    QCPPainter painter;
    if (!painter.begin(&writer))
        return false;
    prepareVectorPainter(painter, options);
    // Without this hint Qt may store the colour map as JPEG: blurred cell edges, wrong colours.
    painter.setRenderHint(QPainter::LosslessImageRendering);
    draw(painter);
    return painter.end();
}

bool writePdf(const FigureDrawing& draw, const FigureOptions& options, QIODevice& device) {
    // Into memory first: QPdfWriter drops its device's write errors, so a PDF cut short by a
    // full disk would be committed. One write of the whole document reports a short write.
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    if (!renderPdf(draw, options, buffer))
        return false;
    return device.write(buffer.data()) == buffer.size();
}

bool writeSvg(const FigureDrawing& draw, const FigureOptions& options, QIODevice& device) {
    QBuffer buffer;
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(QSize(options.widthPx, options.heightPx));
    generator.setViewBox(QRect(0, 0, options.widthPx, options.heightPx));
    generator.setResolution(options.dpi);
    generator.setTitle(QStringLiteral("PE Explorer"));
    QCPPainter painter;
    if (!painter.begin(&generator))
        return false;
    prepareVectorPainter(painter, options);
    draw(painter);
    painter.end();
    // Heatmap cells must stay crisp when a viewer scales the embedded image up.
    QByteArray svg = buffer.data();
    svg.replace("<image ", "<image style=\"image-rendering:pixelated\" ");
    if (!options.metadata.isEmpty()) {
        // Right after the opening <svg ...> tag, where SVG puts a document's metadata.
        const qsizetype open = svg.indexOf("<svg");
        const qsizetype end = open < 0 ? -1 : svg.indexOf('>', open);
        if (end < 0)
            return false;
        svg.insert(end + 1, "\n<metadata id=\"" + QByteArray(kFigureMetadataKey) + "\">" +
                                xmlText(options.metadata) + "</metadata>");
    }
    return device.write(svg) == svg.size();
}

} // namespace

QString figurePathFor(const QString& path, FigureFormat& format) {
    if (const auto named = figureFormatFromString(QFileInfo(path).suffix())) {
        format = *named;
        return path;
    }
    return path + QLatin1Char('.') + figureFormatSuffix(format);
}

std::optional<FigureFormat> figureFormatFromString(const QString& text) {
    const QString lower = text.toLower();
    if (lower == "png")
        return FigureFormat::Png;
    if (lower == "pdf")
        return FigureFormat::Pdf;
    if (lower == "svg")
        return FigureFormat::Svg;
    return std::nullopt;
}

QString figureFormatSuffix(FigureFormat format) {
    switch (format) {
    case FigureFormat::Png:
        return QStringLiteral("png");
    case FigureFormat::Pdf:
        return QStringLiteral("pdf");
    case FigureFormat::Svg:
        return QStringLiteral("svg");
    }
    return QStringLiteral("png");
}

int defaultFontPixelSize(int widthPx, int heightPx) {
    return qMax(12, qMin(widthPx, heightPx) / 40);
}

void styleFigure(QCustomPlot& plot, const FigureOptions& options) {
    const ThemeColours colours = coloursFor(options.theme);
    const int pixels = options.fontPixelSize > 0
                           ? options.fontPixelSize
                           : defaultFontPixelSize(options.widthPx, options.heightPx);
    plot.setBackground(QBrush(colours.background));
    // A Chinese vertical axis label stands upright above its plot, as on screen (a view's
    // own labels have moved already; this serves any other plot). Owned by the plot.
    (new UprightLabels(&plot, plot.font()))->apply();
    for (QCPLayoutElement* element : plot.plotLayout()->elements(true))
        styleElement(element, colours, pixels);
    if (!options.caption.isEmpty())
        addCaption(plot, options.caption, colours, pixels);
    // Titles and the caption break between words rather than run off a narrow figure.
    const int room = options.widthPx * 9 / 10;
    for (QCPLayoutElement* element : plot.plotLayout()->elements(true))
        if (auto* text = qobject_cast<QCPTextElement*>(element))
            text->setText(wrappedToWidth(text->text(), text->font(), room));
}

QImage renderFigureImage(QCustomPlot& plot, const FigureOptions& options) {
    QImage image = plot.toPixmap(options.widthPx, options.heightPx, 1.0).toImage();
    const int dotsPerMeter = qRound(options.dpi / 0.0254);
    image.setDotsPerMeterX(dotsPerMeter);
    image.setDotsPerMeterY(dotsPerMeter);
    return image;
}

bool writeDrawing(const FigureDrawing& draw, const FigureOptions& options, QIODevice& device) {
    switch (options.format) {
    case FigureFormat::Png:
        return writeFigurePng(drawnImage(draw, options), device, kFigureMetadataKey,
                              options.metadata);
    case FigureFormat::Pdf:
        return writePdf(draw, options, device);
    case FigureFormat::Svg:
        return writeSvg(draw, options, device);
    }
    return false;
}

bool writeFigure(QCustomPlot& plot, const FigureOptions& options, QIODevice& device) {
    if (options.format == FigureFormat::Png) // QCustomPlot's own raster path, as on screen
        return writeFigurePng(renderFigureImage(plot, options), device, kFigureMetadataKey,
                              options.metadata);
    return writeDrawing(
        [&](QCPPainter& painter) { plot.toPainter(&painter, options.widthPx, options.heightPx); },
        options, device);
}

QColor figurePaper(FigureTheme theme) {
    return coloursFor(theme).background;
}

QColor figureInk(FigureTheme theme) {
    return coloursFor(theme).text;
}

bool exportFigure(QCustomPlot& plot, const FigureOptions& options, const QString& path,
                  QString* error) {
    return writeAtomically(
        path, [&](QIODevice& device) { return writeFigure(plot, options, device); }, error);
}

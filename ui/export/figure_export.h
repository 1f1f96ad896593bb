// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Renders a QCustomPlot into PNG, PDF or SVG for lecture notes. Vectors stay vectors
// (axes, ticks, text and curves in PDF and SVG); colour maps are embedded images at their
// data resolution, never smoothed. Every file is written through QSaveFile.

#include "core/column_band.h"

#include <QColor>
#include <QImage>
#include <QString>
#include <cstdint>
#include <functional>
#include <optional>

class QCPPainter;
class QCustomPlot;
class QIODevice;

enum class FigureFormat { Png, Pdf, Svg };
enum class FigureTheme { Screen, Print };

struct FigureOptions {
    FigureFormat format = FigureFormat::Png;
    int widthPx = 1600;
    int heightPx = 1000;
    int dpi = 150;
    FigureTheme theme = FigureTheme::Print;
    int fontPixelSize = 0; // 0: chosen from the height, large enough for slides
    QString caption;       // empty: none
    // Selection marks (the waveform dimensions outlined, the chosen position) kept in the
    // figure, with a key line saying what they mark. Off: the figure shows the data alone.
    bool marks = false;
    // The parameters the figure was made from, as JSON (figure_metadata.h), stored in the
    // file: a PNG tEXt chunk, the PDF's XMP metadata, an SVG <metadata> element. Empty: none.
    QByteArray metadata;
    // The rest of the selection on screen, which no view draws: recorded with the parameters
    // so that File > Open figure's parameters brings it back. Unset where it is not known.
    std::optional<std::int64_t> selectedDimension;
    std::optional<pe::ColumnBand> selectedBand; // the band chosen, restricted to or not
    std::optional<bool> bandOnly;               // "similarity from the selected band only"
};

std::optional<FigureFormat> figureFormatFromString(const QString& text);
QString figureFormatSuffix(FigureFormat format);
// The file a figure chosen as `format` is written to under the name `path`, and its format: a
// name ending in a format's extension ("slide.png") gets that format, as the command line's
// --output does: a file named .png holding SVG opened nowhere. Any other name gets the
// chosen format's extension added.
QString figurePathFor(const QString& path, FigureFormat& format);

// The font size a slide needs: about 1/40 of the figure's height, or of its width when that
// is the shorter side (a tall narrow figure would cut its title), never below 12 px.
int defaultFontPixelSize(int widthPx, int heightPx);

// Restyles the plot for a figure: theme colours, fonts, and the caption row. Meant for a
// plot made for the export, so the view on screen keeps its own look.
void styleFigure(QCustomPlot& plot, const FigureOptions& options);

// Paints a figure of options' size: the painter is set up as for a plot (vector painting for
// PDF and SVG, pixels for PNG), its page already filled with the theme's paper.
using FigureDrawing = std::function<void(QCPPainter&)>;
// Writes what `draw` paints in options' format into `device`; false when it failed.
bool writeDrawing(const FigureDrawing& draw, const FigureOptions& options, QIODevice& device);
// The theme's paper and ink: a figure's background and its text.
QColor figurePaper(FigureTheme theme);
QColor figureInk(FigureTheme theme);

// Renders the (styled) plot in the chosen format into `device`; false when it failed.
bool writeFigure(QCustomPlot& plot, const FigureOptions& options, QIODevice& device);

// Renders the (styled) plot into `path` in the chosen format. On failure no file is left
// and `error` says why.
bool exportFigure(QCustomPlot& plot, const FigureOptions& options, const QString& path,
                  QString* error = nullptr);

// The PNG rendering alone, at exactly the requested size with the DPI recorded (clipboard).
QImage renderFigureImage(QCustomPlot& plot, const FigureOptions& options);

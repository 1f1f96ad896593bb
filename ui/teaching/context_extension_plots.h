// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The context-extension lab's plots: the wavelength of each pair before and after the
// scaling, with its bands, and the score against relative distance for all-ones and random
// q, k. They draw a finished result, say what is under the pointer, and give the numbers an
// export writes.

#include "core/rope_context.h"
#include "core/sinusoidal_encoding.h"

#include <QObject>
#include <QString>
#include <cstdint>
#include <vector>

class LessonGrid;
class QCustomPlot;
class PlotCanvas;
class QMouseEvent;
class QPoint;
class QWidget;

enum class ContextPlot { Wavelength, OnesScore, RandomScore };

class ContextExtensionPlots : public QObject {
    Q_OBJECT
  public:
    // The plots are `parent`'s children; grid() is to go into its layout.
    explicit ContextExtensionPlots(QWidget* parent);

    LessonGrid* grid() const { return grid_; }
    QCustomPlot* plot(ContextPlot which) const;
    // Samples of each score curve: one per pixel of the score plot's axis rect.
    std::int64_t scorePoints() const;

    // Draws `r`, computed for these contexts and seed.
    void present(const pe::RopeContextResult& r, int original, int target, int seed);
    // The sentence above the plots for `r`.
    static QString summary(const pe::RopeContextResult& r, int original);
    // Every number under the pointer at plot x `x`, exactly.
    static QString hoverText(const pe::RopeContextResult& r, ContextPlot which, double x);
    // The data Export data writes for a plot (the wavelength plot: pair, inv_freq original,
    // inv_freq scaled, wavelength original, wavelength scaled, scale; a score plot:
    // distance, before, after).
    static pe::Matrix exportMatrix(const pe::RopeContextResult& r, ContextPlot which);
    // The names of exportMatrix's columns, for a CSV's header.
    static std::vector<std::string> exportColumns(ContextPlot which);
    void retranslate();

  signals:
    // The pointer moved over a plot, at plot x `x`.
    void hovered(ContextPlot which, double x);
    void contextMenuRequested(ContextPlot which, const QPoint& pos);

  private:
    void drawWavelengths(const pe::RopeContextResult& r, int original, int target);
    void drawScore(QCustomPlot* plot, const std::vector<double>& before,
                   const std::vector<double>& after, const pe::RopeContextResult& r, int original,
                   int target, int seed);

    PlotCanvas* wavelengths_;
    PlotCanvas* onesScore_;
    PlotCanvas* randomScore_;
    LessonGrid* grid_;
};

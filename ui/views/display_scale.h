// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// How large the window draws text and lines on screen: one factor for every plot view and
// every widget (the application's fonts follow it: controls, menus, status bar, docks), so a
// teacher can make the figures readable from the back row (View > Zoom in text) and
// presentation mode can enlarge them further. Figures ignore it: their sizes come from the
// export (figure_export.h).
//
// The views keep setting their fonts and pens in their own base sizes whenever they rebuild
// a plot; applyDisplayScale() scales whatever the view last set, just before each replot, so
// the factor survives every new result without each view knowing about it.

#include <QObject>

// The plots' base text sizes in points, before the factor: one set for every view and lesson,
// so their axes read alike side by side. Axis labels are the largest text a plot has (read
// from the back of a room); tick labels a point smaller, so a label never looks like a tick;
// a legend inside a plot smaller still, since it covers data.
namespace plot_text {
inline constexpr int kAxisLabelPoints = 11;
inline constexpr int kTickLabelPoints = 10;
inline constexpr int kLegendPoints = 9;
} // namespace plot_text

class QCustomPlot;
class QDockWidget;

class DisplayScale : public QObject {
    Q_OBJECT
  public:
    static constexpr double kMin = 0.6;
    // Beyond twice the size the views of a 1366 x 768 screen no longer fit their titles and axes.
    static constexpr double kMax = 2.0;
    // Presentation mode multiplies the user's zoom by this: text a back row can read.
    static constexpr double kPresentationBoost = 1.5;

    // One per application (the views of every window share it).
    static DisplayScale& instance();

    // The factor the views draw with: the user's zoom times the presentation boost,
    // within kMin .. kMax.
    double factor() const;
    double zoom() const { return zoom_; }
    bool presentation() const { return presentation_; }

    void zoomIn();
    void zoomOut();
    // Back to the size the views are designed for (the boost stays while presenting).
    void reset();
    void setZoom(double zoom);
    void setPresentation(bool on);

  signals:
    void changed(double factor);

  private:
    using QObject::QObject;
    void update(double zoom, bool presentation);
    double zoom_ = 1.0;
    bool presentation_ = false;
};

// Scales the fonts and pens of `plot` to `factor` times the sizes the view last set.
// Graph pens of 1 px stay 1 px: the views pick them for dense curves, which Qt strokes fast
// only at that width.
void applyDisplayScale(QCustomPlot* plot, double factor);
// For a plot outside the views (a lesson's): its fonts and pens follow the factor, as the
// views' do, before each replot and at once when the factor changes.
void followDisplayScale(QCustomPlot* plot);
// Takes the sizes `holder` has now as the view's own, whatever they are: for a view that sets
// a size which could equal one the scale gave before.
void forgetDisplayScale(QObject* holder);
// A dock's title at the window's text size, as the rest of the window: QDockWidget paints its
// title in the font the application had when the dock was made, whatever the size since.
void followDisplayScaleInTitle(QDockWidget* dock);

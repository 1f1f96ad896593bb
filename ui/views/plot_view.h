// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What every view shares: one QCustomPlot, a title, a line that says what one pixel stands
// for, and the rules for zoom/pan and double-click reset. A view keeps its own state (the
// result it shows, the selection) outside the plot, so another plot can be drawn from the
// same result later (export).

#include "ui/compute/result.h"
#include "ui/compute/selection.h"
#include "ui/views/plot_keyboard.h"
#include "ui/views/plotkit/fitted_text.h"
#include "ui/views/plotkit/fitted_ticks.h"
#include "ui/views/plotkit/plot_canvas.h"
#include "ui/views/view_kind.h"

#include <QFont>
#include <QHash>
#include <QSharedPointer>
#include <QWidget>
#include <functional>
#include <memory>
#include <optional>
#include <utility>

class QCustomPlot;
class QCPTextElement;
class QTimer;

// Room the matrix views (heatmap, similarity) keep around their matrix, in pixels: left axis
// with up to 7-digit positions and its label, plus the colour scale on the right; title, two
// subtitle lines and the bottom axis. Figures for PNG are sized by it too (view_export.h).
inline constexpr int kMatrixRoomWidth = 190;
inline constexpr int kMatrixRoomHeight = 130;

// `font` at another point size, keeping its fallback families (the language's Han face,
// language.cpp); QFont(font.family(), ...) would drop them.
QFont resizedFont(QFont font, int points, bool bold = false);

// A view shows how to interact with it (the hint under its subtitle) only while it is at
// least this tall, times the text size: below, the lines of text would squash the plot.
inline constexpr int kHintRoom = 200;

// The title's point sizes: the largest while it fits the view's width, down to the smallest.
inline constexpr int kLargestTitlePoints = 11;
inline constexpr int kSmallestTitlePoints = 8;

// A wavelength or period in plain digits: "6.28", "62.8", "19869": short enough for a legend,
// exact enough to compare, and read aloud without an exponent.
QString formatWavelength(double wavelength);

// A descriptor's `make` (view_kind.h): a new view of the class View.
template <class View> std::unique_ptr<class PlotView> makeView() {
    return std::make_unique<View>();
}

class PlotView : public QWidget {
    Q_OBJECT
  public:
    explicit PlotView(ViewKind kind, QWidget* parent = nullptr);

    QCustomPlot* plot() const { return plot_; }
    // The same plot, with its layout's fitting (plot_canvas.h).
    PlotCanvas* canvas() const { return plot_; }
    ViewKind kind() const { return kind_; }
    // The view's title as the window and figures show it (view_kind.h); a view may say what
    // it shows now instead (a model's table in place of the encoding).
    virtual QString title() const { return viewTitle(kind_); }
    // The line under the title: parameters and level of detail ("1 row = 512 positions").
    QString subtitle() const { return subtitle_; }
    // A sentence shown in place of the plot, saying why it has nothing to draw (a model's
    // table in a view of the sinusoidal formula); empty: the plot again.
    void setUnavailable(const QString& reason);
    QString unavailable() const;
    // The line as shown: on screen the subtitle and, after it, how to interact ("drag across
    // dimensions..."); in figure mode the subtitle alone, since a printed page cannot be dragged.
    QString shownSubtitle() const;

    // A view drawn for a figure rather than for the screen: no interaction hints, and the
    // figure's own geometry (square similarity cells). Set before the first showResult.
    void setFigureMode(bool on);
    bool figureMode() const { return figureMode_; }
    // A figure of a scene: the view stands beside the others of its scene, which say what it
    // would say alone (the far springs leave the fast/slow line to the near ones, as on
    // screen), and its axis labels break to the room the page gives it rather than run past
    // it. Set after setFigureMode(true).
    void setInScene(bool on);
    bool inScene() const { return inScene_; }
    // Last step of a figure of `width` x `height` pixels, after its fonts and caption are
    // final: what depends on the axis rect's size (square cells). Nothing by default.
    virtual void fitFigureGeometry(int width, int height) {
        Q_UNUSED(width);
        Q_UNUSED(height);
    }
    // A view that turns in 3-D (ViewInfo::turns): shown from `azimuth` and `elevation`
    // (degrees); and the angle it is seen from now, none while it is flat.
    virtual void turnTo(double azimuth, double elevation) {
        Q_UNUSED(azimuth);
        Q_UNUSED(elevation);
    }
    virtual std::optional<std::pair<double, double>> viewAngle() const { return std::nullopt; }
    // The value scale held at lo .. hi instead of fitted to the data: the frames of an
    // animation share one scale, so a colour or a height means the same in every frame.
    // Nothing in views whose scale is fixed already.
    virtual void holdValueRange(double lo, double hi) {
        Q_UNUSED(lo);
        Q_UNUSED(hi);
    }

    // Takes what it needs from `delivery` (colour-map data is moved out of it).
    virtual void showResult(ExploreDelivery& delivery) = 0;
    virtual void showSelection(const Selection& selection) = 0;
    // Back to the full range of the current result (double-click does this).
    virtual void resetView() = 0;
    // The positions first .. last across the view's position axes (View > Go to positions),
    // as a zoom of the user's; false for a view without a position axis.
    virtual bool showPositions(std::int64_t first, std::int64_t last) {
        Q_UNUSED(first);
        Q_UNUSED(last);
        return false;
    }
    // This view's part of the on-screen request (`shared` holds the parameters and the
    // selection): the windows it shows, or its whole extent while it shows another L or D.
    virtual ViewPart requestPart(const ExploreRequest& shared) const = 0;
    // The step whose payload it shows: its descriptor's (the far springs have their own).
    virtual const ComputeStep& computeStep() const { return viewInfo(kind_).step(); }
    // This view's part of a figure of what it shows now, given the descriptor's (`standard`,
    // every cell of the whole extent): the same, unless the view draws another axis on screen
    // (a log axis), which the figure then draws too.
    virtual ViewPart figurePartNow(const ViewPart& standard) const { return standard; }

    std::shared_ptr<const ExploreResult> result() const { return result_; }

    // On screen, a vertical axis label with Chinese characters is not drawn turned on its
    // side by the axis but upright, beside the axis or in a row above the plot: the text shown
    // upright for the axis, or empty when the axis draws its own label.
    QString uprightLabel(const class QCPAxis* axis) const;
    // Where that label stands as a column beside the axis, or empty (upright_labels.h).
    QRect uprightColumn(const class QCPAxis* axis) const;

    // The factor this view draws text and lines with (display_scale.h); 1 in figure mode.
    double displayScale() const;

    // A click acts only once no double-click can follow it (the platform's double-click
    // interval), since a double-click resets the zoom and does nothing else: whether one is
    // still waiting.
    bool clickPending() const;
    // The waiting click's effect now: a key pressed after a click acts after it.
    void settleClick();

  signals:
    // The user zoomed or panned: the visible window changed.
    void windowChanged();
    // What is under the mouse, one line (the status bar shows it: tooltips are small on a
    // projector).
    void inspected(const QString& text);
    // A mouse button went down on the plot: the window remembers this view as the one the
    // user works in (File > Export figure writes it).
    void pressed();
    // The title (or the line under it) was double-clicked: the window shows this view alone.
    void titleDoubleClicked();
    // The plot took the keyboard focus (Tab, a click): like a press, it makes this the view
    // the user works in.
    void focused();
    // An arrow key in the focused plot: the selection moved as this view draws it
    // (arrowStep), ten at a time with Shift.
    void stepRequested(const SelectionStep& step);
    // Enter in the focused plot: the inspector on the selected cell.
    void inspectRequested();
    // A click (or a key of the view's own) chose a cell, a pair, a dimension or a band; what
    // else it does is the view's descriptor's `click` (view_kind.h).
    void picked(const SelectionPick& pick);

  protected:
    // A control under the plot (a check box): off the window's edge by a few pixels, where
    // a view at the screen's left edge had its box cut.
    void addUnderPlot(QWidget* control);
    void resizeEvent(QResizeEvent* event) override;
    // Enter and the arrow keys; a view with keys of its own handles them first.
    void keyPressEvent(QKeyEvent* event) override;
    // What one press of the arrow `key` moves in this view's terms; nothing by default.
    virtual SelectionStep arrowStep(int key) const {
        Q_UNUSED(key);
        return {};
    }
    // Runs `effect` of a click once no double-click can follow it; a double-click drops it.
    // A click before it (a second click, not a double-click) acts first.
    void afterClick(std::function<void()> effect);
    // The mouse leaving the plot: inspected() with no text, so the status bar does not go
    // on naming a cell the mouse has left.
    bool eventFilter(QObject* watched, QEvent* event) override;
    // Sets title and subtitle text in the plot's title element; `hint` says how to interact
    // and is left out of figures; `detail` ends the subtitle's first line where there is room
    // for it, and in figures.
    void setSubtitle(const QString& subtitle, const QString& hint = QString(),
                     const QString& detail = QString());
    // Pixels at the title's right that a button of the view's own covers: the title is fitted
    // to the room left of it.
    void setTitleInset(int pixels);
    // Called when figure mode changes, for what a view lays out differently in a figure.
    virtual void figureModeChanged() {}
    // Called when the view starts or stops showing a message in place of its plot.
    virtual void availabilityChanged() {}
    // Axis fonts sized for a projector.
    void styleAxis(class QCPAxis* axis, const QString& label);
    // A position axis reads the result's tokens ("I", "love", "you") while its scene labels
    // every position (scene.h), and its own numbers again afterwards.
    void labelPositions(class QCPAxis* axis);
    // Sets axis ranges without reporting them as a user's zoom.
    void setRangesQuietly(const std::function<void()>& apply);
    // A drag with Shift held draws a box and zooms the axes the wheel zooms to it: any window
    // of positions in one gesture.
    void enableBoxZoom();
    // Connect an axis so that user range changes emit windowChanged().
    void watchAxis(class QCPAxis* axis);
    // Whether the result's shape (L, D, from) differs from the one on screen, meaning the
    // axes must be reset rather than kept where the user left them.
    bool extentChanged(const ExploreResult& next) const;
    // Whether the result shown has the L and D of `p`: its windows then still apply.
    bool showsExtent(const pe::EncodingParams& p) const;
    void replotSoon();
    // Shows `text` about the point under the mouse as a tooltip and reports it.
    void inspect(QMouseEvent* event, const QString& text);
    // Pixels for level of detail along one direction of the axis rect, estimated from the
    // widget's size less `reserved` pixels for titles, axes and colour scale: unlike the
    // axis rect itself, that does not change when a result brings wider tick labels, so
    // showing a result never asks for another. Never more than the axis rect really has.
    int pixelsAlong(Qt::Orientation orientation, int reserved) const;
    // Where the last press on the plot was, and whether `release` ends a click there rather
    // than a drag (the platform's drag distance decides, as it does for every widget).
    QPoint pressPosition() const { return pressAt_; }
    bool isClick(const QMouseEvent* release) const;

    std::shared_ptr<const ExploreResult> result_;

  private:
    // True when the title's or subtitle's text, size or room changed.
    bool fitTitle();
    // The width the layout's columns beside the first took at the last layout (a colour
    // scale), 0 if none.
    int besideWidth() const;
    bool inHeader(const QPoint& pos) const;
    const ViewKind kind_;
    QPoint pressAt_;
    bool afterDoubleClick_ = false;
    std::function<void()> pendingClick_; // a click waiting for the double-click interval
    QTimer* clickTimer_;
    PlotCanvas* plot_;
    class QLabel* unavailable_ = nullptr; // over the plot while it has nothing to draw
    QCPTextElement* titleElement_;
    QCPTextElement* subtitleElement_;
    QString subtitle_;
    QString hint_;
    QString detail_;
    int titleInset_ = 0;
    QString fittedFor_; // what the title and subtitle were last fitted for (fitTitle)
    bool figureMode_ = false;
    bool inScene_ = false;
    bool boxZoom_ = false;
    bool quiet_ = false;
    // The number tickers of the axes that read tokens now, to go back to.
    QHash<class QCPAxis*, QSharedPointer<class QCPAxisTicker>> numberTickers_;
    // Chinese labels taken off vertical axes and shown upright (upright_labels.h).
    class UprightLabels* upright_;
};

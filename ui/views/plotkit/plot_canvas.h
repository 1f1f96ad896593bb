// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A QCustomPlot whose layout pass sizes its text to the room it lays out: tick counts and
// named ticks fitted to their axes (fitted_ticks.h), axis labels broken to their axis, colour
// scales that keep the width their labels took, and whatever a view or lesson adds
// (addFitter). Each part answers whether it changed what the layout depends on; the pass then
// runs again, a few times at most, inside the same replot. Nothing is fitted after the layout,
// and no replot is queued to finish it.

#include "ui/views/plotkit/fitted_ticks.h"

#include <QHash>
#include <QPointer>
#include <functional>
#include <qcustomplot.h>
#include <vector>

class PlotCanvas : public QCustomPlot {
    Q_OBJECT
  public:
    // More passes than text ever needs to settle (a tick count, then the margins it gives,
    // then an axis label for the new length): what still changes after them waits for the
    // next replot rather than looping.
    static constexpr int kMaxPasses = 4;

    explicit PlotCanvas(QWidget* parent = nullptr);

    // `fit` runs after each pass of the layout while `owner` lives, with every element's rect
    // as that pass left it; it returns true when it changed something the layout depends on
    // (a text, a margin, a row), and the pass runs again.
    void addFitter(QObject* owner, std::function<bool()> fit);
    // On screen an axis label too long for its axis breaks between words, or gives way to the
    // plot; a figure is sized for its labels by its export and keeps them whole.
    void setWrapsAxisLabels(bool on) { wrapsAxisLabels_ = on; }
    bool wrapsAxisLabels() const { return wrapsAxisLabels_; }
    // A colour scale keeps the widest its labels have taken, so that the matrix beside it
    // and the results sampled for the matrix's width settle; at another size or text size it
    // starts afresh.
    void releaseColourScales();
    // The text an axis shows may be the view's label broken into lines: the label the view set.
    QString ownLabel(const QCPAxis* axis) const;
    // A replot once the event loop has handled what came before, one canvas per loop turn:
    // the loop handles input between two plots, so no single stall is the sum of all views'.
    void replotSoon();

  protected:
    void updateLayout() override;
    void axisRemoved(QCPAxis* axis) override;

  private:
    bool fitAxisLabels();
    void holdColourScales();
    void forgetGroupedMargins();
    struct Fitter {
        QPointer<QObject> owner;
        std::function<bool()> fit;
    };
    std::vector<Fitter> fitters_;
    TickFitting ticks_;
    struct LabelFit {
        QString own;   // as the view set it
        QString shown; // as last shown
    };
    QHash<const QCPAxis*, LabelFit> labels_;
    bool wrapsAxisLabels_ = true;
};

// Lays `plot` out at `size` (a figure's), recording rather than drawing: its elements' rects
// are then the figure's, for what is fitted to them (square cells, twins lined up).
void layOutAt(QCustomPlot& plot, const QSize& size);

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Chinese vertical axis labels upright: QCustomPlot turns a left or right axis label on its
// side, and Chinese read that way is a column of characters lying down, which nobody at the
// back of a room reads. Such a label moves into a row of its own just above its plot, upright
// and flush with its axis (the left axis's label at the left, the right axis's at the right).
// Up a plot too short to spare that row the labels give way to the plot, as a turned label
// that no longer fits its axis does (plot_canvas.h); a figure keeps them.
// One mechanism for every plot on screen: the explorer's views (plot_view.h) and the lessons'
// own plots (ui/teaching).

#include <QFont>
#include <QHash>
#include <QObject>
#include <QString>

class QCPAxis;
class QCPLayoutGrid;
class QCPTextElement;
class QCustomPlot;

class UprightLabels : public QObject {
    Q_OBJECT
  public:
    // `font` is the upright labels' own (base) size; a display scale applied afterwards
    // scales them as every other text of the plot.
    UprightLabels(QCustomPlot* plot, const QFont& font);

    // Labels set since the last call are looked at again: a Chinese one moves into the row
    // above, a Latin one stays on its axis (and leaves the row). Cheap enough to run before
    // every replot, which is what install() arranges.
    void apply();
    // The text shown upright for `axis`, or empty when the axis draws its own label.
    QString labelOf(const QCPAxis* axis) const { return moved_.value(axis); }

    // For a plot that needs nothing else: apply() before each of its replots.
    static UprightLabels* install(QCustomPlot* plot, const QFont& font);

  private:
    // On a PlotCanvas on screen, after each layout pass: the labels give way to a plot too
    // short to spare their row, and come back when it has the room. True when that changed.
    bool giveWayIfShort();
    void showTexts();

    QCustomPlot* plot_;
    QFont font_;
    QHash<const QCPAxis*, QString> moved_;
    // Per layout column: the row's cell, a grid of two texts (left axis, right axis).
    QHash<int, QCPLayoutGrid*> cells_;
    int row_ = -1;                         // the row of upright labels, once made
    QHash<QCPTextElement*, QString> full_; // each text as it reads when shown
    bool givenWay_ = false;                // texts emptied (an empty one takes no room)
    int shownRowHeight_ = 0;               // the row's height when last shown
};

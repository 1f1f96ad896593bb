// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Chinese vertical axis labels upright: QCustomPlot turns a left or right axis label on its
// side, and Chinese read that way is a column of characters lying down, which nobody at the
// back of a room reads. On screen, up a plot tall enough for it, such a label is set as
// Chinese is set vertically: its characters one under the other beside the axis, upright,
// brackets and commas in their vertical forms. That costs the plot a character's width, not
// a line of its height, which a projector's short plots cannot spare. A label that does not
// fit its axis that way (or that holds a long Latin run) moves, with the plot's others, into a
// row of its own just above its plot, upright and flush with its axis (the left axis's label
// at the left, the right axis's at the right). Up a plot too short to spare that row the
// labels give way to the plot, as a turned label that no longer fits its axis does
// (plot_canvas.h); a figure keeps them in the row.
// One mechanism for every plot on screen: the explorer's views (plot_view.h) and the lessons'
// own plots (ui/teaching).

#include <QFont>
#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QRect>
#include <QString>
#include <QStringList>

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
    // Where `axis`'s label stands as a column beside it, or an empty rect when it does not
    // (in the row above, given way, or no upright label).
    QRect columnRect(const QCPAxis* axis) const;
    // That column's characters, top to bottom, one square each.
    QStringList columnCells(const QCPAxis* axis) const;

    // For a plot that needs nothing else: apply() before each of its replots.
    static UprightLabels* install(QCustomPlot* plot, const QFont& font);

  private:
    // On a PlotCanvas on screen, after each layout pass: the labels stand as columns beside a
    // plot tall enough, else in their row, and give way to a plot too short to spare that
    // row; they come back when it has the room. True when that changed.
    bool fitToPlot();
    void showTexts();
    // The plot's own left and right axes, and its colour scales' axes along them.
    QList<QCPAxis*> verticalAxes() const;
    // The column each of those axes shows, or empty when one of their labels cannot stand as
    // a column or is taller than `room`.
    QHash<QCPAxis*, QStringList> columnsFor(int room) const;
    // Each axis asks for its column's width as padding beyond its tick labels; true on change.
    bool padForColumns();
    void drawColumns(class QCPPainter* painter) const;
    QFont columnFont() const;
    int columnPitch() const;
    int columnWidth() const;

    QCustomPlot* plot_;
    QFont font_;
    QHash<const QCPAxis*, QString> moved_;
    // Per layout column: the row's cell, a grid of two texts (left axis, right axis).
    QHash<int, QCPLayoutGrid*> cells_;
    int row_ = -1;                              // the row of upright labels, once made
    QHash<QCPTextElement*, QString> full_;      // each text as it reads when shown
    bool givenWay_ = false;                     // texts emptied (an empty one takes no room)
    bool columns_ = false;                      // labels beside their axes, the row's texts emptied
    QHash<QCPAxis*, QStringList> shownColumns_; // each column's characters, top to bottom
    // An axis's padding before a column widened it; the pointer tells a new axis that took a
    // removed one's address from it.
    struct OwnPadding {
        QPointer<QCPAxis> axis;
        int padding = 0;
    };
    QHash<QCPAxis*, OwnPadding> ownPadding_;
    int shownRowHeight_ = 0; // the row's height when last shown
};

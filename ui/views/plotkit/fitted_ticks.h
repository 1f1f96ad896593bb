// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Tick labels that fit the room their axis has: as many ticks as labels fit with air between
// them, up to the count the view asked for, and named ticks thinned to every second, third
// ... name. Fitted inside the plot's layout pass (plot_canvas.h), from the lengths that pass
// gave the axes.

#include <QHash>
#include <QMap>
#include <QSharedPointer>
#include <QString>
#include <QWeakPointer>
#include <cstdint>

class QCPAxis;
class QCPAxisTicker;
class QCPAxisTickerText;
class QCustomPlot;
class QFontMetrics;

// Ticks only at whole numbers: positions and dimensions have no 2.5.
QSharedPointer<QCPAxisTicker> integerTicker(int tickCount = 5);

// An integerTicker's ticks only at multiples of `multiple` (1: every whole number may be
// labelled), for an axis whose cells are sampled every `multiple` indices from 0.
void setTickMultiple(QCPAxis* axis, std::int64_t multiple);

// What the fitting remembers of one plot's axes: the count each view asked for and the names
// it set, kept beside the axis for as long as the axis holds the same ticker.
class TickFitting {
  public:
    // Fits every axis of `plot` (its axis rects' and its colour scales') to the room the last
    // layout gave it. True when a count or a shown name changed: the layout runs again.
    bool fit(QCustomPlot* plot);
    // The axis is gone: nothing of it is kept.
    void forget(const QCPAxis* axis) { fits_.remove(axis); }

  private:
    struct AxisFit {
        // Weak, so that a new ticker at a freed one's address is never taken for it.
        QWeakPointer<QCPAxisTicker> ticker;
        int wanted = 0;              // the count the view set
        int fittedLength = -1;       // the axis length the count was fitted to
        int fittedFont = -1;         // and the tick labels' pixel size then
        QMap<double, QString> names; // a text ticker's names as the view set them
    };
    AxisFit& fitOf(QCPAxis* axis);
    bool fitUpright(QCPAxis* axis);
    bool fitAlong(QCPAxis* axis);
    bool thinNames(QCPAxis* axis, QCPAxisTickerText* ticker);
    QHash<const QCPAxis*, AxisFit> fits_;
};

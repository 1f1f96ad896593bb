// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the window asks the worker for, and when: every change made in one turn of the event
// loop (a slider and its spin box, a resize of several plots) becomes one request, and a
// request that would compute what the last one did is not sent.

#include "core/column_band.h"
#include "ui/compute/request.h"

#include <QList>
#include <QObject>
#include <functional>
#include <optional>

class ExploreWorker;
class PlotView;
class QTimer;
struct Selection;

struct ExplorerState;

// The request for what the views show: the parameters, selection and table they share, and
// each shown view's own part (PlotView::requestPart: the windows it shows with the pixels it
// has); a view behind another tab has none.
// With a model's table, only the views whose step reads a table have a part: the others'
// numbers would be the sinusoidal encoding's, not the table's.
ExploreRequest buildExploreRequest(const ExplorerState& state,
                                   const std::optional<pe::ColumnBand>& band,
                                   const QList<PlotView*>& views);

class ExploreRequests : public QObject {
    Q_OBJECT
  public:
    // `current` builds the request the window would send now.
    ExploreRequests(ExploreWorker* worker, std::function<ExploreRequest()> current,
                    QObject* parent);
    // A request at the end of this turn of the event loop.
    void schedule();
    // Whether a request waits to be sent.
    bool waiting() const;

  private:
    void send();

    ExploreWorker* worker_;
    std::function<ExploreRequest()> current_;
    QTimer* timer_;
    std::optional<ExploreRequest> lastSent_;
};

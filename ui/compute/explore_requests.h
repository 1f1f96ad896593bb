// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What a window (the explorer, a lesson) asks its worker for, and when: every change made in one
// turn of the event loop (a slider and its spin box, a resize of several plots) becomes one
// request, and a request that would compute what the last one did is not sent.

#include "ui/compute/request.h"

#include <QObject>
#include <functional>
#include <optional>

class ExploreWorker;
class QTimer;

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

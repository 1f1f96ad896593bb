// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/compute/explore_requests.h"

#include "ui/compute/worker.h"

#include <QTimer>

ExploreRequests::ExploreRequests(ExploreWorker* worker, std::function<ExploreRequest()> current,
                                 QObject* parent)
    : QObject(parent), worker_(worker), current_(std::move(current)), timer_(new QTimer(this)) {
    // Zero interval: after every change already queued in this turn of the event loop.
    timer_->setSingleShot(true);
    timer_->setInterval(0);
    connect(timer_, &QTimer::timeout, this, &ExploreRequests::send);
}

void ExploreRequests::schedule() {
    timer_->start();
}

bool ExploreRequests::waiting() const {
    return timer_->isActive();
}

void ExploreRequests::send() {
    const ExploreRequest request = current_();
    if (lastSent_ && sameWork(*lastSent_, request))
        return; // nothing on screen would change
    lastSent_ = request;
    worker_->submit(request);
}

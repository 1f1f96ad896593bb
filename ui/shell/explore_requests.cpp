// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/explore_requests.h"

#include "ui/compute/selection.h"
#include "ui/compute/worker.h"
#include "ui/views/plot_view.h"

#include <QTimer>

ExploreRequest buildExploreRequest(const pe::EncodingParams& params, pe::Metric metric,
                                   const Selection& selection,
                                   const std::optional<pe::ColumnBand>& band, const Scene& scene,
                                   const QList<PlotView*>& views) {
    ExploreRequest r;
    r.params = params;
    r.metric = metric;
    r.from = selection.position;
    r.waveDims = selection.waveDims;
    r.band = band;
    r.scene = scene;
    r.partner = selection.partner;
    // Each view adds its own part: the windows it shows.
    for (const PlotView* view : views)
        r.views.push_back(view->requestPart(r));
    return r;
}

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

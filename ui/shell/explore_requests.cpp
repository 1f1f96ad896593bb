// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/explore_requests.h"

#include "ui/compute/selection.h"
#include "ui/compute/worker.h"
#include "ui/shell/explorer_state.h"
#include "ui/views/plot_view.h"

#include <QTimer>

ExploreRequest buildExploreRequest(const ExplorerState& state,
                                   const std::optional<pe::ColumnBand>& band,
                                   const QList<PlotView*>& views) {
    ExploreRequest r;
    r.params = state.params;
    r.metric = state.metric;
    r.from = state.selection.position;
    r.waveDims = state.selection.waveDims;
    r.band = band;
    r.scene = state.scene;
    r.partner = state.selection.partner;
    r.farPartner = state.selection.farPartner;
    r.table = state.table;
    r.tableName = state.tableName;
    // Each view shown adds its own part: the windows it shows. A view behind another tab, or
    // hidden, computes nothing; it is brought up to date when it comes forward.
    for (const PlotView* view : views) {
        if (!view->isVisibleTo(view->window()))
            continue;
        ViewPart part = view->requestPart(r);
        if (!r.table || part.step->readsTable)
            r.views.push_back(std::move(part));
    }
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

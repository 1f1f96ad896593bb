// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/views/views_request.h"

#include "ui/compute/explorer_document.h"
#include "ui/views/plot_view.h"

ExploreRequest buildExploreRequest(const ExplorerDocument& document,
                                   const QList<PlotView*>& views) {
    const ExplorerState state = document.state();
    ExploreRequest r;
    r.params = state.params;
    r.metric = state.metric;
    r.p = state.selection.p;
    r.waveDims = state.selection.waveDims;
    r.band = document.similarityBand();
    r.scene = state.scene;
    r.q = state.selection.q;
    r.farQ = state.selection.farQ;
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

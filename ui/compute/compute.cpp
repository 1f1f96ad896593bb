// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/compute/compute.h"

#include "core/parameter_validation.h"
#include "core/vector_state.h"

#include <QElapsedTimer>
#include <algorithm>

namespace {

std::shared_ptr<ExploreDelivery> deliver(std::shared_ptr<ExploreResult> result,
                                         const PlotDataPreparer& prepare,
                                         const QElapsedTimer& clock) {
    auto delivery = std::make_shared<ExploreDelivery>();
    delivery->generation = result->generation;
    if (prepare)
        delivery->plotData = prepare(*result);
    result->computeMs = double(clock.nsecsElapsed()) / 1e6;
    delivery->result = std::move(result);
    return delivery;
}

} // namespace

std::shared_ptr<ExploreDelivery> computeExplore(const ExploreRequest& request, quint64 generation,
                                                const std::function<bool()>& cancelled,
                                                const PlotDataPreparer& prepare,
                                                const EarlyDelivery& early) {
    QElapsedTimer clock;
    clock.start();
    pe::clearUpperVectorState(); // see vector_state.h: a dirty AVX state slows every SSE loop
    pe::requireValidParams(request.params);
    auto result = std::make_shared<ExploreResult>();
    result->generation = generation;
    result->request = request;
    result->p = std::clamp<std::int64_t>(request.p, 0, request.params.length - 1);
    // Each view's step in the order of the parts; a check for cancellation between two.
    for (const ViewPart& part : request.views) {
        if (cancelled())
            return nullptr;
        std::shared_ptr<const ViewPayload> payload =
            part.step ? part.step->run(request, part, cancelled) : nullptr;
        if (part.step && !payload)
            return nullptr;
        result->payloads.push_back(std::move(payload));
    }
    if (cancelled())
        return nullptr;
    const auto awaits = [&result](std::size_t i) {
        return result->payloads[i] && result->payloads[i]->awaitsRefinement() &&
               result->request.views[i].step->refine;
    };
    bool refining = false;
    for (std::size_t i = 0; i < result->payloads.size(); ++i)
        refining = refining || awaits(i);
    if (!refining)
        return deliver(std::move(result), prepare, clock);
    // The picture goes first; the whole result is a new one, as a delivered result is
    // immutable (the views share it).
    if (early)
        early(deliver(std::make_shared<ExploreResult>(*result), prepare, clock));
    for (std::size_t i = 0; i < result->payloads.size(); ++i) {
        if (!awaits(i))
            continue;
        if (cancelled())
            return nullptr;
        auto whole = request.views[i].step->refine(request, request.views[i], *result->payloads[i],
                                                   cancelled);
        if (!whole)
            return nullptr;
        result->payloads[i] = std::move(whole);
    }
    if (cancelled())
        return nullptr;
    auto delivery = deliver(std::move(result), prepare, clock);
    delivery->refined = bool(early);
    return delivery;
}

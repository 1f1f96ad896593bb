// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/compute/compute.h"

#include "core/parameter_validation.h"
#include "core/vector_state.h"

#include <QElapsedTimer>
#include <algorithm>

std::shared_ptr<ExploreDelivery> computeExplore(const ExploreRequest& request, quint64 generation,
                                                const std::function<bool()>& cancelled,
                                                const PlotDataPreparer& prepare) {
    QElapsedTimer clock;
    clock.start();
    pe::clearUpperVectorState(); // see vector_state.h: a dirty AVX state slows every SSE loop
    pe::requireValidParams(request.params);
    auto delivery = std::make_shared<ExploreDelivery>();
    delivery->generation = generation;
    auto result = std::make_shared<ExploreResult>();
    result->generation = generation;
    result->request = request;
    result->from = std::clamp<std::int64_t>(request.from, 0, request.params.length - 1);
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
    if (prepare)
        delivery->plotData = prepare(*result);
    result->computeMs = double(clock.nsecsElapsed()) / 1e6;
    delivery->result = std::move(result);
    return delivery;
}

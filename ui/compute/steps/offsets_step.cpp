// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/compute/steps/offsets_step.h"

#include "core/similarity_window.h"

#include <algorithm>

namespace {

std::int64_t clampedFrom(const ExploreRequest& request) {
    return std::clamp<std::int64_t>(request.from, 0, request.params.length - 1);
}

std::shared_ptr<const ViewPayload> run(const ExploreRequest& request, const ViewPart& part,
                                       const Cancelled&) {
    auto payload = std::make_shared<OffsetsPayload>();
    const ViewWindow& window = part.windows.at(0);
    const std::int64_t L = request.params.length, from = clampedFrom(request);
    payload->offsets = sampleWindow(window, L - from);
    const Sampling& s = payload->offsets;
    payload->offsetValues = pe::sampledSimilarityByOffset(request.params, request.metric, from,
                                                          s.first, s.step, s.count, request.band);
    // Each overlaid start over the same window of k, as far as its own L - start reaches.
    for (const std::int64_t start : request.scene.offsetStarts) {
        if (start < 0 || start >= L)
            continue;
        OffsetCurve curve;
        curve.from = start;
        curve.offsets = sampleWindow(window, L - start);
        curve.values = pe::sampledSimilarityByOffset(request.params, request.metric, start,
                                                     curve.offsets.first, curve.offsets.step,
                                                     curve.offsets.count, request.band);
        payload->offsetCurves.push_back(std::move(curve));
    }
    return payload;
}

bool sameWork(const ExploreRequest& a, const ViewPart& pa, const ExploreRequest& b,
              const ViewPart& pb) {
    const std::int64_t L = a.params.length;
    return sampleWindow(pa.windows.at(0), L - a.from) ==
           sampleWindow(pb.windows.at(0), b.params.length - b.from);
}

} // namespace

const ComputeStep& offsetsStep() {
    static const ComputeStep step{&run, &sameWork};
    return step;
}

ViewPart offsetsPart(const ViewWindow& offsets) {
    return {&offsetsStep(), {offsets}};
}

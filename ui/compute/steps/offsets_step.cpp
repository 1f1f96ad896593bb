// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/compute/steps/offsets_step.h"

#include "core/similarity.h"
#include "core/similarity_window.h"

#include <algorithm>

namespace {

std::int64_t clampedFrom(const ExploreRequest& request) {
    return std::clamp<std::int64_t>(request.from, 0, request.params.length - 1);
}

// sim(from, from + k) for the sampled k: of the encoding, or of a model's table by the general
// path, one pair of rows at a time.
std::vector<double> profile(const ExploreRequest& request, std::int64_t from, const Sampling& s) {
    if (!request.table)
        return pe::sampledSimilarityByOffset(request.params, request.metric, from, s.first, s.step,
                                             s.count, request.band);
    const pe::Matrix& table = *request.table;
    const Eigen::Index first = request.band ? request.band->first : 0;
    const Eigen::Index cols =
        request.band ? request.band->last - request.band->first + 1 : table.cols();
    pe::Matrix pair(2, cols);
    pair.row(0) = table.row(from).segment(first, cols);
    std::vector<double> values;
    for (std::int64_t a = 0; a < s.count; ++a) {
        pair.row(1) = table.row(from + s.at(a)).segment(first, cols);
        values.push_back(pe::similarityOf(pair, request.metric)(0, 1));
    }
    return values;
}

std::shared_ptr<const ViewPayload> run(const ExploreRequest& request, const ViewPart& part,
                                       const Cancelled&) {
    auto payload = std::make_shared<OffsetsPayload>();
    const ViewWindow& window = part.windows.at(0);
    const std::int64_t L = request.params.length, from = clampedFrom(request);
    payload->offsets = sampleWindow(window, L - from);
    const Sampling& s = payload->offsets;
    payload->offsetValues = profile(request, from, s);
    // Each overlaid start over the same window of k, as far as its own L - start reaches.
    for (const std::int64_t start : request.scene.offsetStarts) {
        if (start < 0 || start >= L)
            continue;
        OffsetCurve curve;
        curve.from = start;
        curve.offsets = sampleWindow(window, L - start);
        curve.values = profile(request, start, curve.offsets);
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
    static const ComputeStep step{&run, &sameWork, /*curve=*/false, /*readsTable=*/true};
    return step;
}

ViewPart offsetsPart(const ViewWindow& offsets) {
    return {&offsetsStep(), {offsets}};
}

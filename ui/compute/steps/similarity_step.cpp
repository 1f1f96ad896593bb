// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/compute/steps/similarity_step.h"

#include "core/similarity_window.h"

#include <algorithm>

namespace {

// Rows and columns share the coarser of their two steps.
std::shared_ptr<const ViewPayload> run(const ExploreRequest& request, const ViewPart& part,
                                       const Cancelled&) {
    auto payload = std::make_shared<SimilarityPayload>();
    const ViewWindow &rows = part.windows.at(0), &cols = part.windows.at(1);
    const std::int64_t L = request.params.length;
    const std::int64_t step = std::max(sampleWindow(rows, L).step, sampleWindow(cols, L).step);
    DisplayGrid& grid = payload->similarity;
    grid.rows = sampleWindowWithStep(rows, L, step);
    grid.cols = sampleWindowWithStep(cols, L, step);
    const pe::Matrix block =
        pe::similarityBlock(request.params, request.metric, grid.rows.first, grid.cols.first, step,
                            grid.rows.count, grid.cols.count, request.band);
    grid.values.assign(block.data(), block.data() + block.size());
    const auto [lo, hi] = std::minmax_element(grid.values.begin(), grid.values.end());
    payload->similarityMin = *lo;
    payload->similarityMax = *hi;
    return payload;
}

bool sameWork(const ExploreRequest& a, const ViewPart& pa, const ExploreRequest& b,
              const ViewPart& pb) {
    const std::int64_t L = a.params.length;
    return b.params.length == L &&
           sampleWindow(pa.windows.at(0), L) == sampleWindow(pb.windows.at(0), L) &&
           sampleWindow(pa.windows.at(1), L) == sampleWindow(pb.windows.at(1), L);
}

} // namespace

const ComputeStep& similarityStep() {
    static const ComputeStep step{&run, &sameWork};
    return step;
}

ViewPart similarityPart(const ViewWindow& rows, const ViewWindow& cols) {
    return {&similarityStep(), {rows, cols}};
}

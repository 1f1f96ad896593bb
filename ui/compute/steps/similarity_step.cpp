// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/compute/steps/similarity_step.h"

#include "core/similarity.h"
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
    pe::Matrix block;
    if (request.table) {
        // A model's table: the general path over the sampled positions (the band's columns).
        const pe::Matrix& table = *request.table;
        const Eigen::Index first = request.band ? request.band->first : 0;
        const Eigen::Index cols =
            request.band ? request.band->last - request.band->first + 1 : table.cols();
        pe::Matrix rowsAndCols(grid.rows.count + grid.cols.count, cols);
        for (std::int64_t r = 0; r < grid.rows.count; ++r)
            rowsAndCols.row(r) = table.row(grid.rows.at(r)).segment(first, cols);
        for (std::int64_t c = 0; c < grid.cols.count; ++c)
            rowsAndCols.row(grid.rows.count + c) = table.row(grid.cols.at(c)).segment(first, cols);
        const pe::Matrix all =
            pe::similarityOf(rowsAndCols, request.metric, request.params.memoryBudgetBytes);
        block = all.block(0, grid.rows.count, grid.rows.count, grid.cols.count);
    } else {
        block =
            pe::similarityBlock(request.params, request.metric, grid.rows.first, grid.cols.first,
                                step, grid.rows.count, grid.cols.count, request.band);
    }
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
    static const ComputeStep step{&run, &sameWork, /*curve=*/false, /*readsTable=*/true};
    return step;
}

ViewPart similarityPart(const ViewWindow& rows, const ViewWindow& cols) {
    return {&similarityStep(), {rows, cols}};
}

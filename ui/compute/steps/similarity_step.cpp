// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/compute/steps/similarity_step.h"

#include "core/block_means.h"

#include <algorithm>

namespace {

// Rows and columns share the coarser of their two steps. A cell stands for the run of
// positions from its sample on (rows) by the run from its sample on (columns) and holds the
// exact mean over those pairs (block_means.h), so a fast pair fades instead of aliasing.
std::shared_ptr<const ViewPayload> run(const ExploreRequest& request, const ViewPart& part,
                                       const Cancelled& cancelled) {
    auto payload = std::make_shared<SimilarityPayload>();
    const ViewWindow &rows = part.windows.at(0), &cols = part.windows.at(1);
    const std::int64_t L = request.params.length;
    const std::int64_t step = std::max(sampleWindow(rows, L).step, sampleWindow(cols, L).step);
    DisplayGrid& grid = payload->similarity;
    grid.rows = sampleWindowWithStep(rows, L, step);
    grid.cols = sampleWindowWithStep(cols, L, step);
    grid.rowsStartRuns = grid.colsStartRuns = true;
    const std::vector<pe::IndexRun> rowRuns =
        pe::indexRuns(grid.rows.first, step, grid.rows.count, L - 1);
    const std::vector<pe::IndexRun> colRuns =
        pe::indexRuns(grid.cols.first, step, grid.cols.count, L - 1);
    pe::Matrix block;
    if (request.table) {
        // A model's table: the general path over the band's columns.
        const pe::Matrix& table = *request.table;
        const Eigen::Index first = request.band ? request.band->first : 0;
        const Eigen::Index width =
            request.band ? request.band->last - request.band->first + 1 : table.cols();
        const pe::TableColumns columns = table.middleCols(first, width);
        block = pe::similarityCellMeansOf(columns, request.metric, rowRuns, colRuns, cancelled);
        if (step > 1)
            payload->diagonal = pe::similarityDiagonalMeansOf(columns, request.metric, rowRuns);
    } else {
        block = pe::similarityCellMeans(request.params, request.metric, rowRuns, colRuns,
                                        request.band, cancelled);
        if (step > 1)
            payload->diagonal =
                pe::similarityDiagonalMeans(request.params, request.metric, rowRuns, request.band);
    }
    if (block.size() != grid.rows.count * grid.cols.count)
        return nullptr; // stopped
    payload->cellValues.assign(block.data(), block.data() + block.size());
    grid.values.assign(block.data(), block.data() + block.size());
    // The scale holds the diagonal drawn over the cells too: its colour must be on the bar.
    const auto [lo, hi] =
        std::minmax_element(payload->cellValues.begin(), payload->cellValues.end());
    double least = *lo, most = *hi;
    for (const double value : payload->diagonal) {
        least = std::min(least, value);
        most = std::max(most, value);
    }
    payload->similarityMin = float(least);
    payload->similarityMax = float(most);
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
    static const ComputeStep step = [] {
        ComputeStep s{&run, &sameWork, /*curve=*/false, /*readsTable=*/true};
        s.rowsFirst = true; // p down, q across
        return s;
    }();
    return step;
}

ViewPart similarityPart(const ViewWindow& rows, const ViewWindow& cols) {
    return {&similarityStep(), {rows, cols}};
}

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/compute/steps/heatmap_step.h"

#include "core/binned_encoding.h"
#include "core/fast_encoding.h"
#include "core/parameter_validation.h"
#include "core/sinusoidal_encoding.h"

#include <algorithm>

namespace {

// Rows are computed in chunks so a cancelled request stops within a few milliseconds.
constexpr std::int64_t kRowsPerChunk = 256;

// Every row in full, then the sampled columns picked out of it. A row that stands for one
// position is the engine's float fast path (within 3e-8 of the exact values: far below a colour
// step); one that stands for a run of positions is the exact mean of the run centred on it
// (binned_encoding.h), so dimensions faster than a row fade instead of aliasing, and pairs
// turning more than a quarter cycle a row are 0. A column that stands for several is the one
// exact dimension it is drawn at: a mean over dimensions of different frequencies is a value no
// dimension has. One thread: the GUI thread keeps the other core.
bool fillHeatmap(const ExploreRequest& request, const ViewPart& part, DisplayGrid& grid,
                 const Cancelled& cancelled) {
    const pe::EncodingParams& p = request.params;
    grid.rows = sampleWindow(part.windows.at(0), p.length);
    grid.cols = sampleDimensions(part.windows.at(1), p.dim);
    grid.values.resize(std::size_t(grid.rows.count * grid.cols.count));
    // Whole rows of D floats: under the budget like every matrix that grows with D (and never
    // a size that overflows for D near 2^63).
    pe::requireMatrixFits(double(kRowsPerChunk), double(p.dim), int(sizeof(float)),
                          p.memoryBudgetBytes, "the heatmap's rows");
    std::vector<float> chunk(std::size_t(kRowsPerChunk * p.dim));
    for (std::int64_t r0 = 0; r0 < grid.rows.count; r0 += kRowsPerChunk) {
        if (cancelled())
            return false;
        const std::int64_t n = std::min(kRowsPerChunk, grid.rows.count - r0);
        if (grid.rows.step == 1)
            pe::fastFillEncodingRows(p, grid.rows.at(r0), 1, n, chunk.data(), 1);
        else
            pe::fillBinMeanRows(p, grid.rows.at(r0), grid.rows.step, n, chunk.data());
        for (std::int64_t r = 0; r < n; ++r) {
            const float* row = chunk.data() + r * p.dim;
            float* out = grid.values.data() + (r0 + r) * grid.cols.count;
            for (std::int64_t c = 0; c < grid.cols.count; ++c)
                out[c] = row[grid.cols.at(c)];
        }
    }
    return true;
}

// A model's table: each cell the mean of the run of positions it stands for in the one column
// it is drawn at, so that a row standing for many positions fades a fast column instead of
// aliasing it, and no column is a blend of others.
bool fillFromTable(const ExploreRequest& request, const ViewPart& part, DisplayGrid& grid,
                   const Cancelled& cancelled) {
    const pe::Matrix& table = *request.table;
    const std::int64_t L = table.rows(), D = table.cols();
    grid.rows = sampleWindow(part.windows.at(0), L);
    grid.cols = sampleWindow(part.windows.at(1), D);
    grid.values.resize(std::size_t(grid.rows.count * grid.cols.count));
    for (std::int64_t r = 0; r < grid.rows.count; ++r) {
        if (r % kRowsPerChunk == 0 && cancelled())
            return false;
        const pe::PositionRun rows = pe::runAround(grid.rows.at(r), grid.rows.step, L);
        for (std::int64_t c = 0; c < grid.cols.count; ++c) {
            const double mean =
                table.col(grid.cols.at(c)).segment(rows.first, rows.last - rows.first + 1).mean();
            grid.values[std::size_t(r * grid.cols.count + c)] = float(mean);
        }
    }
    return true;
}

std::shared_ptr<const ViewPayload> run(const ExploreRequest& request, const ViewPart& part,
                                       const Cancelled& cancelled) {
    auto payload = std::make_shared<HeatmapPayload>();
    if (request.table ? !fillFromTable(request, part, payload->heatmap, cancelled)
                      : !fillHeatmap(request, part, payload->heatmap, cancelled))
        return nullptr;
    return payload;
}

bool sameWork(const ExploreRequest& a, const ViewPart& pa, const ExploreRequest& b,
              const ViewPart& pb) {
    const std::int64_t L = a.params.length, D = a.params.dim;
    return sampleWindow(pa.windows.at(0), L) == sampleWindow(pb.windows.at(0), L) &&
           sampleDimensions(pa.windows.at(1), D) == sampleDimensions(pb.windows.at(1), D) &&
           b.params.length == L && b.params.dim == D;
}

} // namespace

const ComputeStep& heatmapStep() {
    static const ComputeStep step = [] {
        ComputeStep s{&run, &sameWork, /*curve=*/false, /*readsTable=*/true};
        s.rowsFirst = true; // positions down, dimensions across
        return s;
    }();
    return step;
}

ViewPart heatmapPart(const ViewWindow& positions, const ViewWindow& dims) {
    return {&heatmapStep(), {positions, dims}};
}

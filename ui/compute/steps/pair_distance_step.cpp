// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/compute/steps/pair_distance_step.h"

#include "ui/compute/comparison.h"

#include "core/block_means.h"
#include "core/pair_distance.h"
#include "core/parameter_validation.h"
#include "core/sinusoidal_encoding.h"

#include <algorithm>

namespace {

// The log axis is asked for by a third window: ViewPart holds windows only.
bool logAxis(const ViewPart& part) {
    return part.windows.size() > 2;
}

// The true log axis's cells: one per pixel at most, evenly spaced in log10 k.
pe::LogOffsetAxis logColumns(const ExploreRequest& request, const ViewPart& part) {
    return pe::logOffsetAxis(request.params.length - 1, pixelBudget(part.windows.at(1).pixels));
}

Sampling columnsOf(const ExploreRequest& request, const ViewPart& part) {
    if (!logAxis(part))
        return sampleWindow(part.windows.at(1), request.params.length);
    return Sampling{0, 1, std::int64_t(logColumns(request, part).first.size())};
}

std::shared_ptr<const ViewPayload> run(const ExploreRequest& request, const ViewPart& part,
                                       const Cancelled& cancelled) {
    const pe::EncodingParams& params = request.params;
    pe::requireValidParams(params);
    auto payload = std::make_shared<PairDistancePayload>();
    PairDistanceMap& m = payload->map;
    const std::int64_t L = params.length;
    m.p = std::clamp<std::int64_t>(request.p, 0, L - 1);
    m.q = std::clamp<std::int64_t>(request.q, 0, L - 1);
    m.pairs = pe::pairCount(params.dim);
    m.logOffsets = logAxis(part);
    m.grid.rows = sampleWindow(part.windows.at(0), m.pairs);
    m.grid.cols = columnsOf(request, part);
    // A column holds each pair's exact mean share over the offsets it covers: sampling one
    // offset per column drew fast pairs as slow waves that no pair has. On the linear axis a
    // column covers its step of offsets from the one it starts; on the log axis the offsets
    // whose log10 k its cell holds.
    if (m.logOffsets) {
        const pe::LogOffsetAxis axis = logColumns(request, part);
        m.logLower = axis.lower;
        m.logUpper = axis.upper;
        m.offsets = axis.first;
        for (std::size_t c = 0; c < axis.first.size(); ++c)
            m.runs.push_back({axis.first[c], axis.last[c]});
    } else {
        for (std::int64_t c = 0; c < m.grid.cols.count; ++c)
            m.offsets.push_back(m.grid.cols.at(c));
        m.grid.colsStartRuns = true;
        m.runs = offsetRuns(m.offsets, m.grid.cols.step, L - 1);
    }
    if (!m.logOffsets && m.grid.cols.step > 1)
        while (m.firstDrawnPair < m.pairs &&
               2.0 * double(m.grid.cols.step) >
                   pe::kPi * pe::pairDivisor(m.firstDrawnPair, params.dim, params.base))
            ++m.firstDrawnPair;
    // q before p turns the lone sin column of odd D the other way, as the springs do.
    const int direction = m.q < m.p ? -1 : 1;
    m.grid.values.assign(std::size_t(m.grid.rows.count * m.grid.cols.count), 0.0f);
    m.cellValues.assign(m.grid.values.size(), 0.0);
    m.halfTurnOffsets.resize(std::size_t(m.grid.rows.count));
    for (std::int64_t r = 0; r < m.grid.rows.count; ++r) {
        if (cancelled())
            return nullptr;
        const std::int64_t pair = m.grid.rows.at(r);
        m.halfTurnOffsets[std::size_t(r)] = pe::halfTurnOffset(params, pair);
        for (std::int64_t c = 0; c < m.grid.cols.count; ++c) {
            const std::size_t at = std::size_t(r * m.grid.cols.count + c);
            m.cellValues[at] =
                pe::pairShareMean(params, pair, m.p, m.runs[std::size_t(c)], direction);
            m.grid.values[at] = pair < m.firstDrawnPair ? 2.0f : float(m.cellValues[at]);
        }
    }
    // Compare with: where each pair of the pinned setting turns half a turn, for as many of
    // its pairs as the rows' pixels show.
    if (request.scene.pinned) {
        m.pinned = true;
        const pe::EncodingParams pinned = pinnedParams(*request.scene.pinned, params);
        const Sampling rows = sampleWindow(part.windows.at(0), pe::pairCount(pinned.dim));
        for (std::int64_t r = 0; r < rows.count; ++r) {
            m.pinnedPairs.push_back(rows.at(r));
            m.pinnedHalfTurnOffsets.push_back(pe::halfTurnOffset(pinned, rows.at(r)));
        }
    }
    return payload;
}

bool sameWork(const ExploreRequest& a, const ViewPart& pa, const ExploreRequest& b,
              const ViewPart& pb) {
    const std::int64_t pairsA = pe::pairCount(a.params.dim), pairsB = pe::pairCount(b.params.dim);
    return logAxis(pa) == logAxis(pb) &&
           sampleWindow(pa.windows.at(0), pairsA) == sampleWindow(pb.windows.at(0), pairsB) &&
           columnsOf(a, pa) == columnsOf(b, pb);
}

} // namespace

std::vector<pe::IndexRun> offsetRuns(const std::vector<std::int64_t>& starts, std::int64_t step,
                                     std::int64_t lastOffset) {
    std::vector<pe::IndexRun> runs;
    for (std::size_t c = 0; c < starts.size(); ++c) {
        const std::int64_t next = c + 1 < starts.size() ? starts[c + 1] : starts[c] + step;
        runs.push_back({starts[c], std::min(lastOffset, std::max(starts[c], next - 1))});
    }
    return runs;
}

const ComputeStep& pairDistanceStep() {
    static const ComputeStep step = [] {
        ComputeStep s{&run, &sameWork};
        s.rowsFirst = true; // the pairs down, the offsets across
        s.drawsPinned = true;
        return s;
    }();
    return step;
}

ViewPart pairDistancePart(const ViewWindow& pairs, const ViewWindow& offsets, bool logOffsets) {
    ViewPart part{&pairDistanceStep(), {pairs, offsets}};
    if (logOffsets)
        part.windows.push_back(ViewWindow{1.0, 1.0, 1});
    return part;
}

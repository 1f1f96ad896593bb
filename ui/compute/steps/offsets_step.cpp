// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/compute/steps/offsets_step.h"

#include "ui/compute/comparison.h"

#include "core/binned_encoding.h"
#include "core/block_means.h"
#include "core/column_band.h"
#include "core/pair_distance.h"
#include "core/parallel_for.h"
#include "core/similarity.h"
#include "core/similarity_window.h"

#include <algorithm>
#include <mutex>
#include <numeric>

namespace {

std::int64_t clampedFrom(const ExploreRequest& request) {
    return std::clamp<std::int64_t>(request.p, 0, request.params.length - 1);
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

// The log axis is asked for by a second window: ViewPart holds windows only.
bool logAxis(const ViewPart& part) {
    return part.windows.size() > 1;
}

// The log axis's offsets: 0 and at most one more per pixel less one, to L-1-from.
std::vector<std::int64_t> logColumns(const ExploreRequest& request, const ViewPart& part) {
    return pe::logOffsets(request.params.length - 1 - clampedFrom(request),
                          std::max(1, pixelBudget(part.windows.at(0).pixels) - 1));
}

// Offsets are computed this many at a time between checks for a cancel.
constexpr std::int64_t kOffsetsPerChunk = 1 << 14;

// Each point's run of offsets (centred on it, as a heatmap row's positions are) in full: their
// min, max and mean. The runs of neighbouring points tile the offsets, so they are computed as
// one contiguous stretch per chunk of points; the chunks are the same on any number of threads
// (so is the band), each thread taking every n-th of them.
bool fillEnvelope(const ExploreRequest& request, std::int64_t from, const Sampling& s,
                  OffsetEnvelope& envelope, const Cancelled& cancelled) {
    const std::int64_t extent = request.params.length - from;
    const std::int64_t pointsPerChunk = std::max<std::int64_t>(1, kOffsetsPerChunk / s.step);
    const std::int64_t chunks = (s.count + pointsPerChunk - 1) / pointsPerChunk;
    for (std::vector<double>* values : {&envelope.min, &envelope.max, &envelope.mean})
        values->assign(std::size_t(s.count), 0.0);
    // `cancelled` is asked by one thread at a time (a caller's check need not be thread-safe),
    // and never again once it said stop.
    std::mutex asking;
    bool stopped = false;
    const auto stop = [&] {
        const std::lock_guard<std::mutex> hold(asking);
        stopped = stopped || cancelled();
        return stopped;
    };
    const int n =
        int(std::clamp<std::int64_t>(pe::threadsFor(0), 1, std::max<std::int64_t>(1, chunks)));
    pe::parallelFor(n, [&](int t) {
        for (std::int64_t chunk = t; chunk < chunks; chunk += n) {
            if (stop())
                return;
            const std::int64_t m0 = chunk * pointsPerChunk;
            const std::int64_t m1 = std::min(s.count, m0 + pointsPerChunk) - 1;
            const std::int64_t first = pe::runAround(s.at(m0), s.step, extent).first;
            const std::int64_t last = pe::runAround(s.at(m1), s.step, extent).last;
            const std::vector<double> values =
                request.table ? profile(request, from, Sampling{first, 1, last - first + 1})
                              : pe::similarityRunByOffset(request.params, request.metric, from,
                                                          first, last - first + 1, request.band);
            for (std::int64_t m = m0; m <= m1; ++m) {
                const pe::PositionRun run = pe::runAround(s.at(m), s.step, extent);
                const auto begin = values.begin() + (run.first - first);
                const auto end = values.begin() + (run.last - first + 1);
                const auto [lo, hi] = std::minmax_element(begin, end);
                envelope.min[std::size_t(m)] = *lo;
                envelope.max[std::size_t(m)] = *hi;
                envelope.mean[std::size_t(m)] =
                    std::accumulate(begin, end, 0.0) / double(end - begin);
            }
        }
    });
    return !stopped; // every thread has ended: no lock needed
}

// Whether each point's mean over its run of offsets has a closed form (block_means.h): the
// encoding's dot product, and its cosine where every row has one norm (no lone column).
bool meansInClosedForm(const ExploreRequest& request) {
    return !request.table && (request.metric == pe::Metric::Dot ||
                              (request.metric == pe::Metric::Cosine &&
                               pe::bandColumns(request.params, request.band).lone.empty()));
}

// Each point's mean over its run of offsets by the closed form, sim(from, from + k) averaged
// over the run's k.
std::vector<double> closedFormMeans(const ExploreRequest& request, std::int64_t from,
                                    const Sampling& s) {
    const std::int64_t extent = request.params.length - from;
    std::vector<pe::IndexRun> runs;
    for (std::int64_t m = 0; m < s.count; ++m) {
        const pe::PositionRun run = pe::runAround(s.at(m), s.step, extent);
        runs.push_back({from + run.first, from + run.last});
    }
    const pe::Matrix means = pe::similarityCellMeans(
        request.params, request.metric, {pe::IndexRun{from, from}}, runs, request.band);
    return std::vector<double>(means.data(), means.data() + means.size());
}

// Compare with: the profile of the pinned D, base, layout and band from the same p at the same
// points as the current one, drawn the same way (where a point stands for several offsets,
// their mean). False when cancelled.
bool addPinnedCurve(const ExploreRequest& request, std::int64_t from, OffsetsPayload& payload,
                    const Cancelled& cancelled) {
    ExploreRequest pinned = request;
    pinned.params = pinnedParams(*request.scene.pinned, request.params);
    pinned.band = request.scene.pinned->band;
    OffsetCurve curve;
    curve.p = from;
    curve.offsets = payload.offsets;
    if (payload.isLog()) {
        for (const std::int64_t k : payload.logOffsets)
            curve.values.push_back(profile(pinned, from, Sampling{k, 1, 1})[0]);
    } else if (payload.offsets.step > 1 && meansInClosedForm(pinned)) {
        curve.values = closedFormMeans(pinned, from, payload.offsets);
    } else if (payload.offsets.step > 1) {
        OffsetEnvelope envelope;
        if (!fillEnvelope(pinned, from, payload.offsets, envelope, cancelled))
            return false;
        curve.values = std::move(envelope.mean);
    } else {
        curve.values = profile(pinned, from, payload.offsets);
    }
    payload.pinnedCurve = std::move(curve);
    return true;
}

std::shared_ptr<const ViewPayload> run(const ExploreRequest& request, const ViewPart& part,
                                       const Cancelled& cancelled) {
    auto payload = std::make_shared<OffsetsPayload>();
    const ViewWindow& window = part.windows.at(0);
    const std::int64_t L = request.params.length, from = clampedFrom(request);
    if (logAxis(part)) {
        payload->logOffsets = logColumns(request, part);
        payload->offsets = Sampling{0, 1, std::int64_t(payload->logOffsets.size())};
        for (const std::int64_t k : payload->logOffsets)
            payload->offsetValues.push_back(profile(request, from, Sampling{k, 1, 1})[0]);
        if (request.scene.pinned && !request.table)
            addPinnedCurve(request, from, *payload, cancelled);
        return payload;
    }
    payload->offsets = sampleWindow(window, L - from);
    const Sampling& s = payload->offsets;
    payload->offsetValues = profile(request, from, s);
    // The line's means come with the picture where they have a closed form; the band's min
    // and max, which need every offset, come after it (refine).
    if (s.step > 1 && meansInClosedForm(request)) {
        payload->envelope.mean = closedFormMeans(request, from, s);
        payload->bandPending = true;
    } else if (s.step > 1 && !fillEnvelope(request, from, s, payload->envelope, cancelled)) {
        return nullptr;
    }
    // Each overlaid start over the same window of k, as far as its own L - start reaches.
    for (const std::int64_t start : request.scene.offsetStarts) {
        if (start < 0 || start >= L)
            continue;
        OffsetCurve curve;
        curve.p = start;
        curve.offsets = sampleWindow(window, L - start);
        curve.values = profile(request, start, curve.offsets);
        payload->offsetCurves.push_back(std::move(curve));
    }
    if (request.scene.pinned && !request.table &&
        !addPinnedCurve(request, from, *payload, cancelled))
        return nullptr;
    return payload;
}

// The band of a picture whose line came by the closed form: every offset's value, for each
// point's min and max. The line keeps its closed-form means.
std::shared_ptr<const ViewPayload> refine(const ExploreRequest& request, const ViewPart&,
                                          const ViewPayload& first, const Cancelled& cancelled) {
    auto payload = std::make_shared<OffsetsPayload>(static_cast<const OffsetsPayload&>(first));
    OffsetEnvelope whole;
    if (!fillEnvelope(request, clampedFrom(request), payload->offsets, whole, cancelled))
        return nullptr;
    payload->envelope.min = std::move(whole.min);
    payload->envelope.max = std::move(whole.max);
    payload->bandPending = false;
    return payload;
}

bool sameWork(const ExploreRequest& a, const ViewPart& pa, const ExploreRequest& b,
              const ViewPart& pb) {
    if (logAxis(pa) != logAxis(pb))
        return false;
    if (logAxis(pa))
        return logColumns(a, pa) == logColumns(b, pb);
    const std::int64_t L = a.params.length;
    return sampleWindow(pa.windows.at(0), L - a.p) ==
           sampleWindow(pb.windows.at(0), b.params.length - b.p);
}

} // namespace

const ComputeStep& offsetsStep() {
    static const ComputeStep step = [] {
        ComputeStep s{&run, &sameWork, /*curve=*/false, /*readsTable=*/true, &refine};
        s.drawsPinned = true;
        return s;
    }();
    return step;
}

ViewPart offsetsPart(const ViewWindow& offsets, bool logOffsets) {
    ViewPart part{&offsetsStep(), {offsets}};
    if (logOffsets)
        part.windows.push_back(ViewWindow{1.0, 1.0, 1});
    return part;
}

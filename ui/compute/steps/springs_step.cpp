// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/compute/steps/springs_step.h"

#include "ui/compute/comparison.h"

#include "core/pair_distance.h"

#include <algorithm>
#include <cmath>

namespace {

// The springs of p and q for `params`, at most one bar per pixel of `pixels`.
PairSprings springsOf(const pe::EncodingParams& params, std::int64_t p, std::int64_t q,
                      int pixels) {
    PairSprings s;
    s.p = p;
    s.q = q;
    const std::vector<double> shares = pe::pairDistance(params, s.p, s.q);
    s.pairs = std::int64_t(shares.size());
    s.bins = springBins(params.dim, pixels);
    s.barValues.assign(std::size_t(s.bins.count), 0.0);
    s.barWrapped.assign(std::size_t(s.bins.count), false);
    s.barAnyWrapped.assign(std::size_t(s.bins.count), false);
    std::vector<bool> wrapped(shares.size());
    for (std::int64_t i = 0; i < s.pairs; ++i) {
        wrapped[std::size_t(i)] = pe::pairWrapped(params, i, s.q - s.p);
        s.wrappedPairs += wrapped[std::size_t(i)] ? 1 : 0;
    }
    for (std::int64_t b = 0; b < s.bins.count; ++b) {
        const std::int64_t first = s.bins.at(b), end = std::min(first + s.bins.step, s.pairs);
        double sum = 0.0;
        bool allWrapped = true, anyWrapped = false;
        for (std::int64_t i = first; i < end; ++i) {
            sum += shares[std::size_t(i)];
            allWrapped = allWrapped && wrapped[std::size_t(i)];
            anyWrapped = anyWrapped || wrapped[std::size_t(i)];
        }
        s.barAnyWrapped[std::size_t(b)] = anyWrapped;
        s.barValues[std::size_t(b)] = sum / double(end - first);
        // A bar of several pairs with some still telling is drawn as telling.
        s.barWrapped[std::size_t(b)] = allWrapped;
    }
    s.total = 0.0;
    for (double share : shares)
        s.total += share;
    s.halfTurn = pe::halfTurnPair(params, s.q - s.p);
    return s;
}

// The springs of the selected position p and `anyQ` (q or the far q), both clamped to
// 0 .. L-1.
void fillSprings(SpringsPayload& payload, const ExploreRequest& request, const ViewPart& part,
                 std::int64_t anyQ) {
    const std::int64_t L = request.params.length;
    const std::int64_t p = std::clamp<std::int64_t>(request.p, 0, L - 1);
    const std::int64_t q = std::clamp<std::int64_t>(anyQ, 0, L - 1);
    const int pixels = part.windows.at(0).pixels;
    payload.springs = springsOf(request.params, p, q, pixels);
    // Compare with: the same p and q under the pinned D, base and layout.
    if (request.scene.pinned) {
        const pe::EncodingParams pinned = pinnedParams(*request.scene.pinned, request.params);
        payload.pinned = springsOf(pinned, p, q, pixels);
        payload.byWavelength =
            pinned.dim != request.params.dim || pinned.base != request.params.base;
    }
}

std::shared_ptr<const ViewPayload> run(const ExploreRequest& request, const ViewPart& part,
                                       const Cancelled&) {
    auto payload = std::make_shared<SpringsPayload>();
    fillSprings(*payload, request, part, request.q);
    return payload;
}

std::shared_ptr<const ViewPayload> runFar(const ExploreRequest& request, const ViewPart& part,
                                          const Cancelled&) {
    auto payload = std::make_shared<FarSpringsPayload>();
    fillSprings(payload->far, request, part, request.farQ);
    return payload;
}

bool sameWork(const ExploreRequest& a, const ViewPart& pa, const ExploreRequest& b,
              const ViewPart& pb) {
    return springBins(a.params.dim, pa.windows.at(0).pixels) ==
           springBins(b.params.dim, pb.windows.at(0).pixels);
}

} // namespace

Sampling springBins(std::int64_t dim, int pixels) {
    const std::int64_t pairs = pe::pairCount(dim);
    const std::int64_t budget = std::max(1, pixels);
    const std::int64_t step = (pairs + budget - 1) / budget;
    return Sampling{0, step, (pairs + step - 1) / step};
}

double springsKey(const pe::EncodingParams& params, double pair, bool byWavelength) {
    if (!byWavelength)
        return pair;
    constexpr double kTwoPi = 6.28318530717958647692;
    return std::log10(kTwoPi) + 2.0 * pair / double(params.dim) * std::log10(params.base);
}

double springsPairSpacing(const pe::EncodingParams& params, bool byWavelength) {
    return byWavelength ? 2.0 / double(params.dim) * std::log10(params.base) : 1.0;
}

const ComputeStep& springsStep() {
    static const ComputeStep step = [] {
        ComputeStep s{&run, &sameWork};
        s.drawsPinned = true;
        return s;
    }();
    return step;
}

ViewPart springsPart(int barPixels) {
    return {&springsStep(), {ViewWindow{0.0, 0.0, barPixels}}};
}

const ComputeStep& farSpringsStep() {
    static const ComputeStep step{&runFar, &sameWork};
    return step;
}

ViewPart farSpringsPart(int barPixels) {
    return {&farSpringsStep(), {ViewWindow{0.0, 0.0, barPixels}}};
}

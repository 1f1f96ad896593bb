// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/compute/request.h"

#include <algorithm>
#include <cmath>

bool operator==(const Sampling& a, const Sampling& b) {
    return a.first == b.first && a.step == b.step && a.count == b.count;
}

namespace {

// The first and last whole index whose cell [i - 0.5, i + 0.5] shows in the window.
std::pair<std::int64_t, std::int64_t> visibleIndices(const ViewWindow& window,
                                                     std::int64_t extent) {
    const double lower = std::isfinite(window.lower) ? window.lower : 0.0;
    const double upper = std::isfinite(window.upper) ? window.upper : double(extent);
    const double maxIndex = double(extent - 1);
    const auto lo = std::int64_t(std::clamp(std::floor(lower + 0.5), 0.0, maxIndex));
    const auto hi = std::int64_t(std::clamp(std::ceil(upper - 0.5), 0.0, maxIndex));
    return {lo, std::max(lo, hi)};
}

std::int64_t stepFor(std::int64_t visible, int pixels) {
    const std::int64_t px = std::max(1, pixels);
    return std::max<std::int64_t>(1, (visible + px - 1) / px);
}

} // namespace

Sampling sampleWindowWithStep(const ViewWindow& window, std::int64_t extent, std::int64_t step) {
    if (extent <= 0)
        return {0, 1, 0};
    const auto [lo, hi] = visibleIndices(window, extent);
    step = std::max(step, stepFor(hi - lo + 1, window.pixels));
    const std::int64_t first = (lo / step) * step;
    return {first, step, (hi - first) / step + 1};
}

Sampling sampleWindow(const ViewWindow& window, std::int64_t extent) {
    return sampleWindowWithStep(window, extent, 1);
}

Sampling sampleDimensions(const ViewWindow& window, std::int64_t dim) {
    const Sampling plain = sampleWindow(window, dim);
    return plain.step > 1 && plain.step % 2 == 0 ? sampleWindowWithStep(window, dim, plain.step + 1)
                                                 : plain;
}

int pixelBudget(int pixels) {
    if (pixels < 8)
        return std::max(1, pixels);
    int octave = 1;
    while (octave * 2 <= pixels)
        octave *= 2;
    const int quarter = octave / 4;
    return pixels / quarter * quarter;
}

std::int64_t nearestSample(const Sampling& s, std::int64_t at) {
    if (s.count <= 0 || s.step <= 0)
        return at;
    const auto k = std::llround(double(at - s.first) / double(s.step));
    return s.at(std::clamp<std::int64_t>(k, 0, s.count - 1));
}

ViewWindow fullWindow(std::int64_t extent, int pixels) {
    return {-0.5, double(std::max<std::int64_t>(extent, 1)) - 0.5, pixels};
}

bool sameCurveWindow(const ViewWindow& a, const ViewWindow& b) {
    return a.lower == b.lower && a.upper == b.upper && a.pixels == b.pixels;
}

pe::Matrix firstRowsOf(const ExploreRequest& request, std::int64_t rows) {
    if (request.table)
        return request.table->topRows(rows);
    pe::EncodingParams p = request.params;
    p.length = rows;
    return pe::sinusoidalEncoding(p);
}

bool sameWork(const ExploreRequest& a, const ExploreRequest& b) {
    if (!(a.params == b.params && a.metric == b.metric && a.p == b.p && a.band == b.band &&
          a.q == b.q && a.farQ == b.farQ && a.waveDims == b.waveDims && a.scene == b.scene &&
          a.table == b.table && a.views.size() == b.views.size()))
        return false;
    for (std::size_t i = 0; i < a.views.size(); ++i) {
        const ViewPart &pa = a.views[i], &pb = b.views[i];
        if (pa.step != pb.step || pa.windows.size() != pb.windows.size() ||
            (pa.step && !pa.step->sameWork(a, pa, b, pb)))
            return false;
    }
    return true;
}

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/compute/selection.h"

#include <algorithm>

std::vector<std::int64_t> spreadDimensions(std::int64_t first, std::int64_t last, int count) {
    std::vector<std::int64_t> dims;
    if (last < first || count <= 0)
        return dims;
    const std::int64_t span = last - first;
    if (span + 1 <= count) {
        for (std::int64_t d = first; d <= last; ++d)
            dims.push_back(d);
        return dims;
    }
    for (int k = 0; k < count; ++k) {
        // span * k / (count - 1) without forming span * k, which overflows for huge D.
        const std::int64_t steps = count == 1 ? 1 : count - 1;
        const std::int64_t d = first + (span / steps) * k + (span % steps) * k / steps;
        if (dims.empty() || dims.back() != d)
            dims.push_back(d);
    }
    return dims;
}

std::vector<std::int64_t> defaultWaveDimensions(std::int64_t dim) {
    return spreadDimensions(0, dim - 1, 4);
}

std::vector<std::int64_t> followDimensionChange(const std::vector<std::int64_t>& waveDims,
                                                std::int64_t oldDim, std::int64_t newDim) {
    if (oldDim != newDim && waveDims == defaultWaveDimensions(oldDim))
        return defaultWaveDimensions(newDim);
    return waveDims;
}

Selection clampedSelection(Selection s, std::int64_t length, std::int64_t dim) {
    s.p = std::clamp<std::int64_t>(s.p, 0, length - 1);
    s.dimension = std::clamp<std::int64_t>(s.dimension, 0, dim - 1);
    s.q = std::clamp<std::int64_t>(s.q, 0, length - 1);
    s.farQ = std::clamp<std::int64_t>(s.farQ, 0, length - 1);
    std::vector<std::int64_t> kept;
    for (std::int64_t d : s.waveDims)
        if (d >= 0 && d < dim)
            kept.push_back(d);
    s.waveDims = kept.empty() ? defaultWaveDimensions(dim) : kept;
    if (s.bandLast >= dim)
        s.bandFirst = s.bandLast = -1;
    return s;
}

Selection withWaveDimension(Selection s, std::int64_t dimension, int maxWaveforms) {
    if (std::find(s.waveDims.begin(), s.waveDims.end(), dimension) != s.waveDims.end())
        return s;
    if (maxWaveforms > 0 && int(s.waveDims.size()) >= maxWaveforms)
        s.waveDims.erase(s.waveDims.begin(), s.waveDims.end() - (maxWaveforms - 1));
    s.waveDims.push_back(dimension);
    return s;
}

Selection withBand(Selection s, std::int64_t first, std::int64_t last, int maxWaveforms) {
    s.bandFirst = first;
    s.bandLast = last;
    s.dimension = first;
    s.waveDims = spreadDimensions(first, last, maxWaveforms);
    return s;
}

Selection withDimension(Selection s, std::int64_t dimension) {
    s.dimension = dimension;
    s.bandFirst = s.bandLast = -1;
    return s;
}

Selection pickedSelection(Selection s, const SelectionPick& pick, int maxWaveforms) {
    switch (pick.what) {
    case SelectionPick::What::Cell:
        s.p = pick.first;
        s.dimension = pick.second;
        return withWaveDimension(s, pick.second, maxWaveforms);
    case SelectionPick::What::Pair:
        s.p = pick.first;
        s.q = pick.second;
        return s;
    case SelectionPick::What::Dimension:
        return withDimension(s, pick.first);
    case SelectionPick::What::Band:
        return withBand(s, std::min(pick.first, pick.second), std::max(pick.first, pick.second),
                        maxWaveforms);
    }
    return s;
}

Selection withDefaultWaveforms(Selection s, std::int64_t dim) {
    s.waveDims = defaultWaveDimensions(dim);
    s.bandFirst = s.bandLast = -1;
    return s;
}

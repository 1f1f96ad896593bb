// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/compute/steps/frequencies_step.h"

#include "ui/compute/comparison.h"

#include "core/sinusoidal_encoding.h"

#include <algorithm>

namespace {

std::shared_ptr<const ViewPayload> run(const ExploreRequest& request, const ViewPart&,
                                       const Cancelled&) {
    auto payload = std::make_shared<FrequenciesPayload>();
    const pe::EncodingParams& p = request.params;
    const pe::Matrix table = pe::frequencyTable(p);
    payload->wavelengths.resize(std::size_t(p.dim));
    for (std::int64_t d = 0; d < p.dim; ++d)
        payload->wavelengths[std::size_t(d)] = table(d, 3);
    const auto [lo, hi] =
        std::minmax_element(payload->wavelengths.begin(), payload->wavelengths.end());
    payload->wavelengthMin = *lo;
    payload->wavelengthMax = *hi;
    // Compare with: the wavelength of every dimension of the pinned D, base and layout.
    if (request.scene.pinned) {
        const pe::EncodingParams pinned = pinnedParams(*request.scene.pinned, p);
        const pe::Matrix pinnedTable = pe::frequencyTable(pinned);
        std::vector<double> wavelengths(std::size_t(pinned.dim));
        for (std::int64_t d = 0; d < pinned.dim; ++d)
            wavelengths[std::size_t(d)] = pinnedTable(d, 3);
        payload->pinnedWavelengths = std::move(wavelengths);
    }
    return payload;
}

// Depends on the parameters alone, which the request compares itself.
bool sameWork(const ExploreRequest&, const ViewPart&, const ExploreRequest&, const ViewPart&) {
    return true;
}

} // namespace

const ComputeStep& frequenciesStep() {
    static const ComputeStep step = [] {
        ComputeStep s{&run, &sameWork};
        s.drawsPinned = true;
        return s;
    }();
    return step;
}

ViewPart frequenciesPart() {
    return {&frequenciesStep(), {}};
}

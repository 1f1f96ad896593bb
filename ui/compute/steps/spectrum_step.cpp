// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/compute/steps/spectrum_step.h"

#include "core/parameter_validation.h"

#include <algorithm>
#include <cmath>

namespace {

std::shared_ptr<const ViewPayload> run(const ExploreRequest& request, const ViewPart&,
                                       const Cancelled& cancelled) {
    const pe::EncodingParams& p = request.params;
    const std::int64_t rows = std::min(p.length, kSpectrumPositions);
    pe::requireMatrixFits(double(rows), double(p.dim), int(sizeof(double)), p.memoryBudgetBytes,
                          "the spectrum");
    const pe::Matrix table = firstRowsOf(request, rows);
    if (cancelled())
        return nullptr;
    auto payload = std::make_shared<SpectrumPayload>();
    payload->positions = rows;
    std::optional<std::vector<pe::DimensionFrequency>> dims =
        pe::columnSpectrum(table, 0, cancelled);
    if (!dims)
        return nullptr;
    payload->dimensions = std::move(*dims);
    std::stable_sort(payload->dimensions.begin(), payload->dimensions.end(),
                     [](const pe::DimensionFrequency& a, const pe::DimensionFrequency& b) {
                         return a.cyclesPerPosition < b.cyclesPerPosition;
                     });
    const pe::Matrix frequencies = pe::frequencyTable(p); // dim, pair, omega, wavelength
    for (Eigen::Index d = 0; d < frequencies.rows(); ++d)
        payload->sinusoid.push_back(frequencies(d, 2) / (2.0 * M_PI));
    std::sort(payload->sinusoid.begin(), payload->sinusoid.end());
    return payload;
}

// Depends on the table alone, which the request compares itself.
bool sameWork(const ExploreRequest&, const ViewPart&, const ExploreRequest&, const ViewPart&) {
    return true;
}

} // namespace

const ComputeStep& spectrumStep() {
    static const ComputeStep step{&run, &sameWork, /*curve=*/false, /*readsTable=*/true};
    return step;
}

ViewPart spectrumPart() {
    return {&spectrumStep(), {}};
}

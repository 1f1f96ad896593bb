// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/compute/steps/pca_step.h"

#include "core/parameter_validation.h"
#include "core/principal_components.h"

#include <algorithm>

namespace {

std::shared_ptr<const ViewPayload> run(const ExploreRequest& request, const ViewPart&,
                                       const Cancelled& cancelled) {
    const pe::EncodingParams& p = request.params;
    const std::int64_t rows = pcaPositions(p.length, p.dim);
    // The table, its centred copy and the scores: about three rows x D matrices of doubles.
    pe::requireMatrixFits(double(rows), 3.0 * double(p.dim), int(sizeof(double)),
                          p.memoryBudgetBytes, "the principal components");
    const pe::Matrix table = firstRowsOf(request, rows);
    if (cancelled())
        return nullptr;
    // Asked between passes over the table: a new request does not wait for this one.
    const auto found = pe::principalComponents(table, kPcaBars, 0, cancelled);
    if (!found || cancelled())
        return nullptr;
    const pe::PrincipalComponents& pca = *found;
    auto payload = std::make_shared<PcaPayload>();
    payload->scores = pca.scores.leftCols(std::min<Eigen::Index>(3, pca.scores.cols()));
    payload->explained = pca.explained;
    payload->positions = rows;
    return payload;
}

// Depends on the table alone, which the request compares itself.
bool sameWork(const ExploreRequest&, const ViewPart&, const ExploreRequest&, const ViewPart&) {
    return true;
}

} // namespace

std::int64_t pcaPositions(std::int64_t length, std::int64_t dim) {
    std::int64_t rows = std::min<std::int64_t>(length, 8192);
    const auto cost = [dim](std::int64_t n) {
        const double side = double(std::min(n, dim));
        return double(n) * side * side;
    };
    while (rows > 2 && cost(rows) > 4e9)
        rows = rows * 3 / 4;
    return rows;
}

const ComputeStep& pcaStep() {
    static const ComputeStep step{&run, &sameWork, /*curve=*/false, /*readsTable=*/true};
    return step;
}

ViewPart pcaPart() {
    return {&pcaStep(), {}};
}

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/compute/steps/pca_step.h"

#include "core/parameter_validation.h"
#include "core/principal_components.h"

namespace {

std::shared_ptr<const ViewPayload> run(const ExploreRequest& request, const ViewPart&,
                                       const Cancelled& cancelled) {
    const pe::EncodingParams& p = request.params;
    // The table, its centred copy and the scores: about three L x D matrices of doubles.
    pe::requireMatrixFits(double(p.length), 3.0 * double(p.dim), int(sizeof(double)),
                          p.memoryBudgetBytes, "the principal components");
    pe::Matrix storage;
    const pe::Matrix& table = tableOf(request, storage);
    if (cancelled())
        return nullptr;
    const pe::PrincipalComponents pca = pe::principalComponents(table, kPcaBars);
    if (cancelled())
        return nullptr;
    auto payload = std::make_shared<PcaPayload>();
    payload->scores = pca.scores.leftCols(std::min<Eigen::Index>(3, pca.scores.cols()));
    payload->explained = pca.explained;
    return payload;
}

// Depends on the table alone, which the request compares itself.
bool sameWork(const ExploreRequest&, const ViewPart&, const ExploreRequest&, const ViewPart&) {
    return true;
}

} // namespace

const ComputeStep& pcaStep() {
    static const ComputeStep step{&run, &sameWork, /*curve=*/false, /*readsTable=*/true};
    return step;
}

ViewPart pcaPart() {
    return {&pcaStep(), {}};
}

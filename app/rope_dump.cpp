#include "rope_dump.h"

pe::Matrix ropeFrequencyMatrix(const RopeRequest& request) {
    const pe::RopeFrequencies f = pe::ropeFrequencies(request.params, request.precision);
    pe::Matrix matrix(static_cast<Eigen::Index>(f.invFreq.size()), 3);
    for (std::size_t i = 0; i < f.invFreq.size(); ++i)
        matrix.row(static_cast<Eigen::Index>(i)) << static_cast<double>(i), f.invFreq[i],
            f.wavelength[i];
    return matrix;
}

pe::Matrix ropeAttentionFactorMatrix(const RopeRequest& request) {
    pe::Matrix matrix(1, 1);
    matrix(0, 0) = pe::ropeFrequencies(request.params, request.precision).attentionFactor;
    return matrix;
}

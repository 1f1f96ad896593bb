// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/self_attention.h"

#include "core/parameter_validation.h"
#include "core/seeded_random.h"

#include <cmath>
#include <limits>

namespace pe {
namespace {

void requirePositive(std::int64_t value, const char* what) {
    if (value < 1)
        throw invalidParameter("dim", std::to_string(value),
                               std::string("the ") + what + " must be at least 1");
}

// Subtracting the row maximum keeps exp from overflowing; it cancels in the ratio.
Matrix softmaxRows(const Matrix& scores) {
    Matrix out(scores.rows(), scores.cols());
    for (Eigen::Index r = 0; r < scores.rows(); ++r) {
        const double top = scores.row(r).maxCoeff();
        out.row(r) = (scores.row(r).array() - top).exp().matrix();
        out.row(r) /= out.row(r).sum();
    }
    return out;
}

} // namespace

AttentionWeights randomAttentionWeights(std::int64_t modelDim, std::int64_t headDim,
                                        std::uint64_t seed) {
    requirePositive(modelDim, "model dimension D");
    requirePositive(headDim, "head dimension d");
    const double stddev = 1.0 / std::sqrt(static_cast<double>(modelDim));
    // Three seeds from one, so Wq, Wk and Wv are independent but all follow the seed.
    return {gaussianMatrix(modelDim, headDim, fnv1a64("Wq", seed), stddev),
            gaussianMatrix(modelDim, headDim, fnv1a64("Wk", seed), stddev),
            gaussianMatrix(modelDim, headDim, fnv1a64("Wv", seed), stddev)};
}

AttentionResult selfAttention(const Matrix& x, const AttentionWeights& w) {
    if (x.cols() != w.wq.rows())
        throw invalidParameter("dim", std::to_string(x.cols()),
                               "the attention weights expect D = " + std::to_string(w.wq.rows()));
    const Matrix q = x * w.wq, k = x * w.wk, v = x * w.wv;
    AttentionResult result;
    result.scores = (q * k.transpose()) / std::sqrt(static_cast<double>(w.wq.cols()));
    result.weights = softmaxRows(result.scores);
    result.output = result.weights * v;
    return result;
}

Matrix permuteRows(const Matrix& rows, const std::vector<std::int64_t>& order) {
    const std::int64_t n = rows.rows();
    std::vector<bool> seen(static_cast<std::size_t>(n), false);
    bool valid = static_cast<std::int64_t>(order.size()) == n;
    for (std::size_t r = 0; valid && r < order.size(); ++r) {
        valid = order[r] >= 0 && order[r] < n && !seen[static_cast<std::size_t>(order[r])];
        if (valid)
            seen[static_cast<std::size_t>(order[r])] = true;
    }
    if (!valid)
        throw ParameterError("order", std::to_string(order.size()) + " entries",
                             "order is not valid: it must list every row 0 .. " +
                                 std::to_string(n - 1) + " exactly once");
    Matrix out(n, rows.cols());
    for (std::int64_t r = 0; r < n; ++r)
        out.row(r) = rows.row(order[static_cast<std::size_t>(r)]);
    return out;
}

double maxAbsDifference(const Matrix& a, const Matrix& b) {
    if (a.rows() != b.rows() || a.cols() != b.cols())
        return std::numeric_limits<double>::infinity();
    if (a.size() == 0)
        return 0.0;
    return (a - b).cwiseAbs().maxCoeff();
}

} // namespace pe

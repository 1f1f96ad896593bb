// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/learned_encoding.h"

#include "core/parameter_validation.h"
#include "core/seeded_random.h"

namespace pe {
namespace {

void requireMaxLength(std::int64_t maxLength) {
    if (maxLength < 1)
        throw invalidParameter("max-length", std::to_string(maxLength),
                               "a learned table needs at least 1 position");
}

// PyTorch's nn.Embedding says only "IndexError: index out of range in self"; say which
// index, which range, and what the alternative is.
ParameterError outOfRange(std::int64_t length, std::int64_t maxLength) {
    const std::string last = std::to_string(length - 1);
    const std::string max = std::to_string(maxLength);
    return ParameterError(
        "length", std::to_string(length),
        "length " + std::to_string(length) + " is too long: position " + last +
            " is out of range for a learned table of max_length " + max + " (positions 0.." +
            std::to_string(maxLength - 1) +
            "); PyTorch's nn.Embedding reports this as "
            "'IndexError: index out of range in self'. A learned table has no row for a "
            "position it never saw; the sinusoidal encoding extrapolates to any position");
}

} // namespace

double learnedInitStddev(LearnedInit init) {
    return init == LearnedInit::Gpt2 ? 0.02 : 1.0;
}

Matrix learnedTable(std::int64_t maxLength, const EncodingParams& params, std::uint64_t seed,
                    LearnedInit init) {
    requireValidParams(params);
    requireMaxLength(maxLength);
    requireMatrixFits(static_cast<double>(maxLength), static_cast<double>(params.dim),
                      sizeof(double), params.memoryBudgetBytes, "the learned position table");
    return gaussianMatrix(maxLength, params.dim, seed, learnedInitStddev(init));
}

Matrix learnedEncoding(const EncodingParams& params, std::int64_t maxLength, std::uint64_t seed,
                       LearnedInit init) {
    requireValidParams(params);
    requireMaxLength(maxLength);
    if (params.length > maxLength)
        throw outOfRange(params.length, maxLength);
    requireMatrixFits(static_cast<double>(params.length), static_cast<double>(params.dim),
                      sizeof(double), params.memoryBudgetBytes, "the learned PE matrix");
    return gaussianMatrix(params.length, params.dim, seed, learnedInitStddev(init));
}

} // namespace pe

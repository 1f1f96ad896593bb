// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/similarity.h"

#include "core/memory_advice.h"
#include "core/parameter_validation.h"

#include <algorithm>
#include <cmath>

namespace pe {
namespace {

// Sums over the full sin/cos pairs for each offset k * step, k = 0 .. count-1:
// dot[k] = sum cos(k step w_i); dist2[k] = sum 4 sin^2(k step w_i / 2). The second form
// keeps small distances accurate where 2 - 2 cos would cancel.
struct OffsetSums {
    std::vector<double> dot;
    std::vector<double> dist2;
};

// Only the sum the metric reads: each costs a sin or cos per pair and offset, the bulk of
// the fast path's arithmetic. The other vector stays 0 and is never read.
OffsetSums offsetSums(const std::vector<double>& divisors, Metric metric, std::int64_t step,
                      std::int64_t count) {
    const bool wantDist = metric == Metric::Euclidean;
    OffsetSums sums{std::vector<double>(static_cast<std::size_t>(count), 0.0),
                    std::vector<double>(static_cast<std::size_t>(count), 0.0)};
    for (std::int64_t k = 0; k < count; ++k) {
        const double offset = static_cast<double>(k) * static_cast<double>(step);
        double dot = 0.0, dist2 = 0.0;
        for (double divisor : divisors) {
            const double angle = offset / divisor;
            if (wantDist) {
                const double half = std::sin(0.5 * angle);
                dist2 += 4.0 * half * half;
            } else {
                dot += std::cos(angle);
            }
        }
        sums.dot[static_cast<std::size_t>(k)] = dot;
        sums.dist2[static_cast<std::size_t>(k)] = dist2;
    }
    return sums;
}

double cosineOf(double dot, double norm2a, double norm2b) {
    // One root of the product: for a == b it is the norm exactly (sqrt of a rounded square
    // gives back the number), so a position's cosine with itself is exactly 1.
    const double denominator = std::sqrt(norm2a * norm2b);
    return denominator > 0.0 ? dot / denominator : 0.0;
}

// Similarity of sampled positions a and b from the offset sums and the lone columns.
double sampledValue(const OffsetSums& sums, const LoneRows& lone, double fullPairs, Metric metric,
                    std::int64_t a, std::int64_t b) {
    const std::size_t k = static_cast<std::size_t>(a > b ? a - b : b - a);
    return similarityFromSums(sums.dot[k], sums.dist2[k], fullPairs, metric, lone, a, lone, b);
}

} // namespace

Matrix sampledSimilarity(const EncodingParams& params, Metric metric, std::int64_t first,
                         std::int64_t step, std::int64_t count,
                         const std::optional<ColumnBand>& band) {
    requireValidParams(params);
    requireValidBand(params, band);
    requireMatrixFits(static_cast<double>(count), static_cast<double>(count), sizeof(double),
                      params.memoryBudgetBytes, "the similarity matrix");
    const BandColumns columns = bandColumns(params, band);
    const OffsetSums sums = offsetSums(columns.pairDivisors, metric, step, count);
    const LoneRows lone = loneRows(columns, first, step, count);
    const double fullPairs = columns.fullPairs();
    Matrix result(count, count);
    adviseHugePages(result.data(), static_cast<std::size_t>(result.size()) * sizeof(double));
    // Row by row, never down a column: a column write misses the cache on every entry.
    if (lone.width == 0) {
        // Whole pairs only: sim(a, b) depends on |a - b| alone, so each row is the offset profile,
        // mirrored left of the diagonal. The same values, copied instead of recomputed.
        std::vector<double> profile(static_cast<std::size_t>(count));
        for (std::int64_t k = 0; k < count; ++k)
            profile[static_cast<std::size_t>(k)] =
                sampledValue(sums, lone, fullPairs, metric, 0, k);
        for (std::int64_t a = 0; a < count; ++a) {
            double* row = result.row(a).data();
            std::reverse_copy(profile.begin() + 1, profile.begin() + a + 1, row);
            std::copy(profile.begin(), profile.end() - a, row + a);
        }
        return result;
    }
    // sampledValue is symmetric bit for bit (products and sums commute), so computing
    // both halves gives the same matrix as mirroring one.
    for (std::int64_t a = 0; a < count; ++a)
        for (std::int64_t b = 0; b < count; ++b)
            result(a, b) = sampledValue(sums, lone, fullPairs, metric, a, b);
    return result;
}

Matrix similarity(const EncodingParams& params, Metric metric,
                  const std::optional<ColumnBand>& band) {
    return sampledSimilarity(params, metric, 0, 1, params.length, band);
}

RowBlocks similarityRows(const EncodingParams& params, Metric metric,
                         const std::optional<ColumnBand>& band) {
    requireValidParams(params);
    requireValidBand(params, band);
    // What sampledSimilarity computes before its fill, made once for all blocks.
    struct Sums {
        OffsetSums sums;
        LoneRows lone;
        double fullPairs = 0.0;
        std::vector<double> profile; // whole pairs only: row 0, which every row mirrors
    };
    auto state = std::make_shared<std::optional<Sums>>();
    const std::int64_t length = params.length;
    RowBlocks blocks;
    blocks.rows = length;
    blocks.cols = length;
    blocks.fill = [=](std::int64_t first, std::int64_t count, double* out) {
        if (!*state) {
            const BandColumns columns = bandColumns(params, band);
            Sums made{offsetSums(columns.pairDivisors, metric, 1, length),
                      loneRows(columns, 0, 1, length),
                      columns.fullPairs(),
                      {}};
            if (made.lone.width == 0) {
                made.profile.resize(static_cast<std::size_t>(length));
                for (std::int64_t k = 0; k < length; ++k)
                    made.profile[static_cast<std::size_t>(k)] =
                        sampledValue(made.sums, made.lone, made.fullPairs, metric, 0, k);
            }
            *state = std::move(made);
        }
        const Sums& s = **state;
        for (std::int64_t a = first; a < first + count; ++a) {
            double* row = out + (a - first) * length;
            if (s.lone.width == 0) {
                std::reverse_copy(s.profile.begin() + 1, s.profile.begin() + a + 1, row);
                std::copy(s.profile.begin(), s.profile.end() - a, row + a);
            } else {
                for (std::int64_t b = 0; b < length; ++b)
                    row[b] = sampledValue(s.sums, s.lone, s.fullPairs, metric, a, b);
            }
        }
    };
    return blocks;
}

std::vector<double> similarityByOffset(const EncodingParams& params, Metric metric,
                                       std::int64_t from, const std::optional<ColumnBand>& band) {
    requireValidParams(params);
    requireValidBand(params, band);
    if (from < 0 || from >= params.length)
        throw invalidParameter("from", std::to_string(from),
                               "the start position must be in 0 .. L-1 = " +
                                   std::to_string(params.length - 1));
    const std::int64_t count = params.length - from;
    requireMatrixFits(static_cast<double>(count), 3.0, sizeof(double), params.memoryBudgetBytes,
                      "the offset profile");
    const BandColumns columns = bandColumns(params, band);
    const OffsetSums sums = offsetSums(columns.pairDivisors, metric, 1, count);
    const LoneRows lone = loneRows(columns, from, 1, count);
    const double fullPairs = columns.fullPairs();
    std::vector<double> values(static_cast<std::size_t>(count));
    for (std::int64_t k = 0; k < count; ++k)
        values[static_cast<std::size_t>(k)] = sampledValue(sums, lone, fullPairs, metric, 0, k);
    return values;
}

Matrix similarityOf(const Matrix& rows, Metric metric, std::uint64_t memoryBudgetBytes) {
    const auto n = rows.rows();
    requireMatrixFits(static_cast<double>(n), static_cast<double>(n), sizeof(double),
                      memoryBudgetBytes, "the similarity matrix");
    if (metric == Metric::Euclidean) {
        Matrix result(n, n);
        for (Eigen::Index a = 0; a < n; ++a) {
            result(a, a) = 0.0;
            for (Eigen::Index b = a + 1; b < n; ++b)
                result(a, b) = result(b, a) = (rows.row(a) - rows.row(b)).norm();
        }
        return result;
    }
    Matrix gram = rows * rows.transpose();
    if (metric == Metric::Dot)
        return gram;
    const Eigen::VectorXd norm2 = gram.diagonal();
    for (Eigen::Index a = 0; a < n; ++a)
        for (Eigen::Index b = 0; b < n; ++b)
            gram(a, b) = cosineOf(gram(a, b), norm2(a), norm2(b));
    return gram;
}

RowBlocks similarityRowsOf(std::shared_ptr<const Matrix> rows, Metric metric) {
    const Eigen::VectorXd norm2 = rows->rowwise().squaredNorm();
    RowBlocks blocks;
    blocks.rows = rows->rows();
    blocks.cols = rows->rows();
    blocks.fill = [rows, norm2, metric](std::int64_t first, std::int64_t count, double* out) {
        const Eigen::Index n = rows->rows();
        Eigen::Map<Matrix> block(out, count, n);
        if (metric == Metric::Euclidean) {
            for (Eigen::Index a = 0; a < count; ++a)
                for (Eigen::Index b = 0; b < n; ++b)
                    block(a, b) = (rows->row(first + a) - rows->row(b)).norm();
            return;
        }
        block.noalias() = rows->middleRows(first, count) * rows->transpose();
        if (metric == Metric::Cosine)
            for (Eigen::Index a = 0; a < count; ++a)
                for (Eigen::Index b = 0; b < n; ++b)
                    block(a, b) = cosineOf(block(a, b), norm2(first + a), norm2(b));
    };
    return blocks;
}

} // namespace pe

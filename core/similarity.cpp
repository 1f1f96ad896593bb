// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/similarity.h"

#include "core/blas.h"
#include "core/memory_advice.h"
#include "core/parameter_validation.h"

#include <algorithm>
#include <cblas.h>
#include <cmath>
#include <limits>
#include <string>

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

// Similarity of sampled positions a and b from the offset sums and the lone columns.
double sampledValue(const OffsetSums& sums, const LoneRows& lone, double fullPairs, Metric metric,
                    std::int64_t a, std::int64_t b) {
    const std::size_t k = static_cast<std::size_t>(a > b ? a - b : b - a);
    return similarityFromSums(sums.dot[k], sums.dist2[k], fullPairs, metric, lone, a, lone, b);
}

// A BLAS dimension: OpenBLAS's CBLAS counts in int. A table wider than that (2^31 columns,
// 16 GiB a row) is refused rather than cut; the budget stops the rows long before.
int blasDimension(Eigen::Index value) {
    if (value > std::numeric_limits<int>::max())
        throw invalidParameter("table", std::to_string(value),
                               "the similarity takes tables of at most 2^31 - 1 columns");
    return static_cast<int>(value);
}

// out[j] = cosine of the dot products out[j] for j in from .. to-1, with the row of squared
// norm norm2a and the rows of squared norms norm2b[j]; 0 where either row is 0. One root of
// the product: for a == b it is the norm exactly (sqrt of a rounded square gives back the
// number), so a row's cosine with itself is exactly 1; and the product commutes, so
// (a, b) and (b, a) get the same bits. Eigen's packets, a chunk on the stack at a time.
void cosinesOf(double* out, Eigen::Index from, Eigen::Index to, double norm2a,
               const double* norm2b) {
    constexpr int kChunk = 64;
    using Chunk = Eigen::Array<double, Eigen::Dynamic, 1, 0, kChunk, 1>;
    for (Eigen::Index j = from; j < to; j += kChunk) {
        const Eigen::Index width = std::min<Eigen::Index>(kChunk, to - j);
        Eigen::Map<Eigen::ArrayXd> dots(out + j, width);
        const Chunk denominators =
            (norm2a * Eigen::Map<const Eigen::ArrayXd>(norm2b + j, width)).sqrt();
        dots = (denominators > 0.0).select(dots / denominators, 0.0);
    }
}

// The lower triangle (a >= b) of rows * rows^T, by the BLAS's symmetric rank-k update:
// half the products of a full matrix product. The upper triangle is left as it was.
void gramLowerTriangle(const Matrix& rows, Matrix& gram) {
    const Eigen::Index n = rows.rows(), k = rows.cols();
    if (n == 0)
        return;
    if (k == 0) {
        gram.setZero(); // no columns: every dot product is the empty sum
        return;
    }
    // beta = 0: BLAS does not read the fresh matrix (it may hold anything, NaN included).
    // Any thread count gives the same bits (blas.h).
    const BlasLock lock;
    cblas_dsyrk(CblasRowMajor, CblasLower, CblasNoTrans, blasDimension(n), blasDimension(k), 1.0,
                rows.data(), blasDimension(k), 0.0, gram.data(), blasDimension(n));
}

// Cosine (if asked) over the lower triangle, then the upper triangle as its mirror: the
// matrix is symmetric to the bit. Tile by tile, so that a tile's transposed writes land in
// lines still in the cache instead of one line per value down a column.
void finishFromLowerTriangle(Matrix& gram, Metric metric) {
    const Eigen::Index n = gram.rows();
    const Eigen::VectorXd norm2 = gram.diagonal(); // before the diagonal becomes cosines
    constexpr Eigen::Index kTile = 64;
    for (Eigen::Index a0 = 0; a0 < n; a0 += kTile) {
        const Eigen::Index a1 = std::min(n, a0 + kTile);
        for (Eigen::Index b0 = 0; b0 <= a0; b0 += kTile) {
            const Eigen::Index b1 = std::min(n, b0 + kTile);
            for (Eigen::Index a = a0; a < a1; ++a) {
                double* row = gram.row(a).data();
                const Eigen::Index end = std::min(b1, a + 1); // up to the diagonal
                if (metric == Metric::Cosine)
                    cosinesOf(row, b0, end, norm2(a), norm2.data());
                for (Eigen::Index b = b0; b < std::min(end, a); ++b)
                    gram(b, a) = row[b];
            }
        }
    }
}

// Rows first .. first+count-1 of rows * rows^T into out (count x n, row-major), by the BLAS's
// matrix product, on one BLAS thread: on more its last bits would follow their count
// (blas.h), and a dump must not change with OPENBLAS_NUM_THREADS or the number of cores.
void blockTimesAllRows(const Matrix& rows, std::int64_t first, std::int64_t count, double* out) {
    const Eigen::Index n = rows.rows(), k = rows.cols();
    if (count == 0 || n == 0)
        return;
    if (k == 0) {
        std::fill(out, out + count * n, 0.0);
        return;
    }
    const OneBlasThread oneThread;
    cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasTrans, blasDimension(count), blasDimension(n),
                blasDimension(k), 1.0, rows.row(first).data(), blasDimension(k), rows.data(),
                blasDimension(k), 0.0, out, blasDimension(n));
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
    Matrix gram(n, n);
    adviseHugePages(gram.data(), static_cast<std::size_t>(gram.size()) * sizeof(double));
    gramLowerTriangle(rows, gram);
    finishFromLowerTriangle(gram, metric);
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
        blockTimesAllRows(*rows, first, count, out);
        if (metric == Metric::Cosine)
            for (Eigen::Index a = 0; a < count; ++a)
                cosinesOf(out + a * n, 0, n, norm2(first + a), norm2.data());
    };
    return blocks;
}

} // namespace pe

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/principal_components.h"

#include "core/gram_tile.h"
#include "core/parallel_for.h"

#include "core/seeded_random.h"

#include <Eigen/Eigenvalues>
#include <Eigen/QR>
#include <algorithm>
#include <cmath>
#include <vector>

// Small tables take the dense path: the Gram matrix and a full symmetric eigensolver. Larger
// ones never form it: a block Krylov method (block Lanczos with full reorthogonalisation and
// Rayleigh-Ritz) needs only products of the centred table's Gram matrix with a block of
// vectors, C^T (C V), and those are computed in one pass over the table, a few rows at a time:
// each tile of rows is centred into a small buffer (so no centred copy of the table is made
// and no precision is lost to cancellation against the mean), multiplied by V, and its
// contribution C_tile^T (C_tile V) added. A block, rather than one vector, finds every copy of
// a repeated eigenvalue (a sinusoidal encoding has many pairs of equal variance), and it reads
// the table once for several vectors. The pass is the hot path; its kernel is gram_tile.cpp.

namespace pe {
namespace {

using gram::kTileRows;
using gram::kWidth;

// min(L, D) at or below this: the dense path (its Gram matrix costs less than the passes).
constexpr Eigen::Index kDenseUpTo = 64;
// The rows are split into this many parts, each with its own partial sum, whatever the thread
// count: the result is the same on 1 thread and on 16.
constexpr int kParts = 4;
// Converged when every wanted Ritz pair's residual |A u - theta u| is below this fraction of
// the largest eigenvalue: the eigenvalues are then right to about the square of it, the
// vectors to it over the relative gap to the next eigenvalue.
constexpr double kTolerance = 1e-12;
// Passes over the table before the Krylov method gives up and the dense path decides.
constexpr int kMaxPasses = 400;

// A seeded sign, +1 or -1, for row t (SplitMix64's finaliser).
double rowSign(std::uint64_t t) {
    std::uint64_t z = t + 0x9e3779b97f4a7c15ull;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return ((z ^ (z >> 31)) & 1) ? 1.0 : -1.0;
}

// Products with the Gram matrix of the centred table, C^T C, C = table - 1 mean.
class CentredGram {
  public:
    // One pass for the mean and for a start block C^T G, G an L x b sketch (row t goes to
    // column t mod b with a seeded sign): the table's own rows, so the start leans towards
    // its strong directions already, as half a step of power iteration would.
    CentredGram(const Matrix& table, Eigen::Index b, int threads)
        : x_(table), b_(b), threads_(threads) {
        const Eigen::Index L = table.rows(), D = table.cols();
        mean_ = Eigen::RowVectorXd::Zero(D);
        start_ = Eigen::MatrixXd::Zero(D, b);
        Eigen::VectorXd signs = Eigen::VectorXd::Zero(b);
        double squares = 0.0;
        for (Eigen::Index t = 0; t < L; ++t) {
            mean_ += table.row(t);
            squares += table.row(t).squaredNorm();
            const double sign = rowSign(std::uint64_t(t));
            start_.col(t % b) += sign * table.row(t).transpose();
            signs(t % b) += sign;
        }
        mean_ /= double(L);
        start_ -= mean_.transpose() * signs.transpose();
        // Where the mean is no larger than the rows' spread around it, the tiles are not
        // centred: C v = X v - 1 (mean v) and C^T y = X^T y - mean^T (1^T y) lose no more than a
        // bit or two to the subtraction, and neither does the total variance from the sum of
        // squares. Elsewhere (a table far from the origin) every tile is centred first.
        const double meanSquares = double(L) * mean_.squaredNorm();
        implicit_ = meanSquares <= 4.0 * (squares - meanSquares);
        if (implicit_) {
            total_ = std::max(0.0, squares - meanSquares);
            summed_ = true;
        }
        v_.resize(std::size_t(D * b));
        z_.assign(kParts, std::vector<double>(std::size_t(D * b)));
        y_.resize(std::size_t(L * b));
    }

    const Eigen::MatrixXd& start() const { return start_; }

    // AV = C^T C V and CV = C V for V of D x b; the first call also sums the squares of C
    // (the total variance times L).
    template <class Out> void apply(const Eigen::MatrixXd& V, Out AV, Out CV) {
        const Eigen::Index L = x_.rows(), D = x_.cols(), chunks = b_ / kWidth;
        // V in row-major chunks of kWidth columns, as the kernels read it.
        for (Eigen::Index q = 0; q < chunks; ++q)
            for (Eigen::Index d = 0; d < D; ++d)
                for (Eigen::Index j = 0; j < kWidth; ++j)
                    v_[std::size_t((q * D + d) * kWidth + j)] = V(d, q * kWidth + j);
        double squares[kParts] = {};
        // The shift mean v, one per column of V, subtracted from each row's X v.
        std::vector<double> shifts(std::size_t(b_), 0.0);
        if (implicit_)
            for (Eigen::Index j = 0; j < b_; ++j)
                shifts[std::size_t(j)] = mean_.dot(V.col(j));
        const std::vector<double> none(kWidth, 0.0);
        std::vector<std::vector<double>> rowSums(kParts, std::vector<double>(std::size_t(b_)));
        auto part = [&](int p) {
            std::vector<double>& z = z_[std::size_t(p)];
            std::fill(z.begin(), z.end(), 0.0);
            const Eigen::Index begin = L * p / kParts, end = L * (p + 1) / kParts;
            // Centred tiles, and the last tile of a part, are copied here; the last is padded
            // with rows of zeros, which add nothing.
            std::vector<double> c(std::size_t(kTileRows * D), 0.0);
            double tileY[kTileRows * kWidth];
            double sum = 0.0;
            for (Eigen::Index r0 = begin; r0 < end; r0 += kTileRows) {
                const int rows = int(std::min<Eigen::Index>(kTileRows, end - r0));
                const bool raw = implicit_ && rows == kTileRows;
                for (int r = 0; r < kTileRows && !raw; ++r) {
                    Eigen::Map<Eigen::RowVectorXd> centred(c.data() + r * D, D);
                    if (r >= rows) {
                        centred.setZero();
                        continue;
                    }
                    centred = x_.row(r0 + r) - mean_;
                    if (!summed_)
                        sum += centred.squaredNorm();
                }
                // While a tile is multiplied, the next one's rows are fetched.
                const double* ahead =
                    r0 + 2 * kTileRows <= end ? x_.row(r0 + kTileRows).data() : nullptr;
                for (Eigen::Index q = 0; q < chunks; ++q) {
                    gram::tile(raw ? x_.row(r0).data() : c.data(), D, v_.data() + q * D * kWidth,
                               z.data() + q * D * kWidth, tileY,
                               raw ? shifts.data() + q * kWidth : none.data(),
                               q == 0 ? ahead : nullptr);
                    std::copy(tileY, tileY + rows * kWidth, y_.data() + (q * L + r0) * kWidth);
                    if (raw)
                        for (int r = 0; r < kTileRows; ++r)
                            for (Eigen::Index j = 0; j < kWidth; ++j)
                                rowSums[std::size_t(p)][std::size_t(q * kWidth + j)] +=
                                    tileY[r * kWidth + j];
                }
            }
            squares[p] = sum;
        };
        run(part, L);
        for (Eigen::Index q = 0; q < chunks; ++q)
            for (Eigen::Index j = 0; j < kWidth; ++j) {
                for (Eigen::Index d = 0; d < D; ++d) {
                    double s = 0.0;
                    for (int p = 0; p < kParts; ++p)
                        s += z_[std::size_t(p)][std::size_t((q * D + d) * kWidth + j)];
                    AV(d, q * kWidth + j) = s;
                }
                // The raw tiles' X^T y, less mean^T (1^T y).
                double ySum = 0.0;
                for (int p = 0; p < kParts; ++p)
                    ySum += rowSums[std::size_t(p)][std::size_t(q * kWidth + j)];
                if (ySum != 0.0)
                    AV.col(q * kWidth + j) -= ySum * mean_.transpose();
                for (Eigen::Index r = 0; r < L; ++r)
                    CV(r, q * kWidth + j) = y_[std::size_t((q * L + r) * kWidth + j)];
            }
        if (!summed_) {
            total_ = 0.0;
            for (double s : squares)
                total_ += s;
            summed_ = true;
        }
        ++passes_;
    }

    double total() const { return total_; }
    int passes() const { return passes_; }

  private:
    template <class Part> void run(const Part& part, Eigen::Index L) {
        // By default a table of fewer than about 4 million values stays on this thread: its pass
        // is short, and starting threads and waiting for the slowest of them on a busy machine
        // costs more than it saves. A count asked for is honoured, up to one thread per part of
        // at least a few hundred rows.
        int n = threadsFor(threads_);
        if (threads_ <= 0 && L * x_.cols() < (Eigen::Index(1) << 22))
            n = 1;
        n = int(std::min<Eigen::Index>({n, kParts, std::max<Eigen::Index>(1, L / 256)}));
        parallelFor(n, [&part, n](int t) {
            for (int p = t; p < kParts; p += n)
                part(p);
        });
    }

    const Matrix& x_;
    Eigen::Index b_;
    int threads_;
    Eigen::RowVectorXd mean_;
    Eigen::MatrixXd start_;
    std::vector<double> v_, y_;
    std::vector<std::vector<double>> z_;
    double total_ = 0.0;
    bool implicit_ = false, summed_ = false;
    int passes_ = 0;
};

// The dense path: the eigenvectors of the smaller Gram matrix, D x D (the covariance) for a
// tall table, L x L for a wide one; both have the same non-zero eigenvalues.
void denseComponents(const Matrix& table, Eigen::Index k, Eigen::MatrixXd& loadings,
                     Eigen::VectorXd& values, double& total) {
    const Eigen::Index L = table.rows(), D = table.cols();
    // Column-major for the products: Eigen's fastest kernels.
    const Eigen::MatrixXd centred = table.rowwise() - table.colwise().mean();
    total = centred.squaredNorm();
    loadings.resize(D, k);
    values.resize(k);
    if (D <= L) {
        Eigen::MatrixXd gram = Eigen::MatrixXd::Zero(D, D);
        gram.selfadjointView<Eigen::Lower>().rankUpdate(centred.transpose());
        Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd> solver(gram);
        for (Eigen::Index i = 0; i < k; ++i) { // ascending order: the top ones are last
            values(i) = std::max(0.0, solver.eigenvalues()(D - 1 - i));
            loadings.col(i) = solver.eigenvectors().col(D - 1 - i);
        }
    } else {
        Eigen::MatrixXd gram = Eigen::MatrixXd::Zero(L, L);
        gram.selfadjointView<Eigen::Lower>().rankUpdate(centred);
        Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd> solver(gram);
        for (Eigen::Index i = 0; i < k; ++i) {
            values(i) = std::max(0.0, solver.eigenvalues()(L - 1 - i));
            const Eigen::VectorXd v = centred.transpose() * solver.eigenvectors().col(L - 1 - i);
            const double norm = v.norm();
            loadings.col(i) = norm > 0.0 ? Eigen::VectorXd(v / norm) : Eigen::VectorXd::Zero(D);
        }
    }
}

// W's columns made orthonormal and orthogonal to Q's: twice, W projected off Q and then its
// columns off each other (modified Gram-Schmidt). A column that was (numerically) in the span
// of what came before is replaced by a seeded random direction, so the block keeps its width.
template <class Basis>
Eigen::MatrixXd orthonormalised(Eigen::MatrixXd W, const Basis& Q, std::uint64_t seed) {
    const Eigen::Index D = W.rows(), b = W.cols();
    for (int round = 0; round < 2; ++round) {
        const Eigen::VectorXd before = W.colwise().norm();
        if (Q.cols() > 0)
            W.noalias() -= Q * (Q.transpose() * W);
        for (Eigen::Index j = 0; j < b; ++j) {
            for (int again = 0; again < 2; ++again) {
                for (Eigen::Index i = 0; i < j; ++i)
                    W.col(j) -= W.col(i).dot(W.col(j)) * W.col(i);
                const double norm = W.col(j).norm();
                if (norm > 1e-10 * before(j) && norm > 0.0) {
                    W.col(j) /= norm;
                    break;
                }
                const Matrix noise = gaussianMatrix(1, D, seed + std::uint64_t(j), 1.0);
                W.col(j) = noise.row(0).transpose();
                if (Q.cols() > 0)
                    W.col(j) -= Q * (Q.transpose() * W.col(j));
            }
        }
    }
    return W;
}

// The block Krylov path. False when the table is too narrow for it or it did not converge
// within kMaxPasses passes: the dense path decides then.
bool krylovComponents(const Matrix& table, Eigen::Index k, int threads,
                      const std::function<bool()>& stop, bool& stopped, Eigen::MatrixXd& loadings,
                      Eigen::VectorXd& values, Eigen::MatrixXd& scores, double& total) {
    const Eigen::Index L = table.rows(), D = table.cols();
    // A block of at least k + 1 vectors, so that both of a pair of equal variances at the k-th
    // place are found, in whole kernel widths.
    const Eigen::Index b = kWidth * ((k + 1 + kWidth - 1) / kWidth);
    // The basis grows by b columns a pass up to this width, then restarts from its best
    // Ritz vectors. Too narrow a table for that: the dense path.
    const Eigen::Index widest = std::min<Eigen::Index>(D / 2, 20 * b) / b * b;
    if (widest < 3 * b)
        return false;
    CentredGram gram(table, b, threads);
    Eigen::MatrixXd Q(D, widest), AQ(D, widest), CQ(L, widest), T(widest, widest);
    Eigen::Index n = 0; // the basis so far: Q.leftCols(n)
    Eigen::MatrixXd block = orthonormalised(gram.start(), Q.leftCols(0), 1);
    std::uint64_t seed = 2;
    while (gram.passes() < kMaxPasses) {
        if (stop && stop()) {
            stopped = true;
            return false;
        }
        gram.apply(block, AQ.middleCols(n, b), CQ.middleCols(n, b));
        Q.middleCols(n, b) = block;
        // T = Q^T A Q, the new columns (and rows) only.
        T.block(0, n, n + b, b) = Q.leftCols(n + b).transpose() * AQ.middleCols(n, b);
        T.block(n, 0, b, n) = T.block(0, n, n, b).transpose();
        n += b;
        total = gram.total();
        // Rayleigh-Ritz: the eigenpairs of T, largest first.
        const Eigen::MatrixXd symmetric =
            0.5 * (T.topLeftCorner(n, n) + T.topLeftCorner(n, n).transpose());
        Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd> solver(symmetric);
        const Eigen::MatrixXd S = solver.eigenvectors().rowwise().reverse();
        const Eigen::VectorXd theta = solver.eigenvalues().reverse();
        const double scale = std::max(theta(0), 0.0);
        bool converged = scale == 0.0 || n >= D;
        for (Eigen::Index i = 0; i < k && !converged; ++i) {
            const Eigen::VectorXd residual =
                AQ.leftCols(n) * S.col(i) - theta(i) * (Q.leftCols(n) * S.col(i));
            if (residual.norm() > kTolerance * scale)
                break;
            converged = i + 1 == k;
        }
        if (converged) {
            loadings = Q.leftCols(n) * S.leftCols(k);
            values = theta.head(k).cwiseMax(0.0);
            scores = CQ.leftCols(n) * S.leftCols(k);
            return true;
        }
        // The next block: A applied to the newest one, the next Krylov block. Past the widest
        // basis, restart from the best Ritz vectors (the basis rotated onto them: A Q and C Q
        // follow without a pass) and go on from A applied to the best b of them.
        Eigen::MatrixXd next = AQ.middleCols(n - b, b);
        if (n + b > widest) {
            const Eigen::Index keep = std::min(n, 2 * b);
            Q.leftCols(keep) = (Q.leftCols(n) * S.leftCols(keep)).eval();
            AQ.leftCols(keep) = (AQ.leftCols(n) * S.leftCols(keep)).eval();
            CQ.leftCols(keep) = (CQ.leftCols(n) * S.leftCols(keep)).eval();
            T.topLeftCorner(keep, keep) = theta.head(keep).asDiagonal();
            n = keep;
            next = AQ.leftCols(b);
        }
        block = orthonormalised(next, Q.leftCols(n), seed);
        seed += std::uint64_t(b);
    }
    return false;
}

} // namespace

PrincipalComponents principalComponents(const Matrix& table, Eigen::Index k, int threads) {
    return *principalComponents(table, k, threads, nullptr);
}

std::optional<PrincipalComponents> principalComponents(const Matrix& table, Eigen::Index k,
                                                       int threads,
                                                       const std::function<bool()>& stop) {
    const Eigen::Index L = table.rows(), D = table.cols();
    k = std::clamp<Eigen::Index>(k, 0, std::min(L, D));
    PrincipalComponents out;
    out.scores = Matrix::Zero(L, k);
    out.loadings = Matrix::Zero(D, k);
    out.explained.assign(std::size_t(k), 0.0);
    if (k == 0)
        return out;
    Eigen::MatrixXd loadings, scores;
    Eigen::VectorXd values;
    double total = 0.0;
    bool stopped = false;
    const bool dense =
        std::min(L, D) <= kDenseUpTo ||
        !krylovComponents(table, k, threads, stop, stopped, loadings, values, scores, total);
    if (stopped)
        return std::nullopt;
    if (dense) {
        denseComponents(table, k, loadings, values, total);
        if (total <= 0.0)
            return out;
        const Eigen::MatrixXd centred = table.rowwise() - table.colwise().mean();
        scores = centred * loadings;
    }
    if (total <= 0.0)
        return out;
    // Past the rank there is no variance: L centred rows span at most L - 1 directions. The
    // solver still hands out a unit vector for each further component, and the rows'
    // coordinates on it are 0, not the rounding they project on it. (Below the rank a tiny
    // variance can be real: 1e-15 of the largest is a coordinate of 3e-8 of it, which numpy's
    // SVD resolves.)
    for (Eigen::Index i = std::max<Eigen::Index>(L - 1, 0); i < k; ++i) {
        values(i) = 0.0;
        scores.col(i).setZero();
    }
    for (Eigen::Index i = 0; i < k; ++i) {
        Eigen::Index largest = 0;
        loadings.col(i).cwiseAbs().maxCoeff(&largest);
        if (loadings(largest, i) < 0.0) {
            loadings.col(i) = -loadings.col(i);
            scores.col(i) = -scores.col(i);
        }
        out.explained[std::size_t(i)] = values(i) / total;
    }
    out.loadings = loadings;
    out.scores = scores;
    return out;
}

} // namespace pe

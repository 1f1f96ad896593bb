// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/block_means.h"

#include "core/pair_distance.h"
#include "core/parameter_validation.h"
#include "core/similarity_window.h"

#include <algorithm>
#include <cmath>

namespace pe {
namespace {

// K_n(w): the factor a mean over n consecutive positions shrinks a wave of frequency w by.
// 0 < w <= 2 here (a pair's frequency, or twice it for a square), so sin(w / 2) > 0.
double kernel(double w, std::int64_t n) {
    if (n == 1)
        return 1.0;
    const double half = 0.5 * w;
    return std::sin(static_cast<double>(n) * half) / (static_cast<double>(n) * std::sin(half));
}

double centreOf(IndexRun run) {
    return 0.5 * (static_cast<double>(run.first) + static_cast<double>(run.last));
}

// The mean over a run of positions of one lone column (sin or cos of p w) and of its square.
struct LoneMean {
    double value = 0.0;
    double square = 0.0;
};

LoneMean loneMean(const LoneColumn& column, IndexRun run) {
    const double w = 1.0 / column.divisor;
    const double c = centreOf(run);
    const std::int64_t n = run.size();
    const double k = kernel(w, n), k2 = kernel(2.0 * w, n);
    // sin^2 = (1 - cos 2a) / 2, cos^2 = (1 + cos 2a) / 2.
    const double cos2 = k2 * std::cos(2.0 * c * w);
    if (column.isSin)
        return {k * std::sin(c * w), 0.5 * (1.0 - cos2)};
    return {k * std::cos(c * w), 0.5 * (1.0 + cos2)};
}

// Per run: the lone columns' means, and the mean squared norm of the whole row.
struct RunMeans {
    std::vector<double> lone; // runs x lone width, row-major
    std::vector<double> norm2;
};

RunMeans runMeans(const BandColumns& columns, const std::vector<IndexRun>& runs) {
    RunMeans means;
    const std::size_t width = columns.lone.size();
    means.lone.resize(runs.size() * width);
    means.norm2.assign(runs.size(), columns.fullPairs());
    for (std::size_t r = 0; r < runs.size(); ++r)
        for (std::size_t j = 0; j < width; ++j) {
            const LoneMean m = loneMean(columns.lone[j], runs[r]);
            means.lone[r * width + j] = m.value;
            means.norm2[r] += m.square;
        }
    return means;
}

// Mean over P x Q of the whole pairs' dot product, sum_i K_nP K_nQ cos((cP - cQ) w_i).
double pairDotMean(const std::vector<double>& divisors, IndexRun p, IndexRun q) {
    const double distance = centreOf(p) - centreOf(q);
    double sum = 0.0;
    for (double divisor : divisors) {
        const double w = 1.0 / divisor;
        sum += kernel(w, p.size()) * kernel(w, q.size()) * std::cos(distance * w);
    }
    return sum;
}

// Mean over each run Q of the whole pairs' dot product with the one position p,
// sum_i K_nQ cos((cQ - p) w_i): a profile from p whose points stand for runs of offsets. The
// runs tile, so the centres of two runs of the common length n lie n apart and each pair's
// angle turns by n w from one to the next (a rotation, seeded exactly every 64 runs and
// wherever a run has another length), instead of a cos a pair a run.
std::vector<double> pairDotMeansFrom(const std::vector<double>& divisors, std::int64_t p,
                                     const std::vector<IndexRun>& runs) {
    constexpr std::size_t kReseed = 64;
    // The common length: the first run may be cut (a profile's first point stands for the
    // offsets around k = 0, half a run), the second is whole unless it is also the last.
    const std::int64_t n = runs.size() > 1 ? runs[1].size() : runs[0].size();
    std::vector<double> sums(runs.size(), 0.0);
    for (double divisor : divisors) {
        const double w = 1.0 / divisor;
        const double kernelN = kernel(w, n), turnCos = std::cos(double(n) * w),
                     turnSin = std::sin(double(n) * w);
        double c = 0.0, s = 0.0;
        for (std::size_t r = 0; r < runs.size(); ++r) {
            const bool regular =
                runs[r].size() == n && r > 0 && runs[r - 1].size() == n && r % kReseed != 0;
            if (regular) {
                const double next = c * turnCos - s * turnSin;
                s = s * turnCos + c * turnSin;
                c = next;
            } else {
                const double angle = (centreOf(runs[r]) - double(p)) * w;
                c = std::cos(angle);
                s = std::sin(angle);
            }
            sums[r] += (runs[r].size() == n ? kernelN : kernel(w, runs[r].size())) * c;
        }
    }
    return sums;
}

// The rows of unit length (x_p / |x_p|, 0 for a zero row) averaged over each run, directly:
// a cosine's mean where the norm varies from position to position (lone columns) has no
// closed form. Columns: each pair's sin and cos, then the lone columns. Each pair's angle
// turns by w from one position to the next (a rotation, seeded exactly at each run's start),
// so a position costs a few multiplications a pair instead of a sin and a cos.
Matrix unitRowMeans(const BandColumns& columns, const std::vector<IndexRun>& runs,
                    const std::function<bool()>& stop) {
    const std::size_t pairs = columns.pairDivisors.size(), width = columns.lone.size();
    Matrix means = Matrix::Zero(static_cast<Eigen::Index>(runs.size()),
                                static_cast<Eigen::Index>(2 * pairs + width));
    std::vector<double> lone(width), c(pairs), s(pairs), stepCos(pairs), stepSin(pairs);
    std::vector<double> sum(2 * pairs + width);
    for (std::size_t i = 0; i < pairs; ++i) {
        stepCos[i] = std::cos(1.0 / columns.pairDivisors[i]);
        stepSin[i] = std::sin(1.0 / columns.pairDivisors[i]);
    }
    for (std::size_t r = 0; r < runs.size(); ++r) {
        if (stop && stop())
            return {};
        std::fill(sum.begin(), sum.end(), 0.0);
        for (std::size_t i = 0; i < pairs; ++i) {
            const double angle = static_cast<double>(runs[r].first) / columns.pairDivisors[i];
            c[i] = std::cos(angle);
            s[i] = std::sin(angle);
        }
        for (std::int64_t p = runs[r].first; p <= runs[r].last; ++p) {
            loneValues(columns, p, lone.data());
            const double norm2 = columns.fullPairs() + loneNorm2(lone.data(), width);
            const double scale = norm2 > 0.0 ? 1.0 / std::sqrt(norm2) : 0.0;
            for (std::size_t i = 0; i < pairs; ++i) {
                sum[2 * i] += s[i] * scale;
                sum[2 * i + 1] += c[i] * scale;
                const double next = c[i] * stepCos[i] - s[i] * stepSin[i];
                s[i] = s[i] * stepCos[i] + c[i] * stepSin[i];
                c[i] = next;
            }
            for (std::size_t j = 0; j < width; ++j)
                sum[2 * pairs + j] += lone[j] * scale;
        }
        const double size = static_cast<double>(runs[r].size());
        for (std::size_t k = 0; k < sum.size(); ++k)
            means(Eigen::Index(r), Eigen::Index(k)) = sum[k] / size;
    }
    return means;
}

bool sameRuns(const std::vector<IndexRun>& a, const std::vector<IndexRun>& b) {
    return a.size() == b.size() &&
           std::equal(a.begin(), a.end(), b.begin(), [](const IndexRun& x, const IndexRun& y) {
               return x.first == y.first && x.last == y.last;
           });
}

bool onePairEach(const std::vector<IndexRun>& rows, const std::vector<IndexRun>& cols) {
    const auto single = [](const IndexRun& run) { return run.size() == 1; };
    return std::all_of(rows.begin(), rows.end(), single) &&
           std::all_of(cols.begin(), cols.end(), single);
}

} // namespace

std::vector<IndexRun> indexRuns(std::int64_t first, std::int64_t step, std::int64_t count,
                                std::int64_t lastIndex) {
    std::vector<IndexRun> runs;
    // Stepped by differences to lastIndex, never past it: an axis near 2^63 indices must not
    // overflow start + step.
    std::int64_t start = first;
    for (std::int64_t a = 0; a < count && start <= lastIndex; ++a) {
        const bool lastRun = lastIndex - start < step;
        runs.push_back({start, lastRun ? lastIndex : start + step - 1});
        if (lastRun)
            break;
        start += step;
    }
    return runs;
}

Matrix similarityCellMeans(const EncodingParams& params, Metric metric,
                           const std::vector<IndexRun>& rows, const std::vector<IndexRun>& cols,
                           const std::optional<ColumnBand>& band,
                           const std::function<bool()>& stop) {
    requireValidParams(params);
    requireValidBand(params, band);
    const auto nRows = static_cast<std::int64_t>(rows.size());
    const auto nCols = static_cast<std::int64_t>(cols.size());
    requireMatrixFits(static_cast<double>(nRows), static_cast<double>(nCols), sizeof(double),
                      params.memoryBudgetBytes, "the similarity cells");
    Matrix result(nRows, nCols);
    if (nRows == 0 || nCols == 0)
        return result;
    // Cells of one pair each, evenly spaced: the exact matrix block itself.
    if (onePairEach(rows, cols)) {
        const std::int64_t step = nRows > 1   ? rows[1].first - rows[0].first
                                  : nCols > 1 ? cols[1].first - cols[0].first
                                              : 1;
        return similarityBlock(params, metric, rows[0].first, cols[0].first, step, nRows, nCols,
                               band);
    }
    const BandColumns columns = bandColumns(params, band);
    const std::size_t width = columns.lone.size();
    const RunMeans rowMeans = runMeans(columns, rows), colMeans = runMeans(columns, cols);
    if (metric == Metric::Cosine && width > 0) {
        double positions = 0.0;
        for (const IndexRun& run : rows)
            positions += double(run.size());
        if (!sameRuns(rows, cols))
            for (const IndexRun& run : cols)
                positions += double(run.size());
        requireReadableLength(params.length, positions,
                              double(2 * columns.pairDivisors.size() + width),
                              "the cosine cells with a lone sin or cos column (odd D)");
        // The whole matrix's runs are the same along both sides: their means are made once.
        const Matrix a = unitRowMeans(columns, rows, stop);
        const Matrix b = !a.size() || sameRuns(rows, cols) ? a : unitRowMeans(columns, cols, stop);
        if (!a.size() || !b.size())
            return {};
        result.noalias() = a * b.transpose();
        return result;
    }
    // One position against runs (a profile from p): each pair's mean turns from run to run.
    const bool fromOne = nRows == 1 && rows[0].size() == 1;
    const std::vector<double> oneRow =
        fromOne ? pairDotMeansFrom(columns.pairDivisors, rows[0].first, cols)
                : std::vector<double>();
    // The whole pairs' part: runs of the common length n share one kernel and their cells
    // depend on the distance of their starts alone, so one sum per diagonal serves them all.
    // The runs' step: every run but a cut last one has this length.
    const std::int64_t n = nRows > 1   ? rows[1].first - rows[0].first
                           : nCols > 1 ? cols[1].first - cols[0].first
                                       : std::max(rows[0].size(), cols[0].size());
    const double rowStep = double(n);
    std::vector<double> diagonal(fromOne ? 0 : static_cast<std::size_t>(nRows + nCols - 1));
    std::vector<double> factor2;
    for (double divisor : columns.pairDivisors) {
        const double k = kernel(1.0 / divisor, n);
        factor2.push_back(k * k);
    }
    const double startDistance = double(rows[0].first - cols[0].first);
    for (std::int64_t m = 0; m < std::int64_t(diagonal.size()); ++m) {
        const double distance = startDistance + double(m - (nCols - 1)) * rowStep;
        double sum = 0.0;
        for (std::size_t i = 0; i < factor2.size(); ++i)
            sum += factor2[i] * std::cos(distance / columns.pairDivisors[i]);
        diagonal[static_cast<std::size_t>(m)] = sum;
    }
    for (std::int64_t a = 0; a < nRows; ++a) {
        if (stop && stop())
            return {};
        for (std::int64_t b = 0; b < nCols; ++b) {
            const IndexRun& p = rows[std::size_t(a)];
            const IndexRun& q = cols[std::size_t(b)];
            if (p.size() == 1 && q.size() == 1) { // a lone pair at a cut end: exact
                result(a, b) =
                    similarityBlock(params, metric, p.first, q.first, 1, 1, 1, band)(0, 0);
                continue;
            }
            double dot = fromOne                          ? oneRow[std::size_t(b)]
                         : p.size() == n && q.size() == n ? diagonal[std::size_t(a - b + nCols - 1)]
                                                          : pairDotMean(columns.pairDivisors, p, q);
            for (std::size_t j = 0; j < width; ++j)
                dot += rowMeans.lone[std::size_t(a) * width + j] *
                       colMeans.lone[std::size_t(b) * width + j];
            switch (metric) {
            case Metric::Dot:
                result(a, b) = dot;
                break;
            case Metric::Cosine: // every row's norm is sqrt(F) here (no lone column)
                result(a, b) = columns.fullPairs() > 0.0 ? dot / columns.fullPairs() : 0.0;
                break;
            case Metric::Euclidean:
                result(a, b) =
                    std::sqrt(std::max(0.0, rowMeans.norm2[std::size_t(a)] +
                                                colMeans.norm2[std::size_t(b)] - 2.0 * dot));
                break;
            }
        }
    }
    return result;
}

Matrix similarityCellMeansOf(const TableColumns& table, Metric metric,
                             const std::vector<IndexRun>& rows, const std::vector<IndexRun>& cols,
                             const std::function<bool()>& stop) {
    const auto nRows = static_cast<Eigen::Index>(rows.size());
    const auto nCols = static_cast<Eigen::Index>(cols.size());
    const Eigen::Index D = table.cols();
    // Each run's mean row (unit rows for cosine) and mean squared norm.
    const auto means = [&](const std::vector<IndexRun>& runs, Matrix& mean,
                           Eigen::VectorXd& norm2) {
        mean = Matrix::Zero(Eigen::Index(runs.size()), D);
        norm2 = Eigen::VectorXd::Zero(Eigen::Index(runs.size()));
        for (std::size_t r = 0; r < runs.size(); ++r) {
            if (stop && stop())
                return false;
            for (std::int64_t p = runs[r].first; p <= runs[r].last; ++p) {
                const double n2 = table.row(p).squaredNorm();
                norm2(Eigen::Index(r)) += n2;
                if (metric != Metric::Cosine)
                    mean.row(Eigen::Index(r)) += table.row(p);
                else if (n2 > 0.0)
                    mean.row(Eigen::Index(r)) += table.row(p) / std::sqrt(n2);
            }
            const double size = static_cast<double>(runs[r].size());
            mean.row(Eigen::Index(r)) /= size;
            norm2(Eigen::Index(r)) /= size;
        }
        return true;
    };
    Matrix a, b;
    Eigen::VectorXd na, nb;
    if (!means(rows, a, na) || !means(cols, b, nb))
        return {};
    Matrix result = a * b.transpose();
    for (Eigen::Index r = 0; r < nRows; ++r)
        for (Eigen::Index c = 0; c < nCols; ++c) {
            const IndexRun& p = rows[std::size_t(r)];
            const IndexRun& q = cols[std::size_t(c)];
            if (p.size() == 1 && q.size() == 1) {
                // One pair: its own value, with the general path's arithmetic.
                const auto x = table.row(p.first), y = table.row(q.first);
                if (metric == Metric::Euclidean) {
                    result(r, c) = (x - y).norm();
                } else {
                    const double dot = x.dot(y);
                    const double denominator = std::sqrt(x.squaredNorm() * y.squaredNorm());
                    result(r, c) = metric == Metric::Dot ? dot
                                   : denominator > 0.0   ? dot / denominator
                                                         : 0.0;
                }
            } else if (metric == Metric::Euclidean) {
                result(r, c) = std::sqrt(std::max(0.0, na(r) + nb(c) - 2.0 * result(r, c)));
            }
        }
    return result;
}

std::vector<double> similarityDiagonalMeans(const EncodingParams& params, Metric metric,
                                            const std::vector<IndexRun>& runs,
                                            const std::optional<ColumnBand>& band) {
    requireValidParams(params);
    requireValidBand(params, band);
    std::vector<double> values;
    const BandColumns columns = bandColumns(params, band);
    const RunMeans means = runMeans(columns, runs);
    std::vector<double> lone(columns.lone.size());
    for (std::size_t r = 0; r < runs.size(); ++r) {
        switch (metric) {
        case Metric::Dot:
            values.push_back(means.norm2[r]);
            break;
        case Metric::Euclidean:
            values.push_back(0.0);
            break;
        case Metric::Cosine: {
            // 1 for every non-zero row, 0 for a zero one (only where no whole pair is compared).
            double count = 0.0;
            if (columns.fullPairs() > 0.0) {
                count = static_cast<double>(runs[r].size());
            } else {
                for (std::int64_t p = runs[r].first; p <= runs[r].last; ++p) {
                    loneValues(columns, p, lone.data());
                    count += loneNorm2(lone.data(), lone.size()) > 0.0 ? 1.0 : 0.0;
                }
            }
            values.push_back(count / static_cast<double>(runs[r].size()));
            break;
        }
        }
    }
    return values;
}

std::vector<double> similarityDiagonalMeansOf(const TableColumns& table, Metric metric,
                                              const std::vector<IndexRun>& runs) {
    std::vector<double> values;
    for (const IndexRun& run : runs) {
        double sum = 0.0;
        for (std::int64_t p = run.first; p <= run.last; ++p) {
            const double n2 = table.row(p).squaredNorm();
            sum += metric == Metric::Dot ? n2 : metric == Metric::Cosine && n2 > 0.0 ? 1.0 : 0.0;
        }
        values.push_back(sum / static_cast<double>(run.size()));
    }
    return values;
}

double pairShareMean(const EncodingParams& params, std::int64_t pair, std::int64_t p,
                     IndexRun offsets, int direction) {
    const std::int64_t n = offsets.size();
    if (n == 1)
        return pairShare(params, pair, p, direction * offsets.first);
    const double w = 1.0 / pairDivisor(pair, params.dim, params.base);
    if (params.dim % 2 == 1 && pair == params.dim / 2) {
        // (sin w q - sin w p)^2 over the run of positions q = p + direction * k.
        const double centre = static_cast<double>(p) + direction * centreOf(offsets);
        const double meanSin = kernel(w, n) * std::sin(w * centre);
        const double meanSin2 = 0.5 * (1.0 - kernel(2.0 * w, n) * std::cos(2.0 * w * centre));
        const double at = std::sin(w * static_cast<double>(p));
        return std::max(0.0, meanSin2 - 2.0 * at * meanSin + at * at);
    }
    // 4 sin^2(w k / 2) = 2 - 2 cos(w k), whose mean is the kernel's.
    return std::max(0.0, 2.0 - 2.0 * kernel(w, n) * std::cos(w * centreOf(offsets)));
}

} // namespace pe

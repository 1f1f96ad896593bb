// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/column_spectrum.h"

#include "core/parallel_for.h"

#include <algorithm>
#include <complex>
#include <limits>
#include <unsupported/Eigen/FFT>

namespace pe {
namespace {

// Columns are gathered this many at a time: one pass down the rows reads a run of 8 adjacent
// doubles (a cache line) from each, rather than one value per row for every column.
constexpr Eigen::Index kColumnsPerGather = 8;

// The columns [first, end) of `table` into out[first, end). Each worker has its own FFT (an
// Eigen::FFT keeps its plans and is not shared between threads) and its own buffers, reused
// from column to column.
void spectrumOfColumns(const Matrix& table, Eigen::Index first, Eigen::Index end,
                       std::vector<DimensionFrequency>& out, const Stop& stop) {
    const Eigen::Index L = table.rows();
    Eigen::FFT<double> fft;
    // Only bins 0 .. L/2 of a real column: the others mirror them.
    fft.SetFlag(Eigen::FFT<double>::HalfSpectrum);
    std::vector<double> columns(std::size_t(kColumnsPerGather * L));
    std::vector<std::complex<double>> bins(std::size_t(L / 2 + 1));
    for (Eigen::Index d0 = first; d0 < end; d0 += kColumnsPerGather) {
        if (stopNow(stop))
            return;
        const Eigen::Index n = std::min(kColumnsPerGather, end - d0);
        for (Eigen::Index r = 0; r < L; ++r) {
            const double* row = table.row(r).data() + d0;
            for (Eigen::Index j = 0; j < n; ++j)
                columns[std::size_t(j * L + r)] = row[j];
        }
        for (Eigen::Index j = 0; j < n; ++j) {
            double* column = columns.data() + j * L;
            DimensionFrequency& f = out[std::size_t(d0 + j)];
            double mean = 0.0;
            for (Eigen::Index r = 0; r < L; ++r)
                mean += column[r];
            mean /= double(L);
            for (Eigen::Index r = 0; r < L; ++r)
                column[r] -= mean;
            fft.fwd(bins.data(), column, L);
            // A real column's bins k and L - k mirror each other (equal power): one frequency.
            double total = 0.0, best = 0.0;
            Eigen::Index bestBin = 0;
            for (Eigen::Index k = 1; 2 * k <= L; ++k) {
                double power = std::norm(bins[std::size_t(k)]);
                if (2 * k != L)
                    power *= 2.0;
                total += power;
                if (power > best) {
                    best = power;
                    bestBin = k;
                }
            }
            if (bestBin == 0 || total <= 0.0)
                continue;
            f.cyclesPerPosition = double(bestBin) / double(L);
            f.wavelength = double(L) / double(bestBin);
            f.powerShare = best / total;
        }
    }
}

} // namespace

std::optional<std::vector<DimensionFrequency>> columnSpectrum(const Matrix& table, int threads,
                                                              const Stop& stop) {
    const Eigen::Index L = table.rows(), D = table.cols();
    std::vector<DimensionFrequency> out(static_cast<std::size_t>(D));
    for (Eigen::Index d = 0; d < D; ++d) {
        out[std::size_t(d)].dim = d;
        out[std::size_t(d)].wavelength = std::numeric_limits<double>::infinity();
    }
    if (L < 2 || D == 0)
        return out;
    // Each column is computed alone, so the result is the same on any number of threads; a
    // thread takes whole gathers of columns, and only when there are many values.
    const Eigen::Index gathers = (D + kColumnsPerGather - 1) / kColumnsPerGather;
    const Eigen::Index byWork = std::max<Eigen::Index>(1, L * D / (Eigen::Index(1) << 18));
    const Eigen::Index n = std::min<Eigen::Index>({threadsFor(threads), gathers, byWork});
    auto columnOf = [&](Eigen::Index t) { return gathers * t / n * kColumnsPerGather; };
    parallelFor(int(n), [&](int t) {
        spectrumOfColumns(table, std::min(D, columnOf(t)), std::min(D, columnOf(t + 1)), out, stop);
    });
    // Asked again at the end: a worker that stopped left its columns unfinished.
    if (stopNow(stop))
        return std::nullopt;
    return out;
}

std::vector<DimensionFrequency> columnSpectrum(const Matrix& table, int threads) {
    return *columnSpectrum(table, threads, Stop{});
}

} // namespace pe

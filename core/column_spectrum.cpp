// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/column_spectrum.h"

#include <complex>
#include <limits>
#include <unsupported/Eigen/FFT>

namespace pe {

std::vector<DimensionFrequency> columnSpectrum(const Matrix& table) {
    const Eigen::Index L = table.rows(), D = table.cols();
    std::vector<DimensionFrequency> out(static_cast<std::size_t>(D));
    Eigen::FFT<double> fft;
    std::vector<double> column(static_cast<std::size_t>(L));
    std::vector<std::complex<double>> bins;
    for (Eigen::Index d = 0; d < D; ++d) {
        DimensionFrequency& f = out[std::size_t(d)];
        f.dim = d;
        f.wavelength = std::numeric_limits<double>::infinity();
        if (L < 2)
            continue;
        const double mean = table.col(d).mean();
        for (Eigen::Index r = 0; r < L; ++r)
            column[std::size_t(r)] = table(r, d) - mean;
        fft.fwd(bins, column);
        // A real column's bins k and L - k mirror each other: fold them into one frequency.
        double total = 0.0, best = 0.0;
        Eigen::Index bestBin = 0;
        for (Eigen::Index k = 1; 2 * k <= L; ++k) {
            double power = std::norm(bins[std::size_t(k)]);
            if (2 * k != L)
                power += std::norm(bins[std::size_t(L - k)]);
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
    return out;
}

} // namespace pe

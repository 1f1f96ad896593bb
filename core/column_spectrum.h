// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Each dimension's dominant frequency along the positions: the DFT of its column, mean
// removed, and the bin (other than 0) with the most power. Which dimensions of a learned table
// behave like a spring, and of what wavelength.

#include "core/sinusoidal_encoding.h"
#include "core/stop.h"

#include <optional>
#include <vector>

namespace pe {

struct DimensionFrequency {
    Eigen::Index dim = 0;
    double cyclesPerPosition = 0.0; // bin / L, at most 1/2
    double wavelength = 0.0;        // 1 / cyclesPerPosition; infinite for a constant column
    double powerShare = 0.0;        // the bin's power (with its mirror bin) over the column's
};

// One per column of `table` (L x D), in the order of the columns. A constant column, or a
// table of one row, has no frequency: 0 cycles, an infinite wavelength, a share of 0.
// threads: 0 = all hardware threads, 1 = this thread only; the result does not depend on it.
std::vector<DimensionFrequency> columnSpectrum(const Matrix& table, int threads = 0);
// The same, asking `stop` before each gather of columns: once it answers true the work ends
// and nothing is returned.
std::optional<std::vector<DimensionFrequency>> columnSpectrum(const Matrix& table, int threads,
                                                              const Stop& stop);

} // namespace pe

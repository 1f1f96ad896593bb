// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Principal components of a table of positions (one row a position): the rows, centred on
// their mean, projected on the top right singular vectors, and the share of the variance each
// explains. For the sinusoidal encoding the slowest pairs dominate; a learned table's first
// components often trace a helix.

#include "core/sinusoidal_encoding.h"

#include <functional>
#include <optional>
#include <vector>

namespace pe {

struct PrincipalComponents {
    Matrix scores;                 // L x K: position, then its coordinate on each component
    Matrix loadings;               // D x K: the components, unit length
    std::vector<double> explained; // K: each component's share of the total variance
};

// The top `k` components (k is clamped to min(L, D)), each signed so that its largest-
// magnitude loading is positive. A table whose rows are all equal has no variance: its shares
// and scores are 0. When the k-th largest variance is shared by several directions, any
// orthonormal basis of them is as valid as another. threads: 0 = all hardware threads, 1 =
// this thread only; the result does not depend on it. `stop`, when given, is asked between
// passes over the table: once it answers true the work ends and nothing is returned, so a
// caller that no longer wants the result does not wait for it.
std::optional<PrincipalComponents> principalComponents(const Matrix& table, Eigen::Index k,
                                                       int threads,
                                                       const std::function<bool()>& stop);
PrincipalComponents principalComponents(const Matrix& table, Eigen::Index k, int threads = 0);

} // namespace pe

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Rotary position embedding (RoPE, Su et al. 2021, "RoFormer"). Instead of adding a
// vector, each pair of query/key dimensions is rotated by the angle m * theta_i, with
//   theta_i = base^(-2i/D),  i = 0 .. D/2 - 1,
// so q_m . k_n depends on the positions only through m - n.
//
// Two conventions pair the dimensions differently:
//  - AdjacentPairs: RoFormer's eq. (34), pair i is dims (2i, 2i+1).
//  - RotateHalf: GPT-NeoX, and Hugging Face's LLaMA (rotate_half, cos/sin tables built as
//    cat(freqs, freqs)): pair i is dims (i, i + D/2).
// Both rotate pair i by the same angle; they are a permutation of dimensions apart.

#include "core/sinusoidal_encoding.h"

#include <Eigen/Core>
#include <cstdint>
#include <vector>

namespace pe {

enum class RopeConvention { AdjacentPairs, RotateHalf };

using Vector = Eigen::VectorXd;

// Throws ParameterError ("dim") unless D is even and >= 2, ("base") unless base > 1.
void requireRopeParams(std::int64_t dim, double base);

double ropeTheta(std::int64_t pair, std::int64_t dim, double base); // base^(-2i/D)
// m * theta_i for i = 0 .. D/2 - 1.
std::vector<double> ropeAngles(std::int64_t position, std::int64_t dim, double base);

// The dims of pair i: (first, second) rotate as (x, y) -> (x cos - y sin, x sin + y cos).
std::pair<std::int64_t, std::int64_t> ropePairDims(std::int64_t pair, std::int64_t dim,
                                                   RopeConvention convention);

// x rotated as a query or key at `position`; x.size() is D.
Vector ropeRotate(const Vector& x, std::int64_t position, double base, RopeConvention convention);

// (R_m q) . (R_n k): the attention logit before the 1/sqrt(D) scale.
double ropeScore(const Vector& q, std::int64_t m, const Vector& k, std::int64_t n, double base,
                 RopeConvention convention);

// ropeScore(q at r, k at 0) for r = 0 .. maxDistance: the score against m - n.
std::vector<double> ropeScoreByDistance(const Vector& q, const Vector& k, double base,
                                        std::int64_t maxDistance, RopeConvention convention);

// q = k = all ones: each pair contributes 2 cos(r theta_i), so the score is
// 2 * sum_i cos(r theta_i), D at r = 0, falling (not monotonically) with the distance.
std::vector<double> ropeAllOnesScore(std::int64_t dim, double base, std::int64_t maxDistance);

// RoFormer section 3.4.3 / figure 2: the relative upper bound of the score,
//   (1 / (D/2)) * sum_{j=1}^{D/2} |S_j|,  S_j = sum_{k=0}^{j-1} exp(i r theta_k),
// which decays with r. Equals (D/2 + 1)/2 at r = 0.
std::vector<double> roformerDecayBound(std::int64_t dim, double base, std::int64_t maxDistance);

// perm with y[k] = x[perm[k]] turning an adjacent-pairs vector into the rotate_half
// layout: perm = [0, 2, 4, ..., D-2, 1, 3, ..., D-1]. Then
//   ropeRotate(permute(x), m, RotateHalf) == permute(ropeRotate(x, m, AdjacentPairs)),
// and scores of permuted q, k are equal (a permutation keeps dot products).
std::vector<std::int64_t> adjacentToRotateHalf(std::int64_t dim);
Vector permuteVector(const Vector& x, const std::vector<std::int64_t>& perm);

} // namespace pe

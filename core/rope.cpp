// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rope.h"

#include "core/parameter_validation.h"

#include <cmath>
#include <complex>

namespace pe {
namespace {

void requireSameSize(const Vector& q, const Vector& k) {
    if (q.size() != k.size())
        throw invalidParameter("dim", std::to_string(k.size()),
                               "query and key must have the same D, the query "
                               "has " +
                                   std::to_string(q.size()));
}

void requireDistance(std::int64_t maxDistance) {
    if (maxDistance < 0)
        throw invalidParameter("max-distance", std::to_string(maxDistance),
                               "it must be at least 0");
}

} // namespace

void requireRopeParams(std::int64_t dim, double base) {
    if (dim < 2 || dim % 2 != 0)
        throw invalidParameter("dim", std::to_string(dim),
                               "RoPE rotates pairs of dimensions, so D must be "
                               "even and at least 2");
    if (!std::isfinite(base) || !(base > 1.0))
        throw invalidParameter("base", formatDouble(base),
                               "the base must be a finite number greater than 1");
}

double ropeTheta(std::int64_t pair, std::int64_t dim, double base) {
    return std::pow(base, -2.0 * static_cast<double>(pair) / static_cast<double>(dim));
}

std::vector<double> ropeAngles(std::int64_t position, std::int64_t dim, double base) {
    requireRopeParams(dim, base);
    std::vector<double> angles(static_cast<std::size_t>(dim / 2));
    for (std::int64_t i = 0; i < dim / 2; ++i)
        angles[static_cast<std::size_t>(i)] =
            static_cast<double>(position) * ropeTheta(i, dim, base);
    return angles;
}

std::pair<std::int64_t, std::int64_t> ropePairDims(std::int64_t pair, std::int64_t dim,
                                                   RopeConvention convention) {
    if (convention == RopeConvention::AdjacentPairs)
        return {2 * pair, 2 * pair + 1};
    return {pair, pair + dim / 2};
}

Vector ropeRotate(const Vector& x, std::int64_t position, double base, RopeConvention convention) {
    const std::int64_t dim = x.size();
    const std::vector<double> angles = ropeAngles(position, dim, base);
    Vector out(dim);
    for (std::int64_t i = 0; i < dim / 2; ++i) {
        const auto [a, b] = ropePairDims(i, dim, convention);
        const double c = std::cos(angles[static_cast<std::size_t>(i)]);
        const double s = std::sin(angles[static_cast<std::size_t>(i)]);
        out(a) = x(a) * c - x(b) * s;
        out(b) = x(a) * s + x(b) * c;
    }
    return out;
}

double ropeScore(const Vector& q, std::int64_t m, const Vector& k, std::int64_t n, double base,
                 RopeConvention convention) {
    requireSameSize(q, k);
    return ropeRotate(q, m, base, convention).dot(ropeRotate(k, n, base, convention));
}

std::vector<double> ropeScoreByDistance(const Vector& q, const Vector& k, double base,
                                        std::int64_t maxDistance, RopeConvention convention) {
    requireSameSize(q, k);
    requireDistance(maxDistance);
    std::vector<double> scores(static_cast<std::size_t>(maxDistance + 1));
    for (std::int64_t r = 0; r <= maxDistance; ++r)
        scores[static_cast<std::size_t>(r)] = ropeScore(q, r, k, 0, base, convention);
    return scores;
}

std::vector<double> ropeAllOnesScore(std::int64_t dim, double base, std::int64_t maxDistance) {
    requireRopeParams(dim, base);
    requireDistance(maxDistance);
    std::vector<double> scores(static_cast<std::size_t>(maxDistance + 1), 0.0);
    for (std::int64_t r = 0; r <= maxDistance; ++r)
        for (std::int64_t i = 0; i < dim / 2; ++i)
            scores[static_cast<std::size_t>(r)] +=
                2.0 * std::cos(static_cast<double>(r) * ropeTheta(i, dim, base));
    return scores;
}

std::vector<double> roformerDecayBound(std::int64_t dim, double base, std::int64_t maxDistance) {
    requireRopeParams(dim, base);
    requireDistance(maxDistance);
    const std::int64_t pairs = dim / 2;
    std::vector<double> bounds(static_cast<std::size_t>(maxDistance + 1));
    for (std::int64_t r = 0; r <= maxDistance; ++r) {
        std::complex<double> partial(0.0, 0.0); // S_j, built up one term at a time
        double sum = 0.0;
        for (std::int64_t k = 0; k < pairs; ++k) {
            partial += std::polar(1.0, static_cast<double>(r) * ropeTheta(k, dim, base));
            sum += std::abs(partial);
        }
        bounds[static_cast<std::size_t>(r)] = sum / static_cast<double>(pairs);
    }
    return bounds;
}

std::vector<std::int64_t> adjacentToRotateHalf(std::int64_t dim) {
    requireRopeParams(dim, 10000.0);
    std::vector<std::int64_t> perm(static_cast<std::size_t>(dim));
    for (std::int64_t k = 0; k < dim / 2; ++k) {
        perm[static_cast<std::size_t>(k)] = 2 * k;               // first halves of the pairs
        perm[static_cast<std::size_t>(k + dim / 2)] = 2 * k + 1; // second halves
    }
    return perm;
}

Vector permuteVector(const Vector& x, const std::vector<std::int64_t>& perm) {
    if (static_cast<std::int64_t>(perm.size()) != x.size())
        throw invalidParameter("dim", std::to_string(x.size()),
                               "the permutation has " + std::to_string(perm.size()) + " entries");
    Vector y(x.size());
    for (std::size_t k = 0; k < perm.size(); ++k) {
        if (perm[k] < 0 || perm[k] >= x.size())
            throw invalidParameter("dim", std::to_string(perm[k]),
                                   "a permutation entry must be in 0 .. D-1");
        y(static_cast<Eigen::Index>(k)) = x(perm[k]);
    }
    return y;
}

} // namespace pe

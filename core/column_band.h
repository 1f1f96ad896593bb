// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A band of dimensions, first .. last inclusive as the layout numbers the columns, and how
// its columns enter a similarity between positions. A pair whose sin and cos are both in the
// band contributes cos((p - q) w) to the dot product, which depends on the distance alone
// (the Toeplitz fast path). A column whose partner is outside the band (or missing: the lone
// sin of odd D) contributes sin(pw) sin(qw) or cos(pw) cos(qw), which does not: those are
// summed directly, column by column, which stays exact.

#include "core/encoding_params.h"
#include "core/parameter_validation.h"

#include <cmath>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace pe {

struct ColumnBand {
    std::int64_t first = 0;
    std::int64_t last = 0;
};

inline bool operator==(const ColumnBand& a, const ColumnBand& b) {
    return a.first == b.first && a.last == b.last;
}
inline bool operator!=(const ColumnBand& a, const ColumnBand& b) {
    return !(a == b);
}

// "first:last", as the command line spells it.
std::string toString(const ColumnBand& band);

// 0 <= first <= last <= D-1; the refusal names "band".
std::optional<ParameterError> checkBand(const EncodingParams& params, const ColumnBand& band);
void requireValidBand(const EncodingParams& params, const std::optional<ColumnBand>& band);

struct LoneColumn {
    double divisor;
    bool isSin;
};

// The band split into whole pairs (their divisors, by ascending pair) and lone columns.
// No band means every column: all full pairs, plus the lone sin of odd D.
struct BandColumns {
    std::vector<double> pairDivisors;
    std::vector<LoneColumn> lone;
    double fullPairs() const { return static_cast<double>(pairDivisors.size()); }
};

BandColumns bandColumns(const EncodingParams& params, const std::optional<ColumnBand>& band);

// The lone columns' values at one position, into out[0 .. lone.size()-1].
void loneValues(const BandColumns& columns, std::int64_t position, double* out);

// The lone columns' share of one similarity between positions a and b.
struct LoneTerms {
    double dot = 0.0;
    double dist2 = 0.0;
};
inline LoneTerms loneTerms(const double* a, const double* b, std::size_t n) {
    LoneTerms terms;
    for (std::size_t c = 0; c < n; ++c) {
        terms.dot += a[c] * b[c];
        terms.dist2 += (a[c] - b[c]) * (a[c] - b[c]);
    }
    return terms;
}
inline double loneNorm2(const double* a, std::size_t n) {
    double sum = 0.0;
    for (std::size_t c = 0; c < n; ++c)
        sum += a[c] * a[c];
    return sum;
}

// The lone columns at positions first + a * step, a = 0 .. count-1, with their squared
// norms: count x lone values, row-major. Empty when every column has its partner.
struct LoneRows {
    std::size_t width = 0;
    std::vector<double> values;
    std::vector<double> norm2;
    const double* row(std::int64_t a) const {
        return values.data() + static_cast<std::size_t>(a) * width;
    }
};

LoneRows loneRows(const BandColumns& columns, std::int64_t first, std::int64_t step,
                  std::int64_t count);

// The similarity of row a of `rowLone` and row b of `colLone` (one LoneRows for a square
// matrix) from the full pairs' sums at their offset, pairDot = sum cos(o w_i) and
// pairDist2 = sum 4 sin^2(o w_i / 2), and their lone columns. Inline: it is each cell's work,
// and the whole matrix and a block of it must agree to the last bit.
inline double similarityFromSums(double pairDot, double pairDist2, double fullPairs, Metric metric,
                                 const LoneRows& rowLone, std::int64_t a, const LoneRows& colLone,
                                 std::int64_t b) {
    LoneTerms terms;
    double na = 0.0, nb = 0.0;
    if (rowLone.width > 0) {
        terms = loneTerms(rowLone.row(a), colLone.row(b), rowLone.width);
        na = rowLone.norm2[static_cast<std::size_t>(a)];
        nb = colLone.norm2[static_cast<std::size_t>(b)];
    }
    switch (metric) {
    case Metric::Dot:
        return pairDot + terms.dot;
    case Metric::Cosine: {
        // One root of the product: exactly the norm for a == b, so sim(p, p) is exactly 1.
        const double denominator = std::sqrt((fullPairs + na) * (fullPairs + nb));
        return denominator > 0.0 ? (pairDot + terms.dot) / denominator : 0.0;
    }
    case Metric::Euclidean:
        return std::sqrt(pairDist2 + terms.dist2);
    }
    return 0.0;
}

} // namespace pe

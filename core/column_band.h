#pragma once
// A band of dimensions, first .. last inclusive as the layout numbers the columns, and how
// its columns enter a similarity between positions. A pair whose sin and cos are both in the
// band contributes cos((p - q) w) to the dot product, which depends on the distance alone
// (the Toeplitz fast path). A column whose partner is outside the band (or missing: the lone
// sin of odd D) contributes sin(pw) sin(qw) or cos(pw) cos(qw), which does not: those are
// summed directly, column by column, which stays exact.

#include "core/encoding_params.h"
#include "core/parameter_validation.h"

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

} // namespace pe

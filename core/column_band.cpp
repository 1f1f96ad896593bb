// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/column_band.h"

#include "core/sinusoidal_encoding.h"

#include <algorithm>
#include <cmath>

namespace pe {

std::string toString(const ColumnBand& band) {
    return std::to_string(band.first) + ":" + std::to_string(band.last);
}

std::optional<ParameterError> checkBand(const EncodingParams& params, const ColumnBand& band) {
    if (band.first > band.last)
        return invalidParameter("band", toString(band),
                                "the first dimension must not come after the last");
    if (band.first < 0 || band.last > params.dim - 1)
        return invalidParameter("band", toString(band),
                                "dimensions are 0 .. D-1 = " + std::to_string(params.dim - 1));
    return std::nullopt;
}

void requireValidBand(const EncodingParams& params, const std::optional<ColumnBand>& band) {
    if (!band)
        return;
    if (auto problem = checkBand(params, *band))
        throw *problem;
}

BandColumns bandColumns(const EncodingParams& params, const std::optional<ColumnBand>& band) {
    const ColumnBand all{0, params.dim - 1};
    const ColumnBand& b = band ? *band : all;
    // One divisor per column at most: D near 2^63 would otherwise be listed (and looped over)
    // before any other check could refuse it.
    requireMatrixFits(static_cast<double>(b.last) - static_cast<double>(b.first) + 1.0, 1.0,
                      sizeof(double), params.memoryBudgetBytes, "the band's frequencies");
    auto inBand = [&](std::int64_t column) { return column >= b.first && column <= b.last; };
    // Only the pairs that own a column of the band: a narrow band of a wide encoding costs
    // its own width, not D.
    std::vector<std::int64_t> pairs;
    for (std::int64_t column = b.first; column <= b.last; ++column)
        pairs.push_back(columnInfo(column, params.dim, params.layout).pair);
    std::sort(pairs.begin(), pairs.end());
    pairs.erase(std::unique(pairs.begin(), pairs.end()), pairs.end());
    BandColumns columns;
    for (std::int64_t pair : pairs) {
        const std::int64_t sinColumn = columnOf(pair, true, params.dim, params.layout);
        const std::int64_t cosColumn = columnOf(pair, false, params.dim, params.layout);
        const bool hasSin = inBand(sinColumn);
        const bool hasCos = cosColumn >= 0 && inBand(cosColumn);
        const double divisor = pairDivisor(pair, params.dim, params.base);
        if (hasSin && hasCos)
            columns.pairDivisors.push_back(divisor);
        else if (hasSin || hasCos)
            columns.lone.push_back({divisor, hasSin});
    }
    return columns;
}

void loneValues(const BandColumns& columns, std::int64_t position, double* out) {
    const double pos = static_cast<double>(position);
    for (std::size_t c = 0; c < columns.lone.size(); ++c) {
        const double angle = pos / columns.lone[c].divisor;
        out[c] = columns.lone[c].isSin ? std::sin(angle) : std::cos(angle);
    }
}

LoneRows loneRows(const BandColumns& columns, std::int64_t first, std::int64_t step,
                  std::int64_t count) {
    LoneRows rows;
    rows.width = columns.lone.size();
    if (rows.width == 0)
        return rows;
    rows.values.resize(static_cast<std::size_t>(count) * rows.width);
    rows.norm2.resize(static_cast<std::size_t>(count));
    for (std::int64_t a = 0; a < count; ++a) {
        double* row = rows.values.data() + static_cast<std::size_t>(a) * rows.width;
        loneValues(columns, first + a * step, row);
        rows.norm2[static_cast<std::size_t>(a)] = loneNorm2(row, rows.width);
    }
    return rows;
}

} // namespace pe

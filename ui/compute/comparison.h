// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// "Compare with": a setting pinned so that the views which show what D, the base, the layout
// and the band change (the offset profile, the springs, the pair x distance map's half-turn
// curve, the wavelengths) draw it under the current one. L, the metric and the positions p
// and q stay the current ones, so both drawings answer the same question about the same
// positions; the worker computes the pinned drawing with the current one.

#include "core/column_band.h"
#include "core/encoding_params.h"

#include <QString>
#include <optional>

struct ComputeStep;

struct PinnedSetting {
    pe::EncodingParams params;          // its D, base and layout (its L is not used)
    std::optional<pe::ColumnBand> band; // the offset profile's band of dimensions
};

bool operator==(const PinnedSetting& a, const PinnedSetting& b);
inline bool operator!=(const PinnedSetting& a, const PinnedSetting& b) {
    return !(a == b);
}

// The pinned parameters for a request whose own are `current`: the pinned D, base and layout
// with the current L and memory budget.
pe::EncodingParams pinnedParams(const PinnedSetting& pinned, const pe::EncodingParams& current);

// The two legend entries: what the pinned and the current setting are, naming only the
// parameters that differ among those the view draws with (the band only where `usesBand`),
// e.g. {"base 10000", "base 500000"}; both say "the same" when none differs.
struct PinnedLabels {
    QString pinned, current;
    QString pinnedValues; // the pinned values alone, "base 10000" (empty when none differs)
};
PinnedLabels pinnedLabels(const PinnedSetting& pinned, const pe::EncodingParams& current,
                          const std::optional<pe::ColumnBand>& currentBand, bool usesBand);

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The data of the offset profile: k and the similarity of p and p + k (and under the pinned
// setting, Compare with), each block of offsets computed as it is written; and which offsets
// a dump writes, which the pair x distance map's dump shares.

#include "core/row_blocks.h"
#include "ui/export/data_subject.h"

#include <cstdint>
#include <vector>

// The offsets a dump writes: the log-spaced ones listed, or every offset 0 .. last in order,
// which is not stored: a dump's memory must not grow with L.
struct ChosenOffsets {
    std::vector<std::int64_t> listed; // --log-offsets; empty: every offset
    std::int64_t every = 0;           // without a list: the offsets 0 .. every - 1
    std::size_t size() const { return listed.empty() ? std::size_t(every) : listed.size(); }
    std::int64_t operator[](std::size_t i) const {
        return listed.empty() ? std::int64_t(i) : listed[i];
    }
};

// The offsets 0 .. last, or up to --max-offset (at most `last` where there are no more), or
// --log-offsets of them log-spaced.
ChosenOffsets chosenOffsets(const DataRequest& r, std::int64_t last, bool bounded);

// k, similarity (and similarity_compare with Compare with), named in the CSV's header.
pe::RowBlocks offsetData(const DataRequest& r);

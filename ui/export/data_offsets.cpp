// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/export/data_offsets.h"

#include "core/pair_distance.h"
#include "core/parameter_validation.h"
#include "core/similarity.h"
#include "core/similarity_window.h"
#include "ui/export/data_header.h"

#include <memory>

ChosenOffsets chosenOffsets(const DataRequest& r, std::int64_t last, bool bounded) {
    if (r.maxOffset) {
        if (*r.maxOffset < 0 || (bounded && *r.maxOffset > last))
            throw pe::invalidParameter("max-offset", std::to_string(*r.maxOffset),
                                       "the offsets from p go up to " + std::to_string(last));
        last = *r.maxOffset;
    }
    if (r.logOffsets)
        return {pe::logOffsets(last, *r.logOffsets), 0};
    return {{}, last + 1};
}

namespace {

// k, sim(from, from + k), and the same under the pinned setting: Compare with's three columns.
pe::RowBlocks comparedOffsets(const DataRequest& r) {
    const pe::EncodingParams pinned = pinnedParams(*r.compare, r.params);
    pe::requireValidParams(pinned);
    pe::requireValidBand(pinned, r.compare->band);
    const auto ks =
        std::make_shared<const ChosenOffsets>(chosenOffsets(r, r.params.length - 1 - r.p, true));
    pe::RowBlocks blocks;
    blocks.rows = static_cast<std::int64_t>(ks->size());
    blocks.cols = 3;
    blocks.fill = [r, pinned, ks](std::int64_t row0, std::int64_t count, double* out) {
        // Every offset in order (no --log-offsets): one run of offsets per block, as the
        // two-column dump computes it.
        const bool run = count > 0 && (*ks)[static_cast<std::size_t>(row0 + count - 1)] -
                                              (*ks)[static_cast<std::size_t>(row0)] ==
                                          count - 1;
        const std::int64_t k0 = (*ks)[static_cast<std::size_t>(row0)];
        std::vector<double> own, other;
        if (run) {
            own = pe::sampledSimilarityByOffset(r.params, r.metric, r.p, k0, 1, count, r.band);
            other =
                pe::sampledSimilarityByOffset(pinned, r.metric, r.p, k0, 1, count, r.compare->band);
        }
        for (std::int64_t m = 0; m < count; ++m, out += 3) {
            const std::int64_t k = (*ks)[static_cast<std::size_t>(row0 + m)];
            out[0] = static_cast<double>(k);
            out[1] =
                run ? own[static_cast<std::size_t>(m)]
                    : pe::sampledSimilarityByOffset(r.params, r.metric, r.p, k, 1, 1, r.band)[0];
            out[2] = run ? other[static_cast<std::size_t>(m)]
                         : pe::sampledSimilarityByOffset(pinned, r.metric, r.p, k, 1, 1,
                                                         r.compare->band)[0];
        }
    };
    return blocks;
}

// k, sim(from, from + k) as an N x 2 matrix, so it shares the CSV/NPY writers; each block
// of offsets is computed as it is written.
pe::RowBlocks offsetRows(const DataRequest& r) {
    pe::RowBlocks blocks;
    blocks.cols = 2;
    if (r.table) {
        // The general path, one pair of rows at a time: the same metric as the matrix's.
        pe::requireValidBand(r.params, r.band);
        if (r.p < 0 || r.p >= r.table->rows())
            throw pe::invalidParameter("from", std::to_string(r.p),
                                       "the table's positions are 0 .. " +
                                           std::to_string(r.table->rows() - 1));
        const auto ks = std::make_shared<const ChosenOffsets>(
            chosenOffsets(r, r.table->rows() - 1 - r.p, true));
        blocks.rows = static_cast<std::int64_t>(ks->size());
        const Eigen::Index first = r.band ? r.band->first : 0;
        const Eigen::Index cols = r.band ? r.band->last - r.band->first + 1 : r.table->cols();
        blocks.fill = [table = r.table, from = r.p, metric = r.metric, first, cols,
                       ks](std::int64_t row0, std::int64_t count, double* out) {
            pe::Matrix pair(2, cols);
            pair.row(0) = table->row(from).segment(first, cols);
            for (std::int64_t row = row0; row < row0 + count; ++row) {
                const std::int64_t k = (*ks)[static_cast<std::size_t>(row)];
                pair.row(1) = table->row(from + k).segment(first, cols);
                out[2 * (row - row0)] = static_cast<double>(k);
                out[2 * (row - row0) + 1] = pe::similarityOf(pair, metric)(0, 1);
            }
        };
        return blocks;
    }
    pe::requireValidParams(r.params);
    pe::requireValidBand(r.params, r.band);
    if (r.p < 0 || r.p >= r.params.length)
        throw pe::invalidParameter("from", std::to_string(r.p),
                                   "the start position must be in 0 .. L-1 = " +
                                       std::to_string(r.params.length - 1));
    if (r.compare)
        return comparedOffsets(r);
    if (r.logOffsets || r.maxOffset) {
        const auto ks = std::make_shared<const ChosenOffsets>(
            chosenOffsets(r, r.params.length - 1 - r.p, true));
        blocks.rows = static_cast<std::int64_t>(ks->size());
        blocks.fill = [r, ks](std::int64_t row0, std::int64_t count, double* out) {
            // Every offset up to --max-offset: the block's offsets as one run.
            const std::vector<double> run =
                ks->listed.empty()
                    ? pe::sampledSimilarityByOffset(r.params, r.metric, r.p, row0, 1, count, r.band)
                    : std::vector<double>();
            for (std::int64_t row = row0; row < row0 + count; ++row, out += 2) {
                const std::int64_t k = (*ks)[static_cast<std::size_t>(row)];
                out[0] = static_cast<double>(k);
                out[1] = !run.empty() ? run[static_cast<std::size_t>(row - row0)]
                                      : pe::sampledSimilarityByOffset(r.params, r.metric, r.p, k, 1,
                                                                      1, r.band)[0];
            }
        };
        return blocks;
    }
    blocks.rows = r.params.length - r.p;
    blocks.fill = [r](std::int64_t k0, std::int64_t count, double* out) {
        const std::vector<double> values =
            pe::sampledSimilarityByOffset(r.params, r.metric, r.p, k0, 1, count, r.band);
        for (std::int64_t m = 0; m < count; ++m) {
            out[2 * m] = static_cast<double>(k0 + m);
            out[2 * m + 1] = values[static_cast<std::size_t>(m)];
        }
    };
    return blocks;
}

} // namespace

pe::RowBlocks offsetData(const DataRequest& r) {
    pe::RowBlocks rows = offsetRows(r);
    const std::string about = metricWords(r.metric) + " of positions p = " + std::to_string(r.p) +
                              " and p + k of the " + tableWord(r) + bandWords(r);
    if (rows.cols == 3)
        return named(std::move(rows), {"k", "similarity", "similarity_compare"},
                     about + "; similarity_compare: the same under the pinned setting");
    return named(std::move(rows), {"k", "similarity"}, about);
}

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A matrix handed out a block of rows at a time, so a writer can store one far larger than
// memory: the dumps compute each block as they write it (matrix_io.h), and their peak
// memory no longer grows with the number of rows.

#include "core/sinusoidal_encoding.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace pe {

struct RowBlocks {
    std::int64_t rows = 0;
    std::int64_t cols = 0;
    // Writes rows first .. first + count - 1 into out: count * cols values, row-major.
    // Blocks are asked for in order, from row 0; a source may keep state between them.
    std::function<void(std::int64_t first, std::int64_t count, double* out)> fill;
    // A CSV's lines before the rows, each written after "# ": the column names first (as
    // numpy.savetxt's header, which numpy.loadtxt skips and genfromtxt(names=True) reads),
    // then what the rows are. Asked for only when a CSV is written, so a square matrix's
    // names are made only for a file that is written; empty: no header.
    std::function<std::vector<std::string>()> header;
};

// The sinusoidal encoding's L x D matrix (sinusoidal_encoding.h), the same values to the bit
// as sinusoidalEncoding; no budget, since it is never held whole. Validates the parameters.
RowBlocks encodingRows(const EncodingParams& params);

// A matrix already in memory, shared so the blocks may outlive the caller's copy.
RowBlocks rowBlocksOf(std::shared_ptr<const Matrix> matrix);
RowBlocks rowBlocksOf(Matrix matrix);

// How many rows of `cols` values make a block of about `bytes` (at least one row).
std::int64_t rowsPerBlock(std::int64_t cols, std::size_t bytes = std::size_t(1) << 22);

// All rows in one matrix, after the memory budget has said it fits (throws
// ParameterError naming `what` otherwise).
Matrix collectRows(const RowBlocks& blocks, std::uint64_t memoryBudgetBytes, const char* what);

} // namespace pe

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Matrix files that other tools read: CSV (the RowBlocks' header lines after "# ", then one
// row a line, each value in the shortest form that reads back to the same double) and NumPy .npy
// (format 1.0, '<f8', C order). Both write a block of rows at a time, computed as it is written.

#include "core/row_blocks.h"
#include "core/sinusoidal_encoding.h"

#include <cstdint>
#include <functional>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace pe {

// Told after each block how many rows are written; returning false stops the writer.
using RowsWritten = std::function<bool(std::int64_t done, std::int64_t total)>;

// All return false when the stream failed (disk full, closed pipe ...) or `written` said stop.
// writeCsv formats on `threads` threads (0: one per core); the text is the same.
bool writeCsv(std::ostream& out, const RowBlocks& blocks, const RowsWritten& written = {},
              int threads = 0);
bool writeNpy(std::ostream& out, const RowBlocks& blocks, const RowsWritten& written = {});
bool writeCsv(std::ostream& out, const Matrix& matrix, std::vector<std::string> header = {});
bool writeNpy(std::ostream& out, const Matrix& matrix);

// The size of the .npy file writeNpy writes for rows x cols (header and data).
double npyFileBytes(std::int64_t rows, std::int64_t cols);

// Readers for round trips (tests, and loading a saved matrix). nullopt on a malformed file;
// readCsv skips lines that begin with '#', as numpy.loadtxt does;
// readNpy takes every .npy a model table comes in (core/matrix_file.h says why one is refused).
std::optional<Matrix> readCsv(std::istream& in);
std::optional<Matrix> readNpy(std::istream& in);

} // namespace pe

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Matrix files that other tools read: CSV (no header, one row a line, "%.17g" so every
// value reads back to the same double) and NumPy .npy (format 1.0, '<f8', C order).

#include "core/sinusoidal_encoding.h"

#include <iosfwd>
#include <optional>
#include <string>

namespace pe {

// Both return false when the stream failed (disk full, closed pipe ...).
bool writeCsv(std::ostream& out, const Matrix& matrix);
bool writeNpy(std::ostream& out, const Matrix& matrix);

// Readers for round trips (tests, and loading a saved matrix). nullopt on a malformed file;
// readNpy takes every .npy a model table comes in (core/matrix_file.h says why one is refused).
std::optional<Matrix> readCsv(std::istream& in);
std::optional<Matrix> readNpy(std::istream& in);

} // namespace pe

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A model's position-embedding matrix read from a file: NumPy .npy (format 1.0 to 3.0, float16,
// float32 or float64 in either byte order, C or Fortran order, 2-D) or .safetensors (F16, BF16,
// F32, F64). Only the header and the chosen tensor's bytes are read, never the whole file: a
// model file can hold many gigabytes of other weights.

#include "core/sinusoidal_encoding.h"
#include "core/stop.h"

#include <cstdint>
#include <istream>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace pe {

// Why a file cannot be read, in one sentence naming the value at fault.
class MatrixFileError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

struct LoadedMatrix {
    Matrix values;      // rows firstRow .. of the table, in double
    std::string tensor; // the safetensors tensor read; empty for .npy
    std::string dtype;  // as the file names it: "<f4", "BF16" ...
    std::int64_t fileRows = 0;
    std::int64_t firstRow = 0;
};

// The names that mark a table of positions in a safetensors file (suffixes of a tensor's
// name): what is taken when no tensor is named.
const std::vector<std::string>& positionTableNames();

// "FILE:TENSOR" split at its last colon, unless the whole of it names an existing file.
struct MatrixArgument {
    std::string path;
    std::string tensor;
};
MatrixArgument splitMatrixArgument(const std::string& argument);

// Reads rows firstRow .. of the matrix in `path` (.safetensors by its extension, otherwise
// .npy); `tensor` chooses a safetensors tensor, empty for the position table. Throws
// MatrixFileError naming the file and what is wrong, NaN and infinity included.
LoadedMatrix readMatrixFile(const std::string& path, const std::string& tensor = {},
                            std::int64_t firstRow = 0);
// The same, asking `stop` before each block of values it reads: nothing once it says stop.
std::optional<LoadedMatrix> readMatrixFile(const std::string& path, const std::string& tensor,
                                           std::int64_t firstRow, const Stop& stop);

// The same from a stream positioned at the file's start (`name` is the file's name in
// messages); the stream must support seeking.
LoadedMatrix readNpyMatrix(std::istream& in, const std::string& name, std::int64_t firstRow = 0);
LoadedMatrix readSafetensorsMatrix(std::istream& in, const std::string& name,
                                   const std::string& tensor = {}, std::int64_t firstRow = 0);

// One 2-D table a file holds, as its header describes it: the tensor's name (empty for .npy),
// its dtype as the file names it, its shape, and whether its name marks a table of positions
// (positionTableNames()).
struct MatrixTableInfo {
    std::string tensor;
    std::string dtype;
    std::int64_t rows = 0;
    std::int64_t cols = 0;
    bool positionName = false;
};

// The 2-D tables of the file at `path`, sorted by name, from its header alone
// (a chooser lists them before one is read). Throws MatrixFileError for a file whose header
// cannot be read.
std::vector<MatrixTableInfo> listMatrixTables(const std::string& path);

} // namespace pe

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/matrix_file.h"

#include "core/matrix_file_headers.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <limits>
#include <map>

namespace pe {
namespace {

// Said in words a user knows: what a .npy file is and that this one is not one; the bytes
// named for whoever looks at the file in a hex viewer.
constexpr const char* kNotNpy =
    "not a NumPy array file (.npy): those begin with the bytes \\x93NUMPY, this one does not";

using matrix_headers::parseNpyHeader;
using matrix_headers::parseSafetensorsHeader;
using matrix_headers::PyHeader;
using matrix_headers::TensorEntry;
using matrix_headers::validUtf8;

// "1 dimension", "3 dimensions".
std::string dimensionsText(std::size_t count) {
    return std::to_string(count) + (count == 1 ? " dimension" : " dimensions");
}

// Past this many values a table is no position table this program can show (2 GiB of doubles):
// refused before anything is allocated.
constexpr std::uint64_t kMaxValues = std::uint64_t(1) << 28;
// The safetensors reference implementation refuses larger headers too.
constexpr std::uint64_t kMaxSafetensorsHeader = std::uint64_t(100) << 20;

enum class Kind { F16, BF16, F32, F64 };

struct ValueLayout {
    Kind kind = Kind::F64;
    bool bigEndian = false;
    int size = 8;
};

[[noreturn]] void fail(const std::string& name, const std::string& what) {
    throw MatrixFileError(name + ": " + what);
}

std::uint64_t streamSize(std::istream& in) {
    const auto here = in.tellg();
    in.seekg(0, std::ios::end);
    const auto end = in.tellg();
    in.seekg(here);
    return end < 0 ? 0 : std::uint64_t(end);
}

double halfToDouble(std::uint16_t h) {
    const int sign = (h >> 15) & 1;
    const int exponent = (h >> 10) & 0x1f;
    const int mantissa = h & 0x3ff;
    double value;
    if (exponent == 0)
        value = std::ldexp(double(mantissa), -24);
    else if (exponent == 31)
        value = mantissa ? std::numeric_limits<double>::quiet_NaN()
                         : std::numeric_limits<double>::infinity();
    else
        value = std::ldexp(double(mantissa + 1024), exponent - 25);
    return sign ? -value : value;
}

double decode(const unsigned char* bytes, const ValueLayout& layout) {
    std::uint64_t bits = 0;
    for (int i = 0; i < layout.size; ++i) {
        const int at = layout.bigEndian ? i : layout.size - 1 - i;
        bits = (bits << 8) | bytes[at];
    }
    switch (layout.kind) {
    case Kind::F16:
        return halfToDouble(std::uint16_t(bits));
    case Kind::BF16: {
        const std::uint32_t wide = std::uint32_t(bits) << 16;
        float f;
        std::memcpy(&f, &wide, sizeof f);
        return double(f);
    }
    case Kind::F32: {
        const std::uint32_t narrow = std::uint32_t(bits);
        float f;
        std::memcpy(&f, &narrow, sizeof f);
        return double(f);
    }
    case Kind::F64:
        break;
    }
    double d;
    std::memcpy(&d, &bits, sizeof d);
    return d;
}

// Thrown by readValues when its stop said so; readMatrixFile's stopping overload catches it.
struct Stopped {};

// `count` values from byte `offset` into out[0], out[stride], ...: read in blocks, so no copy
// of the raw tensor is ever held beside the matrix. `stop` is asked before each block.
void readValues(std::istream& in, const std::string& name, std::uint64_t offset,
                std::uint64_t count, const ValueLayout& layout, double* out, std::ptrdiff_t stride,
                const Stop& stop) {
    constexpr std::uint64_t kBlock = 1 << 16;
    std::vector<unsigned char> buffer(std::size_t(std::min(count, kBlock)) *
                                      std::size_t(layout.size));
    in.clear();
    in.seekg(std::streamoff(offset));
    for (std::uint64_t done = 0; done < count;) {
        if (stopNow(stop))
            throw Stopped{};
        const std::uint64_t n = std::min(kBlock, count - done);
        if (!in.read(reinterpret_cast<char*>(buffer.data()),
                     std::streamsize(n * std::uint64_t(layout.size))))
            fail(name, "the data ends early (truncated file)");
        for (std::uint64_t i = 0; i < n; ++i)
            out[std::ptrdiff_t(done + i) * stride] =
                decode(buffer.data() + i * std::uint64_t(layout.size), layout);
        done += n;
    }
}

// rows * cols * size, or a refusal when the table is larger than any this program shows.
std::uint64_t checkedBytes(const std::string& name, std::uint64_t rows, std::uint64_t cols,
                           int size) {
    if (rows == 0 || cols == 0)
        fail(name, "the shape (" + std::to_string(rows) + ", " + std::to_string(cols) +
                       ") has no values");
    if (rows > kMaxValues || cols > kMaxValues || rows * cols > kMaxValues)
        fail(name, "the shape (" + std::to_string(rows) + ", " + std::to_string(cols) +
                       ") is larger than the " + std::to_string(kMaxValues) +
                       " values a table can have here");
    return rows * cols * std::uint64_t(size);
}

void checkFirstRow(const std::string& name, std::int64_t firstRow, std::uint64_t rows) {
    if (firstRow < 0 || std::uint64_t(firstRow) >= rows)
        fail(name, "--first-row " + std::to_string(firstRow) + " is outside the table's " +
                       std::to_string(rows) + " rows (0 to " + std::to_string(rows - 1) + ")");
}

void refuseNonFinite(const std::string& name, const LoadedMatrix& loaded) {
    std::int64_t count = 0, firstR = -1, firstC = -1;
    const Matrix& m = loaded.values;
    for (Eigen::Index r = 0; r < m.rows(); ++r)
        for (Eigen::Index c = 0; c < m.cols(); ++c)
            if (!std::isfinite(m(r, c))) {
                if (count++ == 0) {
                    firstR = r + loaded.firstRow;
                    firstC = c;
                }
            }
    if (count > 0)
        fail(name, std::to_string(count) + " value" + (count == 1 ? " is" : "s are") +
                       " NaN or infinite, the first at row " + std::to_string(firstR) +
                       ", column " + std::to_string(firstC));
}

ValueLayout npyLayout(const std::string& name, const std::string& descr) {
    ValueLayout layout;
    if (descr.size() != 3 || descr[1] != 'f')
        fail(name, "the dtype '" + descr + "' is not supported (float16, float32 or float64)");
    if (descr[0] == '>')
        layout.bigEndian = true;
    else if (descr[0] != '<' && descr[0] != '=' && descr[0] != '|')
        fail(name, "the dtype '" + descr + "' has an unknown byte order");
    switch (descr[2]) {
    case '2':
        layout.kind = Kind::F16;
        layout.size = 2;
        break;
    case '4':
        layout.kind = Kind::F32;
        layout.size = 4;
        break;
    case '8':
        layout.kind = Kind::F64;
        layout.size = 8;
        break;
    default:
        fail(name, "the dtype '" + descr + "' is not supported (float16, float32 or float64)");
    }
    return layout;
}

bool endsWith(const std::string& s, const std::string& suffix) {
    return s.size() >= suffix.size() &&
           s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

std::string joined(const std::vector<std::string>& names) {
    std::string out;
    for (const std::string& n : names)
        out += (out.empty() ? "" : ", ") + n;
    return out;
}

} // namespace

const std::vector<std::string>& positionTableNames() {
    static const std::vector<std::string> names = {
        "wpe.weight",
        "position_embeddings.weight",
        "embed_positions.weight",
        "position_embedding.weight",
        "pos_embed.weight",
        "positional_embedding",
        "pos_embedding",
    };
    return names;
}

MatrixArgument splitMatrixArgument(const std::string& argument) {
    std::error_code error;
    const std::size_t colon = argument.rfind(':');
    if (colon == std::string::npos || std::filesystem::is_regular_file(argument, error))
        return {argument, {}};
    return {argument.substr(0, colon), argument.substr(colon + 1)};
}

namespace {

LoadedMatrix readNpy(std::istream& in, const std::string& name, std::int64_t firstRow,
                     const Stop& stop) {
    const std::uint64_t size = streamSize(in);
    unsigned char start[12] = {};
    if (!in.read(reinterpret_cast<char*>(start), 10) || std::memcmp(start, "\x93NUMPY", 6) != 0)
        fail(name, kNotNpy);
    const int major = start[6];
    // NumPy reads 1.0, 2.0 and 3.0 only: a minor version is a format it does not know.
    if (major < 1 || major > 3 || start[7] != 0)
        fail(name, "the .npy format version " + std::to_string(major) + "." +
                       std::to_string(start[7]) + " is not one of 1.0, 2.0 and 3.0");
    std::uint64_t headerLength = start[8] | (std::uint64_t(start[9]) << 8);
    std::uint64_t dataStart = 10;
    if (major >= 2) {
        if (!in.read(reinterpret_cast<char*>(start + 10), 2))
            fail(name, "the .npy header ends early (truncated file)");
        headerLength |= (std::uint64_t(start[10]) << 16) | (std::uint64_t(start[11]) << 24);
        dataStart = 12;
    }
    if (headerLength > size - dataStart)
        fail(name, "the header promises " + std::to_string(headerLength) +
                       " bytes but the file has " + std::to_string(size - dataStart) +
                       " after its start");
    std::string header(std::size_t(headerLength), '\0');
    if (!in.read(header.data(), std::streamsize(headerLength)))
        fail(name, "the .npy header ends early (truncated file)");
    dataStart += headerLength;
    // NumPy decodes a 3.0 header as UTF-8 (earlier ones as Latin-1, where any byte is a letter).
    if (major == 3 && !validUtf8(header))
        fail(name, "the .npy header is not UTF-8, as format 3.0 requires");
    const PyHeader parsed = parseNpyHeader(header, name, major <= 2);
    const ValueLayout layout = npyLayout(name, parsed.descr);
    if (parsed.shape.size() != 2)
        fail(name, "the array has " + dimensionsText(parsed.shape.size()) +
                       "; a table of positions has 2 (positions x dimensions)");
    const std::uint64_t rows = parsed.shape[0], cols = parsed.shape[1];
    const std::uint64_t bytes = checkedBytes(name, rows, cols, layout.size);
    if (bytes > size - dataStart)
        fail(name, "the header promises " + std::to_string(bytes) +
                       " bytes of data but the file has " + std::to_string(size - dataStart) +
                       " (truncated file)");
    checkFirstRow(name, firstRow, rows);
    LoadedMatrix loaded;
    loaded.dtype = parsed.descr;
    loaded.fileRows = std::int64_t(rows);
    loaded.firstRow = firstRow;
    const std::uint64_t kept = rows - std::uint64_t(firstRow);
    loaded.values.resize(Eigen::Index(kept), Eigen::Index(cols));
    const auto item = std::uint64_t(layout.size);
    if (!parsed.fortran) {
        readValues(in, name, dataStart + std::uint64_t(firstRow) * cols * item, kept * cols, layout,
                   loaded.values.data(), 1, stop);
    } else {
        for (std::uint64_t c = 0; c < cols; ++c)
            readValues(in, name, dataStart + (c * rows + std::uint64_t(firstRow)) * item, kept,
                       layout, loaded.values.data() + c, std::ptrdiff_t(cols), stop);
    }
    refuseNonFinite(name, loaded);
    return loaded;
}

LoadedMatrix readSafetensors(std::istream& in, const std::string& name, const std::string& tensor,
                             std::int64_t firstRow, const Stop& stop) {
    const std::uint64_t size = streamSize(in);
    unsigned char prefix[8];
    if (!in.read(reinterpret_cast<char*>(prefix), 8))
        fail(name, "too short for a safetensors file (" + std::to_string(size) + " bytes)");
    std::uint64_t headerLength = 0;
    for (int i = 7; i >= 0; --i)
        headerLength = (headerLength << 8) | prefix[i];
    if (headerLength > size - 8)
        fail(name, "the header promises " + std::to_string(headerLength) +
                       " bytes but the file has " + std::to_string(size - 8) + " after its length");
    if (headerLength > kMaxSafetensorsHeader)
        fail(name, "the header of " + std::to_string(headerLength) +
                       " bytes is larger than the 100 MiB a safetensors header may have");
    std::string header(std::size_t(headerLength), '\0');
    if (!in.read(header.data(), std::streamsize(headerLength)))
        fail(name, "the safetensors header ends early (truncated file)");
    const std::map<std::string, TensorEntry> tensors = parseSafetensorsHeader(header, name);
    const std::uint64_t dataStart = 8 + headerLength, dataSize = size - dataStart;

    std::vector<std::string> tables; // 2-D tensors
    for (const auto& [key, entry] : tensors)
        if (entry.shape.size() == 2)
            tables.push_back(key);
    std::string chosen = tensor;
    if (chosen.empty()) {
        std::vector<std::string> fits;
        for (const std::string& key : tables)
            for (const std::string& suffix : positionTableNames())
                if (key == suffix || endsWith(key, "." + suffix) || endsWith(key, "_" + suffix)) {
                    fits.push_back(key);
                    break;
                }
        if (fits.empty() && tables.size() == 1)
            fits = tables;
        if (fits.size() > 1)
            fail(name, "more than one tensor could be the position table (" + joined(fits) +
                           "); name one as FILE:TENSOR");
        if (fits.empty())
            fail(name, tables.empty()
                           ? std::string("holds no 2-D tensor")
                           : "no tensor is named as a position table; name one of its 2-D "
                             "tensors as FILE:TENSOR: " +
                                 joined(tables));
        chosen = fits.front();
    }
    const auto found = tensors.find(chosen);
    if (found == tensors.end())
        fail(name, "holds no tensor named '" + chosen + "'" +
                       (tables.empty() ? std::string() : "; its 2-D tensors: " + joined(tables)));
    const TensorEntry& entry = found->second;
    ValueLayout layout;
    if (entry.dtype == "F16")
        layout = {Kind::F16, false, 2};
    else if (entry.dtype == "BF16")
        layout = {Kind::BF16, false, 2};
    else if (entry.dtype == "F32")
        layout = {Kind::F32, false, 4};
    else if (entry.dtype == "F64")
        layout = {Kind::F64, false, 8};
    else
        fail(name, "the tensor '" + chosen + "' has the dtype '" + entry.dtype +
                       "', not one of F16, BF16, F32 and F64");
    if (entry.shape.size() != 2)
        fail(name, "the tensor '" + chosen + "' has " + dimensionsText(entry.shape.size()) +
                       "; a table of positions has 2 (positions x dimensions)");
    const std::uint64_t rows = entry.shape[0], cols = entry.shape[1];
    const std::uint64_t bytes = checkedBytes(name, rows, cols, layout.size);
    const std::uint64_t begin = entry.offsets[0], end = entry.offsets[1];
    if (end < begin || end - begin != bytes)
        fail(name, "the tensor '" + chosen + "' has data_offsets [" + std::to_string(begin) + ", " +
                       std::to_string(end) + "], not the " + std::to_string(bytes) +
                       " bytes its shape and dtype need");
    if (end > dataSize)
        fail(name, "the tensor '" + chosen + "' ends at byte " + std::to_string(end) +
                       " of the data but the file has " + std::to_string(dataSize) +
                       " (truncated file)");
    checkFirstRow(name, firstRow, rows);
    LoadedMatrix loaded;
    loaded.tensor = chosen;
    loaded.dtype = entry.dtype;
    loaded.fileRows = std::int64_t(rows);
    loaded.firstRow = firstRow;
    const std::uint64_t kept = rows - std::uint64_t(firstRow);
    loaded.values.resize(Eigen::Index(kept), Eigen::Index(cols));
    readValues(in, name,
               dataStart + begin + std::uint64_t(firstRow) * cols * std::uint64_t(layout.size),
               kept * cols, layout, loaded.values.data(), 1, stop);
    refuseNonFinite(name, loaded);
    return loaded;
}

} // namespace

LoadedMatrix readNpyMatrix(std::istream& in, const std::string& name, std::int64_t firstRow) {
    return readNpy(in, name, firstRow, {});
}

LoadedMatrix readSafetensorsMatrix(std::istream& in, const std::string& name,
                                   const std::string& tensor, std::int64_t firstRow) {
    return readSafetensors(in, name, tensor, firstRow, {});
}

std::optional<LoadedMatrix> readMatrixFile(const std::string& path, const std::string& tensor,
                                           std::int64_t firstRow, const Stop& stop) {
    std::ifstream in(path, std::ios::binary);
    if (!in)
        fail(path, "cannot be opened");
    const bool safetensors = endsWith(path, ".safetensors");
    if (!safetensors && !tensor.empty())
        fail(path, "a .npy file holds one array; the tensor name '" + tensor +
                       "' applies to .safetensors files only");
    try {
        return safetensors ? readSafetensors(in, path, tensor, firstRow, stop)
                           : readNpy(in, path, firstRow, stop);
    } catch (const std::bad_alloc&) {
        fail(path, "not enough memory for the table");
    } catch (const Stopped&) {
        return std::nullopt;
    }
}

LoadedMatrix readMatrixFile(const std::string& path, const std::string& tensor,
                            std::int64_t firstRow) {
    return *readMatrixFile(path, tensor, firstRow, {});
}

std::vector<MatrixTableInfo> listMatrixTables(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in)
        fail(path, "cannot be opened");
    const std::uint64_t size = streamSize(in);
    std::vector<MatrixTableInfo> tables;
    if (!endsWith(path, ".safetensors")) {
        unsigned char start[12] = {};
        if (!in.read(reinterpret_cast<char*>(start), 10) || std::memcmp(start, "\x93NUMPY", 6) != 0)
            fail(path, kNotNpy);
        const bool wide = start[6] >= 2;
        if (wide && !in.read(reinterpret_cast<char*>(start + 10), 2))
            fail(path, "the .npy header ends early (truncated file)");
        std::uint64_t length = start[8] | (std::uint64_t(start[9]) << 8);
        if (wide)
            length |= (std::uint64_t(start[10]) << 16) | (std::uint64_t(start[11]) << 24);
        if (length > size)
            fail(path, "the .npy header ends early (truncated file)");
        std::string header(std::size_t(length), '\0');
        if (!in.read(header.data(), std::streamsize(length)))
            fail(path, "the .npy header ends early (truncated file)");
        const PyHeader parsed = parseNpyHeader(header, path, !wide || start[6] == 2);
        if (parsed.shape.size() == 2)
            tables.push_back({{},
                              parsed.descr,
                              std::int64_t(parsed.shape[0]),
                              std::int64_t(parsed.shape[1]),
                              false});
        return tables;
    }
    unsigned char prefix[8];
    if (!in.read(reinterpret_cast<char*>(prefix), 8))
        fail(path, "too short for a safetensors file (" + std::to_string(size) + " bytes)");
    std::uint64_t length = 0;
    for (int i = 7; i >= 0; --i)
        length = (length << 8) | prefix[i];
    if (length > size - 8 || length > kMaxSafetensorsHeader)
        fail(path, "the header promises " + std::to_string(length) +
                       " bytes, more than the file or a safetensors header holds");
    std::string header(std::size_t(length), '\0');
    if (!in.read(header.data(), std::streamsize(length)))
        fail(path, "the safetensors header ends early (truncated file)");
    for (const auto& [key, entry] : parseSafetensorsHeader(header, path)) {
        if (entry.shape.size() != 2)
            continue;
        bool named = false;
        for (const std::string& suffix : positionTableNames())
            named = named || key == suffix || endsWith(key, "." + suffix) ||
                    endsWith(key, "_" + suffix);
        tables.push_back(
            {key, entry.dtype, std::int64_t(entry.shape[0]), std::int64_t(entry.shape[1]), named});
    }
    return tables;
}

} // namespace pe

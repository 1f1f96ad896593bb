// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/matrix_io.h"

#include "core/parallel_for.h"

#include "core/matrix_file.h"
#include "core/shortest_double.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <istream>
#include <ostream>
#include <sstream>
#include <vector>

namespace pe {
namespace {

constexpr char kNpyMagic[] = "\x93NUMPY";
constexpr std::size_t kNpyMagicLength = 6;

bool littleEndianHost() {
    const std::uint16_t probe = 1;
    unsigned char first;
    std::memcpy(&first, &probe, 1);
    return first == 1;
}

std::string npyHeader(std::int64_t rows, std::int64_t cols) {
    std::string header = "{'descr': '<f8', 'fortran_order': False, 'shape': (" +
                         std::to_string(rows) + ", " + std::to_string(cols) + "), }";
    // Magic (6) + version (2) + length (2) + header + '\n' must be a multiple of 64.
    const std::size_t unpadded = kNpyMagicLength + 4 + header.size() + 1;
    header.append((64 - unpadded % 64) % 64, ' ');
    header.push_back('\n');
    return header;
}

// Asks for the blocks in order and hands each to `put`; false when `put` or `written` says so.
bool forEachBlock(const RowBlocks& blocks, const RowsWritten& written,
                  const std::function<bool(const double* values, std::int64_t rows)>& put) {
    const std::int64_t step = rowsPerBlock(blocks.cols);
    std::vector<double> block;
    for (std::int64_t first = 0; first < blocks.rows; first += step) {
        const std::int64_t count = std::min(step, blocks.rows - first);
        block.resize(static_cast<std::size_t>(count * blocks.cols));
        blocks.fill(first, count, block.data());
        if (!put(block.data(), count))
            return false;
        if (written && !written(first + count, blocks.rows))
            return false;
    }
    return true;
}

// A whole number below 2^53 (an offset, a position, a pair's index; nonzero, so -0 keeps its
// sign) in all its digits: "1000000" reads back as the same double as the shorter "1e+06", and
// also as a whole number to a reader's int() or `sort -n`. Anything else in the shortest form.
char* writeCsvNumber(char* at, double value) {
    constexpr double kWholeLimit = 0x1p53; // every whole number below it is a double
    if (value != 0.0 && std::abs(value) < kWholeLimit && value == std::trunc(value))
        return std::to_chars(at, at + kShortestDoubleRoom, static_cast<std::int64_t>(value)).ptr;
    return writeShortest(at, value);
}

} // namespace

bool writeCsv(std::ostream& out, const RowBlocks& blocks, const RowsWritten& written, int threads) {
    threads = threadsFor(threads);
    // Each thread formats a run of the block's rows into a text buffer of its own, sized
    // for the longest numbers and written into through a pointer (a string append per
    // value would double the time); the runs are written in order. writeShortest gives the
    // shortest digits that read back to the same double, as std::to_chars does, faster.
    constexpr std::size_t kLongest = kShortestDoubleRoom; // "-2.2250738585072014e-308"
    std::vector<std::vector<char>> texts(static_cast<std::size_t>(threads));
    std::vector<std::size_t> lengths(texts.size());
    const std::int64_t cols = blocks.cols;
    if (blocks.header)
        for (const std::string& line : blocks.header())
            out << "# " << line << '\n';
    auto format = [&](const double* values, std::int64_t first, std::int64_t end, std::size_t t) {
        std::vector<char>& text = texts[t];
        text.resize(static_cast<std::size_t>((end - first) * (cols * (kLongest + 1) + 1)));
        char* at = text.data();
        for (std::int64_t r = first; r < end; ++r) {
            for (std::int64_t c = 0; c < cols; ++c) {
                if (c > 0)
                    *at++ = ',';
                at = writeCsvNumber(at, values[r * cols + c]);
            }
            *at++ = '\n';
        }
        lengths[t] = static_cast<std::size_t>(at - text.data());
    };
    const bool complete =
        forEachBlock(blocks, written, [&](const double* values, std::int64_t rows) {
            // Threads only where each has enough to do to pay for its start.
            const std::int64_t used = std::clamp<std::int64_t>(
                rows * cols / 16384, 1, std::min<std::int64_t>(threads, rows));
            parallelFor(int(used), [&](int t) {
                format(values, rows * t / used, rows * (t + 1) / used, static_cast<std::size_t>(t));
            });
            for (std::int64_t t = 0; t < used; ++t)
                out.write(texts[std::size_t(t)].data(),
                          static_cast<std::streamsize>(lengths[std::size_t(t)]));
            return static_cast<bool>(out);
        });
    out.flush();
    return complete && static_cast<bool>(out);
}

bool writeNpy(std::ostream& out, const RowBlocks& blocks, const RowsWritten& written) {
    if (!littleEndianHost())
        return false; // every platform we ship on is little-endian; refuse rather than corrupt
    const std::string header = npyHeader(blocks.rows, blocks.cols);
    out.write(kNpyMagic, kNpyMagicLength);
    const unsigned char version[2] = {1, 0};
    out.write(reinterpret_cast<const char*>(version), 2);
    const unsigned char length[2] = {static_cast<unsigned char>(header.size() & 0xff),
                                     static_cast<unsigned char>(header.size() >> 8)};
    out.write(reinterpret_cast<const char*>(length), 2);
    out.write(header.data(), static_cast<std::streamsize>(header.size()));
    // Blocks are row-major, so their storage is already C order.
    const bool complete =
        forEachBlock(blocks, written, [&](const double* values, std::int64_t rows) {
            out.write(
                reinterpret_cast<const char*>(values),
                static_cast<std::streamsize>(rows * blocks.cols * std::int64_t(sizeof(double))));
            return static_cast<bool>(out);
        });
    out.flush();
    return complete && static_cast<bool>(out);
}

bool writeCsv(std::ostream& out, const Matrix& matrix, std::vector<std::string> header) {
    RowBlocks blocks = rowBlocksOf(std::shared_ptr<const Matrix>(&matrix, [](const Matrix*) {}));
    if (!header.empty())
        blocks.header = [header = std::move(header)] { return header; };
    return writeCsv(out, blocks);
}

bool writeNpy(std::ostream& out, const Matrix& matrix) {
    return writeNpy(out, rowBlocksOf(std::shared_ptr<const Matrix>(&matrix, [](const Matrix*) {})));
}

double npyFileBytes(std::int64_t rows, std::int64_t cols) {
    return static_cast<double>(kNpyMagicLength + 4 + npyHeader(rows, cols).size()) +
           static_cast<double>(rows) * static_cast<double>(cols) * sizeof(double);
}

std::optional<Matrix> readCsv(std::istream& in) {
    std::vector<double> values;
    Eigen::Index rows = 0, cols = -1;
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line.front() == '#')
            continue;
        Eigen::Index count = 0;
        const char* p = line.c_str();
        while (*p) {
            char* end = nullptr;
            values.push_back(std::strtod(p, &end));
            if (end == p)
                return std::nullopt;
            ++count;
            p = end;
            if (*p == ',')
                ++p;
            else if (*p != '\0' && *p != '\r')
                return std::nullopt;
            else if (*p == '\r')
                ++p;
        }
        if (cols >= 0 && count != cols)
            return std::nullopt;
        cols = count;
        ++rows;
    }
    Matrix matrix(rows, cols < 0 ? 0 : cols);
    std::memcpy(matrix.data(), values.data(), values.size() * sizeof(double));
    return matrix;
}

std::optional<Matrix> readNpy(std::istream& in) {
    try {
        return readNpyMatrix(in, "npy").values;
    } catch (const MatrixFileError&) {
        return std::nullopt;
    }
}

} // namespace pe

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/matrix_io.h"

#include "core/matrix_file.h"

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

} // namespace

bool writeCsv(std::ostream& out, const Matrix& matrix) {
    // One buffer per row: formatting dominates, and a per-value stream write would double it.
    std::string line;
    char number[32];
    for (Eigen::Index r = 0; r < matrix.rows() && out; ++r) {
        line.clear();
        for (Eigen::Index c = 0; c < matrix.cols(); ++c) {
            const int n = std::snprintf(number, sizeof number, "%.17g", matrix(r, c));
            if (c > 0)
                line.push_back(',');
            line.append(number, static_cast<std::size_t>(n));
        }
        line.push_back('\n');
        out.write(line.data(), static_cast<std::streamsize>(line.size()));
    }
    out.flush();
    return static_cast<bool>(out);
}

bool writeNpy(std::ostream& out, const Matrix& matrix) {
    std::string header = "{'descr': '<f8', 'fortran_order': False, 'shape': (" +
                         std::to_string(matrix.rows()) + ", " + std::to_string(matrix.cols()) +
                         "), }";
    // Magic (6) + version (2) + length (2) + header + '\n' must be a multiple of 64.
    const std::size_t unpadded = kNpyMagicLength + 4 + header.size() + 1;
    header.append((64 - unpadded % 64) % 64, ' ');
    header.push_back('\n');
    out.write(kNpyMagic, kNpyMagicLength);
    const unsigned char version[2] = {1, 0};
    out.write(reinterpret_cast<const char*>(version), 2);
    const unsigned char length[2] = {static_cast<unsigned char>(header.size() & 0xff),
                                     static_cast<unsigned char>(header.size() >> 8)};
    out.write(reinterpret_cast<const char*>(length), 2);
    out.write(header.data(), static_cast<std::streamsize>(header.size()));
    // The Matrix is row-major, so its storage is already C order.
    static_assert(Matrix::IsRowMajor, "npy C order needs a row-major matrix");
    if (!littleEndianHost())
        return false; // every platform we ship on is little-endian; refuse rather than corrupt
    out.write(reinterpret_cast<const char*>(matrix.data()),
              static_cast<std::streamsize>(matrix.size() * sizeof(double)));
    out.flush();
    return static_cast<bool>(out);
}

std::optional<Matrix> readCsv(std::istream& in) {
    std::vector<double> values;
    Eigen::Index rows = 0, cols = -1;
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty())
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

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/row_blocks.h"

#include "core/parameter_validation.h"

#include <algorithm>

namespace pe {

RowBlocks rowBlocksOf(std::shared_ptr<const Matrix> matrix) {
    RowBlocks blocks;
    blocks.rows = matrix->rows();
    blocks.cols = matrix->cols();
    blocks.fill = [matrix = std::move(matrix)](std::int64_t first, std::int64_t count,
                                               double* out) {
        // Row-major: rows first .. first + count - 1 are one contiguous run.
        const double* begin = matrix->data() + first * matrix->cols();
        std::copy(begin, begin + count * matrix->cols(), out);
    };
    return blocks;
}

RowBlocks rowBlocksOf(Matrix matrix) {
    return rowBlocksOf(std::make_shared<const Matrix>(std::move(matrix)));
}

std::int64_t rowsPerBlock(std::int64_t cols, std::size_t bytes) {
    const std::int64_t rowValues = std::max<std::int64_t>(cols, 1);
    return std::max<std::int64_t>(1, static_cast<std::int64_t>(bytes / sizeof(double)) /
                                         rowValues); // never overflows
}

Matrix collectRows(const RowBlocks& blocks, std::uint64_t memoryBudgetBytes, const char* what) {
    requireMatrixFits(static_cast<double>(blocks.rows), static_cast<double>(blocks.cols),
                      sizeof(double), memoryBudgetBytes, what);
    Matrix matrix(blocks.rows, blocks.cols);
    const std::int64_t step = rowsPerBlock(blocks.cols);
    for (std::int64_t first = 0; first < blocks.rows; first += step)
        blocks.fill(first, std::min(step, blocks.rows - first), matrix.row(first).data());
    return matrix;
}

} // namespace pe

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Encoding parameters in one line, for tests: params(L, D[, base[, layout]]).

#include "core/encoding_params.h"

#include <cstdint>

namespace pe_test {

inline pe::EncodingParams params(std::int64_t length, std::int64_t dim, double base = 10000.0,
                                 pe::Layout layout = pe::Layout::Interleaved) {
    pe::EncodingParams p;
    p.length = length;
    p.dim = dim;
    p.base = base;
    p.layout = layout;
    return p;
}

} // namespace pe_test

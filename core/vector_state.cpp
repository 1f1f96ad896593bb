// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/vector_state.h"

#if defined(__GNUC__) && defined(__x86_64__)
#include <immintrin.h>

namespace pe {
namespace {

__attribute__((target("avx"))) void zeroUpper() {
    _mm256_zeroupper();
}

} // namespace

void clearUpperVectorState() {
    static const bool hasAvx = __builtin_cpu_supports("avx"); // vzeroupper faults without it
    if (hasAvx)
        zeroUpper();
}

} // namespace pe
#else
namespace pe {
void clearUpperVectorState() {} // no AVX state to clear
} // namespace pe
#endif

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/gram_tile.h"

#include <cstdlib>
#include <string>

#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__)
#define PE_X86_SIMD 1
#include <immintrin.h>
#define PE_AVX2 __attribute__((target("avx2,fma")))
#endif

namespace pe::gram {
namespace {

bool portableOnly() {
    static const bool portable = [] {
        const char* cap = std::getenv("PE_PCA_SIMD");
        return cap && std::string(cap) == "portable";
    }();
    return portable;
}

#ifdef PE_X86_SIMD
bool haveAvx2() {
    static const bool have = [] {
        __builtin_cpu_init();
        return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
    }();
    return have;
}
#endif

// One tile of 12 rows c (row r at c + r * D): y = c v - shift (12 x 4, shift one row of 4
// subtracted from each) and z += c^T y, where v and z are D x 4, row-major.
void portableTile(const double* c, Eigen::Index D, const double* v, double* z, double* y,
                  const double* shift) {
    double acc[kTileRows][kWidth] = {};
    for (Eigen::Index d = 0; d < D; ++d)
        for (int r = 0; r < kTileRows; ++r) {
            const double cr = c[r * D + d];
            for (int j = 0; j < kWidth; ++j)
                acc[r][j] += cr * v[d * kWidth + j];
        }
    for (int r = 0; r < kTileRows; ++r)
        for (int j = 0; j < kWidth; ++j)
            y[r * kWidth + j] = acc[r][j] -= shift[j];
    for (Eigen::Index d = 0; d < D; ++d)
        for (int j = 0; j < kWidth; ++j) {
            double sum = z[d * kWidth + j];
            for (int r = 0; r < kTileRows; ++r)
                sum += c[r * D + d] * acc[r][j];
            z[d * kWidth + j] = sum;
        }
}

#ifdef PE_X86_SIMD
// The same with AVX2 + FMA: the 12 x 4 values of y in 12 registers, named one by one (GCC
// keeps an array of vectors in memory), each value of c broadcast once per half; the sums
// into z in three chains, so each waits for four products rather than twelve. While the tile
// is multiplied, the rows of the next one (`ahead`, or null) are fetched into the cache.
PE_AVX2 void avx2Tile(const double* c, Eigen::Index D, const double* v, double* z, double* y,
                      const double* shift, const double* ahead) {
    __m256d a0 = _mm256_setzero_pd(), a1 = a0, a2 = a0, a3 = a0, a4 = a0, a5 = a0, a6 = a0, a7 = a0,
            a8 = a0, a9 = a0, a10 = a0, a11 = a0;
#define PE_ROW(r) c[(r)*D + d]
    for (Eigen::Index d = 0; d < D; ++d) {
        const __m256d vd = _mm256_loadu_pd(v + d * kWidth);
        a0 = _mm256_fmadd_pd(_mm256_broadcast_sd(&PE_ROW(0)), vd, a0);
        a1 = _mm256_fmadd_pd(_mm256_broadcast_sd(&PE_ROW(1)), vd, a1);
        a2 = _mm256_fmadd_pd(_mm256_broadcast_sd(&PE_ROW(2)), vd, a2);
        a3 = _mm256_fmadd_pd(_mm256_broadcast_sd(&PE_ROW(3)), vd, a3);
        a4 = _mm256_fmadd_pd(_mm256_broadcast_sd(&PE_ROW(4)), vd, a4);
        a5 = _mm256_fmadd_pd(_mm256_broadcast_sd(&PE_ROW(5)), vd, a5);
        a6 = _mm256_fmadd_pd(_mm256_broadcast_sd(&PE_ROW(6)), vd, a6);
        a7 = _mm256_fmadd_pd(_mm256_broadcast_sd(&PE_ROW(7)), vd, a7);
        a8 = _mm256_fmadd_pd(_mm256_broadcast_sd(&PE_ROW(8)), vd, a8);
        a9 = _mm256_fmadd_pd(_mm256_broadcast_sd(&PE_ROW(9)), vd, a9);
        a10 = _mm256_fmadd_pd(_mm256_broadcast_sd(&PE_ROW(10)), vd, a10);
        a11 = _mm256_fmadd_pd(_mm256_broadcast_sd(&PE_ROW(11)), vd, a11);
        if (ahead && d % 8 == 0)
            for (int r = 0; r < kTileRows; ++r)
                _mm_prefetch(reinterpret_cast<const char*>(ahead + r * D + d), _MM_HINT_T0);
    }
    const __m256d s = _mm256_loadu_pd(shift);
    a0 = _mm256_sub_pd(a0, s);
    a1 = _mm256_sub_pd(a1, s);
    a2 = _mm256_sub_pd(a2, s);
    a3 = _mm256_sub_pd(a3, s);
    a4 = _mm256_sub_pd(a4, s);
    a5 = _mm256_sub_pd(a5, s);
    a6 = _mm256_sub_pd(a6, s);
    a7 = _mm256_sub_pd(a7, s);
    a8 = _mm256_sub_pd(a8, s);
    a9 = _mm256_sub_pd(a9, s);
    a10 = _mm256_sub_pd(a10, s);
    a11 = _mm256_sub_pd(a11, s);
    const __m256d rows[kTileRows] = {a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11};
    for (int r = 0; r < kTileRows; ++r)
        _mm256_storeu_pd(y + r * kWidth, rows[r]);
    for (Eigen::Index d = 0; d < D; ++d) {
        __m256d z0 =
            _mm256_fmadd_pd(_mm256_broadcast_sd(&PE_ROW(0)), a0, _mm256_loadu_pd(z + d * kWidth));
        __m256d z1 = _mm256_mul_pd(_mm256_broadcast_sd(&PE_ROW(1)), a1);
        __m256d z2 = _mm256_mul_pd(_mm256_broadcast_sd(&PE_ROW(2)), a2);
        z0 = _mm256_fmadd_pd(_mm256_broadcast_sd(&PE_ROW(3)), a3, z0);
        z1 = _mm256_fmadd_pd(_mm256_broadcast_sd(&PE_ROW(4)), a4, z1);
        z2 = _mm256_fmadd_pd(_mm256_broadcast_sd(&PE_ROW(5)), a5, z2);
        z0 = _mm256_fmadd_pd(_mm256_broadcast_sd(&PE_ROW(6)), a6, z0);
        z1 = _mm256_fmadd_pd(_mm256_broadcast_sd(&PE_ROW(7)), a7, z1);
        z2 = _mm256_fmadd_pd(_mm256_broadcast_sd(&PE_ROW(8)), a8, z2);
        z0 = _mm256_fmadd_pd(_mm256_broadcast_sd(&PE_ROW(9)), a9, z0);
        z1 = _mm256_fmadd_pd(_mm256_broadcast_sd(&PE_ROW(10)), a10, z1);
        z2 = _mm256_fmadd_pd(_mm256_broadcast_sd(&PE_ROW(11)), a11, z2);
        _mm256_storeu_pd(z + d * kWidth, _mm256_add_pd(_mm256_add_pd(z0, z1), z2));
    }
#undef PE_ROW
}
#endif

} // namespace

void tile(const double* c, Eigen::Index D, const double* v, double* z, double* y,
          const double* shift, const double* ahead) {
#ifdef PE_X86_SIMD
    if (!portableOnly() && haveAvx2())
        return avx2Tile(c, D, v, z, y, shift, ahead);
#else
    (void)ahead;
#endif
    portableTile(c, D, v, z, y, shift);
}

} // namespace pe::gram

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/fast_encoding.h"

#include "core/parallel_for.h"

#include "core/memory_advice.h"
#include "core/parameter_validation.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <string>
#include <vector>

// The rotation loops are the hot path. A portable x86-64 build only has SSE2 (two doubles a
// vector), so they also exist as AVX2 + FMA and AVX-512 functions, picked once at run time
// (__builtin_cpu_supports): the default build needs no -march=native and runs on any x86-64.
// Written with intrinsics: GCC's AVX2 vectorisation of the portable loops (the earlier
// target_clones build) split half its 32-byte stores across cache lines (Eigen aligns rows
// to 16 bytes only) and stayed compute-bound. The AVX2 loops below align their stores; the
// AVX-512 ones also halve the instructions per value (docs/PERFORMANCE.md has the timings).
// GCC on x86-64, the compiler this project builds with; elsewhere the portable loops.
#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__)
#define PE_X86_SIMD 1
// GCC 12's _mm512_cvtpd_ps passes an uninitialised __m256 as the unused merge source and
// then warns about it wherever it is inlined (GCC bug 105593, fixed in GCC 13): a false
// alarm inside the compiler's own header, silenced for that header only.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wuninitialized"
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#include <immintrin.h>
#pragma GCC diagnostic pop
#endif

namespace pe {
namespace {

// Below this many values per thread, starting a thread costs more than it saves.
constexpr std::int64_t kMinValuesPerThread = std::int64_t(1) << 18;

// Everything about one request that does not change from row to row.
struct Plan {
    std::int64_t dim;
    Layout layout;
    std::int64_t first;
    std::int64_t step;
    std::vector<double> divisors; // base^(2i/D), exactly as the exact path computes them
    std::vector<double> stepCos;  // cos(step / divisor_i): the per-row rotation
    std::vector<double> stepSin;
};

Plan makePlan(const EncodingParams& params, std::int64_t first, std::int64_t step) {
    const std::int64_t pairs = pairCount(params.dim);
    Plan plan{params.dim, params.layout, first, step, {}, {}, {}};
    for (std::int64_t i = 0; i < pairs; ++i) {
        const double divisor = pairDivisor(i, params.dim, params.base);
        const double angle = static_cast<double>(step) / divisor;
        plan.divisors.push_back(divisor);
        plan.stepCos.push_back(std::cos(angle));
        plan.stepSin.push_back(std::sin(angle));
    }
    return plan;
}

// One step of the angle addition: [sin, cos](x + w) from [sin, cos](x) and cos w, sin w.
inline void rotate(double& s, double& c, double cw, double sw) {
    const double next = s * cw + c * sw;
    c = c * cw - s * sw;
    s = next;
}

// Rows written per pass over the state: the rows of a pass share one load and store of it.
// 8 measured best in the SIMD paths (4: 10-15% slower, 16: no faster); the portable loops
// run a pass as 4-row halves, as more rows run out of SSE2 registers there.
constexpr int kRowsPerPass = 8;
static_assert(kReseedInterval % kRowsPerPass == 0, "a pass must not straddle a re-seed");

// The portable loops (any compiler and CPU): `Rows` rows of n pairs as (sin, cos, sin, cos
// ...), rows `dim` floats apart; the state moves `Rows` steps on.
template <int Rows>
void interleavedPass(const double* __restrict cw, const double* __restrict sw, double* __restrict s,
                     double* __restrict c, std::int64_t n, float* __restrict row,
                     std::int64_t dim) {
    for (std::int64_t i = 0; i < n; ++i) {
        double si = s[i], ci = c[i];
        for (int r = 0; r < Rows; ++r) {
            row[r * dim + 2 * i] = static_cast<float>(si);
            row[r * dim + 2 * i + 1] = static_cast<float>(ci);
            rotate(si, ci, cw[i], sw[i]);
        }
        s[i] = si;
        c[i] = ci;
    }
}

// The same for the concatenated layout: sins to one block, cosines to the other.
template <int Rows>
void concatenatedPass(const double* __restrict cw, const double* __restrict sw,
                      double* __restrict s, double* __restrict c, std::int64_t n,
                      float* __restrict sinOut, float* __restrict cosOut, std::int64_t dim) {
    // Rows are dim >= 2n floats apart, so no two iterations write the same float. GCC cannot
    // prove that for Rows rows of two blocks and would leave the loop scalar.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC ivdep
#endif
    for (std::int64_t i = 0; i < n; ++i) {
        double si = s[i], ci = c[i];
        for (int r = 0; r < Rows; ++r) {
            sinOut[r * dim + i] = static_cast<float>(si);
            cosOut[r * dim + i] = static_cast<float>(ci);
            rotate(si, ci, cw[i], sw[i]);
        }
        s[i] = si;
        c[i] = ci;
    }
}

// One pass over the n full pairs: pair i's sin goes to sinOut[i * stride], its cos to
// cosOut[i * stride] (interleaved: stride 2, cosOut = sinOut + 1), rows `dim` floats apart.
struct Pass {
    const double* cw;
    const double* sw;
    double* s;
    double* c;
    std::int64_t n;
    float* sinOut;
    float* cosOut;
    std::int64_t stride;
    std::int64_t dim;
};

template <int Rows> void portablePass(const Pass& p) {
    if (p.stride == 2)
        interleavedPass<Rows>(p.cw, p.sw, p.s, p.c, p.n, p.sinOut, p.dim);
    else
        concatenatedPass<Rows>(p.cw, p.sw, p.s, p.c, p.n, p.sinOut, p.cosOut, p.dim);
}

#ifdef PE_X86_SIMD
#define PE_AVX2 __attribute__((target("avx2,fma")))
#define PE_AVX512 __attribute__((target("avx512f,fma")))

// The SIMD rotation is written out as fused multiply-adds, here for the pairs done one at a
// time (before the first aligned store, after the last full vector) as in the vector bodies,
// so a pair gets the same bits whichever loop and instruction set computes it and wherever
// the buffer starts (the error bound counts three roundings; this has two). Inlined into the
// SIMD functions, where std::fma is their FMA instruction.
template <int Rows>
__attribute__((always_inline)) inline void fmaPair(const Pass& p, std::int64_t i) {
    double s = p.s[i], c = p.c[i];
    for (int r = 0; r < Rows; ++r) {
        p.sinOut[r * p.dim + i * p.stride] = static_cast<float>(s);
        p.cosOut[r * p.dim + i * p.stride] = static_cast<float>(c);
        const double next = std::fma(s, p.cw[i], c * p.sw[i]);
        c = std::fma(c, p.cw[i], -(s * p.sw[i]));
        s = next;
    }
    p.s[i] = s;
    p.c[i] = c;
}

// Interleaved stores that straddle two cache lines cost 7-8% of the 8192 x 1024 fill (Eigen
// only aligns to 16 bytes). When every row starts at the same offset from a `bytes`
// boundary, the pairs before the first boundary go one by one, so the vector stores align.
inline std::int64_t pairsBeforeAlignment(const Pass& p, std::uintptr_t bytes) {
    const auto at = reinterpret_cast<std::uintptr_t>(p.sinOut);
    if (p.stride != 2 || (p.dim * sizeof(float)) % bytes != 0 || at % 8 != 0)
        return 0;
    return std::min<std::int64_t>(p.n, static_cast<std::int64_t>((0 - at) % bytes / 8));
}

// AVX2 + FMA: 8 pairs an iteration, two vectors of 4 doubles each for sin and cos. Per row
// and vector: 2 conversions to 4 floats, unpacked into (sin, cos) pairs for one 32-byte
// store, then 2 multiplies and 2 fused multiply-adds to rotate. The Pass is copied to locals
// first: an intrinsic store may alias anything, and GCC would reload every field after it.
template <int Rows, bool Interleaved> PE_AVX2 void avx2Pass(const Pass& p) {
    const double *cwAt = p.cw, *swAt = p.sw;
    double *sAt = p.s, *cAt = p.c;
    float *sinOut = p.sinOut, *cosOut = p.cosOut;
    const std::int64_t n = p.n, dim = p.dim;
    std::int64_t i = 0;
    for (const std::int64_t head = pairsBeforeAlignment(p, 32); i < head; ++i)
        fmaPair<Rows>(p, i);
    for (; i + 8 <= n; i += 8) {
        __m256d s[2], c[2], cw[2], sw[2];
        for (int v = 0; v < 2; ++v) {
            s[v] = _mm256_loadu_pd(sAt + i + 4 * v);
            c[v] = _mm256_loadu_pd(cAt + i + 4 * v);
            cw[v] = _mm256_loadu_pd(cwAt + i + 4 * v);
            sw[v] = _mm256_loadu_pd(swAt + i + 4 * v);
        }
        for (int r = 0; r < Rows; ++r)
            for (int v = 0; v < 2; ++v) {
                const __m128 fs = _mm256_cvtpd_ps(s[v]), fc = _mm256_cvtpd_ps(c[v]);
                if (Interleaved) {
                    _mm256_storeu_ps(
                        sinOut + r * dim + 2 * (i + 4 * v),
                        _mm256_set_m128(_mm_unpackhi_ps(fs, fc), _mm_unpacklo_ps(fs, fc)));
                } else {
                    _mm_storeu_ps(sinOut + r * dim + i + 4 * v, fs);
                    _mm_storeu_ps(cosOut + r * dim + i + 4 * v, fc);
                }
                const __m256d next = _mm256_fmadd_pd(s[v], cw[v], _mm256_mul_pd(c[v], sw[v]));
                c[v] = _mm256_fmsub_pd(c[v], cw[v], _mm256_mul_pd(s[v], sw[v]));
                s[v] = next;
            }
        for (int v = 0; v < 2; ++v) {
            _mm256_storeu_pd(sAt + i + 4 * v, s[v]);
            _mm256_storeu_pd(cAt + i + 4 * v, c[v]);
        }
    }
    for (; i < n; ++i)
        fmaPair<Rows>(p, i);
}

// AVX-512: the same with 8 doubles a vector, 16 pairs an iteration; one permute interleaves
// 8 sins and 8 cosines for a 64-byte store: half the instructions per value of AVX2.
template <int Rows, bool Interleaved> PE_AVX512 void avx512Pass(const Pass& p) {
    const double *cwAt = p.cw, *swAt = p.sw;
    double *sAt = p.s, *cAt = p.c;
    float *sinOut = p.sinOut, *cosOut = p.cosOut;
    const std::int64_t n = p.n, dim = p.dim;
    const __m512i pairUp =
        _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23);
    std::int64_t i = 0;
    for (const std::int64_t head = pairsBeforeAlignment(p, 64); i < head; ++i)
        fmaPair<Rows>(p, i);
    for (; i + 16 <= n; i += 16) {
        __m512d s[2], c[2], cw[2], sw[2];
        for (int v = 0; v < 2; ++v) {
            s[v] = _mm512_loadu_pd(sAt + i + 8 * v);
            c[v] = _mm512_loadu_pd(cAt + i + 8 * v);
            cw[v] = _mm512_loadu_pd(cwAt + i + 8 * v);
            sw[v] = _mm512_loadu_pd(swAt + i + 8 * v);
        }
        for (int r = 0; r < Rows; ++r)
            for (int v = 0; v < 2; ++v) {
                const __m256 fs = _mm512_cvtpd_ps(s[v]), fc = _mm512_cvtpd_ps(c[v]);
                if (Interleaved) {
                    _mm512_storeu_ps(sinOut + r * dim + 2 * (i + 8 * v),
                                     _mm512_permutex2var_ps(_mm512_castps256_ps512(fs), pairUp,
                                                            _mm512_castps256_ps512(fc)));
                } else {
                    _mm256_storeu_ps(sinOut + r * dim + i + 8 * v, fs);
                    _mm256_storeu_ps(cosOut + r * dim + i + 8 * v, fc);
                }
                const __m512d next = _mm512_fmadd_pd(s[v], cw[v], _mm512_mul_pd(c[v], sw[v]));
                c[v] = _mm512_fmsub_pd(c[v], cw[v], _mm512_mul_pd(s[v], sw[v]));
                s[v] = next;
            }
        for (int v = 0; v < 2; ++v) {
            _mm512_storeu_pd(sAt + i + 8 * v, s[v]);
            _mm512_storeu_pd(cAt + i + 8 * v, c[v]);
        }
    }
    for (; i < n; ++i)
        fmaPair<Rows>(p, i);
}
#endif

enum class Simd { None, Avx2, Avx512 };

// The widest instruction set this CPU (and OS) runs; asked once. AVX-512 only from Ice Lake
// and Zen 4 on (VBMI2 marks them): on Skylake-SP and Cascade Lake, 512-bit multiplies lower
// the core's clock for the whole program, so those keep the AVX2 loops.
// PE_FAST_ENCODING_SIMD=avx2 or =portable caps it, so the tests run every path on one machine.
Simd simd() {
#ifdef PE_X86_SIMD
    static const Simd level = [] {
        __builtin_cpu_init();
        const char* cap = std::getenv("PE_FAST_ENCODING_SIMD");
        const std::string limit = cap ? cap : "";
        if (limit == "portable")
            return Simd::None;
        if (limit != "avx2" && __builtin_cpu_supports("avx512f") &&
            __builtin_cpu_supports("avx512vbmi2"))
            return Simd::Avx512;
        if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma"))
            return Simd::Avx2;
        return Simd::None;
    }();
    return level;
#else
    return Simd::None;
#endif
}

// `rows` (kRowsPerPass, or 1 for the last rows of a request) rows of the full pairs.
template <int Rows> void emitPass(const Pass& pass) {
#ifdef PE_X86_SIMD
    switch (simd()) {
    case Simd::Avx512:
        return pass.stride == 2 ? avx512Pass<Rows, true>(pass) : avx512Pass<Rows, false>(pass);
    case Simd::Avx2:
        return pass.stride == 2 ? avx2Pass<Rows, true>(pass) : avx2Pass<Rows, false>(pass);
    case Simd::None:
        break;
    }
#endif
    if (Rows == 1)
        return portablePass<1>(pass);
    Pass half = pass;
    for (int r = 0; r < Rows; r += 4, half.sinOut += 4 * pass.dim, half.cosOut += 4 * pass.dim)
        portablePass<4>(half);
}

// The [sin, cos] state of every pair at the current row; one per thread.
struct PairState {
    std::vector<double> s;
    std::vector<double> c;
};

// Exact values at row r, from the same angle expression as the exact path.
void seed(const Plan& plan, std::int64_t r, PairState& state) {
    const double pos = static_cast<double>(plan.first + r * plan.step);
    for (std::size_t i = 0; i < plan.divisors.size(); ++i) {
        const double angle = pos / plan.divisors[i];
        state.s[i] = std::sin(angle);
        state.c[i] = std::cos(angle);
    }
}

// Writes `rows` rows and advances the state past them.
void emitRows(const Plan& plan, PairState& state, float* out, int rows) {
    const std::int64_t full = plan.dim / 2;
    const double *cw = plan.stepCos.data(), *sw = plan.stepSin.data();
    const bool interleaved = plan.layout == Layout::Interleaved;
    float* cosOut = interleaved ? out + 1 : out + pairCount(plan.dim);
    const Pass pass{cw,  sw,     state.s.data(),      state.c.data(), full,
                    out, cosOut, interleaved ? 2 : 1, plan.dim};
    if (rows == kRowsPerPass)
        emitPass<kRowsPerPass>(pass);
    else
        emitPass<1>(pass);
    if (plan.dim % 2 == 0)
        return;
    // Odd D: the last pair has only its sin column (the last of the sin block).
    const std::int64_t column = columnOf(full, true, plan.dim, plan.layout);
    for (int r = 0; r < rows; ++r) {
        out[r * plan.dim + column] = static_cast<float>(state.s[full]);
        rotate(state.s[full], state.c[full], cw[full], sw[full]);
    }
}

// Rows [begin, end). begin is a multiple of kReseedInterval, so every thread count seeds
// the same rows, groups them into the same passes and produces the same bits.
void fillRange(const Plan& plan, std::int64_t begin, std::int64_t end, PairState& state,
               float* out) {
    for (std::int64_t r = begin; r < end;) {
        if (r % kReseedInterval == 0)
            seed(plan, r, state);
        const int rows = end - r >= kRowsPerPass ? kRowsPerPass : 1;
        emitRows(plan, state, out + r * plan.dim, rows);
        r += rows;
    }
}

int threadCountFor(int requested, std::int64_t rowCount, std::int64_t dim) {
    const std::int64_t wanted = threadsFor(requested);
    const std::int64_t blocks = (rowCount + kReseedInterval - 1) / kReseedInterval;
    const std::int64_t byWork = std::max<std::int64_t>(1, rowCount * dim / kMinValuesPerThread);
    return static_cast<int>(std::max<std::int64_t>(1, std::min({wanted, blocks, byWork})));
}

void fillRows(const Plan& plan, std::int64_t rowCount, float* out, int threads) {
    const int n = threadCountFor(threads, rowCount, plan.dim);
    const std::int64_t blocks = (rowCount + kReseedInterval - 1) / kReseedInterval;
    // Allocated here, so no thread can fail to allocate (an exception there would terminate).
    const std::size_t pairs = plan.divisors.size();
    std::vector<PairState> states(
        static_cast<std::size_t>(n),
        PairState{std::vector<double>(pairs), std::vector<double>(pairs)});
    auto rowOfBlock = [&](std::int64_t t) {
        return std::min(rowCount, blocks * t / n * kReseedInterval);
    };
    parallelFor(n, [&](int t) {
        fillRange(plan, rowOfBlock(t), rowOfBlock(t + 1), states[static_cast<std::size_t>(t)], out);
    });
}

} // namespace

const char* fastEncodingPath() {
    switch (simd()) {
    case Simd::Avx512:
        return "avx512";
    case Simd::Avx2:
        return "avx2";
    case Simd::None:
        break;
    }
    return "portable";
}

double fastEncodingErrorBound(std::int64_t maxAbsPosition) {
    return std::ldexp(1.0, -25) + static_cast<double>(kReseedInterval) * std::ldexp(1.0, -50) +
           std::abs(static_cast<double>(maxAbsPosition)) * std::ldexp(1.0, -51);
}

MatrixF fastEncoding(const EncodingParams& params, int threads) {
    requireValidParams(params);
    requireMatrixFits(static_cast<double>(params.length), static_cast<double>(params.dim),
                      sizeof(float), params.memoryBudgetBytes, "the PE matrix");
    MatrixF pe(params.length, params.dim);
    adviseHugePages(pe.data(), static_cast<std::size_t>(pe.size()) * sizeof(float));
    fillRows(makePlan(params, 0, 1), params.length, pe.data(), threads);
    return pe;
}

void fastFillEncodingRows(const EncodingParams& params, std::int64_t first, std::int64_t step,
                          std::int64_t rowCount, float* out, int threads) {
    requireValidParams(params);
    if (rowCount <= 0)
        return;
    fillRows(makePlan(params, first, step), rowCount, out, threads);
}

} // namespace pe

#include "fast_encoding.h"

#include "memory_advice.h"
#include "parameter_validation.h"

#include <algorithm>
#include <cmath>
#include <system_error>
#include <thread>
#include <vector>

// The rotation loops are the hot path. A portable x86-64 build only has SSE2 (two doubles
// a vector); an AVX2 + FMA clone measured 2x faster, and the loader picks it at start-up
// (ifunc), so the default build needs no -march=native and still runs on any x86-64.
// Not under ThreadSanitizer: the clones' resolver runs while the program is being loaded,
// before the sanitizer's runtime, and the instrumented resolver crashes there.
#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__) && defined(__linux__) &&       \
    !defined(__SANITIZE_THREAD__)
#define PE_SIMD_CLONES __attribute__((target_clones("arch=x86-64-v3", "default")))
#else
#define PE_SIMD_CLONES
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

// Rows written per pass over the state: 4 rows share one load and store of it, measured
// 1.7x faster than one row per pass; 8 rows run out of vector registers and lose.
constexpr int kRowsPerPass = 4;
static_assert(kReseedInterval % kRowsPerPass == 0, "a pass must not straddle a re-seed");

// `Rows` rows of n pairs as (sin, cos, sin, cos ...), rows `dim` floats apart; the state
// moves `Rows` steps on.
template <int Rows>
inline void interleavedPass(const double* __restrict cw, const double* __restrict sw,
                            double* __restrict s, double* __restrict c, std::int64_t n,
                            float* __restrict row, std::int64_t dim) {
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
inline void concatenatedPass(const double* __restrict cw, const double* __restrict sw,
                             double* __restrict s, double* __restrict c, std::int64_t n,
                             float* __restrict sinOut, float* __restrict cosOut, std::int64_t dim) {
    // Rows are dim >= 2n floats apart, so no two iterations write the same float. GCC cannot
    // prove that for Rows rows of two blocks and would leave the loop scalar (4x slower).
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

// The hot loops, compiled once per instruction set (PE_SIMD_CLONES). rows: kRowsPerPass,
// or 1 for the last rows of a request.
PE_SIMD_CLONES
void emitInterleaved(const double* __restrict cw, const double* __restrict sw, double* __restrict s,
                     double* __restrict c, std::int64_t n, float* __restrict row, std::int64_t dim,
                     int rows) {
    if (rows == kRowsPerPass)
        interleavedPass<kRowsPerPass>(cw, sw, s, c, n, row, dim);
    else
        interleavedPass<1>(cw, sw, s, c, n, row, dim);
}

PE_SIMD_CLONES
void emitConcatenated(const double* __restrict cw, const double* __restrict sw,
                      double* __restrict s, double* __restrict c, std::int64_t n,
                      float* __restrict sinOut, float* __restrict cosOut, std::int64_t dim,
                      int rows) {
    if (rows == kRowsPerPass)
        concatenatedPass<kRowsPerPass>(cw, sw, s, c, n, sinOut, cosOut, dim);
    else
        concatenatedPass<1>(cw, sw, s, c, n, sinOut, cosOut, dim);
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
    if (plan.layout == Layout::Interleaved)
        emitInterleaved(cw, sw, state.s.data(), state.c.data(), full, out, plan.dim, rows);
    else
        emitConcatenated(cw, sw, state.s.data(), state.c.data(), full, out,
                         out + pairCount(plan.dim), plan.dim, rows);
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
    const unsigned hardware = std::max(1u, std::thread::hardware_concurrency());
    const std::int64_t wanted = requested > 0 ? requested : static_cast<std::int64_t>(hardware);
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
    std::vector<std::thread> workers;
    for (int t = 1; t < n; ++t) {
        PairState& state = states[static_cast<std::size_t>(t)];
        try {
            workers.emplace_back(fillRange, std::cref(plan), rowOfBlock(t), rowOfBlock(t + 1),
                                 std::ref(state), out);
        } catch (const std::system_error&) { // no thread to be had: do its rows here
            fillRange(plan, rowOfBlock(t), rowOfBlock(t + 1), state, out);
        }
    }
    fillRange(plan, 0, rowOfBlock(1), states[0], out);
    for (std::thread& worker : workers)
        worker.join();
}

} // namespace

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

// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/core_cases.h"

#include "bench/bench_report.h"
#include "core/blas.h"
#include "core/fast_encoding.h"
#include "core/memory_advice.h"
#include "core/similarity.h"
#include "core/sinusoidal_encoding.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <thread>
#include <vector>

namespace bench {
namespace {

pe::EncodingParams params(std::int64_t length, std::int64_t dim) {
    pe::EncodingParams p;
    p.length = length;
    p.dim = dim;
    return p;
}

// The in-process baseline: the formula as a first version writes it, std::pow and
// std::sin or std::cos for every single element.
pe::MatrixF naiveEncoding(std::int64_t length, std::int64_t dim) {
    pe::MatrixF pe(length, dim);
    for (std::int64_t pos = 0; pos < length; ++pos)
        for (std::int64_t d = 0; d < dim; ++d) {
            const double angle = pos / std::pow(10000.0, 2.0 * (d / 2) / dim);
            pe(pos, d) = static_cast<float>(d % 2 == 0 ? std::sin(angle) : std::cos(angle));
        }
    return pe;
}

// The idea that lost to the recurrence, kept as a figure: Eigen's SIMD float sin and
// cos per element (angles reduced mod 2 pi in double first, or float angles lose 1e-4).
pe::MatrixF eigenSimdEncoding(std::int64_t length, std::int64_t dim) {
    const std::int64_t pairs = dim / 2; // even D only: a benchmark, not a product path
    Eigen::ArrayXd omega(pairs);
    for (std::int64_t i = 0; i < pairs; ++i)
        omega(i) = pe::pairOmega(i, dim, 10000.0);
    const double twoPi = 6.283185307179586;
    pe::MatrixF pe(length, dim);
    Eigen::ArrayXf reduced(pairs);
    for (std::int64_t pos = 0; pos < length; ++pos) {
        const Eigen::ArrayXd angle = omega * static_cast<double>(pos);
        reduced = (angle - (angle / twoPi).round() * twoPi).cast<float>();
        Eigen::Map<Eigen::ArrayXf, 0, Eigen::InnerStride<2>> sinColumns(pe.row(pos).data(), pairs);
        Eigen::Map<Eigen::ArrayXf, 0, Eigen::InnerStride<2>> cosColumns(pe.row(pos).data() + 1,
                                                                        pairs);
        sinColumns = reduced.sin();
        cosColumns = reduced.cos();
    }
    return pe;
}

// Keeps the optimiser from dropping a result nobody reads.
volatile float sink;

// max |m - exact| over the whole matrix, as the extra figure of a float case. A float
// display value more than 1e-6 off (the fast path's promise, with margin) fails the case.
std::string accuracyNote(const std::string& name, const pe::MatrixF& m,
                         const pe::EncodingParams& p) {
    const double error = (m.cast<double>() - pe::sinusoidalEncoding(p)).cwiseAbs().maxCoeff();
    if (!(error < 1e-6))
        fail(name, "max_abs_error " + std::to_string(error));
    char text[64];
    std::snprintf(text, sizeof text, "max_abs_error=%.3g", error);
    return text;
}

// Names say what each case does, so a ratio is taken between cases that do the same work:
// "fresh" allocates the matrix it returns (as torch does), "reused_buffer" refills a buffer
// kept between runs (the explorer's display buffers; no baseline does that).
void peCases() {
    const std::int64_t L = 8192, D = 1024;
    const pe::EncodingParams p = params(L, D);
    const std::string threads = "threads=" + std::to_string(std::thread::hardware_concurrency());
    const std::string fast = "pe_8192x1024_float32_1thread_fresh";
    runCase(
        fast, [&] { sink = pe::fastEncoding(p, 1)(1, 1); },
        selected(fast) ? accuracyNote(fast, pe::fastEncoding(p, 1), p) : "");
    runCase(
        "pe_8192x1024_float32_all_threads_fresh", [&] { sink = pe::fastEncoding(p, 0)(1, 1); },
        threads);
    pe::MatrixF buffer(L, D);
    for (int n : {1, 0})
        runCase(n == 1 ? "pe_8192x1024_float32_1thread_reused_buffer"
                       : "pe_8192x1024_float32_all_threads_reused_buffer",
                [&] {
                    pe::fastFillEncodingRows(p, 0, 1, L, buffer.data(), n);
                    sink = buffer(1, 1);
                });
    // The machine's floor for the same 32 MiB: writing it with memset, into the kept buffer
    // and into fresh pages (with the same huge-page advice as fastEncoding).
    runCase("pe_8192x1024_memset_reused_buffer", [&] {
        std::memset(buffer.data(), 1, sizeof(float) * static_cast<std::size_t>(buffer.size()));
        doNotOptimize(buffer.data());
    });
    runCase("pe_8192x1024_memset_fresh", [&] {
        pe::MatrixF fresh(L, D);
        pe::adviseHugePages(fresh.data(), sizeof(float) * static_cast<std::size_t>(fresh.size()));
        std::memset(fresh.data(), 1, sizeof(float) * static_cast<std::size_t>(fresh.size()));
        doNotOptimize(fresh.data());
    });
    runCase("pe_8192x1024_float64_exact_fresh",
            [&] { sink = static_cast<float>(pe::sinusoidalEncoding(p)(1, 1)); });
    const std::string eigen = "pe_8192x1024_float32_eigen_simd_fresh";
    runCase(
        eigen, [&] { sink = eigenSimdEncoding(L, D)(1, 1); },
        selected(eigen) ? accuracyNote(eigen, eigenSimdEncoding(L, D), p) : "");
    runCase("pe_8192x1024_float32_naive_loop_fresh", [&] { sink = naiveEncoding(L, D)(1, 1); });
}

// The explorer's heatmap at L = 10^6: 2048 sampled rows (step 488) of all D = 1024 columns,
// filled in chunks of 64 rows as the GUI worker does, exact double path against the fast one.
void displayRowsCases() {
    const std::int64_t rows = 2048, step = 488, chunk = 64;
    const pe::EncodingParams p = params(1'000'000, 1024);
    std::vector<float> out(static_cast<std::size_t>(chunk * p.dim));
    for (bool fast : {false, true})
        runCase(fast ? "display_rows_2048x1024_fast" : "display_rows_2048x1024_exact", [&] {
            for (std::int64_t r0 = 0; r0 < rows; r0 += chunk) {
                if (fast)
                    pe::fastFillEncodingRows(p, r0 * step, step, chunk, out.data(), 1);
                else
                    pe::fillEncodingRows(p, r0 * step, step, chunk, out.data());
            }
            sink = out[1];
        });
}

// Both paths write a fresh double matrix on one thread (Eigen is built without OpenMP, and
// the general path's OpenBLAS is set to one thread for its case), as
// torch_cosine_4096x512_float64_1thread does. The Toeplitz path starts from the parameters;
// the general path is given the encoding, as torch is given its matrix. The general path
// again on the BLAS threads the app runs with (OPENBLAS_NUM_THREADS, else one per core)
// is what a user gets; no baseline runs on them.
void similarityCases() {
    const pe::EncodingParams p = params(4096, 512);
    const std::string toeplitz = "similarity_cosine_4096x512_float64_1thread_toeplitz_fresh";
    const std::string general = "similarity_cosine_4096x512_float64_1thread_general_fresh";
    const std::string generalDefault =
        "similarity_cosine_4096x512_float64_default_threads_general_fresh";
    if (!selected(toeplitz) && !selected(general) && !selected(generalDefault))
        return;
    const pe::Matrix rows = pe::sinusoidalEncoding(p);
    const pe::Matrix fastResult = pe::similarity(p, pe::Metric::Cosine);
    const pe::Matrix generalResult = pe::similarityOf(rows, pe::Metric::Cosine);
    // The two paths compute the same matrix; either one being wrong makes both timings moot.
    const double disagreement = (fastResult - generalResult).cwiseAbs().maxCoeff();
    if (!(disagreement < 1e-9) || fastResult.rows() != 4096 || fastResult.cols() != 4096)
        fail(toeplitz, "Toeplitz and general paths differ by " + std::to_string(disagreement));
    runCase(toeplitz,
            [&] { sink = static_cast<float>(pe::similarity(p, pe::Metric::Cosine)(1, 2)); });
    const int defaultThreads = pe::blasThreads();
    const std::string blas = "blas=openblas kernel=" + pe::blasKernel();
    pe::setBlasThreads(1);
    runCase(
        general,
        [&] { sink = static_cast<float>(pe::similarityOf(rows, pe::Metric::Cosine)(1, 2)); },
        blas + " threads=" + std::to_string(pe::blasThreads()));
    pe::setBlasThreads(defaultThreads);
    runCase(
        generalDefault,
        [&] { sink = static_cast<float>(pe::similarityOf(rows, pe::Metric::Cosine)(1, 2)); },
        blas + " threads=" + std::to_string(pe::blasThreads()));
}

// A band of one pair in an encoding of D = 2^62: the cost follows the band's width, not D,
// and the budget refuses the whole matrix's frequencies before computing any. Both used to
// be wall-clock limits in the functional tests; their time is a figure, so it lives here.
void wideBandCases() {
    const std::string band = "similarity_band_one_pair_of_2pow62";
    const std::string refusal = "similarity_refused_2pow62";
    const std::int64_t D = std::int64_t(1) << 62, pair = std::int64_t(1) << 60;
    const pe::EncodingParams p = params(6, D);
    runCase(band, [&] {
        sink = static_cast<float>(
            pe::similarity(p, pe::Metric::Dot, pe::ColumnBand{2 * pair, 2 * pair + 1})(1, 2));
    });
    if (!selected(refusal))
        return;
    runCase(refusal, [&] {
        try {
            pe::similarity(params(4, D), pe::Metric::Cosine);
            fail(refusal, "the budget let 2^61 frequencies through");
        } catch (const pe::ParameterError&) {
        }
    });
}

} // namespace

void runCoreCases() {
    peCases();
    displayRowsCases();
    similarityCases();
    wideBandCases();
}

} // namespace bench

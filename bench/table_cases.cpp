// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/table_cases.h"

#include "bench/bench_report.h"
#include "core/column_spectrum.h"
#include "core/matrix_file.h"
#include "core/principal_components.h"
#include "core/seeded_random.h"
#include "core/sinusoidal_encoding.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <fstream>
#include <spawn.h>
#include <sstream>
#include <string>
#include <sys/wait.h>
#include <tuple>
#include <unistd.h>
#include <vector>

extern char** environ;

namespace bench {
namespace {

const std::string kFolder = "/tmp/pe-bench-tables";

// Runs a program to its end, or stops the run naming the case.
void runChild(const std::string& caseName, std::vector<std::string> arguments) {
    std::vector<char*> argv;
    for (std::string& argument : arguments)
        argv.push_back(argument.data());
    argv.push_back(nullptr);
    pid_t pid = 0;
    if (posix_spawnp(&pid, argv[0], nullptr, nullptr, argv.data(), environ) != 0)
        fail(caseName, "cannot start " + arguments[0]);
    int status = 0;
    if (waitpid(pid, &status, 0) != pid || !WIFEXITED(status) || WEXITSTATUS(status) != 0)
        fail(caseName, arguments[0] + " failed");
}

std::string readText(const std::string& caseName, const std::string& path) {
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    if (text.str().empty())
        fail(caseName, "no output in " + path);
    std::remove(path.c_str());
    return text.str();
}

// A learned-style position table: a helix (two waves of one cycle, of different amplitudes)
// and a trend along three random orthonormal directions, plus N(0, 0.02^2) noise (GPT-2's
// initial spread), rounded to float32 as a model file holds it.
pe::Matrix learnedStyleTable(Eigen::Index L, Eigen::Index D) {
    pe::Matrix directions = pe::gaussianMatrix(3, D, 17, 1.0);
    for (Eigen::Index i = 0; i < 3; ++i) {
        for (Eigen::Index j = 0; j < i; ++j)
            directions.row(i) -= directions.row(i).dot(directions.row(j)) * directions.row(j);
        directions.row(i).normalize();
    }
    pe::Matrix m = pe::gaussianMatrix(L, D, 23, 0.02);
    for (Eigen::Index t = 0; t < L; ++t) {
        const double phase = 2.0 * M_PI * double(t) / double(L);
        m.row(t) += 0.5 * std::cos(phase) * directions.row(0) +
                    0.35 * std::sin(phase) * directions.row(1) +
                    0.4 * (2.0 * double(t) / double(L) - 1.0) * directions.row(2);
    }
    return m.cast<float>().cast<double>();
}

pe::Matrix encodingTable(Eigen::Index L, Eigen::Index D, bool roundToFloat) {
    pe::EncodingParams params;
    params.length = L;
    params.dim = D;
    const pe::Matrix m = pe::sinusoidalEncoding(params);
    return roundToFloat ? pe::Matrix(m.cast<float>().cast<double>()) : m;
}

void writeNpyFloat32(const std::string& caseName, const std::string& path, const pe::Matrix& m) {
    std::string header = "{'descr': '<f4', 'fortran_order': False, 'shape': (" +
                         std::to_string(m.rows()) + ", " + std::to_string(m.cols()) + "), }";
    while ((10 + header.size() + 1) % 64 != 0)
        header.push_back(' ');
    header.push_back('\n');
    std::ofstream out(path, std::ios::binary);
    const unsigned char prefix[10] = {0x93,
                                      'N',
                                      'U',
                                      'M',
                                      'P',
                                      'Y',
                                      1,
                                      0,
                                      static_cast<unsigned char>(header.size() & 0xff),
                                      static_cast<unsigned char>(header.size() >> 8)};
    out.write(reinterpret_cast<const char*>(prefix), 10);
    out << header;
    const Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor> values =
        m.cast<float>();
    out.write(reinterpret_cast<const char*>(values.data()),
              std::streamsize(sizeof(float) * std::size_t(values.size())));
    if (!out)
        fail(caseName, "cannot write " + path);
}

// The Python baselines, in Debian's python3 as a child of this run, on the same float32 file:
// numpy's SVD of the centred matrix (np.linalg.svd as a user calls it, full matrices) and
// scikit-learn's PCA(n_components=3).fit_transform (its default solver; randomized for this
// shape). `precision` 64 converts the float32 table to float64 first, as numpy's astype does,
// outside the timing: the precision pe::principalComponents computes in; 32 leaves it as
// loaded (LAPACK's and OpenBLAS's single-precision kernels). `threads` 1 sets OpenBLAS and
// OpenMP to one thread; 0 leaves the library defaults (every core). The machine's
// OPENBLAS_CORETYPE and OPENBLAS_L2_SIZE are unset for the child alone. The child prints the
// median, the versions and the BLAS kernel threadpoolctl reports.
struct BaselineRun {
    double seconds = 0.0;
    std::string note;
};
BaselineRun pythonBaseline(const std::string& caseName, const std::string& what, int precision,
                           int threads, const std::string& npy, int runs) {
    const std::string script =
        "import sys, time\n"
        "what, path, out, runs, precision = sys.argv[1], sys.argv[2], sys.argv[3], "
        "int(sys.argv[4]), sys.argv[5]\n"
        "import numpy as np\n"
        "from threadpoolctl import threadpool_info\n"
        "X = np.load(path)\n"
        "if precision == '64':\n"
        "    X = X.astype(np.float64)\n"
        "versions = 'numpy=' + np.__version__\n"
        "if what == 'svd':\n"
        "    work = lambda: np.linalg.svd(X - X.mean(axis=0))\n"
        "else:\n"
        "    import sklearn\n"
        "    from sklearn.decomposition import PCA\n"
        "    versions += ' sklearn=' + sklearn.__version__\n"
        "    work = lambda: PCA(n_components=3).fit_transform(X)\n"
        "work()\n"
        "seconds = []\n"
        "for _ in range(runs):\n"
        "    start = time.perf_counter()\n"
        "    work()\n"
        "    seconds.append(time.perf_counter() - start)\n"
        "seconds.sort()\n"
        "n = len(seconds)\n"
        "median = seconds[n // 2] if n % 2 else 0.5 * (seconds[n // 2 - 1] + seconds[n // 2])\n"
        "blas = [f\"{i['internal_api']}-{i.get('version')}-{i.get('architecture')}-"
        "threads={i['num_threads']}\" for i in threadpool_info() if i['user_api'] == 'blas']\n"
        "open(out, 'w').write(f\"{median!r} {versions} dtype={X.dtype} "
        "blas={','.join(blas)}\")\n";
    const std::string out = kFolder + "/baseline.txt";
    std::vector<std::string> command = {"env", "-u", "OPENBLAS_CORETYPE", "-u", "OPENBLAS_L2_SIZE"};
    if (threads == 1) {
        for (const char* variable : {"OPENBLAS_NUM_THREADS=1", "OMP_NUM_THREADS=1"})
            command.push_back(variable);
    } else {
        for (const char* variable : {"-u", "OPENBLAS_NUM_THREADS", "-u", "OMP_NUM_THREADS"})
            command.push_back(variable);
    }
    for (const std::string& argument :
         {std::string("/usr/bin/python3"), std::string("-c"), script, what, npy, out,
          std::to_string(runs), std::to_string(precision)})
        command.push_back(argument);
    runChild(caseName, command);
    std::istringstream text(readText(caseName, out));
    BaselineRun run;
    text >> run.seconds;
    std::getline(text, run.note);
    if (!(run.seconds > 0.0))
        fail(caseName, "python3 wrote no timing");
    if (!run.note.empty() && run.note.front() == ' ')
        run.note.erase(0, 1);
    return run;
}

std::string ratioNote(const char* label, double baseline, double ours) {
    char text[96];
    std::snprintf(text, sizeof text, "%s=%.2f", label, ours > 0.0 ? baseline / ours : 0.0);
    return text;
}

// The top 3 components must be what a full SVD of the same table finds (the benchmark's
// tables are small enough for Eigen's BDCSVD only at 1024 x 768; the large ones are checked
// against the residual of each component instead).
void checkComponents(const std::string& caseName, const pe::Matrix& table,
                     const pe::PrincipalComponents& pca) {
    const Eigen::MatrixXd centred = table.rowwise() - table.colwise().mean();
    const double total = centred.squaredNorm();
    for (Eigen::Index i = 0; i < pca.loadings.cols(); ++i) {
        const double variance = pca.explained[std::size_t(i)] * total;
        const Eigen::VectorXd product = centred.transpose() * (centred * pca.loadings.col(i));
        const double residual = (product - variance * pca.loadings.col(i)).norm();
        if (!(residual < 1e-9 * total))
            fail(caseName, "component " + std::to_string(i) + " has residual " +
                               std::to_string(residual / total));
    }
}

void pcaCases() {
    const std::string ours = "pca_1024x768_float32_table_top3_float64_1thread";
    const std::string oursAll = "pca_1024x768_float32_table_top3_float64_all_threads";
    const std::string svd64 = "pca_1024x768_numpy_svd_float64_1thread";
    const std::string svd32 = "pca_1024x768_numpy_svd_float32_1thread";
    const std::string sk64 = "pca_1024x768_sklearn_pca3_float64_1thread";
    const std::string sk32 = "pca_1024x768_sklearn_pca3_float32_1thread";
    const std::string sk64All = "pca_1024x768_sklearn_pca3_float64_all_threads";
    const std::string encoding = "pca_1024x768_float32_encoding_top3_float64_1thread";
    const std::string encodingSk = "pca_1024x768_encoding_sklearn_pca3_float64_1thread";
    if (selected(ours) || selected(oursAll) || selected(svd64) || selected(svd32) ||
        selected(sk64) || selected(sk32) || selected(sk64All) || selected(encoding) ||
        selected(encodingSk)) {
        runChild(ours, {"mkdir", "-p", kFolder});
        struct Table {
            std::string ours, sklearn;
            pe::Matrix values;
        };
        const Table tables[] = {{ours, sk64, learnedStyleTable(1024, 768)},
                                {encoding, encodingSk, encodingTable(1024, 768, true)}};
        for (const Table& t : tables) {
            const std::string npy = kFolder + "/table.npy";
            writeNpyFloat32(t.ours, npy, t.values);
            // As the app gets it: the float32 file read into doubles.
            const pe::Matrix table = pe::readMatrixFile(npy).values;
            if (table != t.values)
                fail(t.ours, "the table read back differs from the one written");
            checkComponents(t.ours, table, pe::principalComponents(table, 3, 1));
            double mine = 0.0;
            if (selected(t.ours)) {
                // As many runs as scikit-learn's (both are short): the median of more runs
                // moves less with the other work on the machine.
                mine = median(timeRuns(
                    [&] { doNotOptimize(pe::principalComponents(table, 3, 1).scores.data()); },
                    options().runs * 3, options().warmup));
                report(t.ours, mine);
            }
            if (t.ours == ours) {
                if (selected(oursAll))
                    report(oursAll, median(timeRuns(
                                        [&] {
                                            doNotOptimize(
                                                pe::principalComponents(table, 3, 0).scores.data());
                                        },
                                        options().runs * 3, options().warmup)));
                for (const auto& [name, what, precision] :
                     {std::tuple<std::string, std::string, int>{svd64, "svd", 64},
                      {svd32, "svd", 32}}) {
                    if (!selected(name))
                        continue;
                    const BaselineRun run = pythonBaseline(name, what, precision, 1, npy, 5);
                    report(name, run.seconds,
                           run.note + " " + ratioNote("speedup", run.seconds, mine));
                }
            }
            for (const auto& [name, precision, threads] :
                 {std::tuple<std::string, int, int>{t.sklearn, 64, 1},
                  {t.ours == ours ? sk32 : std::string(), 32, 1},
                  {t.ours == ours ? sk64All : std::string(), 64, 0}}) {
                if (name.empty() || !selected(name))
                    continue;
                const BaselineRun run =
                    pythonBaseline(name, "sklearn", precision, threads, npy, options().runs * 3);
                report(name, run.seconds, run.note + " " + ratioNote("speedup", run.seconds, mine));
            }
            std::remove(npy.c_str());
        }
    }
    // The large tables: the learned-style one and the encoding, in double.
    for (const bool learned : {true, false}) {
        const std::string kind = learned ? "learned_style" : "encoding";
        const std::string one = "pca_8192x4096_" + kind + "_top3_float64_1thread";
        const std::string all = "pca_8192x4096_" + kind + "_top3_float64_all_threads";
        if (!selected(one) && !selected(all))
            continue;
        const pe::Matrix table =
            learned ? learnedStyleTable(8192, 4096) : encodingTable(8192, 4096, false);
        checkComponents(one, table, pe::principalComponents(table, 3, 1));
        for (const auto& [name, threads] : {std::pair<std::string, int>{one, 1}, {all, 0}})
            if (selected(name))
                report(name, median(timeRuns(
                                 [&] {
                                     doNotOptimize(
                                         pe::principalComponents(table, 3, threads).scores.data());
                                 },
                                 3, 1)));
    }
}

void spectrumCases() {
    const std::string one = "spectrum_8192x4096_1thread";
    const std::string all = "spectrum_8192x4096_all_threads";
    if (!selected(one) && !selected(all))
        return;
    const pe::Matrix table = encodingTable(8192, 4096, false);
    // Column 2i of the encoding turns at w_i = base^(-2i/D): its strongest bin is the nearest
    // whole number of cycles, L w_i / (2 pi), for the fast pairs.
    const auto spectrum = pe::columnSpectrum(table, 1);
    const double expected = std::round(8192.0 / (2.0 * M_PI));
    if (spectrum[0].cyclesPerPosition * 8192.0 != expected)
        fail(one, "column 0's strongest bin is " +
                      std::to_string(spectrum[0].cyclesPerPosition * 8192.0));
    for (const auto& [name, threads] : {std::pair<std::string, int>{one, 1}, {all, 0}})
        if (selected(name))
            report(name, median(timeRuns(
                             [&] { doNotOptimize(pe::columnSpectrum(table, threads).data()); },
                             options().runs, 1)));
}

// ---- A model file: several large tensors, then the position table, then a small one.

struct Tensor {
    std::string name;
    std::int64_t rows, cols;
};

void writeSafetensors(const std::string& caseName, const std::string& path,
                      const std::vector<Tensor>& tensors, const pe::Matrix& table,
                      const std::string& tableName) {
    std::string header = "{";
    std::uint64_t offset = 0;
    for (const Tensor& t : tensors) {
        const std::uint64_t bytes = std::uint64_t(t.rows * t.cols) * 4;
        header += (header.size() > 1 ? ",\"" : "\"") + t.name +
                  "\":{\"dtype\":\"F32\",\"shape\":[" + std::to_string(t.rows) + "," +
                  std::to_string(t.cols) + "],\"data_offsets\":[" + std::to_string(offset) + "," +
                  std::to_string(offset + bytes) + "]}";
        offset += bytes;
    }
    header += ",\"__metadata__\":{\"format\":\"pt\"}}";
    while (header.size() % 8 != 0)
        header.push_back(' ');
    std::ofstream out(path, std::ios::binary);
    unsigned char length[8];
    for (int i = 0; i < 8; ++i)
        length[i] = static_cast<unsigned char>(std::uint64_t(header.size()) >> (8 * i));
    out.write(reinterpret_cast<const char*>(length), 8);
    out << header;
    std::vector<float> block(1 << 20);
    for (std::size_t i = 0; i < block.size(); ++i)
        block[i] = float(i % 1000) * 1e-3f - 0.5f;
    for (const Tensor& t : tensors) {
        if (t.name == tableName) {
            const Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor> values =
                table.cast<float>();
            out.write(reinterpret_cast<const char*>(values.data()),
                      std::streamsize(4 * values.size()));
            continue;
        }
        for (std::int64_t left = t.rows * t.cols; left > 0;) {
            const std::int64_t n = std::min<std::int64_t>(left, std::int64_t(block.size()));
            out.write(reinterpret_cast<const char*>(block.data()), std::streamsize(4 * n));
            left -= n;
        }
    }
    if (!out.flush())
        fail(caseName, "cannot write " + path);
}

// Peak resident memory of this process so far (VmHWM), in KiB.
long peakKiB() {
    std::ifstream status("/proc/self/status");
    for (std::string line; std::getline(status, line);)
        if (line.compare(0, 6, "VmHWM:") == 0)
            return std::stol(line.substr(6));
    return 0;
}

void evictFromPageCache(const std::string& path) {
    const int fd = open(path.c_str(), O_RDONLY);
    if (fd >= 0) {
        posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED);
        close(fd);
    }
}

void safetensorsCases() {
    const std::string warm = "safetensors_500MB_open_1024x768_f32_page_cache";
    const std::string cold = "safetensors_500MB_open_1024x768_f32_evicted";
    if (!selected(warm) && !selected(cold))
        return;
    runChild(warm, {"mkdir", "-p", kFolder});
    const std::string path = kFolder + "/model.safetensors";
    const pe::Matrix table = learnedStyleTable(1024, 768);
    // 3 x 160 MiB of other weights before the table, a small tensor after it: 506 MB.
    const std::vector<Tensor> tensors = {{"h.0.mlp.c_fc.weight", 8192, 5120},
                                         {"h.0.mlp.c_proj.weight", 5120, 8192},
                                         {"h.1.mlp.c_fc.weight", 8192, 5120},
                                         {"wpe.weight", 1024, 768},
                                         {"ln_f.weight", 1, 768}};
    writeSafetensors(warm, path, tensors, table, "wpe.weight");
    const pe::LoadedMatrix loaded = pe::readMatrixFile(path);
    if (loaded.tensor != "wpe.weight" || loaded.values != table)
        fail(warm, "the table read is not the one written");
    char size[64];
    std::ifstream file(path, std::ios::binary | std::ios::ate);
    std::snprintf(size, sizeof size, "file=%.0fMB", double(file.tellg()) / 1e6);
    // Peak memory in a fresh process: pe-bench run again to read the table alone.
    char self[4096] = {};
    if (readlink("/proc/self/exe", self, sizeof self - 1) <= 0)
        fail(warm, "cannot find this program");
    const std::string memory = kFolder + "/memory.txt";
    evictFromPageCache(path);
    runChild(warm, {self, "--read-table", path, memory});
    const std::string peak = readText(warm, memory);
    for (const auto& [name, evict] : {std::pair<std::string, bool>{warm, false}, {cold, true}}) {
        if (!selected(name))
            continue;
        std::vector<double> seconds;
        for (int run = 0; run < options().runs; ++run) {
            if (evict)
                evictFromPageCache(path);
            const auto start = std::chrono::steady_clock::now();
            doNotOptimize(pe::readMatrixFile(path).values.data());
            seconds.push_back(
                std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
        }
        report(name, median(seconds), std::string(size) + " " + peak);
    }
    std::remove(path.c_str());
}

} // namespace

int readTableChild(const std::string& path, const std::string& output) {
    const long before = peakKiB();
    const auto start = std::chrono::steady_clock::now();
    const pe::LoadedMatrix loaded = pe::readMatrixFile(path);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const long after = peakKiB();
    std::ofstream out(output);
    char text[160];
    std::snprintf(text, sizeof text,
                  "fresh_process_evicted=%.4gs peak_rss_above_own=%.1fMiB own_peak_rss=%.1fMiB",
                  seconds, double(after - before) / 1024.0, double(before) / 1024.0);
    out << text;
    return loaded.values.rows() == 1024 && out ? 0 : 1;
}

void runTableCases() {
    pcaCases();
    spectrumCases();
    safetensorsCases();
}

} // namespace bench

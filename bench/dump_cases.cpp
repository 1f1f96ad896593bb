// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/dump_cases.h"

#include "bench/bench_report.h"
#include "core/matrix_io.h"
#include "ui/export/data_subject.h"

#include <cstdio>
#include <fstream>
#include <spawn.h>
#include <string>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

extern char** environ;

namespace bench {
namespace {

struct ChildRun {
    double seconds = 0.0;
    double peakMiB = 0.0;
};

// Runs a program to its end; its own wall time and peak resident memory (wait4 gives the
// one child's, not the sum over every child so far).
ChildRun runChild(const std::string& caseName, std::vector<std::string> arguments) {
    std::vector<char*> argv;
    for (std::string& argument : arguments)
        argv.push_back(argument.data());
    argv.push_back(nullptr);
    const auto start = std::chrono::steady_clock::now();
    pid_t pid = 0;
    if (posix_spawnp(&pid, argv[0], nullptr, nullptr, argv.data(), environ) != 0)
        fail(caseName, "cannot start " + arguments[0]);
    int status = 0;
    rusage usage{};
    if (wait4(pid, &status, 0, &usage) != pid || !WIFEXITED(status) || WEXITSTATUS(status) != 0)
        fail(caseName, arguments[0] + " failed");
    ChildRun run;
    run.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    run.peakMiB = static_cast<double>(usage.ru_maxrss) / 1024.0;
    return run;
}

// numpy.savetxt(fmt="%.17g") of the same 100000 x 512 encoding to the same file, in Debian's
// python3, a child of this run: both measured on the machine as it is at the time. The child
// times savetxt alone (building the matrix is not the work compared) and writes the seconds
// and numpy's version to `timing`. savetxt formats in Python, one thread, without BLAS; the
// OpenBLAS settings of these machines are unset for the child all the same.
struct SavetxtRun {
    double seconds = 0.0;
    std::string numpy;
};
SavetxtRun savetxt(const std::string& caseName, const std::string& file,
                   const std::string& timing) {
    const std::string script = "import sys, time\n"
                               "import numpy as np\n"
                               "pos = np.arange(100000, dtype=np.float64)[:, None]\n"
                               "div = np.power(10000.0, np.arange(0, 512, 2) / 512.0)\n"
                               "m = np.empty((100000, 512))\n"
                               "m[:, 0::2] = np.sin(pos / div)\n"
                               "m[:, 1::2] = np.cos(pos / div)\n"
                               "start = time.perf_counter()\n"
                               "np.savetxt(sys.argv[1], m, fmt='%.17g', delimiter=',')\n"
                               "seconds = time.perf_counter() - start\n"
                               "open(sys.argv[2], 'w').write(f'{seconds!r} {np.__version__}')\n";
    runChild(caseName, {"env", "-u", "OPENBLAS_CORETYPE", "-u", "OPENBLAS_L2_SIZE",
                        "/usr/bin/python3", "-c", script, file, timing});
    SavetxtRun run;
    std::ifstream in(timing);
    if (!(in >> run.seconds >> run.numpy) || !(run.seconds > 0.0))
        fail(caseName, "python3 wrote no timing");
    std::remove(timing.c_str());
    return run;
}

// The CSV writer's text before it used std::to_chars: "%.17g" per value, a row a line.
void writeCsvPercent17g(std::ostream& out, const pe::RowBlocks& blocks) {
    std::vector<double> row(static_cast<std::size_t>(blocks.cols));
    std::string line;
    char number[32];
    for (std::int64_t r = 0; r < blocks.rows; ++r) {
        blocks.fill(r, 1, row.data());
        line.clear();
        for (std::int64_t c = 0; c < blocks.cols; ++c) {
            const int n = std::snprintf(number, sizeof number, "%.17g", row[std::size_t(c)]);
            if (c > 0)
                line.push_back(',');
            line.append(number, static_cast<std::size_t>(n));
        }
        line.push_back('\n');
        out.write(line.data(), static_cast<std::streamsize>(line.size()));
    }
}

} // namespace

void runDumpCases() {
    const std::string folder = "/tmp/pe-bench-dumps";
    const std::string file = folder + "/out";
    const std::string dump = "dump_similarity_16000x512_npy_streamed";
    // The baseline at equal work: dd writing as many bytes and syncing them to the disk, as
    // the dump's atomic write does before it renames the file into place. Plain dd, whose
    // bytes may still be in the page cache when it ends, is printed beside it.
    const std::string dd = "dd_zero_16000x16000x8_bytes_fdatasync";
    const std::string ddCached = "dd_zero_16000x16000x8_bytes_no_sync";
    runChild("dump cases", {"mkdir", "-p", folder}); // every case below writes there
    if (selected(dump) || selected(dd)) {
        std::vector<double> dumpSeconds, ddSeconds, ddCachedSeconds;
        double dumpPeak = 0.0;
        // 16000 x 16000 doubles = 2048000000 bytes = 1953.125 MiB: 1954 blocks of 1 MiB.
        const std::vector<std::string> ddArguments = {"dd",    "if=/dev/zero", "of=" + file,
                                                      "bs=1M", "count=1954",   "status=none"};
        // Alternating, fresh file against fresh file: each writes 2 GB.
        for (int run = 0; run < 3; ++run) {
            const ChildRun d =
                runChild(dump, {PE_EXPLORER_BINARY, "dump",
                                dataSubjectInfo(DataSubject::Similarity).name, "--length", "16000",
                                "--dim", "512", "--format", "npy", "--quiet", "--output", file});
            dumpSeconds.push_back(d.seconds);
            dumpPeak = std::max(dumpPeak, d.peakMiB);
            std::remove(file.c_str());
            std::vector<std::string> synced = ddArguments;
            synced.push_back("conv=fdatasync");
            ddSeconds.push_back(runChild(dd, synced).seconds);
            std::remove(file.c_str());
            ddCachedSeconds.push_back(runChild(ddCached, ddArguments).seconds);
            std::remove(file.c_str());
        }
        char extra[160];
        std::snprintf(extra, sizeof extra, "peak_rss=%.0fMiB ratio_to_dd_fdatasync=%.2f", dumpPeak,
                      median(dumpSeconds) / median(ddSeconds));
        report(dump, median(dumpSeconds), extra);
        report(dd, median(ddSeconds));
        report(ddCached, median(ddCachedSeconds));
    }
    pe::EncodingParams params;
    params.length = 100000;
    params.dim = 512;
    const pe::RowBlocks rows = pe::encodingRows(params);
    const std::string shortest = "csv_pe_100000x512_shortest_1thread";
    const std::string shortestAll = "csv_pe_100000x512_shortest_all_threads";
    const std::string old = "csv_pe_100000x512_percent17g_1thread";
    const std::string numpy = "csv_pe_100000x512_numpy_savetxt_17g_1thread";
    // The same text to /dev/null: the formatting alone, without this machine's filesystem
    // (which costs as much as the formatting here, and the same for both).
    const std::string shortestNull = "csv_pe_100000x512_shortest_1thread_to_devnull";
    const std::string numpyNull = "csv_pe_100000x512_numpy_savetxt_17g_1thread_to_devnull";
    auto csvCase = [&](const std::string& name, int threads, const std::string& to = {}) {
        if (!selected(name))
            return 0.0;
        const double seconds = median(timeRuns(
            [&] {
                std::ofstream out(to.empty() ? file : to, std::ios::binary);
                if (!pe::writeCsv(out, rows, {}, threads))
                    fail(name, "write failed");
            },
            3, 0));
        report(name, seconds);
        return seconds;
    };
    const double shortestSeconds = csvCase(shortest, 1);
    csvCase(shortestAll, 0); // the user's default: one thread per core
    const double shortestNullSeconds = csvCase(shortestNull, 1, "/dev/null");
    if (selected(old)) {
        const double seconds = median(timeRuns(
            [&] {
                std::ofstream out(file, std::ios::binary);
                writeCsvPercent17g(out, rows);
            },
            3, 0));
        char extra[80];
        std::snprintf(extra, sizeof extra, "shortest_1thread_speedup=%.2f",
                      shortestSeconds > 0 ? seconds / shortestSeconds : 0.0);
        report(old, seconds, extra);
    }
    auto numpyCase = [&](const std::string& name, const std::string& to, double ours) {
        if (!selected(name))
            return;
        std::vector<double> seconds;
        std::string version;
        for (int run = 0; run < 3; ++run) {
            const SavetxtRun savetxtRun = savetxt(name, to, file + ".seconds");
            seconds.push_back(savetxtRun.seconds);
            version = savetxtRun.numpy;
        }
        char extra[120];
        std::snprintf(extra, sizeof extra, "shortest_1thread_speedup=%.2f numpy=%s",
                      ours > 0 ? median(seconds) / ours : 0.0, version.c_str());
        report(name, median(seconds), extra);
    };
    numpyCase(numpy, file, shortestSeconds);
    numpyCase(numpyNull, "/dev/null", shortestNullSeconds);
    std::remove(file.c_str());
}

} // namespace bench

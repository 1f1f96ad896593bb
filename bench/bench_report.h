// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The benchmark's shared vocabulary: every case prints one line, `name median_seconds`,
// plus optional extra figures, so the Python baseline script can read the same format.

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <string>
#include <vector>
#if defined(__unix__)
#include <sys/resource.h>
#endif

namespace bench {

inline double median(std::vector<double> values) {
    if (values.empty())
        return 0.0;
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n % 2 ? values[n / 2] : 0.5 * (values[n / 2 - 1] + values[n / 2]);
}

inline double percentile(std::vector<double> values, double p) {
    if (values.empty())
        return 0.0;
    std::sort(values.begin(), values.end());
    const std::size_t index =
        std::min(values.size() - 1, std::size_t(p * (values.size() - 1) + 0.5));
    return values[index];
}

// Seconds per run for `runs` runs after `warmup` unmeasured ones.
inline std::vector<double> timeRuns(const std::function<void()>& body, int runs = 5,
                                    int warmup = 1) {
    for (int i = 0; i < warmup; ++i)
        body();
    std::vector<double> seconds;
    for (int i = 0; i < runs; ++i) {
        const auto start = std::chrono::steady_clock::now();
        body();
        seconds.push_back(
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    }
    return seconds;
}

// One output line: "name median_seconds [extra]".
inline void report(const std::string& name, double medianSeconds, const std::string& extra = {}) {
    std::printf("%s %.6g%s%s\n", name.c_str(), medianSeconds, extra.empty() ? "" : " ",
                extra.c_str());
    std::fflush(stdout);
}

// A case whose work failed (a wrong result, a failed write, a timeout): its time would
// mean nothing, so the whole run stops with a non-zero exit instead of printing it.
[[noreturn]] inline void fail(const std::string& caseName, const std::string& what) {
    std::fflush(stdout);
    std::fprintf(stderr, "pe-bench: %s failed: %s\n", caseName.c_str(), what.c_str());
    std::exit(1);
}

// Tells the compiler that `p` is read, so a timed allocation or fill is not optimised
// away (an unused zeroed matrix can vanish entirely).
inline void doNotOptimize(const void* p) {
#if defined(__GNUC__)
    asm volatile("" : : "g"(p) : "memory");
#else
    static const void* volatile escape;
    escape = p;
#endif
}

// Command-line choices shared by every case file: `--quick` (fewer runs, for a smoke
// check, not for reporting) and `--cases a,b` (run the cases whose name starts with a or b).
struct Options {
    int runs = 7;
    int warmup = 1;
    std::vector<std::string> cases;
};

inline Options& options() {
    static Options instance;
    return instance;
}

inline bool selected(const std::string& name) {
    if (options().cases.empty())
        return true;
    for (const std::string& prefix : options().cases)
        if (name.compare(0, prefix.size(), prefix) == 0)
            return true;
    return false;
}

// timeRuns with the run counts from the command line.
inline std::vector<double> timeCase(const std::function<void()>& body) {
    return timeRuns(body, options().runs, options().warmup);
}

// Times and reports one case if the command line selected it.
inline void runCase(const std::string& name, const std::function<void()>& body,
                    const std::string& extra = {}) {
    if (selected(name))
        report(name, median(timeCase(body)), extra);
}

// Peak resident set of this process so far, in MiB (0 where the OS does not say).
inline double peakRssMiB() {
#if defined(__unix__)
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<double>(usage.ru_maxrss) / 1024.0; // Linux reports KiB
#else
    return 0.0;
#endif
}

} // namespace bench

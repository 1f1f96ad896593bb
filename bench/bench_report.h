#pragma once
// The benchmark's shared vocabulary: every case prints one line, `name median_seconds`,
// plus optional extra figures, so the Python baseline script can read the same format.

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>
#include <string>
#include <vector>

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
    const std::size_t index = std::min(values.size() - 1, std::size_t(p * (values.size() - 1) + 0.5));
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

} // namespace bench

// SPDX-License-Identifier: GPL-3.0-or-later
// pe-bench: prints `name median_seconds [extra]`, one line per case, for
// bench/run_benchmarks.sh to set against the PyTorch and matplotlib baselines.
//   pe-bench [--quick] [--cases PREFIX,PREFIX...]

#include "bench/bench_report.h"
#include "bench/core_cases.h"
#include "bench/table_cases.h"
#ifdef PE_BENCH_GUI_CASES
#include "bench/gui_cases.h"
#endif
#ifdef PE_BENCH_EXPORT_CASES
#include "bench/dump_cases.h"
#include "bench/export_cases.h"
#endif

#include <cstdio>
#include <cstring>
#include <sstream>
#include <string>

namespace {

std::vector<std::string> splitCommas(const std::string& text) {
    std::vector<std::string> parts;
    std::istringstream in(text);
    for (std::string part; std::getline(in, part, ',');)
        if (!part.empty())
            parts.push_back(part);
    return parts;
}

// Returns false (after printing usage) on anything it does not know.
bool parseArguments(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--quick") == 0) {
            bench::options().runs = 3; // a smoke check; reports want the default 7
        } else if (std::strcmp(argv[i], "--cases") == 0 && i + 1 < argc) {
            bench::options().cases = splitCommas(argv[++i]);
        } else {
            std::fprintf(stderr, "usage: %s [--quick] [--cases PREFIX,PREFIX...]\n", argv[0]);
            return false;
        }
    }
    return true;
}

} // namespace

int main(int argc, char** argv) {
    if (argc == 4 && std::strcmp(argv[1], "--read-table") == 0) // a child of the table cases
        return bench::readTableChild(argv[2], argv[3]);
    if (!parseArguments(argc, argv))
        return 2;
    std::printf("# pe-bench: name median_seconds [extra], median of %d runs after %d warm-up\n",
                bench::options().runs, bench::options().warmup);
    bench::runCoreCases();
    bench::runTableCases();
#ifdef PE_BENCH_GUI_CASES
    // Needs a QApplication, which runGuiCases creates (QT_QPA_PLATFORM=offscreen).
    using namespace bench; // found whether gui_cases.h declares it in bench or globally
    runGuiCases();
#endif
#ifdef PE_BENCH_EXPORT_CASES
    bench::runExportCases(); // makes its own QApplication if the GUI cases did not
    bench::runDumpCases();
#endif
    return 0;
}

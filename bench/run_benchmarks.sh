#!/usr/bin/env bash
# Runs pe-bench and the PyTorch / matplotlib baselines one after the other in one run,
# then prints the ratios against the targets of docs/PERFORMANCE.md.
#   bash bench/run_benchmarks.sh [--quick]
# PE_BUILD_DIR: the build tree (default build); pe-bench is (re)built there first.
# PYTHON: the interpreter with Debian's python3-torch (default /usr/bin/python3).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${PE_BUILD_DIR:-$root/build}"
python="${PYTHON:-/usr/bin/python3}"
bench="$build/bin/pe-bench"
# The GUI cases open the explorer window; offscreen needs no display.
export QT_QPA_PLATFORM="${QT_QPA_PLATFORM:-offscreen}"
[[ -f "$build/CMakeCache.txt" ]] || cmake -S "$root" -B "$build" >/dev/null
if ! cmake --build "$build" --target pe-bench -j "$(nproc)" >/dev/null 2>&1; then
    # A tree others are editing can be briefly broken; say so rather than time nothing.
    [[ -x "$bench" ]] || { echo "pe-bench does not build: cmake --build $build --target pe-bench" >&2; exit 1; }
    echo "# warning: pe-bench did not rebuild; timing the existing $bench"
fi

echo "# machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | xargs)"
echo "# load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
results="$(mktemp)"
trap 'rm -f "$results"' EXIT
"$bench" "$@" | tee -a "$results"
# No torch or matplotlib: baselines.py says so and the ratios below print n/a.
# baselines.py knows --quick only; --cases selects pe-bench cases.
quick=()
for arg in "$@"; do
    if [[ "$arg" == --quick ]]; then quick=(--quick); fi
done
if command -v "$python" >/dev/null; then
    "$python" "$root/bench/baselines.py" "${quick[@]}" | tee -a "$results"
else
    echo "# $python not found: baselines skipped"
fi
echo "# load average at end: $(cut -d' ' -f1-3 /proc/loadavg)"

# ratio LABEL BASELINE_CASE OUR_CASE TARGET: baseline / ours, and whether it meets TARGET
# ("-": no target, shown for reference).
ratio() {
    awk -v label="$1" -v base="$2" -v ours="$3" -v target="$4" '
        $1 == base { b = $2 } $1 == ours { o = $2 }
        END {
            if (b == "" || o == "" || o <= 0) { printf "%-44s n/a (target >= %sx)\n", label, target; exit }
            r = b / o
            if (target == "-") { printf "%-44s %8.1fx (for reference, no target)\n", label, r; exit }
            printf "%-44s %8.1fx (target >= %sx: %s)\n", label, r, target, ((r >= target) ? "met" : "NOT met")
        }' "$results"
}
echo "# ratios: baseline median / pe-bench median, same run"
ratio "PE 8192x1024 vs torch, 1 thread" torch_pe_8192x1024_1thread pe_8192x1024_float32_1thread 10
ratio "PE 8192x1024 vs torch, 1 thread, reused buf" torch_pe_8192x1024_1thread \
    pe_8192x1024_float32_1thread_reused_buffer 10
ratio "cosine 4096x512 vs torch, Toeplitz" torch_cosine_4096x512_1thread \
    similarity_cosine_4096x512_toeplitz 100
ratio "cosine 4096x512 vs torch, matrix product" torch_cosine_4096x512_1thread \
    similarity_cosine_4096x512_matrix_product -
ratio "export PNG+PDF 2048x512 vs matplotlib" matplotlib_export_2048x512_png_pdf \
    export_heatmap_2048x512_png_pdf 3

# below LABEL CASE LIMIT [FIELD]: the case's median (or its FIELD=value extra, units
# stripped) against an absolute limit, for the targets that are not ratios.
below() {
    awk -v label="$1" -v name="$2" -v limit="$3" -v field="${4:-}" '
        $1 == name {
            if (field == "") { v = $2 }
            else for (i = 3; i <= NF; ++i) if (index($i, field "=") == 1) {
                v = substr($i, length(field) + 2); sub(/[^0-9.eE+-].*$/, "", v)
            }
        }
        END {
            if (v == "") { printf "%-44s n/a (target < %s)\n", label, limit; exit }
            printf "%-44s %10.4g (target < %s: %s)\n", label, v, limit, ((v + 0 < limit + 0) ? "met" : "NOT met")
        }' "$results"
}
echo "# absolute targets"
below "GUI refresh 2048x512, median seconds" gui_refresh_2048x512 0.05
below "GUI-thread stall 4096x1024 drag, seconds" gui_stall_4096x1024 0.016
below "L=1e6 D=1024 refresh, median seconds" scale_1000000x1024 0.2
below "L=1e6 D=1024 peak RSS, MiB" scale_1000000x1024 1024 peak_rss

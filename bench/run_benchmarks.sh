#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs pe-bench and the PyTorch / matplotlib baselines one after the other in one run and
# prints every row of the README's performance table: the ratios against the targets of
# docs/PERFORMANCE.md and the absolute targets, including the GUI stall under load.
#   bash bench/run_benchmarks.sh [--quick] [--cases PREFIX,PREFIX...]
# --cases runs only the cases whose names start with a prefix, ours and the baselines' (e.g.
# similarity_,torch_cosine_), and prints the rows whose cases ran; without it every case
# runs and a row without its result fails the run.
# PE_BUILD_DIR: the build tree (default build); pe-bench is (re)built there first.
# PYTHON: the interpreter with Debian's python3-torch (default /usr/bin/python3).
# Installs (as root, through apt) what the baselines need when it is missing: python3-torch,
# python3-matplotlib, python3-threadpoolctl, libopenblas0-pthread and python3-sklearn (the
# PCA baseline). Torch wheels ship an optimised BLAS; Debian's torch takes the libblas.so.3
# alternative, which is the slow reference BLAS unless OpenBLAS is installed. A case whose
# work fails stops the run (exit 1).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${PE_BUILD_DIR:-$root/build}"
python="${PYTHON:-/usr/bin/python3}"
bench="$build/bin/pe-bench"
quick=()
cases=""
while (($#)); do
    case "$1" in
    --quick) quick=(--quick) ;;
    --cases) cases="${2:?--cases needs PREFIX,PREFIX...}"; shift ;;
    *) echo "usage: bash bench/run_benchmarks.sh [--quick] [--cases PREFIX,PREFIX...]" >&2; exit 2 ;;
    esac
    shift
done
# The GUI cases open the explorer window; offscreen needs no display.
export QT_QPA_PLATFORM="${QT_QPA_PLATFORM:-offscreen}"

# The baselines as users run them: torch with an optimised BLAS.
missing=()
for package in python3-torch python3-matplotlib python3-threadpoolctl libopenblas0-pthread \
    python3-sklearn; do
    dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if ((${#missing[@]})); then
    if [[ $(id -u) -ne 0 ]]; then
        echo "missing ${missing[*]}: run as root or apt-get install them" >&2
        exit 1
    fi
    echo "# installing ${missing[*]}"
    DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq \
        "${missing[@]}" >/dev/null
fi

[[ -f "$build/CMakeCache.txt" ]] || cmake -S "$root" -B "$build" >/dev/null
if ! cmake --build "$build" --target pe-bench -j "$(nproc)" >/dev/null 2>&1; then
    # A tree others are editing can be briefly broken; say so rather than time nothing.
    [[ -x "$bench" ]] || { echo "pe-bench does not build: cmake --build $build --target pe-bench" >&2; exit 1; }
    echo "# warning: pe-bench did not rebuild; timing the existing $bench"
fi

echo "# date: $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "# machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | xargs), $(uname -r)"
echo "# libblas.so.3: $(update-alternatives --query libblas.so.3-x86_64-linux-gnu 2>/dev/null | sed -n 's/^Value: //p')"
echo "# load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
results="$(mktemp)"
busy=()
cleanup() {
    for pid in "${busy[@]}"; do kill "$pid" 2>/dev/null || true; done
    rm -f "$results"
}
trap cleanup EXIT

# pe-bench's BLAS: the general similarity's OpenBLAS, with the machine's variables as set.
for variable in OPENBLAS_CORETYPE OPENBLAS_L2_SIZE OPENBLAS_NUM_THREADS; do
    echo "# pe-bench $variable=${!variable-(unset)}"
done
if [[ -n "$cases" ]]; then
    # The selected cases alone: ours, then the baselines' (with the BLAS variables unset as
    # for the whole run below).
    "$bench" "${quick[@]}" --cases "$cases" | tee -a "$results"
    env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE "$python" "$root/bench/baselines.py" \
        "${quick[@]}" --cases "$cases" | tee -a "$results"
else
    # Everything but the L = 10^6 case, whose peak RSS must be its own process's.
    "$bench" "${quick[@]}" --cases pe_,display_rows_,similarity_,gui_refresh_,gui_stall_,export_ |
        tee -a "$results"
    "$bench" "${quick[@]}" --cases scale_ | grep -v '^#' | tee -a "$results"
    # A model's table: PCA and spectrum against numpy / scikit-learn (children of this case, one
    # thread each), and the position table read from a 506 MB safetensors file.
    "$bench" "${quick[@]}" --cases pca_,spectrum_,safetensors_ | grep -v '^#' | tee -a "$results"
    echo "# load average before the under-load case: $(cut -d' ' -f1-3 /proc/loadavg)"
    # The stall again with two busy loops competing for the cores.
    for _ in 1 2; do
        bash -c 'while :; do :; done' &
        busy+=("$!")
    done
    sleep 1
    "$bench" "${quick[@]}" --cases gui_stall_ | grep -v '^#' |
        sed 's/^gui_stall_4096x1024 /gui_stall_4096x1024_under_two_busy_loops /' | tee -a "$results"
    for pid in "${busy[@]}"; do kill "$pid"; done
    busy=()
    wait 2>/dev/null || true

    # The baselines' BLAS as users get it: the machine's OpenBLAS tuning variables are for old
    # builds on some CPUs, and no user of a wheel sets them.
    env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE "$python" "$root/bench/baselines.py" "${quick[@]}" |
        tee -a "$results"
fi
echo "# load average at end: $(cut -d' ' -f1-3 /proc/loadavg)"

# Every row needs its cases: a missing line is a failed run, not an n/a.
value() { # CASE [FIELD]: the median, or FIELD=value with its unit stripped
    awk -v name="$1" -v field="${2:-}" '
        $1 == name {
            if (field == "") v = $2
            else for (i = 3; i <= NF; ++i) if (index($i, field "=") == 1) {
                v = substr($i, length(field) + 2); sub(/[^0-9.eE+-].*$/, "", v)
            }
        }
        END { print v }' "$results"
}
need() {
    local v
    v="$(value "$@")"
    [[ -n "$v" ]] || { echo "no result for $*" >&2; exit 1; }
    echo "$v"
}
# ran CASE...: every case has a result; with --cases a row whose cases did not run is left
# out, and without it need() fails the run on a missing one.
ran() {
    [[ -z "$cases" ]] && return 0
    local c
    for c in "$@"; do [[ -n "$(value "$c")" ]] || return 1; done
}
# ratio LABEL BASELINE_CASE OUR_CASE TARGET: baseline / ours ("-": no target)
ratio() {
    ran "$2" "$3" || return 0
    local b o
    b="$(need "$2")"
    o="$(need "$3")"
    awk -v label="$1" -v b="$b" -v o="$o" -v target="$4" 'BEGIN {
        r = b / o
        if (target == "-") printf "%-58s %8.1fx  (%.4g s / %.4g s, no target)\n", label, r, b, o
        else printf "%-58s %8.1fx  (%.4g s / %.4g s, target >= %sx: %s)\n", label, r, b, o,
            target, ((r >= target) ? "met" : "NOT met")
    }'
}
# below LABEL CASE LIMIT [FIELD]: an absolute target
below() {
    ran "$2" || return 0
    local v
    v="$(need "$2" "${4:-}")"
    awk -v label="$1" -v v="$v" -v limit="$3" 'BEGIN {
        printf "%-58s %10.4g  (target < %s: %s)\n", label, v, limit, ((v + 0 < limit + 0) ? "met" : "NOT met")
    }'
}
echo "# ratios: baseline median / pe-bench median, same run, equal work"
ratio "PE 8192x1024 float32 1 thread, fresh vs torch fresh" \
    torch_pe_8192x1024_float32_1thread_fresh pe_8192x1024_float32_1thread_fresh 10
ratio "PE 8192x1024 float32 1 thread, reused buffer vs torch fresh" \
    torch_pe_8192x1024_float32_1thread_fresh pe_8192x1024_float32_1thread_reused_buffer -
ratio "cosine 4096x512 float64 1 thread, Toeplitz vs torch+BLAS" \
    torch_cosine_4096x512_float64_1thread similarity_cosine_4096x512_float64_1thread_toeplitz_fresh 10
ratio "general path vs torch float64 1 thread (cosine 4096x512)" \
    torch_cosine_4096x512_float64_1thread similarity_cosine_4096x512_float64_1thread_general_fresh 1.5
default_general=similarity_cosine_4096x512_float64_default_threads_general_fresh
ratio "the same, on the app's default BLAS threads ($(value "$default_general" threads))" \
    torch_cosine_4096x512_float64_1thread "$default_general" -
ratio "cosine Toeplitz float64 vs torch float32 (half the bytes)" \
    torch_cosine_4096x512_float32_1thread similarity_cosine_4096x512_float64_1thread_toeplitz_fresh -
ratio "export PNG+PDF 2048x512 vs matplotlib" matplotlib_export_2048x512_png_pdf \
    export_heatmap_2048x512_png_pdf 5
ratio "PCA top 3 of 1024x768, float64, 1 thread vs numpy svd" \
    pca_1024x768_numpy_svd_float64_1thread pca_1024x768_float32_table_top3_float64_1thread 5
ratio "PCA top 3 of 1024x768, float64, 1 thread vs sklearn PCA" \
    pca_1024x768_sklearn_pca3_float64_1thread pca_1024x768_float32_table_top3_float64_1thread 2
ratio "the same vs sklearn PCA in float32 (half the precision)" \
    pca_1024x768_sklearn_pca3_float32_1thread pca_1024x768_float32_table_top3_float64_1thread -
ratio "PCA top 3 of the encoding 1024x768 vs sklearn PCA, float64" \
    pca_1024x768_encoding_sklearn_pca3_float64_1thread \
    pca_1024x768_float32_encoding_top3_float64_1thread -
echo "# absolute targets"
below "GUI refresh 2048x512, median seconds" gui_refresh_2048x512 0.05
below "GUI refresh 2048x512, p95 seconds" gui_refresh_2048x512 0.05 p95
below "GUI-thread stall 4096x1024 drag, seconds" gui_stall_4096x1024 0.016
below "the same stall, two busy loops running, seconds" gui_stall_4096x1024_under_two_busy_loops 0.016
below "L=1e6 D=1024 refresh to the picture, median seconds" scale_1000000x1024 0.05
below "the same to the whole result (the band), median seconds" scale_1000000x1024 0.2 whole
below "L=1e6 D=1024 peak RSS (own process), MiB" scale_1000000x1024 1024 peak_rss
below "PCA top 3 of 8192x4096 learned-style, 1 thread, seconds" \
    pca_8192x4096_learned_style_top3_float64_1thread 1
below "PCA top 3 of the encoding 8192x4096, 1 thread, seconds" \
    pca_8192x4096_encoding_top3_float64_1thread 1
below "spectrum of 8192x4096, 1 thread, seconds" spectrum_8192x4096_1thread 1
below "safetensors 506 MB: open the 1024x768 table, evicted, s" \
    safetensors_500MB_open_1024x768_f32_evicted 0.05
below "the same in a fresh process: peak RSS above its own, MiB" \
    safetensors_500MB_open_1024x768_f32_evicted 64 peak_rss_above_own

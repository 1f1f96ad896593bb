#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The baselines pe-bench is measured against, in the same `name median_seconds [extra]`
format: the course's PyTorch positional_encoding (fresh matrix every call, as the course
runs it), torch F.normalize + matmul in float64 (the precision pe-bench's similarity
writes), both on one thread, and a matplotlib imshow + savefig of the heatmap.

Run with Debian's /usr/bin/python3 (python3-torch, python3-matplotlib, and an optimised
BLAS: libopenblas0-pthread, as torch wheels ship one). Every case checks its own result;
a case whose work fails raises, and the script exits non-zero. A missing package is an
error too unless --allow-missing is given."""

import argparse
import math
import os
import re
import statistics
import sys
import tempfile
import time

# One thread for every pool torch may compute in: its own (set_num_threads below), OpenMP,
# and OpenBLAS's pthreads, which torch.set_num_threads does not reach. Read at load time,
# so set before torch is imported.
for _pool in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ[_pool] = "1"


def median_seconds(body, runs, warmup=1):
    for _ in range(warmup):
        body()
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        body()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


SELECTED = []  # --cases prefixes; empty: every case


def selected(name):
    return not SELECTED or any(name.startswith(prefix) for prefix in SELECTED)


def report(name, seconds, extra=""):
    print(f"{name} {seconds:.6g}" + (f" {extra}" if extra else ""), flush=True)


def loaded_blas_libraries():
    """The BLAS shared objects mapped into this process: what really runs the matmul."""
    names = set()
    with open("/proc/self/maps") as maps:
        for line in maps:
            path = line.split()[-1] if len(line.split()) >= 6 else ""
            base = os.path.basename(path)
            if any(key in base for key in ("blas", "mkl", "blis", "atlas")):
                names.add(os.path.realpath(path))
    return sorted(names)


def print_blas(torch):
    """Says which BLAS torch computes with: its build config, the mapped libraries, and
    threadpoolctl's view (internal API, kernel) where installed."""
    config = re.findall(r"(?:BLAS|LAPACK)_INFO=\w+", torch.__config__.show())
    print("# torch build: " + (", ".join(config) if config else "(no BLAS_INFO)"))
    print("# BLAS libraries mapped: " + (", ".join(loaded_blas_libraries()) or "none"))
    try:
        from threadpoolctl import threadpool_info
        infos = threadpool_info()
        check(all(info.get("num_threads") == 1 for info in infos),
              "a thread pool runs more than one thread: " + str(infos))
        for info in infos:
            print("# threadpoolctl: {internal_api} {version} {filepath} threads={num_threads}"
                  " {arch}".format(arch=info.get("architecture", ""), **{
                      k: info.get(k, "") for k in
                      ("internal_api", "version", "filepath", "num_threads")}))
    except ImportError:
        print("# threadpoolctl not installed: no kernel report")
    for variable in ("OPENBLAS_CORETYPE", "OPENBLAS_L2_SIZE", "OPENBLAS_NUM_THREADS"):
        print(f"# {variable}={os.environ.get(variable, '(unset)')}")


def positional_encoding(torch, max_len, d_model, dtype=None):
    # The course's code, as the students run it (float32 unless a dtype is given).
    dtype = dtype or torch.float32
    pe = torch.zeros(max_len, d_model, dtype=dtype)
    position = torch.arange(0, max_len, dtype=dtype).unsqueeze(1)
    div_term = torch.exp(torch.arange(0, d_model, 2, dtype=dtype) *
                         -(math.log(10000.0) / d_model))
    pe[:, 0::2] = torch.sin(position * div_term)
    pe[:, 1::2] = torch.cos(position * div_term)
    return pe


def check(condition, what):
    if not condition:
        raise SystemExit(f"baselines.py: {what}")


def torch_cases(runs, allow_missing):
    try:
        import torch
        import torch.nn.functional as F
    except ImportError:
        check(allow_missing, "torch not installed (apt-get install python3-torch)")
        print("# torch not installed: torch cases skipped")
        return
    torch.set_num_threads(1)  # one thread each, as pe-bench's 1thread cases
    check(torch.get_num_threads() == 1, "torch did not take one thread")
    extra = f"torch={torch.__version__} threads=1"
    name = "torch_pe_8192x1024_float32_1thread_fresh"
    if selected(name):
        pe = positional_encoding(torch, 8192, 1024)
        check(pe.dtype == torch.float32 and abs(float(pe[1, 0]) - math.sin(1.0)) < 1e-6,
              "the torch encoding is wrong")
        report(name, median_seconds(lambda: positional_encoding(torch, 8192, 1024), runs),
               extra)
    for dtype, label in ((torch.float64, "float64"), (torch.float32, "float32")):
        name = f"torch_cosine_4096x512_{label}_1thread"
        if not selected(name):
            continue
        x = positional_encoding(torch, 4096, 512, dtype)

        def cosine():
            n = F.normalize(x, dim=1)
            return n @ n.T

        sim = cosine()
        check(sim.dtype == dtype and sim.shape == (4096, 4096), "torch cosine has the wrong shape")
        check(abs(float(sim[5, 5]) - 1.0) < 1e-5, "torch cosine diagonal is not 1")
        # The mapped BLAS is only known after the first matmul has loaded it.
        if label == "float64":
            print_blas(torch)
        report(name, median_seconds(cosine, runs), extra)


def matplotlib_case(runs, allow_missing):
    name = "matplotlib_export_2048x512_png_pdf"
    if not selected(name):
        return
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
        import numpy as np
    except ImportError:
        check(allow_missing, "matplotlib not installed (apt-get install python3-matplotlib)")
        print("# matplotlib not installed: export skipped")
        return
    # The same 2048 x 512 encoding, in float32 as a heatmap buffer.
    pos = np.arange(2048, dtype=np.float64)[:, None]
    div = np.exp(np.arange(0, 512, 2) * -(math.log(10000.0) / 512))
    matrix = np.zeros((2048, 512), dtype=np.float32)
    matrix[:, 0::2] = np.sin(pos * div)
    matrix[:, 1::2] = np.cos(pos * div)
    out = tempfile.mkdtemp(prefix="pe-baseline-")
    files = [os.path.join(out, "pe.png"), os.path.join(out, "pe.pdf")]

    # 1600 x 1000 pixels at 150 dpi: the size pe-bench's export case writes.
    def export():
        for path in files:
            if os.path.exists(path):
                os.remove(path)
        fig, ax = plt.subplots(figsize=(1600 / 150, 1000 / 150), dpi=150)
        image = ax.imshow(matrix, aspect="auto", cmap="viridis")
        fig.colorbar(image, ax=ax)
        fig.savefig(files[0])
        fig.savefig(files[1])
        plt.close(fig)
        check(all(os.path.getsize(path) > 1000 for path in files), "matplotlib wrote nothing")

    report(name, median_seconds(export, runs),
           f"matplotlib={matplotlib.__version__} 1600x1000px dpi=150")


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="3 runs: a smoke check")
    parser.add_argument("--cases", default="", help="comma-separated name prefixes")
    parser.add_argument("--allow-missing", action="store_true",
                        help="skip, instead of failing, the cases whose package is missing")
    args = parser.parse_args()
    SELECTED.extend(prefix for prefix in args.cases.split(",") if prefix)
    runs = 3 if args.quick else 7
    print(f"# baselines.py: name median_seconds [extra], median of {runs} runs after 1 warm-up")
    torch_cases(runs, args.allow_missing)
    matplotlib_case(runs, args.allow_missing)
    return 0


if __name__ == "__main__":
    sys.exit(main())

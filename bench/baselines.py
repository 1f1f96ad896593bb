#!/usr/bin/python3
"""The baselines pe-bench is measured against, in the same `name median_seconds [extra]`
format: the course's PyTorch positional_encoding and cosine similarity (one thread), and a
matplotlib imshow + savefig of the heatmap. Run with Debian's /usr/bin/python3 (the
python3-torch and python3-matplotlib packages); a missing package skips its cases."""

import argparse
import math
import os
import statistics
import sys
import tempfile
import time


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


def positional_encoding(torch, max_len, d_model):
    # The course's code, as the students run it.
    pe = torch.zeros(max_len, d_model)
    position = torch.arange(0, max_len).unsqueeze(1)
    div_term = torch.exp(torch.arange(0, d_model, 2) * -(math.log(10000.0) / d_model))
    pe[:, 0::2] = torch.sin(position * div_term)
    pe[:, 1::2] = torch.cos(position * div_term)
    return pe


def torch_cases(runs):
    try:
        import torch
        import torch.nn.functional as F
    except ImportError:
        print("# torch not installed (apt-get install python3-torch): torch cases skipped")
        return
    torch.set_num_threads(1)  # one thread each, as pe_8192x1024_float32_1thread
    extra = f"torch={torch.__version__} threads=1"
    if selected("torch_pe_8192x1024_1thread"):
        report("torch_pe_8192x1024_1thread",
               median_seconds(lambda: positional_encoding(torch, 8192, 1024), runs), extra)
    if not selected("torch_cosine_4096x512_1thread"):
        return
    x = positional_encoding(torch, 4096, 512)

    def cosine():
        n = F.normalize(x, dim=1)
        return n @ n.T

    # Seconds per run with a reference BLAS: 5 runs, the minimum a median is reported from.
    report("torch_cosine_4096x512_1thread", median_seconds(cosine, min(runs, 5)), extra)


def matplotlib_case(runs):
    if not selected("matplotlib_export_2048x512_png_pdf"):
        return
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
        import numpy as np
    except ImportError:
        print("# matplotlib not installed (apt-get install python3-matplotlib): export skipped")
        return
    # The same 2048 x 512 encoding, in float32 as a heatmap buffer.
    pos = np.arange(2048, dtype=np.float64)[:, None]
    div = np.exp(np.arange(0, 512, 2) * -(math.log(10000.0) / 512))
    matrix = np.zeros((2048, 512), dtype=np.float32)
    matrix[:, 0::2] = np.sin(pos * div)
    matrix[:, 1::2] = np.cos(pos * div)
    out = tempfile.mkdtemp(prefix="pe-baseline-")

    # 1600 x 1000 pixels at 150 dpi: the size pe-bench's export case writes.
    def export():
        fig, ax = plt.subplots(figsize=(1600 / 150, 1000 / 150), dpi=150)
        image = ax.imshow(matrix, aspect="auto", cmap="viridis")
        fig.colorbar(image, ax=ax)
        fig.savefig(os.path.join(out, "pe.png"))
        fig.savefig(os.path.join(out, "pe.pdf"))
        plt.close(fig)

    report("matplotlib_export_2048x512_png_pdf", median_seconds(export, runs),
           f"matplotlib={matplotlib.__version__} 1600x1000px dpi=150")


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="3 runs: a smoke check")
    parser.add_argument("--cases", default="", help="comma-separated name prefixes")
    args = parser.parse_args()
    SELECTED.extend(prefix for prefix in args.cases.split(",") if prefix)
    runs = 3 if args.quick else 7
    print(f"# baselines.py: name median_seconds [extra], median of {runs} runs after 1 warm-up")
    torch_cases(runs)
    matplotlib_case(runs)


if __name__ == "__main__":
    sys.exit(main())

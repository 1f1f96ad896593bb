# SPDX-License-Identifier: GPL-3.0-or-later
# Expected values for tests/core/test_rope_scaling.cpp, computed in Python double with the
# math module only, from the published formulas as Hugging Face transformers writes them in
# src/transformers/modeling_rope_utils.py. Independent of the C++ code: run
#   python3 tests/data/rope_expected.py
# and paste the printed literals.
import math


def default(base, d):
    return [1.0 / base ** (2 * i / d) for i in range(d // 2)]


def linear(base, d, f):
    return [x / f for x in default(base, d)]


def ntk(base, d, f):
    return default(base * f ** (d / (d - 2)), d)


def dynamic(base, d, f, max_pos, seq):
    seq = seq if seq > max_pos else max_pos
    return default(base * ((f * seq / max_pos) - (f - 1)) ** (d / (d - 2)), d)


def yarn(base, d, f, orig, beta_fast=32, beta_slow=1, truncate=True):
    def corr(rot):
        return (d * math.log(orig / (rot * 2 * math.pi))) / (2 * math.log(base))
    low, high = corr(beta_fast), corr(beta_slow)
    if truncate:
        low, high = math.floor(low), math.ceil(high)
    low, high = max(low, 0), min(high, d - 1)
    if low == high:
        high += 0.001
    out = []
    for i in range(d // 2):
        p = base ** (2 * i / d)
        ramp = min(max((i - low) / (high - low), 0.0), 1.0)
        keep = 1 - ramp
        out.append(1 / (f * p) * (1 - keep) + (1 / p) * keep)
    return out, (low, high), 0.1 * math.log(f) + 1


def llama3(base, d, f, lo, hi, orig):
    out, bands = [], []
    for x in default(base, d):
        wl = 2 * math.pi / x
        if wl < orig / hi:
            out.append(x); bands.append("high")
        elif wl > orig / lo:
            out.append(x / f); bands.append("low")
        else:
            s = (orig / wl - lo) / (hi - lo)
            out.append((1 - s) * x / f + s * x); bands.append("mid")
    return out, bands


def show(name, values, pairs):
    print(name)
    for i in pairs:
        print("    {%d, %r, %r}," % (i, values[i], 2 * math.pi / values[i]))


show("plain 500000 d128", default(500000.0, 128), [0, 1, 17, 40, 63])
l3, bands = llama3(500000.0, 128, 8.0, 1.0, 4.0, 8192)
print("llama3 bands: high", bands.index("mid"), "mid", bands.index("low"))
show("llama3", l3, [0, 28, 29, 31, 34, 35, 63])
y, rng, att = yarn(10000.0, 128, 4.0, 4096)
print("yarn range", rng, "attention", repr(att))
show("yarn", y, [0, 20, 21, 30, 45, 46, 63])
y2, rng2, _ = yarn(10000.0, 128, 4.0, 4096, truncate=False)
print("yarn no-truncate range", rng2)
show("yarn no truncate", y2, [0, 20, 21, 30, 45, 46, 63])
show("linear 4", linear(10000.0, 128, 4.0), [0, 1, 63])
show("ntk 4", ntk(10000.0, 128, 4.0), [0, 1, 32, 63])
show("dynamic seq=max", dynamic(10000.0, 128, 4.0, 4096, 4096), [0, 1, 63])
show("dynamic seq=100", dynamic(10000.0, 128, 4.0, 4096, 100), [1, 63])
show("dynamic seq=2max", dynamic(10000.0, 128, 4.0, 4096, 8192), [0, 1, 32, 63])
print("partial: int(80 * 0.4) =", int(80 * 0.4), " int(128 * 0.5) =", int(128 * 0.5))
show("partial head 80 x 0.4, base 10000", default(10000.0, int(80 * 0.4)), [0, 1, 15])
# YaRN with DeepSeek's two mscales: get_mscale(f, m) = 0.1 m ln f + 1 for f > 1.
print("yarn mscale 1 / 0.5, factor 40:", repr((0.1 * 1.0 * math.log(40) + 1) / (0.1 * 0.5 * math.log(40) + 1)))

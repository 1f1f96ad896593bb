# SPDX-License-Identifier: GPL-3.0-or-later
# Expected values for tests/core/test_rope_context.cpp, computed in Python double with the
# math module only: the llama3 and YaRN formulas as Hugging Face transformers writes them
# (src/transformers/modeling_rope_utils.py), the bands from scale = new / old inv_freq, and
# RoFormer's score of q at r against k at 0 written as an explicit rotation of each pair
# (not the closed form the C++ code sums). Independent of the C++ code: run
#   python3 tests/data/rope_context_expected.py
# and paste the printed literals.
import math


def default(base, d):
    return [1.0 / base ** (2 * i / d) for i in range(d // 2)]


def llama3(base, d, f, low, high, orig):
    out = []
    low_wl, high_wl = orig / low, orig / high
    for x in default(base, d):
        wl = 2 * math.pi / x
        if wl < high_wl:
            out.append(x)
        elif wl > low_wl:
            out.append(x / f)
        else:
            s = (orig / wl - low) / (high - low)
            out.append((1 - s) * x / f + s * x)
    return out


def yarn(base, d, f, orig, beta_fast=32, beta_slow=1):
    def corr(rot):
        return (d * math.log(orig / (rot * 2 * math.pi))) / (2 * math.log(base))
    lo = max(math.floor(corr(beta_fast)), 0)
    hi = min(math.ceil(corr(beta_slow)), d - 1)
    if lo == hi:
        hi += 0.001
    out = []
    for i, x in enumerate(default(base, d)):
        ramp = min(max((i - lo) / (hi - lo), 0.0), 1.0)
        keep = 1 - ramp
        out.append((x / f) * (1 - keep) + x * keep)
    return out


def bands(old, new, f, orig):
    u = b = n = 0
    for o, s in zip(old, new):
        sc = s / o
        if abs(sc - 1) <= 1e-12:
            u += 1
        elif abs(sc - 1 / f) <= 1e-12 / f:
            n += 1
        else:
            b += 1
    turns = sum(1 for o in old if 2 * math.pi / o <= orig)
    return u, b, n, turns


def rotate(v, pos, inv):
    out = []
    for i, t in enumerate(inv):
        x, y = v[2 * i], v[2 * i + 1]
        c, s = math.cos(pos * t), math.sin(pos * t)
        out += [x * c - y * s, x * s + y * c]
    return out


def score(q, k, inv, r, att=1.0):
    rq = rotate(q, r, inv)
    rk = rotate(k, 0, inv)
    return att * att * sum(a * b for a, b in zip(rq, rk))


print("// llama 3.1 8B bands (unchanged, blended, interpolated, complete turns):",
      bands(default(500000, 128), llama3(500000, 128, 8, 1, 4, 8192), 8, 8192))
print("// llama 3.2 1B bands:",
      bands(default(500000, 64), llama3(500000, 64, 32, 1, 4, 8192), 32, 8192))
print("// qwen yarn x4 bands:",
      bands(default(1000000, 128), yarn(1000000, 128, 4, 32768), 4, 32768))
print("// llama 2 7B turns:", bands(default(10000, 128), default(10000, 128), 1, 4096))
old = default(500000, 128)
new = llama3(500000, 128, 8, 1, 4, 8192)
for i in (0, 20, 40, 63):
    print("// scale pair %d: %.17g" % (i, new[i] / old[i]))
# A small head: d = 8, base 10000, llama3 factor 4, low 1 high 4, original 64.
inv8 = llama3(10000, 8, 4, 1, 4, 64)
q = [0.5, -1.25, 2.0, 0.75, -0.3, 1.1, 0.9, -2.2]
k = [1.5, 0.25, -0.6, 1.3, 0.8, -0.45, 0.2, 1.7]
for r in (0, 1, 7, 100, 1000):
    print("{%d, %.17g, %.17g}," % (r, score([1.0] * 8, [1.0] * 8, inv8, r), score(q, k, inv8, r)))
att = 0.1 * math.log(4) + 1
inv_y = yarn(10000, 8, 4, 64)
for r in (0, 3, 250):
    print("// yarn d8 f4 orig64 with attention %.17g: {%d, %.17g}," % (att, r, score(q, k, inv_y, r, att)))

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/views/cell_python.h"

#include "ui/compute/request.h"
#include "ui/compute/steps/pair_distance_step.h"
#include "ui/compute/steps/similarity_step.h"
#include "ui/views/pair_distance_view.h"
#include "ui/views/python_code.h"
#include "ui/views/similarity_view.h"
#include "ui/views/view_kind.h"

#include <algorithm>
#include <initializer_list>
#include <utility>

namespace {

// The view's part of the request: a figure's windows over every index.
const ViewPart* partOf(const ExploreRequest& request, const ComputeStep& step) {
    for (const ViewPart& part : request.views)
        if (part.step == &step)
            return &part;
    return nullptr;
}

// How many cells at most along a side of `extent` indices: the figure's where they stand for
// runs; where it draws one cell per index, a figure's most, which draws the same cells here
// and keeps them single indices as far as a figure would for an L changed in the code.
std::int64_t cellsAlong(const ViewPart* part, std::size_t window, std::int64_t extent) {
    const std::int64_t pixels = part ? part->windows.at(window).pixels : kFigureMaxCells;
    return pixels < extent ? pixels : std::max(pixels, kFigureMaxCells);
}

const char* const kSimilarity = R"PY(from matplotlib.collections import LineCollection

# The cells the window and the figure draw, as `pe-explorer dump similarity --cells
# @cells@x@cells@` writes them: at most `cells` rows and columns, each the run of `step`
# consecutive positions from its start, the last cut at L - 1. A cell holds the exact mean of
# its pairs, never one pair picked out: a sample per cell draws a fast pair as a slow wave that
# no pair has. The memory grows with L x D, never with L x L.
cells = @cells@
step = -(-L // cells)  # ceil(L / cells) positions a run
starts = np.arange(0, L, step)
runs = np.column_stack([starts, np.minimum(starts + step, L) - 1])  # first and last position
if step == 1:  # L <= cells: every cell is one pair, its exact value
    data = similarity(x, x)  # L x L: row p, column q
else:
    sizes = runs[:, 1] - runs[:, 0] + 1
    norms2 = (x ** 2).sum(axis=1)  # |x_p|^2
    rows = x
    if metric == "cosine":  # unit rows; a row of zeros stays 0 (cosine 0 with every row)
        norms = np.sqrt(norms2)[:, None]
        rows = np.divide(x, norms, out=np.zeros_like(x), where=norms > 0)
    # Dot and cosine are bilinear: a cell's mean is the dot product of its two runs' mean rows.
    means = np.add.reduceat(rows, starts, axis=0) / sizes[:, None]
    data = means @ means.T  # row run P, column run Q
    squares = np.add.reduceat(norms2, starts) / sizes  # the mean |x_p|^2 over each run
    if metric == "euclidean":
        # The root of the mean squared distance over the cell:
        # mean |x_p - x_q|^2 = mean |x_p|^2 + mean |x_q|^2 - 2 mean x_p . x_q
        data = np.sqrt(np.maximum(squares[:, None] + squares[None, :] - 2 * data, 0))
    # A cell across p = q blends sim(p, p) with its neighbours: the line p = q is drawn over
    # the cells, each run's segment in the exact mean of sim(p, p) over its positions.
    if metric == "dot":
        diagonal = squares
    elif metric == "cosine":
        diagonal = np.add.reduceat((norms2 > 0) * 1.0, starts) / sizes  # 1, 0 for a zero row
    else:
        diagonal = np.zeros(len(runs))
# Large enough for a pixel a cell at 100 dpi: matplotlib drawing more cells than pixels would
# resample them into patterns no pair has.
side = max(5.5, 1.4 * len(runs) / 100)
fig, ax = plt.subplots(figsize=(side + 1.0, side), dpi=100)
shown = data if step == 1 else np.append(data, diagonal)  # the colour bar holds the line too
# Each cell over its own positions: the image spans whole runs, and the axes end at L - 1/2,
# which cuts the last cell where its run is cut.
edge = starts[-1] + step - 0.5
image = ax.imshow(data, cmap="viridis", vmin=shown.min(), vmax=shown.max(),
                  interpolation="nearest", extent=(-0.5, edge, edge, -0.5))
ax.set_xlim(-0.5, L - 0.5)
ax.set_ylim(L - 0.5, -0.5)  # position 0 at the top, as in a matrix
if step > 1:
    segments = [[(a - 0.5, a - 0.5), (b + 0.5, b + 0.5)] for a, b in runs]
    ax.add_collection(LineCollection(segments, colors=image.cmap(image.norm(diagonal)),
                                     linewidths=2))
names = {"cosine": @cosine@, "dot": @dot@, "euclidean": @euclidean@}
subtitle = names[metric] + @band@  # the figure's: the metric, the band compared
if step > 1:
    one_cell = @root_mean_square@ if metric == "euclidean" else @mean@
    subtitle += "\n" + one_cell.replace("%1", str(step))
ax.set_title(subtitle, fontsize="small")
ax.set_xlabel(@q_label@)
ax.set_ylabel(@p_label@)
fig.colorbar(image, ax=ax, label=names[metric])
)PY";

const char* const kMapStart = R"PY(p, q = @p@, @q@
pq = (@pq_forward@ if q >= p else @pq_back@).replace("%1", str(p)).replace("%2", str(q))
pq = pq.replace("%3", str(abs(q - p)))  # the figure's first line
# q before p: the offsets count back from p, q = p - k, as the window takes them (only the
# lone sin column of odd D, whose share depends on p itself, tells the two apart).
direction = 1 if q >= p else -1
)PY";

const char* const kLinearRuns = R"PY(
# The columns the window and the figure draw, as `pe-explorer dump pair-distance-map --cells
# @cells@` writes them: at most `cells` runs of `step` consecutive offsets, the last cut at L - 1.
cells = @cells@
step = -(-L // cells)  # ceil(L / cells) offsets a column
first = np.arange(0, L, step)  # each column's first and last offset
last = np.minimum(first + step, L) - 1
)PY";

const char* const kLogRuns = R"PY(
import math

# The columns the window and the figure draw on the true log axis, as `pe-explorer dump
# pair-distance-map --cells @columns@ --log-offsets @columns@` writes them: `columns` cells evenly
# spaced in x = log10 k from `lower` to `upper`, offset k >= 1 spanning log10(k - 1/2) ..
# log10(k + 1/2) and k = 0 in a column of its own at the left, as wide as k = 1's. A cell
# stands for the offsets whose log10 k it holds; one narrower than an offset repeats the offset
# it lies in, so each run of offsets is computed once and drawn in every cell that shows it.
columns = @columns@
zero_right = math.log10(0.5)  # where the span of k = 1 begins
lower = zero_right - math.log10(3.0)
upper = math.log10(L - 1 + 0.5) if L > 1 else zero_right
width = (upper - lower) / columns


def first_at_or_right(edge):
    """The first whole offset k >= 1 whose log10 k is at or right of edge."""
    k = math.ceil(10.0 ** edge)
    while k > 1 and math.log10(k - 1) >= edge:
        k -= 1
    while math.log10(k) < edge:
        k += 1
    return max(1, k)


first, last, cell_run = [], [], []  # the runs of offsets, each once; the run each cell shows
for j in range(columns):
    left = lower + j * width
    centre = left + 0.5 * width
    a = b = 0  # left of the span of k = 1: the column of k = 0
    if centre >= zero_right and L > 1:
        a = first_at_or_right(left)
        b = L - 1 if j + 1 == columns else min(L - 1, first_at_or_right(left + width) - 1)
        if a > b:  # narrower than one offset: the one whose span holds its centre
            a = b = min(max(math.floor(10.0 ** centre + 0.5), 1), L - 1)
    if not first or a > last[-1]:
        first.append(a)
        last.append(b)
    else:
        last[-1] = max(last[-1], b)
    cell_run.append(len(first) - 1)
first, last = np.array(first), np.array(last)
)PY";

const char* const kMapMeans = R"PY(
# Each column holds pair i's exact mean share over its run of offsets, in closed form: over n
# consecutive offsets centred on c, the mean of cos(w k) is K_n(w) cos(w c), with the
# Dirichlet kernel K_n(w) = sin(n w / 2) / (n sin(w / 2)) (1 for one offset).
n = last - first + 1
centre = (first + last) / 2


def kernel(w):
    """K_n(w) for every column: how much a mean over its offsets shrinks a wave of frequency w."""
    return np.sin(np.multiply.outer(w, n) / 2) / (n * np.sin(np.asarray(w)[..., None] / 2))


data = 2 - 2 * kernel(omega) * np.cos(np.outer(omega, centre))  # pairs x columns
if D % 2:  # the lone sin column of odd D: (sin omega q - sin omega p)^2 depends on p itself
    w, at = omega[-1], np.sin(omega[-1] * p)
    middle = p + direction * centre  # the centre of the positions q = p + direction k
    mean_sin = kernel(w) * np.sin(w * middle)
    mean_square = (1 - kernel(2 * w) * np.cos(2 * w * middle)) / 2
    data[-1] = mean_square - 2 * at * mean_sin + at ** 2
data = np.maximum(data, 0)  # a share is never below 0; rounding can take a 0 there
fig, ax = plt.subplots(figsize=(8, 5), dpi=100)
# Half a turn, k = pi / omega_i = pi base^(2i/D), along i itself: a smooth curve.
turning = np.linspace(0, pairs - 1, 400)
half_turn = np.pi * base ** (2 * turning / D)
)PY";

const char* const kLinearDrawing = R"PY(
# A pair that turns more than a quarter turn from one column to the next: its column means beat
# with the columns, patterns no pair has, so it is drawn as 2, a share's mean over whole turns,
# and hatched, as the window draws it (`data` keeps the exact means).
beating = 2 * step > np.pi * divisor if step > 1 else np.zeros(pairs, dtype=bool)
drawn = np.where(beating[:, None], 2.0, data)
# Each column over its own offsets: the image spans whole runs, and the axes end at L - 1/2,
# which cuts the last column where its run is cut. The fastest pair at the top.
# Wide enough for a pixel a column at 100 dpi (more columns than pixels would be resampled).
fig.set_size_inches(max(8.0, 1.3 * len(first) / 100 + 2.5), 5)
image = ax.imshow(drawn, aspect="auto", cmap="viridis", vmin=0, vmax=4, interpolation="nearest",
                  extent=(-0.5, first[-1] + step - 0.5, pairs - 0.5, -0.5))
ax.plot(half_turn, turning, color="orange", label=@half_turn@)
ax.set_xlim(-0.5, L - 0.5)
ax.set_xlabel(@offset_label@)
title = (@mean_of@ if step > 1 else @one_offset@).replace("%1", str(step))
if beating.any():
    ax.axhspan(-0.5, beating.sum() - 0.5, facecolor="none", edgecolor="0.92", hatch="//",
               linewidth=0)
    hatched = @hatched_one@ if beating.sum() == 1 else @hatched_many@
    title += "\n" + hatched.replace("%1", str(beating.sum() - 1))
ax.set_title(pq + "\n" + title, fontsize="small")
)PY";

const char* const kLogDrawing = R"PY(
# The cells evenly spaced in log10 k, each in the mean of the run it shows. The fastest pair at
# the top.
# Wide enough for a pixel a column at 100 dpi (more columns than pixels would be resampled).
fig.set_size_inches(max(8.0, 1.3 * columns / 100 + 2.5), 5)
image = ax.imshow(data[:, cell_run], aspect="auto", cmap="viridis", vmin=0, vmax=4,
                  interpolation="nearest", extent=(lower, upper, pairs - 0.5, -0.5))
ax.plot(np.log10(half_turn), turning, color="orange", label=@half_turn@)  # a straight line
zero = lower + math.log10(3.0) / 2  # the middle of the column of k = 0
ax.set_xlim(lower, upper)
decades = [e for e in range(19) if 10 ** e <= L - 1]  # ticks at 1, 10, 100, ...
ax.set_xticks([zero] + decades, ["0"] + ["1" if e == 0 else f"$10^{{{e}}}$" for e in decades])
ax.set_xlabel(@offset_label@)
ax.set_title(pq + "\n" + @log_spaced@.replace("%1", str(columns)), fontsize="small")
)PY";

const char* const kMapEnd = R"PY(ax.set_ylabel(@pair_label@)
fig.colorbar(image, ax=ax, label=@share_label@)
# Under the plot, clear of the curve it names (the selection's q is the figure's mark, not the
# notebook's).
ax.legend(loc="upper center", bbox_to_anchor=(0.5, -0.14), frameon=False)
)PY";

} // namespace

QString similarityCellsPython(const ExploreRequest& request) {
    const std::int64_t L = request.params.length;
    const ViewPart* part = partOf(request, similarityStep());
    // Rows and columns share the coarser step, as the window's do.
    const std::int64_t cells = std::min(cellsAlong(part, 0, L), cellsAlong(part, 1, L));
    // The window's own words and their translation; the code fills in %1.
    return pythonSimilarity(request) + pythonBandRows(request) + QLatin1Char('\n') +
           pythonFilled(
               QString::fromUtf8(kSimilarity),
               {{"cells", pythonInt(cells)},
                {"band", pythonString(request.band ? QStringLiteral(", ") +
                                                         SimilarityView::tr("dims %1-%2 only")
                                                             .arg(request.band->first)
                                                             .arg(request.band->last)
                                                   : QString())},
                {"root_mean_square",
                 pythonString(SimilarityView::tr(
                     "1 cell = root mean square over %1 × %1 pairs; the line p = q exact"))},
                {"mean", pythonString(SimilarityView::tr(
                             "1 cell = mean over %1 × %1 pairs; the line p = q exact"))},
                {"q_label", pythonString(SimilarityView::tr("position q"))},
                {"p_label", pythonString(SimilarityView::tr("position p"))},
                {"cosine", pythonString(metricName(pe::Metric::Cosine))},
                {"dot", pythonString(metricName(pe::Metric::Dot))},
                {"euclidean", pythonString(metricName(pe::Metric::Euclidean))}});
}

QString pairDistanceCellsPython(const ExploreRequest& request) {
    const std::int64_t L = request.params.length;
    const ViewPart* part = partOf(request, pairDistanceStep());
    // The log axis is asked for by a third window (pairDistancePart).
    const bool log = part && part->windows.size() > 2;
    QString code = pythonFilled(
        QString::fromUtf8(kMapStart),
        {{"p", pythonInt(request.p)},
         {"q", pythonInt(request.q)},
         {"pq_forward", pythonString(PairDistanceView::tr("p = %1, q = %2: k = %3"))},
         {"pq_back", pythonString(PairDistanceView::tr("p = %1, q = %2: k = |q − p| = %3"))}});
    if (log)
        code += pythonFilled(QString::fromUtf8(kLogRuns),
                             {{"columns", pythonInt(pixelBudget(part->windows.at(1).pixels))}});
    else
        code += pythonFilled(QString::fromUtf8(kLinearRuns),
                             {{"cells", pythonInt(cellsAlong(part, 1, L))}});
    code += QString::fromUtf8(kMapMeans);
    // The window's own words and their translation; the code fills in %1.
    const QString halfTurn = pythonString(PairDistanceView::tr("half a turn: k = π / ω_i"));
    if (log)
        code += pythonFilled(
            QString::fromUtf8(kLogDrawing),
            {{"half_turn", halfTurn},
             {"offset_label", pythonString(PairDistanceView::tr("offset k = q − p (log scale)"))},
             {"log_spaced",
              pythonString(PairDistanceView::tr("1 column = mean from its offset to the next, "
                                                "log-spaced (%1 columns)"))}});
    else
        code += pythonFilled(
            QString::fromUtf8(kLinearDrawing),
            {{"half_turn", halfTurn},
             {"offset_label", pythonString(PairDistanceView::tr("offset k = q − p"))},
             {"mean_of", pythonString(PairDistanceView::tr("1 column = mean of %1 offsets"))},
             {"one_offset", pythonString(PairDistanceView::tr("1 column = 1 offset"))},
             {"hatched_one",
              pythonString(PairDistanceView::tr("hatched: pair 0 drawn as 2, its mean over whole "
                                                "turns (over a quarter turn a column)"))},
             {"hatched_many",
              pythonString(PairDistanceView::tr("hatched: pairs 0–%1 drawn as 2, their mean "
                                                "over whole turns (over a quarter turn a "
                                                "column)"))}});
    return code +
           pythonFilled(
               QString::fromUtf8(kMapEnd),
               {{"pair_label",
                 pythonString(PairDistanceView::tr("frequency pair i (fast to slow)"))},
                {"share_label", pythonString(PairDistanceView::tr("share 2 − 2 cos(ω_i k)"))}});
}

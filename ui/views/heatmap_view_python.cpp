// SPDX-License-Identifier: GPL-3.0-or-later
// The heatmap as numpy and matplotlib: File > Export as notebook and Copy as Python. It draws
// the figure's rows: where there are more positions than rows, each row is the exact mean of
// its run of positions (never one position picked out, which would alias a fast column into a
// slow wave), and the pairs turning more than a quarter cycle a row are drawn as 0 and
// hatched, as the window draws them.
#include "ui/compute/request.h"
#include "ui/compute/steps/heatmap_step.h"
#include "ui/views/heatmap_view.h"
#include "ui/views/python_code.h"

namespace {

// The figure's rows (window 0) or columns (window 1) at most: the heatmap part's window, or a
// figure's most.
std::int64_t cellsOf(const ExploreRequest& request, std::size_t window) {
    for (const ViewPart& part : request.views)
        if (part.step == &heatmapStep() && part.windows.size() > window &&
            part.windows[window].pixels > 0)
            return part.windows[window].pixels;
    return kFigureMaxCells;
}

const char* const kRows = R"PY(rows = @rows@  # the figure's rows at most
step = -(-L // rows)  # ceil(L / rows) positions a row
samples = np.arange(0, L, step)
# Each row's run of positions about its sample, cut at 0 and L - 1, as the window's.
first = np.maximum(0, samples - (step - 1) // 2)
last = np.minimum(L - 1, samples - (step - 1) // 2 + step - 1)
if step == 1:
    data = pe  # every position its own row
else:  # the exact mean of each run: sums of the rows up to each position
    sums = np.vstack([np.zeros(D), np.cumsum(pe, axis=0)])
    data = (sums[last + 1] - sums[first]) / (last - first + 1)[:, None]
# More dimensions than columns: exact dimensions, one in col_step (odd, so sin and cos columns
# both), as the window draws them and says which; never a blend of dimensions.
col_step = -(-D // @cols@)
if col_step > 1 and col_step % 2 == 0:
    col_step += 1
shown_cols = np.arange(0, D, col_step)
col_detail = []
if col_step > 1 and len(shown_cols) >= 3:
    col_detail = [@columns@.replace("%1", str(shown_cols[0])).replace("%2", str(shown_cols[1]))
                  .replace("%3", str(shown_cols[2])).replace("%4", str(col_step))]
)PY";

const char* const kFormula = R"PY(limit = 1.0  # sin and cos
# A pair that turns more than a quarter cycle from one row to the next: its run means beat with
# the rows, patterns no pair has, so it is drawn as 0 and hatched (`data` keeps the means).
fast = 2 * step > np.pi * divisor
drawn = np.where(fast[col_pair][None, :], 0.0, data)[:, shown_cols]
detail = ([@one_row@.replace("%1", str(step))] if step > 1 else []) + col_detail
if fast.sum() == 1:
    detail.append(@hatched_one@)
elif fast.sum() > 1:
    detail.append(@hatched_many@.replace("%1", str(fast.sum() - 1)))
size = @size@.replace("%1", str(L)).replace("%2", str(D))
)PY";

const char* const kTable = R"PY(limit = np.abs(pe).max() or 1.0  # the table's own range
fast = np.zeros(pairs, dtype=bool)  # a table has no pairs turning: no column drawn as 0
drawn = data[:, shown_cols]
detail = ([@one_row@.replace("%1", str(step))] if step > 1 else []) + col_detail
size = @table_name@ + @size@.replace("%1", str(L)).replace("%2", str(D))
)PY";

// Tall enough for a pixel a row at 100 dpi: matplotlib drawing more rows than pixels would
// resample them into waves no position has.
const char* const kDrawing =
    R"PY(fig, ax = plt.subplots(figsize=(max(10.0, 1.3 * len(shown_cols) / 100 + 3),
                                max(5.0, 1.6 * len(samples) / 100)), dpi=100)
# Each row over its own run, centred on its sample; each column on its own dimension.
image = ax.imshow(drawn, aspect="auto", cmap="RdBu_r", vmin=-limit, vmax=limit,
                  interpolation="nearest",
                  extent=(-col_step / 2, shown_cols[-1] + col_step / 2, samples[-1] + step / 2,
                          -step / 2))
ax.set_xlim(-0.5, D - 0.5)
ax.set_ylim(L - 0.5, -0.5)  # position 0 at the top, as in the paper's figures
hatched = np.concatenate([[0], fast[col_pair].astype(int), [0]])
edges = np.flatnonzero(np.diff(hatched))
for a, b in zip(edges[::2], edges[1::2]):  # each run of hatched columns
    ax.axvspan(a - 0.5, b - 0.5, facecolor="none", edgecolor="0.6", hatch="//", linewidth=0)
ax.set_xlabel(@dimension@)
ax.set_ylabel(@position@)
fig.colorbar(image, ax=ax, label=@value@)
ax.set_title(size + ("\n" + @comma@.join(detail) if detail else ""), wrap=True)
)PY";

} // namespace

QString HeatmapView::python(const ExploreRequest& request) {
    // The window's words and their translation; the code fills in %1 and %2.
    return pythonFilled(
        QString::fromUtf8(kRows) + QString::fromUtf8(request.table ? kTable : kFormula) +
            QString::fromUtf8(kDrawing),
        {{"rows", pythonInt(cellsOf(request, 0))},
         {"cols", pythonInt(cellsOf(request, 1))},
         {"columns", pythonString(tr("columns: dims %1, %2, %3, ... exactly (1 in %4)"))},
         {"one_row", pythonString(tr("1 row = mean of %1 positions"))},
         {"hatched_one",
          pythonString(tr("hatched: pair 0 drawn as 0 (over a quarter cycle a row)"))},
         {"hatched_many",
          pythonString(tr("hatched: pairs 0–%1 drawn as 0 (over a quarter cycle a row)"))},
         {"size", pythonString(tr("L = %1, D = %2"))},
         {"table_name", pythonString(request.tableName + QStringLiteral(", "))},
         //: joins the clauses of the heatmap's subtitle
         {"comma", pythonString(tr(", "))},
         {"dimension", pythonString(tr("dimension"))},
         {"position", pythonString(tr("position"))},
         {"value", pythonString(tr("value"))}});
}

// SPDX-License-Identifier: GPL-3.0-or-later
// The principal components view as numpy and matplotlib: File > Export as notebook and Copy
// as Python. Turned in 3-D, the curve is drawn in matplotlib's orthographic 3-D axes seen from
// the same azimuth and elevation.
#include "ui/compute/number_text.h"
#include "ui/compute/request.h"
#include "ui/compute/steps/pca_step.h"
#include "ui/views/pca_view.h"
#include "ui/views/python_code.h"

namespace {

const char* const kComponents =
    R"PY(positions = @positions@  # the first positions, as many as the explorer's memory allows
components = min(10, positions, D)
centred = pe[:positions] - pe[:positions].mean(axis=0)
_, s, vt = np.linalg.svd(centred, full_matrices=False)
loadings = vt[:components].T
# each component signed so that its largest loading is positive
loadings = loadings * np.sign(loadings[np.abs(loadings).argmax(axis=0), np.arange(components)])
data = centred @ loadings  # each position's coordinates on the components
total = (s ** 2).sum()
explained = s[:components] ** 2 / total if total > 0 else np.zeros(components)
)PY";

const char* const kPlane =
    R"PY(fig, (curve, bars) = plt.subplots(1, 2, figsize=(11, 4.5), gridspec_kw={"width_ratios": [2, 1]})
if components >= 2:
    curve.plot(data[:, 0], data[:, 1], color="lightgrey", linewidth=0.8)
    points = curve.scatter(data[:, 0], data[:, 1], c=np.arange(positions), cmap="viridis", s=10)
    fig.colorbar(points, ax=curve, label=@position@)
curve.set_xlabel(@pc1@)
curve.set_ylabel(@pc2@)
turned = ""
)PY";

// The view turns the components by the azimuth about PC3, then by the elevation about the
// picture's across axis, and looks along what is then PC2: matplotlib's camera at azimuth
// -90 - AZ and elevation EL sees the same picture.
const char* const kTurned =
    R"PY(azimuth, elevation = @azimuth@, @elevation@  # degrees, as the figure is seen
fig = plt.figure(figsize=(11, 4.5))
grid = fig.add_gridspec(1, 2, width_ratios=[2, 1])
curve = fig.add_subplot(grid[0], projection="3d")
bars = fig.add_subplot(grid[1])
curve.set_proj_type("ortho")  # an orthographic projection, as the view's
curve.view_init(elev=elevation, azim=-90 - azimuth)
xyz = np.zeros((positions, 3))
xyz[:, :min(components, 3)] = data[:, :3]
curve.set_box_aspect(np.maximum(np.ptp(xyz, axis=0), 1e-12))  # one scale every way
curve.plot(xyz[:, 0], xyz[:, 1], xyz[:, 2], color="lightgrey", linewidth=0.8)
points = curve.scatter(xyz[:, 0], xyz[:, 1], xyz[:, 2], c=np.arange(positions), cmap="viridis",
                       s=10, depthshade=False)
fig.colorbar(points, ax=curve, label=@position@, shrink=0.8)
curve.set_xlabel(@pc1@)
curve.set_ylabel(@pc2@)
curve.set_zlabel(@pc3@)
turned = "\n" + @seen_from@.replace("%1", @azimuth_words@).replace("%2", @elevation_words@)
)PY";

const char* const kBars = R"PY(bars.bar(np.arange(1, components + 1), explained)
bars.set_xticks(np.arange(1, components + 1))
# As the app scales them: to the largest share and a tenth, in steps of 0.05, at most 1.
largest = explained.max() if components > 0 else 0.0
bars.set_ylim(0, min(1.0, np.ceil(largest * 1.1 / 0.05 - 1e-9) * 0.05) if largest > 0 else 1.0)
bars.set_xlabel(@bars_label@)
# The figure's subtitle: the first three shares as the bars read them, to three places.
share = np.append(explained, np.zeros(3))[:3]
subtitle = @shares@.replace("%1", f"{share[0]:.3f}").replace("%2", f"{share[1]:.3f}")
subtitle = subtitle.replace("%3", f"{share[2]:.3f}") + @comma@
subtitle += @size@.replace("%1", str(L)).replace("%2", str(D))
if positions < L:
    subtitle += "\n" + @first_positions@.replace("%1", str(positions))
curve.set_title(subtitle + turned)
)PY";

} // namespace

// The view as numpy and matplotlib (ui/views/python_code.h).
QString PcaView::python(const ExploreRequest& request) {
    const auto angle = request.viewAngle;
    // The window's words and their translation; the code fills in %1 .. %3.
    return pythonFilled(
        QString::fromUtf8(kComponents) + QString::fromUtf8(angle ? kTurned : kPlane) +
            QString::fromUtf8(kBars),
        {{"positions", pythonInt(pcaPositions(request.params.length, request.params.dim))},
         {"azimuth", pythonNumber(angle ? angle->first : 0.0)},
         {"elevation", pythonNumber(angle ? angle->second : 0.0)},
         {"azimuth_words", pythonString(numberText(angle ? angle->first : 0.0, 3))},
         {"elevation_words", pythonString(numberText(angle ? angle->second : 0.0, 3))},
         {"seen_from", pythonString(tr("seen from azimuth %1°, elevation %2°"))},
         {"bars_label", pythonString(tr("component: its share of the variance"))},
         {"shares", pythonString(tr("PC1 %1, PC2 %2, PC3 %3 of the variance"))},
         {"comma",
          pythonString(PlotView::tr(", ", "between a subtitle's first line and its detail"))},
         {"first_positions", pythonString(tr("of the first %1 positions"))},
         {"position", pythonString(tr("position"))},
         {"size", pythonString(tr("L\u00a0=\u00a0%1, D\u00a0=\u00a0%2"))},
         {"pc1", pythonString(tr("PC1"))},
         {"pc2", pythonString(tr("PC2"))},
         {"pc3", pythonString(tr("PC3"))}});
}

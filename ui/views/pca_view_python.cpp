// SPDX-License-Identifier: GPL-3.0-or-later
// The principal components view as numpy and matplotlib: File > Export as notebook and Copy
// as Python.
#include "ui/compute/request.h"
#include "ui/compute/steps/pca_step.h"
#include "ui/views/pca_view.h"
#include "ui/views/python_code.h"

// The view as numpy and matplotlib (ui/views/python_code.h).
QString PcaView::python(const ExploreRequest& request) {
    return QStringLiteral(
               "positions = %1  # the first positions, as many as the explorer's memory allows\n"
               "components = min(10, positions, D)\n"
               "centred = pe[:positions] - pe[:positions].mean(axis=0)\n"
               "_, s, vt = np.linalg.svd(centred, full_matrices=False)\n"
               "loadings = vt[:components].T\n"
               "# each component signed so that its largest loading is positive\n"
               "loadings = loadings * np.sign(loadings[np.abs(loadings).argmax(axis=0), "
               "np.arange(components)])\n"
               "data = centred @ loadings  # each position's coordinates on the components\n"
               "total = (s ** 2).sum()\n"
               "explained = s[:components] ** 2 / total if total > 0 else np.zeros(components)\n"
               "fig, (curve, bars) = plt.subplots(1, 2, figsize=(11, 4.5), "
               "gridspec_kw={\"width_ratios\": "
               "[2, 1]})\n"
               "if components >= 2:\n"
               "    curve.plot(data[:, 0], data[:, 1], color=\"lightgrey\", linewidth=0.8)\n"
               "    points = curve.scatter(data[:, 0], data[:, 1], c=np.arange(positions), "
               "cmap=\"viridis\", "
               "s=10)\n"
               "    fig.colorbar(points, ax=curve, label=\"position\")\n"
               "curve.set_xlabel(\"PC1\")\n"
               "curve.set_ylabel(\"PC2\")\n"
               "bars.bar(np.arange(1, components + 1), explained)\n"
               "bars.set_xticks(np.arange(1, components + 1))\n"
               "# As the app scales them: to the largest share and a tenth, in steps of 0.05, at "
               "most 1.\n"
               "largest = explained.max() if components > 0 else 0.0\n"
               "bars.set_ylim(0, min(1.0, np.ceil(largest * 1.1 / 0.05 - 1e-9) * 0.05) if largest "
               "> 0 "
               "else 1.0)\n"
               "bars.set_xlabel(%2)\n")
               .arg(pythonInt(pcaPositions(request.params.length, request.params.dim)),
                    pythonString(tr("component: its share of the variance"))) +
           // The window's words, whose %1 .. %3 the code fills in.
           QStringLiteral(
               "# The figure's subtitle: the first three shares as the bars read them, to three "
               "places.\n"
               "share = np.append(explained, np.zeros(3))[:3]\n"
               "subtitle = ") +
           pythonString(tr("PC1 %1, PC2 %2, PC3 %3 of the variance")) +
           QStringLiteral(".replace(\"%1\", f\"{share[0]:.3f}\").replace(\"%2\", "
                          "f\"{share[1]:.3f}\").replace(\"%3\", f\"{share[2]:.3f}\")\n"
                          "subtitle += ") +
           pythonString(PlotView::tr(", ", "between a subtitle's first line and its detail")) +
           QStringLiteral(" + f\"L = {L}, D = {D}\"\n"
                          "if positions < L:\n"
                          "    subtitle += \"\\n\" + ") +
           pythonString(tr("of the first %1 positions")) +
           QStringLiteral(".replace(\"%1\", str(positions))\n"
                          "curve.set_title(subtitle)\n");
}

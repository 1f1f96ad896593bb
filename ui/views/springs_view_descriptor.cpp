// SPDX-License-Identifier: GPL-3.0-or-later
// The springs view's entry in the table of views: its names, what a figure asks for, and its
// code as numpy and matplotlib.
#include "ui/compute/steps/springs_step.h"
#include "ui/views/python_code.h"
#include "ui/views/springs_view.h"

#include <QCoreApplication>
#include <algorithm>

namespace {

ViewPart figurePart(const pe::EncodingParams& params, std::int64_t, std::int64_t maxCells) {
    return springsPart(int(std::min<std::int64_t>(params.dim, maxCells)));
}

} // namespace

namespace {

// The view as numpy and matplotlib (ui/views/python_code.h).
QString pythonCode(const ExploreRequest& request) {
    return QStringLiteral(
               "p, q = %1, %2\n"
               "k = q - p\n"
               "# A sin/cos pair adds 2 - 2 cos(omega_i k) = 4 sin^2(omega_i k / 2): the distance "
               "alone.\n"
               "data = 4 * np.sin(k / divisor / 2) ** 2\n"
               "if D % 2:  # the lone sin column of odd D: its share depends on p itself\n"
               "    data[-1] = (np.sin(p / divisor[-1]) - np.sin(q / divisor[-1])) ** 2\n"
               "# Turned past half a turn: the pair cannot tell k from a shorter offset.\n"
               "wrapped = omega * abs(k) > np.pi\n"
               "total = data.sum()  # the squared distance: the bars add up to it\n"
               "fig, ax = plt.subplots(figsize=(9, 5.5))\n"
               "bars = ax.bar(np.arange(pairs), data, color=np.where(wrapped, \"white\", "
               "\"tab:blue\"), edgecolor=np.where(wrapped, \"grey\", \"tab:blue\"))\n"
               "for bar, turned in zip(bars, wrapped):  # hatched, as the figure draws them\n"
               "    if turned:\n"
               "        bar.set_hatch(\"///\")\n"
               "# The pair that turns exactly half a turn, omega_i |k| = pi, between two bars.\n"
               "if k != 0:\n"
               "    half_turn = D / 2 * np.log(abs(k) / np.pi) / np.log(base)\n"
               "    if -0.5 <= half_turn <= pairs - 0.5:\n"
               "        ax.axvline(half_turn, color=\"tab:orange\", linestyle=\"--\", "
               "label=\"ω_i |q − p| = π\")\n"
               "ax.set_title(f\"p = {p}, q = {q}, {wrapped.sum()} of {pairs} pairs wrapped\\n\"\n"
               "             f\"‖PE(p) − PE(q)‖² = {total:.8g} (sum of bars)\")\n"
               "ax.set_ylim(0, 4)  # every pair's share is 0 .. 4, as the figure's axis\n"
               "# The wrapped pairs marked on the axis too (a wrapped share can be near 0).\n"
               "ax.plot(np.flatnonzero(wrapped), np.zeros(wrapped.sum()), \"^\", color=\"0.35\", "
               "markersize=6, clip_on=False, zorder=3)\n"
               "ax.set_ylabel(\"contribution to the squared distance\")\n"
               "blue = plt.Rectangle((0, 0), 1, 1, color=\"tab:blue\")\n"
               "grey = plt.Rectangle((0, 0), 1, 1, facecolor=\"white\", edgecolor=\"grey\", "
               "hatch=\"///\")\n"
               "handles, labels = ax.get_legend_handles_labels()\n"
               "ax.legend(handles + [blue, grey], labels + [\"can tell the distance\", "
               "\"wrapped: turned past half a turn\"], loc=\"upper right\")\n"
               "# The figure's note under the plot: what the picture says, and what wrapped "
               "means while a pair has.\n"
               "note = %3\n"
               "if wrapped.any():\n"
               "    note += \"\\n\" + %4\n"
               "if wrapped.all():\n"
               "    note += \"\\n\" + %5\n"
               "# Under the axis's name, each sentence wrapped to the figure's width (Chinese "
               "characters are twice as wide).\n"
               "import textwrap\n"
               "width = 48 if any(ord(c) >= 0x2e80 for c in note) else 95\n"
               "lines = [textwrap.fill(line, width) for line in note.split(\"\\n\")]\n"
               "ax.set_xlabel(\"frequency pair i (fast to slow)\\n\\n\" + "
               "\"\\n\".join(lines))\n")
        .arg(pythonInt(request.p), pythonInt(request.q),
             pythonString(SpringsView::tr("fast pairs (left) tell neighbours apart") +
                          SpringsView::tr("; ", "between the two halves of a sentence") +
                          SpringsView::tr("slow pairs (right) tell distant positions apart")),
             pythonString(SpringsView::wrappedSentence()),
             pythonString(SpringsView::allWrappedSentence()));
}

} // namespace

const ViewInfo& SpringsView::descriptor() {
    static const ViewInfo info = [] {
        ViewInfo v;
        v.kind = ViewKind::Springs;
        v.name = "springs";
        v.title = QT_TRANSLATE_NOOP("PlotView", "What tells p and q apart");
        v.what = QT_TRANSLATE_NOOP(
            "PlotView", "For the positions p and q: each frequency pair's share of the squared "
                        "distance between their encodings. Fast pairs tell neighbours apart; "
                        "slow pairs tell distant positions apart.");
        v.uses.q = true;
        v.position = PositionUse::Always;
        v.colors = ColorScale::None;
        v.place = Placement::PairTabs;
        v.tabTitle = QT_TRANSLATE_NOOP("MainWindow", "What tells p and q apart");
        v.make = &makeView<SpringsView>;
        v.step = &springsStep;
        v.figurePart = &figurePart;
        v.python = &pythonCode;
        v.makeFarQ = []() -> std::unique_ptr<PlotView> {
            return std::make_unique<SpringsView>(nullptr, SpringsView::WhichQ::Far);
        };
        v.farQPart = [](const ViewPart& own) {
            ViewPart far = own;
            far.step = &farSpringsStep();
            return far;
        };
        v.comesForwardOn = unsigned(Moment::PairChosen);
        return v;
    }();
    return info;
}

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
    return pythonFilled(
        QStringLiteral(
            "p, q = @p@, @q@\n"
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
            "label=@half_turn@)\n"
            "# The figure's subtitle: p and q, how many pairs wrapped, the sum of the bars.\n"
            "count = @count@.replace(\"%1\", str(wrapped.sum())).replace(\"%2\", str(pairs))\n"
            "ax.set_title(@pq@.replace(\"%1\", str(p)).replace(\"%2\", str(q)) + @comma@ + count + "
            "\"\\n\" + @sum@.replace(\"%1\", @symbol@).replace(\"%2\", f\"{total:.8g}\"))\n"
            "ax.set_ylim(0, 4)  # every pair's share is 0 .. 4, as the figure's axis\n"
            "# The wrapped pairs marked on the axis too (a wrapped share can be near 0).\n"
            "ax.plot(np.flatnonzero(wrapped), np.zeros(wrapped.sum()), \"^\", color=\"0.35\", "
            "markersize=6, clip_on=False, zorder=3)\n"
            "ax.set_ylabel(@y_label@)\n"
            "blue = plt.Rectangle((0, 0), 1, 1, color=\"tab:blue\")\n"
            "grey = plt.Rectangle((0, 0), 1, 1, facecolor=\"white\", edgecolor=\"grey\", "
            "hatch=\"///\")\n"
            "handles, labels = ax.get_legend_handles_labels()\n"
            "ax.legend(handles + [blue, grey], labels + [@telling@, @wrapped@], loc=\"upper "
            "right\")\n"
            "# The figure's note under the plot: what the picture says, and what wrapped "
            "means while a pair has.\n"
            "note = @note@\n"
            "if wrapped.any():\n"
            "    note += \"\\n\" + @wrapped_sentence@\n"
            "if wrapped.all():\n"
            "    note += \"\\n\" + @all_wrapped@\n"
            "# Under the axis's name, each sentence wrapped to the figure's width (Chinese "
            "characters are twice as wide).\n"
            "import textwrap\n"
            "width = 48 if any(ord(c) >= 0x2e80 for c in note) else 95\n"
            "lines = [textwrap.fill(line, width) for line in note.split(\"\\n\")]\n"
            "ax.set_xlabel(@x_label@ + \"\\n\\n\" + \"\\n\".join(lines))\n"),
        // The window's words and their translation; the code fills in %1 and %2.
        {{"p", pythonInt(request.p)},
         {"q", pythonInt(request.q)},
         {"half_turn", pythonString(SpringsView::tr("ω_i |q − p| = π"))},
         {"count", pythonString(SpringsView::tr("%1 of %2 pairs wrapped"))},
         {"pq", pythonString(SpringsView::tr("p = %1, q = %2"))},
         {"comma",
          pythonString(PlotView::tr(", ", "between a subtitle's first line and its detail"))},
         {"sum", pythonString(SpringsView::tr("%1 = %2 (sum of bars)"))},
         {"symbol", pythonString(SpringsView::squaredDistanceSymbol())},
         {"y_label", pythonString(SpringsView::tr("contribution to the squared distance"))},
         {"telling", pythonString(SpringsView::tr("can tell the distance"))},
         {"wrapped", pythonString(SpringsView::tr("wrapped: turned past half a turn"))},
         {"note", pythonString(SpringsView::tr("fast pairs (left) tell neighbours apart") +
                               SpringsView::tr("; ", "between the two halves of a sentence") +
                               SpringsView::tr("slow pairs (right) tell distant positions apart"))},
         {"wrapped_sentence", pythonString(SpringsView::wrappedSentence())},
         {"all_wrapped", pythonString(SpringsView::allWrappedSentence())},
         {"x_label", pythonString(SpringsView::tr("frequency pair i (fast to slow)"))}});
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
        v.tabTitle = QT_TRANSLATE_NOOP("MainWindow", "Springs"); // its title says the rest
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

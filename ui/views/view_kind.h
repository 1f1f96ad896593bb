// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The explorer's views, listed once. Each view declares what it is in one descriptor beside
// its class (`descriptor()` in <view>_view.cpp): the name the command line and file names use,
// its titles and help, which shared inputs it draws with, its compute step and request part,
// its plot data, its figure's marks. This table only lists the descriptors, in the order the
// window lays them out and `export all` writes them; everything that lists views reads it.

#include "ui/compute/request.h"

#include <QString>
#include <QStringList>
#include <memory>
#include <optional>
#include <vector>

class PlotView;
struct ComputeStep;
struct ViewPayload;
struct ViewPlotData;

enum class ViewKind {
    Heatmap,
    Waveforms,
    Similarity,
    Offsets,
    Frequencies,
    Springs,
    PairDistance,
    Pca,
    Spectrum
};

// Which of the request's shared inputs a view draws with, so a figure records them, a caption
// names them and the command line accepts them for this view only.
struct ViewInputs {
    bool band = false;   // only the dimensions of the band (--band, "band only")
    bool q = false;      // the second position q (--to)
    bool metric = false; // the similarity metric
    bool p = false;      // the start position p is one of the figure's parameters
};

// Whether the view draws the selected position p (and so animates with it).
enum class PositionUse { Never, WithMarks, Always };
// The colour gradient of the view's matrix, for an animation's fixed palette.
enum class ColorScale { None, Diverging, Sequential };
// Where the window places the view: the top row, the bottom row, or one of the bottom row's
// two places of tabs: the views about one pair of positions, and the views of every column's
// frequency and of the whole table (wavelength, principal components, spectrum).
enum class Placement { Top, Bottom, PairTabs, TableTabs };
// Moments after which a view comes to the front of the tabs it shares a place with, so the
// user sees at once what the moment is about (flags: a view may name several).
enum class Moment : unsigned {
    TableOpened = 1,    // a model's table opened: a view with numbers for it
    PairChosen = 2,     // a pair of positions chosen in a view whose click chooses one
    StartsCompared = 4, // a preset that lays several starts' profiles over each other
};
constexpr unsigned operator|(Moment a, Moment b) {
    return unsigned(a) | unsigned(b);
}
// What a click on a cell of the view does beyond selecting it.
enum class ClickAlso {
    Nothing,
    Explains,    // opens the formula inspector on it
    ChoosesPair, // a pair of positions (p, q): Moment::PairChosen (an arrow step too)
};

// Each descriptor names its fields (`v.kind = ...`): what a view declares reads as such, and
// a field left out keeps the default written here.
struct ViewInfo {
    ViewKind kind = ViewKind::Heatmap;
    const char* name = nullptr;  // command line and file name: "heatmap"
    const char* title = nullptr; // untranslated; viewTitle() translates it
    const char* what = nullptr;  // what it shows and how to use it, for Help > Guide
    ViewInputs uses{};
    PositionUse position = PositionUse::Never;
    ColorScale colors = ColorScale::None;
    Placement place = Placement::Top;
    const char* tabTitle = nullptr; // in tabs: the tab's name (context "MainWindow"), else null
    unsigned comesForwardOn = 0;    // Moment flags
    ClickAlso click = ClickAlso::Nothing;
    std::unique_ptr<PlotView> (*make)() = nullptr;
    const ComputeStep& (*step)() = nullptr; // computes its payload (compute/steps/<view>_step.h)
    // The view's part of a figure's request: every cell up to `maxCells` a side.
    ViewPart (*figurePart)(const pe::EncodingParams& params, std::int64_t from,
                           std::int64_t maxCells) = nullptr;
    // What the marks of a figure stand for, one line under the plot; null when it has none.
    QString (*marksKey)(const ExploreRequest& request) = nullptr;
    // The plot data the view adopts, built on the worker from its payload; null for none.
    std::unique_ptr<ViewPlotData> (*prepare)(const ViewPayload& payload) = nullptr;
    // Its Python: numpy recomputes its numbers from the encoding's (ui/views/python_code.h)
    // and matplotlib draws them into `fig` (File > Export as notebook, Copy as Python).
    QString (*python)(const ExploreRequest& request) = nullptr;
    // Draws its data in 3-D turned to an azimuth and elevation (export --view-angle, --animate
    // azimuth=...): PlotView::turnTo.
    bool turns = false; // Its twin for p and the far q (Selection::farQ), which the springs scene
                        // shows beside it,
    // and the part a figure of the twin asks for in place of the view's own; null for none.
    std::unique_ptr<PlotView> (*makeFarQ)() = nullptr;
    ViewPart (*farQPart)(const ViewPart& own) = nullptr;
    // Its part on the log axis of offsets (its log box), where a scene starts it
    // (SceneInfo::logOffsets); null where it has none.
    ViewPart (*logOffsetsPart)(const ViewPart& own) = nullptr;
};

inline bool comesForwardOn(const ViewInfo& info, Moment moment) {
    return (info.comesForwardOn & unsigned(moment)) != 0;
}

// Every view, in the order the window lays them out and `export all` writes them.
const std::vector<ViewInfo>& viewTable();
const ViewInfo& viewInfo(ViewKind kind);
// The view whose compute step `step` is; null for none.
const ViewInfo* viewOfStep(const ComputeStep* step);
QString viewName(ViewKind kind);
QString viewTitle(ViewKind kind);
QString viewDescription(ViewKind kind);
std::optional<ViewKind> viewKindFromName(const QString& name);
QStringList viewNames();
// The names of the views that draw with an input, for messages: "similarity and offsets".
QStringList viewNamesUsing(bool ViewInputs::*input);
// The names of the views `keep` is true of, in the table's order.
QStringList viewNamesWhere(bool (*keep)(const ViewInfo& info));

// A figure's cells along a side at most: beyond them a cell stands for a run of indices.
inline constexpr std::int64_t kFigureMaxCells = 4096;

// The window a figure gives a matrix or curve of `extent` indices: one cell per index up to
// `maxCells`.
ViewWindow cellsWindow(std::int64_t extent, std::int64_t maxCells);

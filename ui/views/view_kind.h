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
    bool band = false;    // only the dimensions of the band (--band, "band only")
    bool partner = false; // the second position q (--to)
    bool metric = false;  // the similarity metric
    bool from = false;    // the start position p is one of the figure's parameters
};

// Whether the view draws the selected position p (and so animates with it).
enum class PositionUse { Never, WithMarks, Always };
// The colour gradient of the view's matrix, for an animation's fixed palette.
enum class ColorScale { None, Diverging, Sequential };
// Where the window places the view: the top row, the bottom row, or one of the bottom row's
// two places of tabs: the views about one pair of positions, and the views of every column's
// frequency and of the whole table (wavelength, principal components, spectrum).
enum class Placement { Top, Bottom, PairTabs, TableTabs };

struct ViewInfo {
    ViewKind kind;
    const char* name;  // command line and file name: "heatmap"
    const char* title; // untranslated; viewTitle() translates it
    const char* what;  // what it shows and how to use it, for Help > Guide; untranslated
    ViewInputs uses;
    PositionUse position;
    ColorScale colors;
    Placement place;
    const char* tabTitle; // in the pair tabs: the tab's name (context "MainWindow"), else null
    std::unique_ptr<PlotView> (*make)();
    const ComputeStep& (*step)(); // computes its payload (ui/compute/steps/<view>_step.h)
    // The view's part of a figure's request: every cell up to `maxCells` a side.
    ViewPart (*figurePart)(const pe::EncodingParams& params, std::int64_t from,
                           std::int64_t maxCells);
    // What the marks of a figure stand for, one line under the plot; null when it has none.
    QString (*marksKey)(const ExploreRequest& request);
    // The plot data the view adopts, built on the worker from its payload; null for none.
    std::unique_ptr<ViewPlotData> (*prepare)(const ViewPayload& payload);
    // Its Python: numpy recomputes its numbers from the encoding's (ui/views/python_code.h)
    // and matplotlib draws them into `fig` (File > Export as notebook, Copy as Python).
    QString (*python)(const ExploreRequest& request);
};

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

// A figure's cells along a side at most: beyond them a cell stands for a run of indices.
inline constexpr std::int64_t kFigureMaxCells = 4096;

// The window a figure gives a matrix or curve of `extent` indices: one cell per index up to
// `maxCells`.
ViewWindow cellsWindow(std::int64_t extent, std::int64_t maxCells);

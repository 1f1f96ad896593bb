// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the worker is asked to compute: one parameter set plus what each view shows of it.

#include "core/column_band.h"
#include "core/encoding_params.h"
#include "core/sinusoidal_encoding.h"
#include "ui/compute/scene.h"
#include "ui/compute/view_step.h"

#include <QString>
#include <cstdint>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

// A visible range along one plot axis, in data coordinates, and the pixels that show it.
struct ViewWindow {
    double lower = 0.0;
    double upper = 0.0;
    int pixels = 1;
};

// Integer indices first + a * step for a < count: which rows (or columns) a display shows.
struct Sampling {
    std::int64_t first = 0;
    std::int64_t step = 1;
    std::int64_t count = 0;
    std::int64_t last() const { return first + (count - 1) * step; }
    std::int64_t at(std::int64_t a) const { return first + a * step; }
};

bool operator==(const Sampling& a, const Sampling& b);
inline bool operator!=(const Sampling& a, const Sampling& b) {
    return !(a == b);
}

// Indices 0 .. extent-1 visible in `window`, at most one per pixel. The start is aligned to
// the step so that panning keeps the same sample positions (no shimmer).
Sampling sampleWindow(const ViewWindow& window, std::int64_t extent);
// The same with a step forced (>= the one the window needs): for blocks that share a step.
Sampling sampleWindowWithStep(const ViewWindow& window, std::int64_t extent, std::int64_t step);

// The pixel budget for an axis `pixels` long, rounded down to a quarter octave (.., 192,
// 224, 256, 320, ..): never more samples than pixels, and a layout that shifts by a few
// pixels (a wider tick label after a result) does not ask for a new computation.
int pixelBudget(int pixels);

// Dimensions sampled for the heatmap: like sampleWindow, but a step greater than 1 is made
// odd, so the samples alternate between sin and cos columns instead of showing only one kind
// (each drawn column is the one exact dimension it is sampled at).
Sampling sampleDimensions(const ViewWindow& window, std::int64_t dim);

// The sample nearest to index `at` (cells are centred on their samples): the index a pixel
// that stands for many is drawn at.
std::int64_t nearestSample(const Sampling& s, std::int64_t at);

// The window covering all of 0 .. extent-1 (cells are centred on the integers).
ViewWindow fullWindow(std::int64_t extent, int pixels);

// What every view shares (the parameters and the selection), plus one part per view that
// asks for it, in the order of the views' table: a view's own windows and its compute step.
struct ExploreRequest {
    pe::EncodingParams params;
    pe::Metric metric = pe::Metric::Cosine;
    std::int64_t p = 0;                 // the selected position
    std::optional<pe::ColumnBand> band; // views that use the band: only these dims
    std::int64_t q = 1;                 // the position compared with p
    std::int64_t farQ = 40;             // the springs scene's far q, beside q
    std::vector<std::int64_t> waveDims; // dimensions drawn as waveforms
    Scene scene;                        // a course preset's tokens and overlaid starts
    // A model's table (File > Open position embeddings, --matrix), L x D as params says;
    // null: the sinusoidal encoding of params. Shared, never changed once loaded.
    std::shared_ptr<const pe::Matrix> table;
    QString tableName; // the table's file and tensor, for captions: "gpt2.safetensors: wpe.weight"
    std::vector<ViewPart> views; // one per view computed
    // A figure of a view that turns in 3-D (the principal components): its azimuth and
    // elevation in degrees. Nothing is computed from it: the view projects what it has.
    std::optional<std::pair<double, double>> viewAngle;
};

// Where a view drawn in 3-D starts turned, in degrees: the helix from above and aside.
inline constexpr double kStartAzimuth = 30.0, kStartElevation = 25.0;

// The first `rows` positions of the table the views of `request` show: its loaded table, or
// the exact sinusoidal encoding of its parameters (rows <= L).
pe::Matrix firstRowsOf(const ExploreRequest& request, std::int64_t rows);

// True when b would compute exactly what a computes: same parameters and the same samples in
// every view (each view's step compares its own part). Lets a resize that changes no sample
// skip a recompute.
bool sameWork(const ExploreRequest& a, const ExploreRequest& b);

// Whether two windows are the same to the pixel: a curve sampled per pixel changes with any.
bool sameCurveWindow(const ViewWindow& a, const ViewWindow& b);

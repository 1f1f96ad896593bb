#pragma once
// One finished computation for one request: complete and immutable once the worker hands it
// over, so any number of plots (the window's, an export's) can be drawn from it.

#include "ui/compute/request.h"

#include <QString>
#include <QtGlobal>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

// Display values of a matrix block, float because only a colour is made of them. Cell
// (r, c) is the value at row index rows.at(r) and column index cols.at(c).
struct DisplayGrid {
    Sampling rows;
    Sampling cols;
    std::vector<float> values; // row-major, rows.count x cols.count
    float at(std::int64_t r, std::int64_t c) const {
        return values[std::size_t(r * cols.count + c)];
    }
};

// PE[:, dim] as a continuous curve over the visible positions, plus its integer positions
// (empty when they would be denser than the pixels).
struct Waveform {
    std::int64_t dim = 0;
    std::int64_t pair = 0;
    bool isSin = true;
    double omega = 0.0;
    double wavelength = 0.0;
    std::vector<double> curveX, curveY;
    bool isBand = false; // curve = each pixel's low and high: faster than a few pixels
    std::vector<double> dotX, dotY;
};

// What tells p and q apart: each frequency pair's share of ||PE(p) - PE(q)||^2
// (core/pair_distance.h), at most one bar per pixel.
struct PairSprings {
    std::int64_t p = 0, q = 0;
    std::int64_t pairs = 0;        // ceil(D/2)
    Sampling bins;                 // bar b covers pairs bins.at(b) .. bins.at(b) + step - 1
    std::vector<double> barValues; // per bar: the mean share of its pairs
    double total = 0.0;            // ||PE(p) - PE(q)||^2: the sum of every pair's share
    double halfTurn = 0.0;         // the pair index where w_i |q - p| = pi (-inf for q = p)
};

// sim(from, from + k) for the sampled offsets k: one offset profile.
struct OffsetCurve {
    std::int64_t from = 0;
    Sampling offsets;
    std::vector<double> values;
};

struct ExploreResult {
    quint64 generation = 0;
    ExploreRequest request;
    DisplayGrid heatmap;    // rows: positions, columns: dimensions
    DisplayGrid similarity; // rows and columns: positions
    float similarityMin = 0.0f, similarityMax = 0.0f;
    std::int64_t from = 0;            // the offset profile's start position, clamped to 0 .. L-1
    Sampling offsets;                 // offsets k sampled for the profile
    std::vector<double> offsetValues; // sim(from, from + k)
    // The scene's overlaid profiles, one per start (empty without an overlay).
    std::vector<OffsetCurve> offsetCurves;
    std::vector<Waveform> waveforms;
    PairSprings springs;
    std::vector<double> wavelengths; // per dimension
    double wavelengthMin = 0.0, wavelengthMax = 0.0;
    double computeMs = 0.0;
};

// Data a drawing layer derives from a finished result while still on the worker thread
// (colour-map cells, graph containers), so the GUI thread only adopts it. This layer knows
// it only through this base: the plotting library stays out of the compute layer.
struct PreparedPlotData {
    virtual ~PreparedPlotData() = default;
};
using PlotDataPreparer = std::function<std::unique_ptr<PreparedPlotData>(const ExploreResult&)>;

// What the worker hands to the GUI thread: the shared result plus the prepared plot data.
struct ExploreDelivery {
    std::shared_ptr<const ExploreResult> result;
    std::unique_ptr<PreparedPlotData> plotData; // empty when no preparer was given
    QString error; // set instead of result when the parameters were rejected
    quint64 generation = 0;
};

// SPDX-License-Identifier: GPL-3.0-or-later
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
    // Whether a row (a column) stands for the run of `step` indices from its sample on, drawn
    // over that run, rather than for the indices around it.
    bool rowsStartRuns = false;
    bool colsStartRuns = false;
    std::vector<float> values; // row-major, rows.count x cols.count
    float at(std::int64_t r, std::int64_t c) const {
        return values[std::size_t(r * cols.count + c)];
    }
};

struct ExploreResult {
    quint64 generation = 0;
    ExploreRequest request;
    std::int64_t p = 0; // the selected position, clamped to 0 .. L-1
    // One per part of the request, at the same index: what that view's step computed.
    std::vector<std::shared_ptr<const ViewPayload>> payloads;
    double computeMs = 0.0;

    // The payload of type P (a view's own, steps/<view>_step.h); an empty one when the
    // request had no part for that view.
    template <class P> const P& payload() const {
        for (const auto& p : payloads)
            if (auto* found = dynamic_cast<const P*>(p.get()))
                return *found;
        static const P empty;
        return empty;
    }
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
    // The second delivery of one request: the first one's views with what the refinements
    // added (view_step.h). It may follow the first on screen, which a newer request may not.
    bool refined = false;
};

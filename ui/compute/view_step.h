// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What a request and a result hold for one view, without naming any view: a view's part of a
// request (the windows it shows and the step that computes it) and its payload in the result.
// Each view's step lives in steps/<view>_step.h; the views layer's table (ui/views/view_kind.h)
// says which step belongs to which view, so this layer knows no view.

#include <QtGlobal>
#include <functional>
#include <memory>
#include <vector>

struct ExploreRequest;
struct ViewWindow;
struct ComputeStep;

// One view's part of a request: its step and the windows (visible ranges and their pixels) it
// shows, in the order its step reads them.
struct ViewPart {
    const ComputeStep* step = nullptr;
    std::vector<ViewWindow> windows;
};

// One view's part of a result: what its step computed, immutable once handed over.
struct ViewPayload {
    virtual ~ViewPayload() = default;
    // Whether its step's `refine` has more to add: the picture is whole and exact without it,
    // and the window shows it first.
    virtual bool awaitsRefinement() const { return false; }
};

using Cancelled = std::function<bool()>;

// How one view's data is computed from a request: on the worker thread, in the compute layer.
struct ComputeStep {
    // The payload for `part` of `request`; nullptr when `cancelled()` said so. Throws
    // pe::ParameterError for what the engine refuses.
    std::shared_ptr<const ViewPayload> (*run)(const ExploreRequest& request, const ViewPart& part,
                                              const Cancelled& cancelled);
    // True when `pa` of `a` gives exactly the samples `pb` of `b` gives (the shared inputs
    // are compared by the request itself).
    bool (*sameWork)(const ExploreRequest& a, const ViewPart& pa, const ExploreRequest& b,
                     const ViewPart& pb);
    // A curve is sampled for a figure's width in any format; other windows are matrix cells
    // that a PNG caps at the pixels its matrix gets.
    bool curve = false;
    // It computes from ExploreRequest::table when there is one (a model's table); the other
    // steps compute the sinusoidal encoding of the parameters.
    bool readsTable = false;
    // What a payload that awaitsRefinement() is still waiting for, computed after the picture
    // was delivered (as Qt's Mandelbrot example refines its image): the payload with it added,
    // or nullptr when `cancelled()` said so. Null for a step whose payloads are always whole.
    std::shared_ptr<const ViewPayload> (*refine)(const ExploreRequest& request,
                                                 const ViewPart& part, const ViewPayload& first,
                                                 const Cancelled& cancelled) = nullptr;
    // A setting pinned by View > Compare with (comparison.h) is drawn under the current one.
    bool drawsPinned = false;
    // A matrix whose first window is its rows, drawn down the plot, and whose second is its
    // columns, drawn across: a figure caps each at the pixels of its own direction. Other
    // windows are drawn across.
    bool rowsFirst = false;
};

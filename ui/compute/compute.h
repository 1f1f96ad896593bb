// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The worker's job as a plain function: no threads, no widgets, so tests can call it.

#include "ui/compute/result.h"

#include <functional>
#include <memory>

// Receives the picture of a request before its refinements are computed (on the worker).
using EarlyDelivery = std::function<void(std::shared_ptr<ExploreDelivery>)>;

// Computes everything the views show for `request`, then lets `prepare` (if given) derive its
// plot data on the same thread. Where a view's payload awaits a refinement (its step's
// `refine`, such as the offset profile's band), `early` (if given) first receives the delivery
// without it, and the refinements run after; without `early` they run before the one
// delivery. Returns the whole delivery (`refined` set when `early` had one), or nullptr as
// soon as `cancelled()` says so. Throws pe::ParameterError for parameters the engine rejects.
std::shared_ptr<ExploreDelivery> computeExplore(const ExploreRequest& request, quint64 generation,
                                                const std::function<bool()>& cancelled,
                                                const PlotDataPreparer& prepare = {},
                                                const EarlyDelivery& early = {});

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The worker's job as a plain function: no threads, no widgets, so tests can call it.

#include "ui/compute/result.h"

#include <functional>
#include <memory>

// Computes everything the views show for `request`, then lets `prepare` (if given) derive its
// plot data on the same thread. Returns nullptr as soon as `cancelled()` says so. Throws
// pe::ParameterError for parameters the engine rejects.
std::shared_ptr<ExploreDelivery> computeExplore(const ExploreRequest& request, quint64 generation,
                                                const std::function<bool()>& cancelled,
                                                const PlotDataPreparer& prepare = {});

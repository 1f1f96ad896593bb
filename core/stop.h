// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The one way a long computation is told to stop: a question it asks between chunks of its
// work (blocks of a file, rows of a table, passes, offsets). An empty one never says stop. A
// job's `cancelled` (ui/compute/job_runner.h) is one, so a newer request or the window's
// close ends the work at its next chunk; nothing a computation that stopped would have
// returned is returned.

#include <functional>

namespace pe {

using Stop = std::function<bool()>;

// Whether `stop` says stop now (an empty one never does).
inline bool stopNow(const Stop& stop) {
    return stop && stop();
}

} // namespace pe

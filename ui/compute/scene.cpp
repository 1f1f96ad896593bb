// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/compute/scene.h"

#include <algorithm>

Scene keptScene(Scene scene, std::int64_t length, std::int64_t position) {
    if (!labelsPositions(scene, length))
        scene.tokens.clear();
    const auto& starts = scene.offsetStarts;
    const bool holdsStarts = std::all_of(starts.begin(), starts.end(),
                                         [&](std::int64_t s) { return s >= 0 && s < length; });
    const bool startSelected = std::find(starts.begin(), starts.end(), position) != starts.end();
    if (!holdsStarts || !startSelected)
        scene.offsetStarts.clear();
    return scene;
}

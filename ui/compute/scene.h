// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What a course preset shows beyond its parameters and selection: the sentence whose tokens
// stand at the positions, and the start positions whose offset profiles are laid over each
// other; and a setting pinned for comparison (View > Compare with). It travels with the
// state (undo restores it), the request (the worker computes what it needs) and so into the
// views and their figures.

#include "ui/compute/comparison.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

struct Scene {
    // UTF-8, one per position from 0: the position axes read them instead of numbers.
    std::vector<std::string> tokens;
    // Offset profiles from each of these positions, overlaid (translation consistency: 0, 10).
    std::vector<std::int64_t> offsetStarts;
    // "Compare with": the setting pinned to be drawn under the current one (comparison.h). It
    // stays while the user changes D, the base, the layout or the band: that is its purpose.
    std::optional<PinnedSetting> pinned{}; // {}: a scene written {tokens, starts} pins nothing
    bool empty() const { return tokens.empty() && offsetStarts.empty() && !pinned; }
};

inline bool operator==(const Scene& a, const Scene& b) {
    return a.tokens == b.tokens && a.offsetStarts == b.offsetStarts && a.pinned == b.pinned;
}
inline bool operator!=(const Scene& a, const Scene& b) {
    return !(a == b);
}

// What is left of `scene` after the user moved to L = `length` with `position` selected.
// A teacher changes D, the base or the metric to compare the same sentence or the same two
// starts under another model, so those keep the scene. The tokens end once L runs past the
// sentence: numbers for some positions and words for others would read as one sentence
// longer than it is. The overlay ends when L no longer holds every start, or when another
// start position is selected: the profile then follows the selection as it always does. An
// ended part does not come back when L shrinks again (only Undo or the preset bring it back),
// so labels never reappear by surprise during later exploring.
Scene keptScene(Scene scene, std::int64_t length, std::int64_t position);

// Whether the position axes of an L-position view read the scene's tokens.
inline bool labelsPositions(const Scene& scene, std::int64_t length) {
    return !scene.tokens.empty() && length <= std::int64_t(scene.tokens.size());
}

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The course's worked examples as data, so the GUI's preset menu, the tests and the
// README all use the same numbers. Names and notes come in English and Chinese; the core
// has no Qt, so the GUI picks the language.

#include "core/encoding_params.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace pe {

struct CoursePreset {
    std::string id;     // stable key: "i-love-you", "translation-consistency", ...
    std::string nameEn; // menu text
    std::string nameZh;
    std::vector<std::string> tokens; // empty for presets about positions only
    EncodingParams params;           // length = number of tokens when there are tokens
    // Position pairs to compare side by side (translation consistency: (0,3) and (10,13)).
    std::vector<std::pair<std::int64_t, std::int64_t>> comparePairs;
    std::string noteEn; // what the preset shows, one or two sentences
    std::string noteZh;
    // The cell the note explains ("love", dim 1), selected with the preset; -1: none.
    std::int64_t focusPosition = -1;
    std::int64_t focusDimension = -1;
};

// In menu order.
const std::vector<CoursePreset>& coursePresets();

// nullptr when there is no preset with that id.
const CoursePreset* findCoursePreset(const std::string& id);

} // namespace pe

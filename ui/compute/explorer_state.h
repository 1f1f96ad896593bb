// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What one undo step restores: the parameters, the metric, the selection, a preset's scene
// (its tokens and overlaid starts) and a model's table when one is open. The window
// layout and the view in front are not steps: undoing a resize would surprise.

#include "core/course_presets.h"
#include "core/encoding_params.h"
#include "core/sinusoidal_encoding.h"
#include "ui/compute/scene.h"
#include "ui/compute/selection.h"

#include <QString>
#include <memory>

struct ExplorerState {
    pe::EncodingParams params;
    pe::Metric metric = pe::Metric::Cosine;
    Selection selection;
    Scene scene{}; // {}: a state written {params, metric, selection} has no scene, on purpose
    // A model's table (File > Open position embeddings), L x D as params says; null: the
    // sinusoidal encoding. Opening one and going back are undo steps like any other.
    std::shared_ptr<const pe::Matrix> table{};
    QString tableName{}; // "gpt2.safetensors: wpe.weight"
};

bool operator==(const ExplorerState& a, const ExplorerState& b);

// A course preset's parameters, selection and scene, with the metric kept: what choosing the
// preset sets, in the window and in a scene's figure. Besides L, D and base: the waveforms
// from the fastest pair to the slowest, its first compared pair of positions as p and q (the
// springs view), the cell its note explains, no band; its tokens and overlaid starts.
ExplorerState presetState(const pe::CoursePreset& preset, pe::Metric metric);
inline bool operator!=(const ExplorerState& a, const ExplorerState& b) {
    return !(a == b);
}

// Which part changed, so a drag of one slider is one step and a click after it another.
enum class StateAspect { Length, Dim, Base, Layout, Metric, Selection, Table, Several };
StateAspect changedAspect(const ExplorerState& from, const ExplorerState& to);

// The step in words for the Edit menu ("L = 128", "the selection"), in the interface language.
QString describeChange(const ExplorerState& from, const ExplorerState& to);

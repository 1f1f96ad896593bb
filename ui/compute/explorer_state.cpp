// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/compute/explorer_state.h"

#include "ui/compute/number_text.h"

#include <QCoreApplication>

bool operator==(const ExplorerState& a, const ExplorerState& b) {
    return a.params.length == b.params.length && a.params.dim == b.params.dim &&
           a.params.base == b.params.base && a.params.layout == b.params.layout &&
           a.metric == b.metric && a.selection == b.selection && a.scene == b.scene &&
           a.table == b.table;
}

StateAspect changedAspect(const ExplorerState& from, const ExplorerState& to) {
    // A table opened or left: its shape sets L and D, and that is the table's step.
    if (from.table != to.table)
        return StateAspect::Table;
    int changes = 0;
    StateAspect aspect = StateAspect::Selection;
    auto note = [&](bool changed, StateAspect which) {
        if (changed) {
            ++changes;
            aspect = which;
        }
    };
    note(from.params.length != to.params.length, StateAspect::Length);
    note(from.params.dim != to.params.dim, StateAspect::Dim);
    note(from.params.base != to.params.base, StateAspect::Base);
    note(from.params.layout != to.params.layout, StateAspect::Layout);
    note(from.metric != to.metric, StateAspect::Metric);
    // A new L or D clamps the selection too: that is still the parameter's step.
    if (changes == 0)
        return StateAspect::Selection;
    return changes == 1 ? aspect : StateAspect::Several;
}

QString describeChange(const ExplorerState& from, const ExplorerState& to) {
    switch (changedAspect(from, to)) {
    case StateAspect::Length:
        return QCoreApplication::translate("ExplorerHistory", "L = %1").arg(to.params.length);
    case StateAspect::Dim:
        return QCoreApplication::translate("ExplorerHistory", "D = %1").arg(to.params.dim);
    case StateAspect::Base:
        return QCoreApplication::translate("ExplorerHistory", "base = %1")
            .arg(numberText(to.params.base));
    case StateAspect::Layout:
        return QCoreApplication::translate("ExplorerHistory", "the layout");
    case StateAspect::Metric:
        return QCoreApplication::translate("ExplorerHistory", "the metric");
    case StateAspect::Selection:
        return QCoreApplication::translate("ExplorerHistory", "the selection");
    case StateAspect::Table:
        return to.table
                   ? QCoreApplication::translate("ExplorerHistory", "open %1").arg(to.tableName)
                   : QCoreApplication::translate("ExplorerHistory", "the sinusoidal encoding");
    case StateAspect::Several:
        break;
    }
    return QCoreApplication::translate("ExplorerHistory", "the parameters");
}

ExplorerState presetState(const pe::CoursePreset& preset, pe::Metric metric) {
    ExplorerState scene{preset.params, metric, {}};
    Selection& s = scene.selection;
    s.waveDims = defaultWaveDimensions(preset.params.dim);
    if (!preset.comparePairs.empty()) {
        s.p = preset.comparePairs.front().first;
        s.q = preset.comparePairs.front().second;
    }
    if (preset.focusPosition >= 0) { // the cell the preset's note explains
        s.p = preset.focusPosition;
        s.dimension = preset.focusDimension;
    }
    s = clampedSelection(s, preset.params.length, preset.params.dim);
    // A pair of one position has nothing to tell apart: q is p's neighbour.
    if (s.q == s.p && preset.params.length > 1)
        s.q = s.p + 1 < preset.params.length ? s.p + 1 : s.p - 1;
    for (const std::string& token : preset.tokens)
        scene.scene.tokens.push_back(token);
    // Two or more pairs compare starts: their profiles are laid over each other.
    if (preset.comparePairs.size() >= 2)
        for (const auto& pair : preset.comparePairs)
            scene.scene.offsetStarts.push_back(pair.first);
    scene.scene = keptScene(scene.scene, preset.params.length, s.p);
    return scene;
}

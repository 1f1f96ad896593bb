// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The scenes, listed once: each a part of the lesson as an arrangement of the views it needs,
// large, with its own parameters and selection (or a course preset's, or the table that is
// open). The window shows one in place of every view (Teach > Scenes, --scene NAME); the
// command line and the Guide list them from here.

#include "ui/compute/explorer_state.h"
#include "ui/views/view_kind.h"

#include <QString>
#include <QStringList>
#include <cstdint>
#include <optional>
#include <vector>

// One view of a scene: a view of the table of views, or the springs again at the far q.
struct SceneSlot {
    ViewKind kind;
    bool farQ = false; // the springs of p and the far q (Selection::farQ)
};

// The parameters and the selection a scene starts from (the layout and metric stay).
struct SceneStart {
    std::int64_t length = 0, dim = 0;
    double base = 10000.0;
    std::int64_t p = 0, q = 1, farQ = 40;
};

struct SceneInfo {
    const char* name;  // the command line's --scene: "springs"
    const char* title; // untranslated, context "Scenes"; sceneTitle() translates it
    const char* what;  // one sentence for Help > Guide; untranslated
    // Top to bottom, each row's views left to right.
    std::vector<std::vector<SceneSlot>> rows;
    std::optional<SceneStart> start; // its own parameters, or
    const char* preset;              // a course preset's (core/course_presets.h), or null
    bool showsTable;                 // the model's table that is open (asks for one if none)
    bool logOffsets;                 // the offset profile on its log axis
    // Each row's share of the height, top to bottom: the first row's views are the lesson's
    // own, larger; a row of a matrix with a few rows (L = 3) needs no more than the next.
    std::vector<int> rowShares = {3, 2};
};

// The state a scene starts from: a course preset's parameters and selection, or its own;
// a scene of the open table keeps `current` as it is.
ExplorerState sceneState(const SceneInfo& scene, const ExplorerState& current);

// In the order of the Teach menu (Ctrl+1, Ctrl+2, ...).
const std::vector<SceneInfo>& sceneTable();
const SceneInfo* findScene(const QString& name);
QStringList sceneNames();
QString sceneTitle(const SceneInfo& scene);
// Whether the scene shows a view's twin for the far q (the springs near and far), and the
// scenes that do (the command line's --far-to is theirs).
bool showsFarQ(const SceneInfo& scene);
QStringList sceneNamesWithFarQ();
QString sceneDescription(const SceneInfo& scene);

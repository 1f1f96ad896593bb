// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/views/scene_table.h"

#include "core/course_presets.h"

#include <QCoreApplication>

// The explorer's state with the scene's parameters and selection: a course preset's, or its
// own; a scene of the open table keeps everything as it is.
ExplorerState sceneState(const SceneInfo& scene, const ExplorerState& current) {
    ExplorerState state = current;
    if (scene.preset)
        if (const pe::CoursePreset* preset = pe::findCoursePreset(scene.preset))
            state = presetState(*preset, current.metric);
    if (scene.start) {
        const SceneStart& start = *scene.start;
        state.params.length = start.length;
        state.params.dim = start.dim;
        state.params.base = start.base;
        state.table = nullptr;
        state.tableName.clear();
        state.scene = {};
        Selection& s = state.selection;
        s.p = start.p;
        s.q = start.q;
        s.farQ = start.farQ;
        s.bandFirst = s.bandLast = -1;
        s.waveDims = defaultWaveDimensions(start.dim);
        s = clampedSelection(s, start.length, start.dim);
    }
    return state;
}

const std::vector<SceneInfo>& sceneTable() {
    // p = 0 against q = 3 and q = 40 at D = 128: pair 0 still tells 3 from its neighbours,
    // while 18 pairs have wrapped at 40; the slow pairs tell 40 apart.
    static const std::vector<SceneInfo> table{
        {"springs",
         QT_TRANSLATE_NOOP("Scenes", "Springs near and far"),
         QT_TRANSLATE_NOOP("Scenes",
                           "What tells p from a near q and from a far q, side by side, with the "
                           "pair x distance map under both: fast pairs tell neighbours apart, "
                           "slow pairs distant positions. Sweep in the far view moves the far q."),
         {{{ViewKind::Springs}, {ViewKind::Springs, true}}, {{ViewKind::PairDistance}}},
         SceneStart{128, 128, 10000.0, 0, 3, 40},
         nullptr,
         false,
         false},
        {"long-context",
         QT_TRANSLATE_NOOP("Scenes", "Long context"),
         QT_TRANSLATE_NOOP("Scenes",
                           "A long L: the encoding, how similarity falls with the offset on a log "
                           "axis, and the similarity of every pair of positions."),
         {{{ViewKind::Heatmap}}, {{ViewKind::Offsets}, {ViewKind::Similarity}}},
         std::nullopt,
         "long-context",
         false,
         true,
         {1, 1}},
        {"model-table",
         QT_TRANSLATE_NOOP("Scenes", "A model's table"),
         QT_TRANSLATE_NOOP("Scenes",
                           "The position embeddings a model learned: the table, its principal "
                           "components and the spectrum of its columns. Shows the table that is "
                           "open, or asks for one."),
         {{{ViewKind::Heatmap}}, {{ViewKind::Pca}, {ViewKind::Spectrum}}},
         std::nullopt,
         nullptr,
         true,
         false,
         // The helix is the lesson: the components' curve and its bars under it need the
         // taller row; the table reads as stripes at any height.
         {2, 3}},
        {"i-love-you",
         QT_TRANSLATE_NOOP("Scenes", "I love you"),
         QT_TRANSLATE_NOOP("Scenes",
                           "The course's first sentence: each word's encoding and how alike the "
                           "words' positions are."),
         {{{ViewKind::Heatmap}}, {{ViewKind::Similarity}, {ViewKind::Waveforms}}},
         std::nullopt,
         "i-love-you",
         false,
         false,
         {1, 1}},
        {"translation-consistency",
         QT_TRANSLATE_NOOP("Scenes", "Translation consistency"),
         QT_TRANSLATE_NOOP("Scenes",
                           "The same offset from two starts gives the same similarity: the "
                           "offset profiles of both starts over each other."),
         {{{ViewKind::Offsets}}, {{ViewKind::Similarity}, {ViewKind::Heatmap}}},
         std::nullopt,
         "translation-consistency",
         false,
         false},
        {"paper",
         QT_TRANSLATE_NOOP("Scenes", "The paper's figure"),
         QT_TRANSLATE_NOOP("Scenes",
                           "The encoding as \"Attention Is All You Need\" defines it: the matrix, "
                           "its waveforms and the similarity of positions."),
         {{{ViewKind::Heatmap}}, {{ViewKind::Waveforms}, {ViewKind::Similarity}}},
         std::nullopt,
         "paper",
         false,
         false,
         {1, 1}},
    };
    return table;
}

bool showsFarQ(const SceneInfo& scene) {
    for (const std::vector<SceneSlot>& row : scene.rows)
        for (const SceneSlot& slot : row)
            if (slot.farQ)
                return true;
    return false;
}

QStringList sceneNamesWithFarQ() {
    QStringList names;
    for (const SceneInfo& scene : sceneTable())
        if (showsFarQ(scene))
            names << QLatin1String(scene.name);
    return names;
}

const SceneInfo* findScene(const QString& name) {
    for (const SceneInfo& scene : sceneTable())
        if (name == QLatin1String(scene.name))
            return &scene;
    return nullptr;
}

QStringList sceneNames() {
    QStringList names;
    for (const SceneInfo& scene : sceneTable())
        names << QLatin1String(scene.name);
    return names;
}

QString sceneTitle(const SceneInfo& scene) {
    return QCoreApplication::translate("Scenes", scene.title);
}

QString sceneDescription(const SceneInfo& scene) {
    return QCoreApplication::translate("Scenes", scene.what);
}

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A scene as one figure: its views at the same p and q on one page, each with its own title,
// the scene's title above them and one caption under them (the parameters, p and q). A 16:9
// slide lays the views out as the window's scene does; an A4 portrait handout stacks them.
// File > Export scene and `pe-explorer export scene NAME` write it.

#include "core/stop.h"
#include "ui/compute/explorer_state.h"
#include "ui/compute/request.h"
#include "ui/export/figure_export.h"
#include "ui/views/scene_table.h"

#include <QSize>
#include <QString>
#include <memory>
#include <optional>
#include <vector>

struct ExploreDelivery;

enum class ScenePage { Slide, A4 };

std::optional<ScenePage> scenePageFromString(const QString& text); // "slide", "a4"

// The page in pixels: the width and height given (0: not given), else from the page's shape,
// a slide 1920 x 1080, A4 portrait at `dpi` (1240 x 1754 at 150); one of them given, the other
// from the shape.
QSize scenePageSize(ScenePage page, int widthPx, int heightPx, int dpi);

// The figure's request for a state: its parameters, selection, scene and table, every view
// at full cell resolution.
ExploreRequest sceneRequest(const ExplorerState& state);

// "L = 128, D = 128, base = 10000, interleaved; p = 0, q = 3, far q = 40": the page's caption,
// with the far q where the scene shows it.
// The positions a scene's views draw: p where one starts from it, q where one compares p
// with it, and the far q where the far springs stand beside the near ones.
struct ScenePositions {
    bool p = false, q = false, farQ = false;
};
ScenePositions scenePositions(const SceneInfo& scene);
QString sceneCaption(const SceneInfo& scene, const ExploreRequest& request);

// One computed result per view of the scene, in the order of its rows; the far springs' at
// the far q. Touches no widget (a worker runs it); nullopt with `error` when refused, without
// once `stop` said stop.
using SceneFigureData = std::vector<std::shared_ptr<ExploreDelivery>>;
std::optional<SceneFigureData> computeSceneData(const SceneInfo& scene, ScenePage page,
                                                const ExploreRequest& request,
                                                const FigureOptions& options, QString* error,
                                                const pe::Stop& stop = {});

// Renders the page and writes it to `path` (GUI thread: QCustomPlot). Options' size is the
// page's; options.caption is the page's caption (sceneCaption()), none when empty.
bool writeSceneFigure(const SceneInfo& scene, ScenePage page, SceneFigureData& data,
                      const FigureOptions& options, const QString& path, QString* error);

// Both on the calling thread (the command line).
bool exportScene(const SceneInfo& scene, ScenePage page, const ExploreRequest& request,
                 const FigureOptions& options, const QString& path, QString* error);

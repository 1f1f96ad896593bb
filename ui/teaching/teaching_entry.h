#pragma once
// The one call that adds the teaching pieces (issue 5) to the explorer window: a "Teach"
// menu with the course presets, the formula inspector (a dock that follows heatmap
// clicks) and the teaching tabs (embedding + PE, learned PE, RoPE, ALiBi, phasor clocks,
// order-agnostic attention).
//
//   TeachingHub* hub = installTeaching(this, menuBar(), heatmapView(), [this] { return params();
//   }); connect(hub, &TeachingHub::presetChosen, this, <apply preset.params to the explorer>);
//   connect(this, &MainWindow::resultPresented, hub, &TeachingHub::refreshParams);

#include "encoding_params.h"
#include "teaching_hub.h"

#include <functional>

class HeatmapView;
class QMainWindow;
class QMenu;
class QMenuBar;

// Adds the "Teach" menu to `menuBar` and the inspector dock to `window`. `heatmap` may be
// null (no click-following); `currentParams` may be empty. The hub is a child of `window`.
TeachingHub* installTeaching(QMainWindow* window, QMenuBar* menuBar, HeatmapView* heatmap,
                             std::function<pe::EncodingParams()> currentParams);

// The "Teach" menu for an existing hub (installTeaching calls it).
QMenu* makeTeachMenu(TeachingHub* hub, QWidget* parent);

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the teaching pieces (the inspector, the presets, the lessons) may see of the window they
// serve, and nothing more: the shell implements it, so a lesson never searches the window's
// children for what it needs.

class ExplorerDocument;
class HeatmapView;
class QDockWidget;

class ShellAccess {
  public:
    virtual ~ShellAccess() = default;
    // What the explorer shows: its parameters, the selection the inspector explains (it
    // follows each change of it), the table a lesson opens on.
    virtual ExplorerDocument* document() const = 0;
    // The heatmap whose drawn cell the inspector's note describes; may be null.
    virtual HeatmapView* heatmapView() const = 0;
    // The dock of the controls beside the views: the one place the inspector and the lessons
    // may cover or share without hiding a view. May be null.
    virtual QDockWidget* controlsDock() const = 0;
};

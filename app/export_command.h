// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/command_line.h"
#include "ui/export/animation_export.h"

// `pe-explorer export ...`: renders one view, or all of them into a folder, as PNG, PDF or
// SVG. Needs a QApplication (the caller makes one on the offscreen platform).
int runExport(const CliRequest& request);

// The animation `request` asks for (export VIEW --animate), of the figure request `explore`
// (the final one, after --like or --session) drawn with `options`. The one place a job is
// made from the command line: parseCommandLine checks the job this makes.
AnimationJob animationJob(const CliRequest& request, const ExploreRequest& explore,
                          const FigureOptions& options);

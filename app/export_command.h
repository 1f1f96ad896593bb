#pragma once

#include "app/command_line.h"

// `pe-explorer export ...`: renders one view, or all of them into a folder, as PNG, PDF or
// SVG. Needs a QApplication (the caller makes one on the offscreen platform).
int runExport(const CliRequest& request);

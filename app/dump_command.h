// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/command_line.h"

// `pe-explorer dump ...`: computes the requested matrix in double precision and writes it
// as CSV or NPY to stdout or, atomically, to --output. Returns the process exit code.
int runDump(const CliRequest& request);

// What a dump request asks the data subject table for.
DataRequest dataRequestOf(const CliRequest& request);

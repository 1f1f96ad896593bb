// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// File > Export data: a data subject (data_subject.h) as CSV or NPY, in exactly the formats
// of `pe-explorer dump` (the same engine writers), in double precision and at full size (not
// the display's level of detail), computed a block of rows at a time as it is written.

#include "core/matrix_io.h"
#include "ui/export/data_subject.h"

#include <QString>
#include <optional>

// The least writing `rows` takes: the exact size of an .npy; for CSV one digit and one
// separator a value.
double leastDataBytes(const pe::RowBlocks& rows, bool npy);

// "R x C values would take at least N as npy, more than the M free on /": a file that
// cannot fit the free space of the disk holding `path`, refused before it is started.
std::optional<QString> diskSpaceRefusal(const pe::RowBlocks& rows, bool npy, const QString& path);

// Computes and writes atomically; `npy` picks the format. `written` hears of each block and
// may stop the export (nothing is left at `path` then). False with `error` on failure
// (parameters, no room on the disk, an unwritable path, stopped).
bool exportData(DataSubject subject, const DataRequest& request, bool npy, const QString& path,
                QString* error, const pe::RowsWritten& written = {});

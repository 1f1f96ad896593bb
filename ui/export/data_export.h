// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// File > Export data: a data subject (data_subject.h) as CSV or NPY, in exactly the formats
// of `pe-explorer dump` (the same engine writers), in double precision and at full size (not
// the display's level of detail).

#include "ui/export/data_subject.h"

#include <QString>

// Computes and writes atomically; `npy` picks the format. False with `error` on failure
// (a size over the memory budget, an unwritable path).
bool exportData(DataSubject subject, const DataRequest& request, bool npy, const QString& path,
                QString* error);

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The export benchmark case: the heatmap of L=2048, D=512 written as PNG and as PDF, from
// the parameters (compute included) to the files on disk. Makes a QApplication if none.

namespace bench {

void runExportCases();

} // namespace bench

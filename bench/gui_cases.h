// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The explorer window's benchmark cases: refresh latency, GUI-thread stalls during a drag,
// and a million positions. They need a QApplication (offscreen is enough); runGuiCases
// makes one if none exists yet.

namespace bench {

void runGuiCases();

} // namespace bench

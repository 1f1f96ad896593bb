// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace bench {
// Streamed dumps: the real binary's time and peak memory against writing as many bytes
// with dd, and CSV's shortest-digit text against the %.17g it replaced.
void runDumpCases();
} // namespace bench

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Ctrl+C and SIGTERM during a dump: the writer stops at its next block and the temporary
// file goes, so an interrupted dump leaves nothing behind instead of a half-written file.

// From now on SIGINT and SIGTERM only set a flag.
void catchInterrupts();
// The signal that arrived (0: none yet).
int interruptSignal();

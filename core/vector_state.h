// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Clears the upper halves of the AVX registers (vzeroupper) where the CPU has them.
//
// Why: the engine is built for plain x86-64, so its loops are legacy SSE instructions. When
// code run earlier on the same thread leaves the upper AVX state dirty, every one of those
// instructions pays a merge with it on Intel CPUs: on AVX-512 machines the worker's refresh
// became an order of magnitude slower until one vzeroupper at the start of each job
// (docs/PERFORMANCE.md has the measurement). The instruction costs a cycle; calling it on a
// clean state is harmless.
// Which code dirties the state between the worker's jobs was not found; the main thread
// (command line, the core benchmarks) measured unaffected, so only the explorer's jobs
// (computeExplore, which the figure export runs too) clear it.

namespace pe {

void clearUpperVectorState();

} // namespace pe

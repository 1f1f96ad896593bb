#pragma once
// Clears the upper halves of the AVX registers (vzeroupper) where the CPU has them.
//
// Why: the engine is built for plain x86-64, so its loops are legacy SSE instructions. When
// code run earlier on the same thread leaves the upper AVX state dirty, every one of those
// instructions pays a merge with it on Intel CPUs. Measured on the benchmark VM (Xeon,
// AVX-512): the explorer's worker spent 56 ms per refresh at 2048 x 512 instead of 5 ms,
// with the similarity block alone at 36 ms instead of 2.4 ms, until one vzeroupper at the
// start of each job. The instruction costs a cycle; calling it on a clean state is harmless.
// Which code dirties the state between the worker's jobs was not found; the main thread
// (command line, the core benchmarks) measured unaffected, so only the explorer's jobs
// (computeExplore, which the figure export runs too) clear it.

namespace pe {

void clearUpperVectorState();

} // namespace pe

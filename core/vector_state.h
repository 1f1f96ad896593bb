#pragma once
// Clears the upper halves of the AVX registers (vzeroupper) where the CPU has them.
//
// Why: the engine is built for plain x86-64, so its loops are legacy SSE instructions. When
// code run earlier on the same thread leaves the upper AVX state dirty, every one of those
// instructions pays a merge with it on Intel CPUs. Measured on the benchmark VM (Xeon,
// AVX-512): the explorer's worker spent 56 ms per refresh at 2048 x 512 instead of 5 ms,
// with the similarity block alone at 36 ms instead of 2.4 ms, until one vzeroupper at the
// start of each job. The instruction costs a cycle; calling it on a clean state is harmless.

namespace pe {

void clearUpperVectorState();

} // namespace pe

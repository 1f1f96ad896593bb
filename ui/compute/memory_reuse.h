// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The process's policy for large buffers: keep freed ones for the next result or figure.
//
// A result, a figure or an animation frame needs the same few large buffers (cell values,
// the colour map's image, the figure's pixels) again and again. By default glibc hands a
// freed block of that size back to the kernel, and the next one is new memory whose every
// page faults on first touch: on some machines that costs more than drawing the figure
// (docs/PERFORMANCE.md). With this policy blocks up to kReusedBlockBytes come from the heap
// and up to kRetainedFreeBytes of freed heap stay in the process for reuse. Larger blocks
// still go back to the kernel, so one very large result does not stay resident.
//
// Called once at start by the program (and by pe-bench, which stands in for it). Does
// nothing where the C library is not glibc, or under a sanitizer's own allocator.

#include <cstddef>

namespace explore {

inline constexpr std::size_t kReusedBlockBytes = std::size_t(32) << 20;
inline constexpr std::size_t kRetainedFreeBytes = std::size_t(64) << 20;

void keepFreedBuffersForReuse();

} // namespace explore

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A fresh matrix costs one page fault per 4 KiB on its first write, and on a virtual
// machine those faults can cost more than computing the values (docs/PERFORMANCE.md).
// Asking Linux for transparent huge pages (2 MiB) over the
// buffer's aligned interior cuts the faults 512-fold. Elsewhere, or with huge pages off
// system-wide, it does nothing. Call it before the first write.

#include <cstddef>
#include <cstdint>
#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace pe {

inline void adviseHugePages(void* data, std::size_t bytes) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    constexpr std::uintptr_t kHuge = std::uintptr_t(2) << 20;
    const std::uintptr_t start = reinterpret_cast<std::uintptr_t>(data);
    const std::uintptr_t begin = (start + kHuge - 1) & ~(kHuge - 1);
    const std::uintptr_t end = (start + bytes) & ~(kHuge - 1);
    if (end > begin) // smaller buffers have no whole huge page inside
        madvise(reinterpret_cast<void*>(begin), end - begin, MADV_HUGEPAGE);
#else
    (void)data;
    (void)bytes;
#endif
}

} // namespace pe

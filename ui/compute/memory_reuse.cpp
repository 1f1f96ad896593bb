// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/compute/memory_reuse.h"

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace explore {

void keepFreedBuffersForReuse() {
#if defined(__GLIBC__)
    // Setting the threshold also stops glibc moving it by itself (its dynamic threshold
    // follows the largest block freed so far, so blocks around it alternate between heap
    // and fresh mappings).
    mallopt(M_MMAP_THRESHOLD, int(kReusedBlockBytes));
    mallopt(M_TRIM_THRESHOLD, int(kRetainedFreeBytes));
#endif
}

} // namespace explore

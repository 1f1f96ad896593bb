// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/compute/limits.h"

#include <cmath>

bool paramsInRange(const pe::EncodingParams& p) {
    return p.length >= explore::kMinLength && p.length <= explore::kMaxLength &&
           p.dim >= explore::kMinDim && p.dim <= explore::kMaxDim && std::isfinite(p.base) &&
           p.base >= explore::kMinBase && p.base <= explore::kMaxBase;
}

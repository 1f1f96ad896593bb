#include "selection.h"

#include <algorithm>

std::vector<std::int64_t> spreadDimensions(std::int64_t first, std::int64_t last, int count) {
    std::vector<std::int64_t> dims;
    if (last < first || count <= 0)
        return dims;
    const std::int64_t span = last - first;
    if (span + 1 <= count) {
        for (std::int64_t d = first; d <= last; ++d)
            dims.push_back(d);
        return dims;
    }
    for (int k = 0; k < count; ++k) {
        const std::int64_t d = first + (count == 1 ? 0 : span * k / (count - 1));
        if (dims.empty() || dims.back() != d)
            dims.push_back(d);
    }
    return dims;
}

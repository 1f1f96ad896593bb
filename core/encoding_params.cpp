// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/encoding_params.h"

namespace pe {

std::string toString(Layout layout) {
    return layout == Layout::Interleaved ? "interleaved" : "concatenated";
}

std::string toString(Metric metric) {
    switch (metric) {
    case Metric::Cosine:
        return "cosine";
    case Metric::Dot:
        return "dot";
    case Metric::Euclidean:
        return "euclidean";
    }
    return "cosine";
}

std::optional<Layout> layoutFromString(const std::string& text) {
    if (text == "interleaved")
        return Layout::Interleaved;
    if (text == "concatenated")
        return Layout::Concatenated;
    return std::nullopt;
}

std::optional<Metric> metricFromString(const std::string& text) {
    for (Metric m : {Metric::Cosine, Metric::Dot, Metric::Euclidean})
        if (toString(m) == text)
            return m;
    return std::nullopt;
}

} // namespace pe

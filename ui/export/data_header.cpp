// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/export/data_header.h"

#include "core/typed_number.h"

namespace {

std::string join(const std::vector<std::string>& names) {
    std::string line;
    for (const std::string& name : names)
        line += (line.empty() ? "" : ",") + name;
    return line;
}

} // namespace

pe::RowBlocks named(pe::RowBlocks blocks, const std::vector<std::string>& columns,
                    std::string about) {
    std::vector<std::string> lines{join(columns)};
    if (!about.empty())
        lines.push_back(std::move(about));
    blocks.header = [lines] { return lines; };
    return blocks;
}

pe::RowBlocks namedMatrix(pe::RowBlocks blocks, const char* prefix, std::string about) {
    const std::int64_t cols = blocks.cols;
    about = std::to_string(blocks.rows) + " x " + std::to_string(cols) + " " + about;
    blocks.header = [cols, prefix, about] {
        std::string names;
        for (std::int64_t c = 0; c < cols; ++c)
            names += (c > 0 ? "," : "") + (prefix + std::to_string(c));
        return std::vector<std::string>{names, about};
    };
    return blocks;
}

std::string tableWord(const DataRequest& r) {
    if (r.table)
        return "model table";
    if (r.learned)
        return "learned table";
    return "sinusoidal encoding (base " + pe::shortestNumberText(r.params.base) + ", " +
           pe::toString(r.params.layout) + ")";
}

std::string metricWords(pe::Metric metric) {
    switch (metric) {
    case pe::Metric::Dot:
        return "dot product";
    case pe::Metric::Euclidean:
        return "euclidean distance";
    case pe::Metric::Cosine:
        break;
    }
    return "cosine similarity";
}

std::string bandWords(const DataRequest& r) {
    return r.band ? ", from dimensions " + std::to_string(r.band->first) + " .. " +
                        std::to_string(r.band->last) + " only"
                  : std::string();
}

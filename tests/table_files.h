// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Model tables written by the tests themselves, byte by byte, as the formats document them: no
// weights can be downloaded, and the readers must not be tested by their own writer.

#include "core/sinusoidal_encoding.h"

#include <QString>
#include <cstdint>
#include <cstring>
#include <fstream>
#include <string>
#include <utility>
#include <vector>

inline void writeBytes(const QString& path, const std::string& bytes) {
    std::ofstream out(path.toStdString(), std::ios::binary);
    out.write(bytes.data(), std::streamsize(bytes.size()));
}

// A .safetensors file of float32 tensors: 8-byte little-endian header length, the JSON header,
// the data.
inline void writeSafetensors(const QString& path,
                             const std::vector<std::pair<std::string, pe::Matrix>>& tensors) {
    std::string json = "{\"__metadata__\":{\"format\":\"pt\"}", data;
    for (const auto& [name, m] : tensors) {
        const std::size_t begin = data.size();
        for (Eigen::Index r = 0; r < m.rows(); ++r)
            for (Eigen::Index c = 0; c < m.cols(); ++c) {
                const float f = float(m(r, c));
                std::uint32_t bits;
                std::memcpy(&bits, &f, 4);
                for (int i = 0; i < 4; ++i)
                    data.push_back(char((bits >> (8 * i)) & 0xff));
            }
        json += ",\"" + name + "\":{\"dtype\":\"F32\",\"shape\":[" + std::to_string(m.rows()) +
                "," + std::to_string(m.cols()) + "],\"data_offsets\":[" + std::to_string(begin) +
                "," + std::to_string(data.size()) + "]}";
    }
    json += "}";
    std::string bytes;
    for (int i = 0; i < 8; ++i)
        bytes.push_back(char((std::uint64_t(json.size()) >> (8 * i)) & 0xff));
    writeBytes(path, bytes + json + data);
}

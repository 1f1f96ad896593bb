// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// .npy and .safetensors files written byte by byte as their formats document them (NumPy's NEP 1,
// the safetensors layout), for the readers' tests: a reader tested through the project's own
// writer would agree with it on any mistake the two share.

#include <cstdint>
#include <cstring>
#include <string>

namespace fileBytes {

using Bytes = std::string;

inline void putLittle(Bytes& out, std::uint64_t v, int size) {
    for (int i = 0; i < size; ++i)
        out.push_back(char((v >> (8 * i)) & 0xff));
}
inline void putBig(Bytes& out, std::uint64_t v, int size) {
    for (int i = size - 1; i >= 0; --i)
        out.push_back(char((v >> (8 * i)) & 0xff));
}
inline std::uint64_t bitsOf(double d) {
    std::uint64_t b;
    std::memcpy(&b, &d, 8);
    return b;
}
inline std::uint32_t bitsOf(float f) {
    std::uint32_t b;
    std::memcpy(&b, &f, 4);
    return b;
}

// The header text padded as NumPy pads it: spaces and a newline to a multiple of 64 bytes
// with the magic, the version and the length field before it.
inline std::string npyPadded(int major, const std::string& dict) {
    const std::size_t lengthBytes = major == 1 ? 2 : 4;
    std::string header = dict;
    const std::size_t unpadded = 6 + 2 + lengthBytes + header.size() + 1;
    header.append((64 - unpadded % 64) % 64, ' ');
    header.push_back('\n');
    return header;
}

// A .npy file: magic, version major.minor, the header's length (2 bytes little-endian in 1.0,
// 4 after), the header, the data.
inline Bytes npy(int major, const std::string& dict, const Bytes& data, int minor = 0) {
    const std::string header = npyPadded(major, dict);
    Bytes out = "\x93NUMPY";
    out.push_back(char(major));
    out.push_back(char(minor));
    putLittle(out, header.size(), major == 1 ? 2 : 4);
    return out + header + data;
}

// The dict NumPy writes, its values as text ("(2, 3)", "True").
inline std::string npyDict(const std::string& descr, const std::string& fortran,
                           const std::string& shape) {
    return "{'descr': '" + descr + "', 'fortran_order': " + fortran + ", 'shape': " + shape + ", }";
}

// A .safetensors file: the JSON header's length in 8 bytes little-endian, the JSON, the data.
inline Bytes safetensors(const std::string& json, const Bytes& data) {
    Bytes out;
    putLittle(out, json.size(), 8);
    return out + json + data;
}

} // namespace fileBytes

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Seeded inputs for the readers' fuzz tests, built from the formats' fields so that mutations
// reach past the magic and the length into the header's values and the data: every dtype the
// readers take in both byte orders, C and Fortran order, several shapes, .npy 1.0 to 3.0, one to
// three tensors. Then one to three mutations: of the real header-length bytes, of the header's
// fields (dtype, shape, fortran_order; safetensors' dtype, shape, data_offsets), its keys and
// what follows it, the version, the data, and its bytes. Flipping bytes of a whole file, as
// fuzzing blind does, mostly stops at the magic or the length.

#include "matrix_file_bytes.h"

#include <random>
#include <string>
#include <vector>

namespace fuzzInputs {

using fileBytes::Bytes;
using Random = std::mt19937_64;

inline std::size_t pick(Random& random, std::size_t n) {
    return std::uniform_int_distribution<std::size_t>(0, n - 1)(random);
}
template <class T, std::size_t N> const T& oneOf(Random& random, const T (&items)[N]) {
    return items[pick(random, N)];
}
inline std::string num(std::uint64_t v) {
    return std::to_string(v);
}

// `count` finite values of `size` bytes (an IEEE half, float or double: random bits, the
// exponent never all ones), subnormals included.
inline Bytes finiteValues(Random& random, int size, bool bigEndian, std::size_t count) {
    Bytes out;
    const int exponentShift = size == 2 ? 10 : size == 4 ? 23 : 52;
    const std::uint64_t exponentMask = size == 2 ? 0x1f : size == 4 ? 0xff : 0x7ff;
    for (std::size_t i = 0; i < count; ++i) {
        std::uint64_t bits = random();
        if (size < 8)
            bits &= (std::uint64_t(1) << (8 * size)) - 1;
        if (((bits >> exponentShift) & exponentMask) == exponentMask)
            bits ^= std::uint64_t(1) << (exponentShift + 1);
        if (bigEndian)
            fileBytes::putBig(out, bits, size);
        else
            fileBytes::putLittle(out, bits, size);
    }
    return out;
}

// Random bytes over a part of the file: a few replaced by any byte or by one a header is made of.
inline void flipBytes(Bytes& bytes, std::size_t from, std::size_t to, Random& random) {
    if (to <= from)
        return;
    static const char structural[] = "{}[]:,'\"()0123456789-LTF \n";
    for (int i = 0, n = 1 + int(pick(random, 3)); i < n; ++i)
        bytes[from + pick(random, to - from)] =
            pick(random, 2) ? char(random() & 0xff)
                            : structural[pick(random, sizeof structural - 1)];
}

// The header-length field, `size` bytes little-endian at `at`, set to a value near the real one
// `length`, zero, past the file, or past anything.
inline void mutateLength(Bytes& bytes, std::size_t at, int size, std::uint64_t length,
                         Random& random) {
    const std::uint64_t all = size == 8 ? ~std::uint64_t(0) : (std::uint64_t(1) << (8 * size)) - 1;
    const std::uint64_t values[] = {0,          length - 1, length + 1,   length + 7,
                                    length / 2, all,        bytes.size(), random() & all};
    const std::uint64_t v = values[pick(random, 8)] & all;
    for (int i = 0; i < size; ++i)
        bytes[at + std::size_t(i)] = char((v >> (8 * i)) & 0xff);
}

// The data cut short, grown, or a few of its bytes changed (NaN and infinity among them).
inline void mutateData(Bytes& data, Random& random) {
    switch (pick(random, 3)) {
    case 0:
        data.resize(data.size() - std::min(data.size(), 1 + pick(random, 16)));
        break;
    case 1:
        data.append(1 + pick(random, 16), char(0x7f));
        break;
    default:
        for (int i = 0, n = 1 + int(pick(random, 2)); i < n && !data.empty(); ++i)
            data[pick(random, data.size())] = char(random() & 0xff);
    }
}

// ---- .npy

struct Npy {
    int major = 1, minor = 0;
    std::string descr, fortran, shape;
    std::string dict;  // when not empty, written instead of the dict of the fields above
    std::string after; // text between the dict and the padding
    Bytes data;
    std::size_t rows = 0, cols = 0;

    std::string header() const {
        return (dict.empty() ? fileBytes::npyDict(descr, fortran, shape) : dict) + after;
    }
    Bytes bytes() const { return fileBytes::npy(major, header(), data, minor); }
};

inline Npy npySeed(Random& random) {
    Npy s;
    s.major = 1 + int(pick(random, 3));
    const bool big = pick(random, 2);
    const int size = 2 << pick(random, 3);
    s.descr = std::string(big ? ">" : "<") + "f" + num(std::uint64_t(size));
    s.fortran = pick(random, 2) ? "True" : "False";
    s.rows = 1 + pick(random, 7);
    s.cols = 1 + pick(random, 6);
    s.shape = "(" + num(s.rows) + ", " + num(s.cols) + ")";
    s.data = finiteValues(random, size, big, s.rows * s.cols);
    return s;
}

inline void mutateNpyField(Npy& s, Random& random) {
    const std::string R = num(s.rows), C = num(s.cols);
    switch (pick(random, 7)) {
    case 0: {
        static const char* const descrs[] = {
            "<f2",  ">f2", "<f4", ">f4", "<f8", ">f8", "=f8",    "|f4",  "f8",  "<d",  "float32",
            "<f16", "<i4", ">i8", "|u1", "|b1", "<c8", "<U2",    "O",    "|V8", "<f3", "<f",
            "",     ">F4", "<e",  "i2",  "<u8", "<m8", "<f4'x'", "<f8 ", "xf8", "<f 8"};
        s.descr = oneOf(random, descrs);
        break;
    }
    case 1: {
        const std::string shapes[] = {"(" + R + ", " + C + ")",
                                      "(" + C + ", " + R + ")",
                                      "(" + num(s.rows * s.cols) + ",)",
                                      "(" + R + ", " + C + ", 1)",
                                      "(1, " + R + ", " + C + ")",
                                      "()",
                                      "(0, " + C + ")",
                                      "(" + R + ", 0)",
                                      "(" + R + "," + C + ")",
                                      "(" + R + ", " + C + ",)",
                                      "( " + R + " , " + C + " )",
                                      "(0" + R + ", " + C + ")",
                                      "(00, " + C + ")",
                                      "(" + R + "L, " + C + "L)",
                                      "(" + num(s.rows + 1) + ", " + C + ")",
                                      "(" + R + ", " + num(s.cols - 1) + ")",
                                      "(99999999999, " + C + ")",
                                      "(" + R + ", 18446744073709551616)",
                                      "[" + R + ", " + C + "]",
                                      "(-" + R + ", " + C + ")",
                                      "(" + R + " " + C + ")",
                                      "(" + R + ", " + C,
                                      R + ", " + C};
        s.shape = oneOf(random, shapes);
        break;
    }
    case 2: {
        static const char* const orders[] = {"True", "False", "1",       "0",
                                             "None", "true",  "'False'", "Falsey"};
        s.fortran = oneOf(random, orders);
        break;
    }
    case 3: { // the keys: one missing, one more, one twice, another order
        const std::string d = "'descr': '" + s.descr + "'", f = "'fortran_order': " + s.fortran,
                          p = "'shape': " + s.shape;
        const std::string dicts[] = {"{" + f + ", " + p + "}",
                                     "{" + d + ", " + p + "}",
                                     "{" + d + ", " + f + "}",
                                     "{" + d + ", " + f + ", " + p + ", 'x': 0}",
                                     "{'descr': '<i8', " + d + ", " + f + ", " + p + "}",
                                     "{" + d + ", " + f + ", " + p + ", " + d + "}",
                                     "{" + p + ", " + d + ", " + f + "}",
                                     "{\"descr\": \"" + s.descr + "\", " + f + ", " + p + "}",
                                     "{" + d + " " + f + ", " + p + "}",
                                     "{}"};
        s.dict = oneOf(random, dicts);
        break;
    }
    case 4: {
        static const char* const after[] = {" x", "}", "{}", ",", "  \n  ", "\t", "0", ")"};
        s.after = oneOf(random, after);
        break;
    }
    case 5:
        if (pick(random, 2))
            s.major = int(pick(random, 5));
        else
            s.minor = 1;
        break;
    default:
        mutateData(s.data, random);
    }
}

// A .npy seed with none (one in five), one or two mutations of its fields, then perhaps one of
// its length field or header bytes, or a cut.
// lengthMutated: told whether the header-length field was mutated.
inline Bytes npyInput(Random& random, bool* lengthMutated = nullptr) {
    Npy s = npySeed(random);
    const std::size_t fields = pick(random, 5) == 0 ? 0 : 1 + pick(random, 2);
    for (std::size_t i = 0; i < fields; ++i)
        mutateNpyField(s, random);
    Bytes bytes = s.bytes();
    const std::size_t lengthSize = s.major == 1 ? 2 : 4, headerStart = 8 + lengthSize;
    const std::size_t dataStart = bytes.size() - s.data.size();
    switch (pick(random, 9)) {
    case 0:
        if (bytes.size() >= headerStart && s.major >= 1 && s.major <= 3) {
            mutateLength(bytes, 8, int(lengthSize), dataStart - headerStart, random);
            if (lengthMutated)
                *lengthMutated = true;
        }
        break;
    case 1:
        flipBytes(bytes, headerStart, dataStart, random);
        break;
    case 2:
        bytes.resize(pick(random, bytes.size() + 1));
        break;
    default: // the fields' mutations alone
        break;
    }
    return bytes;
}

// ---- .safetensors

struct Tensor {
    std::string name, dtype, shape, offsets, extra;
    std::size_t rows = 0, cols = 0, begin = 0, end = 0;
};

struct Safetensors {
    std::string metadata = "\"__metadata__\":{\"format\":\"pt\"}";
    std::vector<Tensor> tensors;
    std::string after; // after the JSON object
    Bytes data;

    std::string json() const {
        std::string out = "{" + metadata;
        for (const Tensor& t : tensors)
            out += std::string(out.size() > 1 ? "," : "") + "\"" + t.name + "\":{\"dtype\":\"" +
                   t.dtype + "\",\"shape\":" + t.shape + ",\"data_offsets\":" + t.offsets +
                   t.extra + "}";
        return out + "}" + after;
    }
    Bytes bytes() const { return fileBytes::safetensors(json(), data); }
};

inline Safetensors safetensorsSeed(Random& random) {
    static const char* const names[] = {"transformer.wpe.weight", "h.0.attn.c_attn.weight",
                                        "wte.weight", "ln_f.bias"};
    static const char* const dtypes[] = {"F16", "BF16", "F32", "F64"};
    Safetensors s;
    if (pick(random, 4) == 0)
        s.metadata.clear();
    const std::size_t count = 1 + pick(random, 3), first = pick(random, 4);
    for (std::size_t i = 0; i < count; ++i) {
        Tensor t;
        t.name = names[(first + i) % 4];
        t.dtype = oneOf(random, dtypes);
        const int size = t.dtype == "F64" ? 8 : t.dtype == "F32" ? 4 : 2;
        t.rows = 1 + pick(random, 6);
        t.cols = 1 + pick(random, 5);
        const bool bias = t.name == "ln_f.bias";
        t.shape =
            bias ? "[" + num(t.rows * t.cols) + "]" : "[" + num(t.rows) + "," + num(t.cols) + "]";
        t.begin = s.data.size();
        // BF16 is the top half of a float: its finite values are a float's.
        s.data += t.dtype == "BF16" ? [&] {
            Bytes halves, floats = finiteValues(random, 4, false, t.rows * t.cols);
            for (std::size_t k = 0; k < floats.size(); k += 4)
                halves += floats.substr(k + 2, 2);
            return halves;
        }()
                                    : finiteValues(random, size, false, t.rows * t.cols);
        t.end = s.data.size();
        t.offsets = "[" + num(t.begin) + "," + num(t.end) + "]";
        s.tensors.push_back(t);
    }
    return s;
}

inline void mutateSafetensorsField(Safetensors& s, Random& random) {
    Tensor& t = s.tensors[pick(random, s.tensors.size())];
    const std::string R = num(t.rows), C = num(t.cols), B = num(t.begin), E = num(t.end);
    switch (pick(random, 7)) {
    case 0: {
        static const char* const dtypes[] = {"F16",  "BF16",    "F32", "F64", "I64", "I8",
                                             "BOOL", "F8_E4M3", "f32", "",    "U8",  "F 32"};
        t.dtype = oneOf(random, dtypes);
        break;
    }
    case 1: {
        const std::string shapes[] = {"[" + R + "," + C + "]",
                                      "[" + C + "," + R + "]",
                                      "[" + num(t.rows * t.cols) + "]",
                                      "[" + R + "," + C + ",1]",
                                      "[]",
                                      "[0," + C + "]",
                                      "[0" + R + "," + C + "]",
                                      "[" + R + "," + num(t.cols + 1) + "]",
                                      "[99999999999," + C + "]",
                                      "[" + R + ",-1]",
                                      "[" + R + "," + C + ".0]",
                                      "[ " + R + " , " + C + " ]",
                                      "[" + R + ",1e1]",
                                      "[" + R + "," + C + "]]",
                                      "[" + R + "," + C};
        t.shape = oneOf(random, shapes);
        break;
    }
    case 2: {
        const std::string offsets[] = {"[" + B + "," + E + "]",
                                       "[" + B + "," + num(t.end - 1) + "]",
                                       "[" + B + "," + num(t.end + 1) + "]",
                                       "[" + E + "," + B + "]",
                                       "[" + B + "," + num(t.end + 100000) + "]",
                                       "[0," + num(t.end - t.begin) + "]",
                                       "[" + B + "]",
                                       "[" + B + "," + E + "," + E + "]",
                                       "[" + num(t.begin + 1) + "," + num(t.end + 1) + "]",
                                       "[18446744073709551615," + E + "]",
                                       "[ " + B + " , " + E + " ]",
                                       "[" + B + ",0" + E + "]"};
        t.offsets = oneOf(random, offsets);
        break;
    }
    case 3: {
        static const char* const extras[] = {
            ",\"dtype\":\"F64\"",      ",\"x\":1", ",\"shape\":[1,1]",
            ",\"data_offsets\":[0,0]", ",",        " "};
        t.extra = oneOf(random, extras);
        break;
    }
    case 4: {
        static const char* const after[] = {" x", "}", "{}", "   ", "\n", ",", "\r\n", "0"};
        s.after = oneOf(random, after);
        break;
    }
    case 5: {
        static const char* const names[] = {
            "wpe.weight", "x.wpe.weight", "pos_embed.weight", "b", "", "wte.weight", "a b"};
        if (pick(random, 3) == 0)
            s.tensors.push_back(t); // a tensor listed twice
        else if (pick(random, 2) == 0) {
            static const char* const metadata[] = {"", "\"__metadata__\":{\"a\":1}",
                                                   "\"__metadata__\":{\"a\":\"b\"}",
                                                   "\"__metadata__\":[]", "\"__metadata__\":{}"};
            s.metadata = oneOf(random, metadata);
        } else
            t.name = oneOf(random, names);
        break;
    }
    default:
        mutateData(s.data, random);
    }
}

// A .safetensors seed mutated as npyInput mutates a .npy one, and the tensor asked for.
struct SafetensorsInput {
    Bytes bytes;
    std::string tensor; // the tensor asked for; empty for the position table
    bool lengthMutated = false;
};

inline SafetensorsInput safetensorsInput(Random& random) {
    Safetensors s = safetensorsSeed(random);
    const std::size_t fields = pick(random, 5) == 0 ? 0 : 1 + pick(random, 2);
    for (std::size_t i = 0; i < fields; ++i)
        mutateSafetensorsField(s, random);
    SafetensorsInput input;
    input.bytes = s.bytes();
    const std::size_t dataStart = input.bytes.size() - s.data.size();
    switch (pick(random, 9)) {
    case 0:
        mutateLength(input.bytes, 0, 8, dataStart - 8, random);
        input.lengthMutated = true;
        break;
    case 1:
        flipBytes(input.bytes, 8, dataStart, random);
        break;
    case 2:
        input.bytes.resize(pick(random, input.bytes.size() + 1));
        break;
    default:
        break;
    }
    if (pick(random, 3) == 0)
        input.tensor =
            pick(random, 8) == 0 ? "missing" : s.tensors[pick(random, s.tensors.size())].name;
    return input;
}

// ---- How far a read went, from the reader's verdict: 0 refused at the magic (or a file too
// short for one), 1 refused before the header's text (version, length), 2 refused on its text
// (the parser, UTF-8), 3 refused on the header's values (dtype, shape, tensor, offsets), 4 the
// data checked against the file (truncated, NaN, or read). -1: a message no stage names.
inline int stageOf(const std::string& message) {
    auto says = [&](const char* text) { return message.find(text) != std::string::npos; };
    if (message.empty() || says("bytes of data but the file has") || says("data ends early") ||
        says("NaN or infinite") || says(" ends at byte ") || says("--first-row"))
        return 4;
    if (says("not a NumPy array file") || says("too short for a safetensors file"))
        return 0;
    if (says("format version") || says("header ends early") || says("header promises") ||
        says("bytes is larger than the 100 MiB"))
        return 1;
    if (says("header is malformed") || says("header is not UTF-8") ||
        says("not valid JSON of tensors"))
        return 2;
    if (says("the dtype") || says("has the dtype") || says("dimension") || says("has no values") ||
        says("larger than the") || says("data_offsets [") || says("holds no tensor named") ||
        says("holds no 2-D tensor") || says("more than one tensor could be") ||
        says("no tensor is named as a position table"))
        return 3;
    return -1;
}

} // namespace fuzzInputs

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The header parsers of the model-table readers (core/matrix_file.h): a .npy header's Python
// dict and a .safetensors header's JSON, as strictly as NumPy and the safetensors reference read
// them. Each refuses with a MatrixFileError naming the file and the fault. Internal to the
// readers and the lister, which their tests go through.

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace pe::matrix_headers {

// A .npy header: a Python dict literal of strings, booleans and a tuple of integers.
struct PyHeader {
    std::string descr;
    bool fortran = false;
    std::vector<std::uint64_t> shape;
};

// python2: a header of format 1.0 or 2.0, which NumPy passes through Python's tokenizer first
// (a Python 2 NumPy may have written it): it reads the 'L' after long integers, and spaces after
// the last newline, which in 3.0 Python refuses as an indent.
PyHeader parseNpyHeader(const std::string& text, const std::string& name, bool python2);

// A .safetensors tensor as its header lists it.
struct TensorEntry {
    std::string dtype;
    std::vector<std::uint64_t> shape;
    std::vector<std::uint64_t> offsets;
};

// The header's tensors by name (objects, strings, integers and arrays of integers; nothing else
// appears in one).
std::map<std::string, TensorEntry> parseSafetensorsHeader(const std::string& text,
                                                          const std::string& name);

// Whether `s` is UTF-8 as Python decodes it strictly: no overlong forms, no surrogates, nothing
// past U+10FFFF.
bool validUtf8(const std::string& s);

} // namespace pe::matrix_headers

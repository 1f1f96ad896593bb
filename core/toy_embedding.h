// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A toy token embedding for words the user types: each word gets a fixed random vector,
// the same for the same (word, seed) on every run and platform. Added to a positional
// encoding it gives the model input X = E + PE that the course draws.

#include "core/encoding_params.h"
#include "core/sinusoidal_encoding.h"

#include <cstdint>
#include <string>
#include <vector>

namespace pe {

// Tokens separated by whitespace: ASCII blanks and the ideographic space U+3000, so
// "I love you" and "我 爱 你" (or "我　爱　你") both give 3 tokens. UTF-8 in, UTF-8 out.
std::vector<std::string> splitWords(const std::string& utf8);

// One token per Unicode character, whitespace skipped: for Chinese written without
// spaces, "我是一条狗" -> 我 是 一 条 狗. Throws ParameterError ("text") on invalid UTF-8.
std::vector<std::string> splitCharacters(const std::string& utf8);

// The word's vector: D values N(0, 1) (nn.Embedding's init) from a generator seeded with
// FNV-1a of (seed, word), times sqrt(D) when scaleBySqrtD (the paper multiplies the
// embedding by sqrt(d_model), section 3.4). Throws ParameterError ("dim") for D < 1.
Eigen::RowVectorXd wordVector(const std::string& word, std::int64_t dim, std::uint64_t seed,
                              bool scaleBySqrtD = false);

// One row per token. Throws ParameterError ("text") when there are no tokens.
Matrix toyEmbedding(const std::vector<std::string>& tokens, std::int64_t dim, std::uint64_t seed,
                    bool scaleBySqrtD = false);

// E + PE, element by element. Throws ParameterError ("dim") when the widths differ and
// ("length") when PE has fewer rows than there are tokens; PE rows beyond are unused.
Matrix addPositional(const Matrix& embedding, const Matrix& positional);

// The three matrices the view shows.
struct ModelInput {
    Matrix embedding;  // L x D
    Matrix positional; // L x D, sinusoidal, L = number of tokens
    Matrix sum;        // embedding + positional
};

// params.length is replaced by the number of tokens; D, base and layout are used.
ModelInput buildModelInput(const std::vector<std::string>& tokens, const EncodingParams& params,
                           std::uint64_t seed, bool scaleBySqrtD = false);

} // namespace pe

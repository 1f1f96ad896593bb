// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// GPT-style learned position embeddings: a max_length x D table of trained parameters.
// Here "trained" is replaced by the initialisation, from a seed, so the table is a
// reproducible picture of what a model starts from. Unlike the sinusoidal encoding it
// has no row for a position >= max_length: asking for one is an error, as in PyTorch.

#include "core/encoding_params.h"
#include "core/sinusoidal_encoding.h"

#include <cstdint>

namespace pe {

// nn.Embedding's default init is N(0, 1); GPT-2 initialises its position table wpe with
// N(0, 0.02^2) (initializer_range = 0.02). The default is nn.Embedding's, which is on the
// same scale as sin/cos in a heatmap.
enum class LearnedInit { TorchDefault, Gpt2 };

double learnedInitStddev(LearnedInit init); // 1.0 or 0.02

// GPT-2's n_positions, used when the user does not give a max length.
inline constexpr std::int64_t kDefaultMaxLength = 1024;

// The whole max_length x D table. Throws ParameterError for max_length < 1 ("max-length"),
// invalid D (via checkParams) or a table over the memory budget.
Matrix learnedTable(std::int64_t maxLength, const EncodingParams& params, std::uint64_t seed,
                    LearnedInit init = LearnedInit::TorchDefault);

// The first L = params.length rows, the positions a sequence of length L looks up. Throws
// ParameterError ("length") when L > max_length, with nn.Embedding's IndexError explained.
// Only the L rows are allocated: rows are generated in order, so they equal the table's.
Matrix learnedEncoding(const EncodingParams& params, std::int64_t maxLength, std::uint64_t seed,
                       LearnedInit init = LearnedInit::TorchDefault);

} // namespace pe

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/toy_embedding.h"

#include "core/parameter_validation.h"
#include "core/seeded_random.h"

#include <cmath>

namespace pe {
namespace {

const std::string kIdeographicSpace = "\xE3\x80\x80"; // U+3000

bool isAsciiBlank(unsigned char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

// Bytes of the blank starting at `at` (1 for ASCII, 3 for U+3000), 0 when none.
std::size_t blankLength(const std::string& text, std::size_t at) {
    if (isAsciiBlank(static_cast<unsigned char>(text[at])))
        return 1;
    if (text.compare(at, kIdeographicSpace.size(), kIdeographicSpace) == 0)
        return kIdeographicSpace.size();
    return 0;
}

// Length of the UTF-8 sequence at `at`, 0 when it is malformed.
std::size_t codePointLength(const std::string& text, std::size_t at) {
    const unsigned char lead = static_cast<unsigned char>(text[at]);
    const std::size_t length = lead < 0x80           ? 1
                               : (lead >> 5) == 0x6  ? 2
                               : (lead >> 4) == 0xE  ? 3
                               : (lead >> 3) == 0x1E ? 4
                                                     : 0;
    if (length == 0 || at + length > text.size())
        return 0;
    for (std::size_t k = 1; k < length; ++k)
        if ((static_cast<unsigned char>(text[at + k]) >> 6) != 0x2)
            return 0;
    return length;
}

void requireDim(std::int64_t dim) {
    if (dim < 1)
        throw invalidParameter("dim", std::to_string(dim),
                               "the model dimension D must be at least 1");
}

} // namespace

std::vector<std::string> splitWords(const std::string& utf8) {
    std::vector<std::string> words;
    std::string current;
    for (std::size_t at = 0; at < utf8.size();) {
        if (const std::size_t blank = blankLength(utf8, at)) {
            if (!current.empty())
                words.push_back(current);
            current.clear();
            at += blank;
        } else {
            current.push_back(utf8[at++]);
        }
    }
    if (!current.empty())
        words.push_back(current);
    return words;
}

std::vector<std::string> splitCharacters(const std::string& utf8) {
    std::vector<std::string> characters;
    for (std::size_t at = 0; at < utf8.size();) {
        if (const std::size_t blank = blankLength(utf8, at)) {
            at += blank;
            continue;
        }
        const std::size_t length = codePointLength(utf8, at);
        if (length == 0)
            throw ParameterError("text", "byte " + std::to_string(at),
                                 "text is not valid UTF-8 at byte " + std::to_string(at));
        characters.push_back(utf8.substr(at, length));
        at += length;
    }
    return characters;
}

Eigen::RowVectorXd wordVector(const std::string& word, std::int64_t dim, std::uint64_t seed,
                              bool scaleBySqrtD) {
    requireDim(dim);
    // Seed first, then the word: the same word under another seed is a new vector.
    const std::uint64_t wordSeed = fnv1a64(word, fnv1a64(std::to_string(seed)));
    Eigen::RowVectorXd vector = gaussianMatrix(1, dim, wordSeed, 1.0).row(0);
    if (scaleBySqrtD)
        vector *= std::sqrt(static_cast<double>(dim));
    return vector;
}

Matrix toyEmbedding(const std::vector<std::string>& tokens, std::int64_t dim, std::uint64_t seed,
                    bool scaleBySqrtD) {
    requireDim(dim);
    if (tokens.empty())
        throw ParameterError("text", "", "text is empty: type at least one word");
    requireMatrixFits(static_cast<double>(tokens.size()), static_cast<double>(dim), sizeof(double),
                      kDefaultMemoryBudgetBytes, "the embedding matrix");
    Matrix embedding(static_cast<Eigen::Index>(tokens.size()), dim);
    for (std::size_t r = 0; r < tokens.size(); ++r)
        embedding.row(static_cast<Eigen::Index>(r)) =
            wordVector(tokens[r], dim, seed, scaleBySqrtD);
    return embedding;
}

Matrix addPositional(const Matrix& embedding, const Matrix& positional) {
    if (embedding.cols() != positional.cols())
        throw ParameterError(
            "dim", std::to_string(positional.cols()),
            "dim " + std::to_string(positional.cols()) +
                " does not match the embedding: the embedding has D = " +
                std::to_string(embedding.cols()) +
                " but the positional encoding has D = " + std::to_string(positional.cols()) +
                "; E + PE adds them element by element, so both need the same D");
    if (positional.rows() < embedding.rows())
        throw ParameterError("length", std::to_string(positional.rows()),
                             "length " + std::to_string(positional.rows()) +
                                 " is too short: there are " + std::to_string(embedding.rows()) +
                                 " tokens and each needs a position");
    return embedding + positional.topRows(embedding.rows());
}

ModelInput buildModelInput(const std::vector<std::string>& tokens, const EncodingParams& params,
                           std::uint64_t seed, bool scaleBySqrtD) {
    EncodingParams forTokens = params;
    forTokens.length = static_cast<std::int64_t>(tokens.size());
    ModelInput input;
    input.embedding = toyEmbedding(tokens, params.dim, seed, scaleBySqrtD);
    input.positional = sinusoidalEncoding(forTokens);
    input.sum = addPositional(input.embedding, input.positional);
    return input;
}

} // namespace pe

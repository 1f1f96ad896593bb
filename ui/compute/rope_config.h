// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A model's config.json (the Hugging Face format) read into the parameters of
// pe::ropeFrequencies: rope_theta, rope_scaling (rope_type, or the older type, and its
// fields), max_position_embeddings, head_dim (else hidden_size / num_attention_heads) and
// partial_rotary_factor. The fields and their defaults are those of Hugging Face
// transformers, src/transformers/modeling_rope_utils.py (read, not copied).
//
// Every problem comes back as one line naming the field as the file spells it and the
// value ("rope_scaling.factor 0 is not valid: ..."), or the line and column of malformed
// JSON. QtCore only, so the command line and the GUI can both use it.

#include "core/rope_scaling.h"

#include <QByteArray>
#include <QString>
#include <cstdint>
#include <optional>
#include <variant>

// The config's parameters, or the one-line reason they cannot be used.
using RopeConfigResult = std::variant<pe::RopeParams, QString>;

RopeConfigResult readRopeConfig(const QByteArray& json);

// The file at `path`; the message of a problem starts with the path.
RopeConfigResult readRopeConfigFile(const QString& path);

// The contexts of a config, read as Hugging Face transformers reads them
// (modeling_rope_utils.py, _compute_llama3_parameters, _compute_yarn_parameters and
// _validate_yarn_parameters): max_position_embeddings is the model's context after the
// extension, rope_scaling.original_max_position_embeddings the context it was trained with
// (when absent, YaRN and dynamic NTK take max_position_embeddings for it).
struct RopeConfigContexts {
    std::optional<std::int64_t> maxPositionEmbeddings; // as the file has it
    std::optional<std::int64_t> scalingOriginal; // rope_scaling.original_max_position_embeddings
    // The context the scaling extends from: scalingOriginal, else max_position_embeddings.
    std::optional<std::int64_t> original;
    // The context the model is run at: max_position_embeddings when it is beyond the original;
    // factor x original when a scaled config leaves max_position_embeddings at the original
    // (as Qwen2.5's model card has users add rope_scaling) or has none.
    std::optional<std::int64_t> target;
    // max_position_embeddings / original_max_position_embeddings is not rope_scaling.factor:
    // the config disagrees with itself (the reference warns and computes with the factor).
    bool factorDisagrees = false;
};

struct RopeConfig {
    pe::RopeParams params;
    RopeConfigContexts contexts;
};

// As readRopeConfig and readRopeConfigFile, with the contexts: the same checks and messages.
std::variant<RopeConfig, QString> readRopeModelConfig(const QByteArray& json);
std::variant<RopeConfig, QString> readRopeModelConfigFile(const QString& path);

// Files larger than this are refused before reading: a model config is a few KiB.
constexpr qint64 kMaxRopeConfigBytes = qint64(16) << 20;

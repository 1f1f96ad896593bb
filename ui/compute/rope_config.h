#pragma once
// A model's config.json (the Hugging Face format) read into the parameters of
// pe::ropeFrequencies: rope_theta, rope_scaling (rope_type, or the older type, and its
// fields), max_position_embeddings, head_dim (else hidden_size / num_attention_heads) and
// partial_rotary_factor. The fields and their defaults are those of Hugging Face
// transformers, src/transformers/modeling_rope_utils.py.
//
// Every problem comes back as one line naming the field as the file spells it and the
// value ("rope_scaling.factor 0 is not valid: ..."), or the line and column of malformed
// JSON. QtCore only, so the command line and the GUI can both use it.

#include "core/rope_scaling.h"

#include <QByteArray>
#include <QString>
#include <variant>

// The config's parameters, or the one-line reason they cannot be used.
using RopeConfigResult = std::variant<pe::RopeParams, QString>;

RopeConfigResult readRopeConfig(const QByteArray& json);

// The file at `path`; the message of a problem starts with the path.
RopeConfigResult readRopeConfigFile(const QString& path);

// Files larger than this are refused before reading: a model config is a few KiB.
constexpr qint64 kMaxRopeConfigBytes = qint64(16) << 20;

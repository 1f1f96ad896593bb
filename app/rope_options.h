// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The command-line options of the RoPE dumps (rope-frequencies, rope-attention-factor):
// the engine's parameters from --config (a model's config.json) and the options, the
// options winning over the file.

#include "core/rope_scaling.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QList>
#include <QString>

struct RopeRequest {
    pe::RopeParams params;
    pe::RopePrecision precision = pe::RopePrecision::Double;
};

struct RopeOptions {
    QCommandLineOption headDim{"head-dim",
                               "RoPE head dimension (default 128; --base is rope_theta).", "N"};
    QCommandLineOption partialRotary{
        "partial-rotary-factor", "Fraction of the head dimension that rotates (default 1).", "F"};
    QCommandLineOption scaling{"scaling",
                               "The context-extension scaling, as Hugging Face transformers "
                               "computes it (modeling_rope_utils.py; default none).",
                               "none|linear|ntk|dynamic|yarn|llama3"};
    QCommandLineOption factor{"factor", "Context-extension factor of the scaling.", "F"};
    QCommandLineOption originalMax{"original-max-position",
                                   "Context length the model was trained with.", "N"};
    QCommandLineOption lowFreq{"low-freq-factor", "llama3: low_freq_factor (default 1).", "A"};
    QCommandLineOption highFreq{"high-freq-factor", "llama3: high_freq_factor (default 4).", "B"};
    QCommandLineOption betaFast{"beta-fast", "yarn: beta_fast (default 32).", "X"};
    QCommandLineOption betaSlow{"beta-slow", "yarn: beta_slow (default 1).", "Y"};
    QCommandLineOption noTruncate{"no-truncate", "yarn: keep the real-valued correction range."};
    QCommandLineOption seqLen{"seq-len", "dynamic: the current sequence length.", "S"};
    QCommandLineOption config{"config",
                              "A model's config.json (Hugging Face format); the options given "
                              "win over it.",
                              "FILE"};
    QCommandLineOption precision{"precision",
                                 "double (default), or float32 to repeat the reference's float32 "
                                 "arithmetic.",
                                 "double|float32"};

    // Every RoPE option, in the order --help lists them.
    QList<const QCommandLineOption*> all() const {
        return {&headDim,  &partialRotary, &scaling,    &factor, &originalMax, &lowFreq,  &highFreq,
                &betaFast, &betaSlow,      &noTruncate, &seqLen, &config,      &precision};
    }
    void addTo(QCommandLineParser& parser) const;
};

// Fills `request` for a RoPE dump; for any other request a RoPE option is an error.
// `base` is the shared --base option (rope_theta). False with a one-line `error` naming the
// option (or the config's field) and the value.
bool readRopeOptions(const QCommandLineParser& parser, const RopeOptions& options,
                     const QCommandLineOption& base, bool ropeDump, RopeRequest& request,
                     QString& error);

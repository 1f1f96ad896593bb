#pragma once
// The command line: what the user asked for, parsed and validated, or why not.
// Parsing needs no QCoreApplication, so the GUI/CLI decision is made before any display.

#include "encoding_params.h"
#include "learned_encoding.h"
#include "rope_options.h"

#include <QString>
#include <QStringList>
#include <cstdint>
#include <variant>

struct CliRequest {
    enum class Mode { Gui, Dump, Export, Help, Version };
    Mode mode = Mode::Gui;
    QString what; // dump: pe|similarity|frequencies|...; export: a view or "all"
    pe::EncodingParams params;
    pe::Metric metric = pe::Metric::Cosine;
    QString format;          // csv|npy for dump, png|pdf|svg for export; empty = default
    QString output;          // empty = stdout (dump only)
    std::int64_t from = 0;   // start position for offset profiles
    QString encoding = "sinusoidal"; // dump pe|similarity: sinusoidal or learned
    std::int64_t maxLength = pe::kDefaultMaxLength; // learned: rows of the table
    std::uint64_t seed = 0;  // learned: the table's seed
    std::int64_t heads = 8;  // dump alibi-slopes; 8 is the paper's example
    int width = 0, height = 0, dpi = 0; // export; 0 = default
    bool caption = true;
    RopeRequest rope; // dump rope-frequencies|rope-attention-factor
};

// Exit codes shared by every subcommand.
enum ExitCode { ExitOk = 0, ExitWriteFailed = 1, ExitInvalidInput = 2 };

struct CliError {
    QString message; // one line, names the option and the bad value
};

std::variant<CliRequest, CliError> parseCommandLine(const QStringList& arguments);

QString helpText();
QString versionText();

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The command line: what the user asked for, parsed and validated, or why not.
// Parsing needs no QCoreApplication, so the GUI/CLI decision is made before any display.

#include "app/rope_options.h"
#include "core/encoding_params.h"
#include "core/learned_encoding.h"
#include "ui/compute/comparison.h"
#include "ui/export/animation_spec.h"
#include "ui/export/data_subject.h"
#include "ui/views/view_kind.h"

#include <QCommandLineOption>
#include <QList>
#include <QString>
#include <QStringList>
#include <cstdint>
#include <memory>
#include <optional>
#include <variant>

// The parameter options given on the command line, and only those: for the window they
// override the session it restores.
struct GivenParameters {
    std::optional<std::int64_t> length, dim;
    std::optional<double> base;
    std::optional<pe::Layout> layout;
    std::optional<pe::Metric> metric;
    std::optional<std::int64_t> p; // --from
    bool presentation = false; // the window starts full screen with larger text (--presentation)
    QString scene;             // the window starts showing this scene (--scene NAME)
};

struct CliRequest {
    enum class Mode { Gui, Dump, Export, Help, Version };
    Mode mode = Mode::Gui;
    QString what;                       // as typed: a data subject (dump), a view or "all" (export)
    std::optional<DataSubject> subject; // dump
    std::optional<ViewKind> view;       // export; empty for "all"
    GivenParameters given;
    pe::EncodingParams params;
    pe::Metric metric = pe::Metric::Cosine;
    QString format;                // csv|npy for dump, png|pdf|svg for export; empty = default
    QString output;                // empty = stdout (dump only)
    QString notebook;              // export VIEW --notebook FILE: a notebook, no figure
    bool quiet = false;            // no progress line on stderr
    std::int64_t p = 0;            // (--from) start position for offset profiles and pair distances
    std::optional<std::int64_t> q; // (--to) dump pair-distance: the other position (required there)
    std::optional<std::int64_t> farQ;       // (--far-to) export scene: the far springs' q
    std::optional<pe::ColumnBand> band;     // dump similarity|offsets: only these dimensions
    std::optional<std::int64_t> maxOffset;  // dump offsets|pair-distance-map: the last offset
    std::optional<std::int64_t> logOffsets; // the same: this many log-spaced offsets
    // dump similarity --cells RxC, dump pair-distance-map --cells N (rows 0): a view's cells
    std::optional<std::pair<std::int64_t, std::int64_t>> cells;
    QString encoding = "sinusoidal";                // dump pe|similarity: sinusoidal or learned
    std::int64_t maxLength = pe::kDefaultMaxLength; // learned: rows of the table
    std::uint64_t seed = 0;                         // learned: the table's seed
    std::int64_t heads = 8;                         // dump alibi-slopes; 8 is the paper's example
    int width = 0, height = 0, dpi = 0;             // export; 0 = default
    bool caption = true;
    bool marks = false;          // export: keep the selection marks
    QString language = "system"; // export: en, zh_CN or the environment's
    QString like;     // export: a figure whose recorded parameters fill what is not given
    QString session;  // GUI: the session file to open; export: the session to draw from
    RopeRequest rope; // dump rope-frequencies|rope-attention-factor
    // export VIEW --animate PARAM=FROM..TO --frames N [--fps F]: an animated GIF, or a folder
    // of numbered PNG frames with --format png.
    std::optional<AnimationSpec> animate;
    std::int64_t frames = 0;
    int fps = 12;
    // --matrix FILE[:TENSOR] [--first-row N]: a model's table, read while parsing (a bad file
    // is refused like a bad option); params.length and params.dim are its shape.
    std::shared_ptr<const pe::Matrix> table;
    QString tableName;           // "gpt2.safetensors: wpe.weight", for captions
    std::int64_t components = 3; // dump pca|explained-variance: --components K
    // --compare PARAM=VALUE (dump offsets; export of a view that draws a pinned setting): the
    // pinned setting is the command's own with PARAM set to VALUE (comparedSetting).
    QString compare;
    // export scene NAME [--page slide|a4]: the scene's views on one page; no --page is the
    // slide, or the page of the figure --like names.
    QString sceneName;
    QString page;
    // export pca --view-angle AZIMUTH,ELEVATION: drawn in 3-D from there (degrees).
    std::optional<std::pair<double, double>> viewAngle;
};

// Exit codes shared by every subcommand.
enum ExitCode { ExitOk = 0, ExitWriteFailed = 1, ExitInvalidInput = 2 };

struct CliError {
    QString message; // one line, names the option and the bad value
};

std::variant<CliRequest, CliError> parseCommandLine(const QStringList& arguments);

// The setting `--compare PARAM=VALUE` pins: `params` and `band` with base, dim, layout or band
// (FIRST:LAST) set to VALUE, checked by the engine's own validation. nullopt with `error`, one
// line naming --compare and the value, when PARAM or VALUE is refused or nothing would differ.
std::optional<PinnedSetting> comparedSetting(const QString& text, const pe::EncodingParams& params,
                                             const std::optional<pe::ColumnBand>& band,
                                             QString* error);

QString helpText();
QString versionText();

// The option table, group by group: what --help lists, and what the man page and the bash
// completion are generated from (app/man_page.h, app/bash_completion.h).
struct OptionGroup {
    QString title;
    QList<QCommandLineOption> options;
};
QList<OptionGroup> optionTable();
// The words after "pe-explorer": the subcommands.
QStringList subcommandNames();
// What `export` takes: every view by its name, and "all".
QStringList exportTargets();

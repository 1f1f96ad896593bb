// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The command line's options, as one table (what --help lists, what the man page and the bash
// completion are generated from, what the parser reads), and the readers each subcommand's
// options go through: app/command_line.cpp reads the parameters and the subcommand,
// app/dump_options.cpp what the dumps and the data of views read, app/export_options.cpp what
// figures and animations read. Internal to the command line (app/command_line.h is its face).

#include "app/command_line.h"
#include "app/rope_options.h"
#include "ui/compute/view_step.h"
#include "ui/views/scene_table.h"
#include "ui/views/view_kind.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <cstdint>
#include <limits>
#include <optional>

namespace cli {

struct Options {
    QCommandLineOption length{"length", "Sequence length L: positions 0 .. L-1 (>= 1, default 64).",
                              "L"};
    QCommandLineOption dim{"dim", "Model dimension D (>= 1, odd allowed, default 16).", "D"};
    QCommandLineOption base{"base", "Frequency base (> 1, default 10000); rope_theta for RoPE.",
                            "B"};
    QCommandLineOption layout{"layout",
                              "The order of the sin and cos columns: interleaved (the paper's, "
                              "default) or concatenated.",
                              "interleaved|concatenated"};
    QCommandLineOption metric{"metric", "Similarity between positions (default cosine).",
                              "cosine|dot|euclidean"};
    QCommandLineOption format{"format",
                              "dump: csv (default) or npy; export: png, pdf or svg (default: "
                              "the suffix of --output, else png); --animate: gif (default) or "
                              "png, a folder of frames.",
                              "FORMAT"};
    QCommandLineOption output{QStringList{"o", "output"},
                              "Output file (dump: default stdout); export all: a folder.", "FILE"};
    QCommandLineOption quiet{QStringList{"q", "quiet"},
                             "No progress line: a dump or export that takes more than about a "
                             "second otherwise shows one on standard error when that is a "
                             "terminal."};
    QCommandLineOption from{"from",
                            "Position P of 'dump offsets', 'dump pair-distance' and the figures' "
                            "selection (default 0). Pair distances take any P from 0 to 2^53, "
                            "whatever --length says.",
                            "P"};
    QCommandLineOption to{"to",
                          QStringLiteral("The other position Q: 'dump pair-distance' needs it (0 "
                                         "to 2^53); 'export %1' draw P and Q (0 .. L-1, default "
                                         "P + 1).")
                              .arg(viewNamesUsing(&ViewInputs::q).join('|')),
                          "Q"};
    QCommandLineOption farTo{
        "far-to",
        QStringLiteral("'export scene %1': the far springs' position Q (0 .. L-1; default the "
                       "scene's own, 40).")
            .arg(sceneNamesWithFarQ().join('|')),
        "Q"};
    QCommandLineOption band{"band",
                            "Compute 'dump similarity' and 'dump offsets' from dimensions "
                            "FIRST..LAST only (inclusive, 0 .. D-1, numbered as --layout orders "
                            "the columns; default all).",
                            "FIRST:LAST"};
    QCommandLineOption compare{
        "compare",
        QStringLiteral("Compare with: the same with PARAM (base, dim, layout or band "
                       "FIRST:LAST) set to VALUE, pinned beside the command's own setting: 'dump "
                       "offsets' writes it as a third column (k,similarity,similarity_compare); "
                       "'export %1' draw it under their own, both named in the legend.")
            .arg(viewNamesWhere([](const ViewInfo& v) { return v.step().drawsPinned; }).join('|')),
        "PARAM=VALUE"};
    QCommandLineOption maxOffset{"max-offset",
                                 "dump offsets|pair-distance-map: offsets 0 .. K only (default: "
                                 "L-1-P for offsets, L-1 for the map).",
                                 "K"};
    QCommandLineOption logOffsets{"log-offsets",
                                  "dump offsets|pair-distance-map: offset 0, then N distinct "
                                  "whole offsets from 1 to the last, evenly spaced on a log "
                                  "scale (fewer when there are not N), each computed exactly.",
                                  "N"};
    QCommandLineOption cells{"cells",
                             "dump similarity RxC: the cells a view of at most R x C cells draws, "
                             "one line each, p_first,p_last,q_first,q_last,value (the exact "
                             "mean over the pairs of the cell; euclidean: the root of the mean "
                             "square). dump pair-distance-map N: the columns of a view N wide, "
                             "pair,first_offset,last_offset,contribution (the mean share over "
                             "the offsets of the column; log-spaced with --log-offsets).",
                             "RxC|N"};
    QCommandLineOption encoding{"encoding",
                                "dump pe|similarity: sinusoidal (default), or learned: a "
                                "GPT-style max_length x D table, N(0, 1) from --seed as "
                                "nn.Embedding initialises it; L > max_length is an error, like "
                                "nn.Embedding's IndexError.",
                                "sinusoidal|learned"};
    QCommandLineOption maxLength{"max-length", "Rows M of the learned table (default 1024).", "M"};
    QCommandLineOption seed{"seed", "Seed of the learned table (default 0).", "S"};
    QCommandLineOption heads{"heads",
                             "Attention heads H of 'dump alibi-slopes': one slope per head and "
                             "line, by the ALiBi paper's code (default 8).",
                             "H"};
    QCommandLineOption budget{"memory-budget", "Largest single matrix in MiB (default 2048).",
                              "MiB"};
    QCommandLineOption width{"width", "Export width in pixels.", "PX"};
    QCommandLineOption height{"height", "Export height in pixels.", "PX"};
    QCommandLineOption dpi{"dpi", "Export resolution in dots per inch.", "N"};
    QCommandLineOption noCaption{"no-caption", "Export without the parameter caption."};
    QCommandLineOption viewAngle{"view-angle",
                                 "export pca: PC1, PC2 and PC3 in 3-D, seen from AZIMUTH and "
                                 "ELEVATION in degrees (elevation -90 .. 90: 0 from the side, "
                                 "PC3 up; 90 PC1 x PC2 from above); with --animate "
                                 "azimuth=FROM..TO a turntable at that elevation.",
                                 "AZIMUTH,ELEVATION"};
    QCommandLineOption page{"page",
                            "export scene: the page its views share, a 16:9 slide (1920 x 1080 "
                            "unless --width or --height say otherwise) or A4 portrait (at "
                            "--dpi, default 150: 1240 x 1754), the views stacked.",
                            "slide|a4"};
    QCommandLineOption marks{"marks",
                             "Export with the selection marks (the waveform dimensions, the "
                             "--from position) and a line saying what they mark."};
    QCommandLineOption language{
        "language",
        "The figure's language (export), or the window's for this run (default: the "
        "environment's locale for a figure, the Language menu's choice for the window).",
        "en|zh_CN"};
    QCommandLineOption like{"like",
                            "Export: remake a figure from the parameters it records (every PNG, "
                            "PDF and SVG export records them); options given here win.",
                            "FIGURE"};
    QCommandLineOption session{"session",
                               "Export: the parameters and selection of a saved session (File > "
                               "Save session); options given here win.",
                               "FILE"};
    QCommandLineOption presentation{"presentation",
                                    "The window starts in presentation mode: full screen, "
                                    "larger text and lines (View > Presentation, F11)."};
    QCommandLineOption scene{"scene",
                             "The window starts showing a scene, one part of the lesson with "
                             "its views large (Teach > Scenes): " +
                                 sceneNames().join(", ") +
                                 ". Parameter options given with it win over the scene's.",
                             "NAME"};
    QCommandLineOption animate{"animate",
                               "Export VIEW as an animation sweeping PARAM (length, dim, base "
                               "log-spaced, position: the --from position, drawn by offsets, "
                               "springs, or a view with --marks, or to: the springs' --to "
                               "position q) from FROM to TO: a GIF with the "
                               "colour map's own palette, or frame_0001.png ... in a folder with "
                               "--format png.",
                               "PARAM=FROM..TO"};
    QCommandLineOption notebook{"notebook",
                                "Export VIEW as a Jupyter notebook (.ipynb) instead of a figure: "
                                "numpy recomputes its numbers from the formula and these "
                                "parameters, matplotlib draws them (no PE Explorer needed). "
                                "With --matrix, the table's values go beside it as FILE's "
                                "name ending in .table.npy, which its code loads.",
                                "FILE"};
    QCommandLineOption frames{"frames", "Frames of an --animate export (2 to 10000).", "N"};
    QCommandLineOption fps{"fps", "Frames per second of an --animate GIF (1 to 100, default 12).",
                           "F"};
    QCommandLineOption matrix{"matrix",
                              "A model's table of positions instead of the encoding: a 2-D .npy "
                              "(float16/32/64) or a tensor of a .safetensors file (F16, BF16, "
                              "F32, F64; without :TENSOR the one named as a position table, "
                              "e.g. wpe.weight). L and D are its shape. For the window (as "
                              "File > Open position embeddings), dump pe, similarity, offsets, "
                              "pca, explained-variance, spectrum and export heatmap, "
                              "waveforms, similarity, offsets, pca, spectrum.",
                              "FILE[:TENSOR]"};
    QCommandLineOption firstRow{"first-row",
                                "The table's row of position 0 (default 0): OPT keeps 2 rows "
                                "before its positions.",
                                "N"};
    QCommandLineOption components{"components",
                                  "dump pca and explained-variance: how many principal "
                                  "components (default 3).",
                                  "K"};
    QCommandLineOption help{QStringList{"h", "help"}, "Show this help."};
    QCommandLineOption version{QStringList{"v", "version"}, "Show the version."};
    RopeOptions rope; // dump rope-frequencies and rope-attention-factor

    // The options as --help groups them; the parser reads the same list.
    struct Section {
        QString title;
        QList<const QCommandLineOption*> options;
    };
    QList<Section> sections() const {
        return {{"Parameters (dump, export and the window)",
                 {&length, &dim, &base, &layout, &metric, &budget}},
                {"Positions and output (dump, export)",
                 {&from, &to, &farTo, &band, &compare, &maxOffset, &logOffsets, &cells, &format,
                  &output, &quiet}},
                {"Learned table and ALiBi (dump)", {&encoding, &maxLength, &seed, &heads}},
                {"A model's table (dump, export)", {&matrix, &firstRow, &components}},
                {"RoPE (dump rope-frequencies, rope-attention-factor)", rope.all()},
                {"Figures (export)",
                 {&width, &height, &dpi, &viewAngle, &page, &noCaption, &marks, &language, &like,
                  &session, &notebook}},
                {"Animations (export VIEW --animate)", {&animate, &frames, &fps}},
                {"Window and information", {&presentation, &scene, &help, &version}}};
    }
    void addTo(QCommandLineParser& parser) const {
        for (const Section& section : sections())
            for (const QCommandLineOption* option : section.options)
                parser.addOption(*option);
    }
};

// "--OPTION: 'VALUE' is not valid: WHY", the one form every refusal takes.
QString invalid(const QString& option, const QString& value, const QString& why);
// Numbers are read as the window's fields read them (core/typed_number.h): "1e6" and
// "1,000,000" are 1000000; "1.5" is no whole number, "1e300" none that fits, "12abc" and ""
// no number at all. Nothing is truncated.
std::optional<std::int64_t> parseInteger(const QString& text);
// Reads a whole-number option if present, within [min, max]; fills `error` naming the
// option, the value and why it is refused.
bool readInteger(const QCommandLineParser& parser, const QCommandLineOption& option,
                 std::int64_t& target, QString& error,
                 std::int64_t min = std::numeric_limits<std::int64_t>::min(),
                 std::int64_t max = std::numeric_limits<std::int64_t>::max());

// What the dumps and the data of views read (app/dump_options.cpp); each fills `error` with
// one line naming the option and the value when it refuses.
bool readTeachingOptions(const QCommandLineParser& parser, const Options& o, CliRequest& request,
                         QString& error);
bool readPairPositions(const QCommandLineParser& parser, const Options& o, CliRequest& request,
                       QString& error);
bool readBand(const QCommandLineParser& parser, const Options& o, CliRequest& request,
              QString& error);
bool readCompare(const QCommandLineParser& parser, const Options& o, CliRequest& request,
                 QString& error);
bool readOffsets(const QCommandLineParser& parser, const Options& o, CliRequest& request,
                 QString& error);
bool readCells(const QCommandLineParser& parser, const Options& o, CliRequest& request,
               QString& error);
bool readMatrix(const QCommandLineParser& parser, const Options& o, CliRequest& request,
                QString& error);
bool checkComponents(const QCommandLineParser& parser, const Options& o, const CliRequest& request,
                     QString& error);

// What figures and animations read (app/export_options.cpp).
bool readExportSizes(const QCommandLineParser& parser, const Options& o, CliRequest& request,
                     QString& error);
bool checkOutputSuffix(const CliRequest& request, QString& error);
bool readAnimation(const QCommandLineParser& parser, const Options& o, CliRequest& request,
                   QString& error);

} // namespace cli

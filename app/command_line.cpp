// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/command_line.h"

#include "app/export_command.h"
#include "app/rope_options.h"
#include "core/matrix_file.h"
#include "core/pair_distance.h"
#include "core/parameter_validation.h"
#include "core/typed_number.h"
#include "ui/compute/steps/pair_distance_step.h"
#include "ui/export/animation_export.h"
#include "ui/export/model_table.h"
#include "ui/export/view_export.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <cmath>
#include <limits>
#include <optional>

QStringList exportTargets() {
    return viewNames() << QStringLiteral("all");
}

QStringList subcommandNames() {
    return {QStringLiteral("dump"), QStringLiteral("export")};
}

namespace {

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
                          "The other position Q: 'dump pair-distance' needs it (0 to 2^53); "
                          "'export springs' draws each pair's share for P and Q (0 .. L-1, "
                          "default P + 1).",
                          "Q"};
    QCommandLineOption band{"band",
                            "Compute 'dump similarity' and 'dump offsets' from dimensions "
                            "FIRST..LAST only (inclusive, 0 .. D-1, numbered as --layout orders "
                            "the columns; default all).",
                            "FIRST:LAST"};
    QCommandLineOption compare{"compare",
                               "Compare with: the same with PARAM (base, dim, layout or band "
                               "FIRST:LAST) set to VALUE, pinned beside the command's own "
                               "setting: 'dump offsets' writes it as a third column "
                               "(k,similarity,similarity_compare); 'export offsets', 'springs', "
                               "'pair-distance-map' and 'frequencies' draw it under their own, "
                               "both named in the legend.",
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
    QCommandLineOption marks{"marks",
                             "Export with the selection marks (the waveform dimensions, the "
                             "--from position) and a line saying what they mark."};
    QCommandLineOption language{
        "language", "Export: the figure's language (default: the environment's locale).",
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
        return {
            {"Parameters (dump, export and the window)",
             {&length, &dim, &base, &layout, &metric, &budget}},
            {"Positions and output (dump, export)",
             {&from, &to, &band, &compare, &maxOffset, &logOffsets, &cells, &format, &output,
              &quiet}},
            {"Learned table and ALiBi (dump)", {&encoding, &maxLength, &seed, &heads}},
            {"A model's table (dump, export)", {&matrix, &firstRow, &components}},
            {"RoPE (dump rope-frequencies, rope-attention-factor)", rope.all()},
            {"Figures (export)",
             {&width, &height, &dpi, &noCaption, &marks, &language, &like, &session, &notebook}},
            {"Animations (export VIEW --animate)", {&animate, &frames, &fps}},
            {"Window and information", {&presentation, &help, &version}}};
    }
    void addTo(QCommandLineParser& parser) const {
        for (const Section& section : sections())
            for (const QCommandLineOption* option : section.options)
                parser.addOption(*option);
    }
};

QString invalid(const QString& option, const QString& value, const QString& why) {
    return QStringLiteral("--%1: '%2' is not valid: %3").arg(option, value, why);
}

// Numbers are read as the window's fields read them (core/typed_number.h): "1e6" and
// "1,000,000" are 1000000; "1.5" is no whole number, "1e300" none that fits, "12abc" and ""
// no number at all. Nothing is truncated.
std::optional<std::int64_t> parseInteger(const QString& text) {
    const auto number = pe::parseTypedInteger(text.toStdString());
    return number.ok() ? std::optional<std::int64_t>(number.value) : std::nullopt;
}

// Reads a whole-number option if present, within [min, max]; fills `error` naming the
// option, the value and why it is refused.
bool readInteger(const QCommandLineParser& parser, const QCommandLineOption& option,
                 std::int64_t& target, QString& error,
                 std::int64_t min = std::numeric_limits<std::int64_t>::min(),
                 std::int64_t max = std::numeric_limits<std::int64_t>::max()) {
    if (!parser.isSet(option))
        return true;
    const QString text = parser.value(option);
    const auto number = pe::parseTypedInteger(text.toStdString(), min, max);
    if (number.ok()) {
        target = number.value;
        return true;
    }
    error = invalid(option.names().last(), text, QString::fromStdString(number.reason));
    return false;
}

bool readParams(const QCommandLineParser& parser, const Options& o, CliRequest& request,
                QString& error) {
    if (!readInteger(parser, o.length, request.params.length, error) ||
        !readInteger(parser, o.dim, request.params.dim, error) ||
        !readInteger(parser, o.from, request.from, error))
        return false;
    if (parser.isSet(o.base)) {
        // Any number is read; the engine's validation below says why 1 or 0.5 is no base.
        const auto base = pe::parseTypedReal(parser.value(o.base).toStdString());
        if (!base.ok()) {
            error = invalid("base", parser.value(o.base), QString::fromStdString(base.reason));
            return false;
        }
        request.params.base = base.value;
    }
    if (parser.isSet(o.budget)) {
        std::int64_t mib = 0;
        if (!readInteger(parser, o.budget, mib, error, 1, std::int64_t(1) << 40))
            return false;
        request.params.memoryBudgetBytes = static_cast<std::uint64_t>(mib) << 20;
    }
    if (parser.isSet(o.layout)) {
        const auto layout = pe::layoutFromString(parser.value(o.layout).toStdString());
        if (!layout) {
            error =
                invalid("layout", parser.value(o.layout), "expected interleaved or concatenated");
            return false;
        }
        request.params.layout = *layout;
    }
    if (parser.isSet(o.metric)) {
        const auto metric = pe::metricFromString(parser.value(o.metric).toStdString());
        if (!metric) {
            error = invalid("metric", parser.value(o.metric), "expected cosine, dot or euclidean");
            return false;
        }
        request.metric = *metric;
    }
    return true;
}

// --encoding, --max-length, --seed and --heads: the learned table and ALiBi.
bool readTeachingOptions(const QCommandLineParser& parser, const Options& o, CliRequest& request,
                         QString& error) {
    if (parser.isSet(o.encoding)) {
        request.encoding = parser.value(o.encoding);
        if (request.encoding != "sinusoidal" && request.encoding != "learned") {
            error = invalid("encoding", request.encoding, "expected sinusoidal or learned");
            return false;
        }
    }
    // Only dump pe and dump similarity have a learned counterpart; say so, don't ignore it.
    const bool dump = request.mode == CliRequest::Mode::Dump;
    const bool learnedTarget = dump && dataSubjectInfo(*request.subject).hasLearned;
    if (request.encoding == "learned" && request.mode != CliRequest::Mode::Gui && !learnedTarget) {
        error = invalid("encoding", request.encoding,
                        (dump ? "dump " : "export ") + request.what +
                            " is defined for the sinusoidal encoding only");
        return false;
    }
    const std::pair<const QCommandLineOption*, std::int64_t*> counts[] = {
        {&o.maxLength, &request.maxLength}, {&o.heads, &request.heads}};
    for (const auto& [option, target] : counts)
        if (!readInteger(parser, *option, *target, error, 1))
            return false;
    if (parser.isSet(o.seed)) {
        // Unsigned 64-bit: "-1", "1.5" and "" are refused.
        const auto seed = pe::parseTypedUnsigned(parser.value(o.seed).toStdString());
        if (!seed.ok()) {
            error = invalid("seed", parser.value(o.seed), QString::fromStdString(seed.reason));
            return false;
        }
        request.seed = seed.value;
    }
    return true;
}

bool readExportSizes(const QCommandLineParser& parser, const Options& o, CliRequest& request,
                     QString& error) {
    const std::pair<const QCommandLineOption*, int*> sizes[] = {
        {&o.width, &request.width}, {&o.height, &request.height}, {&o.dpi, &request.dpi}};
    for (const auto& [option, target] : sizes) {
        std::int64_t value = 0;
        if (!parser.isSet(*option))
            continue;
        if (!readInteger(parser, *option, value, error, 1, 20000))
            return false;
        *target = static_cast<int>(value);
    }
    request.caption = !parser.isSet(o.noCaption);
    request.marks = parser.isSet(o.marks);
    request.like = parser.value(o.like);
    if (parser.isSet(o.like) && request.like.isEmpty()) {
        error = invalid("like", request.like, "expected the path of a figure");
        return false;
    }
    if (parser.isSet(o.session)) {
        request.session = parser.value(o.session);
        if (request.session.isEmpty() || request.mode != CliRequest::Mode::Export) {
            error = invalid("session", request.session,
                            request.session.isEmpty()
                                ? "expected the path of a session file"
                                : "only export reads it (to open one, name it alone)");
            return false;
        }
    }
    if (!request.like.isEmpty() && !request.session.isEmpty()) {
        error = QStringLiteral("--like and --session: give one of them");
        return false;
    }
    if (parser.isSet(o.language)) {
        request.language = parser.value(o.language);
        if (request.language != "en" && request.language != "zh_CN") {
            error = invalid("language", request.language, "expected en or zh_CN");
            return false;
        }
    }
    return true;
}

// Subcommand, target and format: checked against what each subcommand accepts.
bool readCommand(const QCommandLineParser& parser, const Options& o, CliRequest& request,
                 QString& error) {
    const QStringList positional = parser.positionalArguments();
    if (positional.isEmpty()) {
        request.mode = CliRequest::Mode::Gui;
        return true;
    }
    const QString command = positional.first();
    // `pe-explorer lesson.json`: the window, opening a saved session.
    if (positional.size() == 1 && command.endsWith(QLatin1String(".json"), Qt::CaseInsensitive)) {
        request.mode = CliRequest::Mode::Gui;
        request.session = command;
        return true;
    }
    const bool dump = command == "dump";
    if (!dump && command != "export") {
        error = QStringLiteral("'%1' is not a subcommand: expected dump or export").arg(command);
        return false;
    }
    request.mode = dump ? CliRequest::Mode::Dump : CliRequest::Mode::Export;
    const QStringList targets = dump ? dataSubjectNames() : exportTargets();
    if (positional.size() != 2 || !targets.contains(positional.at(1))) {
        error = QStringLiteral("%1: expected one of %2%3")
                    .arg(command, targets.join('|'),
                         positional.size() > 1 ? ", got '" + positional.mid(1).join(' ') + "'"
                                               : QString());
        return false;
    }
    request.what = positional.at(1);
    if (dump)
        request.subject = dataSubjectFromName(request.what);
    else
        request.view = viewKindFromName(request.what);
    // An animation is a GIF or a folder of PNG frames; a still figure PNG, PDF or SVG.
    const bool animated = !dump && parser.isSet(o.animate);
    const QStringList formats = dump       ? QStringList{"csv", "npy"}
                                : animated ? QStringList{"gif", "png"}
                                           : QStringList{"png", "pdf", "svg"};
    // export leaves the format open when not given: the output's suffix may decide it.
    request.format = parser.isSet(o.format) ? parser.value(o.format).toLower()
                                            : (dump ? formats.first() : QString());
    if (parser.isSet(o.format) && !formats.contains(request.format)) {
        error = invalid("format", request.format, "expected " + formats.join(" or "));
        return false;
    }
    request.output = parser.value(o.output);
    request.quiet = parser.isSet(o.quiet);
    if (parser.isSet(o.notebook)) {
        request.notebook = parser.value(o.notebook);
        const char* why = dump || !request.view    ? "only export of one view writes a notebook"
                          : animated               ? "a notebook is no animation (--animate)"
                          : parser.isSet(o.output) ? "the notebook is the output: no --output"
                          : parser.isSet(o.format) ? "a notebook has no --format"
                          : QFileInfo(request.notebook).suffix().toLower() != "ipynb"
                              ? "a notebook's name ends in .ipynb, which Jupyter opens"
                              : nullptr;
        if (why) {
            error = invalid("notebook", request.notebook, why);
            return false;
        }
        return true;
    }
    if (!dump && request.output.isEmpty()) {
        error = QStringLiteral("export: --output PATH is required");
        return false;
    }
    return true;
}

// An export's --output whose suffix names another format than the one written is refused:
// `-o slide.png` that held a GIF, or `-o fig.jpg` that held a PNG, would mislead whoever
// opens it. Suffixes that name no image format (fig.v2) are left to the user.
bool checkOutputSuffix(const CliRequest& request, QString& error) {
    if (request.mode != CliRequest::Mode::Export)
        return true; // dump writes what it is told
    static const QStringList imageSuffixes{"png", "pdf", "svg",  "gif",  "jpg", "jpeg",
                                           "bmp", "tif", "tiff", "webp", "eps", "ps"};
    const QString suffix = QFileInfo(request.output).suffix().toLower();
    if (!imageSuffixes.contains(suffix))
        return true;
    QString why;
    if (!request.view) {
        why = QStringLiteral("export all writes a folder of figures; name it without .%1")
                  .arg(suffix);
    } else if (request.animate && request.format == "png") {
        why = QStringLiteral("--format png writes a folder of PNG frames; name it without .%1")
                  .arg(suffix);
    } else if (request.animate) {
        if (suffix == "gif")
            return true;
        why = QStringLiteral("an animation is a GIF (name it .gif), or a folder of PNG frames "
                             "with --format png");
    } else if (request.format.isEmpty()) {
        if (suffix == "png" || suffix == "pdf" || suffix == "svg")
            return true;
        why = QStringLiteral("figures are written as PNG, PDF or SVG, not .%1").arg(suffix);
    } else {
        if (suffix == request.format)
            return true;
        why = QStringLiteral("the suffix .%1 contradicts --format %2").arg(suffix, request.format);
    }
    error = invalid("output", request.output, why);
    return false;
}

// --animate PARAM=FROM..TO, --frames N, --fps F: export of one view only. The spec's ends
// are checked against the other parameters once those are read (parseCommandLine).
bool readAnimation(const QCommandLineParser& parser, const Options& o, CliRequest& request,
                   QString& error) {
    const bool animated = parser.isSet(o.animate);
    if (!animated) {
        for (const QCommandLineOption* option : {&o.frames, &o.fps})
            if (parser.isSet(*option)) {
                error = invalid(option->names().last(), parser.value(*option),
                                "only export --animate reads it");
                return false;
            }
        return true;
    }
    const QString text = parser.value(o.animate);
    if (request.mode != CliRequest::Mode::Export || !request.view) {
        error = invalid("animate", text, "only export of one view reads it (not dump, not all)");
        return false;
    }
    request.animate = parseAnimationSpec(text, &error);
    if (!request.animate)
        return false;
    if (!parser.isSet(o.frames)) {
        error = QStringLiteral("export --animate: --frames N is required (2 to %1)")
                    .arg(kMaxAnimationFrames);
        return false;
    }
    if (!readInteger(parser, o.frames, request.frames, error, 2, kMaxAnimationFrames))
        return false;
    if (parser.isSet(o.fps)) {
        std::int64_t fps = 0;
        if (!readInteger(parser, o.fps, fps, error, 1, kMaxAnimationFps))
            return false;
        request.fps = int(fps);
    }
    return true;
}

// --to: the second position of 'dump pair-distance', which needs it, and of 'export springs'
// (default: the neighbour of --from). Positions of the dump do not depend on --length: the
// encoding is defined at every position. The figure's q is a position of its L x L matrix.
bool readPairPositions(const QCommandLineParser& parser, const Options& o, CliRequest& request,
                       QString& error) {
    const bool pairDistance =
        request.mode == CliRequest::Mode::Dump && request.subject == DataSubject::PairDistance;
    const bool springs = request.mode == CliRequest::Mode::Export && request.view &&
                         viewInfo(*request.view).uses.partner;
    if (parser.isSet(o.to)) {
        if (!pairDistance && !springs) {
            error = invalid("to", parser.value(o.to),
                            "only dump pair-distance and export springs read it");
            return false;
        }
        std::int64_t to = 0;
        if (!readInteger(parser, o.to, to, error))
            return false;
        if (springs && (to < 0 || to >= request.params.length)) {
            error = invalid("to", parser.value(o.to),
                            "export springs compares positions 0 .. L-1 = " +
                                QString::number(request.params.length - 1));
            return false;
        }
        request.to = to;
    } else if (pairDistance) {
        error = QStringLiteral("dump pair-distance: --to Q is required (the other position)");
        return false;
    }
    const bool pairDistanceMap =
        request.mode == CliRequest::Mode::Dump && request.subject == DataSubject::PairDistanceMap;
    if (pairDistance || pairDistanceMap) {
        // The engine's own check, so the parser never accepts what the engine refuses.
        try {
            pe::requirePairPosition("from", request.from);
            if (pairDistance)
                pe::requirePairPosition("to", *request.to);
        } catch (const pe::ParameterError& problem) {
            error = "--" + QString::fromStdString(problem.what());
            return false;
        }
    }
    return true;
}

// --band FIRST:LAST for dump similarity and dump offsets; the range is checked against D
// with the other parameters.
bool readBand(const QCommandLineParser& parser, const Options& o, CliRequest& request,
              QString& error) {
    if (!parser.isSet(o.band))
        return true;
    const QString text = parser.value(o.band);
    const bool reads =
        request.mode == CliRequest::Mode::Dump &&
        (request.subject == DataSubject::Similarity || request.subject == DataSubject::Offsets);
    if (!reads) {
        error = invalid("band", text, "only dump similarity and dump offsets read it");
        return false;
    }
    const QStringList parts = text.split(':');
    const auto first = parts.size() == 2 ? parseInteger(parts.at(0)) : std::nullopt;
    const auto last = parts.size() == 2 ? parseInteger(parts.at(1)) : std::nullopt;
    if (!first || !last) {
        error = invalid("band", text, "expected FIRST:LAST, two whole dimension indices");
        return false;
    }
    request.band = pe::ColumnBand{*first, *last};
    return true;
}

// --compare PARAM=VALUE: dump offsets, and the export of one view that draws a pinned setting
// (not of a model's table, which has no base or D to change, nor an animation or notebook).
// VALUE is checked against the other parameters once those are read (parseCommandLine).
bool readCompare(const QCommandLineParser& parser, const Options& o, CliRequest& request,
                 QString& error) {
    if (!parser.isSet(o.compare))
        return true;
    const QString text = parser.value(o.compare);
    const bool dump =
        request.mode == CliRequest::Mode::Dump && request.subject == DataSubject::Offsets;
    const bool figure = request.mode == CliRequest::Mode::Export && request.view &&
                        drawsPinned(&viewInfo(*request.view).step());
    if (!dump && !figure) {
        QStringList views;
        for (const ViewInfo& info : viewTable())
            if (drawsPinned(&info.step()))
                views << QString::fromLatin1(info.name);
        error = invalid("compare", text,
                        "only dump offsets and export " + views.join(", ") + " read it");
        return false;
    }
    const char* why = parser.isSet(o.matrix)     ? "a model's table has no base or D to change"
                      : parser.isSet(o.animate)  ? "an animation draws one setting (not with "
                                                   "--animate)"
                      : parser.isSet(o.notebook) ? "a notebook computes one setting (not with "
                                                   "--notebook)"
                                                 : nullptr;
    if (why) {
        error = invalid("compare", text, why);
        return false;
    }
    request.compare = text;
    return true;
}

// --max-offset K and --log-offsets N: which offsets the offset profile and the pair x distance
// map are written at. K is checked against L and P with the table, once L is known.
bool readOffsets(const QCommandLineParser& parser, const Options& o, CliRequest& request,
                 QString& error) {
    const bool reads =
        request.mode == CliRequest::Mode::Dump && (request.subject == DataSubject::Offsets ||
                                                   request.subject == DataSubject::PairDistanceMap);
    // The map's figure draws its true log axis, N columns at most.
    const bool logFigure = request.mode == CliRequest::Mode::Export && request.view &&
                           &viewInfo(*request.view).step() == &pairDistanceStep();
    for (const QCommandLineOption* option : {&o.maxOffset, &o.logOffsets}) {
        if (!parser.isSet(*option))
            continue;
        if (!reads && !(logFigure && option == &o.logOffsets)) {
            error = invalid(option->names().last(), parser.value(*option),
                            "only dump offsets, dump pair-distance-map and (--log-offsets) "
                            "export pair-distance-map read it");
            return false;
        }
        std::int64_t value = 0;
        if (!readInteger(parser, *option, value, error, option == &o.maxOffset ? 0 : 1))
            return false;
        (option == &o.maxOffset ? request.maxOffset : request.logOffsets) = value;
    }
    return true;
}

// --cells RxC (dump similarity) and --cells N (dump pair-distance-map): the cells of a view of
// that many, each the exact mean over what it covers.
bool readCells(const QCommandLineParser& parser, const Options& o, CliRequest& request,
               QString& error) {
    if (!parser.isSet(o.cells))
        return true;
    const QString text = parser.value(o.cells);
    const bool dump = request.mode == CliRequest::Mode::Dump;
    const bool map = dump && request.subject == DataSubject::PairDistanceMap;
    if (!map && !(dump && request.subject == DataSubject::Similarity)) {
        error = invalid("cells", text, "only dump similarity and dump pair-distance-map read it");
        return false;
    }
    const QStringList parts = text.split(QLatin1Char('x'));
    std::optional<std::int64_t> rows = parseInteger(parts.front()),
                                cols = parseInteger(parts.back());
    if (map ? parts.size() != 1 : parts.size() != 2) {
        error = invalid("cells", text,
                        map ? "the map's cells are a number of columns N"
                            : "the similarity's cells are ROWSxCOLUMNS, as 600x600");
        return false;
    }
    if (!rows || !cols || *rows < 1 || *cols < 1) {
        error = invalid("cells", text, "a number of cells must be a whole number of at least 1");
        return false;
    }
    request.cells = std::make_pair(map ? std::int64_t(0) : *rows, *cols);
    return true;
}

// --matrix FILE[:TENSOR], --first-row N and --components K. The table is read here, so that a
// bad file exits 2 before anything is written, and L and D become its shape.
bool readMatrix(const QCommandLineParser& parser, const Options& o, CliRequest& request,
                QString& error) {
    const bool dump = request.mode == CliRequest::Mode::Dump;
    const bool exportMode = request.mode == CliRequest::Mode::Export;
    const bool componentsTarget = dump && (request.subject == DataSubject::Pca ||
                                           request.subject == DataSubject::ExplainedVariance);
    if (parser.isSet(o.components)) {
        if (!componentsTarget) {
            error = invalid("components", parser.value(o.components),
                            "only dump pca and dump explained-variance read it");
            return false;
        }
        if (!readInteger(parser, o.components, request.components, error, 1, 4096))
            return false;
    }
    if (!parser.isSet(o.matrix)) {
        if (parser.isSet(o.firstRow)) {
            error = invalid("first-row", parser.value(o.firstRow), "only --matrix reads it");
            return false;
        }
        return true;
    }
    const QString text = parser.value(o.matrix);
    const bool reads = request.mode == CliRequest::Mode::Gui ||
                       (dump && dataSubjectInfo(*request.subject).readsTable) ||
                       (exportMode && request.view && viewInfo(*request.view).step().readsTable);
    if (!reads) {
        QStringList dumps, views;
        for (const DataSubjectInfo& info : dataSubjectTable())
            if (info.readsTable)
                dumps << QString::fromLatin1(info.name);
        for (const ViewInfo& info : viewTable())
            if (info.step().readsTable)
                views << QString::fromLatin1(info.name);
        error = invalid("matrix", text,
                        "only the window, dump " + dumps.join(", ") + " and export " +
                            views.join(", ") + " read a model's table");
        return false;
    }
    for (const QCommandLineOption* option :
         {&o.length, &o.dim, &o.encoding, &o.animate, &o.like, &o.session})
        if (parser.isSet(*option)) {
            error = QStringLiteral("--%1 and --matrix: the table's shape gives L and D; give one "
                                   "of them")
                        .arg(option->names().last());
            return false;
        }
    std::int64_t firstRow = 0;
    if (!readInteger(parser, o.firstRow, firstRow, error, 0))
        return false;
    try {
        ModelTable table = readModelTable(text, firstRow);
        request.params.length = table.values->rows();
        request.params.dim = table.values->cols();
        request.tableName = table.name;
        request.table = std::move(table.values);
    } catch (const pe::MatrixFileError& problem) {
        error = "--matrix: " + QString::fromStdString(problem.what());
        return false;
    }
    return true;
}

// --components K asks for K components: more than the table has (min(L, D), of a model's table
// or of the encoding) is refused by name. Without the option the default 3 is as many as
// there are.
bool checkComponents(const QCommandLineParser& parser, const Options& o, const CliRequest& request,
                     QString& error) {
    const std::int64_t most = std::min(request.params.length, request.params.dim);
    if (!parser.isSet(o.components) || request.components <= most)
        return true;
    error = invalid("components", parser.value(o.components),
                    QStringLiteral("the table has at most %1 components (min(L, D))").arg(most));
    return false;
}

// Every option that takes a value reads one: a second --compare or --length would otherwise
// silently replace the first, and the user would not learn which one the output used.
bool checkGivenOnce(const QCommandLineParser& parser, const Options& o, QString& error) {
    for (const auto& section : o.sections())
        for (const QCommandLineOption* option : section.options) {
            const QStringList values =
                option->valueName().isEmpty() ? QStringList() : parser.values(*option);
            if (values.size() > 1) {
                error = QStringLiteral("--%1 is given %2 times ('%3'): give it once")
                            .arg(option->names().last())
                            .arg(values.size())
                            .arg(values.join("', '"));
                return false;
            }
        }
    return true;
}

void recordGiven(const QCommandLineParser& parser, const Options& o, CliRequest& request) {
    GivenParameters& given = request.given;
    if (parser.isSet(o.length))
        given.length = request.params.length;
    if (parser.isSet(o.dim))
        given.dim = request.params.dim;
    if (parser.isSet(o.base))
        given.base = request.params.base;
    if (parser.isSet(o.layout))
        given.layout = request.params.layout;
    if (parser.isSet(o.metric))
        given.metric = request.metric;
    if (parser.isSet(o.from))
        given.from = request.from;
    given.presentation = parser.isSet(o.presentation);
}

} // namespace

std::variant<CliRequest, CliError> parseCommandLine(const QStringList& arguments) {
    QCommandLineParser parser;
    Options options;
    options.addTo(parser);
    parser.addPositionalArgument("command", "dump or export; none opens the GUI.");
    if (!parser.parse(arguments))
        return CliError{parser.errorText()};
    CliRequest request;
    if (parser.isSet(options.help)) {
        request.mode = CliRequest::Mode::Help;
        return request;
    }
    if (parser.isSet(options.version)) {
        request.mode = CliRequest::Mode::Version;
        return request;
    }
    QString error;
    if (!checkGivenOnce(parser, options, error) || !readCommand(parser, options, request, error) ||
        !readParams(parser, options, request, error) ||
        !readPairPositions(parser, options, request, error) ||
        !readBand(parser, options, request, error) ||
        !readCompare(parser, options, request, error) ||
        !readOffsets(parser, options, request, error) ||
        !readCells(parser, options, request, error) ||
        !readAnimation(parser, options, request, error) || !checkOutputSuffix(request, error) ||
        !readMatrix(parser, options, request, error) ||
        !readTeachingOptions(parser, options, request, error) ||
        !readExportSizes(parser, options, request, error) ||
        !readRopeOptions(parser, options.rope, options.base,
                         request.mode == CliRequest::Mode::Dump &&
                             dataSubjectInfo(*request.subject).isRope,
                         request.rope, error))
        return CliError{error};
    if (parser.isSet(options.presentation) && request.mode != CliRequest::Mode::Gui)
        return CliError{QStringLiteral("--presentation: only the window has it, not %1")
                            .arg(parser.positionalArguments().value(0))};
    // The engine's one validation place decides about L, D, base and the budget.
    if (auto problem = pe::checkParams(request.params))
        return CliError{"--" + QString::fromStdString(problem->what())};
    if (request.band)
        if (auto problem = pe::checkBand(request.params, *request.band))
            return CliError{"--" + QString::fromStdString(problem->what())};
    if (!checkComponents(parser, options, request, error))
        return CliError{error};
    if (!request.compare.isEmpty() &&
        !comparedSetting(request.compare, request.params, request.band, &error))
        return CliError{error};
    if (request.animate) {
        FigureOptions options;
        options.marks = request.marks;
        const ExploreRequest explore =
            figureRequest(request.params, request.metric, request.from, {});
        if (auto problem = checkAnimationJob(animationJob(request, explore, options)))
            return CliError{*problem};
    }
    recordGiven(parser, options, request);
    return request;
}

std::optional<PinnedSetting> comparedSetting(const QString& text, const pe::EncodingParams& params,
                                             const std::optional<pe::ColumnBand>& band,
                                             QString* error) {
    auto fail = [&](const QString& why) {
        if (error)
            *error = invalid("compare", text, why);
        return std::nullopt;
    };
    const int equals = int(text.indexOf('='));
    const QString param = equals < 0 ? QString() : text.left(equals);
    const QString value = text.mid(equals + 1);
    PinnedSetting pinned{params, band};
    if (param == "base") {
        // Any number is read; the engine's validation below says why 1 is no base.
        const auto base = pe::parseTypedReal(value.toStdString());
        if (!base.ok())
            return fail(QString::fromStdString(base.reason));
        pinned.params.base = base.value;
    } else if (param == "dim") {
        const auto dim = pe::parseTypedInteger(value.toStdString());
        if (!dim.ok())
            return fail(QString::fromStdString(dim.reason));
        pinned.params.dim = dim.value;
    } else if (param == "layout") {
        const auto layout = pe::layoutFromString(value.toStdString());
        if (!layout)
            return fail("expected layout=interleaved or layout=concatenated");
        pinned.params.layout = *layout;
    } else if (param == "band") {
        const QStringList parts = value.split(':');
        const auto first = parts.size() == 2 ? parseInteger(parts.at(0)) : std::nullopt;
        const auto last = parts.size() == 2 ? parseInteger(parts.at(1)) : std::nullopt;
        if (!first || !last)
            return fail("expected band=FIRST:LAST, two whole dimension indices");
        pinned.band = pe::ColumnBand{*first, *last};
    } else {
        return fail("expected PARAM=VALUE, PARAM one of base, dim, layout, band");
    }
    // The engine's one validation place decides, as for the command's own parameters.
    if (auto problem = pe::checkParams(pinned.params))
        return fail(QString::fromStdString(problem->what()));
    if (pinned.band)
        if (auto problem = pe::checkBand(pinned.params, *pinned.band))
            return fail(QString::fromStdString(problem->what()));
    if (pinned.params == params && pinned.band == band)
        return fail("the same as the command's own setting: nothing to compare");
    return pinned;
}

namespace {

// --help is read in a terminal: lines of at most this many columns, descriptions beside the
// option names from this column on (below them when the names are wider).
constexpr int kHelpWidth = 79;
constexpr int kHelpDescriptionColumn = 30;

// `text` wrapped at spaces into lines of at most kHelpWidth columns, each but the first
// indented to `indent`; the first line starts at column `start`.
QString wrapped(const QString& text, int start, int indent) {
    QString out;
    int column = start;
    for (const QString& word : text.split(' ', Qt::SkipEmptyParts)) {
        if (column > indent && column + 1 + word.size() > kHelpWidth) {
            out += '\n' + QString(indent, ' ');
            column = indent;
        } else if (column > indent) {
            out += ' ';
            ++column;
        }
        out += word;
        column += word.size();
    }
    return out;
}

// "  -o, --output FILE     Output file ..." from the option itself.
QString optionHelp(const QCommandLineOption& option) {
    QStringList names;
    for (const QString& name : option.names())
        names << (name.size() == 1 ? "-" + name : "--" + name);
    QString line = "  " + names.join(", ");
    if (!option.valueName().isEmpty())
        line += ' ' + option.valueName();
    if (line.size() + 2 > kHelpDescriptionColumn)
        line += '\n' + QString(kHelpDescriptionColumn, ' ');
    else
        line += QString(kHelpDescriptionColumn - line.size(), ' ');
    return line + wrapped(option.description(), kHelpDescriptionColumn, kHelpDescriptionColumn) +
           '\n';
}

} // namespace

// The usage lines and what the options do not say are written here; every option is listed
// from its own description, so an option cannot be added without its help.
QString helpText() {
    QString text =
        QStringLiteral(
            "Usage:\n"
            "  pe-explorer dump %1\n"
            "              [--length L] [--dim D] [--base B]\n"
            "              [--layout interleaved|concatenated]\n"
            "              [--metric cosine|dot|euclidean] [--from P]\n"
            "              [--format csv|npy] [--output FILE] [--memory-budget MiB]\n"
            "  pe-explorer dump similarity|offsets --band FIRST:LAST [...]\n"
            "  pe-explorer dump pe|similarity --encoding learned [--max-length M] [--seed S] ...\n"
            "  pe-explorer dump pair-distance --from P --to Q [--dim D] [--base B] [--layout ...]\n"
            "  pe-explorer dump alibi-slopes [--heads H]\n"
            "  pe-explorer dump rope-frequencies|rope-attention-factor [--base B] [RoPE options]\n"
            "  pe-explorer export %2 --output PATH\n"
            "              [--format png|pdf|svg] [--width PX] [--height PX] [--dpi N]\n"
            "              [--no-caption] [--marks] [--language en|zh_CN]\n"
            "              [--like FIGURE | --session FILE]\n"
            "              [the parameter options of dump]\n"
            "  pe-explorer export %3 --animate PARAM=FROM..TO --frames N [--fps F]\n"
            "              --output sweep.gif | --format png --output FOLDER\n"
            "  pe-explorer [--length L] [--dim D] [--base B]      opens the GUI\n"
            "              [--presentation]                       full screen, larger text\n"
            "              [Qt's options: -platform offscreen, -style fusion ...]\n"
            "  pe-explorer SESSION.json                          opens a saved session\n"
            "  pe-explorer --matrix FILE[:TENSOR] [--first-row N] opens a model's table\n"
            "  pe-explorer --help | --version\n"
            "\n"
            "The sinusoidal positional encoding of Vaswani et al. (2017):\n"
            "  PE(pos, 2i) = sin(pos / base^(2i/D)),  PE(pos, 2i+1) = cos(pos / base^(2i/D))\n"
            "pos counts from 0; i is the pair index.\n"
            "\n"
            "CSV has no header and prints each value in the shortest form that reads back\n"
            "to the same double (C++ std::to_chars), whole numbers below 2^53 in all their\n"
            "digits (1000000, not 1e+06). Dumps are computed block by block as\n"
            "they are written, so memory does not grow with L; a file dump must fit the\n"
            "free space of its disk. frequencies rows are\n"
            "dim,pair,omega,wavelength; offsets rows are k,similarity. pair-distance rows\n"
            "are pair,contribution: each frequency pair's share 2 - 2 cos(w_i (Q - P)) of\n"
            "||PE(P) - PE(Q)||^2 (odd D: the lone sin column's (sin w P - sin w Q)^2 is the\n"
            "last row); the rows sum to the squared distance. pair-distance-map rows are\n"
            "pair,offset,contribution,half_turns for every pair and offset k = 0 .. L-1 from\n"
            "P: the share 2 - 2 cos(w_i k) and w_i k / pi (above 1 the pair has wrapped).\n"
            "rope-frequencies rows are\n"
            "pair,inv_freq,wavelength; rope-attention-factor prints YaRN's factor (1 for the\n"
            "other scalings).\n")
            .arg(dataSubjectNames().join('|'), exportTargets().join('|'), viewNames().join('|'));
    for (const OptionGroup& group : optionTable()) {
        text += '\n' + group.title + ":\n";
        for (const QCommandLineOption& option : group.options)
            text += optionHelp(option);
    }
    return text + "\nExit status: 0 success, 1 the output could not be written, 2 invalid input.\n";
}

QList<OptionGroup> optionTable() {
    const Options options;
    QList<OptionGroup> table;
    for (const Options::Section& section : options.sections()) {
        OptionGroup group{section.title, {}};
        for (const QCommandLineOption* option : section.options)
            group.options << *option;
        table << group;
    }
    return table;
}

QString versionText() {
    return QStringLiteral("pe-explorer " PE_EXPLORER_VERSION "\n");
}

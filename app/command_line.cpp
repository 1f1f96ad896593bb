// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/command_line.h"

#include "app/command_options.h"
#include "app/export_command.h"
#include "core/parameter_validation.h"
#include "core/typed_number.h"
#include "ui/export/animation_export.h"
#include "ui/export/view_export.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <optional>

using namespace cli;

namespace {

bool readParams(const QCommandLineParser& parser, const Options& o, CliRequest& request,
                QString& error) {
    if (!readInteger(parser, o.length, request.params.length, error) ||
        !readInteger(parser, o.dim, request.params.dim, error) ||
        !readInteger(parser, o.from, request.p, error))
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
    // export scene NAME: the scene's views on one page.
    if (!dump && positional.value(1) == QLatin1String("scene")) {
        if (positional.size() != 3 || !findScene(positional.at(2))) {
            error = QStringLiteral("export scene: expected one of %1%2")
                        .arg(sceneNames().join('|'),
                             positional.size() > 2 ? ", got '" + positional.mid(2).join(' ') + "'"
                                                   : QString());
            return false;
        }
        request.what = positional.at(1);
        request.sceneName = positional.at(2);
    }
    const QStringList targets = dump ? dataSubjectNames() : exportTargets();
    if (request.sceneName.isEmpty() &&
        (positional.size() != 2 || !targets.contains(positional.at(1)))) {
        error = QStringLiteral("%1: expected one of %2%3")
                    .arg(command, targets.join('|'),
                         positional.size() > 1 ? ", got '" + positional.mid(1).join(' ') + "'"
                                               : QString());
        return false;
    }
    request.what = positional.at(1);
    if (dump)
        request.subject = dataSubjectFromName(request.what);
    else if (request.sceneName.isEmpty())
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
        // The selection's marks are the window's and the figures': a notebook draws the data
        // and its own marks.
        if (parser.isSet(o.marks)) {
            error = QStringLiteral("--marks and --notebook: a notebook draws no selection marks; "
                                   "give --marks to a figure");
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
        given.p = request.p;
    given.presentation = parser.isSet(o.presentation);
    given.scene = parser.value(o.scene);
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
    if (parser.isSet(options.scene)) {
        if (request.mode != CliRequest::Mode::Gui)
            return CliError{QStringLiteral("--scene: only the window has it, not %1")
                                .arg(parser.positionalArguments().value(0))};
        if (!findScene(parser.value(options.scene)))
            return CliError{QStringLiteral("--scene: no scene is called \"%1\"; the scenes are %2")
                                .arg(parser.value(options.scene), sceneNames().join(", "))};
    }
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
        const ExploreRequest explore = figureRequest(request.params, request.metric, request.p, {});
        if (auto problem = checkAnimationJob(animationJob(request, explore, options)))
            return CliError{*problem};
    }
    recordGiven(parser, options, request);
    return request;
}

// SPDX-License-Identifier: GPL-3.0-or-later
// The options of the dumps and of the data views read: positions, bands, compared settings,
// offsets, cells, a model's table, the learned table and ALiBi.
#include "app/command_options.h"

#include "app/export_command.h"
#include "core/matrix_file.h"
#include "core/pair_distance.h"
#include "core/parameter_validation.h"
#include "core/typed_number.h"
#include "ui/compute/steps/pair_distance_step.h"
#include "ui/export/model_table.h"

#include <QFileInfo>
#include <cmath>

namespace cli {

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

// --to: the second position of 'dump pair-distance', which needs it, and of the figures of
// the views that draw q (default: the neighbour of --from). Positions of the dump do not depend on
// --length: the encoding is defined at every position. The figure's q is a position of its L x L
// matrix.
bool readPairPositions(const QCommandLineParser& parser, const Options& o, CliRequest& request,
                       QString& error) {
    const bool pairDistance =
        request.mode == CliRequest::Mode::Dump && request.subject == DataSubject::PairDistance;
    const bool drawsQ =
        request.mode == CliRequest::Mode::Export && request.view && viewInfo(*request.view).uses.q;
    // A scene's q: checked against the scene's own L once that is known (export_command).
    const bool sceneQ = request.mode == CliRequest::Mode::Export && !request.sceneName.isEmpty();
    if (parser.isSet(o.to)) {
        if (!pairDistance && !drawsQ && !sceneQ) {
            error = invalid("to", parser.value(o.to),
                            "only dump pair-distance, export scene and export " +
                                viewNamesUsing(&ViewInputs::q).join('|') + " read it");
            return false;
        }
        std::int64_t to = 0;
        if (!readInteger(parser, o.to, to, error))
            return false;
        if (sceneQ && to < 0) {
            error = invalid("to", parser.value(o.to), "a position is 0 or more");
            return false;
        }
        if (drawsQ && (to < 0 || to >= request.params.length)) {
            error =
                invalid("to", parser.value(o.to),
                        "export " + viewName(*request.view) + " compares positions 0 .. L-1 = " +
                            QString::number(request.params.length - 1));
            return false;
        }
        request.q = to;
    } else if (pairDistance) {
        error = QStringLiteral("dump pair-distance: --to Q is required (the other position)");
        return false;
    }
    // --far-to: the far springs' q, of a scene that draws them; checked against the scene's
    // own L once that is known (export_command), as its q is.
    if (parser.isSet(o.farTo)) {
        const SceneInfo* scene =
            request.mode == CliRequest::Mode::Export ? findScene(request.sceneName) : nullptr;
        if (!scene || !showsFarQ(*scene)) {
            error = invalid("far-to", parser.value(o.farTo),
                            "only export scene " + sceneNamesWithFarQ().join('|') + " reads it");
            return false;
        }
        std::int64_t farTo = 0;
        if (!readInteger(parser, o.farTo, farTo, error, 0))
            return false;
        request.farQ = farTo;
    }
    const bool pairDistanceMap =
        request.mode == CliRequest::Mode::Dump && request.subject == DataSubject::PairDistanceMap;
    if (pairDistance || pairDistanceMap) {
        // The engine's own check, so the parser never accepts what the engine refuses.
        try {
            pe::requirePairPosition("from", request.p);
            if (pairDistance)
                pe::requirePairPosition("to", *request.q);
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
                        viewInfo(*request.view).step().drawsPinned;
    if (!dump && !figure) {
        QStringList views;
        for (const ViewInfo& info : viewTable())
            if (info.step().drawsPinned)
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
    const bool reads =
        request.mode == CliRequest::Mode::Gui ||
        (dump && dataSubjectInfo(*request.subject).readsTable) ||
        (exportMode && request.view && viewInfo(*request.view).step().readsTable) ||
        // export all: the views a table has numbers for (writeAllFigures)
        (exportMode && !request.view && request.sceneName.isEmpty()) ||
        (exportMode && !request.sceneName.isEmpty() && findScene(request.sceneName)->showsTable);
    if (!reads) {
        QStringList dumps, views;
        for (const DataSubjectInfo& info : dataSubjectTable())
            if (info.readsTable)
                dumps << QString::fromLatin1(info.name);
        for (const ViewInfo& info : viewTable())
            if (info.step().readsTable)
                views << QString::fromLatin1(info.name);
        error =
            invalid("matrix", text,
                    "only the window, dump " + dumps.join(", ") + ", export " + views.join(", ") +
                        " (export all writes those) and export scene model-table read a model's "
                        "table");
        return false;
    }
    // A turntable turns the table's own picture: the one animation a table takes.
    const bool turntable =
        request.animate && request.animate->parameter == AnimatedParameter::Azimuth;
    // --like takes the rest from a figure (of this table, or of another's shape: the table's
    // shape wins); a session holds the sinusoidal encoding's L and D.
    for (const QCommandLineOption* option :
         {&o.length, &o.dim, &o.encoding, &o.animate, &o.session})
        if (parser.isSet(*option) && !(option == &o.animate && turntable)) {
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

} // namespace cli

using namespace cli;

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

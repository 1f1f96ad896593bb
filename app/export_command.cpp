// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/export_command.h"

#include "app/interrupt.h"
#include "app/progress_line.h"

#include "core/parameter_validation.h"
#include "ui/compute/steps/pair_distance_step.h"
#include "ui/export/animation_export.h"
#include "ui/export/figure_metadata.h"
#include "ui/export/notebook.h"
#include "ui/export/scene_figure.h"
#include "ui/export/session_file.h"
#include "ui/export/view_export.h"
#include "ui/views/plot_view.h"

#include <QDir>
#include <QFileInfo>
#include <QTextStream>
#include <algorithm>

namespace {

void printError(const QString& message) {
    QTextStream(stderr) << "pe-explorer: " << message << '\n';
}

// --format wins; otherwise a known suffix of --output; otherwise PNG.
FigureFormat chooseFormat(const CliRequest& request) {
    if (request.animate) // frames are rasters, whatever the animation's container
        return FigureFormat::Png;
    if (!request.format.isEmpty())
        return *figureFormatFromString(request.format);
    if (request.view || !request.sceneName.isEmpty())
        if (auto fromSuffix = figureFormatFromString(QFileInfo(request.output).suffix()))
            return *fromSuffix;
    return FigureFormat::Png;
}

FigureOptions figureOptions(const CliRequest& request, const ExploreRequest& explore) {
    FigureOptions options;
    options.format = chooseFormat(request);
    if (request.width > 0)
        options.widthPx = request.width;
    if (request.height > 0)
        options.heightPx = request.height;
    if (request.dpi > 0)
        options.dpi = request.dpi;
    options.caption = request.caption ? parameterCaption(explore, request.view) : QString();
    options.marks = request.marks;
    return options;
}

// The parameters a file recorded (a figure or a session), for the options not given.
struct Recorded {
    pe::EncodingParams params;
    pe::Metric metric;
    std::int64_t p;
    std::vector<std::int64_t> waveDims;
    std::optional<std::int64_t> q;      // of the views that draw it
    std::optional<pe::ColumnBand> band; // the similarity's band of dimensions
};

// Fills `explore` from what was recorded, the options given on the command line winning.
bool applyRecorded(const CliRequest& request, const Recorded& recorded, const QString& source,
                   ExploreRequest& explore, QString* error) {
    const GivenParameters& given = request.given;
    pe::EncodingParams params = recorded.params;
    params.memoryBudgetBytes = request.params.memoryBudgetBytes;
    if (given.length)
        params.length = *given.length;
    if (given.dim)
        params.dim = *given.dim;
    if (given.base)
        params.base = *given.base;
    if (given.layout)
        params.layout = *given.layout;
    // A model's table given with --matrix is what the figure shows: its shape is L and D.
    const std::shared_ptr<const pe::Matrix> table = explore.table;
    const QString tableName = explore.tableName;
    if (table) {
        params.length = request.params.length;
        params.dim = request.params.dim;
    }
    if (auto problem = pe::checkParams(params)) {
        *error = QStringLiteral("%1: %2").arg(source, QString::fromStdString(problem->what()));
        return false;
    }
    // The recorded waveform dimensions that the (perhaps smaller) D still has.
    std::vector<std::int64_t> waveDims;
    for (const std::int64_t d : recorded.waveDims)
        if (d < params.dim)
            waveDims.push_back(d);
    explore = figureRequest(params, given.metric.value_or(recorded.metric),
                            given.p.value_or(recorded.p), waveDims);
    explore.table = table;
    explore.tableName = tableName;
    // q and the band were chosen for the recorded L and D: refused, not quietly moved, when
    // the options given leave them outside and the view shows them.
    if (request.q) {
        explore.q = *request.q;
    } else if (recorded.q && *recorded.q < params.length) {
        explore.q = *recorded.q;
    } else if (recorded.q && request.view && viewInfo(*request.view).uses.q) {
        *error = QStringLiteral("%1: the recorded q = %2 is outside 0..%3 (--length %4); "
                                "give --to")
                     .arg(source)
                     .arg(qint64(*recorded.q))
                     .arg(qint64(params.length - 1))
                     .arg(qint64(params.length));
        return false;
    }
    if (recorded.band) {
        if (auto problem = pe::checkBand(params, *recorded.band)) {
            *error = QStringLiteral("%1: the recorded band: %2")
                         .arg(source, QString::fromStdString(problem->what()));
            return false;
        }
        explore.band = recorded.band;
    }
    return true;
}

// --session: the lesson's parameters, its selected position and waveform dimensions.
bool applySession(const CliRequest& request, ExploreRequest& explore, FigureOptions& options,
                  QString* error) {
    const auto session = readSessionFile(request.session, error);
    if (!session) {
        *error = QStringLiteral("--session ") + *error;
        return false;
    }
    const Recorded recorded{session->params,      session->metric,
                            session->selection.p, session->selection.waveDims,
                            session->selection.q, {}};
    if (!applyRecorded(request, recorded, "--session " + request.session, explore, error))
        return false;
    // The lesson's words and overlay, as far as the (perhaps changed) L still holds them.
    explore.scene = keptScene(session->scene, explore.params.length, explore.p);
    options.caption = request.caption ? parameterCaption(explore, request.view) : QString();
    return true;
}

// --like: what the old figure recorded fills every option not given on the command line.
bool applyLike(const CliRequest& request, ExploreRequest& explore, FigureOptions& options,
               QString* error) {
    const auto like = readFigureMetadata(request.like, error);
    if (!like) {
        *error = QStringLiteral("--like %1: %2").arg(request.like, *error);
        return false;
    }
    // A figure of a model's table is made again from the table, which the figure does not
    // hold: it is asked for by name rather than the sinusoidal encoding drawn in its place.
    // A view drawn from the formula (the springs) takes the figure's L and D alone.
    const bool readsTable =
        request.sceneName.isEmpty()
            ? !request.view || viewInfo(*request.view).step().readsTable
            : findScene(request.sceneName) && findScene(request.sceneName)->showsTable;
    if (!like->table.isEmpty() && !explore.table && readsTable) {
        *error = QStringLiteral("--like %1: the figure shows the table %2: give it with --matrix")
                     .arg(request.like, like->table);
        return false;
    }
    const Recorded recorded{like->params,   like->metric, like->p,
                            like->waveDims, like->q,      like->band};
    if (!applyRecorded(request, recorded, "--like " + request.like, explore, error))
        return false;
    // The rest of the recorded selection, passed on to the new figure where the (perhaps
    // changed) D still has it: no view draws it, File > Open figure's parameters reads it.
    if (like->dimension && *like->dimension < explore.params.dim)
        options.selectedDimension = like->dimension;
    if (like->selectedBand && !pe::checkBand(explore.params, *like->selectedBand))
        options.selectedBand = like->selectedBand;
    options.bandOnly = like->bandOnly;
    // The pinned setting the figure drew beside its own (--compare, given, replaces it).
    explore.scene.pinned = like->pinned;
    if (like->farQ) // a scene's figure: its far springs' q
        explore.farQ = *like->farQ;
    if (like->viewAngle) // drawn in 3-D from there (a --view-angle given wins)
        explore.viewAngle = like->viewAngle;
    options.widthPx = request.width > 0 ? request.width : like->widthPx;
    options.heightPx = request.height > 0 ? request.height : like->heightPx;
    options.dpi = request.dpi > 0 ? request.dpi : like->dpi;
    options.theme = like->theme;
    options.marks = request.marks || like->marks;
    options.caption =
        request.caption && like->caption ? parameterCaption(explore, request.view) : QString();
    return true;
}

// --like or --session, whichever is given. Refused before anything is written: a figure
// without (valid) metadata is bad input.
bool applyRecordedFile(const CliRequest& request, ExploreRequest& explore, FigureOptions& options,
                       QString* error) {
    return (request.like.isEmpty() || applyLike(request, explore, options, error)) &&
           (request.session.isEmpty() || applySession(request, explore, options, error));
}

// The folder for `export all`: made if only its last level is missing, so a typo in a
// parent folder is reported instead of silently creating a tree.
bool prepareFolder(const QString& folder, QString* error) {
    const QFileInfo info(folder);
    if (info.isDir())
        return true;
    if (info.exists()) {
        *error = QStringLiteral("cannot write into %1: it is a file, not a folder").arg(folder);
        return false;
    }
    if (!QDir().mkdir(folder)) {
        *error = QStringLiteral("cannot create the folder %1 (does its parent exist and is it "
                                "writable?)")
                     .arg(QDir::toNativeSeparators(info.absoluteFilePath()));
        return false;
    }
    return true;
}

// export VIEW --animate: the job from the final request (after --like or --session), checked
// before anything is written, then every frame in turn on this thread.
int runAnimation(const CliRequest& request, const ExploreRequest& explore,
                 const FigureOptions& options) {
    const AnimationJob job = animationJob(request, explore, options);
    if (auto problem = checkAnimationJob(job)) {
        printError(*problem);
        return ExitInvalidInput;
    }
    catchInterrupts();
    ProgressLine progress(QStringLiteral("export %1 --animate").arg(request.what),
                          QStringLiteral("frames"), !request.quiet);
    QString error;
    const bool written = exportAnimation(
        job,
        [&](std::int64_t done) {
            progress.update(done, job.frames);
            return interruptSignal() == 0;
        },
        &error);
    if (interruptSignal() != 0) {
        printError(QStringLiteral("interrupted; nothing written to %1")
                       .arg(QDir::toNativeSeparators(request.output)));
        return 128 + interruptSignal();
    }
    if (!written) {
        printError(error);
        return error.startsWith("cannot") ? ExitWriteFailed : ExitInvalidInput;
    }
    return ExitOk;
}

// The title the view gives what it shows: a model's table is no encoding, and the views that
// show it say so in their titles (PlotView::title), as its figure does.
QString shownTitle(ViewKind view, ExploreRequest request, const FigureOptions& options) {
    fitRequestToFigure(request, options);
    const std::shared_ptr<ExploreDelivery> delivery = computeFigureData(view, request, nullptr);
    if (!delivery)
        return viewTitle(view);
    const std::unique_ptr<PlotView> shown = viewInfo(view).make();
    shown->showResult(*delivery);
    return shown->title();
}

} // namespace

AnimationJob animationJob(const CliRequest& request, const ExploreRequest& explore,
                          const FigureOptions& options) {
    AnimationJob job = animationJobFrom(*request.view, explore); // --like's angle too
    job.spec = *request.animate;
    job.frames = request.frames;
    job.fps = request.fps;
    job.format = request.format == "png" ? AnimationFormat::PngFrames : AnimationFormat::Gif;
    job.options = options;
    job.output = request.output;
    return job;
}

namespace {

// --log-offsets N: the map on its true log axis, at most N columns.
void onLogAxis(const CliRequest& request, ExploreRequest& explore) {
    if (request.logOffsets)
        for (ViewPart& part : explore.views)
            if (part.step == &pairDistanceStep())
                part = pairDistancePart(
                    part.windows.at(0),
                    ViewWindow{-0.5, double(explore.params.length) - 0.5,
                               int(std::min<std::int64_t>(*request.logOffsets, 1 << 20))},
                    true);
}

} // namespace

// export scene NAME: the scene's own start (its parameters and selection, a course preset's,
// or the table of --matrix), the options given winning; or what a session or a figure
// recorded, as for a view.
int runSceneExport(const CliRequest& request) {
    const SceneInfo& scene = *findScene(request.sceneName);
    if (scene.showsTable && !request.table) {
        printError(QStringLiteral("export scene %1: it shows a model's table; give --matrix "
                                  "FILE[:TENSOR]")
                       .arg(request.sceneName));
        return ExitInvalidInput;
    }
    ExplorerState start{request.params, request.metric, {}};
    start.table = request.table;
    start.tableName = request.tableName;
    start.selection.waveDims = defaultWaveDimensions(request.params.dim);
    ExplorerState state = sceneState(scene, start);
    const GivenParameters& given = request.given;
    if (!state.table) {
        if (given.length)
            state.params.length = *given.length;
        if (given.dim)
            state.params.dim = *given.dim;
        if (given.base)
            state.params.base = *given.base;
        if (given.layout)
            state.params.layout = *given.layout;
    }
    if (given.metric)
        state.metric = *given.metric;
    if (auto problem = pe::checkParams(state.params)) {
        printError("--" + QString::fromStdString(problem->what()));
        return ExitInvalidInput;
    }
    for (const auto& [option, position] :
         {std::pair<const char*, std::optional<std::int64_t>>{"from", given.p},
          {"to", request.q},
          {"far-to", request.farQ}})
        if (position && *position >= state.params.length) {
            printError(QStringLiteral("--%1: '%2' is not valid: the scene's positions are 0 .. "
                                      "L-1 = %3")
                           .arg(QLatin1String(option))
                           .arg(qint64(*position))
                           .arg(qint64(state.params.length - 1)));
            return ExitInvalidInput;
        }
    if (given.p) {
        state.selection.p = *given.p;
        // The preset's starts laid over each other were its own p's: another p draws its own.
        state.scene.offsetStarts.clear();
    }
    if (request.q)
        state.selection.q = *request.q;
    if (request.farQ)
        state.selection.farQ = *request.farQ;
    // The scene's own positions, past an L given smaller here, are refused by name: moved to
    // L-1 they would draw another lesson without saying so.
    const ScenePositions drawn = scenePositions(scene);
    const struct {
        bool drawn;
        const char* name;
        const char* option;
        std::int64_t position;
    } positions[] = {{drawn.p, "p", "--from P", state.selection.p},
                     {drawn.q, "q", "--to Q", state.selection.q},
                     {drawn.farQ, "far q", "--far-to Q", state.selection.farQ}};
    // All of them in one message: a second run should not find the next.
    QStringList past, giveThem;
    for (const auto& position : positions)
        if (position.drawn && position.position >= state.params.length) {
            past << QStringLiteral("%1 = %2")
                        .arg(QLatin1String(position.name))
                        .arg(qint64(position.position));
            giveThem << QLatin1String(position.option);
        }
    if (!past.isEmpty()) {
        printError(
            QStringLiteral("export scene %1: its %2 %3 not %4 of L = %5 (0 .. %6): give %7")
                .arg(QLatin1String(scene.name), past.join(QStringLiteral(" and ")),
                     past.size() > 1 ? QStringLiteral("are") : QStringLiteral("is"),
                     past.size() > 1 ? QStringLiteral("positions") : QStringLiteral("a position"))
                .arg(qint64(state.params.length))
                .arg(qint64(state.params.length - 1))
                .arg(giveThem.join(QStringLiteral(" and "))));
        return ExitInvalidInput;
    }
    state.selection = clampedSelection(state.selection, state.params.length, state.params.dim);
    ExploreRequest explore = sceneRequest(state);
    FigureOptions options = figureOptions(request, explore);
    QString error;
    if (!applyRecordedFile(request, explore, options, &error)) {
        printError(error);
        return ExitInvalidInput;
    }
    // The far springs' q, given: over the one a figure (--like) or a session recorded, and a
    // position of the L they leave.
    if (request.farQ) {
        if (*request.farQ >= explore.params.length) {
            printError(QStringLiteral("--far-to: '%1' is not valid: the scene's positions are 0 .. "
                                      "L-1 = %2")
                           .arg(qint64(*request.farQ))
                           .arg(qint64(explore.params.length - 1)));
            return ExitInvalidInput;
        }
        explore.farQ = *request.farQ;
    }
    // Made again --like a figure: its size and so its page (taller than wide is the handout,
    // as the window lays it out), unless the options say otherwise.
    const bool recordedSize = !request.like.isEmpty() && request.width <= 0 && request.height <= 0;
    const ScenePage page =
        scenePageFromString(request.page)
            .value_or(recordedSize && options.heightPx > options.widthPx ? ScenePage::A4
                                                                         : ScenePage::Slide);
    // An A4 page given another --dpi stays A4: its pixels follow the dots per inch.
    const bool keepPixels =
        recordedSize && request.page.isEmpty() && (page == ScenePage::Slide || request.dpi <= 0);
    const QSize size = keepPixels ? QSize(options.widthPx, options.heightPx)
                                  : scenePageSize(page, request.width, request.height,
                                                  request.dpi > 0 ? request.dpi : options.dpi);
    options.widthPx = size.width();
    options.heightPx = size.height();
    // A figure made without its caption is made again without it (applyLike left none).
    const bool caption = request.caption && (request.like.isEmpty() || !options.caption.isEmpty());
    options.caption = caption ? sceneCaption(scene, explore) : QString();
    if (!exportScene(scene, page, explore, options, request.output, &error)) {
        printError(error);
        return error.startsWith("cannot") ? ExitWriteFailed : ExitInvalidInput;
    }
    return ExitOk;
}

int runExport(const CliRequest& request) {
    if (!request.sceneName.isEmpty())
        return runSceneExport(request);
    ExploreRequest explore = figureRequest(request.params, request.metric, request.p, {});
    explore.table = request.table;
    explore.tableName = request.tableName;
    if (request.q)
        explore.q = *request.q;
    FigureOptions options = figureOptions(request, explore);
    QString error;
    if (!applyRecordedFile(request, explore, options, &error)) {
        printError(error);
        return ExitInvalidInput;
    }
    // --compare: the pinned setting is the final one (after --like or --session) with PARAM
    // changed, checked again against it.
    if (!request.compare.isEmpty()) {
        const auto pinned = comparedSetting(request.compare, explore.params, explore.band, &error);
        if (!pinned) {
            printError(error);
            return ExitInvalidInput;
        }
        explore.scene.pinned = *pinned;
    }
    // p is a position of the figure's L (the recorded one with --like or --session): past
    // it a figure would quietly show another position, or nothing at all.
    if (request.given.p && *request.given.p >= explore.params.length) {
        printError(QStringLiteral("--from: '%1' is not valid: the figure's positions are "
                                  "0 .. L-1 = %2")
                       .arg(qint64(*request.given.p))
                       .arg(qint64(explore.params.length - 1)));
        return ExitInvalidInput;
    }
    if (request.viewAngle) // turned in 3-D: the figure, the frames and the notebook
        explore.viewAngle = request.viewAngle;
    if (!request.notebook.isEmpty()) {
        // The cells of the PNG figure of that size, so that the notebook and the figure hold
        // the same means (more cells than matplotlib's pixels would alias as it draws them).
        FigureOptions raster = options;
        raster.format = FigureFormat::Png;
        fitRequestToFigure(explore, raster);
        onLogAxis(request, explore); // its code draws the map on the same axis
        if (!writeViewNotebook(*request.view, explore, request.notebook, &error,
                               explore.table ? shownTitle(*request.view, explore, options)
                                             : QString())) {
            printError(error);
            return error.startsWith("cannot") ? ExitWriteFailed : ExitInvalidInput;
        }
        return ExitOk;
    }
    if (request.animate)
        return runAnimation(request, explore, options);
    fitRequestToFigure(explore, options);
    onLogAxis(request, explore);
    if (!request.view) {
        QStringList written;
        const bool existed = QFileInfo(request.output).isDir();
        if (!prepareFolder(request.output, &error) ||
            !exportAllViews(explore, options, request.output, &written, &error)) {
            // A refusal by the memory budget comes after the folder is made: the folder made
            // for this export goes too (rmdir: only while it is still empty).
            if (!existed)
                QDir().rmdir(request.output);
            printError(error);
            return error.startsWith("cannot") ? ExitWriteFailed : ExitInvalidInput;
        }
        return ExitOk;
    }
    if (!exportOneView(*request.view, explore, options, request.output, &error)) {
        printError(error);
        return error.startsWith("cannot") ? ExitWriteFailed : ExitInvalidInput;
    }
    return ExitOk;
}

// SPDX-License-Identifier: GPL-3.0-or-later
// A seeded randomized run of the command line (100,000 argument vectors by default;
// PE_FUZZ_ITERATIONS=N for longer runs, PE_FUZZ_SEED=S to replay). Most vectors are
// structured: a valid subcommand and target with options whose values are valid or mutated,
// so they get past the parser and reach the engine; the rest are raw token noise.
// Invariants: nothing throws or crashes; a refusal is one non-empty line; an accepted
// request holds only valid values; an accepted dump computes, or is refused only by the
// memory budget (or, for a learned table, by the documented IndexError); an accepted export
// writes its file or exits 1 (unwritable) or 2 (budget), leaving no file behind on failure.
// The generator learns every option of the program's own option table: the test fails when
// one is never given, or never accepted, so an option added later is fuzzed too.

#include "app/command_line.h"
#include "app/dump_command.h"
#include "app/export_command.h"
#include "core/matrix_io.h"
#include "core/parameter_validation.h"
#include "core/seeded_random.h"
#include "tests/cli/cli_fuzz_generator.h"
#include "ui/export/data_subject.h"
#include "ui/export/session_file.h"

#include <QDir>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>
#include <fstream>
#include <random>

namespace {

using namespace fuzz;

// The memory budget's own refusal ("... would be R x C values = ..., over the memory
// budget"), not just any ParameterError.
bool isBudgetRefusal(const pe::ParameterError& error) {
    return error.field() == "memory-budget" &&
           QString(error.what()).contains("over the memory budget");
}

enum class DumpOutcome {
    Computed,
    RefusedByBudget,
    LearnedIndexError,
    FromOutsideL,
    MaxOffsetPastL,
    TooManyValuesRead,
    Float32Overflow,
    Unexpected
};

// Runs the engine on an accepted dump request with a small budget (keeps the run fast).
DumpOutcome computeDump(CliRequest request, QString* message) {
    request.params.memoryBudgetBytes =
        std::min<std::uint64_t>(request.params.memoryBudgetBytes, 1 << 20);
    try {
        computeData(*request.subject, dataRequestOf(request));
        return DumpOutcome::Computed;
    } catch (const pe::ParameterError& error) {
        *message = error.what();
        if (isBudgetRefusal(error))
            return DumpOutcome::RefusedByBudget;
        if (request.encoding == "learned" && error.field() == "length" &&
            request.params.length > request.maxLength)
            return DumpOutcome::LearnedIndexError;
        // Float32 RoPE tables the reference would fill with inf or 0 are refused by the
        // engine, which alone computes them (the parser checks only the parameters).
        if (request.rope.precision == pe::RopePrecision::Float32 &&
            QString(error.what()).contains("in float32"))
            return DumpOutcome::Float32Overflow;
        // So are tables that overflow even in double (a scaling factor near 1e20): the
        // parser checks each parameter, the engine what they make together.
        if (request.subject && dataSubjectInfo(*request.subject).isRope &&
            QString(error.what()).contains("in double"))
            return DumpOutcome::Float32Overflow;
        // The start of an offset profile must be a position: the parser leaves the check
        // to the engine, which knows L.
        if (request.subject == DataSubject::Offsets && error.field() == "from" &&
            (request.p < 0 || request.p >= request.params.length))
            return DumpOutcome::FromOutsideL;
        // So is the last offset: the offsets from p end at L-1-p; the map's, positions
        // themselves, at 2^53 whatever L is.
        if (request.maxOffset && error.field() == "max-offset" &&
            *request.maxOffset > (request.subject == DataSubject::Offsets
                                      ? request.params.length - 1 - request.p
                                      : std::int64_t(1) << 53))
            return DumpOutcome::MaxOffsetPastL;
        // The map's offsets are positions, 2^53 at most: without --max-offset, L says how far.
        if (request.subject == DataSubject::PairDistanceMap && !request.maxOffset &&
            error.field() == "length" && request.params.length - 1 > (std::int64_t(1) << 53))
            return DumpOutcome::MaxOffsetPastL;
        // Cosine cells with a lone column have no closed form: they read every value, and
        // L x D past 1e10 is refused on L (the band's columns are at most D).
        if (request.subject == DataSubject::Similarity && request.cells &&
            request.metric == pe::Metric::Cosine && error.field() == "length" &&
            double(request.params.length) * double(request.params.dim) > 1e10)
            return DumpOutcome::TooManyValuesRead;
        return DumpOutcome::Unexpected;
    } catch (const std::length_error&) {
        // A size no vector can hold (D near 2^63 under a budget that counts only the
        // matrices): runDump reports it as not enough memory, exit 2.
        return DumpOutcome::RefusedByBudget;
    } catch (const std::exception& error) { // anything else would end the CLI with a crash
        *message = QString("exception: ") + error.what();
        return DumpOutcome::Unexpected;
    }
}

// The output's suffix, when it names an image format, must be the one written: the GIF of
// an animation, the --format of a still (any of the three without it), none for a folder
// (export all, PNG frames).
bool outputSuffixFits(const CliRequest& r) {
    const QString suffix = QFileInfo(r.output).suffix().toLower();
    if (r.mode != CliRequest::Mode::Export || suffix.isEmpty() ||
        !QStringList{"png", "pdf", "svg", "gif", "jpg"}.contains(suffix))
        return true;
    if (!r.view && r.sceneName.isEmpty()) // export all: a folder
        return false;
    if (r.animate)
        return r.format != "png" && suffix == "gif";
    return r.format.isEmpty() ? suffix != "gif" : suffix == r.format;
}

bool checkRequest(const CliRequest& r) {
    if (pe::checkParams(r.params))
        return false;
    // A scene is accepted by its name only, and for the window only.
    if (!r.given.scene.isEmpty() && (!findScene(r.given.scene) || r.mode != CliRequest::Mode::Gui))
        return false;
    // --view-angle: two finite degrees, the elevation -90 .. 90, for export pca alone.
    if (r.viewAngle && (!r.view || *r.view != ViewKind::Pca || !std::isfinite(r.viewAngle->first) ||
                        std::abs(r.viewAngle->second) > 90.0))
        return false;
    // export scene NAME: a scene there is, on a page there is (none given: the slide).
    if (!r.sceneName.isEmpty() && (!findScene(r.sceneName) || r.mode != CliRequest::Mode::Export ||
                                   (!r.page.isEmpty() && r.page != "slide" && r.page != "a4")))
        return false;
    // --far-to: a position, of a scene that draws the far springs.
    if (r.farQ && (*r.farQ < 0 || !findScene(r.sceneName) || !showsFarQ(*findScene(r.sceneName))))
        return false;
    if (r.subject && dataSubjectInfo(*r.subject).isRope && pe::checkRopeParams(r.rope.params))
        return false;
    // A band is accepted only inside 0 .. D-1; pair-distance only with its second position.
    if (r.band && pe::checkBand(r.params, *r.band))
        return false;
    if (r.subject == DataSubject::PairDistance && !r.q)
        return false;
    // The pair distances take positions 0 .. 2^53 (core/pair_distance.h), whatever L is.
    constexpr std::int64_t kLastPairPosition = std::int64_t(1) << 53;
    if ((r.subject == DataSubject::PairDistance || r.subject == DataSubject::PairDistanceMap) &&
        (r.p < 0 || r.p > kLastPairPosition || (r.q && (*r.q < 0 || *r.q > kLastPairPosition))))
        return false;
    if (r.width < 0 || r.height < 0 || r.dpi < 0 || r.width > 20000 || r.height > 20000)
        return false;
    if (r.mode == CliRequest::Mode::Dump)
        return r.format == "csv" || r.format == "npy";
    if (r.language != "system" && r.language != "en" && r.language != "zh_CN")
        return false;
    if (!outputSuffixFits(r))
        return false;
    if (r.mode == CliRequest::Mode::Export && !r.notebook.isEmpty()) // the notebook alone
        return r.view && r.output.isEmpty() && r.format.isEmpty() && !r.animate &&
               r.notebook.endsWith(".ipynb", Qt::CaseInsensitive);
    if (r.mode == CliRequest::Mode::Export && r.animate)
        return (r.format.isEmpty() || r.format == "gif" || r.format == "png") &&
               !r.output.isEmpty() && r.view && r.frames >= 2 && r.frames <= kMaxAnimationFrames &&
               r.fps >= 1 && r.fps <= kMaxAnimationFps && r.animate->from != r.animate->to &&
               !checkAnimationSpec(*r.animate, r.params) &&
               viewAnimates(*r.view, r.animate->parameter, r.marks);
    if (r.mode == CliRequest::Mode::Export)
        return (r.format.isEmpty() || r.format == "png" || r.format == "pdf" ||
                r.format == "svg") &&
               !r.output.isEmpty() && !r.animate;
    return true;
}

// Files and temporaries left in `folder` (QSaveFile temporaries are hidden-ish names
// beside the target, so every entry counts).
int entriesIn(const QString& folder) {
    return int(QDir(folder)
                   .entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System)
                   .size());
}

// A model's table (.npy, 40 x 12), a session and a figure (with its parameters) to be like.
InputFiles writeInputs(const QString& folder) {
    InputFiles inputs;
    const pe::Matrix table = pe::gaussianMatrix(40, 12, 7, 1.0);
    inputs.table = folder + "/table.npy";
    std::ofstream out(inputs.table.toStdString(), std::ios::binary);
    if (!pe::writeNpy(out, table) || !out.flush())
        return {};
    SessionFile session;
    session.params.length = 48;
    session.params.dim = 10;
    inputs.session = folder + "/lesson.json";
    if (!writeSessionFile(inputs.session, session, nullptr))
        return {};
    inputs.figure = folder + "/like.png";
    const auto parsed =
        parseCommandLine({"pe-explorer", "export", "heatmap", "--length", "30", "--dim", "6",
                          "--width", "120", "--height", "100", "--output", inputs.figure});
    if (!std::holds_alternative<CliRequest>(parsed) ||
        runExport(std::get<CliRequest>(parsed)) != ExitOk)
        return {};
    return inputs;
}

} // namespace

class TestCliFuzz : public QObject {
    Q_OBJECT
  private slots:
    void randomArgumentVectors() {
        const qint64 iterations = qEnvironmentVariableIsSet("PE_FUZZ_ITERATIONS")
                                      ? qEnvironmentVariable("PE_FUZZ_ITERATIONS").toLongLong()
                                      : 100000;
        const quint64 seed = qEnvironmentVariableIsSet("PE_FUZZ_SEED")
                                 ? qEnvironmentVariable("PE_FUZZ_SEED").toULongLong()
                                 : 20261130;
        // Exports render and write real files: the first kExportRuns accepted ones are run,
        // the rest parsed and checked only, so the suite stays fast.
        const qint64 kExportRuns = std::min<qint64>(300, iterations / 100 + 1);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QTemporaryDir inputsDir; // apart from `dir`, which is emptied after each export
        QVERIFY(inputsDir.isValid());
        const InputFiles inputs = writeInputs(inputsDir.path());
        QVERIFY(!inputs.table.isEmpty());
        Generator gen{std::mt19937_64(seed),
                      dir.path(),
                      std::mt19937_64(seed ^ 0x616e696d),
                      std::mt19937_64(seed ^ 0x73756666),
                      inputs,
                      std::mt19937_64(seed ^ 0x6c6561726e)};
        QSet<QString> given, accepted; // long option names, as the vectors spell them
        const auto optionsOf = [](const QStringList& arguments) {
            QSet<QString> names;
            for (const QString& word : arguments)
                if (word.startsWith("--") && word.size() > 2)
                    names << word.mid(2).section('=', 0, 0);
            return names;
        };
        qint64 refused = 0, gui = 0, dumpsComputed = 0, dumpsOverBudget = 0, learnedIndex = 0,
               exportsAccepted = 0, exportsWritten = 0, exportsUnwritable = 0,
               exportsOverBudget = 0, animationsWritten = 0, fromOutsideL = 0, structured = 0,
               structuredAccepted = 0, ropeDumps = 0, float32Overflow = 0;
        for (qint64 i = 0; i < iterations; ++i) {
            const bool isStructured = !gen.chance(0.1);
            structured += isStructured;
            const QStringList arguments = isStructured ? gen.structured(int(i)) : gen.noise();
            const QString where = arguments.join(' ');
            const auto parsed = parseCommandLine(arguments);
            given += optionsOf(arguments);
            if (const auto* error = std::get_if<CliError>(&parsed)) {
                ++refused;
                QVERIFY2(!error->message.isEmpty() && !error->message.contains('\n'),
                         qPrintable(where));
                continue;
            }
            accepted += optionsOf(arguments);
            structuredAccepted += isStructured;
            const CliRequest& request = std::get<CliRequest>(parsed);
            QVERIFY2(checkRequest(request), qPrintable(where));
            if (request.mode == CliRequest::Mode::Gui) {
                ++gui;
            } else if (request.mode == CliRequest::Mode::Dump) {
                QString message;
                switch (computeDump(request, &message)) {
                case DumpOutcome::Computed:
                    ++dumpsComputed;
                    ropeDumps += dataSubjectInfo(*request.subject).isRope;
                    break;
                case DumpOutcome::RefusedByBudget:
                    ++dumpsOverBudget;
                    break;
                case DumpOutcome::LearnedIndexError:
                    ++learnedIndex;
                    break;
                case DumpOutcome::FromOutsideL:
                case DumpOutcome::MaxOffsetPastL:
                case DumpOutcome::TooManyValuesRead:
                    ++fromOutsideL;
                    break;
                case DumpOutcome::Float32Overflow:
                    ++float32Overflow;
                    break;
                case DumpOutcome::Unexpected:
                    QFAIL(
                        qPrintable("an accepted request was refused: " + message + " <- " + where));
                }
            } else if (request.mode == CliRequest::Mode::Export) {
                if (++exportsAccepted > kExportRuns)
                    continue;
                const QString output =
                    request.notebook.isEmpty() ? request.output : request.notebook;
                const bool inTestFolder = !output.startsWith(dir.path() + "/missing/");
                const int before = entriesIn(dir.path());
                int code = -1;
                try {
                    code = runExport(request);
                } catch (const std::exception& error) {
                    QFAIL(qPrintable(QString("export threw %1 <- %2").arg(error.what(), where)));
                }
                QVERIFY2(code == ExitOk || code == ExitWriteFailed || code == ExitInvalidInput,
                         qPrintable(where));
                if (code == ExitOk) {
                    ++exportsWritten;
                    animationsWritten += request.animate.has_value();
                    QVERIFY2(QFileInfo::exists(output), qPrintable(where));
                    QVERIFY2(inTestFolder, qPrintable(where)); // the missing folder cannot work
                    QDir(dir.path()).removeRecursively();      // keep the folder small
                    QDir().mkpath(dir.path());
                } else {
                    (code == ExitWriteFailed ? exportsUnwritable : exportsOverBudget) += 1;
                    QVERIFY2(!QFileInfo::exists(output) || QFileInfo(output).isDir(),
                             qPrintable(where));
                    QVERIFY2(entriesIn(dir.path()) <= before, qPrintable(where));
                }
            }
        }
        qInfo("seed %llu: %lld structured (%lld accepted), %lld refused by the parser, %lld GUI;"
              " dumps: %lld computed, %lld over budget, %lld learned IndexError, %lld --from or "
              "--max-offset outside 0..L-1;"
              " exports: %lld"
              " accepted, %lld written (%lld animations), %lld unwritable, %lld refused",
              seed, structured, structuredAccepted, refused, gui, dumpsComputed, dumpsOverBudget,
              learnedIndex, fromOutsideL, exportsAccepted, exportsWritten, animationsWritten,
              exportsUnwritable, exportsOverBudget);
        // Every path must have been exercised, or the generator no longer reaches it. Most
        // structured vectors get past the parser; most dumps run the engine to the end.
        QVERIFY(structuredAccepted > structured / 2);
        QVERIFY(refused > iterations / 100);
        QVERIFY(dumpsComputed > iterations / 5);
        QVERIFY(dumpsComputed > dumpsOverBudget);
        QVERIFY(dumpsOverBudget > 0);
        QVERIFY(ropeDumps > iterations / 50);
        QVERIFY(float32Overflow < ropeDumps / 10);
        QVERIFY(exportsAccepted > iterations / 5);
        QVERIFY(exportsWritten > kExportRuns / 2);
        QVERIFY(exportsUnwritable > 0);
        QVERIFY(animationsWritten > 0);
        QVERIFY(gui < iterations / 20);
        // Every option the program knows was given, and accepted in some vector.
        for (const QString& name : allOptionNames()) {
            QVERIFY2(given.contains(name), qPrintable("never given: --" + name));
            QVERIFY2(accepted.contains(name), qPrintable("never accepted: --" + name));
        }
    }
};

QTEST_MAIN(TestCliFuzz)
#include "test_cli_fuzz.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// A seeded randomized run of the command line (100,000 argument vectors by default;
// PE_FUZZ_ITERATIONS=N for longer runs, PE_FUZZ_SEED=S to replay). Most vectors are
// structured: a valid subcommand and target with options whose values are valid or mutated,
// so they get past the parser and reach the engine; the rest are raw token noise.
// Invariants: nothing throws or crashes; a refusal is one non-empty line; an accepted
// request holds only valid values; an accepted dump computes, or is refused only by the
// memory budget (or, for a learned table, by the documented IndexError); an accepted export
// writes its file or exits 1 (unwritable) or 2 (budget), leaving no file behind on failure.

#include "app/command_line.h"
#include "app/dump_command.h"
#include "app/export_command.h"
#include "core/parameter_validation.h"
#include "ui/export/animation_export.h"
#include "ui/export/data_subject.h"

#include <QDir>
#include <QTemporaryDir>
#include <QtTest>
#include <random>

namespace {

const QStringList kNoise = {"dump",
                            "export",
                            "pe",
                            "similarity",
                            "frequencies",
                            "offsets",
                            "heatmap",
                            "waveforms",
                            "all",
                            "--length",
                            "--dim",
                            "--base",
                            "--layout",
                            "--metric",
                            "--format",
                            "--output",
                            "-o",
                            "--from",
                            "--memory-budget",
                            "--width",
                            "--height",
                            "--dpi",
                            "--no-caption",
                            "--help",
                            "--version",
                            "interleaved",
                            "concatenated",
                            "cosine",
                            "dot",
                            "euclidean",
                            "csv",
                            "npy",
                            "png",
                            "pdf",
                            "svg",
                            "0",
                            "1",
                            "2",
                            "3",
                            "-1",
                            "16",
                            "64",
                            "513",
                            "4096",
                            "1e3",
                            "10000",
                            "1.0001",
                            "1",
                            "nan",
                            "-nan",
                            "inf",
                            "-inf",
                            "1e309",
                            "99999999999999999999",
                            "9223372036854775807",
                            "-9223372036854775808",
                            "",
                            "-",
                            "--",
                            "=",
                            "abc",
                            "我",
                            "\xef\xbf\xbd",
                            " 7",
                            "0x10",
                            "--length=",
                            "--dim=3",
                            "--base=2",
                            "--length=1000000000000",
                            "/tmp",
                            "plot",
                            "rope-frequencies",
                            "rope-attention-factor",
                            "--head-dim",
                            "--scaling",
                            "--factor",
                            "--original-max-position",
                            "--config",
                            "--precision",
                            "yarn",
                            "llama3",
                            "--marks",
                            "--language",
                            "zh_CN",
                            "--like",
                            "--session",
                            "lesson.json"};

// Animation tokens, drawn from a random stream of their own (Generator::animation) so the
// vectors the main stream makes stay those of earlier runs of a seed.
const QStringList kAnimationNoise = {
    "--animate", "--frames", "--fps", "length=16..64", "base=100..1e6",      "position=0..9",
    "dim=0..8",  "length=1", "=..",   "gif",           "--animate=dim=2..9", "--frames=3"};

// Values that are wrong for most options, or right at an edge.
const QStringList kMutations = {"0",   "-1",   "nan",   "inf",  "-inf", "1e309",
                                "abc", "",     " 7",    "0x10", "1.5",  "99999999999999999999",
                                "1e6", "4097", "20001", "我",   "--",   "9223372036854775807"};

// The targets come from the tables the program itself reads, so a new one is fuzzed too.
const QStringList kDumpTargets = dataSubjectNames();
const QStringList kExportTargets = viewNames() << "all";
const QStringList kRopeOptions = {"--head-dim",
                                  "--partial-rotary-factor",
                                  "--scaling",
                                  "--factor",
                                  "--original-max-position",
                                  "--low-freq-factor",
                                  "--high-freq-factor",
                                  "--beta-fast",
                                  "--beta-slow",
                                  "--no-truncate",
                                  "--seq-len",
                                  "--precision"};

bool isRopeTarget(const QString& target) {
    const auto subject = dataSubjectFromName(target);
    return subject && dataSubjectInfo(*subject).isRope;
}

struct Generator {
    std::mt19937_64 rng;
    QString folder;            // where exports may write
    std::mt19937_64 animation; // the animation options' own stream (kAnimationNoise says why)
    std::mt19937_64 suffixes;  // the output suffix's own stream, for the same reason

    bool suffixChance(double p) {
        return std::uniform_real_distribution<double>(0, 1)(suffixes) < p;
    }

    int animationUniform(int lo, int hi) {
        return std::uniform_int_distribution<int>(lo, hi)(animation);
    }
    bool animationChance(double p) {
        return std::uniform_real_distribution<double>(0, 1)(animation) < p;
    }
    QString animationPick(const QStringList& list) {
        return list.at(animationUniform(0, int(list.size()) - 1));
    }

    // --animate, --frames, --fps, a format and a small size for an export of a view.
    QStringList animationOptions() {
        QStringList options;
        if (animationChance(0.9)) {
            QString spec;
            if (animationChance(0.15)) { // an end the engine refuses, or a broken spec
                spec = animationPick({"length=16", "size=1..2", "length=0..8", "base=1..10",
                                      "dim=4..4", "position=-1..3", "base=nan..9", "length=1e3..2",
                                      "dim=2...9", "="});
            } else {
                const QString parameter = animationPick(animatedParameterNames());
                if (parameter == "base") {
                    spec = QString("base=%1..%2")
                               .arg(animationUniform(2, 1000))
                               .arg(animationUniform(1001, 1000000));
                } else {
                    const int from = animationUniform(parameter == "position" ? 0 : 1, 40);
                    spec = QString("%1=%2..%3")
                               .arg(parameter)
                               .arg(from)
                               .arg(from + animationUniform(1, 200));
                }
            }
            options << "--animate" << spec;
        }
        if (animationChance(0.9)) // few frames keep the run fast; 0 and 1 are refused
            options << "--frames" << QString::number(animationUniform(0, 4));
        if (animationChance(0.5))
            options << "--fps" << QString::number(animationUniform(0, 101));
        if (animationChance(0.3))
            options << "--format" << animationPick({"gif", "png", "pdf"});
        if (animationChance(0.5)) // small frames keep the run fast
            options << "--width" << QString::number(animationUniform(64, 320)) << "--height"
                    << QString::number(animationUniform(64, 320));
        return options;
    }

    int uniform(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); }
    bool chance(double p) { return std::uniform_real_distribution<double>(0, 1)(rng) < p; }
    QString pick(const QStringList& list) { return list.at(uniform(0, int(list.size()) - 1)); }

    // A valid value for `option` most of the time, a mutated one otherwise.
    QString value(const QString& option, bool dump, const QString& target, int serial) {
        if (chance(0.06)) // a mutated file name still lands in the test's folder
            return option == "--output" ? folder + "/" + pick(kMutations) : pick(kMutations);
        if (option == "--length")
            return QString::number(chance(0.8) ? uniform(1, 300) : uniform(1, 1'000'000));
        if (option == "--dim")
            return QString::number(chance(0.8) ? uniform(1, 64) : uniform(1, 4096));
        if (option == "--base")
            return QString::number(std::exp(std::uniform_real_distribution<double>(
                                       std::log(1.0001), std::log(1e7))(rng)),
                                   'g', 17);
        if (option == "--layout")
            return pick({"interleaved", "concatenated"});
        if (option == "--metric")
            return pick({"cosine", "dot", "euclidean"});
        if (option == "--format")
            return dump ? pick({"csv", "npy"}) : pick({"png", "pdf", "svg"});
        if (option == "--from")
            return QString::number(uniform(0, 100));
        if (option == "--memory-budget")
            return QString::number(uniform(1, 64));
        if (option == "--encoding")
            return pick({"sinusoidal", "learned"});
        if (option == "--max-length")
            return QString::number(uniform(1, 600));
        if (option == "--seed" || option == "--heads")
            return QString::number(uniform(1, 64));
        if (option == "--width" || option == "--height")
            return QString::number(uniform(64, 320)); // small figures keep the run fast
        if (option == "--dpi")
            return QString::number(uniform(50, 300));
        if (option == "--head-dim")
            return QString::number(2 * uniform(1, 128));
        if (option == "--partial-rotary-factor")
            return pick({"0.25", "0.5", "1"});
        if (option == "--scaling")
            return pick({"none", "linear", "ntk", "dynamic", "yarn", "llama3"});
        if (option == "--factor")
            return pick({"1", "2", "4", "8", "32"});
        if (option == "--original-max-position" || option == "--seq-len")
            return QString::number(uniform(16, 200000));
        if (option == "--low-freq-factor")
            return pick({"1", "2"});
        if (option == "--high-freq-factor")
            return pick({"4", "8"});
        if (option == "--beta-fast")
            return pick({"32", "16"});
        if (option == "--beta-slow")
            return pick({"1", "2"});
        if (option == "--precision")
            return pick({"double", "float32"});
        if (option == "--to")
            return QString::number(uniform(0, 1000));
        if (option == "--band") {
            const int first = uniform(0, 40);
            return QString("%1:%2").arg(first).arg(first + uniform(0, 30));
        }
        if (option == "--output") {
            if (!dump && chance(0.05)) // a folder that does not exist: must fail cleanly
                return folder + "/missing/x" + QString::number(serial) + ".png";
            return folder + "/out" + QString::number(serial) +
                   (target == "all" ? QString()
                                    : pick({".png", ".pdf", ".svg", ".gif", ".jpg", ""}));
        }
        return pick(kMutations);
    }

    QStringList structured(int serial) {
        const bool dump = chance(0.5);
        const QString target = pick(dump ? kDumpTargets : kExportTargets);
        QStringList arguments{"pe-explorer", dump ? "dump" : "export", target};
        QStringList options = {"--length", "--dim",    "--base", "--layout",
                               "--metric", "--format", "--from", "--memory-budget"};
        if (dump && isRopeTarget(target)) {
            options = kRopeOptions + QStringList{"--base", "--format"};
        } else if (dump) {
            options << "--encoding"
                    << "--max-length"
                    << "--seed"
                    << "--heads";
            if (target == "similarity" || target == "offsets")
                options << "--band";
            if (target == "pair-distance") // --to is required there
                arguments << "--to" << value("--to", dump, target, serial);
        } else {
            options << "--width"
                    << "--height"
                    << "--dpi"
                    << "--no-caption"
                    << "--output";
        }
        std::shuffle(options.begin(), options.end(), rng);
        for (const QString& option : options) {
            // Export needs --output: mostly given, so most exports get past the parser.
            if (!chance(option == "--output" ? 0.95 : 0.5))
                continue;
            if (option == "--no-caption" || option == "--no-truncate")
                arguments << option;
            else if (chance(0.5))
                arguments << option << value(option, dump, target, serial);
            else
                arguments << option + "=" + value(option, dump, target, serial);
        }
        // An animation of the view: options after the others, so --format here wins.
        if (!dump && animationChance(0.3))
            arguments << animationOptions();
        if (!dump && target != "all" && suffixChance(0.8))
            fitOutputSuffix(arguments);
        return arguments;
    }

    // Most exports name their output as a user would, with the suffix of what is written,
    // so that enough of them get past the suffix check to write something.
    static void fitOutputSuffix(QStringList& arguments) {
        const auto valueOf = [&](const QString& option) -> std::pair<int, QString> {
            int at = -1;
            QString value;
            for (int i = 0; i < arguments.size(); ++i) {
                if (arguments[i] == option && i + 1 < arguments.size()) {
                    at = i + 1;
                    value = arguments[i + 1];
                } else if (arguments[i].startsWith(option + "=")) {
                    at = i;
                    value = arguments[i].mid(option.size() + 1);
                }
            }
            return {at, value};
        };
        const auto [outputAt, output] = valueOf("--output");
        if (outputAt < 0)
            return;
        const QString format = valueOf("--format").second;
        const bool animated = valueOf("--animate").first >= 0;
        QString suffix = animated ? (format == "png" ? QString() : QStringLiteral(".gif"))
                                  : (format.isEmpty() ? QStringLiteral(".png") : "." + format);
        QString fitted = output;
        const QFileInfo info(output);
        if (!info.suffix().isEmpty())
            fitted.chop(info.suffix().size() + 1);
        fitted += suffix;
        if (arguments[outputAt] == output)
            arguments[outputAt] = fitted;
        else
            arguments[outputAt] = "--output=" + fitted;
    }

    QStringList noise() {
        QStringList arguments{"pe-explorer"};
        const int count = uniform(1, 9);
        for (int i = 0; i < count; ++i)
            arguments << pick(kNoise);
        if (animationChance(0.3))
            arguments.insert(animationUniform(1, int(arguments.size())),
                             animationPick(kAnimationNoise));
        return arguments;
    }
};

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
            (request.from < 0 || request.from >= request.params.length))
            return DumpOutcome::FromOutsideL;
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
    if (!r.view) // export all: a folder
        return false;
    if (r.animate)
        return r.format != "png" && suffix == "gif";
    return r.format.isEmpty() ? suffix != "gif" : suffix == r.format;
}

bool checkRequest(const CliRequest& r) {
    if (pe::checkParams(r.params))
        return false;
    if (r.subject && dataSubjectInfo(*r.subject).isRope && pe::checkRopeParams(r.rope.params))
        return false;
    // A band is accepted only inside 0 .. D-1; pair-distance only with its second position.
    if (r.band && pe::checkBand(r.params, *r.band))
        return false;
    if (r.subject == DataSubject::PairDistance && !r.to)
        return false;
    // The pair distances take positions 0 .. 2^53 (core/pair_distance.h), whatever L is.
    constexpr std::int64_t kLastPairPosition = std::int64_t(1) << 53;
    if ((r.subject == DataSubject::PairDistance || r.subject == DataSubject::PairDistanceMap) &&
        (r.from < 0 || r.from > kLastPairPosition ||
         (r.to && (*r.to < 0 || *r.to > kLastPairPosition))))
        return false;
    if (r.width < 0 || r.height < 0 || r.dpi < 0 || r.width > 20000 || r.height > 20000)
        return false;
    if (r.mode == CliRequest::Mode::Dump)
        return r.format == "csv" || r.format == "npy";
    if (r.language != "system" && r.language != "en" && r.language != "zh_CN")
        return false;
    if (!outputSuffixFits(r))
        return false;
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
        Generator gen{std::mt19937_64(seed), dir.path(), std::mt19937_64(seed ^ 0x616e696d),
                      std::mt19937_64(seed ^ 0x73756666)};
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
            if (const auto* error = std::get_if<CliError>(&parsed)) {
                ++refused;
                QVERIFY2(!error->message.isEmpty() && !error->message.contains('\n'),
                         qPrintable(where));
                continue;
            }
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
                const QString output = request.output;
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
              " dumps: %lld computed, %lld over budget, %lld learned IndexError, %lld --from "
              "outside 0..L-1;"
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
    }
};

QTEST_MAIN(TestCliFuzz)
#include "test_cli_fuzz.moc"

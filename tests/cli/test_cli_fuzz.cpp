// A seeded randomized run of the command-line parser and the engine's validation over
// random argument vectors (100,000 by default; PE_FUZZ_ITERATIONS=N for longer runs,
// PE_FUZZ_SEED=S to replay). Invariants: nothing throws or crashes; a refusal is one
// non-empty line; an accepted request holds only valid values; small accepted requests
// compute without error, and larger ones are either computed or refused by the budget.

#include "app/command_line.h"
#include "core/parameter_validation.h"
#include "core/similarity.h"
#include "core/sinusoidal_encoding.h"

#include <QtTest>
#include <random>

namespace {

const QStringList kTokens = {
    "dump", "export", "pe", "similarity", "frequencies", "offsets", "heatmap", "waveforms", "all",
    "--length", "--dim", "--base", "--layout", "--metric", "--format", "--output", "-o", "--from",
    "--memory-budget", "--width", "--height", "--dpi", "--no-caption", "--help", "--version",
    "interleaved", "concatenated", "cosine", "dot", "euclidean", "csv", "npy", "png", "pdf", "svg",
    "0", "1", "2", "3", "-1", "16", "64", "513", "4096", "1e3", "10000", "1.0001", "1", "nan",
    "-nan", "inf", "-inf", "1e309", "99999999999999999999", "9223372036854775807",
    "-9223372036854775808", "", "-", "--", "=", "abc", "我", "\xef\xbf\xbd", " 7", "0x10",
    "--length=", "--dim=3", "--base=2", "--length=1000000000000", "/tmp", "plot",
    // RoPE scaling dumps and their options.
    "rope-frequencies", "rope-attention-factor", "--head-dim", "--scaling", "--factor",
    "--original-max-position", "--low-freq-factor", "--high-freq-factor", "--beta-fast",
    "--beta-slow", "--no-truncate", "--seq-len", "--partial-rotary-factor", "--precision",
    "--config", "linear", "ntk", "dynamic", "yarn", "llama3", "float32", "double", "128",
    // Figures: marks, language, remaking from an earlier figure.
    "--marks", "--language", "en", "zh_CN", "fr", "--like", "--like=", "--session", "lesson.json",
    "--session="};

QStringList randomArguments(std::mt19937_64& rng) {
    QStringList arguments{"pe-explorer"};
    const int count = std::uniform_int_distribution<int>(0, 9)(rng);
    std::uniform_int_distribution<int> pick(0, int(kTokens.size()) - 1);
    for (int i = 0; i < count; ++i)
        arguments << kTokens.at(pick(rng));
    return arguments;
}

// Runs the engine on an accepted dump request; sizes over the budget must be refused.
void computeIfSmall(CliRequest request) {
    request.params.memoryBudgetBytes = 1 << 20; // keep the run fast: 1 MiB per matrix
    try {
        if (request.subject && dataSubjectInfo(*request.subject).isRope)
            pe::ropeFrequencies(request.rope.params, request.rope.precision);
        else if (request.what == "similarity")
            pe::similarity(request.params, request.metric);
        else if (request.what == "frequencies")
            pe::frequencyTable(request.params);
        else if (request.what == "offsets")
            pe::similarityByOffset(request.params, request.metric, request.from);
        else
            pe::sinusoidalEncoding(request.params);
    } catch (const pe::ParameterError& error) {
        QVERIFY(!QString(error.what()).isEmpty());
    }
}

bool checkRequest(const CliRequest& r) {
    if (pe::checkParams(r.params))
        return false;
    if (r.subject && dataSubjectInfo(*r.subject).isRope && pe::checkRopeParams(r.rope.params))
        return false;
    if (r.width < 0 || r.height < 0 || r.dpi < 0 || r.width > 20000 || r.height > 20000)
        return false;
    if (r.mode == CliRequest::Mode::Dump)
        return r.format == "csv" || r.format == "npy";
    if (r.language != "system" && r.language != "en" && r.language != "zh_CN")
        return false;
    if (r.mode == CliRequest::Mode::Export)
        return (r.format.isEmpty() || r.format == "png" || r.format == "pdf" ||
                r.format == "svg") &&
               !r.output.isEmpty();
    return true;
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
        std::mt19937_64 rng(seed);
        qint64 accepted = 0, refused = 0;
        for (qint64 i = 0; i < iterations; ++i) {
            const QStringList arguments = randomArguments(rng);
            const auto parsed = parseCommandLine(arguments);
            if (const auto* error = std::get_if<CliError>(&parsed)) {
                ++refused;
                QVERIFY2(!error->message.isEmpty() && !error->message.contains('\n'),
                         qPrintable(arguments.join(' ')));
                continue;
            }
            ++accepted;
            const CliRequest& request = std::get<CliRequest>(parsed);
            QVERIFY2(checkRequest(request), qPrintable(arguments.join(' ')));
            if (request.mode == CliRequest::Mode::Dump)
                computeIfSmall(request);
        }
        // Both branches must have been exercised, or the vocabulary is broken.
        QVERIFY(accepted > iterations / 100);
        QVERIFY(refused > iterations / 100);
        qInfo("%lld accepted, %lld refused (seed %llu)", accepted, refused, seed);
    }
};

QTEST_APPLESS_MAIN(TestCliFuzz)
#include "test_cli_fuzz.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// config.json files read into RoPE parameters: the shapes real models ship, the older
// "type" key, rope_scaling: null, malformed and impossible files, and a seeded fuzz run
// (truncated, mutated, huge, deeply nested and wrong-typed JSON) that must always end in a
// result or one clear line. Expected frequencies are the Python literals of
// tests/data/rope_expected.py, as in tests/core/test_rope_scaling.cpp.

#include "ui/compute/rope_config.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>
#include <cmath>
#include <random>

namespace {

pe::RopeParams params(const char* json) {
    const RopeConfigResult result = readRopeConfig(QByteArray(json));
    if (const auto* error = std::get_if<QString>(&result))
        qFatal("unexpected error: %s", qPrintable(*error));
    return std::get<pe::RopeParams>(result);
}

QString error(const QByteArray& json) {
    const RopeConfigResult result = readRopeConfig(json);
    const auto* message = std::get_if<QString>(&result);
    return message ? *message : QString();
}

bool close(double actual, double expected) {
    return std::abs(actual - expected) <= 1e-14 * std::abs(expected);
}

// Configs as the models publish them (fields trimmed to those the reader looks at).
const char* kLlama31 = R"({"hidden_size": 4096, "num_attention_heads": 32,
  "max_position_embeddings": 131072, "rope_theta": 500000.0,
  "rope_scaling": {"factor": 8.0, "low_freq_factor": 1.0, "high_freq_factor": 4.0,
                   "original_max_position_embeddings": 8192, "rope_type": "llama3"}})";
const char* kYarn = R"({"head_dim": 128, "max_position_embeddings": 4096, "rope_theta": 10000,
  "rope_scaling": {"rope_type": "yarn", "factor": 4.0}})";

} // namespace

class TestRopeConfig : public QObject {
    Q_OBJECT
  private slots:
    void plainLlama2() {
        const auto p = params(R"({"hidden_size": 4096, "num_attention_heads": 32,
            "max_position_embeddings": 4096, "rope_theta": 10000.0, "rope_scaling": null})");
        QCOMPARE(p.headDim, 128);
        QCOMPARE(p.base, 10000.0);
        QVERIFY(p.scaling.type == pe::RopeScalingType::None);
        // No rope_scaling key at all is the same; rope_theta defaults to 10000.
        const auto q = params(R"({"head_dim": 64})");
        QVERIFY(q.scaling.type == pe::RopeScalingType::None);
        QCOMPARE(q.base, 10000.0);
        QCOMPARE(q.headDim, 64);
    }

    void llama31WithItsBands() {
        const auto p = params(kLlama31);
        QVERIFY(p.scaling.type == pe::RopeScalingType::Llama3);
        QCOMPARE(*p.scaling.factor, 8.0);
        QCOMPARE(*p.scaling.originalMaxPosition, 8192);
        QCOMPARE(p.scaling.highFreqFactor, 4.0);
        const auto f = pe::ropeFrequencies(p);
        QVERIFY(close(f.invFreq[28], 0.0032114459947525913));
        QVERIFY(close(f.invFreq[29], 0.002166570763503359));
        QVERIFY(close(f.invFreq[63], 3.068925988914511e-07));
    }

    void yarnFallsBackToTheModelContext() {
        const auto p = params(kYarn);
        QVERIFY(p.scaling.type == pe::RopeScalingType::Yarn);
        QCOMPARE(*p.scaling.originalMaxPosition, 4096); // from max_position_embeddings
        QVERIFY(p.scaling.truncate);
        QCOMPARE(p.scaling.betaFast, 32.0);
        const auto f = pe::ropeFrequencies(p);
        QVERIFY(close(f.invFreq[21], 0.047292038501684786));
        QVERIFY(close(f.attentionFactor, 1.138629436111989));
        // rope_scaling's own original context wins; truncate false; beta null = default.
        const auto q = params(R"({"head_dim": 128, "max_position_embeddings": 16384,
            "rope_scaling": {"rope_type": "yarn", "factor": 4, "truncate": false,
            "original_max_position_embeddings": 4096, "beta_fast": null, "beta_slow": 0,
            "attention_factor": 1.5, "mscale": 1, "mscale_all_dim": 0.5}})");
        QCOMPARE(*q.scaling.originalMaxPosition, 4096);
        QVERIFY(!q.scaling.truncate);
        QCOMPARE(q.scaling.betaFast, 32.0);
        QCOMPARE(q.scaling.betaSlow, 1.0);
        QCOMPARE(*q.scaling.attentionFactor, 1.5);
        QCOMPARE(*q.scaling.mscaleAllDim, 0.5);
        QVERIFY(close(pe::ropeFrequencies(q).invFreq[21], 0.04861255519347015));
    }

    // The contexts as Hugging Face transformers reads them: the target is
    // max_position_embeddings, the original rope_scaling.original_max_position_embeddings;
    // a config whose max_position_embeddings / original is not its factor disagrees with
    // itself (the reference warns), and one that left max_position_embeddings at the
    // original is extended by its factor.
    void contextsAsTheReferenceReadsThem_data() {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<qint64>("original");
        QTest::addColumn<qint64>("target");
        QTest::addColumn<bool>("disagrees");
        // Llama 3.1: 131072 / 8192 = 16, the factor says 8.
        QTest::newRow("Llama 3.1 8B")
            << QByteArray(kLlama31) << qint64(8192) << qint64(131072) << true;
        // Qwen2.5 with its model card's YaRN block: 32768 / 32768 = 1, the factor says 4.
        QTest::newRow("Qwen2.5 YaRN") << QByteArray(R"({"hidden_size": 3584,
            "num_attention_heads": 28, "max_position_embeddings": 32768, "rope_theta": 1000000.0,
            "rope_scaling": {"factor": 4.0, "original_max_position_embeddings": 32768,
            "type": "yarn"}})") << qint64(32768)
                                      << qint64(131072) << true;
        QTest::newRow("agreeing YaRN") << QByteArray(R"({"head_dim": 128,
            "max_position_embeddings": 16384, "rope_scaling": {"rope_type": "yarn",
            "factor": 4, "original_max_position_embeddings": 4096}})")
                                       << qint64(4096) << qint64(16384) << false;
        // No original context of its own: max_position_embeddings is the original, and the
        // reference has nothing to check.
        QTest::newRow("YaRN without its original")
            << QByteArray(kYarn) << qint64(4096) << qint64(16384) << false;
        QTest::newRow("no scaling") << QByteArray(R"({"head_dim": 64,
            "max_position_embeddings": 4096, "rope_scaling": null})")
                                    << qint64(4096) << qint64(4096) << false;
    }
    void contextsAsTheReferenceReadsThem() {
        QFETCH(QByteArray, json);
        QFETCH(qint64, original);
        QFETCH(qint64, target);
        QFETCH(bool, disagrees);
        const auto read = readRopeModelConfig(json);
        QVERIFY(std::holds_alternative<RopeConfig>(read));
        const RopeConfigContexts& c = std::get<RopeConfig>(read).contexts;
        QCOMPARE(c.original.value_or(-1), original);
        QCOMPARE(c.target.value_or(-1), target);
        QCOMPARE(c.factorDisagrees, disagrees);
    }

    void noContextsWithoutThem() {
        const auto read = readRopeModelConfig(R"({"head_dim": 64, "rope_theta": 500000})");
        QVERIFY(std::holds_alternative<RopeConfig>(read));
        QVERIFY(!std::get<RopeConfig>(read).contexts.original);
        QVERIFY(!std::get<RopeConfig>(read).contexts.target);
        QVERIFY(error(R"({"head_dim": 64, "max_position_embeddings": 0})")
                    .startsWith(QStringLiteral("max_position_embeddings 0 is not valid")));
    }

    void linearNtkDynamicAndTheOlderTypeKey() {
        const auto linear = params(R"({"head_dim": 128,
            "rope_scaling": {"type": "linear", "factor": 4.0}})");
        QVERIFY(linear.scaling.type == pe::RopeScalingType::Linear);
        QVERIFY(close(pe::ropeFrequencies(linear).invFreq[1], 0.21649108084001634));
        const auto ntk = params(R"({"head_dim": 128, "rope_scaling": {"rope_type": "ntk",
            "factor": 4}})");
        QVERIFY(close(pe::ropeFrequencies(ntk).invFreq[32], 0.004945289840680367));
        const auto dynamic = params(R"({"head_dim": 128, "max_position_embeddings": 4096,
            "rope_scaling": {"type": "dynamic", "factor": 4.0}})");
        QVERIFY(dynamic.scaling.type == pe::RopeScalingType::Dynamic);
        QCOMPARE(*dynamic.scaling.originalMaxPosition, 4096);
        auto longer = dynamic;
        longer.seqLen = 8192;
        QVERIFY(close(pe::ropeFrequencies(longer).invFreq[32], 0.004415375228938883));
        // "default" is the reference's name for no scaling.
        QVERIFY(
            params(R"({"head_dim": 8, "rope_scaling": {"rope_type": "default"}})").scaling.type ==
            pe::RopeScalingType::None);
    }

    void partialRotaryFactor() {
        // Phi-2's shape: 2560 / 32 = 80 per head, 0.4 of it rotates: int(32.0) = 32.
        const auto p = params(R"({"hidden_size": 2560, "num_attention_heads": 32,
            "partial_rotary_factor": 0.4, "rope_theta": 10000.0})");
        QCOMPARE(p.headDim, 80);
        const auto f = pe::ropeFrequencies(p);
        QCOMPARE(f.rotaryDim, 32);
        QVERIFY(close(f.invFreq[1], 0.5623413251903491));
    }

    void problemsNameTheFieldAndValue_data() {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("malformed")
            << QByteArray("{\n  \"rope_theta\": 10000,\n  \"head_dim\": 128,,\n}")
            << "malformed JSON at line 3, column";
        QTest::newRow("truncated") << QByteArray("{\"head_dim\": 12") << "malformed JSON at line 1";
        QTest::newRow("empty") << QByteArray() << "malformed JSON at line 1, column 1";
        QTest::newRow("array") << QByteArray("[1, 2]") << "expected a JSON object";
        QTest::newRow("factor 0")
            << QByteArray(
                   R"({"head_dim": 128, "rope_scaling": {"rope_type": "linear", "factor": 0}})")
            << "rope_scaling.factor 0 is not valid";
        QTest::newRow("factor -1")
            << QByteArray(R"({"head_dim": 128, "rope_scaling": {"type": "dynamic", "factor": -1,
                "original_max_position_embeddings": 10}})")
            << "rope_scaling.factor -1 is not valid";
        QTest::newRow("factor missing")
            << QByteArray(R"({"head_dim": 128, "rope_scaling": {"rope_type": "linear"}})")
            << "rope_scaling.factor (missing) is not valid";
        QTest::newRow("factor text")
            << QByteArray(
                   R"({"head_dim": 128, "rope_scaling": {"rope_type": "linear", "factor": "4"}})")
            << "rope_scaling.factor \"4\" is not valid: expected a number";
        QTest::newRow("odd head_dim")
            << QByteArray(R"({"head_dim": 127})") << "head_dim 127 is not valid";
        QTest::newRow("odd derived head")
            << QByteArray(R"({"hidden_size": 300, "num_attention_heads": 4})")
            << "hidden_size / num_attention_heads (300 / 4) 75 is not valid";
        QTest::newRow("head_dim 1.5") << QByteArray(R"({"head_dim": 1.5})")
                                      << "head_dim 1.5 is not valid: expected a whole number";
        QTest::newRow("no head") << QByteArray(R"({"hidden_size": 4096})")
                                 << "num_attention_heads (missing) is not valid";
        QTest::newRow("zero heads")
            << QByteArray(R"({"hidden_size": 4096, "num_attention_heads": 0})")
            << "num_attention_heads 0 is not valid";
        QTest::newRow("unknown type")
            << QByteArray(R"({"head_dim": 128, "rope_scaling": {"rope_type": "longrope"}})")
            << "rope_scaling.rope_type \"longrope\" is not valid";
        QTest::newRow("old unknown type")
            << QByteArray(R"({"head_dim": 128, "rope_scaling": {"type": "su", "factor": 2}})")
            << "rope_scaling.type \"su\" is not valid";
        QTest::newRow("no type") << QByteArray(
                                        R"({"head_dim": 128, "rope_scaling": {"factor": 2}})")
                                 << "rope_scaling.rope_type (missing)";
        QTest::newRow("low >= high")
            << QByteArray(R"({"head_dim": 128, "rope_scaling": {"rope_type": "llama3", "factor": 8,
                "low_freq_factor": 4, "high_freq_factor": 1, "original_max_position_embeddings": 8192}})")
            << "rope_scaling.high_freq_factor 1 is not valid";
        QTest::newRow("llama3 without low")
            << QByteArray(R"({"head_dim": 128, "rope_scaling": {"rope_type": "llama3", "factor": 8,
                "high_freq_factor": 4, "original_max_position_embeddings": 8192}})")
            << "rope_scaling.low_freq_factor (missing)";
        QTest::newRow("llama3 without original")
            << QByteArray(R"({"head_dim": 128, "max_position_embeddings": 131072, "rope_scaling":
                {"rope_type": "llama3", "factor": 8, "low_freq_factor": 1, "high_freq_factor": 4}})")
            << "rope_scaling.original_max_position_embeddings (missing)";
        QTest::newRow("yarn without context")
            << QByteArray(
                   R"({"head_dim": 128, "rope_scaling": {"rope_type": "yarn", "factor": 4}})")
            << "rope_scaling.original_max_position_embeddings (missing)";
        QTest::newRow("context 0") << QByteArray(R"({"head_dim": 128, "max_position_embeddings": 0,
                "rope_scaling": {"rope_type": "yarn", "factor": 4}})")
                                   << "max_position_embeddings 0 is not valid";
        QTest::newRow("theta") << QByteArray(R"({"head_dim": 128, "rope_theta": 1})")
                               << "rope_theta 1 is not valid";
        QTest::newRow("theta text") << QByteArray(R"({"head_dim": 128, "rope_theta": "1e4"})")
                                    << "rope_theta \"1e4\" is not valid";
        QTest::newRow("partial 0") << QByteArray(R"({"head_dim": 128, "partial_rotary_factor": 0})")
                                   << "partial_rotary_factor 0 is not valid";
        QTest::newRow("truncate text")
            << QByteArray(R"({"head_dim": 128, "max_position_embeddings": 4096,
                "rope_scaling": {"rope_type": "yarn", "factor": 4, "truncate": "no"}})")
            << "rope_scaling.truncate \"no\" is not valid";
        QTest::newRow("scaling text") << QByteArray(R"({"head_dim": 128, "rope_scaling": "yarn"})")
                                      << "rope_scaling \"yarn\" is not valid";
        QTest::newRow("newline in type")
            << QByteArray("{\"head_dim\": 128, \"rope_scaling\": {\"rope_type\": \"a\\nb\"}}")
            << "\"a\\nb\"";
    }

    void problemsNameTheFieldAndValue() {
        QFETCH(QByteArray, json);
        QFETCH(QString, mentions);
        const QString message = error(json);
        QVERIFY2(message.contains(mentions), qPrintable(message));
        QVERIFY2(!message.contains('\n') && !message.contains('\r'), qPrintable(message));
    }

    void malformedPositionIsLineAndColumn() {
        // The second comma is line 3, column 19; Qt's offset for it is the next byte.
        const QString message = error("{\n  \"rope_theta\": 10000,\n  \"head_dim\": 128,,\n}");
        QVERIFY2(message.contains("line 3, column 20"), qPrintable(message));
    }

    void fileErrorsStartWithThePath() {
        QTemporaryDir dir;
        const QString missing = dir.filePath("none.json");
        QVERIFY(std::get<QString>(readRopeConfigFile(missing)).startsWith(missing + ": "));
        QVERIFY(std::get<QString>(readRopeConfigFile(dir.path())).contains("is a folder"));
        QFile file(dir.filePath("config.json"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(kYarn);
        file.close();
        QVERIFY(std::holds_alternative<pe::RopeParams>(readRopeConfigFile(file.fileName())));
        QFile huge(dir.filePath("huge.json"));
        QVERIFY(huge.open(QIODevice::WriteOnly));
        QVERIFY(huge.resize(kMaxRopeConfigBytes + 1));
        huge.close();
        QVERIFY(std::get<QString>(readRopeConfigFile(huge.fileName())).contains("MiB"));
    }

    void fuzzAlwaysResultOrOneLine() {
        const quint64 seed = qEnvironmentVariableIsSet("PE_FUZZ_SEED")
                                 ? qEnvironmentVariable("PE_FUZZ_SEED").toULongLong()
                                 : 20261201;
        const int iterations = qEnvironmentVariableIsSet("PE_FUZZ_ITERATIONS")
                                   ? qEnvironmentVariableIntValue("PE_FUZZ_ITERATIONS")
                                   : 3000;
        std::mt19937_64 random(seed);
        auto pick = [&](int n) { return int(random() % quint64(n)); };
        const QList<QByteArray> seeds = {kLlama31, kYarn,
                                         R"({"head_dim": 64, "rope_scaling": null})",
                                         R"({"hidden_size": 2560, "num_attention_heads": 32,
                                             "partial_rotary_factor": 0.4})"};
        const QStringList keys = {"head_dim",    "hidden_size",           "num_attention_heads",
                                  "rope_theta",  "partial_rotary_factor", "max_position_embeddings",
                                  "rope_scaling"};
        const QStringList scalingKeys = {"rope_type",        "type",
                                         "factor",           "low_freq_factor",
                                         "high_freq_factor", "original_max_position_embeddings",
                                         "beta_fast",        "beta_slow",
                                         "truncate",         "attention_factor",
                                         "mscale",           "mscale_all_dim"};
        auto oddValue = [&]() -> QJsonValue {
            switch (pick(12)) {
            case 0:
                return QJsonValue::Null;
            case 1:
                return true;
            case 2:
                return QString("x\n\"y").repeated(1 + pick(100));
            case 3:
                return QJsonArray{1, 2};
            case 4:
                return QJsonObject{{"a", 1}};
            case 5:
                return 1e308;
            case 6:
                return -1e308;
            case 7:
                return 0.0;
            case 8:
                return -3.5;
            case 9:
                return double(pick(1 << 20));
            case 10:
                return QString::fromStdString(pe::toString(pe::RopeScalingType(pick(6))));
            default:
                return std::ldexp(1.0, 60 + pick(20));
            }
        };
        int accepted = 0;
        for (int i = 0; i < iterations; ++i) {
            QByteArray json = seeds[pick(seeds.size())];
            switch (pick(6)) {
            case 0: // truncated
                json.truncate(pick(int(json.size())));
                break;
            case 1: // bytes changed, inserted or dropped
                for (int k = 0, n = 1 + pick(4); k < n && !json.isEmpty(); ++k) {
                    const int at = pick(int(json.size()));
                    const char byte = char(pick(256));
                    switch (pick(3)) {
                    case 0:
                        json[at] = byte;
                        break;
                    case 1:
                        json.insert(at, byte);
                        break;
                    default:
                        json.remove(at, 1);
                    }
                }
                break;
            case 2: { // a field with a wrong-typed or extreme value
                QJsonObject root = QJsonDocument::fromJson(json).object();
                if (pick(2)) {
                    root[keys[pick(keys.size())]] = oddValue();
                } else {
                    QJsonObject scaling = root["rope_scaling"].toObject();
                    scaling[scalingKeys[pick(scalingKeys.size())]] = oddValue();
                    root["rope_scaling"] = scaling;
                }
                json = QJsonDocument(root).toJson();
                break;
            }
            case 3: { // deeply nested, at the top or inside rope_scaling
                const int depth = 1 + pick(5000);
                const QByteArray nest = QByteArray(depth, '[') + "1" + QByteArray(depth, ']');
                json = pick(2) ? nest : "{\"head_dim\": 128, \"rope_scaling\": " + nest + "}";
                if (pick(4) == 0)
                    json.chop(1 + pick(depth)); // and unbalanced
                break;
            }
            case 4: { // huge: a long array or a long string in a field
                const QByteArray big = pick(2) ? "[" + QByteArray("1,").repeated(100000) + "1]"
                                               : "\"" + QByteArray(1 << 20, 'a') + "\"";
                json = "{\"head_dim\": 128, \"rope_theta\": " + big + "}";
                break;
            }
            default: // two seeds glued, or a number out of double's range
                json = pick(2) ? json + seeds[pick(seeds.size())]
                               : QByteArray("{\"head_dim\": 1") + QByteArray(400, '0') + "}";
            }
            const RopeConfigResult result = readRopeConfig(json);
            if (const auto* message = std::get_if<QString>(&result)) {
                QVERIFY2(!message->trimmed().isEmpty(), json.left(200).constData());
                QVERIFY2(!message->contains('\n') && !message->contains('\r'),
                         qPrintable(message->left(300)));
                QVERIFY2(message->size() < 400, qPrintable(message->left(300)));
            } else {
                // Accepted parameters are valid: the engine computes them or names the base.
                ++accepted;
                try {
                    pe::ropeFrequencies(std::get<pe::RopeParams>(result));
                } catch (const pe::ParameterError& e) {
                    QVERIFY2(e.field() == "base", e.what());
                }
            }
        }
        qInfo("%d of %d fuzzed configs accepted (seed %llu)", accepted, iterations,
              static_cast<unsigned long long>(seed));
        QVERIFY(accepted > 0);
    }
};

QTEST_GUILESS_MAIN(TestRopeConfig)
#include "test_rope_config.moc"

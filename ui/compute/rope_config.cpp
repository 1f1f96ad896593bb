// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/compute/rope_config.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <algorithm>
#include <cmath>
#include <map>
#include <optional>

namespace {

// Thrown inside the reader only; readRopeConfig turns it into the returned message.
struct ConfigError {
    QString message;
};

// A value as it appears in the file, escaped so that the message stays on one line and
// shortened so that a huge value does not drown it.
QString describe(const QJsonValue& value) {
    QString text;
    switch (value.type()) {
    case QJsonValue::Null:
        return "null";
    case QJsonValue::Bool:
        return value.toBool() ? "true" : "false";
    case QJsonValue::Double:
        return QString::number(value.toDouble(), 'g', 17);
    case QJsonValue::String:
        // Through the JSON writer: quotes, backslashes and control characters escaped.
        text = QString::fromUtf8(QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact));
        text = text.mid(1, text.size() - 2);
        break;
    case QJsonValue::Array:
        return "an array";
    case QJsonValue::Object:
        return "an object";
    case QJsonValue::Undefined:
        return "(missing)";
    }
    return text.size() > 60 ? text.left(57) + "...\"" : text;
}

[[noreturn]] void fail(const QString& field, const QJsonValue& value, const QString& why) {
    throw ConfigError{field + " " + describe(value) + " is not valid: " + why};
}

// "line 3, column 15" from the parser's byte offset (columns count bytes, from 1).
QString position(const QByteArray& json, int offset) {
    const int end = std::clamp(offset, 0, int(json.size()));
    const QByteArray before = json.left(end);
    const int line = int(before.count('\n')) + 1;
    const int column = end - int(before.lastIndexOf('\n'));
    return QStringLiteral("line %1, column %2").arg(line).arg(column);
}

class Reader {
  public:
    explicit Reader(const QJsonObject& root) : root_(root) {}

    RopeConfig read() {
        RopeConfig config;
        pe::RopeParams& p = config.params;
        if (auto theta = number(root_, "rope_theta"))
            p.base = *theta;
        readHeadDim(p);
        if (auto fraction = number(root_, "partial_rotary_factor"))
            p.partialRotaryFactor = *fraction;
        const QJsonValue scaling = root_.value("rope_scaling");
        // rope_scaling: null (or absent) is the plain RoPE the model was trained with.
        if (!scaling.isUndefined() && !scaling.isNull()) {
            if (!scaling.isObject())
                fail("rope_scaling", scaling, "expected an object or null");
            readScaling(scaling.toObject(), p);
        }
        RopeConfigContexts& c = config.contexts;
        c.scalingOriginal = p.scaling.originalMaxPosition;
        c.maxPositionEmbeddings = integer(root_, "max_position_embeddings");
        // Dynamic NTK and YaRN fall back to the model's context; Llama 3 requires its own.
        if (!p.scaling.originalMaxPosition && p.scaling.type != pe::RopeScalingType::Llama3) {
            p.scaling.originalMaxPosition = c.maxPositionEmbeddings;
            if (p.scaling.originalMaxPosition)
                source_["original-max-position"] = "max_position_embeddings";
        }
        validate(p);
        readContexts(p, c);
        return config;
    }

  private:
    const QJsonObject& root_;
    // Which field of the file each engine option came from, for the engine's messages.
    std::map<std::string, QString> source_ = {
        {"head-dim", "head_dim"},
        {"partial-rotary-factor", "partial_rotary_factor"},
        {"base", "rope_theta"},
        {"factor", "rope_scaling.factor"},
        {"original-max-position", "rope_scaling.original_max_position_embeddings"},
        {"low-freq-factor", "rope_scaling.low_freq_factor"},
        {"high-freq-factor", "rope_scaling.high_freq_factor"},
        {"beta-fast", "rope_scaling.beta_fast"},
        {"beta-slow", "rope_scaling.beta_slow"},
        {"attention-factor", "rope_scaling.attention_factor"},
        {"mscale", "rope_scaling.mscale"},
        {"mscale-all-dim", "rope_scaling.mscale_all_dim"}};

    static QString name(const QString& prefix, const QString& key) {
        return prefix.isEmpty() ? key : prefix + "." + key;
    }

    // A number, or nothing when the key is absent or null (the reference's "not set").
    static std::optional<double> number(const QJsonObject& object, const QString& key,
                                        const QString& prefix = {}) {
        const QJsonValue value = object.value(key);
        if (value.isUndefined() || value.isNull())
            return std::nullopt;
        if (!value.isDouble() || !std::isfinite(value.toDouble()))
            fail(name(prefix, key), value, "expected a number");
        return value.toDouble();
    }

    static std::optional<std::int64_t> integer(const QJsonObject& object, const QString& key,
                                               const QString& prefix = {}) {
        const QJsonValue value = object.value(key);
        if (value.isUndefined() || value.isNull())
            return std::nullopt;
        const double number = value.toDouble();
        // Within 2^53 every whole double is exact; beyond it no field of a model is.
        if (!value.isDouble() || !(std::abs(number) <= 9007199254740992.0) ||
            number != std::floor(number))
            fail(name(prefix, key), value, "expected a whole number");
        return static_cast<std::int64_t>(number);
    }

    void readHeadDim(pe::RopeParams& p) {
        if (auto headDim = integer(root_, "head_dim")) {
            p.headDim = *headDim;
            return;
        }
        const auto hidden = integer(root_, "hidden_size");
        const auto heads = integer(root_, "num_attention_heads");
        if (!hidden || !heads)
            fail(hidden ? "num_attention_heads" : "hidden_size", QJsonValue::Undefined,
                 "the head dimension needs head_dim, or hidden_size and num_attention_heads");
        if (*heads < 1)
            fail("num_attention_heads", double(*heads), "expected at least 1");
        if (*hidden < 1)
            fail("hidden_size", double(*hidden), "expected at least 1");
        // hidden_size // num_attention_heads, as the reference divides.
        p.headDim = *hidden / *heads;
        source_["head-dim"] =
            QStringLiteral("hidden_size / num_attention_heads (%1 / %2)").arg(*hidden).arg(*heads);
    }

    void readScaling(const QJsonObject& s, pe::RopeParams& p) {
        const QString prefix = "rope_scaling";
        // The older configs spell rope_type as type.
        const QString typeKey = s.contains("rope_type") ? "rope_type" : "type";
        const QJsonValue typeValue = s.value(typeKey);
        if (typeValue.isUndefined())
            fail("rope_scaling.rope_type", typeValue, "rope_scaling needs rope_type (or type)");
        const auto type = typeValue.isString()
                              ? pe::ropeScalingFromString(typeValue.toString().toStdString())
                              : std::nullopt;
        if (!type)
            fail(name(prefix, typeKey), typeValue,
                 "expected default, linear, ntk, dynamic, yarn or llama3");
        pe::RopeScaling& out = p.scaling;
        out.type = *type;
        out.factor = number(s, "factor", prefix);
        out.originalMaxPosition = integer(s, "original_max_position_embeddings", prefix);
        if (out.type == pe::RopeScalingType::Llama3) {
            // Required by the reference: no silent default for a model's shipped values.
            for (const char* key : {"low_freq_factor", "high_freq_factor"})
                if (!number(s, key, prefix))
                    fail(name(prefix, key), s.value(key), "llama3 scaling needs it");
            out.lowFreqFactor = *number(s, "low_freq_factor", prefix);
            out.highFreqFactor = *number(s, "high_freq_factor", prefix);
        }
        // `get("beta_fast") or 32`: null and 0 mean the default as well.
        if (auto fast = number(s, "beta_fast", prefix); fast && *fast != 0.0)
            out.betaFast = *fast;
        if (auto slow = number(s, "beta_slow", prefix); slow && *slow != 0.0)
            out.betaSlow = *slow;
        const QJsonValue truncate = s.value("truncate");
        if (!truncate.isUndefined() && !truncate.isNull()) {
            if (!truncate.isBool())
                fail(name(prefix, "truncate"), truncate, "expected true or false");
            out.truncate = truncate.toBool();
        }
        out.attentionFactor = number(s, "attention_factor", prefix);
        out.mscale = number(s, "mscale", prefix);
        out.mscaleAllDim = number(s, "mscale_all_dim", prefix);
    }

    static void readContexts(const pe::RopeParams& p, RopeConfigContexts& c) {
        if (c.maxPositionEmbeddings && *c.maxPositionEmbeddings < 1)
            fail("max_position_embeddings", double(*c.maxPositionEmbeddings),
                 "expected at least 1");
        c.original = c.scalingOriginal ? c.scalingOriginal : c.maxPositionEmbeddings;
        const bool scaled = p.scaling.type != pe::RopeScalingType::None && p.scaling.factor;
        if (!scaled || !c.original) {
            c.target = c.maxPositionEmbeddings;
            return;
        }
        const double factor = *p.scaling.factor;
        if (c.maxPositionEmbeddings && *c.maxPositionEmbeddings > *c.original)
            c.target = c.maxPositionEmbeddings;
        else // max_position_embeddings left at the original: the factor says how far
            c.target = std::int64_t(std::llround(double(*c.original) * std::max(factor, 1.0)));
        // The reference's own check, made only when the file names the original context.
        c.factorDisagrees = c.scalingOriginal && c.maxPositionEmbeddings &&
                            double(*c.maxPositionEmbeddings) / double(*c.scalingOriginal) != factor;
    }

    // The engine's checks, reported with the file's field names.
    void validate(const pe::RopeParams& p) const {
        const auto problem = pe::checkRopeParams(p);
        if (!problem)
            return;
        const std::string what = problem->what();
        const std::string prefix = problem->field() + " " + problem->value() + " is not valid: ";
        const std::string why = what.rfind(prefix, 0) == 0 ? what.substr(prefix.size()) : what;
        const auto field = source_.find(problem->field());
        const QString spelled =
            field != source_.end() ? field->second : QString::fromStdString(problem->field());
        throw ConfigError{spelled + " " + QString::fromStdString(problem->value()) +
                          " is not valid: " + QString::fromStdString(why)};
    }
};

} // namespace

std::variant<RopeConfig, QString> readRopeModelConfig(const QByteArray& json) {
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return QStringLiteral("malformed JSON at %1: %2")
            .arg(position(json, parseError.offset), parseError.errorString());
    if (!document.isObject())
        return QStringLiteral("expected a JSON object (a model's config.json), got %1")
            .arg(document.isArray() ? "an array" : "a single value");
    const QJsonObject root = document.object();
    try {
        return Reader(root).read();
    } catch (const ConfigError& error) {
        return error.message;
    }
}

std::variant<RopeConfig, QString> readRopeModelConfigFile(const QString& path) {
    // The path is part of every message; keep the message on one line whatever it holds.
    QString shown = path;
    shown.replace('\n', "\\n").replace('\r', "\\r");
    QFile file(path);
    if (QFileInfo(path).isDir())
        return shown + ": is a folder, expected a config.json file";
    if (!file.open(QIODevice::ReadOnly))
        return shown + ": cannot be read: " + file.errorString();
    if (file.size() > kMaxRopeConfigBytes)
        return shown + QStringLiteral(": is %1 bytes, over the %2 MiB a model config may have")
                           .arg(file.size())
                           .arg(kMaxRopeConfigBytes >> 20);
    auto result = readRopeModelConfig(file.read(kMaxRopeConfigBytes + 1));
    if (auto* message = std::get_if<QString>(&result))
        *message = shown + ": " + *message;
    return result;
}

namespace {

RopeConfigResult paramsOf(std::variant<RopeConfig, QString> read) {
    if (auto* message = std::get_if<QString>(&read))
        return *message;
    return std::get<RopeConfig>(read).params;
}

} // namespace

RopeConfigResult readRopeConfig(const QByteArray& json) {
    return paramsOf(readRopeModelConfig(json));
}

RopeConfigResult readRopeConfigFile(const QString& path) {
    return paramsOf(readRopeModelConfigFile(path));
}

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/export/json_fields.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <cmath>

std::optional<QJsonObject> versionedJsonObject(const QByteArray& json, const QString& what,
                                               const char* versionKey, int version,
                                               const QString& kind, QString& error) {
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        error = QStringLiteral("%1: not valid JSON: %2 at offset %3")
                    .arg(what, parseError.errorString())
                    .arg(parseError.offset);
        return std::nullopt;
    }
    if (!document.isObject()) {
        error = QStringLiteral("%1: not a JSON object").arg(what);
        return std::nullopt;
    }
    const QJsonObject object = document.object();
    const QJsonValue found = object.value(QLatin1String(versionKey));
    if (found.isUndefined()) {
        error = QStringLiteral("%1: no \"%2\" version field: not %3")
                    .arg(what, QLatin1String(versionKey), kind);
        return std::nullopt;
    }
    if (!found.isDouble() || found.toDouble() != version) {
        error = QStringLiteral("%1: version %2 is not known to this PE Explorer, which reads "
                               "version %3 (made by a newer one?)")
                    .arg(what, JsonFields::shown(found))
                    .arg(version);
        return std::nullopt;
    }
    return object;
}

QString JsonFields::shown(const QJsonValue& value) {
    if (value.isString())
        return '"' + value.toString() + '"';
    if (value.isUndefined())
        return QStringLiteral("missing");
    const QByteArray json = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(json.mid(1, json.size() - 2));
}

bool JsonFields::fail(const char* field, const QJsonValue& value, const QString& expected) {
    error = QStringLiteral("%1: \"%2\" is %3: expected %4")
                .arg(what_, QLatin1String(field), shown(value), expected);
    return false;
}

bool JsonFields::wholeNumber(const char* field, std::int64_t low, std::int64_t high,
                             std::int64_t& out) {
    const QJsonValue value = object_.value(QLatin1String(field));
    const double number = value.toDouble(std::nan(""));
    if (!value.isDouble() || !std::isfinite(number) || number != std::floor(number) ||
        number < double(low) || number > double(high))
        return fail(field, value,
                    QStringLiteral("a whole number from %1 to %2").arg(low).arg(high));
    out = std::int64_t(number);
    return true;
}

bool JsonFields::wholeNumber(const char* field, int low, int high, int& out) {
    std::int64_t wide = 0;
    if (!wholeNumber(field, std::int64_t(low), std::int64_t(high), wide))
        return false;
    out = int(wide);
    return true;
}

bool JsonFields::real(const char* field, double low, double high, double& out,
                      const QString& expected) {
    const QJsonValue value = object_.value(QLatin1String(field));
    const double number = value.toDouble(std::nan(""));
    if (!value.isDouble() || !std::isfinite(number) || number < low || number > high)
        return fail(field, value,
                    expected.isEmpty() ? QStringLiteral("a number from %1 to %2").arg(low).arg(high)
                                       : expected);
    out = number;
    return true;
}

bool JsonFields::boolean(const char* field, bool& out) {
    const QJsonValue value = object_.value(QLatin1String(field));
    if (!value.isBool())
        return fail(field, value, QStringLiteral("true or false"));
    out = value.toBool();
    return true;
}

bool JsonFields::choice(const char* field, const QStringList& choices, int& out) {
    const QJsonValue value = object_.value(QLatin1String(field));
    out = value.isString() ? int(choices.indexOf(value.toString())) : -1;
    if (out < 0)
        return fail(field, value, choices.join(QStringLiteral(" or ")));
    return true;
}

bool JsonFields::indices(const char* field, std::int64_t limit, int maxCount,
                         std::vector<std::int64_t>& out) {
    const QJsonValue value = object_.value(QLatin1String(field));
    const QString expected = QStringLiteral("a list of at most %1 whole numbers from 0 to %2")
                                 .arg(maxCount)
                                 .arg(limit - 1);
    if (!value.isArray() || value.toArray().size() > maxCount)
        return fail(field, value, expected);
    out.clear();
    for (const QJsonValue& entry : value.toArray()) {
        const double d = entry.toDouble(-1.0);
        if (!entry.isDouble() || d != std::floor(d) || d < 0 || d >= double(limit))
            return fail(field, value, expected);
        out.push_back(std::int64_t(d));
    }
    return true;
}

bool JsonFields::onlyKnown(const QStringList& known) {
    for (auto it = object_.begin(); it != object_.end(); ++it)
        if (!known.contains(it.key())) {
            error = QStringLiteral("%1: unknown field \"%2\"").arg(what_, it.key());
            return false;
        }
    return true;
}

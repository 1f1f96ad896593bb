// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Reads the fields of a small JSON object (figure metadata, session files) one at a time,
// each checked for type and range; the first bad one stops the reading with one line that
// names the field and its value: `what: "length" is 0: expected a whole number from 1 to 10`.

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <cstdint>
#include <optional>
#include <vector>

// The opening every reader shares: `json` is one object whose `versionKey` field is
// `version`. Otherwise nullopt, and `error` is one line opening with `what` ("session");
// a missing version field says the text is not `kind` ("a PE Explorer session").
std::optional<QJsonObject> versionedJsonObject(const QByteArray& json, const QString& what,
                                               const char* versionKey, int version,
                                               const QString& kind, QString& error);

class JsonFields {
  public:
    // `what` opens every message ("figure metadata", "session").
    JsonFields(const QJsonObject& object, const QString& what) : object_(object), what_(what) {}
    QString error; // set by the first failing read

    bool wholeNumber(const char* field, std::int64_t low, std::int64_t high, std::int64_t& out);
    bool wholeNumber(const char* field, int low, int high, int& out);
    // A finite number within [low, high]; `expected` words the range when given.
    bool real(const char* field, double low, double high, double& out,
              const QString& expected = QString());
    bool boolean(const char* field, bool& out);
    // One of `choices`; its index in `out`.
    bool choice(const char* field, const QStringList& choices, int& out);
    // A list of at most `maxCount` whole numbers from 0 to limit - 1.
    bool indices(const char* field, std::int64_t limit, int maxCount,
                 std::vector<std::int64_t>& out);
    // Fails naming the first key not in `known`.
    bool onlyKnown(const QStringList& known);

    // The value as JSON writes it ("abc" quoted, missing as missing), for messages.
    static QString shown(const QJsonValue& value);

  private:
    bool fail(const char* field, const QJsonValue& value, const QString& expected);
    QJsonObject object_;
    QString what_;
};

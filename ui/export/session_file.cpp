// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/export/session_file.h"

#include "ui/compute/limits.h"
#include "ui/export/atomic_write.h"
#include "ui/export/figure_metadata.h"
#include "ui/export/json_fields.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>

namespace {

constexpr char kVersionKey[] = "pe-explorer-session";
// A session is a few hundred bytes; anything far larger is not one.
constexpr qint64 kMaxSessionBytes = 1 << 20;
// A sentence on a slide, not a corpus: enough for any lesson, small beside the file limit.
constexpr int kMaxSceneTokens = 1000;
constexpr int kMaxTokenChars = 100;
constexpr int kMaxOffsetStarts = 8;

QJsonArray dimsArray(const std::vector<std::int64_t>& dims) {
    QJsonArray array;
    for (const std::int64_t d : dims)
        array.append(double(d));
    return array;
}

// The setting pinned for comparison, if the scene has one: its D, base, layout and band.
bool readPinned(const QJsonObject& scene, SessionFile& s, JsonFields& read) {
    if (!scene.contains("pinned"))
        return true;
    const QJsonValue value = scene.value("pinned");
    if (!value.isObject()) {
        read.error = QStringLiteral("session scene: \"pinned\" is %1: expected an object")
                         .arg(JsonFields::shown(value));
        return false;
    }
    JsonFields pin(value.toObject(), QStringLiteral("session pinned setting"));
    PinnedSetting pinned{s.params, std::nullopt};
    int layout = 0;
    std::vector<std::int64_t> band;
    bool ok =
        pin.onlyKnown({"dim", "base", "layout", "band"}) &&
        pin.wholeNumber("dim", explore::kMinDim, explore::kMaxDim, pinned.params.dim) &&
        pin.real("base", explore::kMinBase, explore::kMaxBase, pinned.params.base) &&
        pin.choice("layout", {"interleaved", "concatenated"}, layout) &&
        (!value.toObject().contains("band") || pin.indices("band", pinned.params.dim, 2, band));
    if (ok && value.toObject().contains("band")) {
        ok = band.size() == 2 && band[0] <= band[1];
        if (ok)
            pinned.band = pe::ColumnBand{band[0], band[1]};
        else
            pin.error = QStringLiteral("session pinned setting: \"band\" is %1: expected "
                                       "[first, last], first <= last")
                            .arg(JsonFields::shown(value.toObject().value("band")));
    }
    if (!ok) {
        read.error = pin.error;
        return false;
    }
    pinned.params.layout = layout == 0 ? pe::Layout::Interleaved : pe::Layout::Concatenated;
    s.scene.pinned = pinned;
    return true;
}

} // namespace

QByteArray sessionFileJson(const SessionFile& s) {
    QJsonObject selection{
        {"position", double(s.selection.p)},           {"dimension", double(s.selection.dimension)},
        {"waveDims", dimsArray(s.selection.waveDims)}, {"bandFirst", double(s.selection.bandFirst)},
        {"bandLast", double(s.selection.bandLast)},    {"partner", double(s.selection.q)}};
    QJsonObject object{{kVersionKey, kSessionFileVersion},
                       {"length", double(s.params.length)},
                       {"dim", double(s.params.dim)},
                       {"base", s.params.base},
                       {"layout", QString::fromStdString(pe::toString(s.params.layout))},
                       {"metric", QString::fromStdString(pe::toString(s.metric))},
                       {"view", viewName(s.view)},
                       {"selection", selection}};
    if (!s.scene.empty()) {
        QJsonArray tokens;
        for (const std::string& token : s.scene.tokens)
            tokens.append(QString::fromStdString(token));
        QJsonObject scene{{"tokens", tokens}, {"offsetStarts", dimsArray(s.scene.offsetStarts)}};
        if (s.scene.pinned) {
            const PinnedSetting& p = *s.scene.pinned;
            QJsonObject pinned{{"dim", double(p.params.dim)},
                               {"base", p.params.base},
                               {"layout", QString::fromStdString(pe::toString(p.params.layout))}};
            if (p.band)
                pinned.insert("band", dimsArray({p.band->first, p.band->last}));
            scene.insert("pinned", pinned);
        }
        object.insert("scene", scene);
    }
    return QJsonDocument(object).toJson(QJsonDocument::Indented);
}

std::optional<SessionFile> parseSessionFile(const QByteArray& json, QString* error) {
    QString ignored;
    QString& message = error ? *error : ignored;
    const auto opened =
        versionedJsonObject(json, QStringLiteral("session"), kVersionKey, kSessionFileVersion,
                            QStringLiteral("a PE Explorer session"), message);
    if (!opened)
        return std::nullopt;
    const QJsonObject& object = *opened;
    JsonFields read(object, QStringLiteral("session"));
    SessionFile s;
    int layout = 0, metric = 0, view = 0;
    bool ok =
        read.onlyKnown({kVersionKey, "length", "dim", "base", "layout", "metric", "view",
                        "selection", "scene"}) &&
        read.wholeNumber("length", explore::kMinLength, explore::kMaxLength, s.params.length) &&
        read.wholeNumber("dim", explore::kMinDim, explore::kMaxDim, s.params.dim) &&
        read.real("base", explore::kMinBase, explore::kMaxBase, s.params.base) &&
        read.choice("layout", {"interleaved", "concatenated"}, layout) &&
        read.choice("metric", {"cosine", "dot", "euclidean"}, metric) &&
        read.choice("view", viewNames(), view);
    if (ok && !object.value("selection").isObject()) {
        read.error = QStringLiteral("session: \"selection\" is %1: expected an object")
                         .arg(JsonFields::shown(object.value("selection")));
        ok = false;
    }
    if (ok) {
        JsonFields sel(object.value("selection").toObject(), QStringLiteral("session selection"));
        Selection& x = s.selection;
        ok = sel.onlyKnown(
                 {"position", "dimension", "waveDims", "bandFirst", "bandLast", "partner"}) &&
             sel.wholeNumber("position", std::int64_t(0), s.params.length - 1, x.p) &&
             sel.wholeNumber("dimension", std::int64_t(0), s.params.dim - 1, x.dimension) &&
             sel.indices("waveDims", s.params.dim, explore::kMaxWaveforms, x.waveDims) &&
             sel.wholeNumber("bandFirst", std::int64_t(-1), s.params.dim - 1, x.bandFirst) &&
             sel.wholeNumber("bandLast", std::int64_t(-1), s.params.dim - 1, x.bandLast) &&
             sel.wholeNumber("partner", std::int64_t(0), s.params.length - 1, x.q);
        if (!ok)
            read.error = sel.error;
    }
    if (ok && object.contains("scene")) {
        const QJsonValue value = object.value("scene");
        JsonFields scene(value.toObject(), QStringLiteral("session scene"));
        const QJsonValue tokens = value.toObject().value("tokens");
        // Either part may be left out: a sentence without an overlay, or the other way round.
        ok = value.isObject() && scene.onlyKnown({"tokens", "offsetStarts", "pinned"}) &&
             (!value.toObject().contains("offsetStarts") ||
              scene.indices("offsetStarts", s.params.length, kMaxOffsetStarts,
                            s.scene.offsetStarts)) &&
             readPinned(value.toObject(), s, scene);
        if (ok && !tokens.isUndefined()) {
            ok = tokens.isArray() && tokens.toArray().size() <= kMaxSceneTokens;
            for (const QJsonValue token : tokens.toArray()) {
                ok = ok && token.isString() && token.toString().size() <= kMaxTokenChars;
                if (ok)
                    s.scene.tokens.push_back(token.toString().toStdString());
            }
            if (!ok)
                scene.error = QStringLiteral("session scene: \"tokens\" is %1: expected a list of "
                                             "at most %2 strings of at most %3 characters")
                                  .arg(JsonFields::shown(tokens))
                                  .arg(kMaxSceneTokens)
                                  .arg(kMaxTokenChars);
        }
        if (!value.isObject())
            scene.error = QStringLiteral("session: \"scene\" is %1: expected an object")
                              .arg(JsonFields::shown(value));
        if (!ok)
            read.error = scene.error;
    }
    if (!ok) {
        message = read.error;
        return std::nullopt;
    }
    s.params.layout = layout == 0 ? pe::Layout::Interleaved : pe::Layout::Concatenated;
    s.metric =
        metric == 0 ? pe::Metric::Cosine : (metric == 1 ? pe::Metric::Dot : pe::Metric::Euclidean);
    s.view = viewTable()[std::size_t(view)].kind;
    return s;
}

std::optional<SessionFile> readSessionFile(const QString& path, QString* error) {
    QString ignored;
    QString& message = error ? *error : ignored;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        message = QStringLiteral("cannot read the session %1: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    if (file.size() > kMaxSessionBytes) {
        message = QStringLiteral("%1 is too large for a session file").arg(path);
        return std::nullopt;
    }
    auto session = parseSessionFile(file.readAll(), &message);
    if (!session)
        message = path + QStringLiteral(": ") + message;
    return session;
}

bool writeSessionFile(const QString& path, const SessionFile& session, QString* error) {
    const QByteArray json = sessionFileJson(session);
    return writeAtomically(
        path, [&](QIODevice& device) { return device.write(json) == json.size(); }, error);
}

SessionFile sessionFromFigure(const FigureMetadata& figure) {
    SessionFile session;
    session.params = figure.params;
    session.metric = figure.metric;
    session.view = figure.view;
    Selection& s = session.selection;
    s.p = figure.p;
    s.dimension = figure.dimension.value_or(0);
    s.waveDims = figure.waveDims;
    // The neighbour of p unless the figure compared another q: what the export draws then.
    s.q = figure.q.value_or(std::min(figure.p + 1, figure.params.length - 1));
    // The band chosen on screen; a figure from before it was recorded has the band the
    // similarity was restricted to, if any.
    if (const auto band = figure.selectedBand ? figure.selectedBand : figure.band) {
        s.bandFirst = band->first;
        s.bandLast = band->last;
    }
    session.scene.pinned = figure.pinned; // Compare with, as the figure drew it
    return session;
}

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/export/figure_metadata.h"

#include "core/parameter_validation.h"
#include "ui/compute/limits.h"
#include "ui/compute/request.h"
#include "ui/export/json_fields.h"
#include "ui/views/scene_table.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QXmlStreamReader>
#include <cmath>
#include <limits>
#include <zlib.h>

namespace {

constexpr int kMaxFigurePixels = 20000;
// Far beyond any figure, small enough to read a whole file into memory.
constexpr qint64 kMaxFileBytes = qint64(1) << 30;

const QStringList kFields = {"pe-explorer-figure",
                             "view",
                             "length",
                             "dim",
                             "base",
                             "layout",
                             "metric",
                             "from",
                             "waveDims",
                             "width",
                             "height",
                             "dpi",
                             "theme",
                             "marks",
                             "caption",
                             "language",
                             "to",
                             "band",
                             "dimension",
                             "selectedBand",
                             "bandOnly",
                             "compare",
                             "scene",
                             "farTo",
                             "viewAngle",
                             "table"};

QByteArray xmlUnescaped(QByteArray text) {
    text.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"").replace("&#39;", "'");
    return text.replace("&amp;", "&");
}

std::uint32_t bigEndian32(const QByteArray& bytes, qsizetype at) {
    const auto* p = reinterpret_cast<const unsigned char*>(bytes.constData() + at);
    return (std::uint32_t(p[0]) << 24) | (std::uint32_t(p[1]) << 16) | (std::uint32_t(p[2]) << 8) |
           std::uint32_t(p[3]);
}

std::optional<QByteArray> fromPng(const QByteArray& file, QString* error) {
    const QByteArray key = QByteArray(kFigureMetadataKey) + '\0';
    for (qsizetype at = 8; at + 12 <= file.size();) {
        const std::uint32_t length = bigEndian32(file, at);
        if (length > std::uint32_t(file.size() - at - 12))
            break; // runs past the end: truncated
        const QByteArray type = file.mid(at + 4, 4);
        const QByteArray data = file.mid(at + 8, length);
        if (type == "tEXt" && data.startsWith(key)) {
            const uLong crc =
                crc32(crc32(0L, Z_NULL, 0),
                      reinterpret_cast<const Bytef*>(file.constData() + at + 4), uInt(length + 4));
            if (crc != bigEndian32(file, at + 8 + length)) {
                *error = QStringLiteral("the PNG's figure metadata is damaged (checksum)");
                return std::nullopt;
            }
            return data.mid(key.size());
        }
        if (type == "IEND" || type == "IDAT")
            break; // the metadata is written before the image
        at += 12 + qsizetype(length);
    }
    *error = QStringLiteral("the PNG carries no figure metadata (not made by PE Explorer, or "
                            "damaged)");
    return std::nullopt;
}

std::optional<QByteArray> fromPdf(const QByteArray& file, QString* error) {
    const QByteArray open = "<pe:figure>", close = "</pe:figure>";
    const qsizetype begin = file.indexOf(open);
    const qsizetype end = begin < 0 ? -1 : file.indexOf(close, begin);
    if (end < 0) {
        *error = QStringLiteral("the PDF carries no figure metadata (not made by PE Explorer, or "
                                "damaged)");
        return std::nullopt;
    }
    return xmlUnescaped(file.mid(begin + open.size(), end - begin - open.size()));
}

std::optional<QByteArray> fromSvg(const QByteArray& file, QString* error) {
    QXmlStreamReader xml(file);
    while (!xml.atEnd()) {
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == u"metadata" &&
            xml.attributes().value("id") == QLatin1String(kFigureMetadataKey)) {
            const QString text = xml.readElementText();
            if (!xml.hasError())
                return text.toUtf8();
        }
    }
    *error = xml.hasError()
                 ? QStringLiteral("not a readable SVG file: %1 (line %2)")
                       .arg(xml.errorString())
                       .arg(xml.lineNumber())
                 : QStringLiteral("the SVG carries no figure metadata (not made by PE Explorer)");
    return std::nullopt;
}

// "compare": {"dim", "base", "layout"[, "band"]}: the pinned setting, checked as the
// figure's own parameters are.
bool readPinned(const QJsonObject& object, FigureMetadata& m, QString& message) {
    const QJsonValue value = object.value(QLatin1String("compare"));
    if (!value.isObject()) {
        message = QStringLiteral("figure metadata: \"compare\" is %1: expected an object")
                      .arg(JsonFields::shown(value));
        return false;
    }
    const QJsonObject compare = value.toObject();
    JsonFields read(compare, QStringLiteral("figure metadata compare"));
    PinnedSetting pinned{m.params, std::nullopt};
    int layout = 0;
    std::vector<std::int64_t> band;
    const std::int64_t big = std::int64_t(1) << 53;
    bool ok = read.onlyKnown({"dim", "base", "layout", "band"}) &&
              read.wholeNumber("dim", std::int64_t(1), big, pinned.params.dim) &&
              read.real("base", std::nextafter(1.0, 2.0), std::numeric_limits<double>::max(),
                        pinned.params.base, QStringLiteral("a number greater than 1")) &&
              read.choice("layout", {"interleaved", "concatenated"}, layout) &&
              (!compare.contains(QLatin1String("band")) ||
               read.indices("band", pinned.params.dim, 2, band));
    if (!ok) {
        message = read.error;
        return false;
    }
    if (compare.contains(QLatin1String("band"))) {
        if (band.size() != 2 || band[0] > band[1]) {
            message = QStringLiteral("figure metadata compare: \"band\" is %1: expected "
                                     "[first, last], first <= last")
                          .arg(JsonFields::shown(compare.value(QLatin1String("band"))));
            return false;
        }
        pinned.band = pe::ColumnBand{band[0], band[1]};
    }
    pinned.params.layout = layout == 0 ? pe::Layout::Interleaved : pe::Layout::Concatenated;
    if (auto problem = pe::checkParams(pinnedParams(pinned, m.params))) {
        message = QStringLiteral("figure metadata compare: %1")
                      .arg(QString::fromStdString(problem->what()));
        return false;
    }
    m.pinned = pinned;
    return true;
}

} // namespace

bool FigureMetadata::operator==(const FigureMetadata& o) const {
    return view == o.view && params == o.params && metric == o.metric && p == o.p &&
           waveDims == o.waveDims && widthPx == o.widthPx && heightPx == o.heightPx &&
           dpi == o.dpi && theme == o.theme && marks == o.marks && caption == o.caption &&
           language == o.language && q == o.q && band == o.band && dimension == o.dimension &&
           selectedBand == o.selectedBand && bandOnly == o.bandOnly && pinned == o.pinned &&
           scene == o.scene && farQ == o.farQ && viewAngle == o.viewAngle && table == o.table;
}

FigureMetadata figureMetadataFor(ViewKind view, const ExploreRequest& request,
                                 const FigureOptions& options) {
    FigureMetadata m;
    m.view = view;
    m.params = request.params;
    m.params.memoryBudgetBytes = pe::EncodingParams().memoryBudgetBytes; // not a figure's
    m.metric = request.metric;
    m.p = request.p;
    m.waveDims = request.waveDims;
    // q belongs to the selection every view records (the springs draw it); one beyond a short
    // L (a request's default 1 at L = 1) is none.
    if (request.q >= 0 && request.q < request.params.length)
        m.q = request.q;
    if (viewInfo(view).uses.band)
        m.band = request.band;
    if (request.scene.pinned && viewInfo(view).step().drawsPinned)
        m.pinned = request.scene.pinned;
    if (request.viewAngle && viewInfo(view).turns)
        m.viewAngle = request.viewAngle;
    if (request.table)
        m.table = request.tableName;
    m.dimension = options.selectedDimension;
    m.selectedBand = options.selectedBand;
    m.bandOnly = options.bandOnly;
    m.widthPx = options.widthPx;
    m.heightPx = options.heightPx;
    m.dpi = options.dpi;
    m.theme = options.theme;
    m.marks = options.marks;
    m.caption = !options.caption.isEmpty();
    // The language the text was drawn in: the one installed (language.h sets the default
    // locale with the translation).
    m.language =
        QLocale().language() == QLocale::Chinese ? QStringLiteral("zh_CN") : QStringLiteral("en");
    return m;
}

QByteArray figureMetadataJson(const FigureMetadata& m) {
    QByteArray dims;
    for (const std::int64_t d : m.waveDims)
        dims += (dims.isEmpty() ? "" : ",") + QByteArray::number(qint64(d));
    auto text = [](const QString& s) { return '"' + s.toUtf8() + '"'; };
    auto flag = [](bool b) { return QByteArray(b ? "true" : "false"); };
    auto ends = [](const pe::ColumnBand& b) {
        return "[" + QByteArray::number(qint64(b.first)) + "," +
               QByteArray::number(qint64(b.last)) + "]";
    };
    return "{\"pe-explorer-figure\":" + QByteArray::number(kFigureMetadataVersion) +
           ",\"view\":" + text(viewName(m.view)) +
           ",\"length\":" + QByteArray::number(qint64(m.params.length)) +
           ",\"dim\":" + QByteArray::number(qint64(m.params.dim)) +
           ",\"base\":" + QByteArray::number(m.params.base, 'g', 17) +
           ",\"layout\":" + text(QString::fromStdString(pe::toString(m.params.layout))) +
           ",\"metric\":" + text(QString::fromStdString(pe::toString(m.metric))) +
           ",\"from\":" + QByteArray::number(qint64(m.p)) + ",\"waveDims\":[" + dims + "]" +
           ",\"width\":" + QByteArray::number(m.widthPx) +
           ",\"height\":" + QByteArray::number(m.heightPx) +
           ",\"dpi\":" + QByteArray::number(m.dpi) +
           ",\"theme\":" + text(m.theme == FigureTheme::Screen ? "screen" : "print") +
           ",\"marks\":" + flag(m.marks) + ",\"caption\":" + flag(m.caption) +
           (m.language.isEmpty() ? QByteArray() : ",\"language\":" + text(m.language)) +
           (m.q ? ",\"to\":" + QByteArray::number(qint64(*m.q)) : QByteArray()) +
           (m.band ? ",\"band\":" + ends(*m.band) : QByteArray()) +
           (m.dimension ? ",\"dimension\":" + QByteArray::number(qint64(*m.dimension))
                        : QByteArray()) +
           (m.selectedBand ? ",\"selectedBand\":" + ends(*m.selectedBand) : QByteArray()) +
           (m.bandOnly ? ",\"bandOnly\":" + flag(*m.bandOnly) : QByteArray()) +
           (m.pinned
                ? ",\"compare\":{\"dim\":" + QByteArray::number(qint64(m.pinned->params.dim)) +
                      ",\"base\":" + QByteArray::number(m.pinned->params.base, 'g', 17) +
                      ",\"layout\":" +
                      text(QString::fromStdString(pe::toString(m.pinned->params.layout))) +
                      (m.pinned->band ? ",\"band\":" + ends(*m.pinned->band) : QByteArray()) + "}"
                : QByteArray()) +
           (m.scene.isEmpty() ? QByteArray() : ",\"scene\":" + text(m.scene)) +
           (m.farQ ? ",\"farTo\":" + QByteArray::number(qint64(*m.farQ)) : QByteArray()) +
           (m.viewAngle ? ",\"viewAngle\":[" + QByteArray::number(m.viewAngle->first, 'g', 17) +
                              "," + QByteArray::number(m.viewAngle->second, 'g', 17) + "]"
                        : QByteArray()) +
           (m.table.isEmpty() ? QByteArray()
                              : ",\"table\":" + QJsonDocument(QJsonArray{m.table})
                                                    .toJson(QJsonDocument::Compact)
                                                    .mid(1)
                                                    .chopped(1)) +
           "}";
}

std::optional<FigureMetadata> parseFigureMetadata(const QByteArray& json, QString* error) {
    QString ignored;
    QString& message = error ? *error : ignored;
    const auto opened = versionedJsonObject(json, QStringLiteral("figure metadata"),
                                            kFigureMetadataKey, kFigureMetadataVersion,
                                            QStringLiteral("PE Explorer figure metadata"), message);
    if (!opened)
        return std::nullopt;
    const QJsonObject& object = *opened;
    JsonFields read(object, QStringLiteral("figure metadata"));
    if (!read.onlyKnown(kFields)) {
        message = read.error;
        return std::nullopt;
    }
    FigureMetadata m;
    int view = 0, layout = 0, metric = 0, theme = 0;
    const std::int64_t big = std::int64_t(1) << 53; // exact in a JSON number
    const bool ok = read.choice("view", viewNames(), view) &&
                    read.wholeNumber("length", std::int64_t(1), big, m.params.length) &&
                    read.wholeNumber("dim", std::int64_t(1), big, m.params.dim) &&
                    read.real("base", std::nextafter(1.0, 2.0), std::numeric_limits<double>::max(),
                              m.params.base, QStringLiteral("a number greater than 1")) &&
                    read.choice("layout", {"interleaved", "concatenated"}, layout) &&
                    read.choice("metric", {"cosine", "dot", "euclidean"}, metric) &&
                    read.wholeNumber("from", std::int64_t(0), m.params.length - 1, m.p) &&
                    read.indices("waveDims", m.params.dim, explore::kMaxWaveforms, m.waveDims) &&
                    read.wholeNumber("width", 1, kMaxFigurePixels, m.widthPx) &&
                    read.wholeNumber("height", 1, kMaxFigurePixels, m.heightPx) &&
                    read.wholeNumber("dpi", 1, kMaxFigurePixels, m.dpi) &&
                    read.choice("theme", {"print", "screen"}, theme) &&
                    read.boolean("marks", m.marks) && read.boolean("caption", m.caption);
    const QStringList languages = {"en", "zh_CN"};
    int language = -1;
    if (ok && object.contains(QLatin1String("language")) &&
        !read.choice("language", languages, language)) {
        message = read.error;
        return std::nullopt;
    }
    if (language >= 0)
        m.language = languages.at(language);
    if (!ok) {
        message = read.error;
        return std::nullopt;
    }
    if (object.contains(QLatin1String("to"))) {
        std::int64_t to = 0;
        if (!read.wholeNumber("to", std::int64_t(0), m.params.length - 1, to)) {
            message = read.error;
            return std::nullopt;
        }
        m.q = to;
    }
    for (const char* key : {"band", "selectedBand"}) {
        if (!object.contains(QLatin1String(key)))
            continue;
        std::vector<std::int64_t> ends;
        if (!read.indices(key, m.params.dim, 2, ends)) {
            message = read.error;
            return std::nullopt;
        }
        if (ends.size() != 2 || ends[0] > ends[1]) {
            message =
                QStringLiteral("figure metadata: \"%1\" is %2: expected [first, last], "
                               "first <= last")
                    .arg(QLatin1String(key), JsonFields::shown(object.value(QLatin1String(key))));
            return std::nullopt;
        }
        (qstrcmp(key, "band") == 0 ? m.band : m.selectedBand) = pe::ColumnBand{ends[0], ends[1]};
    }
    if (object.contains(QLatin1String("dimension"))) {
        std::int64_t dimension = 0;
        if (!read.wholeNumber("dimension", std::int64_t(0), m.params.dim - 1, dimension)) {
            message = read.error;
            return std::nullopt;
        }
        m.dimension = dimension;
    }
    if (object.contains(QLatin1String("bandOnly"))) {
        bool bandOnly = false;
        if (!read.boolean("bandOnly", bandOnly)) {
            message = read.error;
            return std::nullopt;
        }
        m.bandOnly = bandOnly;
    }
    if (object.contains(QLatin1String("compare")) && !readPinned(object, m, message))
        return std::nullopt;
    if (object.contains(QLatin1String("scene"))) {
        int scene = 0;
        if (!read.choice("scene", sceneNames(), scene)) {
            message = read.error;
            return std::nullopt;
        }
        m.scene = sceneNames().at(scene);
    }
    if (object.contains(QLatin1String("viewAngle"))) {
        const QJsonValue value = object.value(QLatin1String("viewAngle"));
        const QJsonArray angle = value.toArray();
        const bool good = value.isArray() && angle.size() == 2 && angle[0].isDouble() &&
                          angle[1].isDouble() && std::isfinite(angle[0].toDouble()) &&
                          std::abs(angle[1].toDouble()) <= 90.0;
        if (!good) {
            message = QStringLiteral("figure metadata: \"viewAngle\" is %1: expected [azimuth, "
                                     "elevation] in degrees, the elevation -90 .. 90")
                          .arg(JsonFields::shown(value));
            return std::nullopt;
        }
        m.viewAngle = std::make_pair(angle[0].toDouble(), angle[1].toDouble());
    }
    if (object.contains(QLatin1String("table"))) {
        const QJsonValue value = object.value(QLatin1String("table"));
        if (!value.isString() || value.toString().isEmpty()) {
            message = QStringLiteral("figure metadata: \"table\" is %1: expected the table's "
                                     "name")
                          .arg(JsonFields::shown(value));
            return std::nullopt;
        }
        m.table = value.toString();
    }
    if (object.contains(QLatin1String("farTo"))) {
        std::int64_t far = 0;
        if (!read.wholeNumber("farTo", std::int64_t(0), m.params.length - 1, far)) {
            message = read.error;
            return std::nullopt;
        }
        m.farQ = far;
    }
    m.view = viewTable()[std::size_t(view)].kind;
    m.params.layout = layout == 0 ? pe::Layout::Interleaved : pe::Layout::Concatenated;
    m.metric =
        *pe::metricFromString(QStringList{"cosine", "dot", "euclidean"}.at(metric).toStdString());
    m.theme = theme == 0 ? FigureTheme::Print : FigureTheme::Screen;
    if (auto problem = pe::checkParams(m.params)) {
        message =
            QStringLiteral("figure metadata: %1").arg(QString::fromStdString(problem->what()));
        return std::nullopt;
    }
    return m;
}

std::optional<QByteArray> extractFigureMetadata(const QByteArray& file, QString* error) {
    QString ignored;
    QString& message = error ? *error : ignored;
    if (file.startsWith("\x89PNG\r\n\x1a\n"))
        return fromPng(file, &message);
    if (file.startsWith("%PDF"))
        return fromPdf(file, &message);
    if (file.contains("<svg"))
        return fromSvg(file, &message);
    message = QStringLiteral("not a PNG, PDF or SVG file");
    return std::nullopt;
}

std::optional<FigureMetadata> readFigureMetadata(const QString& path, QString* error) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QStringLiteral("cannot read it: %1").arg(file.errorString());
        return std::nullopt;
    }
    if (file.size() > kMaxFileBytes) {
        if (error)
            *error = QStringLiteral("too large for a figure");
        return std::nullopt;
    }
    const auto json = extractFigureMetadata(file.readAll(), error);
    return json ? parseFigureMetadata(*json, error) : std::nullopt;
}

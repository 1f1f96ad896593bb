// SPDX-License-Identifier: GPL-3.0-or-later
// The options of figures and animations: sizes, language, the figure to be like, the session,
// the output's suffix, --animate and its frames.
#include "app/command_options.h"

#include "ui/export/animation_export.h"
#include "ui/export/scene_figure.h"

#include <QFileInfo>
#include <cmath>

namespace cli {

bool readExportSizes(const QCommandLineParser& parser, const Options& o, CliRequest& request,
                     QString& error) {
    // A figure's options mean nothing to a dump or the window: refused by name, not ignored.
    if (request.mode != CliRequest::Mode::Export)
        for (const QCommandLineOption* option :
             {&o.width, &o.height, &o.dpi, &o.marks, &o.noCaption, &o.like})
            if (parser.isSet(*option)) {
                error =
                    invalid(option->names().last(), parser.value(*option), "only export reads it");
                return false;
            }
    if (request.mode == CliRequest::Mode::Dump && parser.isSet(o.language)) {
        error = invalid("language", parser.value(o.language), "only export and the window read it");
        return false;
    }
    const std::pair<const QCommandLineOption*, int*> sizes[] = {
        {&o.width, &request.width}, {&o.height, &request.height}, {&o.dpi, &request.dpi}};
    for (const auto& [option, target] : sizes) {
        std::int64_t value = 0;
        if (!parser.isSet(*option))
            continue;
        if (!readInteger(parser, *option, value, error, 1, 20000))
            return false;
        *target = static_cast<int>(value);
    }
    if (parser.isSet(o.page)) {
        request.page = parser.value(o.page).toLower();
        if (request.sceneName.isEmpty() || !scenePageFromString(request.page)) {
            error = invalid("page", parser.value(o.page),
                            request.sceneName.isEmpty() ? "only export scene reads it"
                                                        : "expected slide or a4");
            return false;
        }
    }
    // A4 portrait, the views stacked: a size wider than tall is a slide's.
    if (request.page == QLatin1String("a4") && request.width > 0 && request.height > 0 &&
        request.width > request.height) {
        error = invalid("page", parser.value(o.page),
                        QStringLiteral("A4 is portrait, and %1 x %2 is wider than tall: give a "
                                       "taller size, or --page slide")
                            .arg(request.width)
                            .arg(request.height));
        return false;
    }
    if (parser.isSet(o.viewAngle)) {
        const QString text = parser.value(o.viewAngle);
        const QStringList parts = text.split(',');
        bool azimuthOk = false, elevationOk = false;
        const double azimuth = parts.value(0).trimmed().toDouble(&azimuthOk);
        const double elevation = parts.value(1).trimmed().toDouble(&elevationOk);
        const bool turns = request.mode == CliRequest::Mode::Export && request.view &&
                           viewInfo(*request.view).turns;
        const QString why =
            !turns ? "only export " +
                         viewNamesWhere([](const ViewInfo& info) { return info.turns; }).join('|') +
                         " reads it"
            : parts.size() != 2 || !azimuthOk || !elevationOk || !std::isfinite(azimuth) ||
                    !std::isfinite(elevation)
                ? QStringLiteral("expected AZIMUTH,ELEVATION, two numbers of degrees")
            : std::abs(elevation) > 90.0 ? QStringLiteral("the elevation is -90 .. 90 degrees")
                                         : QString();
        if (!why.isEmpty()) {
            error = invalid("view-angle", text, why);
            return false;
        }
        request.viewAngle = std::make_pair(azimuth, elevation);
    }
    request.caption = !parser.isSet(o.noCaption);
    request.marks = parser.isSet(o.marks);
    request.like = parser.value(o.like);
    if (parser.isSet(o.like) && request.like.isEmpty()) {
        error = invalid("like", request.like, "expected the path of a figure");
        return false;
    }
    if (parser.isSet(o.session)) {
        request.session = parser.value(o.session);
        if (request.session.isEmpty() || request.mode != CliRequest::Mode::Export) {
            error = invalid("session", request.session,
                            request.session.isEmpty()
                                ? "expected the path of a session file"
                                : "only export reads it (to open one, name it alone)");
            return false;
        }
    }
    if (!request.like.isEmpty() && !request.session.isEmpty()) {
        error = QStringLiteral("--like and --session: give one of them");
        return false;
    }
    if (parser.isSet(o.language)) {
        request.language = parser.value(o.language);
        if (request.language != "en" && request.language != "zh_CN") {
            error = invalid("language", request.language, "expected en or zh_CN");
            return false;
        }
    }
    return true;
}

// An export's --output whose suffix names another format than the one written is refused:
// `-o slide.png` that held a GIF, or `-o fig.jpg` that held a PNG, would mislead whoever
// opens it. Suffixes that name no image format (fig.v2) are left to the user.
bool checkOutputSuffix(const CliRequest& request, QString& error) {
    if (request.mode != CliRequest::Mode::Export)
        return true; // dump writes what it is told
    static const QStringList imageSuffixes{"png", "pdf", "svg",  "gif",  "jpg", "jpeg",
                                           "bmp", "tif", "tiff", "webp", "eps", "ps"};
    const QString suffix = QFileInfo(request.output).suffix().toLower();
    if (!imageSuffixes.contains(suffix))
        return true;
    QString why;
    if (!request.view && request.sceneName.isEmpty()) {
        why = QStringLiteral("export all writes a folder of figures; name it without .%1")
                  .arg(suffix);
    } else if (request.animate && request.format == "png") {
        why = QStringLiteral("--format png writes a folder of PNG frames; name it without .%1")
                  .arg(suffix);
    } else if (request.animate) {
        if (suffix == "gif")
            return true;
        why = QStringLiteral("an animation is a GIF (name it .gif), or a folder of PNG frames "
                             "with --format png");
    } else if (request.format.isEmpty()) {
        if (suffix == "png" || suffix == "pdf" || suffix == "svg")
            return true;
        why = QStringLiteral("figures are written as PNG, PDF or SVG, not .%1").arg(suffix);
    } else {
        if (suffix == request.format)
            return true;
        why = QStringLiteral("the suffix .%1 contradicts --format %2").arg(suffix, request.format);
    }
    error = invalid("output", request.output, why);
    return false;
}

// --animate PARAM=FROM..TO, --frames N, --fps F: export of one view only. The spec's ends
// are checked against the other parameters once those are read (parseCommandLine).
bool readAnimation(const QCommandLineParser& parser, const Options& o, CliRequest& request,
                   QString& error) {
    const bool animated = parser.isSet(o.animate);
    if (!animated) {
        for (const QCommandLineOption* option : {&o.frames, &o.fps})
            if (parser.isSet(*option)) {
                error = invalid(option->names().last(), parser.value(*option),
                                "only export --animate reads it");
                return false;
            }
        return true;
    }
    const QString text = parser.value(o.animate);
    if (request.mode != CliRequest::Mode::Export || !request.view) {
        error = invalid("animate", text, "only export of one view reads it (not dump, not all)");
        return false;
    }
    request.animate = parseAnimationSpec(text, &error);
    if (!request.animate)
        return false;
    if (!parser.isSet(o.frames)) {
        error = QStringLiteral("export --animate: --frames N is required (2 to %1)")
                    .arg(kMaxAnimationFrames);
        return false;
    }
    if (!readInteger(parser, o.frames, request.frames, error, 2, kMaxAnimationFrames))
        return false;
    if (parser.isSet(o.fps)) {
        std::int64_t fps = 0;
        if (!readInteger(parser, o.fps, fps, error, 1, kMaxAnimationFps))
            return false;
        request.fps = int(fps);
    }
    return true;
}

} // namespace cli

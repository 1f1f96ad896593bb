#include "app/export_command.h"

#include "ui/export/view_export.h"

#include <QDir>
#include <QFileInfo>
#include <QTextStream>

namespace {

void printError(const QString& message) {
    QTextStream(stderr) << "pe-explorer: " << message << '\n';
}

// --format wins; otherwise a known suffix of --output; otherwise PNG.
FigureFormat chooseFormat(const CliRequest& request) {
    if (!request.format.isEmpty())
        return *figureFormatFromString(request.format);
    if (request.view)
        if (auto fromSuffix = figureFormatFromString(QFileInfo(request.output).suffix()))
            return *fromSuffix;
    return FigureFormat::Png;
}

FigureOptions figureOptions(const CliRequest& request, const ExploreRequest& explore) {
    FigureOptions options;
    options.format = chooseFormat(request);
    if (request.width > 0)
        options.widthPx = request.width;
    if (request.height > 0)
        options.heightPx = request.height;
    if (request.dpi > 0)
        options.dpi = request.dpi;
    options.caption = request.caption ? parameterCaption(explore) : QString();
    return options;
}

// The folder for `export all`: made if only its last level is missing, so a typo in a
// parent folder is reported instead of silently creating a tree.
bool prepareFolder(const QString& folder, QString* error) {
    const QFileInfo info(folder);
    if (info.isDir())
        return true;
    if (info.exists()) {
        *error = QStringLiteral("cannot write into %1: it is a file, not a folder").arg(folder);
        return false;
    }
    if (!QDir().mkdir(folder)) {
        *error = QStringLiteral("cannot create the folder %1 (does its parent exist and is it "
                                "writable?)")
                     .arg(QDir::toNativeSeparators(info.absoluteFilePath()));
        return false;
    }
    return true;
}

} // namespace

int runExport(const CliRequest& request) {
    ExploreRequest explore = figureRequest(request.params, request.metric, request.from, {});
    if (request.to)
        explore.partner = *request.to;
    const FigureOptions options = figureOptions(request, explore);
    fitRequestToFigure(explore, options);
    QString error;
    if (!request.view) {
        QStringList written;
        if (!prepareFolder(request.output, &error) ||
            !exportAllViews(explore, options, request.output, &written, &error)) {
            printError(error);
            return error.startsWith("cannot") ? ExitWriteFailed : ExitInvalidInput;
        }
        return ExitOk;
    }
    if (!exportOneView(*request.view, explore, options, request.output, &error)) {
        printError(error);
        return error.startsWith("cannot") ? ExitWriteFailed : ExitInvalidInput;
    }
    return ExitOk;
}

// SPDX-License-Identifier: GPL-3.0-or-later
// pe-explorer: with a subcommand it is a command-line tool that needs no display;
// without one it opens the explorer window.

#include "app/command_line.h"
#include "app/dump_command.h"
#include "app/export_command.h"
#include "ui/compute/memory_reuse.h"
#include "ui/export/figure_metadata.h"
#include "ui/shell/language.h"
#include "ui/shell/main_window.h"
#include "ui/shell/window_holder.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QIcon>
#include <QRegularExpression>
#include <QScreen>
#include <QTextStream>
#include <unistd.h>

namespace {

QStringList argumentList(int argc, char** argv) {
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    return arguments;
}

StartOptions startOptions(const GivenParameters& given) {
    StartOptions options;
    options.length = given.length;
    options.dim = given.dim;
    options.base = given.base;
    options.layout = given.layout;
    options.metric = given.metric;
    options.scene = given.scene;
    return options;
}

// First start: use the whole screen, projector or desktop; later starts restore the size.
// (Sized by hand too: without a window manager "maximized" means nothing.)
void showWindow(MainWindow& window) {
    if (window.restoredGeometry()) {
        window.show();
    } else {
        window.setGeometry(QGuiApplication::primaryScreen()->availableGeometry());
        window.showMaximized();
    }
}

// The window: QApplication takes its own options (-platform offscreen, -style fusion ...)
// out of argv first, then the rest is parsed again, so that a Qt option is not refused as an
// unknown one of ours.
int runGui(int argc, char** argv) {
    QApplication app(argc, argv);
    const auto parsed = parseCommandLine(QApplication::arguments());
    if (const auto* error = std::get_if<CliError>(&parsed)) {
        QTextStream(stderr) << "pe-explorer: " << error->message << '\n';
        return ExitInvalidInput;
    }
    const CliRequest& request = std::get<CliRequest>(parsed);
    if (request.mode == CliRequest::Mode::Help) {
        QTextStream(stdout) << helpText();
        return ExitOk;
    }
    if (request.mode == CliRequest::Mode::Version) {
        QTextStream(stdout) << versionText();
        return ExitOk;
    }
    QApplication::setApplicationName("PE Explorer");
    QApplication::setOrganizationName("PE Explorer");
    QApplication::setApplicationVersion(PE_EXPLORER_VERSION);
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/pe-explorer.svg")));
    // --language for this run only: the Language menu's choice stays the one saved.
    installLanguage(request.language == QLatin1String("system") ? savedLanguage()
                                                                : request.language);
    StartOptions options = startOptions(request.given);
    options.sessionFile = request.session;
    options.table = request.table;
    options.tableName = request.tableName;
    WindowHolder holder(&showWindow);
    holder.open(options, request.given.presentation);
    return app.exec();
}

// Without a session (CI, ssh) Qt warns on stderr that XDG_RUNTIME_DIR is unset; the CLI
// promises one line on stderr per error, so give it a private one instead.
void ensureRuntimeDir() {
    if (qEnvironmentVariableIsSet("XDG_RUNTIME_DIR"))
        return;
    const QString dir =
        QDir::temp().filePath(QStringLiteral("pe-explorer-runtime-%1").arg(getuid()));
    QDir().mkpath(dir);
    QFile::setPermissions(dir, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    qputenv("XDG_RUNTIME_DIR", QFile::encodeName(dir));
}

// Figures need widgets and fonts but no display: the offscreen platform gives both.
int runExportHeadless(int argc, char** argv, const CliRequest& request) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    ensureRuntimeDir();
    QApplication app(argc, argv);
    // As the window does, but from the command line or the environment only: a figure made by
    // a script should not depend on what someone last picked in the Language menu.
    // --like without --language: the language the earlier figure was drawn in. (A file
    // without usable metadata is refused by runExport, with its message.)
    QString language = request.language;
    if (language == QLatin1String("system") && !request.like.isEmpty()) {
        QString ignored;
        if (const auto like = readFigureMetadata(request.like, &ignored))
            if (!like->language.isEmpty())
                language = like->language;
    }
    installLanguage(language);
    return runExport(request);
}

// Whether a refused command line may hold Qt's own options, which only QApplication knows:
// single-dash words (-platform, -style, -reverse) and no subcommand. dump and export never
// make a QApplication for them, so their unknown options stay refused.
bool mayHoldQtOptions(const QStringList& arguments) {
    static const QRegularExpression qtStyle(QStringLiteral("^-[A-Za-z]{2,}"));
    bool qtOptions = false;
    for (const QString& argument : arguments.mid(1)) {
        if (argument == QLatin1String("dump") || argument == QLatin1String("export"))
            return false;
        qtOptions = qtOptions || qtStyle.match(argument).hasMatch();
    }
    return qtOptions;
}

} // namespace

int main(int argc, char** argv) {
    explore::keepFreedBuffersForReuse();
    // Parsed before any QApplication exists: dump, --help and bad input need no display.
    const QStringList arguments = argumentList(argc, argv);
    const auto parsed = parseCommandLine(arguments);
    if (const auto* error = std::get_if<CliError>(&parsed)) {
        if (mayHoldQtOptions(arguments))
            return runGui(argc, argv);
        QTextStream(stderr) << "pe-explorer: " << error->message << '\n';
        return ExitInvalidInput;
    }
    const CliRequest& request = std::get<CliRequest>(parsed);
    switch (request.mode) {
    case CliRequest::Mode::Help:
        QTextStream(stdout) << helpText();
        return ExitOk;
    case CliRequest::Mode::Version:
        QTextStream(stdout) << versionText();
        return ExitOk;
    case CliRequest::Mode::Dump:
        return runDump(request);
    case CliRequest::Mode::Export:
        return runExportHeadless(argc, argv, request);
    case CliRequest::Mode::Gui:
        break;
    }
    return runGui(argc, argv);
}

// pe-explorer: with a subcommand it is a command-line tool that needs no display;
// without one it opens the explorer window.

#include "command_line.h"
#include "dump_command.h"
#include "main_window.h"

#include <QApplication>
#include <QTextStream>

namespace {

QStringList argumentList(int argc, char** argv) {
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    return arguments;
}

int runGui(int argc, char** argv, const CliRequest& request) {
    QApplication app(argc, argv);
    QApplication::setApplicationName("PE Explorer");
    QApplication::setOrganizationName("PE Explorer");
    QApplication::setApplicationVersion(PE_EXPLORER_VERSION);
    MainWindow window(request.params);
    window.show();
    return app.exec();
}

} // namespace

int main(int argc, char** argv) {
    // Parsed before any QApplication exists: dump, --help and bad input need no display.
    const auto parsed = parseCommandLine(argumentList(argc, argv));
    if (const auto* error = std::get_if<CliError>(&parsed)) {
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
        QTextStream(stderr) << "pe-explorer: export is not available yet\n";
        return ExitInvalidInput;
    case CliRequest::Mode::Gui:
        break;
    }
    return runGui(argc, argv, request);
}

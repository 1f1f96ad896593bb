// SPDX-License-Identifier: GPL-3.0-or-later
// pe-docs: writes the man page and the bash completion from the program's own tables, at
// build time (resources/CMakeLists.txt), so that they cannot drift from --help.
//   pe-docs man TEMPLATE OUTPUT
//   pe-docs completion OUTPUT

#include "app/bash_completion.h"
#include "app/man_page.h"

#include <QFile>
#include <QSaveFile>
#include <QTextStream>
#include <cstdio>

namespace {

bool write(const QString& path, const QString& text) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text.toUtf8()) < 0 || !file.commit()) {
        std::fprintf(stderr, "pe-docs: cannot write %s\n", qPrintable(path));
        return false;
    }
    return true;
}

} // namespace

int main(int argc, char** argv) {
    const QString what = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QString();
    if (what == QLatin1String("man") && argc == 4) {
        QFile in(QString::fromLocal8Bit(argv[2]));
        if (!in.open(QIODevice::ReadOnly)) {
            std::fprintf(stderr, "pe-docs: cannot read %s\n", argv[2]);
            return 1;
        }
        return write(QString::fromLocal8Bit(argv[3]), manPage(QString::fromUtf8(in.readAll()))) ? 0
                                                                                                : 1;
    }
    if (what == QLatin1String("completion") && argc == 3)
        return write(QString::fromLocal8Bit(argv[2]), bashCompletion()) ? 0 : 1;
    std::fprintf(stderr, "usage: pe-docs man TEMPLATE OUTPUT | pe-docs completion OUTPUT\n");
    return 2;
}

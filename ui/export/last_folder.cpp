// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/export/last_folder.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>

namespace {
// The key kept from when only File > Export remembered its folder: a teacher's folder stays.
const char* const kKey = "export/folder";
} // namespace

QString lastFolder() {
    return QSettings().value(kKey, QDir::homePath()).toString();
}

QString inLastFolder(const QString& name) {
    return QDir(lastFolder()).filePath(name);
}

void rememberFolderOf(const QString& path) {
    if (!path.isEmpty())
        rememberFolder(QFileInfo(path).absolutePath());
}

void rememberFolder(const QString& folder) {
    if (!folder.isEmpty())
        QSettings().setValue(kKey, folder);
}

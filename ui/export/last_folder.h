// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Where every file dialog of the program opens: the folder of the file last chosen in any of
// them, opened or saved (the home folder at first), so that the files of one lesson (its
// session, figures, data, tables, a model's config) are found where the last one went.

#include <QString>

QString lastFolder();
// `name` in that folder, what a save dialog offers.
QString inLastFolder(const QString& name);
// Remembers the folder of `path`, a file chosen in a dialog (nothing for an empty path: the
// dialog was cancelled).
void rememberFolderOf(const QString& path);
// Remembers `folder` itself, chosen as a folder.
void rememberFolder(const QString& folder);

#pragma once
// Every file the app writes goes through here: QSaveFile writes a temporary beside the
// target and renames it into place on success, so a failure never leaves a partial file.

#include <QIODevice>
#include <QString>
#include <functional>
#include <iosfwd>

// `write` fills the device and returns false on its own failure. On any failure the
// target is untouched and `error` (if given) says why in one line naming the path.
bool writeAtomically(const QString& path, const std::function<bool(QIODevice&)>& write,
                     QString* error = nullptr);

// The same for writers that speak std::ostream (the engine's CSV and NPY writers).
bool writeStreamAtomically(const QString& path, const std::function<bool(std::ostream&)>& write,
                           QString* error = nullptr);

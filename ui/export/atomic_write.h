// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Every file the app writes goes through here: QSaveFile writes a temporary beside the
// target and renames it into place on success, so a failure never leaves a partial file.

#include <QIODevice>
#include <QString>
#include <functional>
#include <iosfwd>
#include <memory>

class QSaveFile;

// `write` fills the device and returns false on its own failure. On any failure the
// target is untouched and `error` (if given) says why in one line naming the path.
// `unbuffered`: the writer buffers itself (the std::ostream writers below), so the file
// need not copy its writes once more.
bool writeAtomically(const QString& path, const std::function<bool(QIODevice&)>& write,
                     QString* error = nullptr, bool unbuffered = false);

// The same for writers that speak std::ostream (the engine's CSV and NPY writers).
bool writeStreamAtomically(const QString& path, const std::function<bool(std::ostream&)>& write,
                           QString* error = nullptr);

// The same guarantee for a file filled over time (an animation, frame by frame, between
// turns of the event loop): nothing appears at `path` until commit() succeeds; destroying
// it uncommitted, or discard(), leaves the target untouched.
class AtomicFile {
  public:
    explicit AtomicFile(QString path);
    ~AtomicFile();
    AtomicFile(const AtomicFile&) = delete;
    AtomicFile& operator=(const AtomicFile&) = delete;

    bool open(QString* error = nullptr);
    QIODevice& device();
    // Renames the finished file into place. False, with `error`, on any failure so far.
    bool commit(QString* error = nullptr);
    void discard();

  private:
    bool fail(const QString& why, QString* error) const;
    QString path_;
    std::unique_ptr<QSaveFile> file_;
};

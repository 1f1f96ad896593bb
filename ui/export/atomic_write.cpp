// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/export/atomic_write.h"

#include "ui/export/iodevice_streambuf.h"

#include <QDir>
#include <QFileInfo>
#include <QSaveFile>
#include <ostream>

bool writeAtomically(const QString& path, const std::function<bool(QIODevice&)>& write,
                     QString* error, bool unbuffered) {
    auto fail = [&](const QString& why) {
        if (error)
            *error = QStringLiteral("cannot write %1: %2")
                         .arg(QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath()), why);
        return false;
    };
    if (path.isEmpty())
        return fail(QStringLiteral("no file name given"));
    if (QFileInfo(path).isDir())
        return fail(QStringLiteral("it is a folder"));
    QSaveFile file(path);
    if (!file.open(unbuffered ? QIODevice::WriteOnly | QIODevice::Unbuffered
                              : QIODevice::WriteOnly))
        return fail(file.errorString());
    if (!write(file) || file.error() != QFileDevice::NoError) {
        const QString why = file.error() != QFileDevice::NoError ? file.errorString()
                                                                 : QStringLiteral("write failed");
        file.cancelWriting();
        return fail(why);
    }
    if (!file.commit())
        return fail(file.errorString());
    return true;
}

bool writeStreamAtomically(const QString& path, const std::function<bool(std::ostream&)>& write,
                           QString* error) {
    return writeAtomically(
        path,
        [&](QIODevice& device) {
            IODeviceStreamBuf buffer(device);
            std::ostream out(&buffer);
            const bool ok = write(out);
            out.flush();
            return ok && static_cast<bool>(out);
        },
        error, true);
}

AtomicFile::AtomicFile(QString path) : path_(std::move(path)) {}

AtomicFile::~AtomicFile() {
    discard();
}

bool AtomicFile::fail(const QString& why, QString* error) const {
    if (error)
        *error = QStringLiteral("cannot write %1: %2")
                     .arg(QDir::toNativeSeparators(QFileInfo(path_).absoluteFilePath()), why);
    return false;
}

bool AtomicFile::open(QString* error) {
    if (path_.isEmpty())
        return fail(QStringLiteral("no file name given"), error);
    if (QFileInfo(path_).isDir())
        return fail(QStringLiteral("it is a folder"), error);
    file_ = std::make_unique<QSaveFile>(path_);
    if (!file_->open(QIODevice::WriteOnly)) {
        const QString why = file_->errorString();
        file_.reset();
        return fail(why, error);
    }
    return true;
}

QIODevice& AtomicFile::device() {
    return *file_;
}

bool AtomicFile::commit(QString* error) {
    if (!file_)
        return fail(QStringLiteral("the file is not open"), error);
    if (file_->error() != QFileDevice::NoError) {
        const QString why = file_->errorString();
        discard();
        return fail(why, error);
    }
    const bool committed = file_->commit();
    const QString why = file_->errorString();
    file_.reset();
    return committed || fail(why, error);
}

void AtomicFile::discard() {
    if (file_)
        file_->cancelWriting();
    file_.reset(); // QSaveFile removes its temporary
}

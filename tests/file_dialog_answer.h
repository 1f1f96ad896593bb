// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A file dialog answered as a user answers it: in the file's folder, its name typed into the
// name field and Return (the Open or Save button clicked if Return did not take). Made before the
// click that opens the dialog, it waits for that dialog to show (an event, not a time), and answers
// only it: a dialog opened later by anything else is left alone.

#include "hang.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileSystemModel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QSet>
#include <QtTest>

class FileDialogAnswer : public QObject {
  public:
    explicit FileDialogAnswer(QString path) : path_(std::move(path)) {
        qApp->installEventFilter(this);
    }
    ~FileDialogAnswer() override { qApp->removeEventFilter(this); }

    // Whether a file dialog was shown, and whether it closed accepted with the path.
    bool seen() const { return seen_; }
    bool accepted() const { return accepted_; }

  protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::Show && !seen_)
            if (auto* dialog = qobject_cast<QFileDialog*>(watched)) {
                seen_ = true;
                dialog_ = dialog;
                // Qt's dialog lists a folder on a thread of its own and, once the listing is
                // in, sets its name field from it: a name typed before then is lost. Each
                // folder listed is noted from the show on.
                if (auto* model = dialog->findChild<QFileSystemModel*>())
                    connect(
                        model, &QFileSystemModel::directoryLoaded, this,
                        [this](const QString& folder) { listed_ << QDir(folder).absolutePath(); });
                qApp->removeEventFilter(this);
                // After the show: typed into in the dialog's own event loop.
                QMetaObject::invokeMethod(this, &FileDialogAnswer::answer, Qt::QueuedConnection);
            }
        return false;
    }

  private:
    void answer() {
        if (!dialog_)
            return;
        QPointer<QFileDialog> dialog = dialog_;
        connect(dialog, &QDialog::accepted, this, [this] { accepted_ = true; });
        // In the file's folder, as a user who went there; then its name, and Return.
        const QFileInfo file(path_);
        dialog->setDirectory(file.absolutePath());
        // The folder listed first (it opened elsewhere, or there): an event, bounded by a hang.
        if (dialog->findChild<QFileSystemModel*>() &&
            !QTest::qWaitFor([&] { return !dialog || listed_.contains(file.absolutePath()); },
                             kHangMs))
            qWarning("the file dialog did not list %s", qPrintable(file.absolutePath()));
        if (!dialog)
            return;
        auto* name = dialog->findChild<QLineEdit*>(QStringLiteral("fileNameEdit"));
        name->setFocus();
        name->selectAll();
        QTest::keyClick(name, Qt::Key_Backspace);
        QTest::keyClicks(name, file.fileName());
        // Typing may open the name's completer; Escape closes its list, as a user does.
        if (QWidget* popup = QApplication::activePopupWidget())
            QTest::keyClick(popup, Qt::Key_Escape);
        QTest::keyClick(name, Qt::Key_Return);
        if (!dialog || !dialog->isVisible())
            return;
        // Return did not take (the dialog was still listing the folder): Open, or Save in a
        // save dialog, clicked.
        QDialogButtonBox* buttons = dialog->findChild<QDialogButtonBox*>();
        QPushButton* open = buttons->button(QDialogButtonBox::Open);
        if (!open)
            open = buttons->button(QDialogButtonBox::Save);
        if (open && QTest::qWaitFor([&] { return !dialog || open->isEnabled(); }, kHangMs) &&
            dialog)
            QTest::mouseClick(open, Qt::LeftButton);
        if (dialog && dialog->isVisible())
            qWarning("the file dialog did not take %s (its name field reads '%s')",
                     qPrintable(path_), qPrintable(name->text()));
    }

    QString path_;
    QSet<QString> listed_;
    QPointer<QFileDialog> dialog_;
    bool seen_ = false;
    bool accepted_ = false;
};

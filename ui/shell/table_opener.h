// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// File > Open position embeddings (and a file dropped on the window): a model's table read on
// a JobRunner, then shown in place of the sinusoidal encoding (MainWindow::openTable), one
// undo step. File > Back to the sinusoidal encoding shows the encoding of the same shape.

#include <QObject>
#include <QString>

class JobRunner;
class MainWindow;
class QAction;
class QMenu;
class QMimeData;

class TableOpener : public QObject {
    Q_OBJECT
  public:
    explicit TableOpener(MainWindow* window);

    // The two actions, after the sessions' at the head of the File menu.
    void addActions(QMenu* fileMenu);
    // Reads `path` (FILE or FILE:TENSOR) off the GUI thread; a file that cannot be read is
    // named with what is wrong in a dialog, and nothing changes.
    void open(const QString& path);
    // The one .npy or .safetensors file among dropped data; empty for anything else.
    static QString droppedFile(const QMimeData* data);

    QAction* openAction() const { return open_; }
    QAction* backAction() const { return back_; }

  signals:
    // A read ended: opened, or refused with `error`.
    void finished(const QString& error);

  protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

  private:
    void chooseFile();

    MainWindow* window_;
    JobRunner* runner_;
    QAction* open_ = nullptr;
    QAction* back_ = nullptr;
};

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// File > Open position embeddings (and a file dropped on the window): a model's table read on
// a JobRunner, then shown in place of the sinusoidal encoding (MainWindow::openTable), one
// undo step. A .safetensors file whose 2-D tensors name no table of positions, or more than
// one, opens a chooser (tensor_chooser.h) first; File > Choose tensor and first row opens it
// again on the file shown, for another tensor or the first row that is a position. File > Open
// a generated table makes one from a seed (generated_table_dialog.h), opened the same way.
// File > Back to the sinusoidal encoding shows the encoding of the same shape.

#include "core/generated_tables.h"
#include "core/sinusoidal_encoding.h"

#include <QObject>
#include <QString>
#include <cstdint>
#include <memory>

class JobRunner;
class MainWindow;
class QAction;
class QMenu;
class QMimeData;
struct TableRead;

class TableOpener : public QObject {
    Q_OBJECT
  public:
    explicit TableOpener(MainWindow* window);

    // The actions, after the sessions' at the head of the File menu.
    void addActions(QMenu* fileMenu);
    // Reads `path` (FILE or FILE:TENSOR) off the GUI thread; a file that cannot be read is
    // named with what is wrong in a dialog, and nothing changes. A file with several tables and
    // none (or more than one) named as positions asks which first.
    void open(const QString& path);
    // Row `firstRow` on of `tensor` (empty: the table the file names, or a .npy's array).
    void openChosen(const QString& path, const QString& tensor, std::int64_t firstRow);
    // The chooser of tensor and first row on the file shown now.
    void chooseAgain();
    // A generated table of that size and seed, made off the GUI thread.
    void openGenerated(pe::GeneratedTable kind, std::int64_t length, std::int64_t dim,
                       std::uint64_t seed);
    // The one .npy or .safetensors file among dropped data; empty for anything else.
    static QString droppedFile(const QMimeData* data);

    QAction* openAction() const { return open_; }
    QAction* chooseAction() const { return choose_; }
    QAction* generatedAction(pe::GeneratedTable kind) const {
        return kind == pe::GeneratedTable::LearnedRandom ? random_ : smooth_;
    }
    QAction* backAction() const { return back_; }
    // The reads' runner: a newer read stops the one running (tests hold it to be sure one is).
    JobRunner* runner() const { return runner_; }

  signals:
    // A read ended: opened, or refused with `error`. Not emitted while a chooser asks, nor
    // when it is cancelled.
    void finished(const QString& error);

  protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

  private:
    void chooseFile();
    void chooseGenerated(pe::GeneratedTable kind);
    void onRead(const TableRead& read);
    void ask(const TableRead& read);
    // Whether the window shows the table last opened from a file.
    bool showsOpenedFile() const;

    MainWindow* window_;
    JobRunner* runner_;
    QAction* open_ = nullptr;
    QAction* choose_ = nullptr;
    QAction* random_ = nullptr;
    QAction* smooth_ = nullptr;
    QAction* back_ = nullptr;
    // The file, tensor and first row of the table last opened from a file, and that table.
    QString openedPath_;
    QString openedTensor_;
    std::int64_t openedFirstRow_ = 0;
    std::weak_ptr<const pe::Matrix> opened_;
};

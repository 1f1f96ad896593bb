// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/table_opener.h"

#include "core/matrix_file.h"
#include "ui/compute/job_runner.h"
#include "ui/export/model_table.h"
#include "ui/shell/main_window.h"

#include <QAction>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QUrl>

namespace {

// How long the status bar says which table was opened.
constexpr int kOpenedMessageMs = 5000;

// What a read hands back to the GUI thread: the table, or why there is none.
struct TableRead {
    ModelTable table;
    QString error;
};

bool isTableFile(const QString& path) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    return suffix == QLatin1String("npy") || suffix == QLatin1String("safetensors");
}

} // namespace

Q_DECLARE_METATYPE(TableRead)

TableOpener::TableOpener(MainWindow* window)
    : QObject(window), window_(window), runner_(new JobRunner(this)) {
    // A .npy or .safetensors file dropped on the window opens as the table.
    window->setAcceptDrops(true);
    window->installEventFilter(this);
    connect(runner_, &JobRunner::finished, this, [this](quint64, const QVariant& result) {
        const auto read = result.value<TableRead>();
        QString error = read.error;
        if (error.isEmpty())
            error = window_->openTable(read.table.values, read.table.name);
        window_->showStatus(error.isEmpty() ? tr("Opened %1").arg(read.table.name) : QString(),
                            kOpenedMessageMs);
        if (!error.isEmpty())
            QMessageBox::warning(window_, tr("Open position embeddings"), error);
        emit finished(error);
    });
}

void TableOpener::addActions(QMenu* fileMenu) {
    QAction* first = fileMenu->actions().value(0);
    open_ = new QAction(tr("Open position &embeddings..."), fileMenu);
    open_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    open_->setToolTip(tr("Show a model's position-embedding table (.npy, .safetensors) in "
                         "place of the sinusoidal encoding"));
    connect(open_, &QAction::triggered, this, &TableOpener::chooseFile);
    back_ = new QAction(tr("&Back to the sinusoidal encoding"), fileMenu);
    back_->setToolTip(tr("The sinusoidal encoding of the table's L and D in its place"));
    connect(back_, &QAction::triggered, window_, &MainWindow::closeTable);
    // Enabled while there is a table to go back from, whichever way it came or went.
    connect(fileMenu, &QMenu::aboutToShow, this,
            [this] { back_->setEnabled(window_->table() != nullptr); });
    back_->setEnabled(false);
    fileMenu->insertAction(first, open_);
    fileMenu->insertAction(first, back_);
    fileMenu->insertSeparator(first);
}

void TableOpener::chooseFile() {
    QFileDialog dialog(window_, tr("Open position embeddings"));
    dialog.setFileMode(QFileDialog::ExistingFile);
    dialog.setNameFilters({tr("Position embeddings (*.npy *.safetensors)"), tr("All files (*)")});
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return;
    open(dialog.selectedFiles().constFirst());
}

void TableOpener::open(const QString& path) {
    window_->showStatus(tr("Reading %1...").arg(QFileInfo(path).fileName()), 0);
    runner_->submit([path](quint64, const JobRunner::Cancelled&) {
        TableRead read;
        try {
            read.table = readModelTable(path);
        } catch (const pe::MatrixFileError& problem) {
            read.error = QString::fromStdString(problem.what());
        } catch (const std::bad_alloc&) {
            read.error = tr("%1: the table does not fit in memory.").arg(path);
        } catch (const std::exception& problem) {
            read.error = path + QStringLiteral(": ") + QString::fromLocal8Bit(problem.what());
        }
        return QVariant::fromValue(read);
    });
}

bool TableOpener::eventFilter(QObject* watched, QEvent* event) {
    if (watched != window_ || (event->type() != QEvent::DragEnter && event->type() != QEvent::Drop))
        return QObject::eventFilter(watched, event);
    auto* drop = static_cast<QDropEvent*>(event); // QDragEnterEvent is a QDropEvent
    const QString path = droppedFile(drop->mimeData());
    if (path.isEmpty())
        return false;
    drop->acceptProposedAction();
    if (event->type() == QEvent::Drop)
        open(path);
    return true;
}

QString TableOpener::droppedFile(const QMimeData* data) {
    if (!data || !data->hasUrls() || data->urls().size() != 1)
        return {};
    const QUrl url = data->urls().constFirst();
    const QString path = url.toLocalFile();
    return url.isLocalFile() && isTableFile(path) ? path : QString();
}

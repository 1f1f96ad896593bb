// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/table_opener.h"
#include "ui/export/last_folder.h"

#include "core/matrix_file.h"
#include "core/parameter_validation.h"
#include "ui/compute/job_runner.h"
#include "ui/export/model_table.h"
#include "ui/shell/generated_table_dialog.h"
#include "ui/shell/main_window.h"
#include "ui/shell/tensor_chooser.h"

#include <QAction>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QUrl>
#include <algorithm>
#include <functional>

// What a read hands back to the GUI thread: the table, why there is none, or the tables of a
// file to choose from.
struct TableRead {
    ModelTable table;
    QString error;
    // A file's path (without a tensor), the tensor read and from which row.
    QString path;
    QString tensor;
    std::int64_t firstRow = 0;
    bool fromFile = false;
    // Set when the user chooses first: the file's 2-D tables and why they are asked.
    bool choose = false;
    std::vector<pe::MatrixTableInfo> tables;
    QString why;
    // The job was told to stop (a newer request, the window's close): nothing to show.
    bool stopped = false;
};

Q_DECLARE_METATYPE(TableRead)

namespace {

// How long the status bar says which table was opened.
constexpr int kOpenedMessageMs = 5000;

bool isTableFile(const QString& path) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    return suffix == QLatin1String("npy") || suffix == QLatin1String("safetensors");
}

// Runs `work` into a TableRead, every failure turned into its message naming `what`; no
// result when the work was told to stop.
QVariant readInto(const QString& what, const std::function<void(TableRead&)>& work) {
    TableRead read;
    read.error = tableProblem(what, [&] { work(read); });
    return read.stopped ? QVariant() : QVariant::fromValue(read);
}

// The table of `argument` from `firstRow` into `read`, or `read.stopped` when `stop` said so.
void readTable(TableRead& read, const QString& argument, std::int64_t firstRow,
               const pe::Stop& stop) {
    std::optional<ModelTable> table = readModelTable(argument, firstRow, stop);
    if (table)
        read.table = std::move(*table);
    else
        read.stopped = true;
}

// The tensor a file's tables name as positions, the only table, or none.
QString namedTable(const std::vector<pe::MatrixTableInfo>& tables) {
    const auto named = std::count_if(tables.begin(), tables.end(),
                                     [](const pe::MatrixTableInfo& t) { return t.positionName; });
    for (const pe::MatrixTableInfo& t : tables)
        if ((named == 1 && t.positionName) || (named == 0 && tables.size() == 1))
            return QString::fromStdString(t.tensor);
    return {};
}

} // namespace

TableOpener::TableOpener(MainWindow* window)
    : QObject(window), window_(window), runner_(new JobRunner(this)) {
    // A .npy or .safetensors file dropped on the window opens as the table.
    window->setAcceptDrops(true);
    window->installEventFilter(this);
    connect(runner_, &JobRunner::finished, this,
            [this](quint64, const QVariant& result) { onRead(result.value<TableRead>()); });
}

void TableOpener::addActions(QMenu* fileMenu) {
    QAction* first = fileMenu->actions().value(0);
    open_ = new QAction(tr("Open position &embeddings..."), fileMenu);
    open_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    open_->setToolTip(tr("Show a model's position-embedding table (.npy, .safetensors) in "
                         "place of the sinusoidal encoding"));
    connect(open_, &QAction::triggered, this, &TableOpener::chooseFile);
    choose_ = new QAction(tr("Choose &tensor and first row..."), fileMenu);
    choose_->setToolTip(tr("Another tensor of the file shown, or the first row that is a "
                           "position (OPT keeps 2 rows before position 0)"));
    connect(choose_, &QAction::triggered, this, &TableOpener::chooseAgain);
    auto* generated = new QMenu(tr("Open a &generated table"), fileMenu);
    generated->setToolTipsVisible(true);
    random_ = generated->addAction(tr("&Learned-style random..."));
    random_->setToolTip(tr("N(0, 0.02\u00b2) values, as a model's table before training"));
    connect(random_, &QAction::triggered, this,
            [this] { chooseGenerated(pe::GeneratedTable::LearnedRandom); });
    smooth_ = generated->addAction(tr("&Smooth waves..."));
    smooth_->setToolTip(tr("A few slow waves plus noise: its principal components trace a "
                           "curve, as a trained table's do"));
    connect(smooth_, &QAction::triggered, this,
            [this] { chooseGenerated(pe::GeneratedTable::SmoothWaves); });
    back_ = new QAction(tr("&Back to the sinusoidal encoding"), fileMenu);
    back_->setToolTip(tr("The sinusoidal encoding of the table's L and D in its place"));
    connect(back_, &QAction::triggered, window_, &MainWindow::closeTable);
    // Enabled while there is a table to go back from (or a file to choose in), whichever way
    // it came or went.
    connect(fileMenu, &QMenu::aboutToShow, this, [this] {
        back_->setEnabled(window_->document()->table() != nullptr);
        choose_->setEnabled(showsOpenedFile());
    });
    back_->setEnabled(false);
    choose_->setEnabled(false);
    fileMenu->insertAction(first, open_);
    fileMenu->insertAction(first, choose_);
    fileMenu->insertMenu(first, generated);
    fileMenu->insertAction(first, back_);
    fileMenu->insertSeparator(first);
}

bool TableOpener::showsOpenedFile() const {
    const auto opened = opened_.lock();
    return opened && window_->document()->table() == opened;
}

void TableOpener::chooseFile() {
    QFileDialog dialog(window_, tr("Open position embeddings"));
    dialog.setFileMode(QFileDialog::ExistingFile);
    dialog.setDirectory(lastFolder());
    dialog.setNameFilters({tr("Position embeddings (*.npy *.safetensors)"), tr("All files (*)")});
    const bool chosen = dialog.exec() == QDialog::Accepted && !dialog.selectedFiles().isEmpty();
    // Keys go to the window again: without a window manager (a kiosk, a projector's own
    // session) the closed dialog left no window active, and the scene's keys did nothing.
    window_->activateWindow();
    if (chosen) {
        rememberFolderOf(dialog.selectedFiles().constFirst());
        open(dialog.selectedFiles().constFirst());
    }
}

void TableOpener::open(const QString& argument) {
    window_->showStatus(tr("Reading %1...").arg(QFileInfo(argument).fileName()), 0);
    runner_->submit([argument](quint64, const JobRunner::Cancelled& cancelled) {
        return readInto(argument, [&](TableRead& read) {
            const pe::MatrixArgument split = pe::splitMatrixArgument(argument.toStdString());
            read.path = QString::fromStdString(split.path);
            read.tensor = QString::fromStdString(split.tensor);
            read.fromFile = true;
            if (split.tensor.empty() && read.path.endsWith(QLatin1String(".safetensors"))) {
                // The header alone says whether the file names its table of positions.
                read.tables = pe::listMatrixTables(split.path);
                const auto named =
                    std::count_if(read.tables.begin(), read.tables.end(),
                                  [](const pe::MatrixTableInfo& t) { return t.positionName; });
                if (read.tables.size() > 1 && named != 1) {
                    read.choose = true;
                    read.why =
                        named == 0
                            ? tr("%1 holds %2 tensors of two dimensions, and none is named as a "
                                 "table of positions. Choose the one whose rows are positions.")
                                  .arg(QFileInfo(read.path).fileName())
                                  .arg(read.tables.size())
                            : tr("%1 holds %2 tensors named as a table of positions. Choose "
                                 "the one to show.")
                                  .arg(QFileInfo(read.path).fileName())
                                  .arg(named);
                    return;
                }
                read.tensor = namedTable(read.tables);
            }
            readTable(read, argument, 0, cancelled);
        });
    });
}

void TableOpener::openChosen(const QString& path, const QString& tensor, std::int64_t firstRow) {
    window_->showStatus(tr("Reading %1...").arg(QFileInfo(path).fileName()), 0);
    runner_->submit([path, tensor, firstRow](quint64, const JobRunner::Cancelled& cancelled) {
        return readInto(path, [&](TableRead& read) {
            read.path = path;
            read.tensor = tensor;
            read.firstRow = firstRow;
            read.fromFile = true;
            readTable(read, tensor.isEmpty() ? path : path + QLatin1Char(':') + tensor, firstRow,
                      cancelled);
        });
    });
}

void TableOpener::chooseAgain() {
    if (!showsOpenedFile())
        return;
    const QString path = openedPath_;
    window_->showStatus(tr("Reading %1...").arg(QFileInfo(path).fileName()), 0);
    runner_->submit([path](quint64, const JobRunner::Cancelled&) {
        return readInto(path, [&](TableRead& read) {
            read.path = path;
            read.fromFile = true;
            read.choose = true;
            read.tables = pe::listMatrixTables(path.toStdString());
            read.why = tr("Which table of %1 to show, and from which row.")
                           .arg(QFileInfo(path).fileName());
        });
    });
}

void TableOpener::chooseGenerated(pe::GeneratedTable kind) {
    auto* dialog = new GeneratedTableDialog(kind, 1024, 64, window_);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        openGenerated(dialog->kind(), dialog->length(), dialog->dim(), dialog->seed());
    });
    dialog->open();
}

void TableOpener::openGenerated(pe::GeneratedTable kind, std::int64_t length, std::int64_t dim,
                                std::uint64_t seed) {
    const QString name = GeneratedTableDialog::tableName(kind, length, dim, seed);
    window_->showStatus(tr("Making %1...").arg(name), 0);
    runner_->submit([=](quint64, const JobRunner::Cancelled& cancelled) {
        return readInto(name, [&](TableRead& read) {
            std::optional<pe::Matrix> made = pe::generatedTable(kind, length, dim, seed, cancelled);
            read.stopped = !made;
            if (made)
                read.table.values = std::make_shared<const pe::Matrix>(std::move(*made));
            read.table.name = name;
        });
    });
}

void TableOpener::ask(const TableRead& read) {
    auto* dialog = new TensorChooser(
        QFileInfo(read.path).fileName(), read.tables, read.why,
        showsOpenedFile() && read.path == openedPath_ ? openedTensor_ : QString(),
        showsOpenedFile() && read.path == openedPath_ ? openedFirstRow_ : 0, window_);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    const QString path = read.path;
    connect(dialog, &QDialog::accepted, this,
            [this, dialog, path] { openChosen(path, dialog->tensor(), dialog->firstRow()); });
    dialog->open();
}

void TableOpener::onRead(const TableRead& read) {
    if (read.choose && read.error.isEmpty()) {
        window_->showStatus(QString(), 0);
        ask(read);
        return;
    }
    QString error = read.error;
    if (error.isEmpty())
        error = window_->openTable(read.table.values, read.table.name);
    if (error.isEmpty() && read.fromFile) {
        openedPath_ = read.path;
        openedTensor_ = read.tensor;
        openedFirstRow_ = read.firstRow;
        opened_ = read.table.values;
    }
    window_->showStatus(error.isEmpty() ? tr("Opened %1").arg(read.table.name) : QString(),
                        kOpenedMessageMs);
    if (!error.isEmpty())
        QMessageBox::warning(window_, tr("Open position embeddings"), error);
    emit finished(error);
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

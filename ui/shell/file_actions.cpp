// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/file_actions.h"
#include "ui/shell/scene_export.h"

#include "ui/compute/compute.h"
#include "ui/compute/explorer_document.h"
#include "ui/compute/job_runner.h"
#include "ui/compute/number_text.h"
#include "ui/compute/view_step.h"
#include "ui/export/animation_dialog.h"
#include "ui/export/animation_runner.h"
#include "ui/export/data_export.h"
#include "ui/export/data_export_dialog.h"
#include "ui/export/export_dialog.h"
#include "ui/export/figure_preview.h"
#include "ui/export/last_folder.h"
#include "ui/export/notebook.h"
#include "ui/export/view_export.h"
#include "ui/views/plot_view.h"

#include <QApplication>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QMouseEvent>
#include <QPointer>
#include <QProgressDialog>
#include <QSettings>
#include <QTimer>
#include <algorithm>
#include <atomic>
#include <cstdint>
#include <qcustomplot.h>

// The figure's request: the parameters and the selection on screen (q of the springs, the
// similarity's band, a preset's scene), every view at full cell resolution.
ExploreRequest exportRequest(const ExportContext* context) {
    const ExplorerDocument& document = *context->document();
    const Selection& s = document.selection();
    ExploreRequest request = figureRequest(document.params(), document.metric(), s.p, s.waveDims);
    request.q = std::clamp<std::int64_t>(s.q, 0, document.params().length - 1);
    request.band = document.similarityBand();
    request.scene = document.scene();
    request.table = document.table();
    request.tableName = document.tableName();
    // Each view's part as it draws now (the map on its log axis where its box is ticked).
    for (const PlotView* view : context->views()) {
        for (ViewPart& part : request.views)
            if (part.step == &viewInfo(view->kind()).step())
                part = view->figurePartNow(part);
        if (const auto angle = view->viewAngle()) // turned in 3-D: its figure is too
            request.viewAngle = angle;
    }
    if (request.table) // only the views with numbers for a table compute
        request.views.erase(
            std::remove_if(request.views.begin(), request.views.end(),
                           [](const ViewPart& part) { return !part.step->readsTable; }),
            request.views.end());
    return request;
}

void recordSelection(const ExportContext* context, FigureOptions& options) {
    const ExplorerDocument& document = *context->document();
    const Selection& s = document.selection();
    options.selectedDimension = std::clamp<std::int64_t>(s.dimension, 0, document.params().dim - 1);
    options.selectedBand.reset();
    if (s.hasBand())
        options.selectedBand = pe::ColumnBand{s.bandFirst, s.bandLast};
    options.bandOnly = document.bandOnly();
}

FileActions::FileActions(ExportContext* context, QObject* parent)
    : QObject(parent), context_(context), parent_(context->dialogParent()) {
    menu_ = new QMenu(tr("&File"), parent_);
    QAction* figure = menu_->addAction(tr("Export &figure..."), this, &FileActions::exportFigure);
    figure->setShortcut(QKeySequence(tr("Ctrl+E")));
    figure->setToolTip(tr("Save the view you worked in last as PNG, PDF or SVG."));
    QAction* all =
        menu_->addAction(tr("Export &all figures..."), this, &FileActions::exportAllFigures);
    all->setShortcut(QKeySequence(tr("Ctrl+Shift+E")));
    auto* scenes = new SceneExport(context_, parent_);
    QAction* scene = menu_->addAction(tr("Export sc&ene..."), scenes, &SceneExport::exportScene);
    scene->setToolTip(tr("A scene's views at the same p and q on one page, with one caption: a "
                         "slide, or a handout when the page is taller than wide."));
    QAction* animation =
        menu_->addAction(tr("Export a&nimation..."), this, &FileActions::exportAnimation);
    animation->setToolTip(tr("Sweep L, D, the base or the selected position over the frames of "
                             "a GIF or a folder of PNG images."));
    QAction* notebook =
        menu_->addAction(tr("Export as &notebook..."), this, &FileActions::exportNotebook);
    notebook->setToolTip(tr("The view you worked in last as a Jupyter notebook: numpy "
                            "recomputes its numbers from the formula, matplotlib draws them."));
    QAction* copy = menu_->addAction(tr("&Copy figure"), this, &FileActions::copyFigure);
    copy->setShortcut(QKeySequence::Copy);
    menu_->addSeparator();
    QAction* data = menu_->addAction(tr("Export &data..."), this, &FileActions::exportData);
    // Spelled out: the platform's SaveAs and Quit are unbound on some (offscreen, some
    // desktops), and the README and the guide promise these keys everywhere.
    data->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    menu_->addSeparator();
    QAction* quit = menu_->addAction(tr("&Quit"), parent_->window(), &QWidget::close);
    quit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));
}

bool FileActions::chooseOptions(FigureOptions& options, PlotView* view) {
    const std::optional<ViewKind> kind =
        view ? std::optional<ViewKind>(view->kind()) : std::nullopt;
    ExportDialog dialog(parameterCaption(exportRequest(context_), kind), parent_,
                        view ? view->title() : QString());
    if (kind)
        previewInto(dialog.addPreview(*kind), *kind);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    options = dialog.options();
    ExportDialog::remember(options);
    return true;
}

// The preview's numbers: the figure's own request at a preview's resolution, computed on a
// thread like the figure's; handed over only if the dialog is still open.
void FileActions::previewInto(FigurePreview* preview, ViewKind view) {
    using Outcome = std::pair<std::shared_ptr<const ExploreResult>, QString>;
    ExploreRequest request = exportRequest(context_);
    FigureOptions small;
    small.format = FigureFormat::Png;
    small.widthPx = FigurePreview::box().width() + kMatrixRoomWidth;
    small.heightPx = FigurePreview::box().height() + kMatrixRoomHeight;
    fitRequestToFigure(request, small);
    QPointer<FigurePreview> target(preview);
    runJob(
        [view, request](quint64, const JobRunner::Cancelled& cancelled) {
            QString error;
            const auto delivery = computeFigureData(view, request, &error, cancelled);
            if (!delivery && cancelled())
                return QVariant(); // the window is closing: nothing to show
            return QVariant::fromValue(Outcome(delivery ? delivery->result : nullptr, error));
        },
        [target](const QVariant& result) {
            const auto outcome = result.value<Outcome>();
            if (target)
                target->setData(outcome.first, outcome.second);
        });
}

void FileActions::exportFigure() {
    // Taken before the dialogs: they move the focus, not the view the user meant.
    exportFigureOf(context_->lastUsedView());
}

void FileActions::exportFigureOf(PlotView* plotView) {
    // Said before any dialog: a view of the formula has no figure of a model's table.
    if (context_->document()->table() && !viewInfo(plotView->kind()).step().readsTable)
        return showError(notForTables(plotView->kind()));
    FigureOptions options;
    if (!chooseOptions(options, plotView))
        return;
    recordSelection(context_, options);
    const ViewKind view = plotView->kind();
    const QString suffix = figureFormatSuffix(options.format);
    const QString typed = QFileDialog::getSaveFileName(
        parent_, tr("Export figure"), QDir(lastFolder()).filePath(viewName(view) + "." + suffix),
        tr("%1 files (*.%2)").arg(suffix.toUpper(), suffix));
    if (typed.isEmpty())
        return;
    const QString path = figurePathFor(typed, options.format);
    rememberFolderOf(path);
    computeThenWrite(view, options, [=](ExploreDelivery& delivery) {
        QString error;
        if (!writeViewFigure(view, delivery, options, path, &error))
            return error;
        context_->showStatus(
            tr("Saved %1 (%2)")
                .arg(QDir::toNativeSeparators(path), figureFormatSuffix(options.format).toUpper()),
            5000);
        return QString();
    });
}

void FileActions::exportAllFigures() {
    FigureOptions options;
    if (!chooseOptions(options, nullptr))
        return;
    recordSelection(context_, options);
    const QString folder =
        QFileDialog::getExistingDirectory(parent_, tr("Export all figures into"), lastFolder());
    if (folder.isEmpty())
        return;
    rememberFolder(folder);
    computeThenWrite(std::nullopt, options, [=](ExploreDelivery& delivery) {
        QString error;
        QStringList written;
        if (!writeAllFigures(delivery, options, folder, &written, &error))
            return error;
        context_->showStatus(
            tr("Saved %1 figures in %2").arg(written.size()).arg(QDir::toNativeSeparators(folder)),
            5000);
        return QString();
    });
}

// One view, one parameter swept: the dialog, then the frames with a progress bar and Cancel.
void FileActions::exportAnimation() {
    PlotView* view = context_->lastUsedView();
    // The window's inputs, its 3-D angle and its table: a turn turns what is on screen.
    AnimationJob defaults =
        animationJobFrom(view ? view->kind() : viewTable().front().kind, exportRequest(context_));
    defaults.options.widthPx = 800;
    defaults.options.heightPx = 500;
    defaults.options.caption = QStringLiteral("parameters");
    defaults.output = QDir(lastFolder()).filePath(viewName(defaults.view) + ".gif");
    AnimationDialog dialog(defaults, parent_);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const AnimationJob job = dialog.job();
    rememberFolderOf(job.output);
    auto* runner = new AnimationRunner(job, parent_);
    connect(runner, &AnimationRunner::finished, this,
            [this, runner, path = job.output](bool ok, const QString& error) {
                runner->deleteLater();
                if (ok)
                    context_->showStatus(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 5000);
                else if (error.isEmpty())
                    context_->showStatus(tr("Animation cancelled: nothing was written"), 5000);
                else
                    showError(error);
            });
    runner->start();
}

// What is on screen, as it is: the quickest way into slides.
void FileActions::copyFigure() {
    copyFigureOf(context_->lastUsedView());
}

void FileActions::exportNotebook() {
    exportNotebookOf(context_->lastUsedView());
}

void FileActions::exportNotebookOf(PlotView* plotView) {
    const ViewKind view = plotView->kind();
    ExploreRequest request = exportRequest(context_);
    // The cells of a figure at the export's default size, as `export VIEW --notebook` draws.
    fitRequestToFigure(request, FigureOptions());
    // Refused before the dialog: a view drawn from the formula has nothing to show of a table.
    if (const QString refusal = notebookRefusal(view, request); !refusal.isEmpty())
        return showError(refusal);
    const QString typed = QFileDialog::getSaveFileName(
        parent_, tr("Export as notebook"), QDir(lastFolder()).filePath(viewName(view) + ".ipynb"),
        tr("Jupyter notebooks (*.ipynb)"));
    if (typed.isEmpty())
        return;
    const QString path =
        typed.endsWith(QLatin1String(".ipynb"), Qt::CaseInsensitive) ? typed : typed + ".ipynb";
    rememberFolderOf(path);
    QString error;
    if (!writeViewNotebook(view, request, path, &error, plotView->title()))
        return showError(error);
    context_->showStatus(request.table
                             ? tr("Saved %1 (notebook) and the table it loads, %2")
                                   .arg(QDir::toNativeSeparators(path),
                                        QDir::toNativeSeparators(notebookTableFile(path)))
                             : tr("Saved %1 (notebook)").arg(QDir::toNativeSeparators(path)),
                         5000);
}

void FileActions::copyPythonOf(PlotView* view) {
    QString error;
    const QString code = viewPython(view->kind(), exportRequest(context_), &error);
    if (code.isEmpty())
        return showError(error);
    QApplication::clipboard()->setText(code);
    context_->showStatus(tr("Copied the Python of \"%1\" to the clipboard").arg(view->title()),
                         3000);
}

// The figure as Export figure would write it at the size chosen last (a 1920 x 1080 slide at
// first), not the view's few hundred pixels of screen: pasted into a slide it stays sharp.
void FileActions::copyFigureOf(PlotView* plotView) {
    const ViewKind view = plotView->kind();
    if (context_->document()->table() && !viewInfo(view).step().readsTable)
        return showError(notForTables(view));
    FigureOptions options = ExportDialog::loadRemembered();
    recordSelection(context_, options);
    const QString title = plotView->title();
    computeThenWrite(view, options, [=](ExploreDelivery& delivery) {
        std::unique_ptr<QMimeData> data = viewFigureMimeData(view, delivery, options);
        if (!data)
            return tr("Could not draw the figure of \"%1\"").arg(title);
        QApplication::clipboard()->setMimeData(data.release());
        const QString size = QStringLiteral("%1 x %2").arg(options.widthPx).arg(options.heightPx);
        context_->showStatus(
            tr("Copied \"%1\" to the clipboard, %2 pixels and SVG").arg(title, size), 5000);
        return QString();
    });
}

void FileActions::installContextMenu(PlotView* view) {
    view->plot()->installEventFilter(this);
}

// The menu opens when the right button comes up where it went down (a click, not a drag),
// or from the keyboard's menu key. The platform's own context-menu event for the mouse is
// swallowed, so one click never opens two menus.
bool FileActions::eventFilter(QObject* watched, QEvent* event) {
    auto* plot = qobject_cast<QCustomPlot*>(watched);
    PlotView* view = plot ? qobject_cast<PlotView*>(plot->parentWidget()) : nullptr;
    if (!view)
        return QObject::eventFilter(watched, event);
    if (event->type() == QEvent::MouseButtonPress) {
        auto* press = static_cast<QMouseEvent*>(event);
        if (press->button() == Qt::RightButton)
            rightPressAt_ = press->position().toPoint();
    } else if (event->type() == QEvent::MouseButtonRelease) {
        auto* release = static_cast<QMouseEvent*>(event);
        if (release->button() == Qt::RightButton &&
            (release->position().toPoint() - rightPressAt_).manhattanLength() <
                QApplication::startDragDistance()) {
            showContextMenu(view, release->globalPosition().toPoint());
            return true;
        }
    } else if (event->type() == QEvent::ContextMenu) {
        auto* request = static_cast<QContextMenuEvent*>(event);
        if (request->reason() != QContextMenuEvent::Mouse)
            showContextMenu(view, request->globalPos());
        return true;
    }
    return QObject::eventFilter(watched, event);
}

void FileActions::showContextMenu(PlotView* view, const QPoint& globalPos) {
    auto* menu = new QMenu(view);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    QPointer<PlotView> target(view);
    menu->addAction(tr("&Export this figure..."), this, [this, target] {
        if (target)
            exportFigureOf(target);
    });
    menu->addAction(tr("&Copy figure"), this, [this, target] {
        if (target)
            copyFigureOf(target);
    });
    menu->addAction(tr("Copy as &Python"), this, [this, target] {
        if (target)
            copyPythonOf(target);
    });
    menu->addAction(tr("Export as &notebook..."), this, [this, target] {
        if (target)
            exportNotebookOf(target);
    });
    // Not exec(): the action's dialogs then run after the menu has closed, not inside it.
    menu->popup(globalPos);
}

namespace {
// The data export's progress dialog: shown once the export has run this long (a quick one
// never flashes it), its bar in this many steps, read from the job this often.
constexpr int kProgressAfterMs = 800;
constexpr int kProgressSteps = 1000;
constexpr int kProgressPollMs = 100;
} // namespace

void FileActions::exportData() {
    const pe::EncodingParams params = context_->document()->params();
    const Selection& selection = context_->document()->selection();
    // The positions the subjects read (the offset profile from p, the springs of p and q)
    // are the selection's, and said with the size.
    DataExportDialog choice(tr("L = %1, D = %2, base = %3; p = %4, q = %5")
                                .arg(params.length)
                                .arg(params.dim)
                                .arg(numberText(params.base))
                                .arg(selection.p)
                                .arg(selection.q),
                            context_->document()->table() != nullptr, parent_,
                            dataSubjectOfView(context_->lastUsedView()->kind()));
    if (choice.exec() != QDialog::Accepted)
        return;
    const DataSubject subject = choice.subject();
    const bool npy = choice.npy();
    const QString suffix = npy ? QStringLiteral("npy") : QStringLiteral("csv");
    const QString path = QFileDialog::getSaveFileName(
        parent_, tr("Export data"), QDir(lastFolder()).filePath(choice.suggestedFileName()),
        (npy ? tr("NumPy files (*.%1)") : tr("CSV files (*.%1)")).arg(suffix));
    if (path.isEmpty())
        return;
    rememberFolderOf(path);
    DataRequest request;
    request.params = context_->document()->params();
    request.metric = context_->document()->metric();
    request.p = selection.p;
    request.q = selection.q;
    request.band = context_->document()->similarityBand();
    request.table = context_->document()->table();
    // The job tells how far it is through two atomics; the dialog reads them on its own
    // timer, so nothing crosses threads inside Qt's events. Cancel stops the job as the
    // window's close would (its runner's stop), the writer at its next block: no file.
    struct Progress {
        std::atomic<std::int64_t> done{0}, total{0};
    };
    auto progress = std::make_shared<Progress>();
    auto* dialog = new QProgressDialog(tr("Writing %1...").arg(QFileInfo(path).fileName()),
                                       tr("Cancel"), 0, kProgressSteps, parent_);
    dialog->setObjectName(QStringLiteral("dataExportProgress"));
    dialog->setWindowTitle(tr("Export data"));
    dialog->setWindowModality(Qt::WindowModal);
    dialog->setAutoReset(false);
    dialog->setAutoClose(false);
    dialog->setMinimumDuration(kProgressAfterMs);
    auto* poll = new QTimer(dialog);
    connect(poll, &QTimer::timeout, dialog, [dialog, progress] {
        const std::int64_t total = progress->total;
        if (total > 0)
            dialog->setValue(int(double(progress->done) / double(total) * kProgressSteps));
    });
    poll->start(kProgressPollMs);
    context_->showStatus(tr("Exporting data..."), 0);
    QPointer<JobRunner> runner = runJob(
        [=](quint64, const JobRunner::Cancelled& cancelled) {
            QString error;
            bool stopped = false;
            DataRequest stoppable = request;
            stoppable.stop = cancelled;
            const bool written = ::exportData(
                subject, stoppable, npy, path, &error,
                [progress, &cancelled, &stopped](std::int64_t done, std::int64_t total) {
                    progress->done = done;
                    progress->total = total;
                    stopped = cancelled();
                    return !stopped;
                });
            return QVariant(QVariantMap{{QStringLiteral("error"), written ? QString() : error},
                                        {QStringLiteral("stopped"), stopped}});
        },
        [this, dialog](const QVariant& result) {
            dialog->deleteLater();
            const QVariantMap outcome = result.toMap();
            const QString error = outcome.value(QStringLiteral("error")).toString();
            if (outcome.value(QStringLiteral("stopped")).toBool())
                context_->showStatus(tr("Export data: cancelled, no file written"), 5000);
            else if (!error.isEmpty())
                showError(error);
            else
                context_->showStatus(tr("Exporting data: done"), 5000);
        });
    connect(dialog, &QProgressDialog::canceled, dialog, [runner] {
        if (runner)
            runner->stopLatest();
    });
}

// Each export on a runner of its own: one export never supersedes another, and a runner that
// has delivered goes. The window's close ends the runners, which tells their jobs to stop:
// it never waits for a figure or a file being computed.
JobRunner* FileActions::runJob(JobRunner::Work work, std::function<void(const QVariant&)> done) {
    auto* runner = new JobRunner(this);
    connect(runner, &JobRunner::finished, this,
            [runner, done = std::move(done)](quint64, const QVariant& result) {
                runner->deleteLater();
                done(result);
            });
    runner->submit(std::move(work));
    return runner;
}

void FileActions::computeThenWrite(std::optional<ViewKind> view, const FigureOptions& options,
                                   std::function<QString(ExploreDelivery&)> write) {
    using Outcome = std::pair<std::shared_ptr<ExploreDelivery>, QString>;
    ExploreRequest request = exportRequest(context_);
    fitRequestToFigure(request, options);
    context_->showStatus(tr("Computing the figure..."), 0);
    QApplication::setOverrideCursor(Qt::BusyCursor);
    runJob(
        [view, request](quint64, const JobRunner::Cancelled& cancelled) {
            QString error;
            auto delivery = computeFigureData(view, request, &error, cancelled);
            if (!delivery && cancelled())
                return QVariant(); // the window is closing: no file
            return QVariant::fromValue(Outcome(std::move(delivery), error));
        },
        [this, write](const QVariant& result) {
            QApplication::restoreOverrideCursor();
            const auto outcome = result.value<Outcome>();
            const QString error = outcome.first ? write(*outcome.first) : outcome.second;
            if (!error.isEmpty())
                showError(error);
        });
}

void FileActions::showError(const QString& message) {
    QMessageBox::warning(parent_, tr("Export failed"), message);
}

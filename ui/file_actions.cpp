#include "file_actions.h"

#include "data_export.h"
#include "explore_compute.h"
#include "export_dialog.h"
#include "main_window.h"
#include "plot_view.h"
#include "view_export.h"

#include <QApplication>
#include <QClipboard>
#include <QFileDialog>
#include <QFutureWatcher>
#include <QMenu>
#include <QMessageBox>
#include <QStatusBar>
#include <QtConcurrent/QtConcurrent>
#include <qcustomplot.h>

namespace {

const char* const kViewNames[] = {"heatmap", "waveforms", "similarity", "offsets", "frequencies"};

QString viewName(MainWindow* window, PlotView* view) {
    const QList<PlotView*> views = window->views();
    const int index = int(views.indexOf(view));
    return index >= 0 ? QString::fromLatin1(kViewNames[index]) : QStringLiteral("heatmap");
}

// The figure's request: the parameters on screen, every view at full cell resolution.
ExploreRequest exportRequest(MainWindow* window) {
    const Selection& s = window->selection();
    return figureRequest(window->params(), window->metric(), s.position, s.waveDims);
}

QString lastFolder() {
    return QSettings().value("export/folder", QDir::homePath()).toString();
}
void rememberFolder(const QString& path) {
    QSettings().setValue("export/folder", QFileInfo(path).absolutePath());
}

} // namespace

FileActions::FileActions(MainWindow* window) : QObject(window), window_(window) {
    menu_ = new QMenu(tr("&File"), window);
    QAction* figure = menu_->addAction(tr("Export &figure..."), this, &FileActions::exportFigure);
    figure->setShortcut(QKeySequence(tr("Ctrl+E")));
    figure->setToolTip(tr("Save the view you worked in last as PNG, PDF or SVG."));
    QAction* all =
        menu_->addAction(tr("Export &all figures..."), this, &FileActions::exportAllFigures);
    all->setShortcut(QKeySequence(tr("Ctrl+Shift+E")));
    QAction* copy = menu_->addAction(tr("&Copy figure"), this, &FileActions::copyFigure);
    copy->setShortcut(QKeySequence::Copy);
    menu_->addSeparator();
    QAction* data = menu_->addAction(tr("Export &data..."), this, &FileActions::exportData);
    data->setShortcut(QKeySequence::SaveAs);
    menu_->addSeparator();
    QAction* quit = menu_->addAction(tr("&Quit"), window, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    // Clicking a plot gives it focus, so "the view under focus" means the last one used.
    for (PlotView* view : window->views())
        view->plot()->setFocusPolicy(Qt::ClickFocus);
}

PlotView* FileActions::focusedView() const {
    const QWidget* focus = QApplication::focusWidget();
    for (PlotView* view : window_->views())
        if (focus && view->isAncestorOf(focus))
            return view;
    return window_->views().first();
}

bool FileActions::chooseOptions(FigureOptions& options) {
    ExportDialog dialog(parameterCaption(exportRequest(window_)), window_);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    options = dialog.options();
    ExportDialog::remember(options);
    return true;
}

void FileActions::exportFigure() {
    FigureOptions options;
    if (!chooseOptions(options))
        return;
    const QString name = viewName(window_, focusedView());
    const QString suffix = figureFormatSuffix(options.format);
    const QString path = QFileDialog::getSaveFileName(
        window_, tr("Export figure"), QDir(lastFolder()).filePath(name + "." + suffix),
        tr("%1 files (*.%2)").arg(suffix.toUpper(), suffix));
    if (path.isEmpty())
        return;
    rememberFolder(path);
    computeThenWrite(name, options, [=](ExploreDelivery& delivery) {
        QString error;
        if (!writeViewFigure(name, delivery, options, path, &error))
            return error;
        window_->statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 5000);
        return QString();
    });
}

void FileActions::exportAllFigures() {
    FigureOptions options;
    if (!chooseOptions(options))
        return;
    const QString folder =
        QFileDialog::getExistingDirectory(window_, tr("Export all figures into"), lastFolder());
    if (folder.isEmpty())
        return;
    QSettings().setValue("export/folder", folder);
    computeThenWrite(QString(), options, [=](ExploreDelivery& delivery) {
        QString error;
        QStringList written;
        if (!writeAllFigures(delivery, options, folder, &written, &error))
            return error;
        window_->statusBar()->showMessage(
            tr("Saved %1 figures in %2").arg(written.size()).arg(QDir::toNativeSeparators(folder)),
            5000);
        return QString();
    });
}

// What is on screen, as it is: the quickest way into slides.
void FileActions::copyFigure() {
    PlotView* view = focusedView();
    QApplication::clipboard()->setPixmap(view->plot()->toPixmap());
    window_->statusBar()->showMessage(tr("Copied \"%1\" to the clipboard").arg(view->title()),
                                      3000);
}

void FileActions::exportData() {
    const QStringList filters = {
        tr("PE matrix, CSV (*.csv)"),         tr("PE matrix, NumPy (*.npy)"),
        tr("Similarity matrix, CSV (*.csv)"), tr("Similarity matrix, NumPy (*.npy)"),
        tr("Frequency table, CSV (*.csv)"),   tr("Frequency table, NumPy (*.npy)")};
    QString chosen = filters.first();
    const QString path = QFileDialog::getSaveFileName(window_, tr("Export data"),
                                                      QDir(lastFolder()).filePath("pe.csv"),
                                                      filters.join(";;"), &chosen);
    if (path.isEmpty())
        return;
    rememberFolder(path);
    const int index = std::max<int>(0, int(filters.indexOf(chosen)));
    const DataKind kind = DataKind(index / 2);
    const bool npy = index % 2 == 1 || path.endsWith(".npy", Qt::CaseInsensitive);
    const pe::EncodingParams params = window_->params();
    const pe::Metric metric = window_->metric();
    runInBackground(tr("Exporting data"), [=] {
        QString error;
        return ::exportData(kind, params, metric, npy, path, &error) ? QString() : error;
    });
}

void FileActions::runInBackground(const QString& what, std::function<QString()> work) {
    window_->statusBar()->showMessage(what + QStringLiteral("..."));
    auto* watcher = new QFutureWatcher<QString>(this);
    connect(watcher, &QFutureWatcher<QString>::finished, this, [this, watcher, what] {
        const QString error = watcher->result();
        watcher->deleteLater();
        if (!error.isEmpty())
            showError(error);
        else
            window_->statusBar()->showMessage(what + tr(": done"), 5000);
    });
    watcher->setFuture(QtConcurrent::run(std::move(work)));
}

void FileActions::computeThenWrite(const QString& name, const FigureOptions& options,
                                   std::function<QString(ExploreDelivery&)> write) {
    using Outcome = std::pair<std::shared_ptr<ExploreDelivery>, QString>;
    ExploreRequest request = exportRequest(window_);
    fitRequestToFigure(request, options);
    window_->statusBar()->showMessage(tr("Computing the figure..."));
    QApplication::setOverrideCursor(Qt::BusyCursor);
    auto* watcher = new QFutureWatcher<Outcome>(this);
    connect(watcher, &QFutureWatcher<Outcome>::finished, this, [this, watcher, write] {
        QApplication::restoreOverrideCursor();
        Outcome outcome = watcher->result();
        watcher->deleteLater();
        const QString error = outcome.first ? write(*outcome.first) : outcome.second;
        if (!error.isEmpty())
            showError(error);
    });
    watcher->setFuture(QtConcurrent::run([name, request] {
        QString error;
        auto delivery = computeFigureData(name, request, &error);
        return Outcome(std::move(delivery), error);
    }));
}

void FileActions::showError(const QString& message) {
    QMessageBox::warning(window_, tr("Export failed"), message);
}

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/teaching/context_extension_view.h"
#include "ui/export/last_folder.h"

#include "core/matrix_io.h"
#include "ui/compute/rope_config.h"
#include "ui/export/atomic_write.h"
#include "ui/export/figure_export.h"
#include "ui/teaching/context_extension_controls.h"
#include "ui/teaching/context_extension_model.h"
#include "ui/teaching/lesson_grid.h"
#include "ui/teaching/teaching_style.h"

#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>
#include <limits>
#include <qcustomplot.h>

ContextExtensionView::ContextExtensionView(QWidget* parent) : QWidget(parent) {
    teaching::useProjectorFont(this);
    controls_ = new ContextExtensionControls(this);
    model_ = new ContextExtensionModel(this);

    error_ = teaching::makeErrorLabel(this);
    note_ = new QLabel(this);
    note_->setObjectName(QStringLiteral("configNote"));
    note_->setWordWrap(true);
    note_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    note_->hide();
    summary_ = new QLabel(this);
    summary_->setWordWrap(true);
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    hover_ = new QLabel(this);
    hover_->setWordWrap(true);
    hover_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    hover_->setMinimumHeight(hover_->fontMetrics().lineSpacing() * 2);
    plots_ = new ContextExtensionPlots(this);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(controls_->grid());
    layout->addWidget(error_);
    layout->addWidget(note_);
    layout->addWidget(summary_);
    layout->addWidget(plots_->grid(), 1);
    layout->addWidget(hover_);

    // Typed numbers (1e6, 131,072, full-width digits) are taken exactly or refused in the
    // error line, the field red and the plots as they were; the tooltips give the ranges.
    connect(controls_, &ContextExtensionControls::refused, this,
            [this](const QString& message) { teaching::showError(error_, message); });
    connect(this, &ContextExtensionView::resultShown, controls_,
            &ContextExtensionControls::clearRejections);
    connect(controls_, &ContextExtensionControls::edited, this, &ContextExtensionView::edited);
    connect(controls_, &ContextExtensionControls::modelChosen, this,
            &ContextExtensionView::modelChosen);
    connect(model_, &ContextExtensionModel::computed, this, &ContextExtensionView::computed);
    connect(model_, &ContextExtensionModel::refused, this, [this](const QString& message) {
        teaching::showError(error_, message); // the plots keep the last valid state
    });
    connect(plots_, &ContextExtensionPlots::hovered, this, [this](Plot which, double x) {
        if (result())
            hover_->setText(ContextExtensionPlots::hoverText(*result(), which, x));
    });
    connect(plots_, &ContextExtensionPlots::contextMenuRequested, this,
            &ContextExtensionView::showContextMenu);

    coalesce_ = new QTimer(this);
    coalesce_->setObjectName(QStringLiteral("recomputeSoon"));
    coalesce_->setSingleShot(true);
    coalesce_->setInterval(0);
    connect(coalesce_, &QTimer::timeout, this, &ContextExtensionView::start);

    retranslate();
    choosePreset(QStringLiteral("llama-3.1-8b"));
}

// The runner (the model's child) stops and joins its thread: a job holds only its own copies.
ContextExtensionView::~ContextExtensionView() = default;

void ContextExtensionView::retranslate() {
    controls_->retranslate();
    plots_->retranslate();
    if (result())
        present();
}

void ContextExtensionView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ContextExtensionView::modelChosen(const QString& id) {
    bool opened = true;
    if (id == QLatin1String("open")) {
        const QString path =
            QFileDialog::getOpenFileName(this, tr("Open a model's config.json"), lastFolder(),
                                         tr("Model configuration (*.json);;All files (*)"));
        rememberFolderOf(path);
        opened = !path.isEmpty() && openConfig(path);
    } else if (id == QLatin1String("file")) {
        opened = openConfig(model_->configPath()); // read again: it may have been edited since
    } else if (id != QLatin1String("hand")) {
        choosePreset(id);
    }
    if (!opened) // cancelled, or refused with its reason in red: the box names what is shown
        controls_->restoreModel();
}

bool ContextExtensionView::choosePreset(const QString& id) {
    const std::optional<ContextValues> values = ContextExtensionModel::presetValues(id);
    if (!values)
        return false;
    model_->forgetConfig();
    teaching::showError(error_, QString());
    note_->hide();
    controls_->show(*values, id);
    schedule();
    return true;
}

bool ContextExtensionView::openConfig(const QString& path) {
    const auto read = ContextExtensionModel::importConfig(path, controls_->values().original,
                                                          controls_->limits());
    if (const auto* message = std::get_if<QString>(&read)) {
        model_->setConfigError(*message);
        teaching::showError(error_, *message);
        return false;
    }
    const LoadedConfig& loaded = std::get<LoadedConfig>(read);
    model_->adoptConfig(path, loaded);
    controls_->nameFile(path);
    controls_->show(loaded.values, QStringLiteral("file"));
    teaching::showError(error_, QString());
    const QString note = ContextExtensionModel::configNote(loaded.config);
    note_->setText(note);
    note_->setVisible(!note.isEmpty());
    schedule();
    return true;
}

void ContextExtensionView::setHandParameters(std::int64_t dim, double base) {
    model_->forgetConfig();
    teaching::showError(error_, QString());
    note_->hide();
    controls_->showHand(int(std::min<std::int64_t>(dim, std::numeric_limits<int>::max())), base);
    schedule();
}

void ContextExtensionView::edited() {
    // The parameters are no longer the file's: neither its refusal nor its note applies.
    model_->setConfigError(QString());
    note_->hide();
    schedule();
}

void ContextExtensionView::schedule() {
    coalesce_->start();
}

bool ContextExtensionView::busy() const {
    return coalesce_->isActive() || model_->busy();
}

const pe::RopeContextResult* ContextExtensionView::result() const {
    return model_->result().get();
}

void ContextExtensionView::start() {
    model_->compute(model_->request(controls_->values(), controls_->seed(), plots_->scorePoints()));
}

void ContextExtensionView::computed() {
    // A config refused while this ran stays named: the plots are of the previous parameters.
    teaching::showError(error_, model_->configError());
    present();
    emit resultShown();
}

void ContextExtensionView::present() {
    const pe::RopeContextResult& r = *result();
    const ContextValues v = controls_->values();
    summary_->setText(ContextExtensionPlots::summary(r, v.original));
    plots_->present(r, v.original, v.target, controls_->seed());
}

int ContextExtensionView::controlsPerRow() const {
    return controls_->grid()->perRow();
}

void ContextExtensionView::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    // More pixels: sample the score again (fewer are fine, QCustomPlot thins them).
    const pe::RopeContextResult* r = result();
    if (r && std::int64_t(r->distances.size()) < plots_->scorePoints() &&
        std::int64_t(r->distances.size()) < controls_->values().target + 1)
        schedule();
}

QCustomPlot* ContextExtensionView::plot(Plot which) const {
    return plots_->plot(which);
}

QString ContextExtensionView::summaryText() const {
    return summary_->text();
}
QString ContextExtensionView::errorText() const {
    return error_->isHidden() ? QString() : error_->text();
}
QString ContextExtensionView::noteText() const {
    return note_->isHidden() ? QString() : note_->text();
}
QString ContextExtensionView::hoverText() const {
    return hover_->text();
}

pe::Matrix ContextExtensionView::exportMatrix(Plot which) const {
    return result() ? ContextExtensionPlots::exportMatrix(*result(), which) : pe::Matrix();
}

bool ContextExtensionView::exportFigureTo(Plot which, const QString& path, QString* error) {
    const auto format = figureFormatFromString(QFileInfo(path).suffix());
    if (!format) {
        if (error)
            *error = tr("%1: the file name must end in .png, .pdf or .svg").arg(path);
        return false;
    }
    FigureOptions options;
    options.format = *format;
    return exportFigure(*plot(which), options, path, error);
}

bool ContextExtensionView::exportDataTo(Plot which, const QString& path, QString* error) {
    if (!result()) {
        if (error)
            *error = tr("Nothing computed yet.");
        return false;
    }
    const pe::Matrix m = exportMatrix(which);
    const bool npy =
        QFileInfo(path).suffix().compare(QLatin1String("npy"), Qt::CaseInsensitive) == 0;
    return writeStreamAtomically(
        path,
        [&](std::ostream& out) {
            return npy ? pe::writeNpy(out, m)
                       : pe::writeCsv(out, m, ContextExtensionPlots::exportColumns(which));
        },
        error);
}

void ContextExtensionView::showContextMenu(Plot which, const QPoint& pos) {
    QMenu menu(this);
    QAction* figure = menu.addAction(tr("Export this figure..."));
    QAction* data = menu.addAction(tr("Export data..."));
    QAction* chosen = menu.exec(plot(which)->mapToGlobal(pos));
    QString path, error;
    bool ok = true;
    if (chosen == figure) {
        path = QFileDialog::getSaveFileName(this, tr("Export this figure"), lastFolder(),
                                            tr("PNG image (*.png);;PDF (*.pdf);;SVG (*.svg)"));
        ok = path.isEmpty() || exportFigureTo(which, path, &error);
    } else if (chosen == data) {
        path = QFileDialog::getSaveFileName(this, tr("Export data"), lastFolder(),
                                            tr("CSV (*.csv);;NumPy array (*.npy)"));
        ok = path.isEmpty() || exportDataTo(which, path, &error);
    }
    rememberFolderOf(path);
    teaching::showError(error_, ok ? QString() : error);
}

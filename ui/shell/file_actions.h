// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The File menu: export the view the user worked in last, export every view into a folder,
// export an animation (animation_runner.h), copy a figure to the clipboard, export the data (CSV /
// NPY), quit. Numbers are computed on a JobRunner; only the rendering of a finished result
// (QCustomPlot) runs on the GUI thread.

#include "core/column_band.h"
#include "core/encoding_params.h"
#include "core/sinusoidal_encoding.h"
#include "ui/compute/job_runner.h"
#include "ui/compute/scene.h"
#include "ui/compute/selection.h"
#include "ui/views/view_kind.h"

#include <QList>
#include <QObject>
#include <QPoint>
#include <functional>
#include <memory>
#include <optional>

class PlotView;
struct SceneInfo;
class FigurePreview;
class ExplorerDocument;
class QEvent;
class QMenu;
class QWidget;
struct FigureOptions;
struct ExploreDelivery;
struct ExploreRequest;

// What the File menu needs from the window it serves, and nothing more.
class ExportContext {
  public:
    virtual ~ExportContext() = default;
    virtual QWidget* dialogParent() = 0;
    virtual QList<PlotView*> views() const = 0;
    // The view a mouse button went down in last (remembered at the press, not by focus,
    // which dialogs move), or the first view.
    virtual PlotView* lastUsedView() const = 0;
    // What the views show: parameters, selection, band, a preset's scene (figures of it
    // carry its tokens and overlays as the screen does), a model's table.
    virtual const ExplorerDocument* document() const = 0;
    virtual void showStatus(const QString& message, int timeoutMs) = 0;
    // The scene on show (Teach > Scenes), or none.
    virtual const SceneInfo* currentScene() const { return nullptr; }
};

// The figure's request: the parameters on screen, every view at full cell resolution, and
// the preset's scene, so a figure of it reads the same tokens and overlay as the screen.
ExploreRequest exportRequest(const ExportContext* context);
// The rest of the selection (the selected dimension, the band, the "band only" box) into the
// options, for the figure's metadata.
void recordSelection(const ExportContext* context, FigureOptions& options);

class FileActions : public QObject {
    Q_OBJECT
  public:
    FileActions(ExportContext* context, QObject* parent);
    QMenu* menu() const { return menu_; }

    // Gives `view`'s plot a context menu: "Export this figure..." and "Copy figure" for that
    // view, whichever the File menu would pick. The views themselves know nothing of export.
    void installContextMenu(PlotView* view);
    void exportFigureOf(PlotView* view);
    void copyFigureOf(PlotView* view);
    void exportNotebookOf(PlotView* view);
    void copyPythonOf(PlotView* view);

  protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

  private:
    void exportFigure();
    void exportAllFigures();
    void exportAnimation();
    void exportNotebook();
    void copyFigure();
    void showContextMenu(PlotView* view, const QPoint& globalPos);
    void exportData();
    // Runs `work` on a JobRunner of its own, then `done` with its result on the GUI thread.
    // The job's own runner, which goes once it has delivered.
    JobRunner* runJob(JobRunner::Work work, std::function<void(const QVariant&)> done);
    // Computes the figure data for `view` (none: all views) on a thread, then calls `write`
    // with it on the GUI thread; `write` returns an error or an empty string.
    void computeThenWrite(std::optional<ViewKind> view, const FigureOptions& options,
                          std::function<QString(ExploreDelivery&)> write);
    // `view` empty: the options for every view.
    bool chooseOptions(FigureOptions& options, PlotView* view);
    void previewInto(FigurePreview* preview, ViewKind view);
    void showError(const QString& message);

    ExportContext* context_;
    QWidget* parent_;
    QMenu* menu_;
    QPoint rightPressAt_;
};

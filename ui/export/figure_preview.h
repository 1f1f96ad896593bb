// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The export dialog's live preview: the figure as it will be written (layout, fonts, theme,
// caption, marks at the chosen size), drawn small. Its numbers come from a computation at
// preview resolution run on a thread by whoever opens the dialog (setData); each change of
// the options redraws it, changes in a burst coalescing into one drawing.

#include "ui/export/figure_export.h"
#include "ui/views/view_kind.h"

#include <QLabel>
#include <QTimer>
#include <memory>

struct ExploreResult;

class FigurePreview : public QLabel {
    Q_OBJECT
  public:
    explicit FigurePreview(ViewKind view, QWidget* parent = nullptr);

    // The figure's data (empty: still computing, or failed with `error`).
    void setData(std::shared_ptr<const ExploreResult> result, const QString& error = QString());
    // Redraws for these options, soon.
    void showOptions(const FigureOptions& options);

    // The largest picture the preview draws, in device-independent pixels.
    static QSize box() { return {420, 300}; }
    // The size in figure pixels the last drawing was laid out at (empty before one).
    QSize drawnFigureSize() const { return drawnFigureSize_; }

  private:
    void redraw();

    ViewKind view_;
    std::shared_ptr<const ExploreResult> result_;
    FigureOptions options_;
    QTimer redrawSoon_;
    QSize drawnFigureSize_;
};

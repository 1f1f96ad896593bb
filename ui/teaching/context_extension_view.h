// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Context extension: what a RoPE scaling (linear, NTK, dynamic, YaRN, llama3) does to each
// pair of a model, and to the score against relative distance. A published model's preset,
// a config.json, or hand-set parameters; the numbers come from core/rope_context.h and are
// computed off the GUI thread (the score grows with the head dimension and the pixels).
// The lab arranges its three parts and ties them together: the controls
// (context_extension_controls.h), the state, config import and job runner
// (context_extension_model.h), and the plots (context_extension_plots.h).

#include "core/rope_context.h"
#include "core/sinusoidal_encoding.h"
#include "ui/teaching/context_extension_plots.h"

#include <QWidget>
#include <memory>

class ContextExtensionControls;
class ContextExtensionModel;
class QCustomPlot;
class QLabel;
class QTimer;

class ContextExtensionView : public QWidget {
    Q_OBJECT
  public:
    using Plot = ContextPlot;

    explicit ContextExtensionView(QWidget* parent = nullptr);
    ~ContextExtensionView() override;

    // A preset of pe::ropeModelPresets() by id; false if there is none.
    bool choosePreset(const QString& id);
    // Reads a model's config.json; a problem is shown in the error line naming the field,
    // and nothing else changes. The target context is the config's max_position_embeddings,
    // the original its rope_scaling.original_max_position_embeddings (rope_config.h); where
    // the two disagree with rope_scaling.factor the note line says so. The Model box then
    // names the file.
    bool openConfig(const QString& path);
    // Hand-set plain RoPE with the explorer's base and D (D rounded down to even).
    void setHandParameters(std::int64_t dim, double base);

    // The last result shown (null before the first).
    const pe::RopeContextResult* result() const;
    // Whether a computation is running or waiting.
    bool busy() const;
    QString summaryText() const;
    QString errorText() const;
    // What the panel says about the loaded config (empty when nothing needs saying).
    QString noteText() const;
    QString hoverText() const;

    QCustomPlot* plot(Plot which) const;
    // What the context menu's entries do once a file is chosen; false with `error`.
    bool exportFigureTo(Plot which, const QString& path, QString* error = nullptr);
    bool exportDataTo(Plot which, const QString& path, QString* error = nullptr);
    // The data Export data writes for a plot (the wavelength plot: pair, inv_freq original,
    // inv_freq scaled, wavelength original, wavelength scaled, scale; a score plot:
    // distance, before, after).
    pe::Matrix exportMatrix(Plot which) const;

    // How many label-control pairs stand in one row of the controls now (4 .. 1): as many
    // as the lesson's width holds.
    int controlsPerRow() const;

  signals:
    // A result reached the plots.
    void resultShown();

  protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

  private:
    void retranslate();
    void edited();   // a control changed by hand
    void schedule(); // recompute when the event loop next runs (coalesced)
    void start();
    void computed();
    void present();
    void modelChosen(const QString& id);
    void showContextMenu(Plot which, const QPoint& pos);

    ContextExtensionControls* controls_;
    ContextExtensionModel* model_;
    ContextExtensionPlots* plots_;
    QLabel* error_;
    QLabel* note_;
    QLabel* summary_;
    QLabel* hover_;
    // The request is read when the event loop next runs, once the plots have their size.
    QTimer* coalesce_;
};

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Context extension: what a RoPE scaling (linear, NTK, dynamic, YaRN, llama3) does to each
// pair of a model, and to the score against relative distance. A published model's preset,
// a config.json, or hand-set parameters; the numbers come from core/rope_context.h and are
// computed off the GUI thread (the score grows with the head dimension and the pixels).

#include "core/rope_context.h"

#include <QFutureWatcher>
#include <QWidget>
#include <memory>

class QComboBox;
class QCustomPlot;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;
class QTimer;
struct RopeConfig;

class ContextExtensionView : public QWidget {
    Q_OBJECT
  public:
    enum class Plot { Wavelength, OnesScore, RandomScore };

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
    const pe::RopeContextResult* result() const { return result_.get(); }
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
    struct Outcome {
        std::shared_ptr<pe::RopeContextResult> result;
        QString error;
        quint64 generation = 0;
    };

    void buildControls();
    void retranslate();
    void updateVisibility();
    void edited();   // a control changed by hand
    void schedule(); // recompute soon (coalesced)
    void start();
    void finished();
    void present(const pe::RopeContextResult& r);
    void drawWavelengths(const pe::RopeContextResult& r);
    void drawScore(QCustomPlot* plot, const std::vector<double>& before,
                   const std::vector<double>& after, const pe::RopeContextResult& r);
    void hover(Plot which, QMouseEvent* event);
    void showContextMenu(Plot which, const QPoint& pos);
    pe::RopeContextRequest currentRequest() const;
    std::int64_t scorePoints() const;

    QComboBox* model_;
    QSpinBox* headDim_;
    QDoubleSpinBox* base_;
    QComboBox* type_;
    QDoubleSpinBox* factor_;
    QSpinBox* original_;
    QSpinBox* target_;
    QDoubleSpinBox* lowFreq_;
    QDoubleSpinBox* highFreq_;
    QDoubleSpinBox* betaFast_;
    QDoubleSpinBox* betaSlow_;
    QSpinBox* seed_;
    QList<QLabel*> captions_; // the controls' labels, in buildControls() order
    class LessonGrid* controls_ = nullptr;
    class LessonGrid* plots_ = nullptr;
    QList<QWidget*> llama3Only_, yarnOnly_, scaledOnly_;
    QLabel* error_;
    QLabel* summary_;
    QLabel* hover_;
    QCustomPlot* wavelengths_;
    QCustomPlot* onesScore_;
    QCustomPlot* randomScore_;
    QTimer* coalesce_;
    QFutureWatcher<Outcome>* watcher_;
    quint64 requested_ = 0; // generation of the latest request
    bool running_ = false;
    bool loading_ = false; // setting many controls at once: one recompute at the end
    std::optional<pe::RopeParams> configParams_; // from a config.json: keeps its extra fields
    QString configPath_;  // the config.json the Model box names, if one was opened
    QString configError_; // a config that could not be opened, shown until the next change
    int modelIndex_ = 0;  // the Model box's entry for the parameters shown
    QLabel* note_ = nullptr;
    void showConfigNote(const RopeConfig& config);
    std::shared_ptr<pe::RopeContextResult> result_;
};

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the explorer shows, in one place: the parameters, the metric, a model's table and its
// name, a preset's scene, whether the similarity keeps to the selected band, and the
// selection. The panel, the views, the requests, the undo history and the sessions read it
// here and hear of every change by one signal; the window only assembles them.

#include "core/column_band.h"
#include "core/encoding_params.h"
#include "ui/compute/explorer_state.h"
#include "ui/compute/selection_model.h"

#include <QObject>
#include <memory>
#include <optional>

class ExplorerDocument : public QObject {
    Q_OBJECT
  public:
    explicit ExplorerDocument(QObject* parent = nullptr);

    // What one undo step restores (explorer_state.h).
    ExplorerState state() const;
    const pe::EncodingParams& params() const { return params_; }
    pe::Metric metric() const { return metric_; }
    const Selection& selection() const { return selection_->selection(); }
    // The selection as an object of its own, for the parts that follow only it.
    SelectionModel* selectionModel() const { return selection_; }
    const Scene& scene() const { return scene_; }
    // A model's table in place of the sinusoidal encoding; null: the encoding.
    const std::shared_ptr<const pe::Matrix>& table() const { return table_; }
    const QString& tableName() const { return tableName_; }
    // "Similarity from the selected band only" as the user left it; it restricts only while
    // the selection has a band (similarityBand).
    bool bandOnly() const { return bandOnly_; }
    std::optional<pe::ColumnBand> similarityBand() const;

    // Everything as `state` says, its selection as recorded (undo, a session, a scene).
    void setState(const ExplorerState& state);
    // New parameters as the controls set them: the selection is fitted to them and the
    // default waveforms follow D.
    void setParameters(const pe::EncodingParams& params, pe::Metric metric);
    void setBandOnly(bool on);

  signals:
    // After any change of what the document holds, once per change.
    void changed();

  private:
    // The scene kept while it still fits, then `changed`.
    void announce();

    pe::EncodingParams params_;
    pe::Metric metric_ = pe::Metric::Cosine;
    SelectionModel* selection_;
    Scene scene_;
    std::shared_ptr<const pe::Matrix> table_;
    QString tableName_;
    bool bandOnly_ = false;
};

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// "What a model learned": a table of positions beside the sinusoidal encoding of the same
// L x D, in two columns of the explorer's own views: the heatmap, the principal components
// and the spectrum. The table is the one open in the explorer (follow()), one generated from
// a seed (core/generated_tables.h: an untrained random one, a smooth one) or one read from a
// .npy or .safetensors file; it is made on a JobRunner, and each column asks the explorer's
// own pipeline for its results (explore_requests.h, worker.h), so the GUI thread only shows
// finished results. A refused file or size is named, and the lesson keeps what it showed.

#include "core/generated_tables.h"
#include "core/sinusoidal_encoding.h"
#include "ui/compute/request.h"

#include <QList>
#include <QWidget>
#include <memory>

class ExploreRequests;
class ExploreWorker;
class ExplorerDocument;
class HeatmapView;
class JobRunner;
class PcaView;
class PlotView;
class QComboBox;
class QLabel;
class QPushButton;
class SpectrumView;
class WholeSpinBox;

class ModelTableLesson : public QWidget {
    Q_OBJECT
  public:
    explicit ModelTableLesson(QWidget* parent = nullptr);

    // The generated table of the fields (what choosing a kind or a size does).
    void generate();
    // A file's table (FILE or FILE:TENSOR), read off the GUI thread.
    void openFile(const QString& path);
    // Shows the table open in the explorer's document, now and whenever another is opened
    // there; without one, the lesson makes its own.
    void follow(ExplorerDocument* document);

    // The table shown (null until the first is made) and its name.
    std::shared_ptr<const pe::Matrix> table() const { return table_; }
    QString tableName() const { return tableName_; }
    QString errorText() const;
    // Whether a table is being made or read, or its views computed.
    bool busy() const;

    QComboBox* kindBox() const { return kind_; }
    WholeSpinBox* lengthField() const { return length_; }
    WholeSpinBox* dimField() const { return dim_; }
    WholeSpinBox* seedField() const { return seed_; }
    QPushButton* openButton() const { return open_; }
    // Makes or reads the table: a newer table stops the one in the making (tests hold it).
    JobRunner* maker() const { return maker_; }
    // Column 0: the table; column 1: the sinusoidal encoding of its L x D.
    HeatmapView* heatmap(int column) const { return heatmaps_[column]; }
    PcaView* pca(int column) const { return pcas_[column]; }
    SpectrumView* spectrum(int column) const { return spectra_[column]; }
    // The caption over each view of a column.
    QLabel* columnTitle(int column) const { return captions_[column].first(); }

    static constexpr int kMaxLength = 16384;
    static constexpr int kMaxDim = 1024;

  signals:
    // Both columns show the table last made or read (or its refusal is shown).
    void shown();

  protected:
    void changeEvent(QEvent* event) override;

  private:
    void chooseFile();
    // The table box's choice: a generated kind, or the explorer's table.
    void chooseKind();
    // `table` made on the maker (a newer one stops one being made), or refused by size.
    void showTable(std::shared_ptr<const pe::Matrix> table, const QString& name);
    void adopt(std::shared_ptr<const pe::Matrix> table, const QString& name);
    void schedule();
    // Column 0 asks for the table's results, column 1 for the sinusoidal encoding's.
    ExploreRequest columnRequest(int c) const;
    QList<PlotView*> column(int c) const;
    void retranslate();

    QComboBox* kind_;
    WholeSpinBox* length_;
    WholeSpinBox* dim_;
    WholeSpinBox* seed_;
    QPushButton* open_;
    QLabel* text_;
    QLabel* error_;
    QList<QLabel*> captions_[2];
    HeatmapView* heatmaps_[2];
    PcaView* pcas_[2];
    SpectrumView* spectra_[2];
    JobRunner* maker_; // makes or reads the table
    ExploreWorker* workers_[2];
    ExploreRequests* requests_[2];
    std::shared_ptr<const pe::Matrix> table_;
    QString tableName_;
    std::shared_ptr<const pe::Matrix> followed_; // the explorer's table last shown
    QString followedName_;
    // The table box's item for the explorer's table (its data; the kinds' are >= 0).
    static constexpr int kExplorersTable = -1;
};

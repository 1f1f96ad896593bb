// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Embedding + PE = the model's input. Words the user types get seeded toy vectors; the
// sinusoidal encoding of their positions is added. Shows the three matrices, how large PE
// is next to the embedding (x1 or x sqrt(D) as in the paper), and why the widths match.

#include "core/toy_embedding.h"

#include <QWidget>
#include <string>
#include <vector>

class MatrixHeatmap;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

class EmbeddingView : public QWidget {
    Q_OBJECT
  public:
    explicit EmbeddingView(QWidget* parent = nullptr);

    void setText(const QString& text);
    void setDim(int dim);
    void setScaleBySqrtD(bool scale);
    // A preset's tokens, shown one per row as given (no re-splitting).
    void showTokens(const std::vector<std::string>& tokens, std::int64_t dim);

    QStringList tokens() const;
    const pe::ModelInput& input() const { return input_; }
    QString errorText() const;

    static constexpr int kMaxDim = 512;
    static constexpr int kMaxTokens = 64;

  private:
    void recompute();
    void showInput(const std::vector<std::string>& tokens);

    QLineEdit* text_;
    QComboBox* split_;
    QSpinBox* dim_;
    QSpinBox* seed_;
    QComboBox* scale_;
    QLabel* stats_;
    QLabel* error_;
    MatrixHeatmap* embedding_;
    MatrixHeatmap* positional_;
    MatrixHeatmap* sum_;
    pe::ModelInput input_;
    QStringList tokens_;
    bool quiet_ = false;
};

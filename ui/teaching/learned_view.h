// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// GPT-style learned position embeddings beside the sinusoidal encoding: a max_len x D
// table from a seed. A sequence longer than max_len has no rows to look up (nn.Embedding's
// IndexError); the sinusoidal encoding just continues.

#include "core/learned_encoding.h"

#include <QWidget>

class MatrixHeatmap;
class QComboBox;
class QLabel;
class QSpinBox;

class LearnedView : public QWidget {
    Q_OBJECT
  public:
    explicit LearnedView(QWidget* parent = nullptr);

    void setMaxLength(int maxLength);
    void setLength(int length);
    QSpinBox* lengthBox() const { return length_; }
    void setDim(int dim);
    QString errorText() const;
    // Rows of each matrix on screen.
    std::int64_t learnedRows() const;
    std::int64_t sinusoidalRows() const;

    static constexpr int kMaxTableLength = 4096;
    static constexpr int kMaxLength = 8192;
    static constexpr int kMaxDim = 128;

  private:
    void recompute();

    QSpinBox* maxLength_;
    QSpinBox* length_;
    QSpinBox* dim_;
    QSpinBox* seed_;
    QComboBox* init_;
    QLabel* error_;
    QLabel* status_;
    MatrixHeatmap* learned_;
    MatrixHeatmap* sinusoidal_;
};

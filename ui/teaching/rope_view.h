// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// RoPE: each pair of query/key dims is rotated by m * theta_i. Shows the angles at the
// query's and key's positions, the score q.k against the distance m - n for two bases
// (10000 and 500000: long-term decay), and that RoFormer's adjacent pairs and GPT-NeoX's
// rotate_half give the same scores.

#include "core/rope.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QCustomPlot;
class PlotCanvas;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;

class RopeView : public QWidget {
    Q_OBJECT
  public:
    explicit RopeView(QWidget* parent = nullptr);

    // Largest |adjacent - rotate_half| score over the plotted distances (last refresh).
    double conventionDifference() const { return conventionDifference_; }
    // Score at the chosen m and n, adjacent pairs and base A.
    double score() const { return score_; }
    QString summaryText() const;
    QString errorText() const;

    void setDim(int dim);
    void setPositions(int m, int n);

  private:
    void recompute();
    pe::Vector queryVector(std::int64_t dim) const;
    pe::Vector keyVector(std::int64_t dim) const;

    QSpinBox* dim_;
    QDoubleSpinBox* baseA_;
    QDoubleSpinBox* baseB_;
    QSpinBox* m_;
    QSpinBox* n_;
    QSpinBox* maxDistance_;
    QComboBox* vectors_;
    QSpinBox* seed_;
    QLabel* summary_;
    QLabel* equal_;
    QLabel* error_;
    PlotCanvas* angles_;
    PlotCanvas* scores_;
    double conventionDifference_ = 0.0;
    double score_ = 0.0;
};

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Attention by itself ignores order: a single head with seeded weights, fed the tokens in
// a new order. Without PE its outputs are the old outputs in the new order (up to
// rounding); with PE added to each position they are not.

#include "core/sinusoidal_encoding.h"

#include <QWidget>
#include <vector>

class MatrixHeatmap;
class QLabel;
class QLineEdit;
class QSpinBox;

class AttentionPermutationView : public QWidget {
    Q_OBJECT
  public:
    explicit AttentionPermutationView(QWidget* parent = nullptr);

    void setText(const QString& words);
    // Token order as "2 0 1": row r of the new input is token order[r].
    void setOrder(const QString& order);
    std::vector<std::int64_t> order() const { return order_; }

    // max |permute(attention(X)) - attention(permute(X))|, without and with PE.
    double differenceWithoutPe() const { return withoutPe_; }
    double differenceWithPe() const { return withPe_; }
    QString errorText() const;

    static constexpr int kMaxTokens = 64;
    static constexpr int kMaxDim = 256;

  public slots:
    void reverseOrder();
    void shuffleOrder();

  private:
    void recompute();
    QStringList tokens() const;

    QLineEdit* words_;
    QLineEdit* orderEdit_;
    QSpinBox* dim_;
    QSpinBox* headDim_;
    QSpinBox* seed_;
    QLabel* result_;
    QLabel* error_;
    MatrixHeatmap* plainBefore_;
    MatrixHeatmap* plainAfter_;
    MatrixHeatmap* peBefore_;
    MatrixHeatmap* peAfter_;
    std::vector<std::int64_t> order_;
    double withoutPe_ = 0.0;
    double withPe_ = 0.0;
    int shuffles_ = 0;
};

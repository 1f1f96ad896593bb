// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// ALiBi: no position vectors; each head adds -m |i - j| to its attention logits. Lists
// the slopes for any head count (the paper's rule for non-powers of two included) and
// shows one head's bias matrix, with the causal mask of the decoders ALiBi was made for.

#include <QWidget>
#include <vector>

class MatrixHeatmap;
class QCheckBox;
class QLabel;
class QListWidget;
class QSpinBox;

class AlibiView : public QWidget {
    Q_OBJECT
  public:
    explicit AlibiView(QWidget* parent = nullptr);

    void setHeads(int heads);
    void setHead(int head); // 1-based, as the list shows
    const std::vector<double>& slopes() const { return slopes_; }
    QStringList slopeLines() const;
    MatrixHeatmap* biasMap() const { return bias_; }
    // On by default: ALiBi's models are decoders, where a query never sees a later key.
    QCheckBox* causalBox() const { return causal_; }

    static constexpr int kMaxHeads = 64;
    static constexpr int kMaxLength = 128;

  private:
    void recomputeSlopes();
    void showBias();

    QSpinBox* heads_;
    QSpinBox* head_;
    QSpinBox* length_;
    QCheckBox* causal_;
    QListWidget* list_;
    QLabel* rule_;
    QLabel* error_;
    MatrixHeatmap* bias_;
    std::vector<double> slopes_;
};

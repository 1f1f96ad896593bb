#pragma once
// The teaching views as tabs, one lesson each: embedding + PE, learned PE, RoPE, ALiBi,
// phasor clocks, order-agnostic attention.

#include <QTabWidget>

class AlibiView;
class AttentionPermutationView;
class EmbeddingView;
class LearnedView;
class PhasorClockView;
class RopeView;

class TeachingPanel : public QTabWidget {
    Q_OBJECT
  public:
    enum class Tab { Embedding, Learned, Rope, Alibi, PhasorClocks, Attention };

    explicit TeachingPanel(QWidget* parent = nullptr);

    void showTab(Tab tab);
    static QString tabTitle(Tab tab);

    EmbeddingView* embeddingView() const { return embedding_; }
    LearnedView* learnedView() const { return learned_; }
    RopeView* ropeView() const { return rope_; }
    AlibiView* alibiView() const { return alibi_; }
    PhasorClockView* phasorClockView() const { return clocks_; }
    AttentionPermutationView* attentionView() const { return attention_; }

  protected:
    void changeEvent(QEvent* event) override;

  private:
    void retitle();

    EmbeddingView* embedding_;
    LearnedView* learned_;
    RopeView* rope_;
    AlibiView* alibi_;
    PhasorClockView* clocks_;
    AttentionPermutationView* attention_;
};

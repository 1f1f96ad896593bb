#include "teaching_panel.h"

#include "alibi_view.h"
#include "attention_permutation_view.h"
#include "embedding_view.h"
#include "learned_view.h"
#include "phasor_clock_view.h"
#include "rope_view.h"
#include "teaching_style.h"

#include <QEvent>
#include <QTabBar>

TeachingPanel::TeachingPanel(QWidget* parent) : QTabWidget(parent) {
    teaching::useProjectorFont(this);
    embedding_ = new EmbeddingView(this);
    learned_ = new LearnedView(this);
    rope_ = new RopeView(this);
    alibi_ = new AlibiView(this);
    clocks_ = new PhasorClockView(this);
    attention_ = new AttentionPermutationView(this);
    addTab(embedding_, QString());
    addTab(learned_, QString());
    addTab(rope_, QString());
    addTab(alibi_, QString());
    addTab(clocks_, QString());
    addTab(attention_, QString());
    retitle();
}

QString TeachingPanel::tabTitle(Tab tab) {
    switch (tab) {
    case Tab::Embedding:
        return tr("Embedding + PE");
    case Tab::Learned:
        return tr("Learned PE");
    case Tab::Rope:
        return tr("RoPE");
    case Tab::Alibi:
        return tr("ALiBi");
    case Tab::PhasorClocks:
        return tr("Phasor clocks");
    case Tab::Attention:
        return tr("Order-agnostic attention");
    }
    return {};
}

void TeachingPanel::retitle() {
    for (int t = 0; t < count(); ++t)
        setTabText(t, tabTitle(Tab(t)));
    setWindowTitle(tr("PE Explorer: teaching"));
}

void TeachingPanel::showTab(Tab tab) {
    setCurrentIndex(int(tab));
}

void TeachingPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retitle();
    QTabWidget::changeEvent(event);
}

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/teaching/attention_permutation_view.h"

#include "core/parameter_validation.h"
#include "core/self_attention.h"
#include "core/toy_embedding.h"
#include "ui/teaching/lesson_grid.h"
#include "ui/teaching/matrix_heatmap.h"
#include "ui/teaching/teaching_style.h"
#include "ui/views/whole_spin_box.h"

#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QVBoxLayout>
#include <random>

AttentionPermutationView::AttentionPermutationView(QWidget* parent) : QWidget(parent) {
    teaching::useProjectorFont(this);
    words_ = new QLineEdit(QStringLiteral("the cat sat on a mat"), this);
    orderEdit_ = new QLineEdit(this);
    dim_ = new WholeSpinBox(this);
    dim_->setRange(1, kMaxDim);
    dim_->setValue(16);
    headDim_ = new WholeSpinBox(this);
    headDim_->setRange(1, 64);
    headDim_->setValue(8);
    seed_ = new WholeSpinBox(this);
    seed_->setRange(0, 1000000);
    seed_->setValue(42);
    auto* reverse = new QPushButton(tr("Reverse"), this);
    auto* shuffle = new QPushButton(tr("Shuffle"), this);

    auto* controls = new LessonGrid(3, this);
    controls->addControl(new QLabel(tr("tokens"), this), words_, 0, 0, 3);
    controls->addControl(new QLabel(tr("new order"), this), orderEdit_, 1, 0);
    controls->addControl(nullptr, reverse, 1, 1);
    controls->addControl(nullptr, shuffle, 1, 2);
    controls->addControl(new QLabel(tr("D"), this), dim_, 2, 0);
    controls->addControl(new QLabel(tr("head dim d"), this), headDim_, 2, 1);
    controls->addControl(new QLabel(tr("weight seed"), this), seed_, 2, 2);

    result_ = new QLabel(this);
    result_->setWordWrap(true);
    result_->setTextFormat(Qt::RichText);
    result_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    error_ = teaching::makeErrorLabel(this);

    plainBefore_ = new MatrixHeatmap(this);
    plainAfter_ = new MatrixHeatmap(this);
    peBefore_ = new MatrixHeatmap(this);
    peAfter_ = new MatrixHeatmap(this);
    auto* maps = new LessonGrid(2, this);
    maps->addPane(plainBefore_, 0, 0);
    maps->addPane(plainAfter_, 0, 1);
    maps->addPane(peBefore_, 1, 0);
    maps->addPane(peAfter_, 1, 1);
    for (MatrixHeatmap* m : {plainBefore_, plainAfter_, peBefore_, peAfter_})
        m->setAxisLabels(tr("output dim"), QString());

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(controls);
    layout->addWidget(error_);
    layout->addWidget(result_);
    layout->addWidget(maps, 1);

    connect(reverse, &QPushButton::clicked, this, &AttentionPermutationView::reverseOrder);
    connect(shuffle, &QPushButton::clicked, this, &AttentionPermutationView::shuffleOrder);
    connect(words_, &QLineEdit::editingFinished, this, [this] {
        // A new sentence gets the reversed order of its own length.
        if (tokens().size() != qsizetype(order_.size()))
            reverseOrder();
        else
            recompute();
    });
    connect(orderEdit_, &QLineEdit::editingFinished, this, &AttentionPermutationView::recompute);
    for (QSpinBox* s : {dim_, headDim_, seed_})
        connect(s, &QSpinBox::valueChanged, this, &AttentionPermutationView::recompute);
    teaching::reportRefusals(this, error_);
    reverseOrder();
}

QStringList AttentionPermutationView::tokens() const {
    QStringList list;
    for (const std::string& t : pe::splitWords(words_->text().toStdString()))
        list << QString::fromStdString(t);
    return list;
}

void AttentionPermutationView::setText(const QString& words) {
    words_->setText(words);
    reverseOrder();
}

void AttentionPermutationView::setOrder(const QString& order) {
    orderEdit_->setText(order);
    recompute();
}

void AttentionPermutationView::reverseOrder() {
    const int n = int(tokens().size());
    QStringList parts;
    for (int i = n - 1; i >= 0; --i)
        parts << QString::number(i);
    orderEdit_->setText(parts.join(QLatin1Char(' ')));
    recompute();
}

void AttentionPermutationView::shuffleOrder() {
    const int n = int(tokens().size());
    std::vector<int> order(std::size_t(std::max(n, 0)));
    for (int i = 0; i < n; ++i)
        order[std::size_t(i)] = i;
    std::mt19937_64 engine(std::uint64_t(++shuffles_));
    for (int i = n - 1; i > 0; --i) // Fisher-Yates, the same on every platform
        std::swap(order[std::size_t(i)], order[std::size_t(engine() % std::uint64_t(i + 1))]);
    QStringList parts;
    for (int v : order)
        parts << QString::number(v);
    orderEdit_->setText(parts.join(QLatin1Char(' ')));
    recompute();
}

QString AttentionPermutationView::errorText() const {
    return error_->isHidden() ? QString() : error_->text();
}

void AttentionPermutationView::recompute() {
    const QStringList words = tokens();
    if (words.isEmpty()) {
        teaching::showError(error_, tr("tokens: the text is empty; type at least one word"));
        return;
    }
    if (words.size() > kMaxTokens) {
        teaching::showError(error_, tr("tokens: %1 words is more than this view shows (at most %2)")
                                        .arg(words.size())
                                        .arg(kMaxTokens));
        return;
    }
    std::vector<std::int64_t> order;
    for (const QString& part : orderEdit_->text().split(
             QRegularExpression(QStringLiteral("[\\s,]+")), Qt::SkipEmptyParts)) {
        bool ok = false;
        const int v = part.toInt(&ok);
        if (!ok) {
            teaching::showError(error_, tr("new order: \"%1\" is not a token index").arg(part));
            return;
        }
        order.push_back(v);
    }
    std::vector<std::string> tokenList;
    QStringList permutedWords;
    for (const QString& w : words)
        tokenList.push_back(w.toStdString());
    try {
        const pe::Matrix e =
            pe::toyEmbedding(tokenList, dim_->value(), std::uint64_t(seed_->value()));
        pe::EncodingParams params;
        params.length = e.rows();
        params.dim = dim_->value();
        const pe::Matrix positional = pe::sinusoidalEncoding(params);
        const pe::AttentionWeights w = pe::randomAttentionWeights(dim_->value(), headDim_->value(),
                                                                  std::uint64_t(seed_->value()));
        const pe::Matrix ep = pe::permuteRows(e, order); // throws "order" when not a permutation
        // Without PE: the model sees a set.
        const pe::Matrix outPlain = pe::selfAttention(e, w).output;
        const pe::Matrix plainBefore = pe::permuteRows(outPlain, order);
        const pe::Matrix plainAfter = pe::selfAttention(ep, w).output;
        // With PE: positions stay where they are, the words move.
        const pe::Matrix outPe = pe::selfAttention(e + positional, w).output;
        const pe::Matrix peBefore = pe::permuteRows(outPe, order);
        const pe::Matrix peAfter = pe::selfAttention(ep + positional, w).output;
        withoutPe_ = pe::maxAbsDifference(plainBefore, plainAfter);
        withPe_ = pe::maxAbsDifference(peBefore, peAfter);
        order_ = order;
        for (std::int64_t r : order)
            permutedWords << words[qsizetype(r)];
        plainBefore_->setTitle(tr("No PE: outputs of the original order, then reordered"));
        plainAfter_->setTitle(tr("No PE: outputs of the reordered tokens"));
        peBefore_->setTitle(tr("With PE: outputs of the original order, then reordered"));
        peAfter_->setTitle(tr("With PE: outputs of the reordered tokens"));
        for (MatrixHeatmap* m : {plainBefore_, plainAfter_, peBefore_, peAfter_})
            m->setRowLabels(permutedWords);
        plainBefore_->setMatrix(plainBefore);
        plainAfter_->setMatrix(plainAfter);
        peBefore_->setMatrix(peBefore);
        peAfter_->setMatrix(peAfter);
    } catch (const pe::ParameterError& e) {
        teaching::showError(error_, QString::fromStdString(e.what()));
        return;
    }
    teaching::showError(error_, QString());
    result_->setText(
        tr("<p>Reading the tokens as <b>%1</b>:<br>"
           "without PE, max difference = <b>%2</b> (the same rows, reordered: attention "
           "treats the tokens as a set)<br>"
           "with PE, max difference = <b><span style='color:#b2182b'>%3</span></b> (the order "
           "changes the output)</p>")
            .arg(permutedWords.join(QLatin1Char(' ')).toHtmlEscaped(),
                 teaching::brief(withoutPe_, 3), teaching::brief(withPe_, 3)));
}

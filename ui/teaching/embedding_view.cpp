// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/teaching/embedding_view.h"

#include "core/parameter_validation.h"
#include "ui/teaching/lesson_grid.h"
#include "ui/teaching/matrix_heatmap.h"
#include "ui/teaching/teaching_style.h"
#include "ui/views/whole_spin_box.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QSpinBox>
#include <QVBoxLayout>
#include <cmath>

namespace {

double meanRowNorm(const pe::Matrix& m) {
    if (m.rows() == 0)
        return 0.0;
    return m.rowwise().norm().mean();
}

// Auto: split at spaces when there are any; one token per character for text like
// "我是一条狗" written without them.
std::vector<std::string> splitAuto(const QString& text) {
    const std::string utf8 = text.toStdString();
    const bool hasSpace = text.contains(QRegularExpression(QStringLiteral("\\s")));
    bool ascii = true;
    for (QChar c : text)
        ascii = ascii && c.unicode() < 128;
    if (!hasSpace && !ascii)
        return pe::splitCharacters(utf8);
    return pe::splitWords(utf8);
}

} // namespace

EmbeddingView::EmbeddingView(QWidget* parent) : QWidget(parent) {
    teaching::useProjectorFont(this);
    text_ = new QLineEdit(QStringLiteral("I love you"), this);
    text_->setPlaceholderText(tr("Type words: I love you / 我 爱 你 / 我是一条狗"));
    split_ = new QComboBox(this);
    split_->addItem(tr("auto"));
    split_->addItem(tr("at spaces (words)"));
    split_->addItem(tr("per character"));
    dim_ = new WholeSpinBox(this);
    dim_->setRange(1, kMaxDim);
    dim_->setValue(16);
    seed_ = new WholeSpinBox(this);
    seed_->setRange(0, 1000000);
    seed_->setValue(1);
    scale_ = new QComboBox(this);
    scale_->addItem(tr("embedding \u00d7 1"));
    scale_->addItem(tr("embedding \u00d7 \u221a"
                       "D (the paper)"));

    auto* controls = new LessonGrid(3, this);
    controls->addControl(new QLabel(tr("words"), this), text_, 0, 0, 2);
    controls->addControl(new QLabel(tr("split"), this), split_, 0, 2);
    controls->addControl(new QLabel(tr("D"), this), dim_, 1, 0);
    controls->addControl(new QLabel(tr("seed"), this), seed_, 1, 1);
    controls->addControl(new QLabel(tr("scale"), this), scale_, 1, 2);

    error_ = teaching::makeErrorLabel(this);
    stats_ = new QLabel(this);
    stats_->setWordWrap(true);
    auto* why = new QLabel(this);
    why->setWordWrap(true);
    why->setText(tr("Why D must match: the model adds PE to the embedding element by element, "
                    "so both need D columns. Why add and not concatenate: adding keeps the width "
                    "D (concatenating would make it 2D and every weight matrix larger); the "
                    "model learns to use PE's directions, and \u00d7\u221a"
                    "D keeps the word "
                    "vectors from being drowned by PE."));

    embedding_ = new MatrixHeatmap(this);
    positional_ = new MatrixHeatmap(this);
    sum_ = new MatrixHeatmap(this);
    embedding_->setTitle(tr("Token embedding E"));
    positional_->setTitle(tr("Positional encoding PE"));
    sum_->setTitle(tr("Model input E + PE"));
    for (MatrixHeatmap* m : {embedding_, positional_, sum_})
        m->setAxisLabels(tr("dim"), QString());
    auto* mapsPane = new QWidget(this);
    auto* maps = new QVBoxLayout(mapsPane);
    maps->setContentsMargins(0, 0, 0, 0);
    maps->addWidget(embedding_);
    maps->addWidget(positional_);
    maps->addWidget(sum_);

    auto* sidePane = new QWidget(this);
    auto* side = new QVBoxLayout(sidePane);
    side->setContentsMargins(0, 0, 0, 0);
    side->addWidget(stats_);
    side->addSpacing(10);
    side->addWidget(why);
    side->addStretch(1);
    auto* body = new LessonGrid(2, this);
    body->addPane(mapsPane, 0, 0, 3);
    body->addPane(sidePane, 0, 1, 1);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(controls);
    layout->addWidget(error_);
    layout->addWidget(body, 1);

    connect(text_, &QLineEdit::editingFinished, this, &EmbeddingView::recompute);
    connect(split_, &QComboBox::currentIndexChanged, this, &EmbeddingView::recompute);
    connect(dim_, &QSpinBox::valueChanged, this, &EmbeddingView::recompute);
    connect(seed_, &QSpinBox::valueChanged, this, &EmbeddingView::recompute);
    connect(scale_, &QComboBox::currentIndexChanged, this, &EmbeddingView::recompute);
    teaching::reportRefusals(this, error_);
    recompute();
}

void EmbeddingView::setText(const QString& text) {
    text_->setText(text);
    recompute();
}
void EmbeddingView::setDim(int dim) {
    dim_->setValue(dim);
}
void EmbeddingView::setScaleBySqrtD(bool scale) {
    scale_->setCurrentIndex(scale ? 1 : 0);
}

QStringList EmbeddingView::tokens() const {
    return tokens_;
}
QString EmbeddingView::errorText() const {
    return error_->isHidden() ? QString() : error_->text();
}

void EmbeddingView::showTokens(const std::vector<std::string>& tokens, std::int64_t dim) {
    quiet_ = true;
    QStringList words;
    for (const std::string& t : tokens)
        words << QString::fromStdString(t);
    text_->setText(words.join(QLatin1Char(' ')));
    split_->setCurrentIndex(1);
    dim_->setValue(int(std::min<std::int64_t>(dim, kMaxDim)));
    quiet_ = false;
    showInput(tokens);
}

void EmbeddingView::recompute() {
    if (quiet_)
        return;
    std::vector<std::string> tokens;
    try {
        const std::string utf8 = text_->text().toStdString();
        switch (split_->currentIndex()) {
        case 1:
            tokens = pe::splitWords(utf8);
            break;
        case 2:
            tokens = pe::splitCharacters(utf8);
            break;
        default:
            tokens = splitAuto(text_->text());
        }
    } catch (const pe::ParameterError& e) {
        teaching::showError(error_, QString::fromStdString(e.what()));
        return;
    }
    showInput(tokens);
}

void EmbeddingView::showInput(const std::vector<std::string>& tokens) {
    if (tokens.size() > std::size_t(kMaxTokens)) {
        teaching::showError(error_, tr("words: %1 tokens is more than this view shows (at most %2)")
                                        .arg(tokens.size())
                                        .arg(kMaxTokens));
        return;
    }
    pe::EncodingParams params;
    params.dim = dim_->value();
    const bool scaled = scale_->currentIndex() == 1;
    pe::ModelInput input;
    try {
        input = pe::buildModelInput(tokens, params, std::uint64_t(seed_->value()), scaled);
    } catch (const pe::ParameterError& e) {
        teaching::showError(error_, QString::fromStdString(e.what()));
        return; // the heatmaps keep the last valid input
    }
    teaching::showError(error_, QString());
    input_ = std::move(input);
    tokens_.clear();
    for (const std::string& t : tokens)
        tokens_ << QString::fromStdString(t);
    for (MatrixHeatmap* m : {embedding_, positional_, sum_})
        m->setRowLabels(tokens_);
    embedding_->setTitle(scaled ? tr("Token embedding E \u00d7 \u221a"
                                     "D")
                                : tr("Token embedding E"));
    embedding_->setMatrix(input_.embedding);
    positional_->setMatrix(input_.positional);
    sum_->setMatrix(input_.sum);
    const double d = double(params.dim);
    stats_->setText(tr("%1 tokens, D = %2.\nAverage row length: |E| = %3, |PE| = %4 "
                       "(\u221a(D/2) = %5 for even D).\nPE is %6 of the embedding's size.")
                        .arg(tokens_.size())
                        .arg(params.dim)
                        .arg(teaching::brief(meanRowNorm(input_.embedding), 4),
                             teaching::brief(meanRowNorm(input_.positional), 4),
                             teaching::brief(std::sqrt(d / 2), 4),
                             QStringLiteral("%1%").arg(teaching::brief(
                                 100 * meanRowNorm(input_.positional) /
                                     std::max(meanRowNorm(input_.embedding), 1e-300),
                                 3))));
}

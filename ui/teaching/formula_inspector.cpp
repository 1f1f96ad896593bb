// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/teaching/formula_inspector.h"

#include "core/parameter_validation.h"
#include "ui/teaching/teaching_style.h"
#include "ui/views/whole_spin_box.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QTextBrowser>
#include <QTextDocument>
#include <QVBoxLayout>
#include <cmath>
#include <limits>

using teaching::brief;
using teaching::exact;

namespace {

QString plain(const QString& html) {
    QTextDocument doc;
    doc.setHtml(html);
    return doc.toPlainText();
}

// One step per line, so the text wraps in a narrow dock: "name: formula = value".
QString row(const QString& name, const QString& formula, const QString& value) {
    const QString open = QStringLiteral("<p style='margin-top:3px; margin-bottom:3px'>");
    if (formula.isEmpty())
        return open + QStringLiteral("%1 = <b>%2</b></p>").arg(name, value);
    return open + QStringLiteral("%1: %2 = <b>%3</b></p>").arg(name, formula, value);
}

QString fn(bool isSin) {
    return isSin ? QStringLiteral("sin") : QStringLiteral("cos");
}

// How far a mistake's value is from the correct one, or that it happens to agree here.
QString costOf(double wrong, double right) {
    const double diff = wrong - right;
    if (diff == 0.0)
        return FormulaInspector::tr("same value here: this cell does not reveal the mistake");
    return FormulaInspector::tr("off by %1").arg(brief(diff, 3));
}

} // namespace

FormulaInspector::FormulaInspector(QWidget* parent) : QWidget(parent) {
    teaching::useProjectorFont(this);
    header_ = new QLabel(this);
    header_->setWordWrap(true);
    teaching::useProjectorFont(header_, teaching::kTitlePointSize, true);

    posSpin_ = new WholeSpinBox(this);
    posSpin_->setRange(0, std::numeric_limits<int>::max());
    posSpin_->setAccessibleName(tr("Position"));
    dimSpin_ = new WholeSpinBox(this);
    dimSpin_->setAccessibleName(tr("Dimension"));
    posSpin_->setMinimumWidth(70);
    dimSpin_->setMinimumWidth(70);
    auto* posLabel = new QLabel(tr("pos"), this);
    posLabel->setBuddy(posSpin_);
    auto* dimLabel = new QLabel(tr("dim"), this);
    dimLabel->setBuddy(dimSpin_);
    auto* cellRow = new QHBoxLayout;
    cellRow->addWidget(posLabel);
    cellRow->addWidget(posSpin_, 1);
    cellRow->addSpacing(8);
    cellRow->addWidget(dimLabel);
    cellRow->addWidget(dimSpin_, 1);
    connect(posSpin_, &QSpinBox::valueChanged, this, &FormulaInspector::onSpinChanged);
    connect(dimSpin_, &QSpinBox::valueChanged, this, &FormulaInspector::onSpinChanged);

    // A text browser wraps to whatever width the dock has and scrolls vertically.
    text_ = new QTextBrowser(this);
    text_->setFrameShape(QFrame::NoFrame);
    text_->setOpenLinks(false);
    error_ = teaching::makeErrorLabel(this);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(header_);
    layout->addLayout(cellRow);
    layout->addWidget(error_);
    layout->addWidget(text_, 1);
    teaching::reportRefusals(this, error_);
    refresh();
}

void FormulaInspector::setParams(const pe::EncodingParams& params) {
    if (auto problem = pe::checkParams(params)) {
        teaching::showError(error_, QString::fromStdString(problem->what()));
        return;
    }
    params_ = params;
    if (dim_ >= params_.dim)
        dim_ = params_.dim - 1;
    refresh();
}

void FormulaInspector::setCell(std::int64_t pos, std::int64_t dim) {
    try {
        pe::formulaBreakdown(pos, dim, params_);
    } catch (const pe::ParameterError& e) {
        teaching::showError(error_, QString::fromStdString(e.what()));
        return;
    }
    pos_ = pos;
    dim_ = dim;
    refresh();
}

void FormulaInspector::onSpinChanged() {
    if (updatingSpins_)
        return;
    note_.clear();
    setCell(posSpin_->value(), dimSpin_->value());
}

void FormulaInspector::setNote(const QString& note) {
    if (note == note_)
        return;
    note_ = note;
    refresh();
}

QString FormulaInspector::formulaText() const {
    return plain(formulaHtml_);
}
QString FormulaInspector::shownText() const {
    return text_->toPlainText();
}
QString FormulaInspector::mistakesText() const {
    return plain(mistakesHtml_);
}
QString FormulaInspector::errorText() const {
    return error_->isHidden() ? QString() : error_->text();
}

void FormulaInspector::refresh() {
    teaching::showError(error_, QString());
    const pe::FormulaBreakdown b = pe::formulaBreakdown(pos_, dim_, params_);
    header_->setText(tr("PE(pos = %1, dim = %2)").arg(pos_).arg(dim_));
    updatingSpins_ = true;
    dimSpin_->setRange(0, int(std::min<std::int64_t>(params_.dim - 1, 1 << 30)));
    posSpin_->setValue(int(std::min<std::int64_t>(pos_, std::numeric_limits<int>::max())));
    dimSpin_->setValue(int(dim_));
    updatingSpins_ = false;
    formulaHtml_ = formulaHtml(b);
    mistakesHtml_ = mistakesHtml(b);
    // The cell's own value first: the heatmap's note (what a drawn cell that stands for
    // several positions or dims holds) comes after it, so a preset that teaches PE(1, 1)
    // leads with cos(1), not with the mean of the cell around it.
    QString note; // one paragraph a line
    for (const QString& line : note_.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        note += QStringLiteral("<p><i>%1</i></p>").arg(line.toHtmlEscaped());
    text_->setHtml(formulaHtml_ + note + QStringLiteral("<hr>") + mistakesHtml_);
}

QString FormulaInspector::formulaHtml(const pe::FormulaBreakdown& b) {
    const QString layout = b.layout == pe::Layout::Interleaved
                               ? tr("interleaved (sin, cos, sin, cos, ...)")
                               : tr("concatenated (all sin, then all cos)");
    QString html =
        tr("<p>D = %1, base = %2, layout %3</p>").arg(b.modelDim).arg(exact(b.base), layout);
    if (b.layout == pe::Layout::Interleaved)
        html += row(tr("pair index i"),
                    tr("&lfloor;dim / 2&rfloor; = &lfloor;%1 / 2&rfloor;").arg(b.dim),
                    QString::number(b.pair));
    else
        html += row(tr("pair index i"),
                    b.isSin ? tr("dim (a sin column)")
                            : tr("dim &minus; &lceil;D/2&rceil; (a cos column)"),
                    QString::number(b.pair));
    html += row(tr("exponent"), tr("2i / D = 2&middot;%1 / %2").arg(b.pair).arg(b.modelDim),
                exact(b.exponent));
    html +=
        row(tr("divisor"),
            tr("base<sup>2i/D</sup> = %1<sup>%2</sup>").arg(exact(b.base), brief(b.exponent, 6)),
            exact(b.divisor));
    html += row(tr("angle (radians)"),
                tr("pos / divisor = %1 / %2").arg(b.pos).arg(brief(b.divisor, 8)), exact(b.angle));
    html += row(b.isSin ? tr("dim %1 is the sin of pair %2, so PE").arg(b.dim).arg(b.pair)
                        : tr("dim %1 is the cos of pair %2, so PE").arg(b.dim).arg(b.pair),
                QString(), QStringLiteral("%1(%2)").arg(fn(b.isSin), brief(b.angle, 8)));
    html += row(tr("value in double (the reference)"), QString(), exact(b.value));
    html += row(tr("value in float32, as PyTorch's tutorial computes it with div_term = "
                   "exp(2i&middot;(&minus;ln base / D))"),
                QString(), exact(double(b.float32.value)));
    html += row(tr("float32 &minus; double (rounding at every float32 step)"), QString(),
                brief(b.float32Difference, 3));
    return html;
}

QString FormulaInspector::mistakesHtml(const pe::FormulaBreakdown& b) {
    const pe::FormulaMistakes& m = b.mistakes;
    QString html = tr("<p><b>Common mistakes, and what they give for this cell</b></p><ul>");
    html += tr("<li><b>i is the pair index, not the dimension index.</b> Using dim %1 as i: "
               "%2(pos / base<sup>%3</sup>) = %4 (%5).")
                .arg(b.dim)
                .arg(fn(b.isSin), brief(m.dimIndexExponent, 6), exact(m.dimIndexValue),
                     costOf(m.dimIndexValue, b.value));
    if (b.dim == 1 && b.layout == pe::Layout::Interleaved)
        html += tr(" The course notes write dim 1 as cos(1/10000<sup>2&middot;1/512</sup>); "
                   "dim 1 belongs to pair 0, so PE(1, 1) = cos(1/10000<sup>0</sup>) = cos 1.");
    html += QStringLiteral("</li>");
    html += tr("<li><b>Integer division:</b> 2i / D computed with integers is %1, so every "
               "pair gets divisor base<sup>%1</sup>: %2 (%3).</li>")
                .arg(m.integerExponent)
                .arg(exact(m.integerDivisionValue), costOf(m.integerDivisionValue, b.value));
    html += tr("<li><b>Dividing by div_term instead of multiplying:</b> div_term is already "
               "1 / base<sup>2i/D</sup>, so pos / div_term = %1 rad gives %2 (%3).</li>")
                .arg(exact(m.divideByDivTermAngle), exact(m.divideByDivTermValue),
                     costOf(m.divideByDivTermValue, b.value));
    html += QStringLiteral("</ul>");
    return html;
}

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/views/upright_labels.h"

#include "ui/views/plotkit/plot_canvas.h"

#include <algorithm>
#include <qcustomplot.h>

namespace {

bool hasHan(const QString& text) {
    return std::any_of(text.begin(), text.end(),
                       [](QChar c) { return c.script() == QChar::Script_Han; });
}

// The row and column of `element` in `layout`, or (-1, -1).
std::pair<int, int> cellOf(QCPLayoutGrid* layout, const QCPLayoutElement* element) {
    for (int row = 0; row < layout->rowCount(); ++row)
        for (int column = 0; column < layout->columnCount(); ++column)
            if (layout->hasElement(row, column) && layout->element(row, column) == element)
                return {row, column};
    return {-1, -1};
}

// A label that takes no room while it is empty: a QCPTextElement asks for a line's height
// even then, and a row of empty ones kept the height the plot needed.
class UprightText : public QCPTextElement {
  public:
    using QCPTextElement::QCPTextElement;

  protected:
    QSize minimumOuterSizeHint() const override {
        return text().isEmpty() ? QSize(0, 0) : QCPTextElement::minimumOuterSizeHint();
    }
    QSize maximumOuterSizeHint() const override {
        return text().isEmpty() ? QSize(QWIDGETSIZE_MAX, 0)
                                : QCPTextElement::maximumOuterSizeHint();
    }
};

} // namespace

UprightLabels::UprightLabels(QCustomPlot* plot, const QFont& font)
    : QObject(plot), plot_(plot), font_(font) {
    if (auto* canvas = qobject_cast<PlotCanvas*>(plot))
        canvas->addFitter(this, [this] { return giveWayIfShort(); });
}

// Judged on the height the plot would have with the labels shown, whether they are or not,
// so that showing or hiding them never changes the answer: they stay while that height holds
// kPlotLines lines of their text. The row's height is the one it took when last shown (two
// lines where the texts stack), so no pass takes it for less and flips the answer back.
bool UprightLabels::giveWayIfShort() {
    constexpr int kPlotLines = 3;
    auto* canvas = qobject_cast<PlotCanvas*>(plot_);
    if (full_.isEmpty() || !canvas || !canvas->wrapsAxisLabels() || !plot_->axisRect())
        return false;
    int line = 0;
    for (auto it = full_.cbegin(); it != full_.cend(); ++it)
        if (!it.value().isEmpty())
            line = std::max(line, QFontMetrics(it.key()->font()).height());
    if (line == 0)
        return false;
    if (!givenWay_) {
        shownRowHeight_ = 0;
        for (const QCPLayoutGrid* cell : std::as_const(cells_))
            shownRowHeight_ = std::max(shownRowHeight_, cell->outerRect().height());
    }
    const int plot = plot_->axisRect()->height();
    const int withRow = givenWay_ ? plot - shownRowHeight_ : plot;
    const bool giveWay = withRow < kPlotLines * line;
    if (giveWay == givenWay_)
        return false;
    givenWay_ = giveWay;
    showTexts();
    return true;
}

void UprightLabels::showTexts() {
    for (auto it = full_.cbegin(); it != full_.cend(); ++it)
        it.key()->setText(givenWay_ ? QString() : it.value());
}

UprightLabels* UprightLabels::install(QCustomPlot* plot, const QFont& font) {
    auto* labels = new UprightLabels(plot, font);
    connect(plot, &QCustomPlot::beforeReplot, labels, &UprightLabels::apply);
    return labels;
}

void UprightLabels::apply() {
    QCPLayoutGrid* layout = plot_->plotLayout();
    int axisRow = -1;
    QHash<const QCPAxis*, int> columnOf;
    for (int row = 0; row < layout->rowCount(); ++row)
        for (int column = 0; column < layout->columnCount(); ++column) {
            QCPLayoutElement* element =
                layout->hasElement(row, column) ? layout->element(row, column) : nullptr;
            QList<QCPAxis*> axes;
            if (auto* rect = qobject_cast<QCPAxisRect*>(element)) {
                axes = rect->axes(QCPAxis::atLeft | QCPAxis::atRight);
                if (rect == plot_->axisRect())
                    axisRow = row;
            } else if (auto* scale = qobject_cast<QCPColorScale*>(element)) {
                if (scale->type() == QCPAxis::atLeft || scale->type() == QCPAxis::atRight)
                    axes << scale->axis();
            }
            for (QCPAxis* axis : axes) {
                columnOf.insert(axis, column);
                // Empty: unchanged since it moved (or never had one).
                if (axis->label().isEmpty())
                    continue;
                if (hasHan(axis->label())) {
                    moved_.insert(axis, axis->label());
                    axis->setLabel(QString());
                } else {
                    moved_.remove(axis); // a label of Latin letters turns as it always did
                }
            }
        }
    // Texts per column and side; a column that had labels and has none now is emptied.
    QHash<int, QStringList> left, right;
    for (auto it = moved_.cbegin(); it != moved_.cend(); ++it) {
        if (!columnOf.contains(it.key()))
            continue; // an axis no longer in the layout
        (it.key()->axisType() == QCPAxis::atRight ? right : left)[columnOf.value(it.key())]
            << it.value();
    }
    QList<int> columns = left.keys() + right.keys() + cells_.keys();
    std::sort(columns.begin(), columns.end());
    columns.erase(std::unique(columns.begin(), columns.end()), columns.end());
    if (columns.isEmpty() || (axisRow < 0 && row_ < 0))
        return;
    if (row_ < 0) {
        layout->insertRow(axisRow);
        layout->setRowStretchFactor(axisRow, 0.001); // as tall as its text, no more
        row_ = axisRow;
    } else if (!cells_.isEmpty()) {
        row_ = cellOf(layout, cells_.cbegin().value()).first; // rows above may have come since
    }
    for (const int column : columns) {
        QCPLayoutGrid* cell = cells_.value(column);
        if (!cell) {
            if (left.value(column).isEmpty() && right.value(column).isEmpty())
                continue;
            cell = new QCPLayoutGrid;
            cell->setColumnSpacing(0);
            layout->addElement(row_, column, cell);
            const Qt::Alignment sides[] = {Qt::AlignLeft, Qt::AlignRight};
            for (int side = 0; side < 2; ++side) {
                auto* text = new UprightText(plot_, QString(), font_);
                // Drawn past its own half of the cell when it needs to: clipped there, a
                // right-aligned "值" lost its left side and read "直".
                text->setTextFlags(sides[side] | Qt::AlignBottom | Qt::TextDontClip);
                text->setMargins(QMargins(6, 0, 6, 0));
                // No width asked of the plot: whether the two stand side by side or one
                // above the other follows the plot's width (below), never the other way.
                text->setMinimumSize(1, 0);
                cell->addElement(0, side, text);
            }
            cells_.insert(column, cell);
        }
        // The left axis's text first, the right axis's second, wherever they stand now.
        QList<QCPTextElement*> texts;
        for (QCPLayoutElement* element : cell->elements(false))
            if (auto* text = qobject_cast<QCPTextElement*>(element))
                texts << text;
        if (texts.size() != 2)
            continue;
        const QString first = left.value(column).join(QStringLiteral(" / "));
        const QString second = right.value(column).join(QStringLiteral(" / "));
        full_.insert(texts[0], first);
        full_.insert(texts[1], second);
        texts[0]->setText(givenWay_ ? QString() : first);
        texts[1]->setText(givenWay_ ? QString() : second);
        // Side by side they would run into each other (large text, a narrow lesson): the right
        // axis's text goes under the left's, still flush right.
        const int room = plot_->width() / std::max(1, layout->columnCount());
        const int wanted = QFontMetrics(texts[0]->font()).horizontalAdvance(first) +
                           QFontMetrics(texts[1]->font()).horizontalAdvance(second) + 4 * 6 + 12;
        const bool stack = !first.isEmpty() && !second.isEmpty() && wanted > room;
        if (stack != (cell->rowCount() == 2)) {
            cell->take(texts[1]);
            cell->simplify();
            cell->addElement(stack ? 1 : 0, stack ? 0 : 1, texts[1]);
        }
    }
}

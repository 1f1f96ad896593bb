// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/views/upright_labels.h"

#include "ui/views/plotkit/plot_canvas.h"

#include <QFontMetrics>
#include <algorithm>
#include <functional>
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

// Punctuation set vertically takes its vertical form (Unicode's presentation forms, which
// CJK fonts carry): a bracket lying across the column opens downwards, a comma sits at the
// top right of its square.
QString verticalForm(QChar c) {
    static const QHash<char16_t, char16_t> forms = {
        {u'\uFF08', u'\uFE35'}, {u'\uFF09', u'\uFE36'}, {u'(', u'\uFE35'},
        {u')', u'\uFE36'},      {u'\u3010', u'\uFE3B'}, {u'\u3011', u'\uFE3C'},
        {u'\u300C', u'\uFE41'}, {u'\u300D', u'\uFE42'}, {u'\uFF0C', u'\uFE10'},
        {u'\u3001', u'\uFE11'}, {u'\u3002', u'\uFE12'}, {u'\uFF1A', u'\uFE13'},
        {u'\uFF1B', u'\uFE14'}, {u'\uFF01', u'\uFE15'}, {u'\uFF1F', u'\uFE16'},
        {u'\u2026', u'\uFE19'}, {u'\u2014', u'\uFE31'}};
    const auto it = forms.constFind(c.unicode());
    return QString(it != forms.constEnd() ? QChar(*it) : c);
}

// The label's characters one per square, top to bottom; a short Latin run ("i", "PE") stands
// across its square as vertical Chinese sets it. Empty when a run is wider than a square: a
// formula read one letter under the other is no longer a formula.
QStringList stackedCells(const QString& label, const QFontMetrics& metrics, int square) {
    QStringList cells;
    QString run;
    const auto endRun = [&] {
        if (run.isEmpty())
            return true;
        const bool fits = metrics.horizontalAdvance(run) <= square * 6 / 5;
        cells << run;
        run.clear();
        return fits;
    };
    for (const QChar c : label) {
        const char16_t u = c.unicode();
        const bool square = c.script() == QChar::Script_Han || (u >= 0x3000 && u < 0xA000) ||
                            (u >= 0xFF00 && u < 0xFFF0) || verticalForm(c) != QString(c);
        if (c.isSpace() || square) {
            if (!endRun())
                return {};
            if (square)
                cells << verticalForm(c);
        } else {
            run += c;
        }
    }
    return endRun() ? cells : QStringList();
}

// Draws the columns on the axes' layer, with the geometry the layout pass left.
class ColumnLayer : public QCPLayerable {
  public:
    ColumnLayer(QCustomPlot* plot, std::function<void(QCPPainter*)> draw)
        : QCPLayerable(plot, QStringLiteral("axes")), draw_(std::move(draw)) {}

  protected:
    void applyDefaultAntialiasingHint(QCPPainter* painter) const override {
        applyAntialiasingHint(painter, true, QCP::aeAxes);
    }
    void draw(QCPPainter* painter) override { draw_(painter); }

  private:
    std::function<void(QCPPainter*)> draw_;
};

} // namespace

UprightLabels::UprightLabels(QCustomPlot* plot, const QFont& font)
    : QObject(plot), plot_(plot), font_(font) {
    if (auto* canvas = qobject_cast<PlotCanvas*>(plot)) {
        canvas->addFitter(this, [this] { return fitToPlot(); });
        new ColumnLayer(plot, [this](QCPPainter* painter) { drawColumns(painter); });
    }
}

QFont UprightLabels::columnFont() const {
    // The row's texts carry the plot's display scale.
    return full_.isEmpty() ? font_ : full_.cbegin().key()->font();
}

int UprightLabels::columnPitch() const {
    return QFontMetrics(columnFont()).horizontalAdvance(QChar(0x56FD)) * 21 / 20;
}

int UprightLabels::columnWidth() const {
    return QFontMetrics(columnFont()).horizontalAdvance(QChar(0x56FD)) + 8;
}

QList<QCPAxis*> UprightLabels::verticalAxes() const {
    QList<QCPAxis*> axes = plot_->axisRect()->axes(QCPAxis::atLeft | QCPAxis::atRight);
    for (QCPLayoutElement* element : plot_->plotLayout()->elements(true))
        if (auto* scale = qobject_cast<QCPColorScale*>(element))
            if (scale->axis()->orientation() == Qt::Vertical)
                axes << scale->axis();
    return axes;
}

QHash<QCPAxis*, QStringList> UprightLabels::columnsFor(int room) const {
    QHash<QCPAxis*, QStringList> columns;
    const QFontMetrics metrics(columnFont());
    const int square = metrics.horizontalAdvance(QChar(0x56FD));
    // A colour scale beside the plot is as tall as it (their margins are grouped).
    for (QCPAxis* axis : verticalAxes()) {
        const QString label = moved_.value(axis);
        if (label.isEmpty() || !axis->visible())
            continue;
        // Powers of ten set as 10 with a raised exponent are drawn wider than QCustomPlot
        // measures them for the axis's margin: a column beside them lay on them.
        const QVector<QString> ticks = axis->tickVectorLabels();
        if (axis->numberFormat().contains(QLatin1Char('b')) &&
            std::any_of(ticks.begin(), ticks.end(),
                        [](const QString& tick) { return tick.contains(QLatin1Char('e')); }))
            return {};
        const QStringList cells = stackedCells(label, metrics, square);
        if (cells.isEmpty() || cells.size() * columnPitch() > room)
            return {};
        columns.insert(axis, cells);
    }
    return columns;
}

bool UprightLabels::padForColumns() {
    bool changed = false;
    for (QCPAxis* axis : verticalAxes()) {
        OwnPadding& entry = ownPadding_[axis];
        if (entry.axis != axis)
            entry = {axis, axis->padding()};
        const int own = entry.padding;
        const int wanted = shownColumns_.contains(axis) ? own + columnWidth() : own;
        if (axis->padding() != wanted) {
            axis->setPadding(wanted);
            changed = true;
        }
    }
    return changed;
}

QRect UprightLabels::columnRect(const QCPAxis* axis) const {
    const QStringList cells = columnCells(axis);
    if (cells.isEmpty())
        return {};
    const QRect outer = axis->axisRect()->outerRect(), inner = axis->axisRect()->rect();
    const int own = ownPadding_.value(const_cast<QCPAxis*>(axis)).padding;
    const int width = columnWidth(), height = int(cells.size()) * columnPitch();
    const int left = axis->axisType() == QCPAxis::atLeft ? outer.left() + own / 2
                                                         : outer.right() - own / 2 - width;
    return QRect(left, inner.center().y() - height / 2, width, height);
}

QStringList UprightLabels::columnCells(const QCPAxis* axis) const {
    return shownColumns_.value(const_cast<QCPAxis*>(axis));
}

void UprightLabels::drawColumns(QCPPainter* painter) const {
    const QList<QCPAxis*> axes = verticalAxes();
    painter->setFont(columnFont());
    for (auto it = shownColumns_.cbegin(); it != shownColumns_.cend(); ++it) {
        if (!axes.contains(it.key()))
            continue; // gone since the layout
        painter->setPen(it.key()->labelColor());
        const QRect column = columnRect(it.key());
        const int pitch = columnPitch();
        for (int i = 0; i < it.value().size(); ++i)
            painter->drawText(QRect(column.left(), column.top() + i * pitch, column.width(), pitch),
                              Qt::AlignCenter | Qt::TextDontClip, it.value().at(i));
    }
}

// Judged on the plot's height as it would be whichever way the labels stand, so that showing
// them one way never changes the answer: the columns on its height without the row, the row on
// its height with it (it stays while that holds kPlotLines lines of its text). The row's height
// is the one it took when last shown (two lines where the texts stack), so no pass takes it for
// less and flips the answer back.
bool UprightLabels::fitToPlot() {
    constexpr int kPlotLines = 3;
    auto* canvas = qobject_cast<PlotCanvas*>(plot_);
    if (full_.isEmpty() || !canvas || !canvas->wrapsAxisLabels() || !plot_->axisRect())
        return false;
    int line = 0;
    for (auto it = full_.cbegin(); it != full_.cend(); ++it)
        if (!it.value().isEmpty())
            line = std::max(line, QFontMetrics(it.key()->font()).height());
    if (line == 0) {
        const bool hadColumns = !shownColumns_.isEmpty();
        shownColumns_.clear();
        return padForColumns() || hadColumns;
    }
    const bool rowShown = !givenWay_ && !columns_;
    if (rowShown) {
        shownRowHeight_ = 0;
        for (const QCPLayoutGrid* cell : std::as_const(cells_))
            shownRowHeight_ = std::max(shownRowHeight_, cell->outerRect().height());
    }
    const int row = shownRowHeight_ > 0 ? shownRowHeight_ : line;
    const int plot = plot_->axisRect()->height();
    const int bare = rowShown ? plot + row : plot;
    shownColumns_ = columnsFor(bare);
    const bool columns = !shownColumns_.isEmpty();
    const int withRow = bare - row;
    const bool giveWay = !columns && withRow < kPlotLines * line;
    bool changed = padForColumns();
    if (giveWay == givenWay_ && columns == columns_)
        return changed;
    givenWay_ = giveWay;
    columns_ = columns;
    showTexts();
    return true;
}

void UprightLabels::showTexts() {
    for (auto it = full_.cbegin(); it != full_.cend(); ++it)
        it.key()->setText(givenWay_ || columns_ ? QString() : it.value());
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
        texts[0]->setText(givenWay_ || columns_ ? QString() : first);
        texts[1]->setText(givenWay_ || columns_ ? QString() : second);
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

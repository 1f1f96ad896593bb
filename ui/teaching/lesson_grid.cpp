// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/teaching/lesson_grid.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QStyle>
#include <algorithm>

namespace {

// A plot narrower than this many lines of its text crowds its ticks and labels: below it,
// panes stand one above the other.
constexpr int kComfortablePaneLines = 16;

} // namespace

LessonGrid::LessonGrid(int mostPerRow, QWidget* parent)
    : QWidget(parent), grid_(new QGridLayout(this)), slots_(std::max(1, mostPerRow)),
      perRow_(slots_) {
    grid_->setContentsMargins(0, 0, 0, 0);
}

void LessonGrid::addControl(QWidget* caption, QWidget* control, int row, int slot, int span) {
    // The caption names its control: for a screen reader, and in a number field's refusal.
    if (auto* label = qobject_cast<QLabel*>(caption))
        label->setBuddy(control);
    items_.append({caption, control, row, slot, std::max(1, span), 0, false});
    place(perRow_);
}

void LessonGrid::addPane(QWidget* pane, int row, int slot, int stretch) {
    items_.append({nullptr, pane, row, slot, 1, stretch, true});
    place(perRow_);
}

int LessonGrid::paneWidth(const Item& item) const {
    const int comfortable = kComfortablePaneLines * item.widget->fontMetrics().height();
    return std::max(item.widget->minimumSizeHint().width(), comfortable);
}

int LessonGrid::widthFor(int perRow) const {
    const int spacing = grid_->horizontalSpacing() >= 0 ? grid_->horizontalSpacing() : 6;
    if (perRow == 0) {
        int width = 0;
        for (const Item& item : items_) {
            width = std::max(width, item.widget->minimumSizeHint().width());
            if (item.caption)
                width = std::max(width, item.caption->sizeHint().width());
        }
        return width;
    }
    // The widest caption and control of each slot column, then whatever spans columns.
    QList<int> captions(perRow, 0), controls(perRow, 0);
    for (const Item& item : items_) {
        const int column = item.slot % perRow;
        if (item.pane)
            controls[column] = std::max(controls[column], paneWidth(item));
        else if (item.span == 1 && item.caption) {
            captions[column] = std::max(captions[column], item.caption->sizeHint().width());
            controls[column] = std::max(controls[column], item.widget->minimumSizeHint().width());
        }
    }
    for (const Item& item : items_) {
        if (item.pane || (item.span == 1 && item.caption))
            continue;
        const int first = item.slot % perRow;
        const int last = std::min(perRow, first + item.span) - 1;
        int room = -spacing;
        for (int c = first; c <= last; ++c)
            room += captions[c] + controls[c] + 2 * spacing;
        int needed = item.widget->minimumSizeHint().width();
        if (item.caption)
            needed += item.caption->sizeHint().width() + spacing;
        controls[last] += std::max(0, needed - room);
    }
    int width = -spacing;
    for (int c = 0; c < perRow; ++c)
        width += captions[c] + controls[c] + 2 * spacing;
    return width;
}

void LessonGrid::place(int perRow) {
    perRow_ = perRow;
    for (const Item& item : std::as_const(items_)) {
        if (item.caption)
            grid_->removeWidget(item.caption);
        grid_->removeWidget(item.widget);
    }
    for (int c = 0; c < grid_->columnCount(); ++c)
        grid_->setColumnStretch(c, 0);
    for (int r = 0; r < grid_->rowCount(); ++r)
        grid_->setRowStretch(r, 0);
    const int across = std::max(1, perRow);
    const int linesPerRow = (slots_ + across - 1) / across;
    for (const Item& item : std::as_const(items_)) {
        if (perRow == 0) {
            // One slot a row, each caption on a line of its own above its control.
            const int line = (item.row * slots_ + item.slot) * 2;
            if (item.caption)
                grid_->addWidget(item.caption, line, 0, 1, 2, Qt::AlignLeft);
            grid_->addWidget(item.widget, line + 1, 0, 1, 2);
            if (item.pane)
                grid_->setRowStretch(line + 1, 1);
            continue;
        }
        const int line = item.row * linesPerRow + item.slot / across;
        const int column = (item.slot % across) * 2;
        const int span = std::min(item.span, across - item.slot % across);
        if (item.pane) {
            grid_->addWidget(item.widget, line, column, 1, 2);
            grid_->setColumnStretch(column + 1,
                                    std::max(grid_->columnStretch(column + 1), item.stretch));
            grid_->setRowStretch(line, 1);
        } else if (item.caption) {
            grid_->addWidget(item.caption, line, column, Qt::AlignRight);
            grid_->addWidget(item.widget, line, column + 1, 1, span * 2 - 1);
        } else {
            grid_->addWidget(item.widget, line, column, 1, span * 2);
        }
    }
}

void LessonGrid::reflow() {
    int perRow = 0;
    for (int n = slots_; n >= 1; --n)
        if (width() >= widthFor(n)) {
            perRow = n;
            break;
        }
    if (perRow != perRow_) {
        place(perRow);
        updateGeometry();
    }
}

QSize LessonGrid::minimumSizeHint() const {
    QSize size = QWidget::minimumSizeHint();
    size.setWidth(widthFor(0));
    return size;
}

QSize LessonGrid::sizeHint() const {
    QSize size = QWidget::sizeHint();
    size.setWidth(std::max(widthFor(0), widthFor(slots_)));
    return size;
}

void LessonGrid::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    reflow();
}

// A caption's new language or a larger text changes the widths an arrangement needs while
// the grid keeps its own width: the layout request that follows is the moment to look again.
bool LessonGrid::event(QEvent* event) {
    const bool handled = QWidget::event(event);
    if (event->type() == QEvent::LayoutRequest)
        reflow();
    return handled;
}

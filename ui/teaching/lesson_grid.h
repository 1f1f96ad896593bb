// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A lesson's controls (each with its caption) or its panes (plots, heatmaps, a column of
// text), in a grid that follows the lesson's width. With room, `mostPerRow` of them stand side by
// side in a row, as the lesson was drawn; narrower (1366 px beside the views, larger text),
// fewer a row; narrower still, each caption above its control. The lesson then scrolls down,
// never sideways. Reflowing only moves the widgets to other cells of the grid.

#include <QList>
#include <QWidget>

class QGridLayout;

class LessonGrid : public QWidget {
    Q_OBJECT
  public:
    explicit LessonGrid(int mostPerRow, QWidget* parent = nullptr);

    // A control and its caption at `slot` of `row` in the widest arrangement, `span` slots
    // wide. Without a caption the control takes the caption's place too. Two controls may
    // share a place where only one of them shows at a time.
    void addControl(QWidget* caption, QWidget* control, int row, int slot, int span = 1);
    // A pane at `slot` of `row`: side by side with the row's others only while each has the
    // width of a comfortable plot; `stretch` shares the extra width between them.
    void addPane(QWidget* pane, int row, int slot, int stretch = 1);

    // How many slots stand in one row now (mostPerRow() .. 1).
    int perRow() const { return perRow_ > 0 ? perRow_ : 1; }
    int mostPerRow() const { return slots_; }

    // As narrow as the narrowest arrangement allows.
    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

  protected:
    void resizeEvent(QResizeEvent* event) override;
    bool event(QEvent* event) override;

  private:
    struct Item {
        QWidget* caption;
        QWidget* widget;
        int row, slot, span, stretch;
        bool pane;
    };
    // The width `perRow` slots a row need (0: captions above their controls).
    int widthFor(int perRow) const;
    int paneWidth(const Item& item) const;
    void place(int perRow);
    void reflow();

    QGridLayout* grid_;
    QList<Item> items_;
    int slots_;
    int perRow_;
};

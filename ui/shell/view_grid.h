// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The views in the window's middle, as viewTable() places them: a top row and a bottom row in
// splitters, the views about one pair of positions sharing a place as tabs, and the views of
// the whole table another.

#include "ui/views/view_kind.h"

#include <QList>
#include <QMap>
#include <QSplitter>
#include <functional>

class PlotView;
class QTabWidget;

class ViewGrid : public QSplitter {
    Q_OBJECT
  public:
    ViewGrid();

    // In the order of viewTable().
    const QList<PlotView*>& views() const { return views_; }
    // The view of class View (null when the table has none).
    template <class View> View* find() const {
        for (PlotView* view : views_)
            if (auto* found = qobject_cast<View*>(view))
                return found;
        return nullptr;
    }
    // While a model's table is shown, the views without numbers for one say so (and how to see
    // them for the encoding); otherwise every view shows its numbers.
    void showTableShown(bool tableShown);
    // The views' least width where a row of them has `width` pixels: the width they are designed
    // for where that fits, less where larger text widened the controls beside them, so that the
    // window never grows past its screen.
    void fitIntoWidth(int width);
    // Brings `view` to the front of the tabs it shares a place in.
    void bringForward(PlotView* view);
    // Brings forward every view whose descriptor comes forward on `moment` (view_kind.h).
    void bringForwardOn(Moment moment);
    // Takes `view` out of its place, for a scene to show it; takeBack() returns every view
    // lent to the place and tab it had, with the tabs in front and the sizes as they were.
    void lend(PlotView* view);
    void takeBack();
    bool lent(const PlotView* view) const;
    // The splitters' sizes as one value (window_geometry.h), each as `stateOf` gives it
    // (Presentation::splitterState: the sizes from before one view was shown alone), and back.
    QByteArray packedState(const std::function<QByteArray(QSplitter*)>& stateOf) const;
    void restorePackedState(const QByteArray& state);

  signals:
    // Another tab came forward: the views shown are others.
    void shownViewsChanged();
    // The user clicked the tab of `view`.
    void tabChosen(PlotView* view);

  private:
    QTabWidget* tabsFor(Placement place);

    QList<PlotView*> views_;
    QMap<int, QTabWidget*> tabs_; // by Placement
    // Where each lent view was, in the order lent: given back in the opposite order, each
    // index is again the one it had.
    struct Lent {
        PlotView* view;
        QWidget* place; // its splitter or its tabs
        int index;
        QString tabTitle;
    };
    QList<Lent> lent_;
    QList<int> frontTabs_;          // each place of tabs' front tab before the first lend
    QList<QList<int>> sizesBefore_; // this splitter's, the top row's and the bottom row's
    QSplitter* top_;
    QSplitter* bottom_;
};

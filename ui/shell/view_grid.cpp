// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/view_grid.h"

#include "ui/export/view_export.h"
#include "ui/shell/window_geometry.h"
#include "ui/views/plot_view.h"
#include "ui/views/view_kind.h"

#include <QCoreApplication>
#include <QTabBar>
#include <QTabWidget>
#include <algorithm>

namespace {

// Equal splitter shares to start with (QSplitter keeps the proportions, not the numbers).
constexpr int kEqualShare = 1000;
// Three views side by side in the bottom row, beside the controls, fit a 1024 px projector
// at this width, where the views' own least width did not; every view's axes are fitted down
// to it.
constexpr int kLeastViewWidth = 230;
// Never narrower than this, whatever the controls take: below it a matrix and its colour scale
// no longer share a view.
constexpr int kSmallestViewWidth = 160;

} // namespace

ViewGrid::ViewGrid()
    : QSplitter(Qt::Vertical), top_(new QSplitter(Qt::Horizontal)),
      bottom_(new QSplitter(Qt::Horizontal)) {
    // At 1366 x 768 a fourth view in the bottom row would be too narrow to read: the views
    // about one pair of positions share a place, and so do the views of the whole table.
    for (const ViewInfo& info : viewTable()) {
        PlotView* view = info.make().release();
        view->setMinimumWidth(kLeastViewWidth);
        views_ << view;
        switch (info.place) {
        case Placement::Top:
            top_->addWidget(view);
            break;
        case Placement::Bottom:
            bottom_->addWidget(view);
            break;
        case Placement::PairTabs:
        case Placement::TableTabs: {
            QTabWidget* tabs = tabsFor(info.place);
            const QString title = QCoreApplication::translate("MainWindow", info.tabTitle);
            tabs->setTabToolTip(tabs->addTab(view, title), title);
            break;
        }
        }
    }
    addWidget(top_);
    addWidget(bottom_);
    for (QSplitter* s : {top_, bottom_, static_cast<QSplitter*>(this)})
        s->setChildrenCollapsible(false);
    // Equal shares to start with: the tabs' larger size hint would otherwise squeeze the
    // similarity matrix and the heatmap (a saved session restores the user's own sizes).
    // The top row too: from its views' size hints, which the language changes, a window built
    // again in another language and back would not be the one it was.
    top_->setSizes(QList<int>(top_->count(), kEqualShare));
    bottom_->setSizes(QList<int>(bottom_->count(), kEqualShare));
    setSizes({kEqualShare, kEqualShare});
}

// The tabs of `place`, made in the bottom row with their first view.
QTabWidget* ViewGrid::tabsFor(Placement place) {
    QTabWidget*& tabs = tabs_[int(place)];
    if (!tabs) {
        tabs = new QTabWidget;
        tabs->setDocumentMode(true);
        // Every tab in sight where the tabs outgrow their place (a projector's width, larger
        // text): their names end in "…" and say the rest in a tooltip, rather than hiding
        // tabs behind scroll arrows.
        tabs->setElideMode(Qt::ElideRight);
        tabs->tabBar()->setUsesScrollButtons(false);
        connect(tabs, &QTabWidget::currentChanged, this, &ViewGrid::shownViewsChanged);
        connect(tabs, &QTabWidget::tabBarClicked, this, [this, tabs](int index) {
            if (auto* view = qobject_cast<PlotView*>(tabs->widget(index)))
                emit tabChosen(view);
        });
        bottom_->addWidget(tabs);
    }
    return tabs;
}

void ViewGrid::showTableShown(bool tableShown) {
    for (PlotView* view : views_) {
        const bool reads = viewInfo(view->kind()).step().readsTable;
        view->setUnavailable(
            tableShown && !reads
                ? notForTablesReason() + QStringLiteral("\n") +
                      // The window's words (its translation context): the window says them.
                      QCoreApplication::translate(
                          "MainWindow",
                          "File > Back to the sinusoidal encoding shows it for the same L and D.")
                : QString());
    }
}

void ViewGrid::fitIntoWidth(int width) {
    const int columns = std::max({top_->count(), bottom_->count(), 1});
    const int handles = (columns - 1) * bottom_->handleWidth();
    int least = std::clamp((width - handles) / columns, kSmallestViewWidth, kLeastViewWidth);
    for (PlotView* view : views_)
        view->setMinimumWidth(least);
    // A place of tabs adds its frame to the view's width: the views give that up too.
    const int over = std::max(top_->minimumSizeHint().width(), bottom_->minimumSizeHint().width()) -
                     std::max(width, 0);
    if (over <= 0 || least == kSmallestViewWidth)
        return;
    least = std::max(kSmallestViewWidth, least - (over + columns - 1) / columns);
    for (PlotView* view : views_)
        view->setMinimumWidth(least);
}

void ViewGrid::bringForward(PlotView* view) {
    for (QTabWidget* tabs : tabs_)
        if (tabs->indexOf(view) >= 0)
            tabs->setCurrentWidget(view);
}

void ViewGrid::bringForwardOn(Moment moment) {
    for (PlotView* view : std::as_const(views_))
        if (comesForwardOn(viewInfo(view->kind()), moment))
            bringForward(view);
}

void ViewGrid::lend(PlotView* view) {
    if (lent(view) || !views_.contains(view))
        return;
    if (lent_.isEmpty()) {
        frontTabs_.clear();
        for (QTabWidget* tabs : std::as_const(tabs_))
            frontTabs_ << tabs->currentIndex();
        sizesBefore_ = {sizes(), top_->sizes(), bottom_->sizes()};
    }
    QWidget* place = view->parentWidget();
    QString title;
    int index = -1;
    for (QTabWidget* tabs : std::as_const(tabs_))
        if ((index = tabs->indexOf(view)) >= 0) {
            place = tabs;
            title = tabs->tabText(index);
            tabs->removeTab(index);
            break;
        }
    if (index < 0)
        for (QSplitter* row : {top_, bottom_})
            if ((index = row->indexOf(view)) >= 0) {
                place = row;
                break;
            }
    lent_.append({view, place, index, title});
    view->setParent(nullptr);
}

void ViewGrid::takeBack() {
    if (lent_.isEmpty())
        return;
    while (!lent_.isEmpty()) {
        const Lent back = lent_.takeLast();
        // A tab's view is shown by its tabs, and only while in front: shown here, one behind
        // another tab would be drawn over the one in front.
        if (auto* tabs = qobject_cast<QTabWidget*>(back.place)) {
            tabs->setTabToolTip(tabs->insertTab(back.index, back.view, back.tabTitle),
                                back.tabTitle);
        } else if (auto* row = qobject_cast<QSplitter*>(back.place)) {
            row->insertWidget(back.index, back.view);
            back.view->show();
        }
    }
    int t = 0;
    for (QTabWidget* tabs : std::as_const(tabs_))
        tabs->setCurrentIndex(frontTabs_.value(t++, 0));
    setSizes(sizesBefore_.value(0));
    top_->setSizes(sizesBefore_.value(1));
    bottom_->setSizes(sizesBefore_.value(2));
}

bool ViewGrid::lent(const PlotView* view) const {
    return std::any_of(lent_.begin(), lent_.end(),
                       [view](const Lent& l) { return l.view == view; });
}

QByteArray ViewGrid::packedState(const std::function<QByteArray(QSplitter*)>& stateOf) const {
    auto* self = const_cast<ViewGrid*>(this); // QSplitter's own state is read, not changed
    // After the sizes, the tab in front in each place: a restart (and a change of language,
    // which builds the window again) shows the views the class was looking at.
    QStringList fronts;
    for (QTabWidget* tabs : tabs_)
        fronts << QString::number(tabs->currentIndex());
    return packSplitterStates(
        {stateOf(self), stateOf(top_), stateOf(bottom_), fronts.join(QLatin1Char(',')).toLatin1()});
}

void ViewGrid::restorePackedState(const QByteArray& state) {
    QList<QByteArray> states = unpackSplitterStates(state, 4);
    if (states.isEmpty())
        states = unpackSplitterStates(state, 3); // saved before the tabs were
    if (states.isEmpty())
        return; // missing or corrupt: the default sizes stay
    restoreState(states[0]);
    top_->restoreState(states[1]);
    bottom_->restoreState(states[2]);
    const QList<QByteArray> fronts = states.value(3).split(',');
    int t = 0;
    for (QTabWidget* tabs : std::as_const(tabs_)) {
        bool ok = false;
        const int front = fronts.value(t++).toInt(&ok);
        if (ok && front >= 0 && front < tabs->count())
            tabs->setCurrentIndex(front);
    }
}

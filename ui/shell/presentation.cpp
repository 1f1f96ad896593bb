// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/presentation.h"

#include "ui/views/display_scale.h"
#include "ui/views/plot_view.h"

#include <QAction>
#include <QCoreApplication>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QSplitter>

Presentation::Presentation(QMainWindow* window, const QList<PlotView*>& views,
                           std::function<PlotView*()> lastUsed)
    : QObject(window), window_(window), views_(views), lastUsed_(std::move(lastUsed)) {
    menu_ = new QMenu(tr("&View"), window);
    scaleLabel_ = new QLabel;
    // Apart from the compute time beside it: run together they read as one phrase.
    scaleLabel_->setContentsMargins(12, 0, 4, 0);
    // Keys a teacher presses at the projector, maybe with a dialog or the lessons in front:
    // they act on the explorer from every window of the application.
    const auto add = [this](const QString& text, const QList<QKeySequence>& keys) {
        QAction* action = menu_->addAction(text);
        action->setShortcuts(keys);
        action->setShortcutContext(Qt::ApplicationShortcut);
        return action;
    };
    present_ = add(tr("&Presentation"), {QKeySequence(Qt::Key_F11)});
    present_->setCheckable(true);
    connect(present_, &QAction::toggled, this, &Presentation::setPresenting);
    menu_->addSeparator();
    // Ctrl+= is the key under "+" without Shift; Ctrl++ is what the label on it says.
    QAction* zoomIn = add(tr("Zoom &in text"), {QKeySequence(Qt::CTRL | Qt::Key_Equal),
                                                QKeySequence(Qt::CTRL | Qt::Key_Plus)});
    QAction* zoomOut = add(tr("Zoom &out text"), {QKeySequence(Qt::CTRL | Qt::Key_Minus)});
    QAction* reset = add(tr("&Reset text size"), {QKeySequence(Qt::CTRL | Qt::Key_0)});
    DisplayScale& scale = DisplayScale::instance();
    connect(zoomIn, &QAction::triggered, &scale, &DisplayScale::zoomIn);
    connect(zoomOut, &QAction::triggered, &scale, &DisplayScale::zoomOut);
    connect(reset, &QAction::triggered, &scale, &DisplayScale::reset);
    connect(&scale, &DisplayScale::changed, this, &Presentation::showScale);
    menu_->addSeparator();
    // Not an F key: the Teach menu numbers its lessons from F3 on and may take more.
    focus_ = add(tr("&Focus view"), {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F)});
    focus_->setCheckable(true);
    connect(focus_, &QAction::toggled, this, [this](bool on) {
        if (on)
            focusView(lastUsed_ ? lastUsed_() : views_.value(0));
        else
            showAllViews();
    });
    // Esc is the explorer's own: in a dialog it closes that instead.
    leaveFocus_ = menu_->addAction(tr("&Show all views"));
    leaveFocus_->setShortcut(QKeySequence(Qt::Key_Escape));
    leaveFocus_->setEnabled(false);
    connect(leaveFocus_, &QAction::triggered, this, [this] {
        if (focused_ || !leaveOuter_)
            showAllViews();
        else
            leaveOuter_();
    });
    window_->addAction(leaveFocus_);
    for (PlotView* view : views_)
        connect(view, &PlotView::titleDoubleClicked, this, [this, view] {
            if (focused_ == view)
                showAllViews();
            else
                focusView(view);
        });
    showScale(scale.factor());
}

Presentation::~Presentation() {
    if (!presenting_ || !QCoreApplication::instance())
        return;
    // The status bar and its label may be gone already: no more news of the scale here.
    disconnect(&DisplayScale::instance(), nullptr, this, nullptr);
    DisplayScale::instance().setPresentation(false);
}

void Presentation::setPresenting(bool on) {
    if (on == presenting_)
        return;
    presenting_ = on;
    if (on) {
        geometryBefore_ = window_->saveGeometry();
        wasMaximized_ = window_->isMaximized();
        window_->showFullScreen();
    } else if (wasMaximized_) {
        window_->showMaximized();
    } else {
        window_->showNormal();
    }
    DisplayScale::instance().setPresentation(on);
    const QSignalBlocker block(present_);
    present_->setChecked(on);
}

void Presentation::focusView(PlotView* view) {
    if (!view || !views_.contains(view))
        return;
    if (focused_)
        showAllViews();
    // Up from the view to the window's centre: at every splitter on the way, everything but
    // the branch that holds the view is hidden (the tabs around a view stay: they are its
    // title). The splitters' sizes are kept to come back to.
    QWidget* central = window_->centralWidget();
    for (QWidget* w = view; w && w != central; w = w->parentWidget()) {
        auto* splitter = qobject_cast<QSplitter*>(w->parentWidget());
        if (!splitter)
            continue;
        // Set to what they are first: a splitter nobody has dragged saves the sizes it
        // started with, not the ones on screen.
        splitter->setSizes(splitter->sizes());
        splittersBefore_.append({splitter, splitter->saveState(), splitter->sizes()});
        for (int i = 0; i < splitter->count(); ++i) {
            QWidget* other = splitter->widget(i);
            if (other != w && !other->isHidden()) {
                other->hide();
                hidden_ << other;
            }
        }
    }
    focused_ = view;
    leaveFocus_->setEnabled(true);
    const QSignalBlocker block(focus_);
    focus_->setChecked(true);
}

PlotView* Presentation::focusedView() const {
    return focused_;
}

void Presentation::showAllViews() {
    for (const QPointer<QWidget>& w : std::as_const(hidden_))
        if (w)
            w->show();
    hidden_.clear();
    // Outermost first: an inner splitter's sizes fit only once its own size is back.
    for (auto it = splittersBefore_.crbegin(); it != splittersBefore_.crend(); ++it)
        if (it->splitter)
            it->splitter->setSizes(it->sizes);
    splittersBefore_.clear();
    focused_ = nullptr;
    leaveFocus_->setEnabled(bool(leaveOuter_));
    const QSignalBlocker block(focus_);
    focus_->setChecked(false);
}

void Presentation::setOuterEscape(std::function<void()> leave) {
    leaveOuter_ = std::move(leave);
    leaveFocus_->setEnabled(focused_ || leaveOuter_);
}

QByteArray Presentation::windowGeometry() const {
    return presenting_ ? geometryBefore_ : window_->saveGeometry();
}

QByteArray Presentation::splitterState(QSplitter* splitter) const {
    for (const SavedSplitter& saved : splittersBefore_)
        if (saved.splitter == splitter)
            return saved.state;
    return splitter->saveState();
}

void Presentation::showScale(double factor) {
    scaleLabel_->setText(tr("Text %1%").arg(qRound(factor * 100)));
    scaleLabel_->setToolTip(tr("Text and line size of the views: Ctrl+= larger, Ctrl+- "
                               "smaller, Ctrl+0 as designed"));
}

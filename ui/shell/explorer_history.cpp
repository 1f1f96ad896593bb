// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/explorer_history.h"

#include <QAction>
#include <QKeySequence>
#include <QTimer>
#include <QUndoStack>

namespace {
// A gesture's changes come faster than this; two deliberate changes come slower. Measured by
// a timer of the event loop: changes delivered together (one burst of events) are one
// gesture however busy the machine is.
constexpr int kGesturePauseMs = 700;
} // namespace

class StateStep : public QUndoCommand {
  public:
    StateStep(ExplorerHistory* history, const ExplorerState& before, const ExplorerState& after,
              bool shown)
        : history_(history), before_(before), after_(after), aspect_(changedAspect(before, after)),
          recorded_(shown) {
        setText(describeChange(before, after));
    }
    int id() const override { return 1; }
    bool mergeWith(const QUndoCommand* other) override {
        const auto* next = static_cast<const StateStep*>(other);
        if (!recorded_ || !next->recorded_ || next->aspect_ != aspect_ || !history_->gestureGoing())
            return false;
        after_ = next->after_;
        setText(describeChange(before_, after_));
        // Dragged back to where it started: no step at all.
        setObsolete(before_ == after_);
        return true;
    }
    void undo() override { history_->show(before_); }
    void redo() override {
        // push() calls redo(): a recorded change is on screen already the first time.
        if (!recorded_ || pushed_)
            history_->show(after_);
        pushed_ = true;
    }

  private:
    ExplorerHistory* history_;
    ExplorerState before_, after_;
    StateAspect aspect_;
    const bool recorded_; // the window showed `after_` before the push
    bool pushed_ = false;
};

ExplorerHistory::ExplorerHistory(const ExplorerState& initial,
                                 std::function<void(const ExplorerState&)> apply, QObject* parent)
    : QObject(parent), stack_(new QUndoStack(this)), apply_(std::move(apply)), known_(initial),
      pause_(new QTimer(this)) {
    pause_->setSingleShot(true);
    pause_->setInterval(kGesturePauseMs);
    connect(pause_, &QTimer::timeout, this, [this] {
        gestureGoing_ = false;
        emit gestureEnded();
    });
}

void ExplorerHistory::endGesture() {
    pause_->stop();
    gestureGoing_ = false;
}

void ExplorerHistory::record(const ExplorerState& now) {
    if (applying_ || now == known_)
        return;
    const ExplorerState before = known_;
    known_ = now;
    stack_->push(new StateStep(this, before, now, true));
    gestureGoing_ = true;
    pause_->start();
}

void ExplorerHistory::go(const ExplorerState& target) {
    if (target != known_)
        stack_->push(new StateStep(this, known_, target, false));
}

void ExplorerHistory::restart(const ExplorerState& state) {
    endGesture();
    stack_->clear();
    known_ = state;
}

void ExplorerHistory::show(const ExplorerState& state) {
    // Undo, redo or a step of its own: a change after it starts a new gesture.
    endGesture();
    applying_ = true;
    apply_(state);
    applying_ = false;
    known_ = state;
}

QAction* ExplorerHistory::undoAction(QObject* parent) const {
    QAction* undo = stack_->createUndoAction(parent, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    return undo;
}

QAction* ExplorerHistory::redoAction(QObject* parent) const {
    QAction* redo = stack_->createRedoAction(parent, tr("&Redo"));
    // Both spellings on every platform: a projector laptop may come from either habit.
    redo->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    return redo;
}

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Undo and redo for the explorer (QUndoStack): every change of the parameters or the
// selection, however it was made (controls, clicks, presets, sessions, reset), becomes one
// step. The window reports each new state; the history compares it with the last one it
// knows and pushes the difference. Changes of one aspect in quick succession (a slider
// drag, a spin box held down) merge into one step, so one Ctrl+Z undoes the gesture. A
// gesture ends when the window has had no change for a moment (gestureEnded), or at undo
// and redo.

#include "ui/compute/explorer_state.h"

#include <QObject>
#include <functional>

class QAction;
class QTimer;
class QUndoStack;

class ExplorerHistory : public QObject {
    Q_OBJECT
  public:
    // `apply` shows a state as if the user had set it; the history ignores what the window
    // reports while it runs.
    ExplorerHistory(const ExplorerState& initial, std::function<void(const ExplorerState&)> apply,
                    QObject* parent = nullptr);

    // The window's state after a change; a step when it differs from the last one.
    void record(const ExplorerState& now);
    // Shows `target` and makes it one step (reset, presets, sessions: several changes that
    // are one to the user).
    void go(const ExplorerState& target);
    // Starts over from `state` with no steps (the window after its start-up restore).
    void restart(const ExplorerState& state);
    QUndoStack* stack() const { return stack_; }
    QAction* undoAction(QObject* parent) const;
    QAction* redoAction(QObject* parent) const;
    // Whether the next change of the same aspect still belongs to the last step.
    bool gestureGoing() const { return gestureGoing_; }

  signals:
    // The pause after a gesture's last change has passed: the next change is a new step.
    void gestureEnded();

  private:
    friend class StateStep;
    void show(const ExplorerState& state);

    QUndoStack* stack_;
    std::function<void(const ExplorerState&)> apply_;
    ExplorerState known_;
    bool applying_ = false;
    QTimer* pause_;             // runs from each recorded change; its timeout ends the gesture
    bool gestureGoing_ = false; // a change was recorded and the pause has not passed since
    void endGesture();
};

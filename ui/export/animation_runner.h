// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// File > Export animation, run: the frames of an AnimationJob computed on a worker thread,
// each rendered on the GUI thread, encoded and written on the worker, with a progress dialog
// and Cancel.
//
// Why this split: a frame is a QCustomPlot, a QWidget, and widgets may only be painted on
// the GUI thread; everything else (the frame's numbers, which grow with L and D, and the
// GIF encoding of the previous frame) runs on the animation's JobRunner. The loop is driven by
// the event loop, not a for loop: each worker step ends in a signal, the GUI thread renders
// that one frame and starts the next step, so between two frames the window repaints and
// Cancel is heard. One frame's data and one picture are alive at a time: memory is bounded
// whatever the number of frames.

#include "ui/export/animation_export.h"

#include <QObject>
#include <QPointer>
#include <memory>

class JobRunner;
class QProgressDialog;
class QWidget;

class AnimationRunner : public QObject {
    Q_OBJECT
  public:
    AnimationRunner(AnimationJob job, QWidget* parent);
    // Waits for a step still running and leaves nothing behind if unfinished.
    ~AnimationRunner() override;

    // Opens the target and starts the first frame; finished() follows, also on failure.
    void start();
    void cancel();
    const AnimationJob& job() const { return job_; }

  signals:
    // ok: the whole animation is written. Not ok: cancelled (error empty) or failed.
    void finished(bool ok, const QString& error);

  private:
    struct Step {
        std::shared_ptr<ExploreDelivery> delivery; // the next frame's numbers (none at the end)
        QString error;
    };
    void runStep(QImage previous);
    void stepDone(const QVariant& result);
    void end(bool ok, const QString& error);

    AnimationJob job_;
    QWidget* parent_;
    std::shared_ptr<AnimationWriter> writer_;
    QPointer<QProgressDialog> progress_;
    std::unique_ptr<JobRunner> runner_; // first to go: its thread may use the writer
    std::int64_t frame_ = 0;            // the frame whose numbers the running step computes
    bool cancelled_ = false;
    bool ended_ = false;
};

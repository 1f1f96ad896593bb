// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/export/animation_runner.h"

#include "ui/compute/job_runner.h"
#include "ui/export/view_export.h"

#include <QProgressDialog>

AnimationRunner::AnimationRunner(AnimationJob job, QWidget* parent)
    : QObject(parent), job_(std::move(job)), parent_(parent), runner_(new JobRunner) {
    connect(runner_.get(), &JobRunner::finished, this,
            [this](quint64, const QVariant& result) { stepDone(result); });
}

AnimationRunner::~AnimationRunner() {
    runner_.reset(); // waits for a step still running: it may be writing a frame
    if (writer_ && !ended_)
        writer_->discard();
    delete progress_;
}

void AnimationRunner::start() {
    QString error;
    writer_ = AnimationWriter::open(job_, &error);
    if (!writer_) {
        end(false, error);
        return;
    }
    progress_ = new QProgressDialog(tr("Rendering the animation: %1 frames...").arg(job_.frames),
                                    tr("Cancel"), 0, int(job_.frames), parent_);
    progress_->setObjectName(QStringLiteral("animationProgress"));
    progress_->setWindowTitle(tr("Export animation"));
    progress_->setWindowModality(Qt::WindowModal);
    progress_->setMinimumDuration(0);
    progress_->setAutoClose(false);
    progress_->setAutoReset(false);
    progress_->setValue(0);
    connect(progress_, &QProgressDialog::canceled, this, &AnimationRunner::cancel);
    progress_->show();
    runStep(QImage());
}

void AnimationRunner::cancel() {
    cancelled_ = true;
}

// On the worker: writes the frame rendered last (if any), then computes the next frame's
// numbers (if any are left).
void AnimationRunner::runStep(QImage previous) {
    const std::int64_t frame = frame_;
    const bool more = frame < job_.frames;
    const ExploreRequest request = more ? animationFrameRequest(job_, frame) : ExploreRequest();
    // Cancel is heard between frames: a step always runs to its end. The runner's end (the
    // window closing) stops a step's computation, and nothing is handed on.
    runner_->submit([writer = writer_, view = job_.view, previous = std::move(previous), request,
                     more](quint64, const JobRunner::Cancelled& cancelled) {
        Step step;
        if (!previous.isNull() && !writer->addFrame(previous, &step.error))
            return QVariant::fromValue(step);
        if (more && cancelled())
            return QVariant();
        if (more)
            step.delivery = computeFigureData(view, request, &step.error, cancelled);
        if (more && !step.delivery && cancelled())
            return QVariant();
        return QVariant::fromValue(step);
    });
}

// On the GUI thread: one frame rendered (QCustomPlot), and the next step started.
void AnimationRunner::stepDone(const QVariant& result) {
    Step step = result.value<Step>();
    if (cancelled_) {
        end(false, QString());
        return;
    }
    if (!step.error.isEmpty()) {
        end(false, step.error);
        return;
    }
    if (frame_ == job_.frames) { // the last frame is written
        QString error;
        const bool ok = writer_->finish(&error);
        end(ok, error);
        return;
    }
    QImage image = renderAnimationFrame(job_, *step.delivery);
    step.delivery.reset(); // the numbers are in the picture now
    ++frame_;
    if (progress_)
        progress_->setValue(int(frame_));
    runStep(std::move(image));
}

void AnimationRunner::end(bool ok, const QString& error) {
    if (ended_)
        return;
    ended_ = true;
    if (!ok && writer_)
        writer_->discard();
    writer_.reset();
    if (progress_) {
        progress_->disconnect(this);
        progress_->close();
        progress_->deleteLater();
    }
    emit finished(ok, error);
}

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/export/animation_runner.h"

#include "ui/export/view_export.h"

#include <QProgressDialog>
#include <QtConcurrent/QtConcurrent>

AnimationRunner::AnimationRunner(AnimationJob job, QWidget* parent)
    : QObject(parent), job_(std::move(job)), parent_(parent) {
    connect(&watcher_, &QFutureWatcher<Step>::finished, this, &AnimationRunner::stepDone);
}

AnimationRunner::~AnimationRunner() {
    watcher_.disconnect(this);
    watcher_.waitForFinished();
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
    watcher_.setFuture(QtConcurrent::run(
        [writer = writer_, view = job_.view, previous = std::move(previous), request, more] {
            Step step;
            if (!previous.isNull() && !writer->addFrame(previous, &step.error))
                return step;
            if (more)
                step.delivery = computeFigureData(view, request, &step.error);
            return step;
        }));
}

// On the GUI thread: one frame rendered (QCustomPlot), and the next step started.
void AnimationRunner::stepDone() {
    Step step = watcher_.result();
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

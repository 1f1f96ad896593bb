// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/compute/job_runner.h"

JobRunner::JobRunner(QObject* parent) : QObject(parent) {
    connect(this, &JobRunner::jobEnded, this, &JobRunner::collect, Qt::QueuedConnection);
    thread_ = std::thread([this] { run(); });
}

JobRunner::~JobRunner() {
    stopping_ = true;
    {
        std::lock_guard lock(mutex_);
        quit_ = true;
    }
    wake_.notify_all();
    thread_.join();
}

quint64 JobRunner::submit(Work work) {
    const quint64 generation = gate_.issue();
    latest_ = generation; // a running older job sees this and stops
    waiting_ = Job{std::move(work), generation};
    if (!handOverPosted_) {
        handOverPosted_ = true;
        QMetaObject::invokeMethod(this, &JobRunner::handOver, Qt::QueuedConnection);
    }
    updateBusy();
    return generation;
}

void JobRunner::cancelAll() {
    waiting_.reset();
    latest_ = gate_.issue(); // no job answers it: everything before is stale
    {
        std::lock_guard lock(mutex_);
        queue_.clear();
    }
    updateBusy();
}

void JobRunner::handOverEarly(quint64 generation, QVariant result) {
    {
        std::lock_guard lock(mutex_);
        finished_ = Finished{generation, std::move(result)};
    }
    emit jobEnded(QPrivateSignal());
    std::unique_lock lock(mutex_);
    // A newer request (its hand-over wakes this) ends the wait: the job is to stop anyway.
    wake_.wait(lock,
               [this, generation] { return quit_ || !refinementsHeld_ || latest_ != generation; });
}

void JobRunner::setRefinementsHeld(bool held) {
    {
        std::lock_guard lock(mutex_);
        refinementsHeld_ = held;
    }
    wake_.notify_all();
}

void JobRunner::handOver() {
    handOverPosted_ = false;
    if (waiting_) {
        {
            std::lock_guard lock(mutex_);
            // What waited for the thread is superseded by this one and never starts.
            queue_.clear();
            queue_.push_back(std::move(*waiting_));
        }
        waiting_.reset();
        wake_.notify_all();
    }
    updateBusy();
}

bool JobRunner::isBusy() const {
    if (waiting_ || handOverPosted_)
        return true;
    std::lock_guard lock(mutex_);
    return running_ || !queue_.empty() || finished_.has_value();
}

void JobRunner::hold() {
    std::lock_guard lock(mutex_);
    held_ = true;
}

void JobRunner::release() {
    {
        std::lock_guard lock(mutex_);
        held_ = false;
    }
    wake_.notify_all();
}

void JobRunner::run() {
    for (;;) {
        Job job;
        {
            std::unique_lock lock(mutex_);
            wake_.wait(lock, [this] { return quit_ || !queue_.empty(); });
            if (quit_)
                return;
            job = std::move(queue_.front());
            queue_.pop_front();
            running_ = true;
            ++jobsStarted_;
            wake_.wait(lock, [this] { return quit_ || !held_; });
        }
        const quint64 generation = job.generation;
        const Cancelled cancelled = [this, generation] {
            return stopping_ || latest_ != generation || stopAsked_ == generation;
        };
        QVariant result = job.work(generation, cancelled);
        job = Job(); // the request's copies go here, on this thread
        if (result.isValid())
            ++jobsCompleted_;
        else
            ++jobsCancelled_;
        {
            std::lock_guard lock(mutex_);
            running_ = false;
            if (result.isValid()) // an uncollected older one is stale: replace it
                finished_ = Finished{generation, std::move(result)};
        }
        emit jobEnded(QPrivateSignal());
    }
}

void JobRunner::collect() {
    std::optional<Finished> done;
    {
        std::lock_guard lock(mutex_);
        done.swap(finished_);
    }
    if (done && gate_.isCurrent(done->generation))
        emit finished(done->generation, done->result);
    updateBusy();
}

void JobRunner::updateBusy() {
    const bool busy = isBusy();
    if (busy == reportedBusy_)
        return;
    reportedBusy_ = busy;
    emit busyChanged(busy);
}

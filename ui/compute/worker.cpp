// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/compute/worker.h"

#include "ui/compute/compute.h"

namespace {

// Collecting every 2 ms while a job is out adds at most 2 ms to a refresh and costs nothing
// while idle (the timer stops).
constexpr int kCollectIntervalMs = 2;

} // namespace

ExploreWorker::ExploreWorker(QObject* parent, PlotDataPreparer prepare)
    : QObject(parent), prepare_(std::move(prepare)) {
    collectTimer_.setInterval(kCollectIntervalMs);
    connect(&collectTimer_, &QTimer::timeout, this, &ExploreWorker::collect);
    thread_ = std::thread([this] { run(); });
}

ExploreWorker::~ExploreWorker() {
    stopping_ = true;
    {
        std::lock_guard lock(mutex_);
        quit_ = true;
    }
    wake_.notify_one();
    thread_.join();
}

quint64 ExploreWorker::submit(const ExploreRequest& request) {
    const quint64 generation = gate_.issue();
    latest_ = generation; // a running older job sees this and stops
    {
        std::lock_guard lock(mutex_);
        queued_ = Job{request, generation};
    }
    wake_.notify_one();
    collectTimer_.start();
    if (!reportedBusy_) {
        reportedBusy_ = true;
        emit busyChanged(true);
    }
    return generation;
}

bool ExploreWorker::isBusy() const {
    std::lock_guard lock(mutex_);
    return running_ || queued_.has_value() || finished_ != nullptr;
}

void ExploreWorker::run() {
    for (;;) {
        Job job;
        {
            std::unique_lock lock(mutex_);
            wake_.wait(lock, [this] { return quit_ || queued_.has_value(); });
            if (quit_)
                return;
            job = std::move(*queued_);
            queued_.reset();
            running_ = true;
        }
        ++jobsStarted_;
        std::shared_ptr<ExploreDelivery> delivery = compute(job);
        if (delivery)
            ++jobsCompleted_;
        else
            ++jobsCancelled_;
        std::lock_guard lock(mutex_);
        running_ = false;
        if (delivery)
            finished_ = std::move(delivery); // an uncollected older one is stale: replace it
    }
}

// A rejected parameter set comes back as a delivery with an error, so the GUI thread can
// name the value; a cancelled job as no delivery at all.
std::shared_ptr<ExploreDelivery> ExploreWorker::compute(const Job& job) const {
    const auto cancelled = [this, generation = job.generation] {
        return stopping_ || latest_ != generation;
    };
    try {
        return computeExplore(job.request, job.generation, cancelled, prepare_);
    } catch (const std::exception& error) {
        auto delivery = std::make_shared<ExploreDelivery>();
        delivery->generation = job.generation;
        delivery->error = QString::fromStdString(error.what());
        return delivery;
    }
}

void ExploreWorker::collect() {
    std::shared_ptr<ExploreDelivery> delivery;
    bool busy = false;
    {
        std::lock_guard lock(mutex_);
        delivery = std::move(finished_);
        finished_.reset();
        busy = running_ || queued_.has_value();
    }
    if (!busy)
        collectTimer_.stop();
    if (delivery && gate_.isCurrent(delivery->generation)) {
        if (delivery->error.isEmpty())
            emit delivered(delivery);
        else
            emit failed(delivery->generation, delivery->error);
    }
    if (!busy && reportedBusy_) {
        reportedBusy_ = false;
        emit busyChanged(false);
    }
}

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The explorer's computations on a JobRunner (job_runner.h): computeExplore for each request,
// the latest request wins, a running older one is cancelled between chunks of rows, and only
// the latest request's result is handed on, so a slow old result never overwrites a newer one.

#include "ui/compute/job_runner.h"
#include "ui/compute/request.h"
#include "ui/compute/result.h"

#include <QObject>
#include <memory>

class ExploreWorker : public QObject {
    Q_OBJECT
  public:
    // `prepare` runs on the worker after each computation (the views' plot data).
    explicit ExploreWorker(QObject* parent = nullptr, PlotDataPreparer prepare = {});

    // Queues `request` and returns its generation.
    quint64 submit(const ExploreRequest& request);
    bool isCurrent(quint64 generation) const { return runner_->isCurrent(generation); }
    quint64 latestGeneration() const { return runner_->latestGeneration(); }
    bool isBusy() const { return runner_->isBusy(); }
    // What a burst really cost: the runner's counts (job_runner.h).
    quint64 jobsStarted() const { return runner_->jobsStarted(); }
    quint64 jobsCompleted() const { return runner_->jobsCompleted(); }
    quint64 jobsCancelled() const { return runner_->jobsCancelled(); }
    // Whether a finished result may go on screen: it answers the latest request and is
    // newer than the one shown (or, refined, not older). Remembers it as shown when it may.
    bool acceptForDisplay(const ExploreDelivery& delivery) {
        return runner_->acceptForDisplay(delivery.generation, delivery.refined);
    }
    JobRunner* runner() const { return runner_; }

  signals:
    // A finished result for the latest request (GUI thread).
    void delivered(std::shared_ptr<ExploreDelivery> delivery);
    // The latest request was rejected by the engine; message names the value.
    void failed(quint64 generation, const QString& message);
    void busyChanged(bool busy);

  private:
    void hand(const QVariant& result);

    const PlotDataPreparer prepare_;
    JobRunner* runner_;
};

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Runs computeExplore off the GUI thread, one job at a time, on one long-lived thread (the
// restart pattern of Qt's Mandelbrot example). Requests coalesce: while a job runs, a new
// request replaces any waiting one (latest wins) and cancels the running job; every request
// gets a generation number and only the latest one's result is handed on, so a slow old
// result can never overwrite a newer one.
//
// Everything that crosses threads goes through one std::mutex-guarded hand-over slot, and
// the GUI thread collects from it with a short timer while a job is out: no Qt-internal
// cross-thread machinery carries our data, so ThreadSanitizer sees every hand-over.

#include "ui/compute/generation_gate.h"
#include "ui/compute/request.h"
#include "ui/compute/result.h"

#include <QObject>
#include <QTimer>
#include <atomic>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>

class ExploreWorker : public QObject {
    Q_OBJECT
  public:
    // `prepare` runs on the worker after each computation (the views' plot data).
    explicit ExploreWorker(QObject* parent = nullptr, PlotDataPreparer prepare = {});
    // Cancels the running job and joins the thread: closing the window never waits for it.
    ~ExploreWorker() override;

    // Queues `request` and returns its generation.
    quint64 submit(const ExploreRequest& request);
    bool isCurrent(quint64 generation) const { return gate_.isCurrent(generation); }
    quint64 latestGeneration() const { return gate_.latest(); }
    bool isBusy() const;
    // Jobs the worker thread has taken up, those of them that ran to a result, and those
    // stopped by a newer request (or the close) before their end: what a burst really cost.
    quint64 jobsStarted() const { return jobsStarted_; }
    quint64 jobsCompleted() const { return jobsCompleted_; }
    quint64 jobsCancelled() const { return jobsCancelled_; }
    // Whether a finished result may go on screen: it answers the latest request and is
    // newer than the one shown. Remembers it as shown when it may.
    bool acceptForDisplay(quint64 generation) { return gate_.accept(generation); }

  signals:
    // A finished result for the latest request (GUI thread).
    void delivered(std::shared_ptr<ExploreDelivery> delivery);
    // The latest request was rejected by the engine; message names the value.
    void failed(quint64 generation, const QString& message);
    void busyChanged(bool busy);

  private:
    struct Job {
        ExploreRequest request;
        quint64 generation = 0;
    };
    void run();                                                     // the worker thread
    std::shared_ptr<ExploreDelivery> compute(const Job& job) const; // the worker thread
    void collect();                                                 // GUI thread

    const PlotDataPreparer prepare_;
    GenerationGate gate_; // GUI thread only
    QTimer collectTimer_; // GUI thread: runs while a job is out
    bool reportedBusy_ = false;

    mutable std::mutex mutex_; // guards the members below it
    std::condition_variable wake_;
    std::optional<Job> queued_;
    std::shared_ptr<ExploreDelivery> finished_;
    bool running_ = false;
    bool quit_ = false;

    std::atomic<quint64> latest_{0}; // the newest generation: older jobs stop early
    std::atomic<bool> stopping_{false};
    std::atomic<quint64> jobsStarted_{0};
    std::atomic<quint64> jobsCompleted_{0};
    std::atomic<quint64> jobsCancelled_{0};
    std::thread thread_; // last: starts after everything above exists
};

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The one way work that grows with L, D or the number of frames leaves the GUI thread: one
// long-lived thread per runner, one job at a time (the restart pattern of Qt's Mandelbrot
// example). The explorer, the context-extension lab, the figure and data exports and the
// animation frames all run through one.
//
// - Coalescing: the requests of one turn of the event loop, and those made while a job runs,
//   replace the one waiting; only the latest waiting one starts.
// - Cancellation: a newer request, the runner's end or stopLatest() tells the running job to
//   stop (`cancelled()` turns true; the job asks it between chunks of its work, as the one
//   stop token of core/stop.h). A job that stops before its end is counted.
// - Stale results dropped: each request gets a generation; a result reaches `finished` only
//   if it answers the latest request.
// - Delivery: the thread wakes the GUI thread with a queued signal that carries nothing; the
//   result crosses in a std::mutex-guarded slot. The Qt a distribution ships is not
//   instrumented, so data carried inside Qt's own events would look unsynchronised to
//   ThreadSanitizer; through our mutex it sees every hand-over.

#include "ui/compute/generation_gate.h"

#include <QObject>
#include <QVariant>
#include <atomic>
#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <optional>
#include <thread>

class JobRunner : public QObject {
    Q_OBJECT
  public:
    using Cancelled = std::function<bool()>;
    // Runs on the runner's thread. Returns the result, or an empty QVariant when it stopped
    // early because `cancelled()` said so. It must not throw: a refusal is a result too.
    using Work = std::function<QVariant(quint64 generation, const Cancelled& cancelled)>;

    explicit JobRunner(QObject* parent = nullptr);
    // Tells the running job to stop and joins the thread: closing never waits for a job.
    ~JobRunner() override;

    // Queues `work` as the latest request and returns its generation. It is handed to the
    // thread when the event loop next runs.
    quint64 submit(Work work);
    // Drops the waiting job and tells the running one to stop: nothing asked so far is
    // delivered.
    void cancelAll();
    // Tells the latest request's job to stop (its `cancelled()` turns true, now or when it
    // starts) and still hands on what it returns: for a Cancel button that reports how the
    // job ended.
    void stopLatest() { stopAsked_ = gate_.latest(); }
    // From inside a job (the runner's thread): hands `result` on now, as a first answer to
    // `generation`, while the job runs on to its whole result. It reaches `finished` as a
    // job's result does, unless a later one of the job overtook it.
    void handOverEarly(quint64 generation, QVariant result);

    // A job waiting, running, or finished and not yet handed on (GUI thread).
    bool isBusy() const;
    quint64 latestGeneration() const { return gate_.latest(); }
    bool isCurrent(quint64 generation) const { return gate_.isCurrent(generation); }
    // Whether a finished result may go on screen: it answers the latest request and is newer
    // than the one shown. Remembers it as shown when it may.
    bool acceptForDisplay(quint64 generation, bool refined = false) {
        return refined ? gate_.acceptRefined(generation) : gate_.accept(generation);
    }

    // Jobs the thread has started, those of them that ran to a result, and those stopped by
    // a newer request (or the close) before their end: what a burst really cost. A request
    // superseded while it waited never starts and is in none of them.
    quint64 jobsStarted() const { return jobsStarted_; }
    quint64 jobsCompleted() const { return jobsCompleted_; }
    quint64 jobsCancelled() const { return jobsCancelled_; }

    // While held, a job the thread takes up counts as started and then waits before it runs:
    // for tests, so that later requests surely arrive while a job runs, on any machine.
    void hold();
    void release();
    // While held, a job that handed its picture over early waits before it runs on: for tests,
    // so that the picture surely reaches the screen before the whole result, on any machine.
    void setRefinementsHeld(bool held);

  signals:
    // The result of the latest request (GUI thread).
    void finished(quint64 generation, const QVariant& result);
    // Busy from the first request until nothing is waiting, running or undelivered.
    void busyChanged(bool busy);
    // The thread's wake-up call; carries nothing.
    void jobEnded(QPrivateSignal);

  private:
    struct Job {
        Work work;
        quint64 generation = 0;
    };
    struct Finished {
        quint64 generation = 0;
        QVariant result;
    };
    void handOver(); // GUI thread, the turn after a submit
    void collect();  // GUI thread, woken by jobEnded
    void run();      // the runner's thread
    void updateBusy();

    GenerationGate gate_;         // GUI thread only
    std::optional<Job> waiting_;  // GUI thread: the latest request of this turn
    bool handOverPosted_ = false; // GUI thread
    bool reportedBusy_ = false;   // GUI thread

    mutable std::mutex mutex_; // guards the members below it
    std::condition_variable wake_;
    std::deque<Job> queue_; // handed to the thread
    std::optional<Finished> finished_;
    bool running_ = false;
    bool held_ = false;
    bool refinementsHeld_ = false;
    bool quit_ = false;

    std::atomic<quint64> latest_{0}; // the newest generation: an older running job stops
    std::atomic<bool> stopping_{false};
    std::atomic<quint64> stopAsked_{0}; // the generation stopLatest() stopped
    std::atomic<quint64> jobsStarted_{0};
    std::atomic<quint64> jobsCompleted_{0};
    std::atomic<quint64> jobsCancelled_{0};
    std::thread thread_; // last: starts after everything above exists
};

// SPDX-License-Identifier: GPL-3.0-or-later
// The job runner on its own, with jobs the test controls: requests coalesce, a newer request
// cancels the running job, a stale result is dropped, and nothing is left after a cancel or
// the runner's end. No clocks: every wait is on a state or a signal, and the runner's hold
// makes "a request arrives while a job runs" true on any machine.

#include "hang.h"
#include "ui/compute/job_runner.h"

#include <QSignalSpy>
#include <QtTest>
#include <atomic>
#include <future>
#include <memory>
#include <thread>

namespace {

constexpr int kTimeout = kHangMs; // a hang's bound (hang.h)

// A job that returns `value` at once, unless it is superseded before it begins.
JobRunner::Work quick(int value) {
    return [value](quint64, const JobRunner::Cancelled& cancelled) {
        return cancelled() ? QVariant() : QVariant(value);
    };
}

// A job that runs until it is told to stop, saying when it has begun: it never completes.
JobRunner::Work untilCancelled(std::shared_ptr<std::atomic<bool>> begun) {
    return [begun](quint64, const JobRunner::Cancelled& cancelled) {
        *begun = true;
        while (!cancelled())
            std::this_thread::yield();
        return QVariant();
    };
}

// A job that ignores cancellation and returns `value` once `go` is set.
JobRunner::Work whenLetGo(std::shared_future<void> go, int value) {
    return [go, value](quint64, const JobRunner::Cancelled&) {
        go.wait();
        return QVariant(value);
    };
}

// Every event posted until now delivered.
bool deliverPostedEvents() {
    bool arrived = false;
    QObject marker;
    QMetaObject::invokeMethod(
        &marker, [&arrived] { arrived = true; }, Qt::QueuedConnection);
    return QTest::qWaitFor([&arrived] { return arrived; }, kTimeout);
}

} // namespace

class TestJobRunner : public QObject {
    Q_OBJECT
  private slots:
    // Requests of one turn of the event loop are one job: the latest.
    void aBurstInOneTurnStartsOnlyTheLatest() {
        JobRunner runner;
        QSignalSpy finished(&runner, &JobRunner::finished);
        QSignalSpy busy(&runner, &JobRunner::busyChanged);
        quint64 last = 0;
        for (int i = 0; i < 100; ++i)
            last = runner.submit(quick(i));
        QVERIFY(runner.isBusy());
        QTRY_VERIFY_WITH_TIMEOUT(!runner.isBusy(), kTimeout);
        QCOMPARE(runner.jobsStarted(), quint64(1));
        QCOMPARE(runner.jobsCompleted(), quint64(1));
        QCOMPARE(finished.count(), 1);
        QCOMPARE(finished.at(0).at(0).value<quint64>(), last);
        QCOMPARE(finished.at(0).at(1).value<QVariant>().toInt(), 99);
        QCOMPARE(busy.count(), 2); // busy once, idle once
        QCOMPARE(busy.last().at(0).toBool(), false);
    }

    // The burst test: a job runs, then 100 requests arrive one turn of the event loop after
    // another. The running job is told to stop before its end, the requests that waited
    // while the thread was busy replace one another, and only the latest is computed.
    void aBurstWhileAJobRunsCancelsItAndStartsOnlyTheLatest() {
        JobRunner runner;
        QSignalSpy finished(&runner, &JobRunner::finished);
        auto begun = std::make_shared<std::atomic<bool>>(false);
        runner.submit(untilCancelled(begun));
        QTRY_VERIFY_WITH_TIMEOUT(*begun, kTimeout); // the first job is running
        // The next job the thread takes up waits: the rest of the burst surely finds the
        // thread busy, however fast the machine.
        runner.hold();
        constexpr int kRequests = 100;
        quint64 last = 0;
        for (int i = 1; i <= kRequests; ++i) {
            last = runner.submit(quick(i));
            QCoreApplication::processEvents(); // each request handed to the thread in turn
        }
        runner.release();
        QTRY_VERIFY_WITH_TIMEOUT(!runner.isBusy(), kTimeout);
        const QString counts = QStringLiteral("%1 requests: %2 started, %3 completed, %4 cancelled")
                                   .arg(kRequests + 1)
                                   .arg(runner.jobsStarted())
                                   .arg(runner.jobsCompleted())
                                   .arg(runner.jobsCancelled());
        // The first job, perhaps one request that the thread took up before the rest came, and
        // the last: far fewer jobs than requests.
        QVERIFY2(runner.jobsStarted() <= 3, qPrintable(counts));
        // The superseded ones stopped before their end (the first never ends by itself).
        QVERIFY2(runner.jobsCancelled() >= 1, qPrintable(counts));
        QCOMPARE(runner.jobsCompleted(), quint64(1));
        QCOMPARE(runner.jobsStarted(), runner.jobsCompleted() + runner.jobsCancelled());
        QCOMPARE(finished.count(), 1);
        QCOMPARE(finished.at(0).at(0).value<quint64>(), last);
        QCOMPARE(finished.at(0).at(1).value<QVariant>().toInt(), kRequests);
    }

    // A job that runs to its end after a newer request came is computed but never shown.
    void aStaleResultIsDropped() {
        JobRunner runner;
        QSignalSpy finished(&runner, &JobRunner::finished);
        std::promise<void> letOldGo, letNewGo;
        runner.submit(whenLetGo(letOldGo.get_future().share(), 1));
        QTRY_VERIFY_WITH_TIMEOUT(runner.jobsStarted() == 1, kTimeout);
        const quint64 newer = runner.submit(whenLetGo(letNewGo.get_future().share(), 2));
        QVERIFY(deliverPostedEvents()); // the newer request is handed to the thread
        letOldGo.set_value();
        QTRY_VERIFY_WITH_TIMEOUT(runner.jobsCompleted() == 1, kTimeout);
        QVERIFY(deliverPostedEvents()); // the old result collected
        QCOMPARE(finished.count(), 0);
        letNewGo.set_value();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, kTimeout);
        QCOMPARE(finished.at(0).at(0).value<quint64>(), newer);
        QCOMPARE(finished.at(0).at(1).value<QVariant>().toInt(), 2);
        QTRY_VERIFY_WITH_TIMEOUT(!runner.isBusy(), kTimeout);
        QCOMPARE(runner.jobsCompleted(), quint64(2));
    }

    void cancelAllStopsTheRunningJobAndDeliversNothing() {
        JobRunner runner;
        QSignalSpy finished(&runner, &JobRunner::finished);
        auto begun = std::make_shared<std::atomic<bool>>(false);
        runner.submit(untilCancelled(begun));
        QTRY_VERIFY_WITH_TIMEOUT(*begun, kTimeout);
        runner.submit(quick(5)); // waiting for the next turn: dropped too
        runner.cancelAll();
        QTRY_VERIFY_WITH_TIMEOUT(!runner.isBusy(), kTimeout);
        QVERIFY(deliverPostedEvents());
        QCOMPARE(finished.count(), 0);
        QCOMPARE(runner.jobsStarted(), quint64(1));
        QCOMPARE(runner.jobsCancelled(), quint64(1));
    }

    // The end of the runner stops its running job: it never waits for one to finish.
    void theEndStopsARunningJob() {
        auto runner = std::make_unique<JobRunner>();
        auto begun = std::make_shared<std::atomic<bool>>(false);
        runner->submit(untilCancelled(begun));
        QTRY_VERIFY_WITH_TIMEOUT(*begun, kTimeout);
        runner.reset(); // returns: the job saw the end and stopped
        QVERIFY(deliverPostedEvents());
    }

    // stopLatest stops the running job (its `cancelled()` turns true) and still hands on what
    // it returns: a Cancel button hears how the job ended.
    void stopLatestStopsTheJobAndKeepsItsAnswer() {
        JobRunner runner;
        QSignalSpy finished(&runner, &JobRunner::finished);
        auto begun = std::make_shared<std::atomic<bool>>(false);
        const quint64 g = runner.submit([begun](quint64, const JobRunner::Cancelled& cancelled) {
            *begun = true;
            while (!cancelled())
                std::this_thread::yield();
            return QVariant(QStringLiteral("stopped"));
        });
        QTRY_VERIFY_WITH_TIMEOUT(*begun, kTimeout);
        runner.stopLatest();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, kTimeout);
        QCOMPARE(finished.at(0).at(0).toULongLong(), g);
        QCOMPARE(finished.at(0).at(1).toString(), QStringLiteral("stopped"));
        QCOMPARE(runner.jobsCompleted(), quint64(1));
    }

    // A job hands its picture over early and runs on to its whole result: both reach
    // `finished`, in that order, and the runner stays busy between them. The refinements'
    // hold keeps the job from running on until the early result was seen, on any machine.
    void anEarlyResultGoesFirstAndTheJobRunsOn() {
        JobRunner runner;
        QSignalSpy finished(&runner, &JobRunner::finished);
        runner.setRefinementsHeld(true);
        const quint64 g = runner.submit([&runner](quint64 generation, const JobRunner::Cancelled&) {
            runner.handOverEarly(generation, QVariant(1));
            return QVariant(2);
        });
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, kTimeout);
        QCOMPARE(finished.at(0).at(1).toInt(), 1);
        QCOMPARE(finished.at(0).at(0).toULongLong(), g);
        QVERIFY(runner.isBusy());
        runner.setRefinementsHeld(false);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, kTimeout);
        QCOMPARE(finished.at(1).at(1).toInt(), 2);
        QTRY_VERIFY_WITH_TIMEOUT(!runner.isBusy(), kTimeout);
    }

    // A newer request ends a job held after its early result: it stops, and only the newer
    // request's result follows.
    void aNewerRequestEndsAHeldRefinement() {
        JobRunner runner;
        QSignalSpy finished(&runner, &JobRunner::finished);
        runner.setRefinementsHeld(true);
        runner.submit([&runner](quint64 generation, const JobRunner::Cancelled& cancelled) {
            runner.handOverEarly(generation, QVariant(1));
            return cancelled() ? QVariant() : QVariant(2);
        });
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, kTimeout);
        const quint64 newer = runner.submit(quick(3)); // still held: only this can free it
        QTRY_VERIFY_WITH_TIMEOUT(!runner.isBusy(), kTimeout);
        QCOMPARE(finished.count(), 2);
        QCOMPARE(finished.at(1).at(0).toULongLong(), newer);
        QCOMPARE(finished.at(1).at(1).toInt(), 3);
        QCOMPARE(runner.jobsCancelled(), quint64(1));
    }
};

QTEST_GUILESS_MAIN(TestJobRunner)
#include "test_job_runner.moc"

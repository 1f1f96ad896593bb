// SPDX-License-Identifier: GPL-3.0-or-later
// The one fork/join loop: every task runs once whatever the count, on threads apart from the
// caller's, and a task's exception reaches the caller after every task has ended.

#include "core/parallel_for.h"

#include <QtTest>
#include <atomic>
#include <mutex>
#include <set>
#include <stdexcept>
#include <thread>
#include <vector>

class TestParallelFor : public QObject {
    Q_OBJECT
  private slots:
    void everyTaskRunsOnce() {
        for (const int tasks : {0, 1, 2, 3, 7, 16}) {
            std::vector<std::atomic<int>> runs(std::size_t(std::max(tasks, 1)));
            for (auto& r : runs)
                r = 0;
            std::mutex lock;
            std::set<std::thread::id> threads;
            pe::parallelFor(tasks, [&](int t) {
                ++runs[std::size_t(t)];
                const std::lock_guard<std::mutex> hold(lock);
                threads.insert(std::this_thread::get_id());
            });
            for (int t = 0; t < tasks; ++t)
                QCOMPARE(runs[std::size_t(t)].load(), 1);
            // Task 0 on the caller's thread, each other on one of its own.
            QCOMPARE(int(threads.size()), tasks);
            if (tasks > 0)
                QVERIFY(threads.count(std::this_thread::get_id()) == 1);
        }
    }

    // A task's exception, on the caller's thread or another, is thrown again once all tasks
    // have ended: the others ran to their end, and nothing is left running.
    void aTasksExceptionReachesTheCaller() {
        for (const int thrower : {0, 2}) {
            std::atomic<int> finished{0};
            bool caught = false;
            try {
                pe::parallelFor(4, [&](int t) {
                    if (t == thrower)
                        throw std::runtime_error("task " + std::to_string(t));
                    ++finished;
                });
            } catch (const std::runtime_error& error) {
                caught = true;
                QCOMPARE(QString(error.what()), QString("task %1").arg(thrower));
            }
            QVERIFY(caught);
            QCOMPARE(finished.load(), 3);
        }
    }

    void threadsForHonoursAskedCounts() {
        QCOMPARE(pe::threadsFor(3), 3);
        QCOMPARE(pe::threadsFor(0), int(std::max(1u, std::thread::hardware_concurrency())));
    }
};

QTEST_GUILESS_MAIN(TestParallelFor)
#include "test_parallel_for.moc"

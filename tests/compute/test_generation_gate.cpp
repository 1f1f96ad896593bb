// SPDX-License-Identifier: GPL-3.0-or-later
// Stale results never reach the screen: the generation gate on its own, then the worker
// under a burst of requests (latest wins, everything older is cancelled or dropped).

#include "ui/compute/generation_gate.h"
#include "ui/compute/steps/heatmap_step.h"
#include "ui/compute/steps/offsets_step.h"
#include "ui/compute/steps/similarity_step.h"
#include "ui/compute/steps/waveforms_step.h"
#include "ui/compute/worker.h"

#include <QSignalSpy>
#include <QtTest>

namespace {

ExploreRequest requestFor(std::int64_t length) {
    ExploreRequest r;
    r.params.length = length;
    r.params.dim = 64;
    const ViewWindow positions = fullWindow(length, 300);
    r.views = {heatmapPart(positions, fullWindow(64, 300)), similarityPart(positions, positions),
               offsetsPart(positions), waveformsPart({0.0, double(length - 1), 300})};
    r.waveDims = {0, 5};
    return r;
}

} // namespace

class TestGenerationGate : public QObject {
    Q_OBJECT
  private slots:
    void onlyTheLatestGenerationIsAccepted() {
        GenerationGate gate;
        const quint64 g1 = gate.issue(), g2 = gate.issue(), g3 = gate.issue();
        QVERIFY(!gate.accept(g1));
        QVERIFY(!gate.accept(g2));
        QVERIFY(gate.accept(g3));
        QCOMPARE(gate.shown(), g3);
    }
    void anOlderResultArrivingLateIsDropped() {
        GenerationGate gate;
        const quint64 g1 = gate.issue();
        const quint64 g2 = gate.issue();
        QVERIFY(gate.accept(g2));  // the newer one arrives first
        QVERIFY(!gate.accept(g1)); // the older one, late: never shown
        QCOMPARE(gate.shown(), g2);
    }
    void theSameGenerationIsShownOnce() {
        GenerationGate gate;
        const quint64 g = gate.issue();
        QVERIFY(gate.accept(g));
        QVERIFY(!gate.accept(g));
    }
    // A refined result (the picture's band) may follow its own generation's picture, or come
    // first when it overtook it; never once a newer request was made.
    void aRefinedResultFollowsItsPicture() {
        GenerationGate gate;
        const quint64 g = gate.issue();
        QVERIFY(gate.accept(g));
        QVERIFY(gate.acceptRefined(g));
        const quint64 h = gate.issue();
        QVERIFY(!gate.acceptRefined(g));
        QVERIFY(gate.acceptRefined(h)); // its picture was overtaken
        QVERIFY(!gate.accept(h));       // and cannot come after it
        gate.issue();
        QVERIFY(!gate.acceptRefined(h));
    }
    // A burst of 100 requests, each in its own turn of the event loop, while the first one's
    // job is out: the first job is told to stop before its end, the requests that wait
    // replace one another, and only the latest is computed and delivered. The runner's hold
    // keeps the first job from running until the burst is in, on any machine.
    void aBurstOfRequestsDeliversOnlyTheLast() {
        ExploreWorker worker;
        QSignalSpy delivered(&worker, &ExploreWorker::delivered);
        QSignalSpy busy(&worker, &ExploreWorker::busyChanged);
        worker.runner()->hold();
        worker.submit(requestFor(1000));
        QTRY_VERIFY_WITH_TIMEOUT(worker.jobsStarted() == 1, 20000); // taken up, held
        constexpr int kRequests = 100;
        quint64 last = 0;
        for (int i = 1; i < kRequests; ++i) {
            last = worker.submit(requestFor(1000 + 100 * i));
            QCoreApplication::processEvents(); // each one handed over while the first is out
        }
        worker.runner()->release();
        QTRY_VERIFY_WITH_TIMEOUT(!worker.isBusy(), 20000);
        const QString counts = QStringLiteral("%1 requests: %2 started, %3 completed, %4 cancelled")
                                   .arg(kRequests)
                                   .arg(worker.jobsStarted())
                                   .arg(worker.jobsCompleted())
                                   .arg(worker.jobsCancelled());
        QVERIFY2(worker.jobsStarted() == 2, qPrintable(counts));   // the first and the last
        QVERIFY2(worker.jobsCancelled() == 1, qPrintable(counts)); // the first, before its end
        QVERIFY2(worker.jobsCompleted() == 1, qPrintable(counts));
        // The last request's result, whole; its picture may have gone first (the band follows).
        QVERIFY(delivered.count() == 1 || delivered.count() == 2);
        for (const QList<QVariant>& each : delivered)
            QCOMPARE(each.at(0).value<std::shared_ptr<ExploreDelivery>>()->generation, last);
        if (delivered.count() == 2)
            QVERIFY(!delivered.at(0).at(0).value<std::shared_ptr<ExploreDelivery>>()->refined);
        const auto delivery = delivered.last().at(0).value<std::shared_ptr<ExploreDelivery>>();
        for (const auto& payload : delivery->result->payloads)
            QVERIFY(!payload || !payload->awaitsRefinement());
        QCOMPARE(delivery->result->request.params.length,
                 std::int64_t(1000 + 100 * (kRequests - 1)));
        QCOMPARE(busy.count(), 2); // busy once, idle once: no flicker in between
        QCOMPARE(busy.last().at(0).toBool(), false);
    }
    void aRejectedRequestReportsTheValue() {
        ExploreWorker worker;
        QSignalSpy failed(&worker, &ExploreWorker::failed);
        ExploreRequest bad = requestFor(100);
        bad.params.base = 0.5;
        worker.submit(bad);
        QTRY_VERIFY_WITH_TIMEOUT(!worker.isBusy(), 20000);
        QCOMPARE(failed.count(), 1);
        QVERIFY2(failed.at(0).at(1).toString().contains(QStringLiteral("0.5")),
                 qPrintable(failed.at(0).at(1).toString()));
    }
};

QTEST_GUILESS_MAIN(TestGenerationGate)
#include "test_generation_gate.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/gui_cases.h"

#include "bench/bench_report.h"
#include "ui/compute/compute.h"
#include "ui/compute/memory_reuse.h"
#include "ui/compute/steps/heatmap_step.h"
#include "ui/compute/worker.h"
#include "ui/shell/control_panel.h"
#include "ui/shell/log_slider.h"
#include "ui/shell/main_window.h"
#include "ui/views/plot_view.h"

#include <QApplication>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QSet>
#include <QSlider>
#include <QTemporaryDir>
#include <QTimer>
#include <algorithm>
#include <atomic>
#include <chrono>
#include <ctime>
#include <memory>
#include <qcustomplot.h>
#include <thread>

namespace bench {
namespace {

constexpr int kTimeoutMs = 30000;

// A window on its own settings file, sized like the projector case, idle at L x D.
std::unique_ptr<MainWindow> openWindow(const QString& settingsFile, std::int64_t L,
                                       std::int64_t D) {
    StartOptions options;
    options.settingsFile = settingsFile;
    options.length = L;
    options.dim = D;
    auto w = std::make_unique<MainWindow>(options);
    w->resize(1366, 768);
    w->show();
    QElapsedTimer clock;
    clock.start();
    while (
        (!w->isIdle() || !w->currentResult() || w->currentResult()->request.params.length != L) &&
        clock.elapsed() < kTimeoutMs)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    if (clock.elapsed() >= kTimeoutMs)
        fail("gui window " + std::to_string(L) + "x" + std::to_string(D),
             "no result within the timeout");
    for (int i = 0; i < 5; ++i) // let layout passes settle
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    return w;
}

// Seconds from `change()` until a new result is on screen and every view in sight has
// replotted since it came (a view behind another tab computes nothing until it comes forward).
// That is the picture; its refinements (the offset profile's band) may follow it. With
// `whole`, until the whole result is on screen too and drawn: a refinement redraws only the
// views whose payload it changed, so a replot after it, and the worker idle.
double timeRefresh(MainWindow& w, const std::function<void()>& change, bool whole = false) {
    QEventLoop loop;
    bool picture = false, wholeShown = false, drawnAfterWhole = false;
    QSet<const QCustomPlot*> replotted;
    const QList<PlotView*> all = w.views();
    const int views = int(
        std::count_if(all.begin(), all.end(), [](PlotView* view) { return view->isVisible(); }));
    QList<QMetaObject::Connection> connections;
    connections << QObject::connect(&w, &MainWindow::resultPresented, &loop, [&] {
        if (!picture)
            replotted.clear();
        picture = true;
        if (w.isIdle()) {
            wholeShown = true;
            drawnAfterWhole = false;
        }
    });
    for (PlotView* view : w.views()) {
        const QCustomPlot* plot = view->plot();
        connections << QObject::connect(view->plot(), &QCustomPlot::afterReplot, &loop, [&, plot] {
            if (!picture)
                return;
            replotted.insert(plot);
            drawnAfterWhole = drawnAfterWhole || wholeShown;
            if (replotted.size() >= views && (!whole || drawnAfterWhole))
                loop.quit();
        });
    }
    bool timedOut = false;
    QTimer::singleShot(kTimeoutMs, &loop, [&] {
        timedOut = true;
        loop.quit();
    });
    QElapsedTimer clock;
    clock.start();
    change();
    loop.exec();
    if (timedOut) // a refresh that never finished would be timed as the timeout
        fail("gui refresh", "no result on screen within the timeout");
    const double seconds = double(clock.nsecsElapsed()) / 1e9;
    for (const auto& c : connections)
        QObject::disconnect(c);
    return seconds;
}

std::vector<double> refreshSeries(MainWindow& w, int steps, bool whole = false) {
    QSlider* slider = w.controlPanel()->baseField()->slider();
    std::vector<double> seconds;
    for (int i = 0; i < steps; ++i) {
        const int next = slider->value() + (i % 2 ? -7 : 7); // a slider step, back and forth
        seconds.push_back(timeRefresh(
            w, [slider, next] { slider->setValue(next); }, whole));
    }
    return seconds;
}

double threadCpuSeconds() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) + double(t.tv_nsec) / 1e9;
}

std::string fixed(const char* label, double value, const char* unit) {
    char text[96];
    std::snprintf(text, sizeof text, "%s=%.4g%s", label, value, unit);
    return text;
}

void refreshCase(const QString& settings) {
    if (!selected("gui_refresh_2048x512"))
        return;
    auto w = openWindow(settings, 2048, 512);
    refreshSeries(*w, 3); // warm-up
    const std::vector<double> s = refreshSeries(*w, 31);
    report("gui_refresh_2048x512", median(s), fixed("p95", percentile(s, 0.95), "s"));
}

// A 100-step drag, one step per 16 ms frame, while a 1 ms heartbeat timer measures the
// longest gap the GUI thread leaves between two of its ticks.
void stallCase(const QString& settings) {
    if (!selected("gui_stall_4096x1024"))
        return;
    auto w = openWindow(settings, 4096, 1024);
    QSlider* slider = w->controlPanel()->baseField()->slider();
    QElapsedTimer clock;
    clock.start();
    qint64 lastTick = clock.nsecsElapsed();
    std::vector<double> gaps;
    QTimer heartbeat;
    heartbeat.setTimerType(Qt::PreciseTimer);
    heartbeat.setInterval(1);
    QObject::connect(&heartbeat, &QTimer::timeout, [&] {
        const qint64 now = clock.nsecsElapsed();
        gaps.push_back(double(now - lastTick) / 1e9);
        lastTick = now;
    });
    QEventLoop loop;
    int step = 0;
    QTimer drag;
    drag.setTimerType(Qt::PreciseTimer);
    drag.setInterval(16);
    QObject::connect(&drag, &QTimer::timeout, [&] {
        if (step++ == 100) {
            drag.stop();
            // Then wait for the drag's last result to land, still under the heartbeat.
            QTimer::singleShot(0, &loop, [&] {
                QTimer* poll = new QTimer(&loop);
                QObject::connect(poll, &QTimer::timeout, [&] {
                    if (w->isIdle())
                        loop.quit();
                });
                poll->start(5);
            });
            return;
        }
        slider->setValue(300 + step);
    });
    // The slowest single replot of any view, to tell a slow view from a busy event loop.
    // Also in CPU time of the GUI thread: on a loaded machine the wall time includes the
    // time the thread was not scheduled at all.
    double slowestReplot = 0.0, slowestReplotCpu = 0.0;
    QString slowestView;
    QElapsedTimer replotClock;
    double replotCpuStart = 0.0;
    for (PlotView* view : w->views()) {
        QObject::connect(view->plot(), &QCustomPlot::beforeReplot, &loop, [&] {
            replotClock.start();
            replotCpuStart = threadCpuSeconds();
        });
        QObject::connect(view->plot(), &QCustomPlot::afterReplot, &loop, [&, view] {
            slowestReplotCpu = std::max(slowestReplotCpu, threadCpuSeconds() - replotCpuStart);
            const double seconds = double(replotClock.nsecsElapsed()) / 1e9;
            if (seconds > slowestReplot) {
                slowestReplot = seconds;
                slowestView = view->metaObject()->className();
            }
        });
    }
    bool timedOut = false;
    QTimer::singleShot(kTimeoutMs, &loop, [&] {
        timedOut = true;
        loop.quit();
    });
    lastTick = clock.nsecsElapsed();
    heartbeat.start();
    drag.start();
    loop.exec();
    heartbeat.stop();
    if (timedOut)
        fail("gui_stall_4096x1024", "the drag's last result did not land within the timeout");
    const double longest = gaps.empty() ? 0.0 : *std::max_element(gaps.begin(), gaps.end());
    report("gui_stall_4096x1024", longest,
           fixed("median_gap", median(gaps), "s") + " " +
               fixed("p99_gap", percentile(gaps, 0.99), "s") + " " +
               fixed("slowest_replot", slowestReplot, "s") + "(" + slowestView.toStdString() +
               ") " + fixed("slowest_replot_cpu", slowestReplotCpu, "s") +
               " ticks=" + std::to_string(gaps.size()));
}

double vmHwmMiB() {
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0.0;
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').first().toDouble() / 1024.0;
    return 0.0;
}

void scaleCase(const QString& settings) {
    if (!selected("scale_1000000x1024"))
        return;
    auto w = openWindow(settings, 1'000'000, 1024);
    refreshSeries(*w, 2);
    const std::vector<double> s = refreshSeries(*w, 11);
    // The same steps, each waited for whole (the band too) before the next.
    const std::vector<double> whole = refreshSeries(*w, 11, /*whole=*/true);
    report("scale_1000000x1024", median(s),
           fixed("p95", percentile(s, 0.95), "s") + " " + fixed("whole", median(whole), "s") + " " +
               fixed("whole_p95", percentile(whole, 0.95), "s") + " " +
               fixed("peak_rss", vmHwmMiB(), "MiB"));
}

// Closing the window while a large job runs: the close cancels the job, which stops at its
// next chunk of rows, and joins the worker. Seconds from close() to the window gone.
void closeCase(const QString& settings) {
    if (!selected("gui_close_busy_1000000x4096"))
        return;
    std::vector<double> seconds;
    for (int run = 0; run < 5; ++run) {
        auto w = openWindow(settings, 64, 16);
        pe::EncodingParams big;
        big.length = 1'000'000;
        big.dim = 4096;
        if (!w->applyParameters(big, pe::Metric::Euclidean))
            fail("gui_close_busy_1000000x4096", "the parameters were refused");
        QElapsedTimer wait;
        wait.start();
        while (!w->worker()->isBusy() && wait.elapsed() < kTimeoutMs)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 1);
        if (!w->worker()->isBusy())
            fail("gui_close_busy_1000000x4096", "the job never started");
        QElapsedTimer clock;
        clock.start();
        w->close();
        w.reset();
        seconds.push_back(double(clock.nsecsElapsed()) / 1e9);
    }
    report("gui_close_busy_1000000x4096", median(seconds),
           fixed("max", *std::max_element(seconds.begin(), seconds.end()), "s"));
}

// A job of L = 10^6, D = 1024 cancelled while it runs: seconds from the cancel being raised
// to the job's return (it asks between chunks of rows).
void cancelCase() {
    if (!selected("explore_cancel_1000000x1024"))
        return;
    ExploreRequest r;
    r.params.length = 1'000'000;
    r.params.dim = 1024;
    r.views = {heatmapPart(fullWindow(r.params.length, 50'000), fullWindow(r.params.dim, 1024))};
    std::vector<double> seconds;
    for (int run = 0; run < 7; ++run) {
        std::atomic<bool> raised{false};
        std::chrono::steady_clock::time_point raisedAt;
        std::thread job([&] {
            computeExplore(r, 1, [&] { return raised.load(); });
            if (!raised)
                fail("explore_cancel_1000000x1024", "the job ended before the cancel");
            seconds.push_back(
                std::chrono::duration<double>(std::chrono::steady_clock::now() - raisedAt).count());
        });
        std::this_thread::sleep_for(std::chrono::milliseconds(20 + 10 * run));
        raisedAt = std::chrono::steady_clock::now();
        raised = true;
        job.join();
    }
    report("explore_cancel_1000000x1024", median(seconds),
           fixed("max", *std::max_element(seconds.begin(), seconds.end()), "s"));
}

} // namespace

void runGuiCases() {
    explore::keepFreedBuffersForReuse(); // as app/main.cpp does, after the engine cases
    std::unique_ptr<QApplication> ownApp;
    if (!QCoreApplication::instance()) {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        static int argc = 1;
        static char name[] = "pe-bench";
        static char* argv[] = {name, nullptr};
        ownApp = std::make_unique<QApplication>(argc, argv);
    }
    QTemporaryDir dir; // never the user's own settings
    const QString settings = dir.filePath(QStringLiteral("bench.ini"));
    refreshCase(settings);
    stallCase(settings);
    scaleCase(settings);
    closeCase(settings);
    cancelCase();
}

} // namespace bench

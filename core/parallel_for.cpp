// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/parallel_for.h"

#include <algorithm>
#include <exception>
#include <mutex>
#include <system_error>
#include <thread>
#include <vector>

namespace pe {

void parallelFor(int tasks, const std::function<void(int task)>& body) {
    std::exception_ptr failure;
    std::mutex failureLock;
    const auto run = [&](int t) {
        try {
            body(t);
        } catch (...) {
            const std::lock_guard<std::mutex> hold(failureLock);
            if (!failure)
                failure = std::current_exception();
        }
    };
    std::vector<std::thread> workers;
    for (int t = 1; t < tasks; ++t) {
        try {
            workers.emplace_back(run, t);
        } catch (const std::system_error&) { // no thread to be had: its task runs here
            run(t);
        }
    }
    if (tasks > 0)
        run(0);
    for (std::thread& worker : workers)
        worker.join();
    if (failure)
        std::rethrow_exception(failure);
}

int threadsFor(int requested) {
    return requested > 0 ? requested : int(std::max(1u, std::thread::hardware_concurrency()));
}

} // namespace pe

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The one fork/join loop of the engine and the exports: `tasks` calls of `body(t)`, task 0 on
// the calling thread and each other on a thread of its own, joined before it returns. Every
// caller decides how many tasks its work is worth (threads only where each has enough to do)
// and which part of the work task t is, so a result never depends on how many threads ran.
// Where no thread can be had, that task runs on the calling thread instead; an exception
// thrown by any task is thrown again here once every task has ended (a thread's exception
// would otherwise end the program).

#include <functional>

namespace pe {

void parallelFor(int tasks, const std::function<void(int task)>& body);

// The threads a loop may use when it is asked for `requested` (0 or less: one per core).
int threadsFor(int requested);

} // namespace pe

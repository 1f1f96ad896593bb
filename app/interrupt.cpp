// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/interrupt.h"

#include <csignal>

namespace {

volatile std::sig_atomic_t arrived = 0;

extern "C" void remember(int signal) {
    arrived = signal;
}

} // namespace

void catchInterrupts() {
    struct sigaction action = {};
    action.sa_handler = remember;
    sigemptyset(&action.sa_mask);
    sigaction(SIGINT, &action, nullptr);
    sigaction(SIGTERM, &action, nullptr);
}

int interruptSignal() {
    return arrived;
}

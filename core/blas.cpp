// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/blas.h"

#include <algorithm>
#include <cblas.h>

namespace pe {
namespace {

std::mutex& blasMutex() {
    static std::mutex mutex;
    return mutex;
}

} // namespace

int blasThreads() {
    return openblas_get_num_threads();
}

void setBlasThreads(int threads) {
    const BlasLock lock;
    openblas_set_num_threads(std::max(1, threads));
}

std::string blasKernel() {
    const char* name = openblas_get_corename();
    return name ? std::string(name) : std::string();
}

BlasLock::BlasLock() : lock_(blasMutex()) {}

OneBlasThread::OneBlasThread() : saved_(openblas_get_num_threads()) {
    if (saved_ != 1)
        openblas_set_num_threads(1);
}

OneBlasThread::~OneBlasThread() {
    if (saved_ != 1)
        openblas_set_num_threads(saved_);
}

} // namespace pe

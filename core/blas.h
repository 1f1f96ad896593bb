// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The BLAS the general similarity path computes with (Debian's OpenBLAS): how many threads
// it runs, which kernel it picked for this CPU, and the one lock every call takes.
//
// OpenBLAS's thread pool is one for the whole process. Its symmetric rank-k update (dsyrk)
// splits the output among threads at multiples of the kernel's tile, so its bits do not
// depend on the thread count; its matrix product (dgemm) splits at any row, and the
// kernel's edge tiles round differently, so the same product on 1, 2 or 3 threads differs
// in the last bits. A product that must not runs on one BLAS thread (OneBlasThread).

#include <mutex>
#include <string>

namespace pe {

// The threads a BLAS call runs on: OPENBLAS_NUM_THREADS, else one per core.
int blasThreads();
// Sets them for every later call in the process (at least 1), once no call is running.
void setBlasThreads(int threads);
// The kernel OpenBLAS chose ("Haswell", "SkylakeX" ...), for reports beside a timing.
std::string blasKernel();

// Held around every BLAS call: calls from the GUI's worker and an export never overlap a
// change of the thread count.
class BlasLock {
  public:
    BlasLock();

  private:
    std::unique_lock<std::mutex> lock_;
};

// Holds the lock and runs BLAS on the calling thread alone until it goes out of scope,
// then gives the pool back its count.
class OneBlasThread {
  public:
    OneBlasThread();
    ~OneBlasThread();
    OneBlasThread(const OneBlasThread&) = delete;
    OneBlasThread& operator=(const OneBlasThread&) = delete;

  private:
    BlasLock lock_;
    int saved_;
};

} // namespace pe

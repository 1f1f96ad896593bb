// SPDX-License-Identifier: GPL-3.0-or-later
// The allocator policy: a large buffer freed by one result or figure is reused by the next
// without new pages (each first touch of a new page is a fault the kernel must serve), and
// a block above the reused size still goes back to the kernel. Counted in minor faults, as
// the kernel reports them for this process.

#include "ui/compute/memory_reuse.h"

#include <QtTest>
#include <cstdlib>
#include <sys/resource.h>

namespace {

constexpr std::size_t kPage = 4096;

long minorFaults() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_minflt;
}

// Allocates `bytes`, writes every page, frees it; returns the faults that took.
long faultsToUse(std::size_t bytes) {
    const long before = minorFaults();
    auto* block = static_cast<unsigned char*>(std::malloc(bytes));
    if (!block)
        return -1;
    // One write per page, through a volatile pointer: the compiler may not drop the block.
    volatile unsigned char* pages = block;
    for (std::size_t offset = 0; offset < bytes; offset += kPage)
        pages[offset] = 1;
    std::free(block);
    return minorFaults() - before;
}

} // namespace

class TestMemoryReuse : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() {
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
        QSKIP("a sanitizer's allocator replaces glibc's: the policy does not apply");
#endif
#if !defined(__GLIBC__)
        QSKIP("the policy is glibc's");
#endif
        explore::keepFreedBuffersForReuse();
    }

    // What a figure's cell values or image take at 2048 x 512 and more.
    void aFreedBufferIsReusedWithoutNewPages() {
        const std::size_t bytes = std::size_t(24) << 20;
        const long pages = long(bytes / kPage);
        const long first = faultsToUse(bytes);
        QVERIFY2(first >= 0, "no memory");
        // The second and third use: glibc by default maps a new block for the second.
        const long second = faultsToUse(bytes);
        const long third = faultsToUse(bytes);
        QVERIFY2(second < pages / 16 && third < pages / 16,
                 qPrintable(QStringLiteral("%1 and %2 new pages for a reused block of %3")
                                .arg(second)
                                .arg(third)
                                .arg(pages)));
    }

    // A block above the reused size is not kept: one huge result does not stay resident.
    void aBlockAboveTheReusedSizeGoesBackToTheKernel() {
        const std::size_t bytes = explore::kReusedBlockBytes + (std::size_t(16) << 20);
        const long pages = long(bytes / kPage);
        QVERIFY(faultsToUse(bytes) >= 0);
        const long again = faultsToUse(bytes);
        QVERIFY2(again > pages / 2,
                 qPrintable(QStringLiteral("only %1 new pages for a block of %2 pages: kept")
                                .arg(again)
                                .arg(pages)));
    }
};

QTEST_APPLESS_MAIN(TestMemoryReuse)
#include "test_memory_reuse.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// Each column's dominant frequency against a direct O(L^2) DFT written out in the test.

#include "core/column_spectrum.h"
#include "core/seeded_random.h"
#include "core/sinusoidal_encoding.h"

#include <QtTest>
#include <cmath>

namespace {

struct Direct {
    long bin = 0;
    double share = 0.0;
};

// sum_t x_t e^{-2 pi i k t / L} for every k of the mean-removed column; the power of bins k
// and L - k together; the strongest of k = 1 .. L/2.
Direct directDft(const pe::Matrix& m, Eigen::Index d) {
    const long L = long(m.rows());
    double mean = 0.0;
    for (long t = 0; t < L; ++t)
        mean += m(t, d) / double(L);
    std::vector<double> power(std::size_t(L), 0.0);
    for (long k = 0; k < L; ++k) {
        double re = 0.0, im = 0.0;
        for (long t = 0; t < L; ++t) {
            const double angle = -2.0 * M_PI * double(k) * double(t) / double(L);
            re += (m(t, d) - mean) * std::cos(angle);
            im += (m(t, d) - mean) * std::sin(angle);
        }
        power[std::size_t(k)] = re * re + im * im;
    }
    double total = 0.0;
    for (long k = 1; k < L; ++k)
        total += power[std::size_t(k)];
    Direct best;
    double bestPower = 0.0;
    for (long k = 1; 2 * k <= L; ++k) {
        const double p = power[std::size_t(k)] + (2 * k == L ? 0.0 : power[std::size_t(L - k)]);
        if (p > bestPower * (1.0 + 1e-12)) {
            bestPower = p;
            best.bin = k;
        }
    }
    best.share = bestPower / total;
    return best;
}

} // namespace

class TestColumnSpectrum : public QObject {
    Q_OBJECT
  private slots:
    void agreesWithADirectDft_data() {
        QTest::addColumn<int>("length");
        QTest::newRow("even") << 96;
        QTest::newRow("odd") << 77;
        QTest::newRow("prime") << 61;
    }
    void agreesWithADirectDft() {
        QFETCH(int, length);
        // Learned-style noise plus a few pure and mixed waves.
        pe::Matrix m = pe::gaussianMatrix(length, 10, 3, 0.2);
        for (int t = 0; t < length; ++t) {
            m(t, 0) += std::sin(2.0 * M_PI * 5.0 * t / length);
            m(t, 1) += 2.0 * std::cos(2.0 * M_PI * 3.0 * t / length + 0.4) + 7.0;
            m(t, 2) = 0.5 * std::sin(2.0 * M_PI * 11.0 * t / length) + 0.2 * std::sin(0.3 * t);
        }
        const auto spectrum = pe::columnSpectrum(m);
        QCOMPARE(spectrum.size(), std::size_t(10));
        for (Eigen::Index d = 0; d < 10; ++d) {
            const Direct direct = directDft(m, d);
            const pe::DimensionFrequency& f = spectrum[std::size_t(d)];
            QCOMPARE(f.dim, d);
            QCOMPARE(f.cyclesPerPosition, double(direct.bin) / length);
            QCOMPARE(f.wavelength, double(length) / double(direct.bin));
            QVERIFY2(std::abs(f.powerShare - direct.share) < 1e-9,
                     qPrintable(QString("%1 vs %2").arg(f.powerShare).arg(direct.share)));
        }
        QCOMPARE(spectrum[0].cyclesPerPosition, 5.0 / length);
        QCOMPARE(spectrum[1].cyclesPerPosition, 3.0 / length);
    }

    // Enough values for the columns to be shared among threads, in gathers of several columns
    // with a part gather at the end: every column is the one a direct DFT finds, whatever the
    // thread count.
    void everyColumnOnAnyNumberOfThreads() {
        const int length = 1500, dims = 357;
        pe::Matrix m = pe::gaussianMatrix(length, dims, 9, 0.3);
        for (int t = 0; t < length; ++t)
            for (int d = 0; d < dims; ++d)
                m(t, d) += std::cos(2.0 * M_PI * double(1 + d % 200) * t / length + 0.1 * d);
        const auto one = pe::columnSpectrum(m, 1);
        QCOMPARE(one.size(), std::size_t(dims));
        for (int d : {0, 7, 8, 15, 16, 200, 349, 350, 355, 356}) {
            const Direct direct = directDft(m, d);
            QCOMPARE(one[std::size_t(d)].dim, Eigen::Index(d));
            QCOMPARE(one[std::size_t(d)].cyclesPerPosition, double(1 + d % 200) / length);
            QCOMPARE(one[std::size_t(d)].cyclesPerPosition, double(direct.bin) / length);
            QVERIFY(std::abs(one[std::size_t(d)].powerShare - direct.share) < 1e-9);
        }
        for (int threads : {2, 3, 5, 0}) {
            const auto many = pe::columnSpectrum(m, threads);
            QCOMPARE(many.size(), one.size());
            for (int d = 0; d < dims; ++d) {
                const pe::DimensionFrequency &a = one[std::size_t(d)], &b = many[std::size_t(d)];
                QVERIFY2(a.dim == b.dim && a.cyclesPerPosition == b.cyclesPerPosition &&
                             a.wavelength == b.wavelength && a.powerShare == b.powerShare,
                         qPrintable(QString("column %1 on %2 threads").arg(d).arg(threads)));
            }
        }
    }

    // A caller that no longer wants the spectrum is asked before each gather of columns:
    // stopped on the third question (on one thread, the third gather), nothing is returned
    // and it is asked once more at the end only; never stopped, the result is the plain one.
    void aStopEndsTheWorkBetweenGathers() {
        const pe::Matrix m = pe::gaussianMatrix(64, 40, 3, 1.0); // 5 gathers of 8 columns
        int asked = 0;
        const auto stopped = pe::columnSpectrum(m, 1, [&] { return ++asked >= 3; });
        QVERIFY(!stopped);
        QCOMPARE(asked, 4); // the third gather's question, then the one at the end
        int questions = 0;
        const auto finished = pe::columnSpectrum(m, 1, [&] { return ++questions < 0; });
        QVERIFY(finished);
        QCOMPARE(questions, 5 + 1);
        const auto plain = pe::columnSpectrum(m, 1);
        for (std::size_t d = 0; d < plain.size(); ++d)
            QVERIFY((*finished)[d].cyclesPerPosition == plain[d].cyclesPerPosition &&
                    (*finished)[d].powerShare == plain[d].powerShare);
    }

    void theNyquistBinIsCountedOnce() {
        // Column 0, (-1)^t: all its power at L/2, a share of exactly 1. Column 1 adds a wave of
        // one cycle: the Nyquist bin has no mirror, so its power (0.6 L)^2 = 23.04 counts once
        // against the wave's two bins of (L / 2)^2 = 16; counted twice it would win.
        const int L = 8;
        pe::Matrix m(L, 2);
        for (int t = 0; t < L; ++t) {
            m(t, 0) = t % 2 ? -1.0 : 1.0;
            m(t, 1) = 0.6 * m(t, 0) + std::cos(2.0 * M_PI * t / L);
        }
        const auto spectrum = pe::columnSpectrum(m, 1);
        QCOMPARE(spectrum[0].cyclesPerPosition, 0.5);
        QVERIFY(std::abs(spectrum[0].powerShare - 1.0) < 1e-12);
        const Direct direct = directDft(m, 1);
        QCOMPARE(direct.bin, 1L);
        QVERIFY(std::abs(direct.share - 32.0 / 55.04) < 1e-12);
        QCOMPARE(spectrum[1].cyclesPerPosition, 1.0 / L);
        QVERIFY2(std::abs(spectrum[1].powerShare - direct.share) < 1e-12,
                 qPrintable(QString("%1 vs %2").arg(spectrum[1].powerShare).arg(direct.share)));
    }

    void aConstantColumnHasNoFrequency() {
        const auto f = pe::columnSpectrum(pe::Matrix::Constant(6, 1, 3.0))[0];
        QCOMPARE(f.cyclesPerPosition, 0.0);
        QVERIFY(std::isinf(f.wavelength));
        QCOMPARE(f.powerShare, 0.0);
    }
};

QTEST_APPLESS_MAIN(TestColumnSpectrum)
#include "test_column_spectrum.moc"

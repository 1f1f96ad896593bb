// SPDX-License-Identifier: GPL-3.0-or-later
// Clock hands are the PE's sin/cos pairs; the binary counter is pos in base 2.

#include "core/parameter_validation.h"
#include "core/phasor_clock.h"
#include "core/sinusoidal_encoding.h"

#include <QtTest>
#include <cmath>

namespace {

pe::EncodingParams params(std::int64_t L, std::int64_t D, pe::Layout layout) {
    pe::EncodingParams p;
    p.length = L;
    p.dim = D;
    p.layout = layout;
    return p;
}

} // namespace

class TestPhasorClock : public QObject {
    Q_OBJECT
  private slots:
    void handsAreTheEncodingsPairs() {
        for (pe::Layout layout : {pe::Layout::Interleaved, pe::Layout::Concatenated})
            for (std::int64_t D : {3, 16}) {
                const pe::EncodingParams p = params(50, D, layout);
                const pe::Matrix m = pe::sinusoidalEncoding(p);
                for (std::int64_t pos : {0, 1, 17, 49}) {
                    const auto hands = pe::phasorHands(pos, p);
                    QCOMPARE(std::int64_t(hands.size()), (D + 1) / 2);
                    for (const auto& h : hands) {
                        QCOMPARE(h.y, m(pos, pe::columnOf(h.pair, true, D, layout)));
                        const std::int64_t cosColumn = pe::columnOf(h.pair, false, D, layout);
                        if (cosColumn >= 0)
                            QCOMPARE(h.x, m(pos, cosColumn));
                        QVERIFY(h.turnAngle >= 0.0 && h.turnAngle < 2 * M_PI);
                        QVERIFY(std::abs(std::cos(h.turnAngle) - h.x) < 1e-12);
                        QVERIFY(std::abs(h.period * h.omega - 2 * M_PI) < 1e-12);
                    }
                }
            }
    }

    void fastHandsTurnFasterThanSlowOnes() {
        const auto hands = pe::phasorHands(1, params(8, 16, pe::Layout::Interleaved));
        QCOMPARE(hands.front().angle, 1.0); // pair 0: one radian per position
        for (std::size_t i = 1; i < hands.size(); ++i)
            QVERIFY(hands[i].omega < hands[i - 1].omega);
    }

    void counterBitsArePosInBinary() {
        const auto bits = pe::binaryCounter(11, 5); // 11 = 0b01011
        const int expected[] = {1, 1, 0, 1, 0};
        QCOMPARE(bits.size(), std::size_t(5));
        for (int k = 0; k < 5; ++k) {
            QCOMPARE(bits[k].bit, k);
            QCOMPARE(bits[k].value, expected[k]);
            QCOMPARE(bits[k].period, std::uint64_t(2) << k);
        }
        // Bit k repeats after its period, like a hand after a full turn.
        for (std::int64_t pos = 0; pos < 40; ++pos)
            for (const auto& b : pe::binaryCounter(pos, 4))
                QCOMPARE(pe::binaryCounter(pos + std::int64_t(b.period), 4)[b.bit].value, b.value);
        QCOMPARE(pe::bitsFor(1), 1);
        QCOMPARE(pe::bitsFor(64), 6);
        QCOMPARE(pe::bitsFor(65), 7);
    }

    void refusesInvalidInput() {
        QVERIFY_THROWS_EXCEPTION(pe::ParameterError,
                                 pe::phasorHands(-1, params(8, 4, pe::Layout::Interleaved)));
        QVERIFY_THROWS_EXCEPTION(pe::ParameterError, pe::binaryCounter(3, 0));
        QVERIFY_THROWS_EXCEPTION(pe::ParameterError, pe::binaryCounter(3, 64));
        QVERIFY_THROWS_EXCEPTION(pe::ParameterError, pe::binaryCounter(-3, 4));
    }
};

QTEST_APPLESS_MAIN(TestPhasorClock)
#include "test_phasor_clock.moc"

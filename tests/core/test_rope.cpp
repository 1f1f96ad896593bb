// SPDX-License-Identifier: GPL-3.0-or-later
// RoPE: rotations against the complex-number form of RoFormer and the rotate_half form of
// GPT-NeoX / Hugging Face LLaMA, scores that depend only on m - n, the permutation between
// the two conventions, and the long-term decay of RoFormer section 3.4.3.

#include "core/parameter_validation.h"
#include "core/rope.h"
#include "core/seeded_random.h"

#include <QtTest>
#include <cmath>
#include <complex>

using pe::RopeConvention;
using pe::Vector;

namespace {

Vector randomVector(std::int64_t dim, std::uint64_t seed) {
    return pe::gaussianMatrix(1, dim, seed, 1.0).row(0).transpose();
}

// RoFormer eq. (34) as complex numbers: z_i = x_2i + i x_2i+1 times exp(i m theta_i).
Vector complexRotation(const Vector& x, std::int64_t m, double base) {
    const auto D = x.size();
    Vector out(D);
    for (Eigen::Index i = 0; i < D / 2; ++i) {
        const double theta = 1.0 / std::pow(base, 2.0 * i / D);
        const std::complex<double> z =
            std::complex<double>(x(2 * i), x(2 * i + 1)) * std::polar(1.0, m * theta);
        out(2 * i) = z.real();
        out(2 * i + 1) = z.imag();
    }
    return out;
}

// Hugging Face's form: x * cos + rotate_half(x) * sin, rotate_half(x) = cat(-x2, x1),
// cos/sin tables cat(freqs, freqs).
Vector rotateHalfForm(const Vector& x, std::int64_t m, double base) {
    const auto D = x.size(), h = D / 2;
    Vector rotated(D), out(D);
    rotated << -x.tail(h), x.head(h);
    for (Eigen::Index j = 0; j < D; ++j) {
        const double theta = 1.0 / std::pow(base, 2.0 * (j % h) / D);
        out(j) = x(j) * std::cos(m * theta) + rotated(j) * std::sin(m * theta);
    }
    return out;
}

} // namespace

class TestRope : public QObject {
    Q_OBJECT
  private slots:
    void anglesArePositionTimesTheta() {
        const std::vector<double> angles = pe::ropeAngles(5, 8, 10000.0);
        QCOMPARE(angles.size(), std::size_t(4));
        QCOMPARE(angles[0], 5.0); // theta_0 = 1
        for (int i = 0; i < 4; ++i)
            QVERIFY(std::abs(angles[i] - 5.0 * std::pow(10000.0, -2.0 * i / 8)) < 1e-15);
    }

    void adjacentPairsMatchRoFormer() {
        for (double base : {10000.0, 500000.0})
            for (std::int64_t m : {0, 1, 7, 1000}) {
                const Vector x = randomVector(16, 3);
                const Vector a = pe::ropeRotate(x, m, base, RopeConvention::AdjacentPairs);
                QVERIFY((a - complexRotation(x, m, base)).cwiseAbs().maxCoeff() < 1e-12);
                QVERIFY(std::abs(a.norm() - x.norm()) < 1e-12); // a rotation
            }
    }

    void rotateHalfMatchesHuggingFaceForm() {
        for (std::int64_t m : {0, 3, 250}) {
            const Vector x = randomVector(12, 4);
            const Vector r = pe::ropeRotate(x, m, 10000.0, RopeConvention::RotateHalf);
            QVERIFY((r - rotateHalfForm(x, m, 10000.0)).cwiseAbs().maxCoeff() < 1e-12);
        }
        const Vector x = randomVector(12, 4);
        QVERIFY(pe::ropeRotate(x, 0, 10000.0, RopeConvention::RotateHalf) == x);
    }

    void scoreDependsOnlyOnTheDistance() {
        const Vector q = randomVector(32, 10), k = randomVector(32, 11);
        for (auto convention : {RopeConvention::AdjacentPairs, RopeConvention::RotateHalf})
            for (double base : {10000.0, 500000.0})
                for (std::int64_t m : {0, 5, 40})
                    for (std::int64_t n : {0, 2, 33}) {
                        const double s = pe::ropeScore(q, m, k, n, base, convention);
                        for (std::int64_t t : {1, 17, 4096}) {
                            const double shifted =
                                pe::ropeScore(q, m + t, k, n + t, base, convention);
                            QVERIFY2(std::abs(s - shifted) < 1e-10,
                                     qPrintable(QString("m=%1 n=%2 t=%3").arg(m).arg(n).arg(t)));
                        }
                    }
        // ... and does change with the distance.
        QVERIFY(std::abs(pe::ropeScore(q, 0, k, 0, 1e4, RopeConvention::AdjacentPairs) -
                         pe::ropeScore(q, 3, k, 0, 1e4, RopeConvention::AdjacentPairs)) > 1e-3);
    }

    void conventionsAreAPermutationApart() {
        const std::vector<std::int64_t> perm = pe::adjacentToRotateHalf(8);
        const std::vector<std::int64_t> expected = {0, 2, 4, 6, 1, 3, 5, 7};
        QVERIFY(perm == expected);
        const Vector q = randomVector(64, 20), k = randomVector(64, 21);
        const auto p = pe::adjacentToRotateHalf(64);
        const Vector pq = pe::permuteVector(q, p), pk = pe::permuteVector(k, p);
        for (std::int64_t m : {0, 9, 300}) {
            const Vector adjacent = pe::ropeRotate(q, m, 1e4, RopeConvention::AdjacentPairs);
            const Vector half = pe::ropeRotate(pq, m, 1e4, RopeConvention::RotateHalf);
            QVERIFY((half - pe::permuteVector(adjacent, p)).cwiseAbs().maxCoeff() < 1e-13);
            for (std::int64_t n : {0, 4, 299}) {
                const double a = pe::ropeScore(q, m, k, n, 1e4, RopeConvention::AdjacentPairs);
                const double b = pe::ropeScore(pq, m, pk, n, 1e4, RopeConvention::RotateHalf);
                QVERIFY(std::abs(a - b) < 1e-12 * (1 + std::abs(a)));
            }
        }
        // Without the permutation the two conventions disagree.
        QVERIFY(std::abs(pe::ropeScore(q, 9, k, 0, 1e4, RopeConvention::AdjacentPairs) -
                         pe::ropeScore(q, 9, k, 0, 1e4, RopeConvention::RotateHalf)) > 1e-6);
    }

    void allOnesScoreIsASumOfCosines() {
        const Vector ones = Vector::Ones(16);
        const auto scores = pe::ropeAllOnesScore(16, 10000.0, 100);
        const auto direct =
            pe::ropeScoreByDistance(ones, ones, 10000.0, 100, RopeConvention::AdjacentPairs);
        QCOMPARE(scores.size(), std::size_t(101));
        QCOMPARE(scores[0], 16.0); // D pairs of cos 0 = 1, counted twice
        for (std::size_t r = 0; r <= 100; ++r)
            QVERIFY(std::abs(scores[r] - direct[r]) < 1e-11);
    }

    void longTermDecay() {
        // RoFormer fig. 2: the bound starts at (D/2 + 1)/2 (|S_j| = j at r = 0) and decays.
        const auto bound = pe::roformerDecayBound(128, 10000.0, 250);
        QVERIFY(std::abs(bound[0] - 32.5) < 1e-12);
        double far = 0.0;
        for (int r = 200; r <= 250; ++r)
            far = std::max(far, bound[r]);
        QVERIFY2(far < 0.5 * bound[0], qPrintable(QString::number(far)));
        // A larger base turns the slow pairs more slowly: the decay is slower (10000 vs
        // 500000, the long-context comparison).
        const auto slow = pe::roformerDecayBound(128, 500000.0, 250);
        QCOMPARE(slow[0], bound[0]);
        QVERIFY(slow[100] > bound[100]);
    }

    void refusesOddDimensions() {
        try {
            pe::ropeAngles(1, 7, 10000.0);
            QFAIL("odd D must throw");
        } catch (const pe::ParameterError& e) {
            QCOMPARE(QString::fromStdString(e.field()), QString("dim"));
        }
        QVERIFY_THROWS_EXCEPTION(pe::ParameterError, pe::ropeAngles(1, 8, 1.0));
        QVERIFY_THROWS_EXCEPTION(pe::ParameterError,
                                 pe::ropeScore(Vector::Ones(4), 0, Vector::Ones(6), 0, 1e4,
                                               RopeConvention::AdjacentPairs));
        QVERIFY_THROWS_EXCEPTION(pe::ParameterError, pe::roformerDecayBound(8, 1e4, -1));
    }
};

QTEST_APPLESS_MAIN(TestRope)
#include "test_rope.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// The tables made from a seed (File > Open a generated table): each value recomputed here
// from the documented formula with the standard engine and Box-Muller written out again, not
// through the implementation; and what each is for, measured: the random table has no order
// among its positions, the smooth one traces a curve (a few components hold its variance).

#include "core/generated_tables.h"
#include "core/parameter_validation.h"

#include <Eigen/Dense>
#include <QtTest>
#include <cmath>
#include <random>
#include <string>

namespace {

// N(0, 1) values as the header promises them: Box-Muller of mt19937_64's top 53 bits, two
// values per pair of uniforms, the cosine first.
class Normals {
  public:
    explicit Normals(std::uint64_t seed) : engine_(seed) {}
    double next() {
        if (spare_) {
            spare_ = false;
            return second_;
        }
        const double u1 = 1.0 - double(engine_() >> 11) / 9007199254740992.0;
        const double u2 = double(engine_() >> 11) / 9007199254740992.0;
        const double r = std::sqrt(-2.0 * std::log(u1));
        second_ = r * std::sin(2.0 * M_PI * u2);
        spare_ = true;
        return r * std::cos(2.0 * M_PI * u2);
    }

  private:
    std::mt19937_64 engine_;
    double second_ = 0.0;
    bool spare_ = false;
};

// FNV-1a, 64 bits, from `basis`.
std::uint64_t fnv(const std::string& text, std::uint64_t basis) {
    for (unsigned char c : text) {
        basis ^= c;
        basis *= 1099511628211ull;
    }
    return basis;
}

// The share of the variance of the mean-centred table its first `k` components hold.
double leadingShare(const pe::Matrix& table, int k) {
    const pe::Matrix centred = table.rowwise() - table.colwise().mean();
    const Eigen::JacobiSVD<pe::Matrix> svd(centred);
    const Eigen::VectorXd s2 = svd.singularValues().array().square();
    return s2.head(k).sum() / s2.sum();
}

} // namespace

class TestGeneratedTables : public QObject {
    Q_OBJECT
  private slots:
    // Every value of both tables recomputed from the header's formulas; the same seed the same
    // table, another seed another.
    void eachValueAsItsFormulaSays() {
        const pe::Matrix random = pe::generatedTable(pe::GeneratedTable::LearnedRandom, 9, 5, 11);
        QCOMPARE(random.rows(), 9);
        QCOMPARE(random.cols(), 5);
        Normals normals(11);
        for (int p = 0; p < 9; ++p)
            for (int d = 0; d < 5; ++d)
                QVERIFY2(std::abs(random(p, d) - 0.02 * normals.next()) < 1e-15,
                         qPrintable(QStringLiteral("(%1, %2)").arg(p).arg(d)));
        QCOMPARE(QString::fromStdString(pe::generatedTableName(pe::GeneratedTable::LearnedRandom)),
                 QStringLiteral("learned-style random"));

        const int L = 37, D = 6;
        const std::uint64_t seed = 5;
        const pe::Matrix t = pe::generatedTable(pe::GeneratedTable::SmoothWaves, L, D, seed);
        QCOMPARE(t.rows(), L);
        QCOMPARE(t.cols(), D);
        // Coefficients: a D x 8 matrix N(0, 0.5^2) row by row; noise from its own seed.
        Normals coefficients(seed);
        double a[D][8];
        for (auto& row : a)
            for (double& v : row)
                v = 0.5 * coefficients.next();
        QCOMPARE(pe::smoothNoiseSeed(seed), fnv("smooth-noise", seed));
        Normals noise(fnv("smooth-noise", seed));
        for (int p = 0; p < L; ++p)
            for (int d = 0; d < D; ++d) {
                double v = 0.0;
                for (int k = 0; k < 4; ++k) {
                    const double angle = M_PI * (k + 1) * p / L;
                    v += (a[d][2 * k] * std::cos(angle) + a[d][2 * k + 1] * std::sin(angle)) /
                         (k + 1);
                }
                v += 0.05 * noise.next();
                QVERIFY2(std::abs(t(p, d) - v) < 1e-12,
                         qPrintable(QStringLiteral("(%1, %2): %3 against %4")
                                        .arg(p)
                                        .arg(d)
                                        .arg(t(p, d))
                                        .arg(v)));
            }

        for (auto kind : {pe::GeneratedTable::LearnedRandom, pe::GeneratedTable::SmoothWaves}) {
            const pe::Matrix first = pe::generatedTable(kind, 20, 4, 3);
            QVERIFY(first == pe::generatedTable(kind, 20, 4, 3));
            QVERIFY((first - pe::generatedTable(kind, 20, 4, 4)).cwiseAbs().maxCoeff() > 1e-3);
        }
    }

    // What each table is for: the smooth one's variance lies in the few components of its
    // waves (its positions on a curve), the random one's is spread over all of them. A size
    // below 1, or over the memory budget, is refused by name.
    void smoothTracesACurveRandomDoesNot() {
        const pe::Matrix smooth = pe::generatedTable(pe::GeneratedTable::SmoothWaves, 256, 32, 1);
        const pe::Matrix random = pe::generatedTable(pe::GeneratedTable::LearnedRandom, 256, 32, 1);
        QVERIFY2(leadingShare(smooth, 3) > 0.8,
                 qPrintable(QString::number(leadingShare(smooth, 3))));
        QVERIFY2(leadingShare(random, 3) < 0.3,
                 qPrintable(QString::number(leadingShare(random, 3))));
        // Neighbouring rows of the smooth table are near each other.
        const double near = (smooth.bottomRows(255) - smooth.topRows(255)).norm();
        QVERIFY2(near < 0.2 * (smooth.rowwise() - smooth.colwise().mean()).norm(),
                 qPrintable(QString::number(near)));

        const auto refusal = [](std::int64_t L, std::int64_t D) {
            try {
                pe::generatedTable(pe::GeneratedTable::SmoothWaves, L, D, 0);
            } catch (const pe::ParameterError& e) {
                return QString::fromStdString(e.field() + ": " + e.what());
            }
            return QString();
        };
        QVERIFY2(refusal(0, 4).startsWith("length: ") && refusal(0, 4).contains("0"),
                 qPrintable(refusal(0, 4)));
        QVERIFY2(refusal(4, 0).startsWith("dim: "), qPrintable(refusal(4, 0)));
        QVERIFY2(refusal(1000000, 4096).contains("generated table"),
                 qPrintable(refusal(1000000, 4096)));
    }

    // A stop asked every few rows: once it says stop, nothing is made and it is not asked
    // again; one that never says stop makes the plain call's table, value for value.
    void aStopEndsTheMakingBetweenRows() {
        for (const pe::GeneratedTable kind :
             {pe::GeneratedTable::LearnedRandom, pe::GeneratedTable::SmoothWaves}) {
            int asked = 0;
            QVERIFY(!pe::generatedTable(kind, 2000, 16, 7, [&] { return ++asked == 2; }));
            QCOMPARE(asked, 2);
            int never = 0;
            const auto whole = pe::generatedTable(kind, 2000, 16, 7, [&] {
                ++never;
                return false;
            });
            QVERIFY(whole && *whole == pe::generatedTable(kind, 2000, 16, 7));
            QVERIFY(never >= 3);
        }
    }
};

QTEST_APPLESS_MAIN(TestGeneratedTables)
#include "test_generated_tables.moc"

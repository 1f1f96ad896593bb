// SPDX-License-Identifier: GPL-3.0-or-later
// Learned (GPT-style) position tables: reproducible from a seed, N(0, sigma^2), and an
// honest error for positions the table has no row for.

#include "core/learned_encoding.h"
#include "core/parameter_validation.h"

#include "tests/test_params.h"

#include <QtTest>
#include <cmath>
#include <random>

using pe::EncodingParams;

namespace {

using pe_test::params;

} // namespace

class TestLearnedEncoding : public QObject {
    Q_OBJECT
  private slots:
    void sameSeedSameTable() {
        const pe::Matrix a = pe::learnedTable(32, params(8, 16), 42);
        const pe::Matrix b = pe::learnedTable(32, params(8, 16), 42);
        const pe::Matrix c = pe::learnedTable(32, params(8, 16), 43);
        QCOMPARE(a.rows(), 32);
        QCOMPARE(a.cols(), 16);
        QVERIFY(a == b);
        QVERIFY((a - c).cwiseAbs().maxCoeff() > 0.1);
    }

    void valuesAreBoxMullerOfTheStandardEngine() {
        // mt19937_64 is fixed by the standard (its 10000th output from the default seed is
        // 9981545732273789042, [rand.predef]); the normals are Box-Muller of its 53-bit
        // uniforms, so the table is the same on every platform. Recomputed here from the
        // engine, not from the implementation.
        std::mt19937_64 check;
        check.discard(9999);
        QCOMPARE(check(), std::uint64_t(9981545732273789042ull));
        std::mt19937_64 engine(7);
        const double u1 = 1.0 - double(engine() >> 11) / 9007199254740992.0;
        const double u2 = double(engine() >> 11) / 9007199254740992.0;
        const double r = std::sqrt(-2.0 * std::log(u1));
        const pe::Matrix m = pe::learnedTable(1, params(1, 2), 7);
        QVERIFY(std::abs(m(0, 0) - r * std::cos(2 * M_PI * u2)) < 1e-14);
        QVERIFY(std::abs(m(0, 1) - r * std::sin(2 * M_PI * u2)) < 1e-14);
    }

    void initialisationScale() {
        // 64000 samples: the mean is within a few 1/sqrt(n) = 0.004 of 0, the standard
        // deviation within about 0.003 of sigma (relative).
        for (auto [init, sigma] : {std::pair{pe::LearnedInit::TorchDefault, 1.0},
                                   std::pair{pe::LearnedInit::Gpt2, 0.02}}) {
            QCOMPARE(pe::learnedInitStddev(init), sigma);
            const pe::Matrix m = pe::learnedTable(1000, params(8, 64), 1, init);
            const double mean = m.mean();
            const double sd = std::sqrt((m.array() - mean).square().mean());
            QVERIFY2(std::abs(mean) < 0.02 * sigma, qPrintable(QString::number(mean)));
            QVERIFY2(std::abs(sd / sigma - 1.0) < 0.02, qPrintable(QString::number(sd)));
        }
    }

    void sequenceUsesTheFirstRows() {
        const pe::Matrix table = pe::learnedTable(64, params(10, 12), 5);
        const pe::Matrix rows = pe::learnedEncoding(params(10, 12), 64, 5);
        QCOMPARE(rows.rows(), 10);
        QVERIFY(rows == table.topRows(10));
        // L = max_length is the last valid request; one more is out of range.
        QCOMPARE(pe::learnedEncoding(params(64, 12), 64, 5).rows(), 64);
        QVERIFY_THROWS_EXCEPTION(pe::ParameterError, pe::learnedEncoding(params(65, 12), 64, 5));
    }

    void lengthOverMaxLengthIsAnIndexError() {
        try {
            pe::learnedEncoding(params(100, 16), 64, 0);
            QFAIL("L > max_length must throw");
        } catch (const pe::ParameterError& e) {
            QCOMPARE(QString::fromStdString(e.field()), QString("length"));
            QCOMPARE(QString::fromStdString(e.value()), QString("100"));
            const QString message = QString::fromStdString(e.what());
            QVERIFY2(message.startsWith("length 100"), qPrintable(message));
            QVERIFY(message.contains("position 99 is out of range"));
            QVERIFY(message.contains("max_length 64 (positions 0..63)"));
            QVERIFY(message.contains("IndexError: index out of range in self"));
            QVERIFY(!message.contains('\n'));
        }
    }

    void refusesInvalidTables() {
        QVERIFY_THROWS_EXCEPTION(pe::ParameterError, pe::learnedTable(0, params(1, 4), 0));
        QVERIFY_THROWS_EXCEPTION(pe::ParameterError, pe::learnedTable(8, params(1, 0), 0));
        try {
            pe::learnedTable(1000000000000LL, params(1, 1024), 0);
            QFAIL("a table over the budget must throw");
        } catch (const pe::ParameterError& e) {
            QCOMPARE(QString::fromStdString(e.field()), QString("memory-budget"));
        }
    }
};

QTEST_APPLESS_MAIN(TestLearnedEncoding)
#include "test_learned_encoding.moc"

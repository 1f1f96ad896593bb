// SPDX-License-Identifier: GPL-3.0-or-later
// The one validation place: every invalid parameter is named, with its value.

#include "core/parameter_validation.h"

#include <QtTest>
#include <cmath>
#include <limits>

class TestParameterValidation : public QObject {
    Q_OBJECT
  private slots:
    void defaultsAreValid() { QVERIFY(!pe::checkParams(pe::EncodingParams{})); }

    void invalidValuesAreNamed_data() {
        QTest::addColumn<qlonglong>("length");
        QTest::addColumn<qlonglong>("dim");
        QTest::addColumn<double>("base");
        QTest::addColumn<QString>("field");
        const double nan = std::numeric_limits<double>::quiet_NaN();
        const double inf = std::numeric_limits<double>::infinity();
        QTest::newRow("L=0") << 0LL << 16LL << 10000.0 << "length";
        QTest::newRow("L=-5") << -5LL << 16LL << 10000.0 << "length";
        QTest::newRow("D=0") << 64LL << 0LL << 10000.0 << "dim";
        QTest::newRow("D=-1") << 64LL << -1LL << 10000.0 << "dim";
        QTest::newRow("base=1") << 64LL << 16LL << 1.0 << "base";
        QTest::newRow("base=0.5") << 64LL << 16LL << 0.5 << "base";
        QTest::newRow("base=-3") << 64LL << 16LL << -3.0 << "base";
        QTest::newRow("base=nan") << 64LL << 16LL << nan << "base";
        QTest::newRow("base=inf") << 64LL << 16LL << inf << "base";
    }

    void invalidValuesAreNamed() {
        QFETCH(qlonglong, length);
        QFETCH(qlonglong, dim);
        QFETCH(double, base);
        QFETCH(QString, field);
        pe::EncodingParams p;
        p.length = length;
        p.dim = dim;
        p.base = base;
        const auto error = pe::checkParams(p);
        QVERIFY(error);
        QCOMPARE(QString::fromStdString(error->field()), field);
        QVERIFY2(
            QString(error->what()).startsWith(field + " " + QString::fromStdString(error->value())),
            error->what());
        QVERIFY_THROWS_EXCEPTION(pe::ParameterError, pe::requireValidParams(p));
    }

    void budgetIsOverflowSafe() {
        // 10^12 squared overflows 64-bit integers; the check must still refuse it.
        QVERIFY(pe::checkMatrixFits(1e12, 1e12, 8, pe::kDefaultMemoryBudgetBytes, "m"));
        QVERIFY(!pe::checkMatrixFits(1024, 1024, 8, pe::kDefaultMemoryBudgetBytes, "m"));
        // Exactly at the budget fits; one value more does not.
        QVERIFY(!pe::checkMatrixFits(1024, 128, 8, 1 << 20, "m"));
        QVERIFY(pe::checkMatrixFits(1024, 129, 8, 1 << 20, "m"));
    }

    void budgetMessageSaysHowLarge() {
        const auto error = pe::checkMatrixFits(100000, 100000, 8, pe::kDefaultMemoryBudgetBytes,
                                               "the similarity matrix");
        QVERIFY(error);
        const QString message = error->what();
        QVERIFY2(message.contains("the similarity matrix would be 100000 x 100000"),
                 qPrintable(message));
        QVERIFY2(message.contains("74.5 GiB") && message.contains("2.0 GiB"), qPrintable(message));
    }

    void formatDoubleRoundTrips() {
        for (double v : {0.1, 1.0 / 3.0, 0.6928876326631178, 1e-300, -2.5e17})
            QCOMPARE(std::stod(pe::formatDouble(v)), v);
    }
};

QTEST_APPLESS_MAIN(TestParameterValidation)
#include "test_parameter_validation.moc"

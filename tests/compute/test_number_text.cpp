// SPDX-License-Identifier: GPL-3.0-or-later
// Numbers as a person reads them: digits below 10^15 (no "5e+05", no "1e-05"), the trailing
// zeros dropped ("8", not "8.000"), the shortest digits that read back as the same double, or
// as many significant digits as asked, rounded. Expected texts written out by hand.

#include "ui/compute/number_text.h"

#include <QtTest>
#include <cmath>
#include <limits>

class TestNumberText : public QObject {
    Q_OBJECT
  private slots:
    void shortest_data() {
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("text");
        QTest::newRow("rope_theta of Llama 3") << 500000.0 << "500000";
        QTest::newRow("a factor") << 8.0 << "8";
        QTest::newRow("the paper's base") << 10000.0 << "10000";
        QTest::newRow("ten million") << 1e7 << "10000000";
        QTest::newRow("just below 10^15") << 999999999999999.0 << "999999999999999";
        QTest::newRow("10^15 keeps its exponent") << 1e15 << "1e+15";
        QTest::newRow("a ten-thousandth") << 1e-4 << "0.0001";
        QTest::newRow("an omega") << 2.5e-6 << "0.0000025";
        QTest::newRow("2^-20") << std::ldexp(1.0, -20) << "0.00000095367431640625";
        QTest::newRow("not 0.3") << 0.1 + 0.2 << "0.30000000000000004";
        QTest::newRow("negative") << -2.5 << "-2.5";
        QTest::newRow("zero") << 0.0 << "0";
        QTest::newRow("negative zero") << -0.0 << "0";
        QTest::newRow("a wavelength") << 62831.5 << "62831.5";
        QTest::newRow("below 10^-15 keeps its exponent") << 1.2e-16 << "1.2e-16";
    }
    void shortest() {
        QFETCH(double, value);
        QFETCH(QString, text);
        QCOMPARE(numberText(value), text);
        if (std::abs(value) < 1e15 && std::abs(value) >= 1e-15)
            QCOMPARE(numberText(value).toDouble(), value); // reads back exactly
    }

    void significantDigits_data() {
        QTest::addColumn<double>("value");
        QTest::addColumn<int>("digits");
        QTest::addColumn<QString>("text");
        QTest::newRow("attention factor") << 0.1 * std::log(4.0) + 1.0 << 6 << "1.13863";
        QTest::newRow("its square") << std::pow(0.1 * std::log(4.0) + 1.0, 2) << 6 << "1.29648";
        QTest::newRow("zeros dropped") << 8.0 << 6 << "8";
        QTest::newRow("large, no exponent") << 500000.0 << 6 << "500000";
        QTest::newRow("larger than the digits") << 123456789.0 << 4 << "123500000";
        QTest::newRow("rounds up a decade") << 999999.7 << 3 << "1000000";
        QTest::newRow("small") << 0.000012345678 << 3 << "0.0000123";
        QTest::newRow("negative small") << -0.00098765 << 2 << "-0.00099";
    }
    void significantDigits() {
        QFETCH(double, value);
        QFETCH(int, digits);
        QFETCH(QString, text);
        QCOMPARE(numberText(value, digits), text);
    }

    void fixedDecimals_data() {
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("text");
        QTest::newRow("cos 0") << 1.0 << "1";
        QTest::newRow("a half") << 0.5 << "0.5";
        QTest::newRow("rounded") << 0.123456789 << "0.12345679";
        QTest::newRow("negative") << -0.12 << "-0.12";
        QTest::newRow("rounds to zero") << -0.000000001 << "0";
        QTest::newRow("a large sum") << 1234567.0 << "1234567";
    }
    void fixedDecimals() {
        QFETCH(double, value);
        QFETCH(QString, text);
        QCOMPARE(decimalsText(value, 8), text);
    }

    // Hovers: small values as digits times a power of ten; the rest as numberText writes them.
    void readableInHovers_data() {
        QTest::addColumn<double>("value");
        QTest::addColumn<int>("digits");
        QTest::addColumn<QString>("text");
        QTest::newRow("tiny") << 3.64934e-7 << 6 << QStringLiteral("3.64934 × 10⁻⁷");
        QTest::newRow("negative") << -0.00025 << 4 << QStringLiteral("-2.5 × 10⁻⁴");
        QTest::newRow("rounds up a decade") << 9.9999996e-5 << 6 << QStringLiteral("1 × 10⁻⁴");
        QTest::newRow("at 0.001 digits") << 0.001 << 6 << QStringLiteral("0.001");
        QTest::newRow("ordinary") << 0.5403023 << 4 << QStringLiteral("0.5403");
        QTest::newRow("zero") << 0.0 << 6 << QStringLiteral("0");
        QTest::newRow("large") << 2559195.5 << 6 << QStringLiteral("2559200");
    }
    void readableInHovers() {
        QFETCH(double, value);
        QFETCH(int, digits);
        QFETCH(QString, text);
        QCOMPARE(readableText(value, digits), text);
    }

    void notANumber() {
        QCOMPARE(numberText(std::numeric_limits<double>::infinity()), QStringLiteral("inf"));
        QCOMPARE(numberText(std::nan("")), QStringLiteral("nan"));
    }
};

QTEST_GUILESS_MAIN(TestNumberText)
#include "test_number_text.moc"

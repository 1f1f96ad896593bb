// SPDX-License-Identifier: GPL-3.0-or-later
// Numbers as people type them: read exactly, or refused with the reason. The expected
// values are written out by hand, not computed by the parser.

#include "core/typed_number.h"

#include <QtTest>
#include <clocale>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <limits>

Q_DECLARE_METATYPE(pe::NumberFault)

namespace {

std::string utf8(const QString& text) {
    return text.toStdString();
}

std::uint64_t bitsOf(double value) {
    std::uint64_t bits;
    std::memcpy(&bits, &value, sizeof bits);
    return bits;
}

// The C library's correctly rounded reading of a plain decimal, in the C locale (where "." is
// the decimal point whatever the environment's locale says).
double strtodInC(const std::string& text) {
    const std::string saved = std::setlocale(LC_NUMERIC, nullptr);
    std::setlocale(LC_NUMERIC, "C");
    const double value = std::strtod(text.c_str(), nullptr);
    std::setlocale(LC_NUMERIC, saved.c_str());
    return value;
}

} // namespace

class TestTypedNumber : public QObject {
    Q_OBJECT
  private slots:
    void integersAsTyped_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<qlonglong>("value");
        QTest::newRow("plain") << "2000000" << 2000000LL;
        QTest::newRow("exponent") << "1e6" << 1000000LL;
        QTest::newRow("5e5") << "5e5" << 500000LL;
        QTest::newRow("capital E, plus") << "+2.5E3" << 2500LL;
        QTest::newRow("commas") << "1,000,000" << 1000000LL;
        QTest::newRow("spaces") << "1 000 000" << 1000000LL;
        QTest::newRow("surrounding spaces") << "  4096 " << 4096LL;
        QTest::newRow("full-width digits") << QString::fromUtf8("５０００") << 5000LL;
        QTest::newRow("full-width comma") << QString::fromUtf8("１，０００，０００") << 1000000LL;
        QTest::newRow("ideographic space") << QString::fromUtf8("\u30001 000\u3000") << 1000LL;
        QTest::newRow("negative") << "-42" << -42LL;
        QTest::newRow("minus sign") << QString::fromUtf8("\u221242") << -42LL;
        QTest::newRow("whole with a fraction part") << "2.000" << 2LL;
        QTest::newRow("zero") << "0" << 0LL;
        QTest::newRow("minus zero") << "-0" << 0LL;
        QTest::newRow("leading zeros") << "007" << 7LL;
        // Past 2^53 a double would round it to ...992; the digits are read exactly.
        QTest::newRow("2^53 + 1") << "9007199254740993" << 9007199254740993LL;
        QTest::newRow("int64 max") << "9223372036854775807" << 9223372036854775807LL;
        QTest::newRow("int64 min")
            << "-9223372036854775808" << std::numeric_limits<qlonglong>::min();
        QTest::newRow("fraction that shifts whole") << "1.5e1" << 15LL;
    }
    void integersAsTyped() {
        QFETCH(QString, text);
        QFETCH(qlonglong, value);
        const auto r = pe::parseTypedInteger(utf8(text));
        QVERIFY2(r.ok(), r.reason.c_str());
        QCOMPARE(qlonglong(r.value), value);
        QVERIFY(r.reason.empty());
    }

    void integersRefused_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<pe::NumberFault>("fault");
        QTest::addColumn<QString>("reason");
        using F = pe::NumberFault;
        QTest::newRow("fraction") << "1.5" << F::NotWhole << "not a whole number";
        QTest::newRow("small exponent") << "15e-1" << F::NotWhole << "not a whole number";
        QTest::newRow("1e300") << "1e300" << F::OutOfRange << "outside";
        QTest::newRow("past int64")
            << "9223372036854775808" << F::OutOfRange << "9223372036854775807";
        QTest::newRow("huge exponent") << "1e99999999999999999999" << F::OutOfRange << "outside";
        QTest::newRow("letters") << "abc" << F::NotANumber << "not a number";
        QTest::newRow("trailing letters") << "12abc" << F::NotANumber << "not a number";
        QTest::newRow("empty") << "" << F::Empty << "no number";
        QTest::newRow("only spaces") << "   " << F::Empty << "no number";
        QTest::newRow("comma not a group") << "1,5" << F::NotANumber << "not a number";
        QTest::newRow("group of four") << "1,0000" << F::NotANumber << "not a number";
        QTest::newRow("first group of four") << "1000,000" << F::NotANumber << "not a number";
        QTest::newRow("mixed separators") << "1,000 000" << F::NotANumber << "not a number";
        QTest::newRow("two spaces") << "1  000" << F::NotANumber << "not a number";
        QTest::newRow("hex") << "0x10" << F::NotANumber << "not a number";
        QTest::newRow("exponent without digits") << "1e" << F::NotANumber << "not a number";
        QTest::newRow("sign alone") << "-" << F::NotANumber << "not a number";
        QTest::newRow("two signs") << "--1" << F::NotANumber << "not a number";
        QTest::newRow("inf") << "inf" << F::NotANumber << "not a number";
        QTest::newRow("nan") << "nan" << F::NotANumber << "not a number";
        QTest::newRow("CJK character") << QString::fromUtf8("五") << F::NotANumber << "not a";
    }
    void integersRefused() {
        QFETCH(QString, text);
        QFETCH(pe::NumberFault, fault);
        QFETCH(QString, reason);
        const auto r = pe::parseTypedInteger(utf8(text));
        QVERIFY(!r.ok());
        QCOMPARE(r.fault, fault);
        QVERIFY2(QString::fromStdString(r.reason).contains(reason), r.reason.c_str());
    }

    void integerRangeIsNamed() {
        const auto over = pe::parseTypedInteger("2000000", 1, 1000000);
        QCOMPARE(over.fault, pe::NumberFault::OutOfRange);
        QCOMPARE(over.reason, std::string("outside 1 .. 1000000"));
        const auto under = pe::parseTypedInteger("0", 1, 1000000);
        QCOMPARE(under.fault, pe::NumberFault::OutOfRange);
        // An overflow is out of the range asked for too, named the same way.
        QCOMPARE(pe::parseTypedInteger("1e300", 1, 20000).reason,
                 std::string("outside 1 .. 20000"));
        // A limit on one side only is named alone: no 9223372036854775807 for "--log-offsets 0".
        QCOMPARE(pe::parseTypedInteger("0", 1).reason, std::string("must be at least 1"));
        QCOMPARE(pe::parseTypedInteger("5", std::numeric_limits<std::int64_t>::min(), 3).reason,
                 std::string("must be at most 3"));
        const auto edge = pe::parseTypedInteger("1,000,000", 1, 1000000);
        QVERIFY(edge.ok());
        QCOMPARE(edge.value, std::int64_t(1000000));
    }

    void unsignedSpansSixtyFourBits() {
        const auto top = pe::parseTypedUnsigned("18446744073709551615");
        QVERIFY(top.ok());
        QCOMPARE(top.value, std::numeric_limits<std::uint64_t>::max());
        QCOMPARE(pe::parseTypedUnsigned("18446744073709551616").fault, pe::NumberFault::OutOfRange);
        QCOMPARE(pe::parseTypedUnsigned("-1").fault, pe::NumberFault::OutOfRange);
        QCOMPARE(pe::parseTypedUnsigned("1.5").fault, pe::NumberFault::NotWhole);
        QCOMPARE(pe::parseTypedUnsigned("7e2").value, std::uint64_t(700));
    }

    void realsAsTyped_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<double>("value");
        QTest::newRow("1e9") << "1e9" << 1e9;
        QTest::newRow("5e5") << "5e5" << 500000.0;
        QTest::newRow("decimal") << "1.0001" << 1.0001;
        QTest::newRow("half") << "0.5" << 0.5;
        QTest::newRow("leading point") << ".25" << 0.25;
        QTest::newRow("trailing point") << "3." << 3.0;
        QTest::newRow("negative exponent") << "2.5e-3" << 0.0025;
        QTest::newRow("grouped with fraction") << "1,000.5" << 1000.5;
        QTest::newRow("spaces") << "10 000" << 10000.0;
        QTest::newRow("full-width") << QString::fromUtf8("５００，０００．５") << 500000.5;
        QTest::newRow("ideographic full stop") << QString::fromUtf8("１。５") << 1.5;
        QTest::newRow("full-width e") << QString::fromUtf8("５ｅ５") << 500000.0;
        QTest::newRow("negative") << "-3.75" << -3.75;
        QTest::newRow("tiny") << "1e-300" << 1e-300;
        QTest::newRow("large") << "1.5e300" << 1.5e300;
        QTest::newRow("long digits") << "0.1000000000000000000000000001" << 0.1;
    }
    void realsAsTyped() {
        QFETCH(QString, text);
        QFETCH(double, value);
        const auto r = pe::parseTypedReal(utf8(text));
        QVERIFY2(r.ok(), r.reason.c_str());
        QCOMPARE(r.value, value);
    }

    // Decimals a double cannot hold exactly read as the double nearest to them, the one strtod
    // gives, compared bit for bit: QCOMPARE's fuzzy comparison of doubles would let through a
    // parser that rounds twice (digits times a power of ten: "0.3" as 3 x 0.1 is
    // 0.30000000000000004). Halfway cases and more digits than a double keeps round as
    // the whole decimal says, not its first 17 digits.
    void realsAreTheDoubleNearestTheDecimal_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("plain"); // the same number as strtod reads it
        for (const char* text :
             {"0.3", "1.7", "2.675", "1e-5", "0.1", "123.456e-7", "0.7", "1.1", "-0.3", "9.95",
              "4.35", "1.0001", "0.000123", "7e-10", "1e-30", "1e23", "6.02214076e23",
              "1.602176634e-19", "3.14159265358979323846", "0.6928876326631178",
              "2.2250738585072014e-308", "1.7976931348623157e308", "123456789012345678901234567890",
              "9007199254740993", "9007199254740995",
              // 1 + 2^-53 exactly: halfway between 1 and the next double, so 1 (ties to even);
              // a digit more above it, the next double.
              "1.00000000000000011102230246251565404236316680908203125",
              "1.00000000000000011102230246251565404236316680908203126",
              "0.1000000000000000055511151231257827021181583404541015625"})
            QTest::newRow(text) << QString(text) << QString(text);
        QTest::newRow("grouped") << "1,000.3"
                                 << "1000.3";
        QTest::newRow("full-width") << QString::fromUtf8("０．３") << "0.3";
        QTest::newRow("ideographic full stop") << QString::fromUtf8("２。６７５") << "2.675";
    }
    void realsAreTheDoubleNearestTheDecimal() {
        QFETCH(QString, text);
        QFETCH(QString, plain);
        const double expected = strtodInC(plain.toStdString());
        const auto r = pe::parseTypedReal(utf8(text));
        QVERIFY2(r.ok(), r.reason.c_str());
        QVERIFY2(bitsOf(r.value) == bitsOf(expected),
                 qPrintable(QString("%1 read as %2, the nearest double is %3")
                                .arg(text)
                                .arg(r.value, 0, 'g', 17)
                                .arg(expected, 0, 'g', 17)));
    }

    void realsRefused_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<pe::NumberFault>("fault");
        using F = pe::NumberFault;
        QTest::newRow("letters") << "abc" << F::NotANumber;
        QTest::newRow("nan") << "nan" << F::NotANumber;
        QTest::newRow("inf") << "inf" << F::NotANumber;
        QTest::newRow("two points") << "1.2.3" << F::NotANumber;
        QTest::newRow("comma as decimal") << "1,5" << F::NotANumber;
        QTest::newRow("point alone") << "." << F::NotANumber;
        QTest::newRow("overflow") << "1e309" << F::OutOfRange;
        QTest::newRow("underflow") << "1e-400" << F::OutOfRange;
        QTest::newRow("empty") << "" << F::Empty;
    }
    void realsRefused() {
        QFETCH(QString, text);
        QFETCH(pe::NumberFault, fault);
        const auto r = pe::parseTypedReal(utf8(text));
        QVERIFY(!r.ok());
        QCOMPARE(r.fault, fault);
        QVERIFY(!r.reason.empty());
    }

    void realRangeAndDecimals() {
        // The explorer's base: 1.0001 .. 10^7 with four decimals.
        const auto base = [](const char* text) { return pe::parseTypedReal(text, 1.0001, 1e7, 4); };
        QCOMPARE(base("1e9").fault, pe::NumberFault::OutOfRange);
        QCOMPARE(base("1e9").reason, std::string("outside 1.0001 .. 10000000"));
        QCOMPARE(base("1").fault, pe::NumberFault::OutOfRange);
        QCOMPARE(base("0.5").fault, pe::NumberFault::OutOfRange);
        QCOMPARE(base("1.00015").fault, pe::NumberFault::TooManyDecimals);
        QCOMPARE(base("1.00015").reason, std::string("more than 4 decimals"));
        QVERIFY(base("1.0001").ok());
        QCOMPARE(base("1.0001").value, 1.0001);
        QVERIFY(base("1e7").ok());
        QCOMPARE(base("1e7").value, 1e7);
        QCOMPARE(base("5e5").value, 500000.0);
        // Decimals that are trailing zeros are no decimals.
        QCOMPARE(base("2.50000000").value, 2.5);
        QCOMPARE(pe::parseTypedReal("0.001", 0.001, 1e6, 3).value, 0.001);
        QCOMPARE(pe::parseTypedReal("1234.567", 0, 1e6, 3).value, 1234.567);
        QCOMPARE(pe::parseTypedReal("0.0005", 0, 1e6, 3).fault, pe::NumberFault::TooManyDecimals);
    }

    void shortestTextReadsBack() {
        QCOMPARE(pe::shortestNumberText(1.0001), std::string("1.0001"));
        QCOMPARE(pe::shortestNumberText(10000000.0), std::string("10000000"));
        QCOMPARE(pe::shortestNumberText(0.1), std::string("0.1"));
        QCOMPARE(pe::shortestNumberText(-2.5), std::string("-2.5"));
        QCOMPARE(pe::shortestNumberText(1e300), std::string("1e+300"));
        QCOMPARE(pe::shortestNumberText(1693.3333333333333), std::string("1693.3333333333333"));
    }
};

QTEST_MAIN(TestTypedNumber)
#include "test_typed_number.moc"

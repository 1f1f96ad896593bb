// SPDX-License-Identifier: GPL-3.0-or-later
// CSV and NPY writers: exact round trips and the NumPy 1.0 header layout.

#include "core/matrix_io.h"

#include <QtTest>
#include <sstream>

class TestMatrixIo : public QObject {
    Q_OBJECT
  private slots:
    void csvRoundTripsExactly() {
        pe::Matrix m(3, 4);
        m << 0.1, 1.0 / 3.0, -2.5e-17, 1e300, 0, -0.0, 42, 0.6928876326631178, 7, 8, 9, 1e-5;
        std::stringstream stream;
        QVERIFY(pe::writeCsv(stream, m));
        const auto back = pe::readCsv(stream);
        QVERIFY(back);
        QCOMPARE(*back, m);
    }

    void csvHasNoHeaderAndOneRowALine() {
        pe::Matrix m(2, 2);
        m << 1, 0.5, 0.25, 2;
        std::stringstream stream;
        pe::writeCsv(stream, m);
        QCOMPARE(QString::fromStdString(stream.str()), QString("1,0.5\n0.25,2\n"));
    }

    void npyHeaderIsNumpyVersionOne() {
        pe::Matrix m(5, 3);
        m.setRandom();
        std::stringstream stream;
        QVERIFY(pe::writeNpy(stream, m));
        const std::string bytes = stream.str();
        QCOMPARE(bytes.substr(0, 6), std::string("\x93NUMPY"));
        QCOMPARE(int(bytes[6]), 1);
        QCOMPARE(int(bytes[7]), 0);
        const int headerLength =
            static_cast<unsigned char>(bytes[8]) | (static_cast<unsigned char>(bytes[9]) << 8);
        QCOMPARE((10 + headerLength) % 64, 0);
        const std::string header = bytes.substr(10, headerLength);
        QVERIFY(header.find("'descr': '<f8'") != std::string::npos);
        QVERIFY(header.find("'fortran_order': False") != std::string::npos);
        QVERIFY(header.find("'shape': (5, 3)") != std::string::npos);
        QCOMPARE(header.back(), '\n');
        QCOMPARE(bytes.size(), std::size_t(10 + headerLength + 15 * 8));
    }

    void npyRoundTripsExactly() {
        pe::Matrix m(7, 2);
        m.setRandom();
        std::stringstream stream;
        pe::writeNpy(stream, m);
        const auto back = pe::readNpy(stream);
        QVERIFY(back);
        QCOMPARE(*back, m);
    }

    void malformedInputIsRejected() {
        std::stringstream notNpy("hello");
        QVERIFY(!pe::readNpy(notNpy));
        std::stringstream ragged("1,2\n3\n");
        QVERIFY(!pe::readCsv(ragged));
        std::stringstream text("1,abc\n");
        QVERIFY(!pe::readCsv(text));
    }
};

QTEST_APPLESS_MAIN(TestMatrixIo)
#include "test_matrix_io.moc"

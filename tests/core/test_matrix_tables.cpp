// SPDX-License-Identifier: GPL-3.0-or-later
// The 2-D tables a file offers, from its header alone (what the window's chooser lists): each
// tensor's name, dtype and shape as the test wrote them, the position table marked by its
// name, and nothing read past the header.

#include "core/matrix_file.h"
#include "core/matrix_io.h"
#include "matrix_file_bytes.h"
#include "tests/table_files.h"

#include <QTemporaryDir>
#include <QtTest>
#include <fstream>
#include <sstream>

namespace {

// A safetensors file of `json` and `dataBytes` zero bytes after it.
std::string safetensors(const std::string& json, std::size_t dataBytes) {
    std::string bytes;
    for (int i = 0; i < 8; ++i)
        bytes.push_back(char((std::uint64_t(json.size()) >> (8 * i)) & 0xff));
    return bytes + json + std::string(dataBytes, '\0');
}

} // namespace

class TestMatrixTables : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

  private slots:
    // Each 2-D tensor of a .safetensors file with its dtype and shape, the position table marked;
    // a header promising gigabytes the file does not hold listed all the same (only the header
    // is read); a .npy's one array; a broken header named.
    void theTwoDimensionalTablesFromTheHeaderAlone() {
        const QString path = dir_.filePath("model.safetensors");
        writeBytes(
            path,
            safetensors(R"({"__metadata__":{"format":"pt"},)"
                        R"("b.weight":{"dtype":"F16","shape":[3,5],"data_offsets":[0,30]},)"
                        R"("bias":{"dtype":"F32","shape":[5],"data_offsets":[30,50]},)"
                        R"("a.wpe.weight":{"dtype":"BF16","shape":[7,2],"data_offsets":[50,78]}})",
                        78));
        const auto tables = pe::listMatrixTables(path.toStdString());
        QCOMPARE(tables.size(), std::size_t(2));
        QCOMPARE(QString::fromStdString(tables[0].tensor), QStringLiteral("a.wpe.weight"));
        QCOMPARE(QString::fromStdString(tables[0].dtype), QStringLiteral("BF16"));
        QCOMPARE(tables[0].rows, std::int64_t(7));
        QCOMPARE(tables[0].cols, std::int64_t(2));
        QVERIFY(tables[0].positionName);
        QCOMPARE(QString::fromStdString(tables[1].tensor), QStringLiteral("b.weight"));
        QCOMPARE(QString::fromStdString(tables[1].dtype), QStringLiteral("F16"));
        QCOMPARE(tables[1].rows, std::int64_t(3));
        QCOMPARE(tables[1].cols, std::int64_t(5));
        QVERIFY(!tables[1].positionName);

        const QString huge = dir_.filePath("huge.safetensors");
        writeBytes(huge, safetensors(R"({"w":{"dtype":"F32","shape":[1000000,1024],)"
                                     R"("data_offsets":[0,4096000000]}})",
                                     0));
        const auto promised = pe::listMatrixTables(huge.toStdString());
        QCOMPARE(promised.size(), std::size_t(1));
        QCOMPARE(promised[0].rows, std::int64_t(1000000));
        QCOMPARE(promised[0].cols, std::int64_t(1024));

        const QString npy = dir_.filePath("t.npy");
        std::ostringstream bytes;
        QVERIFY(pe::writeNpy(bytes, pe::Matrix::Zero(4, 3)));
        writeBytes(npy, bytes.str());
        const auto array = pe::listMatrixTables(npy.toStdString());
        QCOMPARE(array.size(), std::size_t(1));
        QVERIFY(array[0].tensor.empty());
        QCOMPARE(array[0].rows, std::int64_t(4));
        QCOMPARE(array[0].cols, std::int64_t(3));
        QCOMPARE(QString::fromStdString(array[0].dtype), QStringLiteral("<f8"));

        const QString bad = dir_.filePath("bad.safetensors");
        writeBytes(bad, safetensors(R"({"w":{"dtype":"F32",}})", 0));
        try {
            pe::listMatrixTables(bad.toStdString());
            QFAIL("a broken header was listed");
        } catch (const pe::MatrixFileError& e) {
            QVERIFY2(QString(e.what()).contains("bad.safetensors"), e.what());
        }
    }

    // The chooser lists from the same header parsers as the readers, as strictly: a header
    // that parses but is wrong is named, not listed.
    void aHeaderThatParsesButIsWrongIsNotListed_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("says");
        const std::string json = R"({"w":{"dtype":"F32","shape":[1,2],"data_offsets":[0,8]}})";
        auto row = [](const char* name, const char* file, const std::string& b, const char* says) {
            QTest::newRow(name) << QString(file) << QByteArray(b.data(), qsizetype(b.size()))
                                << QString(says);
        };
        row("safetensors: text after the JSON", "a.safetensors",
            fileBytes::safetensors(json + " x", std::string(8, '\0')),
            "text after the header's object");
        row("safetensors: a tensor listed twice", "b.safetensors",
            fileBytes::safetensors(json.substr(0, json.size() - 1) + "," + json.substr(1),
                                   std::string(8, '\0')),
            "the tensor 'w' is listed twice");
        row("npy: text after the dict", "c.npy",
            fileBytes::npy(1, fileBytes::npyDict("<f8", "False", "(1, 2)") + " x",
                           std::string(16, '\0')),
            "text after the dictionary");
        row("npy: a leading zero", "d.npy",
            fileBytes::npy(1, fileBytes::npyDict("<f8", "False", "(01, 2)"), std::string(16, '\0')),
            "a dimension with a leading zero");
    }
    void aHeaderThatParsesButIsWrongIsNotListed() {
        QFETCH(QString, file);
        QFETCH(QByteArray, bytes);
        QFETCH(QString, says);
        const QString path = dir_.filePath(file);
        writeBytes(path, bytes.toStdString());
        try {
            const auto tables = pe::listMatrixTables(path.toStdString());
            QFAIL(qPrintable(QString("listed %1 tables").arg(tables.size())));
        } catch (const pe::MatrixFileError& e) {
            QVERIFY2(QString(e.what()).startsWith(path) && QString(e.what()).contains(says),
                     e.what());
        }
    }
};

QTEST_APPLESS_MAIN(TestMatrixTables)
#include "test_matrix_tables.moc"

// File > Export data: the same CSV/NPY as `dump`, read back equal to the engine's matrices;
// failures leave no file.

#include "data_export.h"
#include "matrix_io.h"
#include "similarity.h"

#include <QTemporaryDir>
#include <QtTest>
#include <fstream>

namespace {

std::optional<pe::Matrix> readBack(const QString& path, bool npy) {
    std::ifstream in(path.toStdString(), std::ios::binary);
    return npy ? pe::readNpy(in) : pe::readCsv(in);
}

pe::EncodingParams params() {
    pe::EncodingParams p;
    p.length = 50;
    p.dim = 13;
    p.base = 300.0;
    p.layout = pe::Layout::Concatenated;
    return p;
}

} // namespace

class TestDataExport : public QObject {
    Q_OBJECT
  private slots:
    void readsBackEqual() {
        QTemporaryDir dir;
        const pe::EncodingParams p = params();
        const std::pair<DataKind, pe::Matrix> cases[] = {
            {DataKind::Encoding, pe::sinusoidalEncoding(p)},
            {DataKind::Similarity, pe::similarity(p, pe::Metric::Euclidean)},
            {DataKind::Frequencies, pe::frequencyTable(p)}};
        for (const auto& [kind, expected] : cases)
            for (bool npy : {false, true}) {
                const QString path = dir.filePath(QString("m%1.%2").arg(int(kind)).arg(npy ? "npy" : "csv"));
                QString error;
                QVERIFY2(exportData(kind, p, pe::Metric::Euclidean, npy, path, &error),
                         qPrintable(error));
                const auto back = readBack(path, npy);
                QVERIFY(back);
                QCOMPARE(*back, expected);
            }
    }

    void failuresLeaveNoFile() {
        QTemporaryDir dir;
        QString error;
        const QString missing = dir.filePath("nope/pe.csv");
        QVERIFY(!exportData(DataKind::Encoding, params(), pe::Metric::Cosine, false, missing, &error));
        QVERIFY(error.contains("nope"));
        pe::EncodingParams huge = params();
        huge.length = 200000;
        const QString path = dir.filePath("sim.npy");
        QVERIFY(!exportData(DataKind::Similarity, huge, pe::Metric::Cosine, true, path, &error));
        QVERIFY2(error.contains("memory budget"), qPrintable(error));
        QVERIFY(QDir(dir.path()).isEmpty());
    }
};

QTEST_APPLESS_MAIN(TestDataExport)
#include "test_data_export.moc"

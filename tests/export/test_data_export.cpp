// SPDX-License-Identifier: GPL-3.0-or-later
// File > Export data: the same CSV/NPY as `dump`, read back equal to the engine's matrices;
// failures leave no file.

#include "core/matrix_io.h"
#include "core/similarity.h"
#include "ui/export/data_export.h"

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

DataRequest request(const pe::EncodingParams& p, pe::Metric metric) {
    DataRequest r;
    r.params = p;
    r.metric = metric;
    return r;
}

} // namespace

class TestDataExport : public QObject {
    Q_OBJECT
  private slots:
    void readsBackEqual() {
        QTemporaryDir dir;
        const pe::EncodingParams p = params();
        const std::pair<DataSubject, pe::Matrix> cases[] = {
            {DataSubject::Encoding, pe::sinusoidalEncoding(p)},
            {DataSubject::Similarity, pe::similarity(p, pe::Metric::Euclidean)},
            {DataSubject::Frequencies, pe::frequencyTable(p)}};
        for (const auto& [kind, expected] : cases)
            for (bool npy : {false, true}) {
                const QString path =
                    dir.filePath(QString("m%1.%2").arg(int(kind)).arg(npy ? "npy" : "csv"));
                QString error;
                QVERIFY2(exportData(kind, request(p, pe::Metric::Euclidean), npy, path, &error),
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
        QVERIFY(!exportData(DataSubject::Encoding, request(params(), pe::Metric::Cosine), false,
                            missing, &error));
        QVERIFY(error.contains("nope"));
        // Streamed, a similarity of any L fits in memory; 8 TB do not fit the disk, which is
        // said before a byte is written.
        pe::EncodingParams huge = params();
        huge.length = 1000000;
        const QString path = dir.filePath("sim.npy");
        QVERIFY(!exportData(DataSubject::Similarity, request(huge, pe::Metric::Cosine), true, path,
                            &error));
        QVERIFY2(error.contains("1000000 x 1000000 values") && error.contains("free on"),
                 qPrintable(error));
        QVERIFY(QDir(dir.path()).isEmpty());
        // Stopped half way (the dialog's Cancel), the export leaves no file either.
        pe::EncodingParams large = params();
        large.length = 3000;
        QVERIFY(!exportData(
            DataSubject::Similarity, request(large, pe::Metric::Cosine), false, path, &error,
            [](std::int64_t done, std::int64_t total) { return done < total / 2; }));
        QVERIFY2(error.contains("stopped"), qPrintable(error));
        QVERIFY(QDir(dir.path()).isEmpty());
        // The principal components and the spectrum are computed whole before their first
        // row: stopped while they are computed (the job's stop), no file either.
        // Wide enough for the iterative components, which ask between their passes.
        pe::EncodingParams wide = large;
        wide.dim = 256;
        for (DataSubject subject :
             {DataSubject::Pca, DataSubject::ExplainedVariance, DataSubject::Spectrum}) {
            DataRequest r = request(wide, pe::Metric::Cosine);
            int asked = 0;
            r.stop = [&asked] { return ++asked >= 2; };
            const QString whole = dir.filePath("whole.csv");
            error.clear();
            QVERIFY2(
                !exportData(subject, r, false, whole, &error),
                qPrintable(QStringLiteral("subject %1 asked %2").arg(int(subject)).arg(asked)));
            QVERIFY2(error.contains("stopped"), qPrintable(error));
            QVERIFY(asked >= 2);
            QVERIFY(QDir(dir.path()).isEmpty());
        }
    }
};

QTEST_APPLESS_MAIN(TestDataExport)
#include "test_data_export.moc"

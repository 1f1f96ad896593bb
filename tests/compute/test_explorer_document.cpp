// SPDX-License-Identifier: GPL-3.0-or-later
// The explorer's document: every change told once by `changed`, the selection fitted to the
// parameters as its rules say, the band restricting only while there is one, a scene kept
// only while it fits. Expected values are written out here from the rules' own statements.

#include "ui/compute/explorer_document.h"

#include <QSignalSpy>
#include <QtTest>

namespace {

pe::EncodingParams sized(std::int64_t length, std::int64_t dim) {
    pe::EncodingParams p;
    p.length = length;
    p.dim = dim;
    return p;
}

} // namespace

class TestExplorerDocument : public QObject {
    Q_OBJECT
  private slots:
    void eachChangeIsToldOnce() {
        ExplorerDocument document;
        QSignalSpy changed(&document, &ExplorerDocument::changed);
        document.setParameters(sized(64, 16), pe::Metric::Dot);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(document.params().length, std::int64_t(64));
        QVERIFY(document.metric() == pe::Metric::Dot);

        // A selection past a shorter L: fitted, and still one change.
        Selection far = document.selection();
        far.p = 60;
        far.q = 63;
        QVERIFY(document.selectionModel()->set(far));
        QCOMPARE(changed.size(), 2);
        document.setParameters(sized(10, 16), pe::Metric::Dot);
        QCOMPARE(changed.size(), 3);
        QCOMPARE(document.selection().p, std::int64_t(9));
        QCOMPARE(document.selection().q, std::int64_t(9));

        // The parameters alone, the selection untouched: one change too.
        document.setParameters(sized(10, 16), pe::Metric::Cosine);
        QCOMPARE(changed.size(), 4);
        document.setBandOnly(true);
        QCOMPARE(changed.size(), 5);
        document.setBandOnly(true); // no change, nothing told
        QCOMPARE(changed.size(), 5);
    }

    void aStateComesBackWhole() {
        ExplorerDocument document;
        document.setParameters(sized(128, 32), pe::Metric::Cosine);
        ExplorerState state = document.state();
        state.params = sized(20, 8);
        state.metric = pe::Metric::Euclidean;
        state.selection.p = 19;
        state.selection.waveDims = {1, 5};
        state.selection.farQ = 12;
        auto table = std::make_shared<const pe::Matrix>(pe::Matrix::Ones(20, 8));
        state.table = table;
        state.tableName = QStringLiteral("ones.npy");
        QSignalSpy changed(&document, &ExplorerDocument::changed);
        document.setState(state);
        QCOMPARE(changed.size(), 1);
        QVERIFY(document.state() == state);
        QCOMPARE(document.table(), table);
        QCOMPARE(document.tableName(), QStringLiteral("ones.npy"));
        // Recorded waveforms stay as they were: they do not follow D as a new D's do.
        QCOMPARE(document.selection().waveDims, (std::vector<std::int64_t>{1, 5}));
    }

    void theBandRestrictsOnlyWhileThereIsOne() {
        ExplorerDocument document;
        document.setParameters(sized(64, 32), pe::Metric::Cosine);
        document.setBandOnly(true);
        QVERIFY(!document.similarityBand());
        Selection banded = document.selection();
        banded.bandFirst = 4;
        banded.bandLast = 11;
        QVERIFY(document.selectionModel()->set(banded));
        QVERIFY(document.similarityBand());
        QCOMPARE(document.similarityBand()->first, std::int64_t(4));
        QCOMPARE(document.similarityBand()->last, std::int64_t(11));
        document.setBandOnly(false);
        QVERIFY(!document.similarityBand());
    }

    // A sentence's tokens label positions only while L stays within the sentence.
    void aSceneEndsWhenLRunsPastIt() {
        ExplorerDocument document;
        ExplorerState state;
        state.params = sized(3, 8);
        state.scene.tokens = {"I", "love", "you"};
        document.setState(state);
        QCOMPARE(document.scene().tokens.size(), std::size_t(3));
        document.setParameters(sized(2, 8), pe::Metric::Cosine);
        QCOMPARE(document.scene().tokens.size(), std::size_t(3));
        document.setParameters(sized(4, 8), pe::Metric::Cosine);
        QVERIFY(document.scene().tokens.empty());
    }
};

QTEST_GUILESS_MAIN(TestExplorerDocument)
#include "test_explorer_document.moc"

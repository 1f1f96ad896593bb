// SPDX-License-Identifier: GPL-3.0-or-later
// The toy embedding: UTF-8 tokenising (English and Chinese), vectors fixed per (word,
// seed), the paper's sqrt(D) scale, and E + PE with a clear error when D differs.

#include "core/parameter_validation.h"
#include "core/seeded_random.h"
#include "core/sinusoidal_encoding.h"
#include "core/toy_embedding.h"

#include "tests/test_params.h"

#include <QtTest>
#include <cmath>

using Strings = std::vector<std::string>;

namespace {

using pe_test::params;

} // namespace

class TestToyEmbedding : public QObject {
    Q_OBJECT
  private slots:
    void splitsOnWhitespace() {
        QVERIFY(pe::splitWords("I love you") == (Strings{"I", "love", "you"}));
        QVERIFY(pe::splitWords("我 爱 你") == (Strings{"我", "爱", "你"}));
        QVERIFY(pe::splitWords("我　爱　你") == (Strings{"我", "爱", "你"})); // U+3000
        QVERIFY(pe::splitWords("  a\t\tb \n") == (Strings{"a", "b"}));
        QVERIFY(pe::splitWords(" \t ").empty());
        // Without spaces Chinese is one "word": that is what splitCharacters is for.
        QCOMPARE(pe::splitWords("我是一条狗").size(), std::size_t(1));
    }

    void splitsChineseIntoCharacters() {
        QVERIFY(pe::splitCharacters("我是一条狗") == (Strings{"我", "是", "一", "条", "狗"}));
        QVERIFY(pe::splitCharacters("我 爱") == (Strings{"我", "爱"}));
        // 1-, 2-, 3- and 4-byte characters.
        QVERIFY(pe::splitCharacters("aé中😀") == (Strings{"a", "é", "中", "😀"}));
        try {
            pe::splitCharacters("ok\xE6\x88");
            QFAIL("a truncated UTF-8 sequence must throw");
        } catch (const pe::ParameterError& e) {
            QCOMPARE(QString::fromStdString(e.field()), QString("text"));
        }
        QVERIFY_THROWS_EXCEPTION(pe::ParameterError, pe::splitCharacters("\x80"));
    }

    void fnv1aMatchesPublishedVectors() {
        // Test vectors of the FNV reference (isthe.com/chongo/tech/comp/fnv).
        QCOMPARE(pe::fnv1a64(""), std::uint64_t(0xcbf29ce484222325ull));
        QCOMPARE(pe::fnv1a64("a"), std::uint64_t(0xaf63dc4c8601ec8cull));
        QCOMPARE(pe::fnv1a64("foobar"), std::uint64_t(0x85944171f73967e8ull));
    }

    void vectorsAreFixedPerWordAndSeed() {
        const pe::Matrix e = pe::toyEmbedding({"you", "love", "you"}, 16, 1);
        QCOMPARE(e.rows(), 3);
        QCOMPARE(e.cols(), 16);
        QVERIFY(e.row(0) == e.row(2)); // the same word, the same vector
        QVERIFY((e.row(0) - e.row(1)).cwiseAbs().maxCoeff() > 0.1);
        QVERIFY(e.row(1) == pe::wordVector("love", 16, 1));
        QVERIFY(
            (pe::wordVector("love", 16, 2) - pe::wordVector("love", 16, 1)).cwiseAbs().maxCoeff() >
            0.1);
        QVERIFY((pe::wordVector("爱", 16, 1) - pe::wordVector("你", 16, 1)).cwiseAbs().maxCoeff() >
                0.1);
    }

    void scaleBySqrtD() {
        const Eigen::RowVectorXd plain = pe::wordVector("love", 512, 3);
        const Eigen::RowVectorXd scaled = pe::wordVector("love", 512, 3, true);
        QVERIFY((scaled - std::sqrt(512.0) * plain).cwiseAbs().maxCoeff() < 1e-12);
        // N(0, 1) entries: |e|^2 is about D, against |PE|^2 = D/2; scaled, about D^2.
        QVERIFY(std::abs(plain.squaredNorm() / 512.0 - 1.0) < 0.25);
    }

    void modelInputIsEmbeddingPlusPositional() {
        const Strings words = pe::splitWords("I love you");
        const pe::ModelInput input = pe::buildModelInput(words, params(99, 8), 5);
        const pe::Matrix expectedPe = pe::sinusoidalEncoding(params(3, 8));
        QVERIFY(input.positional == expectedPe);
        QVERIFY(input.embedding == pe::toyEmbedding(words, 8, 5));
        QVERIFY((input.sum - (input.embedding + expectedPe)).cwiseAbs().maxCoeff() == 0.0);
    }

    void mismatchedDimensionIsNamed() {
        try {
            pe::addPositional(pe::toyEmbedding({"a", "b"}, 4, 1),
                              pe::sinusoidalEncoding(params(2, 8)));
            QFAIL("D mismatch must throw");
        } catch (const pe::ParameterError& e) {
            QCOMPARE(QString::fromStdString(e.field()), QString("dim"));
            const QString message = QString::fromStdString(e.what());
            QVERIFY2(message.contains("D = 4") && message.contains("D = 8"), qPrintable(message));
        }
        try {
            pe::addPositional(pe::toyEmbedding({"a", "b", "c"}, 4, 1),
                              pe::sinusoidalEncoding(params(2, 4)));
            QFAIL("too few positions must throw");
        } catch (const pe::ParameterError& e) {
            QCOMPARE(QString::fromStdString(e.field()), QString("length"));
        }
        QVERIFY_THROWS_EXCEPTION(pe::ParameterError, pe::toyEmbedding({}, 4, 1));
        QVERIFY_THROWS_EXCEPTION(pe::ParameterError, pe::wordVector("a", 0, 1));
    }
};

QTEST_APPLESS_MAIN(TestToyEmbedding)
#include "test_toy_embedding.moc"

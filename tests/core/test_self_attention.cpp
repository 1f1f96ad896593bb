// SPDX-License-Identifier: GPL-3.0-or-later
// Attention without positions is permutation equivariant: attention(P X) = P attention(X).
// Adding a positional encoding breaks it. Plus the layer itself against its definition.

#include "core/parameter_validation.h"
#include "core/seeded_random.h"
#include "core/self_attention.h"
#include "core/sinusoidal_encoding.h"

#include <QtTest>
#include <cmath>

namespace {

const std::vector<std::int64_t> kOrder = {2, 0, 4, 1, 3};

pe::Matrix tokens() {
    return pe::gaussianMatrix(5, 8, 99, 1.0);
}

pe::Matrix positional(std::int64_t L, std::int64_t D) {
    pe::EncodingParams p;
    p.length = L;
    p.dim = D;
    return pe::sinusoidalEncoding(p);
}

} // namespace

class TestSelfAttention : public QObject {
    Q_OBJECT
  private slots:
    void matchesTheDefinition() {
        const pe::AttentionWeights w = pe::randomAttentionWeights(8, 4, 1);
        const pe::Matrix x = tokens();
        const pe::AttentionResult r = pe::selfAttention(x, w);
        QCOMPARE(r.output.rows(), 5);
        QCOMPARE(r.output.cols(), 4);
        // One entry by hand: softmax over row 1 of q_1 . k_j / sqrt(4), then weights * V.
        const Eigen::RowVectorXd q1 = x.row(1) * w.wq;
        std::vector<double> e(5);
        double total = 0.0;
        for (int j = 0; j < 5; ++j) {
            const double score = q1.dot(x.row(j) * w.wk) / 2.0;
            QVERIFY(std::abs(r.scores(1, j) - score) < 1e-12);
            total += e[j] = std::exp(score);
        }
        Eigen::RowVectorXd out = Eigen::RowVectorXd::Zero(4);
        for (int j = 0; j < 5; ++j) {
            QVERIFY(std::abs(r.weights(1, j) - e[j] / total) < 1e-12);
            out += (e[j] / total) * (x.row(j) * w.wv);
        }
        QVERIFY((r.output.row(1) - out).cwiseAbs().maxCoeff() < 1e-12);
        for (int i = 0; i < 5; ++i)
            QVERIFY(std::abs(r.weights.row(i).sum() - 1.0) < 1e-12);
    }

    void weightsFollowTheSeed() {
        const auto a = pe::randomAttentionWeights(8, 4, 1), b = pe::randomAttentionWeights(8, 4, 1);
        const auto c = pe::randomAttentionWeights(8, 4, 2);
        QVERIFY(a.wq == b.wq && a.wk == b.wk && a.wv == b.wv);
        QVERIFY(a.wq != c.wq);
        QVERIFY(a.wq != a.wk && a.wk != a.wv); // three independent matrices
    }

    void withoutPositionsOrderDoesNotMatter() {
        const auto w = pe::randomAttentionWeights(8, 8, 7);
        const pe::Matrix x = tokens();
        const pe::AttentionResult plain = pe::selfAttention(x, w);
        const pe::AttentionResult permuted = pe::selfAttention(pe::permuteRows(x, kOrder), w);
        const double diff =
            pe::maxAbsDifference(permuted.output, pe::permuteRows(plain.output, kOrder));
        QVERIFY2(diff < 1e-12, qPrintable(QString::number(diff)));
        // Not trivially: the permuted input does give different rows in each place.
        QVERIFY(pe::maxAbsDifference(permuted.output, plain.output) > 1e-3);
    }

    void withPositionsOrderMatters() {
        const auto w = pe::randomAttentionWeights(8, 8, 7);
        const pe::Matrix x = tokens(), p = positional(5, 8);
        const pe::Matrix permutedInput = pe::permuteRows(x, kOrder) + p; // PE stays in place
        const pe::AttentionResult a = pe::selfAttention(x + p, w);
        const pe::AttentionResult b = pe::selfAttention(permutedInput, w);
        const double diff = pe::maxAbsDifference(b.output, pe::permuteRows(a.output, kOrder));
        QVERIFY2(diff > 1e-3, qPrintable(QString::number(diff)));
    }

    void permuteRowsReordersAndValidates() {
        const pe::Matrix x = tokens();
        const pe::Matrix y = pe::permuteRows(x, kOrder);
        for (int r = 0; r < 5; ++r)
            QVERIFY(y.row(r) == x.row(kOrder[r]));
        QVERIFY_THROWS_EXCEPTION(pe::ParameterError, pe::permuteRows(x, {0, 1, 2, 3}));
        QVERIFY_THROWS_EXCEPTION(pe::ParameterError, pe::permuteRows(x, {0, 1, 1, 3, 4}));
        QVERIFY_THROWS_EXCEPTION(pe::ParameterError, pe::permuteRows(x, {0, 1, 2, 3, 5}));
        QVERIFY(std::isinf(pe::maxAbsDifference(x, x.topRows(2))));
    }

    void refusesMismatchedWidths() {
        const auto w = pe::randomAttentionWeights(8, 4, 1);
        try {
            pe::selfAttention(pe::gaussianMatrix(3, 6, 1, 1.0), w);
            QFAIL("D mismatch must throw");
        } catch (const pe::ParameterError& e) {
            QCOMPARE(QString::fromStdString(e.field()), QString("dim"));
        }
        QVERIFY_THROWS_EXCEPTION(pe::ParameterError, pe::randomAttentionWeights(0, 4, 1));
    }
};

QTEST_APPLESS_MAIN(TestSelfAttention)
#include "test_self_attention.moc"

// The teaching tabs show the engine's numbers and reject bad input with a message.
#include "ui/teaching/alibi_view.h"
#include "ui/teaching/attention_permutation_view.h"
#include "ui/teaching/binary_counter_widget.h"
#include "ui/teaching/clock_grid.h"
#include "ui/teaching/embedding_view.h"
#include "ui/teaching/learned_view.h"
#include "ui/teaching/lesson_window.h"
#include "ui/teaching/matrix_heatmap.h"
#include "ui/teaching/phasor_clock_view.h"
#include "ui/teaching/rope_view.h"

#include <QtTest>
#include <cmath>

class TestTeachingViews : public QObject {
    Q_OBJECT
  private slots:
    void learnedTableRefusesLongerSequences() {
        LearnedView view;
        view.setMaxLength(32);
        view.setLength(24);
        QVERIFY(view.errorText().isEmpty());
        QCOMPARE(view.learnedRows(), std::int64_t(24));
        view.setLength(40);
        QVERIFY2(view.errorText().contains(QStringLiteral("IndexError")),
                 qPrintable(view.errorText()));
        QVERIFY(view.errorText().contains(QStringLiteral("40")));
        QCOMPARE(view.sinusoidalRows(), std::int64_t(40)); // the formula extrapolates
        QCOMPARE(view.learnedRows(), std::int64_t(24));    // last valid state kept
        view.setLength(32);
        QVERIFY(view.errorText().isEmpty());
    }

    void alibiSlopesForEightHeads() {
        AlibiView view;
        view.setHeads(8);
        QCOMPARE(view.slopes().size(), std::size_t(8));
        for (int h = 0; h < 8; ++h)
            QCOMPARE(view.slopes()[std::size_t(h)], std::ldexp(1.0, -(h + 1)));
        QVERIFY(view.slopeLines()[7].contains(QStringLiteral("1/256")));
        view.setHeads(6); // not a power of two
        QCOMPARE(view.slopes().size(), std::size_t(6));
        QCOMPARE(view.slopeLines().size(), 6);
        view.setHead(6);
        QCOMPARE(view.biasMap()->rows(), std::int64_t(16));
    }

    void attentionIgnoresOrderWithoutPe() {
        AttentionPermutationView view;
        view.setText(QStringLiteral("the cat sat on a mat"));
        QCOMPARE(view.order().size(), std::size_t(6));
        QVERIFY2(view.differenceWithoutPe() < 1e-12,
                 qPrintable(QString::number(view.differenceWithoutPe())));
        QVERIFY2(view.differenceWithPe() > 1e-3,
                 qPrintable(QString::number(view.differenceWithPe())));
        view.shuffleOrder();
        QVERIFY(view.differenceWithoutPe() < 1e-12);
        const auto kept = view.order();
        view.setOrder(QStringLiteral("0 0 1 2 3 4"));
        QVERIFY2(view.errorText().contains(QStringLiteral("order")), qPrintable(view.errorText()));
        QVERIFY(view.order() == kept);
    }

    void ropeConventionsAgreeAndScoresDependOnDistance() {
        RopeView view;
        view.setDim(64);
        view.setPositions(7, 3);
        QVERIFY(view.errorText().isEmpty());
        QVERIFY2(view.conventionDifference() < 1e-9,
                 qPrintable(QString::number(view.conventionDifference())));
        const double s = view.score();
        view.setPositions(107, 103);
        QVERIFY(std::abs(view.score() - s) < 1e-9);
        view.setPositions(7, 7);
        QVERIFY(std::abs(view.score() - 64.0) < 1e-9); // all ones, distance 0: D
        view.setDim(63);
        QVERIFY2(view.errorText().contains(QStringLiteral("63")), qPrintable(view.errorText()));
    }

    void embeddingPlusPe() {
        EmbeddingView view;
        view.setDim(16);
        view.setText(QStringLiteral("我是一条狗"));
        QCOMPARE(view.tokens().size(), 5);
        view.setText(QStringLiteral("I love you"));
        QCOMPARE(view.tokens(), (QStringList{"I", "love", "you"}));
        const pe::ModelInput& input = view.input();
        QCOMPARE(input.positional(0, 1), 1.0); // cos 0
        QCOMPARE(input.positional(1, 0), std::sin(1.0));
        QCOMPARE(pe::Matrix(input.sum - input.embedding - input.positional).cwiseAbs().maxCoeff(),
                 0.0);
        const pe::Matrix plain = input.embedding;
        view.setScaleBySqrtD(true); // x sqrt(16)
        QVERIFY((view.input().embedding - 4.0 * plain).cwiseAbs().maxCoeff() < 1e-12);
        view.setText(QStringLiteral("   "));
        QVERIFY(!view.errorText().isEmpty());
        QCOMPARE(view.tokens().size(), 3); // last valid kept
    }

    void phasorHandsAndCounterFollowThePosition() {
        PhasorClockView view;
        view.setDim(16);
        view.setPosition(5);
        const auto& hands = view.clocks()->hands();
        QCOMPARE(hands.size(), std::size_t(8));
        QCOMPARE(hands[0].angle, 5.0); // omega_0 = 1
        QCOMPARE(hands[0].x, std::cos(5.0));
        QCOMPARE(view.counter()->bitString(), QStringLiteral("000101")); // 64 positions: 6 bits
        view.togglePlay();
        QVERIFY(view.isPlaying());
        QTRY_VERIFY_WITH_TIMEOUT(view.position() > 5, 2000);
        view.togglePlay();
        QVERIFY(!view.isPlaying());
    }

    void panelHasOneTabPerLesson() {
        LessonWindow panel;
        QCOMPARE(panel.count(), 7);
        QCOMPARE(std::size_t(panel.count()), lessonTable().size());
        panel.showLesson(Lesson::Alibi);
        QCOMPARE(panel.currentWidget(), static_cast<QWidget*>(panel.alibiView()));
    }
};

QTEST_MAIN(TestTeachingViews)
#include "test_teaching_views.moc"

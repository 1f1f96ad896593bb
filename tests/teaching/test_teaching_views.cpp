// SPDX-License-Identifier: GPL-3.0-or-later
// The teaching tabs show the engine's numbers and reject bad input with a message.
#include "hang.h"
#include "ui/teaching/alibi_view.h"
#include "ui/teaching/attention_permutation_view.h"
#include "ui/teaching/binary_counter_widget.h"
#include "ui/teaching/clock_grid.h"
#include "ui/teaching/context_extension_view.h"
#include "ui/teaching/embedding_view.h"
#include "ui/teaching/learned_view.h"
#include "ui/teaching/lesson_window.h"
#include "ui/teaching/matrix_heatmap.h"
#include "ui/teaching/phasor_clock_view.h"
#include "ui/teaching/rope_view.h"
#include "ui/views/display_scale.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QPushButton>
#include <QSpinBox>
#include <QtTest>
#include <cmath>
#include <qcustomplot.h>

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

    void typingALengthIsOneChange() {
        LearnedView view; // table of 32 rows, L = 24
        view.show();
        QSpinBox* length = view.lengthBox();
        QTest::mouseClick(length, Qt::LeftButton, {}, QPoint(8, length->height() / 2));
        QTest::keyClick(length, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(length, QStringLiteral("40"));
        QTest::keyClick(length, Qt::Key_Return);
        QVERIFY(view.errorText().contains(QStringLiteral("40")));
        // The rows on screen are those of L = 24, not of the "4" typed on the way to 40.
        QCOMPARE(view.learnedRows(), std::int64_t(24));
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

    void alibiMasksTheFutureUnlessToldNot() {
        AlibiView view;
        view.setHeads(8);
        view.setHead(2); // slope 1/4
        QCPColorMapData* cells = view.biasMap()->colorMap()->data();
        // Cell (key j, query i): a query sees keys up to itself, -m (i - j); later keys masked.
        QCOMPARE(cells->cell(2, 5), -0.25 * 3);
        QVERIFY(std::isnan(cells->cell(5, 2)));
        QVERIFY(view.biasMap()->title().contains(QStringLiteral("masked")));
        view.show();
        QCheckBox* causal = view.causalBox();
        QTest::mouseClick(causal, Qt::LeftButton, {}, QPoint(8, causal->height() / 2));
        QVERIFY(!causal->isChecked());
        cells = view.biasMap()->colorMap()->data();
        QCOMPARE(cells->cell(5, 2), -0.25 * 3); // two-sided: the encoder form
        QCOMPARE(view.biasMap()->colorMap()->dataRange().lower, -0.25 * 15);
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
        view.show();
        QPushButton* play = view.playButton();
        QTest::mouseClick(play, Qt::LeftButton);
        QVERIFY(view.isPlaying());
        QTRY_VERIFY_WITH_TIMEOUT(view.position() > 5, kHangMs);
        // Every character of the button is in its font (no missing-glyph box), and it has
        // the style's pause icon.
        const QFontMetrics metrics(play->font());
        for (const QChar c : play->text())
            QVERIFY2(metrics.inFont(c), qPrintable(QString("U+%1").arg(c.unicode(), 4, 16)));
        QVERIFY(!play->icon().isNull());
        QTest::mouseClick(play, Qt::LeftButton);
        QVERIFY(!view.isPlaying());
    }

    // A clock's period is read aloud in class: plain digits, never an exponent.
    void phasorPeriodsInPlainDigits() {
        PhasorClockView view;
        view.setDim(16);
        const ClockGrid* clocks = view.clocks();
        QCOMPARE(clocks->hands().size(), std::size_t(8));
        // Pair 7 of D = 16, base 10000: period 2 pi 10000^(14/16), about 19869.
        const QString slowest = clocks->handLabel(7);
        QVERIFY2(slowest.endsWith(QStringLiteral("period 19869")), qPrintable(slowest));
        for (std::size_t i = 0; i < clocks->hands().size(); ++i)
            QVERIFY2(!clocks->handLabel(i)
                          .section(QLatin1Char(' '), -1)
                          .contains(QLatin1Char('e'), Qt::CaseInsensitive),
                     qPrintable(clocks->handLabel(i)));
        QVERIFY2(clocks->handLabel(0).endsWith(QStringLiteral("period 6.28")),
                 qPrintable(clocks->handLabel(0)));
    }

    // The clocks' labels grow with the window's text (View > Zoom in text) as the rest of the
    // lesson's text does, and never wider than their clock.
    void phasorLabelsFollowTheTextSize() {
        PhasorClockView view;
        view.setDim(16);
        const ClockGrid* clocks = view.clocks();
        DisplayScale::instance().setZoom(1.0);
        const double normal = clocks->labelFont(400).pointSizeF();
        DisplayScale::instance().setZoom(2.0);
        const double large = clocks->labelFont(400).pointSizeF();
        QVERIFY2(std::abs(large - 2 * normal) < 0.01,
                 qPrintable(QStringLiteral("%1 pt at 200%, %2 at 100%").arg(large).arg(normal)));
        QVERIFY(QFontMetrics(clocks->labelFont(100))
                    .horizontalAdvance(clocks->handLabel(7).section(QLatin1Char('\n'), -1)) <= 100);
        DisplayScale::instance().setZoom(1.0);
    }

    // The context extension's fields write a number as it is typed: the base 500000, the factor
    // 8, never "500000.0" or "8.000"; a factor of 1.5 still 1.5, and typing still works.
    void contextExtensionNumbersInPlainDigits() {
        ContextExtensionView view; // Llama 3.1 8B: base 500000, factor 8
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view, kHangMs));
        auto* base = view.findChild<QDoubleSpinBox*>(QStringLiteral("base"));
        auto* factor = view.findChild<QDoubleSpinBox*>(QStringLiteral("factor"));
        QVERIFY(base && factor);
        QCOMPARE(base->text(), QStringLiteral("500000"));
        QCOMPARE(factor->text(), QStringLiteral("8"));
        factor->setValue(1.5);
        QCOMPARE(factor->text(), QStringLiteral("1.5"));
        factor->setFocus();
        factor->selectAll();
        QTest::keyClicks(factor, QStringLiteral("2.25"));
        QTest::keyClick(factor, Qt::Key_Return);
        QCOMPARE(factor->value(), 2.25);
        QCOMPARE(factor->text(), QStringLiteral("2.25"));
        base->selectAll();
        QTest::keyClicks(base, QStringLiteral("10000"));
        QTest::keyClick(base, Qt::Key_Return);
        QCOMPARE(base->value(), 10000.0);
        QCOMPARE(base->text(), QStringLiteral("10000"));
    }

    // A lesson's matrix changes while its colour range stays [-1, 1]: the cells on screen
    // must be the new ones, not the image drawn for the old matrix.
    void aNewMatrixInTheSameRangeIsDrawn() {
        MatrixHeatmap heatmap;
        heatmap.resize(400, 300);
        heatmap.show();
        QVERIFY(QTest::qWaitForWindowExposed(&heatmap, kHangMs));
        pe::Matrix matrix(4, 6);
        matrix.setConstant(-1.0);
        matrix(0, 0) = 1.0; // the range is [-1, 1] both times
        heatmap.setMatrix(matrix);
        QCustomPlot* plot = heatmap.plot();
        plot->replot();
        const QPoint cell(int(plot->xAxis->coordToPixel(3)), int(plot->yAxis->coordToPixel(2)));
        const QColor before = plot->toPixmap().toImage().pixelColor(cell);
        matrix.setConstant(1.0);
        matrix(0, 0) = -1.0;
        heatmap.setMatrix(matrix);
        plot->replot();
        const QColor after = plot->toPixmap().toImage().pixelColor(cell);
        const QCPColorMap* map = heatmap.colorMap();
        QCOMPARE(before, map->gradient().color(-1.0, map->dataRange()));
        QCOMPARE(after, map->gradient().color(1.0, map->dataRange()));
    }

    void panelHasOneTabPerLesson() {
        LessonWindow panel;
        QCOMPARE(panel.count(), 8);
        QCOMPARE(std::size_t(panel.count()), lessonTable().size());
        panel.showLesson(Lesson::Alibi);
        QCOMPARE(panel.currentWidget(), static_cast<QWidget*>(panel.alibiView()));
    }
};

QTEST_MAIN(TestTeachingViews)
#include "test_teaching_views.moc"

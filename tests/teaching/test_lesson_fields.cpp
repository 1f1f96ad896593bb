// SPDX-License-Identifier: GPL-3.0-or-later
// The number fields of the lessons and of the formula inspector, typed into as a person types
// (Ctrl+A, the text, Enter): what is typed is taken exactly (1e3, 1,000, 1 000, full-width
// digits) or refused, the field red, one line naming the value and the range, the value in
// force kept and nothing recomputed. Every number field there is such a field, and its
// tooltip states its range. The field is found by its caption, as a person finds it.

#include "typing.h"
#include "ui/teaching/alibi_view.h"
#include "ui/teaching/attention_permutation_view.h"
#include "ui/teaching/embedding_view.h"
#include "ui/teaching/formula_inspector.h"
#include "ui/teaching/learned_view.h"
#include "ui/teaching/phasor_clock_view.h"
#include "ui/teaching/rope_view.h"
#include "ui/views/compact_spin_box.h"
#include "ui/views/whole_spin_box.h"

#include <QDoubleSpinBox>
#include <QLabel>
#include <QSpinBox>
#include <QtTest>
#include <memory>

namespace {

using typing::hover;
using typing::isRed;
using typing::typeInto;

const QStringList kLessons = {"phasor",    "learned",   "alibi",    "rope",
                              "embedding", "attention", "inspector"};

std::unique_ptr<QWidget> openLesson(const QString& name) {
    std::unique_ptr<QWidget> lesson;
    if (name == "phasor")
        lesson = std::make_unique<PhasorClockView>();
    else if (name == "learned")
        lesson = std::make_unique<LearnedView>();
    else if (name == "alibi")
        lesson = std::make_unique<AlibiView>();
    else if (name == "rope")
        lesson = std::make_unique<RopeView>();
    else if (name == "embedding")
        lesson = std::make_unique<EmbeddingView>();
    else if (name == "attention")
        lesson = std::make_unique<AttentionPermutationView>();
    else
        lesson = std::make_unique<FormulaInspector>();
    lesson->resize(1000, 700);
    lesson->show();
    return lesson;
}

// The number field a caption names (its buddy), as a person reads it on screen.
QAbstractSpinBox* fieldCaptioned(QWidget* lesson, const QString& caption) {
    for (const QLabel* label : lesson->findChildren<QLabel*>())
        if (label->text() == caption)
            if (auto* box = qobject_cast<QAbstractSpinBox*>(label->buddy()))
                return box;
    return nullptr;
}

double valueOf(const QAbstractSpinBox* box) {
    if (const auto* whole = qobject_cast<const QSpinBox*>(box))
        return whole->value();
    return qobject_cast<const QDoubleSpinBox*>(box)->value();
}

// The red line under the lesson's controls, when one is shown.
QString shownError(const QWidget* lesson) {
    for (const QLabel* label : lesson->findChildren<QLabel*>())
        if (!label->isHidden() && label->text().contains(QStringLiteral(" must be ")))
            return label->text();
    return {};
}

} // namespace

class TestLessonFields : public QObject {
    Q_OBJECT
  private slots:
    // No plain spin box is left: each number field reads typed numbers and refuses by name.
    void everyNumberFieldIsATypedField() {
        for (const QString& name : kLessons) {
            const auto lesson = openLesson(name);
            const auto boxes = lesson->findChildren<QAbstractSpinBox*>();
            QVERIFY2(!boxes.isEmpty(), qPrintable(name));
            for (QAbstractSpinBox* box : boxes) {
                auto* whole = qobject_cast<WholeSpinBox*>(box);
                auto* real = qobject_cast<CompactSpinBox*>(box);
                QVERIFY2(whole || real, qPrintable(name + ": a plain spin box"));
                const QString range = whole ? whole->minimumText() + " … " + whole->maximumText()
                                            : real->minimumText() + " … " + real->maximumText();
                QVERIFY2(hover(box).contains("Range: " + range),
                         qPrintable(name + ": " + box->toolTip()));
            }
        }
    }

    void typedValueIsTakenExactly_data() {
        QTest::addColumn<QString>("lesson");
        QTest::addColumn<QString>("caption");
        QTest::addColumn<QString>("typed");
        QTest::addColumn<double>("taken");
        const auto row = [](const char* lesson, const char* caption, const QString& typed,
                            double taken) {
            QTest::addRow("%s %s %s", lesson, caption, qPrintable(typed))
                << QString(lesson) << QString(caption) << typed << taken;
        };
        row("phasor", "D", QString::fromUtf8("３２"), 32);
        row("phasor", "base", "5e5", 500000);
        row("phasor", "positions", "1,000", 1000);
        row("phasor", "step", "1e1", 10);
        row("learned", "max_len (table rows)", "2 048", 2048);
        row("learned", "sequence length L", "2e1", 20);
        row("learned", "D", QString::fromUtf8("６４"), 64);
        row("learned", "seed", "1,000,000", 1000000);
        row("alibi", "heads", "1.6e1", 16);
        row("alibi", "show head", "4", 4);
        row("alibi", "sequence length", "1e2", 100);
        row("rope", "D (even)", "1,024", 1024);
        row("rope", "base A", "1e6", 1e6);
        row("rope", "base B", QString::fromUtf8("５００，０００"), 500000);
        row("rope", "query position m", "1 000", 1000);
        row("rope", "key position n", "2e2", 200);
        row("rope", "max distance", "4,096", 4096);
        row("rope", "seed", "9", 9);
        row("embedding", "D", "2.56e2", 256);
        row("embedding", "seed", "1 234", 1234);
        row("attention", "D", "1.28e2", 128);
        row("attention", "head dim d", QString::fromUtf8("１６"), 16);
        row("attention", "weight seed", "7,000", 7000);
        row("inspector", "pos", "1e3", 1000);
        row("inspector", "dim", "1.5e1", 15);
    }
    void typedValueIsTakenExactly() {
        QFETCH(QString, lesson);
        QFETCH(QString, caption);
        QFETCH(QString, typed);
        QFETCH(double, taken);
        const auto view = openLesson(lesson);
        QAbstractSpinBox* box = fieldCaptioned(view.get(), caption);
        QVERIFY2(box, qPrintable(caption));
        typeInto(box, typed);
        QCOMPARE(valueOf(box), taken);
        QVERIFY2(shownError(view.get()).isEmpty(), qPrintable(shownError(view.get())));
        QVERIFY(!isRed(box));
        if (lesson == "inspector") { // the cell the inspector explains follows the field
            const auto* inspector = static_cast<FormulaInspector*>(view.get());
            QCOMPARE(double(caption == "pos" ? inspector->pos() : inspector->dim()), taken);
        }
    }

    void typedValueIsRefusedByName_data() {
        QTest::addColumn<QString>("lesson");
        QTest::addColumn<QString>("caption");
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("message");
        const auto row = [](const char* lesson, const char* caption, const QString& typed,
                            const QString& message) {
            QTest::addRow("%s %s %s", lesson, caption, qPrintable(typed))
                << QString(lesson) << QString(caption) << typed << message;
        };
        row("phasor", "D", "65", "D must be 1 … 64: 65");
        row("phasor", "base", "1e10", "base must be 2 … 1000000000: 1e10");
        row("phasor", "base", "2.5", "base must be a whole number 2 … 1000000000: 2.5");
        row("phasor", "positions", "1", "positions must be 2 … 100000: 1");
        row("phasor", "step", "abc", "step must be a whole number 1 … 1000: abc");
        row("learned", "max_len (table rows)", "0", "max_len (table rows) must be 1 … 4096: 0");
        row("learned", "sequence length L", "8,193", "sequence length L must be 1 … 8192: 8,193");
        row("learned", "D", "1.5", "D must be a whole number 1 … 128: 1.5");
        row("learned", "seed", "-1", "seed must be 0 … 1000000: -1");
        row("alibi", "heads", "65", "heads must be 1 … 64: 65");
        row("alibi", "show head", "9", "show head must be 1 … 8: 9");
        row("alibi", "sequence length", "129", "sequence length must be 2 … 128: 129");
        row("rope", "D (even)", "1025", "D (even) must be 2 … 1024: 1025");
        row("rope", "base A", "1", "base A must be 2 … 1000000000: 1");
        row("rope", "base B", "x", "base B must be a whole number 2 … 1000000000: x");
        row("rope", "query position m", "1e7", "query position m must be 0 … 1000000: 1e7");
        row("rope", "key position n", "-5", "key position n must be 0 … 1000000: -5");
        row("rope", "max distance", "0", "max distance must be 1 … 8192: 0");
        row("rope", "seed", "1.5", "seed must be a whole number 0 … 1000000: 1.5");
        row("embedding", "D", "513", "D must be 1 … 512: 513");
        row("embedding", "seed", "1e9", "seed must be 0 … 1000000: 1e9");
        row("attention", "D", "257", "D must be 1 … 256: 257");
        row("attention", "head dim d", QString::fromUtf8("６５"),
            QString::fromUtf8("head dim d must be 1 … 64: ６５"));
        row("attention", "weight seed", "abc",
            "weight seed must be a whole number 0 … 1000000: abc");
        row("inspector", "pos", "-1", "pos must be 0 … 2147483647: -1");
        row("inspector", "dim", "16", "dim must be 0 … 15: 16");
    }
    void typedValueIsRefusedByName() {
        QFETCH(QString, lesson);
        QFETCH(QString, caption);
        QFETCH(QString, typed);
        QFETCH(QString, message);
        const auto view = openLesson(lesson);
        QAbstractSpinBox* box = fieldCaptioned(view.get(), caption);
        QVERIFY2(box, qPrintable(caption));
        const double before = valueOf(box);
        const QString textBefore = box->text();
        const bool whole = qobject_cast<QSpinBox*>(box);
        QSignalSpy changed(box, whole ? SIGNAL(valueChanged(int)) : SIGNAL(valueChanged(double)));
        typeInto(box, typed);
        QCOMPARE(shownError(view.get()), message);
        QVERIFY(isRed(box));
        QCOMPARE(valueOf(box), before);
        QCOMPARE(box->text(), textBefore); // the value in force, not a clamped or cut one
        QCOMPARE(changed.count(), 0);      // nothing recomputed from it
        if (lesson == "inspector") {
            const auto* inspector = static_cast<FormulaInspector*>(view.get());
            QCOMPARE(double(caption == "pos" ? inspector->pos() : inspector->dim()), before);
        }
    }

    // One refusal on screen: a second one takes the first field's red away, and a value taken
    // ends the line and the mark.
    void aRefusalEndsWithTheNextValueTaken() {
        const auto view = openLesson("rope");
        QAbstractSpinBox* m = fieldCaptioned(view.get(), "query position m");
        QAbstractSpinBox* seed = fieldCaptioned(view.get(), "seed");
        QVERIFY(m && seed);
        typeInto(m, "-1");
        QVERIFY(isRed(m));
        typeInto(seed, "abc");
        QCOMPARE(shownError(view.get()), "seed must be a whole number 0 … 1000000: abc");
        QVERIFY(isRed(seed));
        QVERIFY(!isRed(m));
        typeInto(m, "12");
        QCOMPARE(valueOf(m), 12.0);
        QVERIFY(shownError(view.get()).isEmpty());
        QVERIFY(!isRed(seed));
        QVERIFY(!isRed(m));
    }
};

QTEST_MAIN(TestLessonFields)
#include "test_lesson_fields.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// The formula inspector, the course presets and the entry point show the engine's numbers.
#include "core/course_presets.h"
#include "core/formula_breakdown.h"
#include "core/sinusoidal_encoding.h"
#include "fake_shell.h"
#include "ui/teaching/context_extension_view.h"
#include "ui/teaching/formula_inspector.h"
#include "ui/teaching/preset_comparison_view.h"
#include "ui/teaching/preset_menu.h"
#include "ui/teaching/teaching_hub.h"
#include "ui/views/heatmap_view.h"

#include <QMainWindow>
#include <QMenuBar>
#include <QSignalSpy>
#include <QtTest>

class TestTeachingInspector : public QObject {
    Q_OBJECT
  private slots:
    void showsPe12ForD512() {
        FormulaInspector inspector;
        pe::EncodingParams params;
        params.length = 3;
        params.dim = 512;
        inspector.setParams(params);
        inspector.setCell(1, 2);
        const QString text = inspector.formulaText();
        // Reference: PE(1, 2) for D = 512 is 0.8218561900175317 (shared/reference/README.md,
        // computed with exp(-2i ln(base)/D)); the paper's pos / base^(2i/D) in double gives
        // 0.8218561900175316, one ulp away. The inspector prints the engine's exact double.
        QVERIFY2(text.contains(QStringLiteral("0.821856190017531")), qPrintable(text));
        const double engine = pe::encodingValue(1, 2, params);
        QVERIFY(std::abs(engine - 0.8218561900175317) < 2e-16);
        QVERIFY(text.contains(QString::number(engine, 'g', QLocale::FloatingPointShortest)));
        QVERIFY(text.contains(QStringLiteral("0.00390625"))); // exponent 2i/D = 2/512
        QVERIFY(text.contains(QStringLiteral("sin")));
        // float32 and the difference are there too.
        QVERIFY(text.contains(QStringLiteral("float32")));
    }

    // Numbers in digits: Llama 3's base reads 500000 (never 5e+05), its power 0 as
    // 500000^0, the slowest pair's tiny angle and frequency with all their zeros.
    void numbersAreWrittenInDigits() {
        FormulaInspector inspector;
        pe::EncodingParams params;
        params.length = 10;
        params.dim = 128;
        params.base = 500000.0;
        inspector.setParams(params);
        inspector.setCell(3, 0);
        QString text = inspector.formulaText();
        QVERIFY2(text.contains(QStringLiteral("base = 500000,")), qPrintable(text));
        const QString html = FormulaInspector::formulaHtml(pe::formulaBreakdown(3, 0, params));
        QVERIFY2(html.contains(QStringLiteral("500000<sup>0</sup>")), qPrintable(html));
        QVERIFY2(!text.contains(QStringLiteral("e+")), qPrintable(text));
        // Pair 63: w = 500000^(-126/128) = 2.45...e-6, the angle at pos 3 three times that.
        inspector.setCell(3, 127);
        text = inspector.formulaText();
        const double angle = 3.0 * std::pow(500000.0, -126.0 / 128.0);
        QVERIFY2(text.contains(QStringLiteral("0.00000")), qPrintable(text));
        QVERIFY2(text.contains(QString::number(angle, 'f', 12).left(12)), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("e-")) && !text.contains(QStringLiteral("e+")),
                 qPrintable(text));
        // The heatmap's hover on the same cell, read at a glance: w_i as digits times a power
        // of ten, never a computer's "e-06" (the inspector above keeps every digit).
        const QString cell = HeatmapView::describeCell(params, 3, 127);
        const double w = std::pow(500000.0, -126.0 / 128.0);
        QVERIFY2(cell.contains(QStringLiteral("w_i = %1 × 10⁻⁶").arg(w * 1e6, 0, 'f', 7)),
                 qPrintable(cell));
        QVERIFY2(!cell.contains(QStringLiteral("e-")), qPrintable(cell));
    }

    void explainsTheDim1MistakeOfTheCourseNotes() {
        FormulaInspector inspector;
        pe::EncodingParams params;
        params.dim = 512;
        inspector.setParams(params);
        inspector.setCell(1, 1);
        QVERIFY(inspector.formulaText().contains(QStringLiteral("0.5403023058681398"))); // cos 1
        const QString mistakes = inspector.mistakesText();
        QVERIFY2(mistakes.contains(QStringLiteral("cos 1")), qPrintable(mistakes));
        // The dimension-index mistake: cos(1 / 10000^(2/512)) = 0.5696950086931312 (reference,
        // PE(1, 3)), to the last ulp.
        QVERIFY2(mistakes.contains(QStringLiteral("0.569695008693131")), qPrintable(mistakes));
        QVERIFY(mistakes.contains(QStringLiteral("div_term")));
    }

    void rejectsABadCellAndKeepsTheLast() {
        FormulaInspector inspector;
        pe::EncodingParams params;
        params.dim = 16;
        inspector.setParams(params);
        inspector.setCell(3, 4);
        inspector.setCell(3, 16);
        QVERIFY(inspector.errorText().contains(QStringLiteral("dim 16")));
        QCOMPARE(inspector.dim(), std::int64_t(4));
        QVERIFY(inspector.formulaText().contains(QStringLiteral("D = 16")));
    }

    void translationConsistencyShowsBothCosines() {
        const pe::CoursePreset* preset = pe::findCoursePreset("translation-consistency");
        QVERIFY(preset);
        PresetComparisonView view;
        view.showPreset(*preset);
        QCOMPARE(view.cosines().size(), std::size_t(2));
        QVERIFY(std::abs(view.cosines()[0] - 0.6928876326631178) < 1e-12);
        QVERIFY(std::abs(view.cosines()[1] - 0.6928876326631178) < 1e-12);
        QVERIFY2(view.text().count(QStringLiteral("0.693")) >= 2, qPrintable(view.text()));
    }

    void presetMenuEmitsTheChosenPreset() {
        PresetMenu menu;
        const auto actions = menu.actions();
        QCOMPARE(actions.size(), qsizetype(pe::coursePresets().size()));
        QSignalSpy spy(&menu, &PresetMenu::presetChosen);
        actions[3]->trigger();
        QCOMPARE(spy.size(), 1);
        const auto chosen = spy.at(0).at(0).value<pe::CoursePreset>();
        QCOMPARE(chosen.id, pe::coursePresets()[3].id);
        QCOMPARE(chosen.params.dim, std::int64_t(16));
    }

    void presetNamesFollowTheInterfaceLanguage() {
        const pe::CoursePreset& paper = *pe::findCoursePreset("paper");
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
        const QString zh = PresetMenu::displayName(paper);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        const QString en = PresetMenu::displayName(paper);
        QLocale::setDefault(before);
        QCOMPARE(zh, QString::fromStdString(paper.nameZh));
        QCOMPARE(en, QString::fromStdString(paper.nameEn));
        QVERIFY(zh != en);
    }

    // The inspector follows the shell's selection model, whatever changes it (the hub itself
    // handles no view's clicks).
    void entryPointAddsTheMenuAndFollowsTheSelection() {
        QMainWindow window;
        auto* heatmap = new HeatmapView(&window);
        window.setCentralWidget(heatmap);
        pe::EncodingParams params;
        params.length = 64;
        params.dim = 512;
        FakeShell shell(params, heatmap);
        TeachingHub* hub = installTeaching(&window, window.menuBar(), &shell);
        QVERIFY(hub);
        QMenu* teach = nullptr;
        for (QAction* a : window.menuBar()->actions())
            if (a->menu() && a->text().contains(QStringLiteral("Teach")))
                teach = a->menu();
        QVERIFY(teach);
        int items = 0;
        for (QAction* a : teach->actions())
            items += a->isSeparator() ? 0 : 1;
        // presets, inspector, eight tabs, the context extension of the explorer's parameters
        QCOMPARE(items, 11);
        QAction* contextKey = nullptr;
        QAction* fromExplorer = nullptr;
        for (QAction* a : teach->actions()) {
            if (a->shortcut() == QKeySequence(Qt::Key_F9))
                contextKey = a;
            if (a->text().contains(QStringLiteral("explorer")))
                fromExplorer = a;
        }
        QVERIFY(contextKey);
        QCOMPARE(contextKey->text(), QStringLiteral("Context extension"));
        QVERIFY(fromExplorer);
        fromExplorer->trigger();
        ContextExtensionView* context = hub->lessonWindow()->contextExtensionView();
        QCOMPARE(hub->lessonWindow()->currentWidget(), static_cast<QWidget*>(context));
        QTRY_VERIFY_WITH_TIMEOUT(!context->busy() && context->result(), 30000);
        QCOMPARE(context->result()->scaled.rotaryDim, std::int64_t(512));

        Selection cell = shell.document_.selection();
        cell.p = 1;
        cell.dimension = 2;
        QVERIFY(shell.document_.selectionModel()->set(cell));
        QVERIFY(hub->inspectorDock()->isHidden()); // followed, not opened
        QCOMPARE(hub->inspector()->pos(), std::int64_t(1));
        QCOMPARE(hub->inspector()->dim(), std::int64_t(2));
        QVERIFY(hub->inspector()->formulaText().contains(QStringLiteral("0.821856190017531")));

        QSignalSpy spy(hub, &TeachingHub::presetChosen);
        hub->presetMenu()->actions()[1]->trigger(); // 我是一条狗, D = 3
        QCOMPARE(spy.size(), 1);
        QCOMPARE(hub->inspector()->params().dim, std::int64_t(3));
        QVERIFY(hub->presetView()->text().contains(QStringLiteral("我是一条狗")));
    }
};

QTEST_MAIN(TestTeachingInspector)
#include "test_teaching_inspector.moc"

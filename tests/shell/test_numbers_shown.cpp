// SPDX-License-Identifier: GPL-3.0-or-later
// The numbers the window shows, driven with real clicks and keys: a click on a heatmap pixel
// that stands for many positions names one position, the same in the status bar and in the
// formula inspector, and both say which positions the cell stands for; and a number is
// written one way everywhere (10000, not 10,000 in one place and 10000 in another), in
// English and in Chinese.

#include "shell/menu_clicks.h"
#include "shell/window_fixture.h"
#include "ui/export/view_export.h"
#include "ui/shell/control_panel.h"
#include "ui/shell/language.h"
#include "ui/shell/log_slider.h"
#include "ui/shell/main_window.h"
#include "ui/teaching/formula_inspector.h"
#include "ui/teaching/teaching_hub.h"
#include "ui/views/display_scale.h"
#include "ui/views/heatmap_view.h"
#include "ui/views/view_kind.h"

#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QtTest>
#include <qcustomplot.h>

namespace {

// The first whole number after `label` in `text`, or -1.
std::int64_t numberAfter(const QString& text, const QString& label) {
    const QRegularExpressionMatch m =
        QRegularExpression(QRegularExpression::escape(label) + QStringLiteral("(\\d+)"))
            .match(text);
    return m.hasMatch() ? m.captured(1).toLongLong() : -1;
}

} // namespace

class TestNumbersShown : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

    std::unique_ptr<MainWindow> openWindow() {
        const QString settings = dir_.filePath(QStringLiteral("session.ini"));
        QFile::remove(settings);
        return openActiveWindow(settings);
    }

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // L = 100000: one heatmap row stands for hundreds of positions. Hover a pixel, click it:
    // the status bar and the inspector name the same position, the one the cell is drawn at
    // (a multiple of the row's step: the rows are sampled from position 0), and both carry
    // the same sentence naming the positions the cell stands for, `step` of them around it.
    void aClickNamesOnePositionInTheStatusBarAndTheInspector() {
        auto w = openWindow();
        typeInto(w->controlPanel()->lengthField()->spinBox(), QStringLiteral("100000"));
        waitIdle(*w);
        QCOMPARE(w->document()->params().length, std::int64_t(100000));
        auto* hub = w->findChild<TeachingHub*>();
        QTest::keyClick(w.get(), Qt::Key_F2);
        QTRY_VERIFY_WITH_TIMEOUT(hub->inspectorDock()->isVisible(), kHangMs);
        waitIdle(*w); // the dock took room: the views may have been resampled
        HeatmapView* heatmap = w->heatmapView();
        const std::int64_t step =
            numberAfter(heatmap->shownSubtitle(), QStringLiteral("1 row = mean of "));
        QVERIFY2(step > 1, qPrintable(heatmap->shownSubtitle()));
        QCustomPlot* plot = heatmap->plot();
        for (const QPointF at : {QPointF(0.37, 0.41), QPointF(0.81, 0.66)}) {
            const QRect rect = plot->axisRect()->rect();
            const QPoint pixel(rect.left() + int(at.x() * rect.width()),
                               rect.top() + int(at.y() * rect.height()));
            QTest::mouseMove(plot, pixel);
            QTRY_VERIFY_WITH_TIMEOUT(
                w->statusBar()->currentMessage().contains(QStringLiteral("this cell")), kHangMs);
            const QString status = w->statusBar()->currentMessage();
            QTest::mouseClick(plot, Qt::LeftButton, {}, pixel);
            waitIdle(*w);
            FormulaInspector* inspector = hub->inspector();
            const std::int64_t pos = numberAfter(status, QStringLiteral("pos "));
            QCOMPARE(inspector->pos(), pos);
            QCOMPARE(w->document()->selection().p, pos);
            QCOMPARE(pos % step, std::int64_t(0));
            // The same sentence in both, naming `step` positions around the one named.
            const QString note = inspector->noteText();
            QVERIFY2(!note.isEmpty() && status.contains(note), qPrintable(status + " | " + note));
            const QRegularExpressionMatch range =
                QRegularExpression(QStringLiteral("pos (\\d+)-(\\d+)")).match(note);
            QVERIFY2(range.hasMatch(), qPrintable(note));
            const std::int64_t first = range.captured(1).toLongLong();
            const std::int64_t last = range.captured(2).toLongLong();
            QVERIFY(first <= pos && pos <= last);
            QCOMPARE(last - first + 1, step);
        }
        // Changed in the inspector itself, the cell is no longer the clicked pixel's.
        typeInto(hub->inspector()->findChild<QSpinBox*>(), QStringLiteral("7"));
        QTRY_VERIFY_WITH_TIMEOUT(hub->inspector()->noteText().isEmpty(), kHangMs);
    }

    // The base and L as the control panel, the heatmap's subtitle, the window title, the
    // inspector and a figure's caption write them: digits only, in both languages.
    void aNumberIsWrittenOneWayInBothLanguages_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("English") << QStringLiteral("en");
        QTest::newRow("Chinese") << QStringLiteral("zh_CN");
    }
    void aNumberIsWrittenOneWayInBothLanguages() {
        QFETCH(QString, language);
        installLanguage(language);
        QCOMPARE(QLocale().name(), language == "en" ? QStringLiteral("en_US") : language);
        auto w = openWindow();
        ControlPanel* panel = w->controlPanel();
        typeInto(panel->lengthField()->spinBox(), QStringLiteral("100000"));
        typeInto(panel->baseField()->spinBox(), QStringLiteral("20000"));
        waitIdle(*w);
        QCOMPARE(w->document()->params().length, std::int64_t(100000));
        QCOMPARE(w->document()->params().base, 20000.0);
        auto* hub = w->findChild<TeachingHub*>();
        QTest::keyClick(w.get(), Qt::Key_F2);
        QTRY_VERIFY_WITH_TIMEOUT(hub->inspectorDock()->isVisible(), kHangMs);
        waitIdle(*w);
        const QStringList shown = {
            panel->lengthField()->spinBox()->text(),
            panel->baseField()->spinBox()->text(),
            w->heatmapView()->shownSubtitle(),
            w->windowTitle(),
            hub->inspector()->formulaText(),
            parameterCaption(w->currentResult()->request, ViewKind::Heatmap),
        };
        QCOMPARE(shown[0], QStringLiteral("100000"));
        QCOMPARE(shown[1], QStringLiteral("20000"));
        for (const QString& text : shown.mid(2))
            QVERIFY2(text.contains(QStringLiteral("100000")) ||
                         text.contains(QStringLiteral("20000")),
                     qPrintable(text));
        // No group separator between the digits (ASCII or full-width comma, a thin space).
        const QRegularExpression grouped(QStringLiteral("\\d[,\\x{FF0C}\\x{2009}\\x{202F}]000"));
        for (const QString& text : shown)
            QVERIFY2(!grouped.match(text).hasMatch(), qPrintable(text));
        w.reset();
        installLanguage(QStringLiteral("en"));
    }

    // Chinese has no spaces between words: a subtitle broken only at spaces found too few
    // places to break and was shrunk to the smallest size instead. Broken between characters,
    // it stays larger, each line within the view.
    void aChineseSubtitleWrapsRatherThanShrinks() {
        installLanguage(QStringLiteral("zh_CN"));
        auto w = openWindow();
        ControlPanel* panel = w->controlPanel();
        typeInto(panel->lengthField()->spinBox(), QStringLiteral("100000"));
        typeInto(panel->dimField()->spinBox(), QStringLiteral("1024"));
        // Larger text, as at a projector: less room for the same words.
        for (int press = 0; press < 3; ++press)
            QTest::keyClick(w.get(), Qt::Key_Equal, Qt::ControlModifier);
        waitIdle(*w);
        QCustomPlot* plot = w->heatmapView()->plot();
        plot->replot();
        auto* subtitle = qobject_cast<QCPTextElement*>(plot->plotLayout()->element(1, 0));
        QVERIFY(subtitle);
        QVERIFY(subtitle->text().contains(QStringLiteral("平均值")));
        // Above the smallest size (7 pt), which only a text that fits no other way gets.
        QVERIFY2(subtitle->font().pointSizeF() > 7.5 * DisplayScale::instance().factor(),
                 qPrintable(QString::number(subtitle->font().pointSizeF())));
        const QFontMetrics metrics(subtitle->font());
        for (const QString& line : subtitle->text().split(QLatin1Char('\n')))
            QVERIFY2(metrics.horizontalAdvance(line) <= subtitle->rect().width(), qPrintable(line));
        QTest::keyClick(w.get(), Qt::Key_0, Qt::ControlModifier);
        w.reset();
        installLanguage(QStringLiteral("en"));
    }
};

QTEST_MAIN(TestNumbersShown)
#include "test_numbers_shown.moc"

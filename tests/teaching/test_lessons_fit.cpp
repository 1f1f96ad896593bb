// SPDX-License-Identifier: GPL-3.0-or-later
// Every lesson fits the room it has docked beside the views of a 1366 x 768 window, at the
// normal text size and at twice it: opened with its key as a teacher does, it scrolls down if
// it must, never sideways, and no label, button or field is squeezed below its text.

#include "shell/window_fixture.h"
#include "ui/teaching/context_extension_view.h"
#include "ui/teaching/lesson_window.h"
#include "ui/teaching/lessons.h"
#include "ui/teaching/teaching_hub.h"
#include "ui/views/display_scale.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QWheelEvent>
#include <QtTest>
#include <algorithm>
#include <qcustomplot.h>

namespace {

// The widgets whose text a teacher reads: labels, buttons, fields and lists of choices (not
// the parts inside a field).
bool readsText(const QWidget* widget) {
    const QWidget* parent = widget->parentWidget();
    if (qobject_cast<const QAbstractSpinBox*>(parent) || qobject_cast<const QComboBox*>(parent))
        return false;
    return qobject_cast<const QLabel*>(widget) || qobject_cast<const QAbstractButton*>(widget) ||
           qobject_cast<const QAbstractSpinBox*>(widget) ||
           qobject_cast<const QComboBox*>(widget) || qobject_cast<const QLineEdit*>(widget);
}

QString textOf(const QWidget* widget) {
    if (auto* label = qobject_cast<const QLabel*>(widget))
        return label->text().left(40);
    if (auto* button = qobject_cast<const QAbstractButton*>(widget))
        return button->text();
    if (auto* combo = qobject_cast<const QComboBox*>(widget))
        return combo->currentText();
    if (auto* spin = qobject_cast<const QAbstractSpinBox*>(widget))
        return spin->text();
    if (auto* line = qobject_cast<const QLineEdit*>(widget))
        return line->text();
    return QString();
}

// How long a tick label is along its axis, in pixels, as QCustomPlot draws it: a power of ten
// ("eb" number format) as 10 and a smaller raised exponent, anything else as its text.
double labelLength(const QCPAxis* axis, const QString& label) {
    const QFontMetrics metrics(axis->tickLabelFont());
    if (axis->orientation() == Qt::Vertical)
        return metrics.height() * (label.count(QLatin1Char('\n')) + 1);
    const qsizetype e = label.indexOf(QLatin1Char('e'));
    if (axis->numberFormat().contains(QLatin1Char('b')) && e > 0) {
        QFont exponentFont = axis->tickLabelFont();
        exponentFont.setPointSizeF(exponentFont.pointSizeF() * 0.75);
        return metrics.horizontalAdvance(QStringLiteral("10")) +
               QFontMetrics(exponentFont)
                   .horizontalAdvance(QString::number(label.mid(e + 1).toInt()));
    }
    return metrics.horizontalAdvance(label);
}

// What makes a lesson's plot unreadable, or nothing: an axis rect shorter than `lines` lines
// of its tick labels, a legend over it, a vertical axis title longer than the axis,
// neighbouring tick labels (of the axes and of a colour scale) drawn into each other.
QString unreadable(QCustomPlot* plot, double lines) {
    QCPAxisRect* rect = plot->axisRect();
    const int line = QFontMetrics(plot->xAxis->tickLabelFont()).height();
    if (rect->height() < lines * line)
        return QStringLiteral("axis rect %1 px tall, %2 lines of %3 px wanted")
            .arg(rect->height())
            .arg(lines)
            .arg(line);
    // A legend over the axis rect hides curves and the labels written along them.
    if (plot->legend->visible() && plot->legend->itemCount() > 0 &&
        plot->legend->outerRect().intersects(rect->rect()))
        return QStringLiteral("the legend lies over the plot");
    QList<QCPAxis*> axes = rect->axes();
    for (QCPLayoutElement* element : plot->plotLayout()->elements(true))
        if (auto* scale = qobject_cast<QCPColorScale*>(element))
            axes << scale->axis();
    for (QCPAxis* axis : std::as_const(axes)) {
        if (!axis->visible())
            continue;
        if (axis->orientation() == Qt::Vertical && !axis->label().isEmpty()) {
            const int title = QFontMetrics(axis->labelFont()).horizontalAdvance(axis->label());
            if (title > axis->axisRect()->height())
                return QStringLiteral("axis title \"%1\" %2 px long on a %3 px axis")
                    .arg(axis->label())
                    .arg(title)
                    .arg(axis->axisRect()->height());
        }
        if (!axis->tickLabels())
            continue;
        const QVector<double> ticks = axis->tickVector();
        const QVector<QString> labels = axis->tickVectorLabels();
        // Each shown label's extent along the axis, in pixels, in the order drawn.
        QList<std::pair<QPointF, QString>> spans;
        for (int t = 0; t < ticks.size() && t < labels.size(); ++t) {
            if (!axis->range().contains(ticks[t]) || labels[t].isEmpty())
                continue;
            const double half = labelLength(axis, labels[t]) / 2.0;
            const double at = axis->coordToPixel(ticks[t]);
            spans.append({QPointF(at - half, at + half), labels[t]});
        }
        std::sort(spans.begin(), spans.end(),
                  [](const auto& a, const auto& b) { return a.first.x() < b.first.x(); });
        for (qsizetype i = 1; i < spans.size(); ++i)
            if (spans[i].first.x() < spans[i - 1].first.y())
                return QStringLiteral("tick labels \"%1\" and \"%2\" of a %3 axis overlap")
                    .arg(spans[i - 1].second, spans[i].second)
                    .arg(axis->orientation() == Qt::Vertical ? QStringLiteral("vertical")
                                                             : QStringLiteral("horizontal"));
    }
    return QString();
}

} // namespace

class TestLessonsFit : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void everyLessonFitsTheDockedWidth() {
        QTemporaryDir dir;
        auto w = openActiveWindow(dir.filePath(QStringLiteral("session.ini")));
        auto* hub = w->findChild<TeachingHub*>();
        QVERIFY(hub);
        QDockWidget* dock = hub->lessonsDock();
        for (const bool large : {false, true}) {
            if (large) {
                // Ctrl+= until the text is as large as it goes: twice its size.
                for (int press = 0; press < 8 && DisplayScale::instance().factor() < 2.0; ++press)
                    QTest::keyClick(w.get(), Qt::Key_Equal, Qt::ControlModifier);
                QCOMPARE(DisplayScale::instance().factor(), 2.0);
            }
            int key = Qt::Key_F3;
            for (const LessonInfo& info : lessonTable()) {
                const QString name = QStringLiteral("%1 at %2%")
                                         .arg(QString::fromLatin1(info.title))
                                         .arg(large ? 200 : 100);
                QTest::keyClick(w.get(), Qt::Key(key++));
                QTRY_VERIFY_WITH_TIMEOUT(dock->isVisible(), kHangMs);
                QTRY_COMPARE_WITH_TIMEOUT(hub->lessonWindow()->currentIndex(), int(info.lesson),
                                          kHangMs);
                QVERIFY2(!dock->isFloating(), qPrintable(name));
                auto* scroll = qobject_cast<QScrollArea*>(dock->widget());
                QVERIFY(scroll);
                // The layouts settle over a few passes (a grid reflows, the dock resizes): the
                // first is delivered here, the rest waited for below.
                QVERIFY(deliverPostedEvents());
                QTRY_VERIFY2_WITH_TIMEOUT(
                    !scroll->horizontalScrollBar()->isVisible() ||
                        scroll->horizontalScrollBar()->maximum() == 0,
                    qPrintable(QStringLiteral("%1: %2 px wide in %3 px")
                                   .arg(name)
                                   .arg(hub->lessonWindow()->minimumSizeHint().width())
                                   .arg(scroll->viewport()->width())),
                    kHangMs);
                // Nothing squeezed below the size its text needs, nothing past the right edge,
                // once the grids have reflowed to the dock's width (a layout pass or two after
                // the scroll bar settles).
                QWidget* page = hub->lessonWindow()->currentWidget();
                const auto squeezed = [&]() -> QString {
                    for (QWidget* child : page->findChildren<QWidget*>()) {
                        if (!child->isVisibleTo(page) || !readsText(child))
                            continue;
                        QSize needed = child->minimumSizeHint();
                        auto* label = qobject_cast<QLabel*>(child);
                        if (label && label->wordWrap())
                            needed.setHeight(label->heightForWidth(label->width()));
                        const int right =
                            child->mapTo(scroll->viewport(), QPoint(child->width(), 0)).x();
                        if (child->width() < needed.width() || child->height() < needed.height() ||
                            right > scroll->viewport()->width())
                            return QStringLiteral("%1: %2 \"%3\" is %4 x %5, needs %6 x %7, right "
                                                  "edge %8 of %9")
                                .arg(name, child->metaObject()->className(), textOf(child))
                                .arg(child->width())
                                .arg(child->height())
                                .arg(needed.width())
                                .arg(needed.height())
                                .arg(right)
                                .arg(scroll->viewport()->width());
                    }
                    return QString();
                };
                QTRY_VERIFY2_WITH_TIMEOUT(squeezed().isEmpty(), qPrintable(squeezed()), kHangMs);
            }
        }
        QTest::keyClick(w.get(), Qt::Key_0, Qt::ControlModifier);
        QCOMPARE(DisplayScale::instance().factor(), 1.0);
    }

    // At the largest text, every plot and matrix of every lesson keeps room to be read: its
    // axis rect a few lines of its tick labels tall, its legend beside it rather than over it,
    // its vertical axis titles whole, no two tick labels drawn into each other. The lesson
    // scrolls down for it instead.
    void everyLessonPlotIsReadableAtTheLargestText() {
        QTemporaryDir dir;
        auto w = openActiveWindow(dir.filePath(QStringLiteral("session.ini")));
        auto* hub = w->findChild<TeachingHub*>();
        for (int press = 0; press < 8 && DisplayScale::instance().factor() < 2.0; ++press)
            QTest::keyClick(w.get(), Qt::Key_Equal, Qt::ControlModifier);
        QCOMPARE(DisplayScale::instance().factor(), 2.0);
        int key = Qt::Key_F3;
        int plots = 0;
        for (const LessonInfo& info : lessonTable()) {
            QTest::keyClick(w.get(), Qt::Key(key++));
            QTRY_COMPARE_WITH_TIMEOUT(hub->lessonWindow()->currentIndex(), int(info.lesson),
                                      kHangMs);
            if (info.lesson == Lesson::ContextExtension) {
                ContextExtensionView* view = hub->lessonWindow()->contextExtensionView();
                QTRY_VERIFY_WITH_TIMEOUT(view->result() && !view->busy(), 30000);
            }
            QVERIFY(deliverPostedEvents()); // the lesson's first layout pass
            QWidget* page = hub->lessonWindow()->currentWidget();
            int inLesson = 0;
            for (QCustomPlot* plot : page->findChildren<QCustomPlot*>()) {
                if (!plot->isVisibleTo(page))
                    continue;
                ++plots;
                const QString name = QStringLiteral("%1, plot %2 at 200%")
                                         .arg(QString::fromLatin1(info.title))
                                         .arg(++inLesson);
                // The layout settles over a few replots (ticks thinned, the height grown).
                QTRY_VERIFY2_WITH_TIMEOUT(
                    unreadable(plot, 3.5).isEmpty(),
                    qPrintable(name + QStringLiteral(": ") + unreadable(plot, 3.5)), kHangMs);
            }
        }
        QVERIFY(plots >= 10);
        QTest::keyClick(w.get(), Qt::Key_0, Qt::ControlModifier);
        QCOMPARE(DisplayScale::instance().factor(), 1.0);
    }

    // A lesson scrolls under the wheel wherever the pointer is, over its plots too; Ctrl+wheel
    // zooms the plot under the pointer (the plot took every turn, and the lesson stopped
    // scrolling under it).
    void theWheelScrollsALessonOverItsPlots() {
        QTemporaryDir dir;
        auto w = openActiveWindow(dir.filePath(QStringLiteral("session.ini")));
        auto* hub = w->findChild<TeachingHub*>();
        auto* scroll = qobject_cast<QScrollArea*>(hub->lessonsDock()->widget());
        QVERIFY(scroll);
        // At twice the text the lessons are taller than the dock: they scroll.
        for (int press = 0; press < 8 && DisplayScale::instance().factor() < 2.0; ++press)
            QTest::keyClick(w.get(), Qt::Key_Equal, Qt::ControlModifier);
        auto wheel = [](QCustomPlot* plot, Qt::KeyboardModifiers modifiers) {
            const QPoint at = plot->axisRect()->rect().center();
            QWheelEvent turn(at, plot->mapToGlobal(at), QPoint(), QPoint(0, -120), Qt::NoButton,
                             modifiers, Qt::NoScrollPhase, false);
            QApplication::sendEvent(plot, &turn);
        };
        int key = Qt::Key_F3, tried = 0, zoomed = 0;
        for (const LessonInfo& info : lessonTable()) {
            QTest::keyClick(w.get(), Qt::Key(key++));
            QTRY_COMPARE_WITH_TIMEOUT(hub->lessonWindow()->currentIndex(), int(info.lesson),
                                      kHangMs);
            QVERIFY(deliverPostedEvents());
            QScrollBar* bar = scroll->verticalScrollBar();
            // The lesson's plot that zooms (the model's table's views), else its first.
            QCustomPlot* plot = nullptr;
            for (QCustomPlot* candidate :
                 hub->lessonWindow()->currentWidget()->findChildren<QCustomPlot*>())
                if (candidate->isVisible() &&
                    (!plot || (candidate->interactions().testFlag(QCP::iRangeZoom) &&
                               !plot->interactions().testFlag(QCP::iRangeZoom))))
                    plot = candidate;
            if (!plot || bar->maximum() == 0)
                continue;
            ++tried;
            bar->setValue(0);
            QVERIFY(deliverPostedEvents());
            const QCPRange across = plot->xAxis->range(), up = plot->yAxis->range();
            wheel(plot, Qt::NoModifier);
            QVERIFY2(bar->value() > 0, info.title);
            QVERIFY2(plot->xAxis->range() == across && plot->yAxis->range() == up, info.title);
            if (!plot->interactions().testFlag(QCP::iRangeZoom))
                continue;
            ++zoomed;
            wheel(plot, Qt::ControlModifier);
            QVERIFY2(plot->xAxis->range() != across || plot->yAxis->range() != up, info.title);
        }
        QVERIFY(tried >= 5);
        QVERIFY(zoomed >= 1);
        QTest::keyClick(w.get(), Qt::Key_0, Qt::ControlModifier);
    }

    // Closed with its key and opened again with another lesson's, the lessons come back as
    // wide as they were, not as narrow as the controls they share the place with.
    void aLessonOpenedAgainHasItsWidthBack() {
        QTemporaryDir dir;
        auto w = openActiveWindow(dir.filePath(QStringLiteral("session.ini")));
        auto* hub = w->findChild<TeachingHub*>();
        QDockWidget* dock = hub->lessonsDock();
        QTest::keyClick(w.get(), Qt::Key_F3);
        QTRY_VERIFY_WITH_TIMEOUT(dock->isVisible(), kHangMs);
        QVERIFY(!dock->isFloating());
        // Its width as shown: once a pass of the posted layouts leaves it as it was.
        int first = -1;
        for (int pass = 0; pass < 10 && dock->width() != first; ++pass) {
            first = dock->width();
            QVERIFY(deliverPostedEvents());
        }
        QTest::keyClick(w.get(), Qt::Key_F3);
        QTRY_VERIFY_WITH_TIMEOUT(dock->isHidden(), kHangMs);
        QVERIFY(deliverPostedEvents());
        for (const int key : {Qt::Key_F5, Qt::Key_F5, Qt::Key_F6}) { // F5 twice: closed again
            QTest::keyClick(w.get(), Qt::Key(key));
            QVERIFY(deliverPostedEvents());
            if (dock->isHidden())
                continue;
            QTRY_VERIFY2_WITH_TIMEOUT(
                std::abs(dock->width() - first) <= 4,
                qPrintable(QStringLiteral("%1 px wide, %2 at first").arg(dock->width()).arg(first)),
                kHangMs);
            auto* scroll = qobject_cast<QScrollArea*>(dock->widget());
            QTRY_VERIFY_WITH_TIMEOUT(!scroll->horizontalScrollBar()->isVisible() ||
                                         scroll->horizontalScrollBar()->maximum() == 0,
                                     kHangMs);
        }
        QVERIFY(dock->isVisible());
    }
};

QTEST_MAIN(TestLessonsFit)
#include "test_lessons_fit.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// The number fields of File > Export figure and File > Export animation, typed into as a
// person types: what is typed is taken exactly (1,920, 1e3, full-width digits) or refused
// by name in the dialog's red line, the field red and its value kept; Enter in the field
// that refused its text does not also press OK, so the line is seen before anything is
// written. The tooltips give the ranges.

#include "hang.h"
#include "typing.h"
#include "ui/export/animation_dialog.h"
#include "ui/export/export_dialog.h"

#include <QApplication>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QtTest>

namespace {

using typing::hover;
using typing::typeInto;
using typing::typeText;

QString errorLine(const QDialog& dialog) {
    const auto* label = dialog.findChild<QLabel*>(QStringLiteral("error"));
    return label && label->isVisible() ? label->text() : QString();
}

} // namespace

class TestDialogFields : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("pe-explorer-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("test_dialog_fields"));
    }

    // Until a size is chosen, a figure is a 16:9 slide's 1920 x 1080.
    void theFirstSizeIsASlides() {
        QSettings().clear();
        ExportDialog dialog(QStringLiteral("L = 64"));
        QCOMPARE(dialog.options().widthPx, 1920);
        QCOMPARE(dialog.options().heightPx, 1080);
    }

    void figureFieldsTakeWhatIsTyped() {
        ExportDialog dialog(QStringLiteral("L = 64"));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog, kHangMs));
        auto* width = dialog.findChild<QDoubleSpinBox*>(QStringLiteral("width"));
        auto* height = dialog.findChild<QDoubleSpinBox*>(QStringLiteral("height"));
        auto* dpi = dialog.findChild<QSpinBox*>(QStringLiteral("dpi"));
        auto* font = dialog.findChild<QSpinBox*>(QStringLiteral("fontSize"));
        QVERIFY(width && height && dpi && font);
        typeText(width, QStringLiteral("1,920")); // Tab, not Enter: Enter would press OK
        QTest::keyClick(width, Qt::Key_Tab);
        typeText(height, QStringLiteral("1e3"));
        QTest::keyClick(height, Qt::Key_Tab);
        typeText(dpi, QString::fromUtf8("３００"));
        QTest::keyClick(dpi, Qt::Key_Tab);
        typeText(font, QString::fromUtf8("２４"));
        QTest::keyClick(font, Qt::Key_Tab);
        QCOMPARE(dialog.options().widthPx, 1920);
        QCOMPARE(dialog.options().heightPx, 1000);
        QCOMPARE(dialog.options().dpi, 300);
        QCOMPARE(dialog.options().fontPixelSize, 24);
        QVERIFY(errorLine(dialog).isEmpty());
        QVERIFY2(hover(width).contains(QString::fromUtf8("16 … 20000")),
                 qPrintable(width->toolTip()));
        QVERIFY(hover(dpi).startsWith(QStringLiteral("Dots per inch")));
        QVERIFY(hover(dpi).contains(QString::fromUtf8("30 … 1200")));
        // Enter with a value taken presses OK.
        typeInto(width, QStringLiteral("1 600"));
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(dialog.options().widthPx, 1600);
    }

    void figureFieldsRefuseByName_data() {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("message");
        QTest::newRow("width too wide")
            << "width"
            << "30000" << QString::fromUtf8("Width must be 16 … 20000: 30000");
        QTest::newRow("width 1e300")
            << "width"
            << "1e300" << QString::fromUtf8("Width must be 16 … 20000: 1e300");
        QTest::newRow("width fraction")
            << "width"
            << "100.5" << QString::fromUtf8("Width must be a whole number 16 … 20000: 100.5");
        QTest::newRow("height abc")
            << "height"
            << "abc" << QString::fromUtf8("Height must be a whole number 16 … 20000: abc");
        QTest::newRow("dpi 0") << "dpi"
                               << "0" << QString::fromUtf8("Resolution (DPI) must be 30 … 1200: 0");
        QTest::newRow("font 1.5") << "fontSize"
                                  << "1.5"
                                  << QString::fromUtf8(
                                         "Font size must be a whole number 0 … 200: 1.5");
    }
    void figureFieldsRefuseByName() {
        QFETCH(QString, field);
        QFETCH(QString, typed);
        QFETCH(QString, message);
        ExportDialog dialog(QStringLiteral("L = 64"));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog, kHangMs));
        auto* box = dialog.findChild<QAbstractSpinBox*>(field);
        const FigureOptions before = dialog.options();
        const QString textBefore = box->text();
        typeInto(box, typed);
        QCOMPARE(errorLine(dialog), message);
        QVERIFY(box->property("rejected").toBool());
        QCOMPARE(box->text(), textBefore);
        QVERIFY(dialog.isVisible()); // the Enter that was refused pressed no OK
        QVERIFY(dialog.result() != int(QDialog::Accepted));
        QCOMPARE(dialog.options().widthPx, before.widthPx);
        QCOMPARE(dialog.options().heightPx, before.heightPx);
        QCOMPARE(dialog.options().dpi, before.dpi);
        QCOMPARE(dialog.options().fontPixelSize, before.fontPixelSize);
        // Seen, Enter again exports with the values shown.
        QTest::keyClick(box, Qt::Key_Return);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
    }

    void animationFieldsTakeWhatIsTypedOrRefuseByName() {
        AnimationJob defaults;
        AnimationDialog dialog(defaults);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog, kHangMs));
        auto* from = dialog.findChild<QDoubleSpinBox*>(QStringLiteral("from"));
        auto* to = dialog.findChild<QDoubleSpinBox*>(QStringLiteral("to"));
        auto* frames = dialog.findChild<QSpinBox*>(QStringLiteral("frames"));
        auto* fps = dialog.findChild<QSpinBox*>(QStringLiteral("fps"));
        auto* width = dialog.findChild<QSpinBox*>(QStringLiteral("width"));
        const auto tab = [](QAbstractSpinBox* box, const QString& text) {
            typeText(box, text);
            QTest::keyClick(box, Qt::Key_Tab);
        };
        tab(from, QStringLiteral("1e1"));
        tab(to, QStringLiteral("1,000"));
        tab(frames, QString::fromUtf8("１，０００"));
        tab(fps, QStringLiteral("2.5e1"));
        tab(width, QStringLiteral("1 024"));
        QCOMPARE(dialog.job().spec.from, 10.0);
        QCOMPARE(dialog.job().spec.to, 1000.0);
        QCOMPARE(dialog.job().frames, std::int64_t(1000));
        QCOMPARE(dialog.job().fps, 25);
        QCOMPARE(dialog.job().options.widthPx, 1024);
        QVERIFY(errorLine(dialog).isEmpty());
        QVERIFY(hover(frames).contains(QString::fromUtf8("2 … 10000")));

        struct Refusal {
            QAbstractSpinBox* box;
            QString typed;
            QString message;
        };
        const Refusal refusals[] = {
            {fps, "abc", QString::fromUtf8("Speed must be a whole number 1 … 100: abc")},
            {frames, "1", QString::fromUtf8("Frames must be 2 … 10000: 1")},
            {width, "5000", QString::fromUtf8("Width must be 64 … 4000: 5000")},
            {from, "1.5", QString::fromUtf8("From must be a whole number 1 … 1000000000: 1.5")},
        };
        for (const Refusal& r : refusals) {
            const AnimationJob before = dialog.job();
            typeInto(r.box, r.typed);
            QCOMPARE(errorLine(dialog), r.message);
            QVERIFY(r.box->property("rejected").toBool());
            QVERIFY(dialog.isVisible());
            QCOMPARE(dialog.job().spec.from, before.spec.from);
            QCOMPARE(dialog.job().frames, before.frames);
            QCOMPARE(dialog.job().fps, before.fps);
            QCOMPARE(dialog.job().options.widthPx, before.options.widthPx);
        }
        // A value taken ends the line.
        tab(fps, QStringLiteral("30"));
        QCOMPARE(dialog.job().fps, 30);
        QVERIFY(errorLine(dialog).isEmpty());
        QVERIFY(!fps->property("rejected").toBool());
    }
};

QTEST_MAIN(TestDialogFields)
#include "test_dialog_fields.moc"

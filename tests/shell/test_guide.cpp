// SPDX-License-Identifier: GPL-3.0-or-later
// Help > Guide, opened with F1 as a user would: one page naming every view and listing the
// shortcuts a user has (the ones below are typed out here, not read from the menus).

#include "shell/window_fixture.h"
#include "ui/shell/guide_dialog.h"
#include "ui/shell/main_window.h"
#include "ui/views/view_kind.h"

#include <QApplication>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QtTest>

class TestGuide : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void f1OpensTheGuideWithEveryViewAndShortcut() {
        auto w = openActiveWindow(dir_.filePath(QStringLiteral("session.ini")));
        QVERIFY(w);
        QVERIFY(w->isActiveWindow());
        QTest::keyClick(w.get(), Qt::Key_F1);
        GuideDialog* guide = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((guide = w->findChild<GuideDialog*>()) && guide->isVisible(),
                                 kHangMs);
        const QString text = guide->page()->toPlainText();
        for (const char* title : {"Encoding PE(pos, dim)", "Waveforms PE(pos, d)",
                                  "Similarity between positions", "Similarity against offset k",
                                  "Wavelength per dimension", "What tells p and q apart"})
            QVERIFY2(text.contains(QLatin1String(title)), title);
        for (const char* keys : {"F1", "F2", "F3", "Ctrl+Z", "Ctrl+Shift+Z", "Ctrl+Y", "Ctrl+E",
                                 "Ctrl+O", "Ctrl+S", "Ctrl+C", "Ctrl+Shift+S", "Ctrl+Q"})
            QVERIFY2(text.contains(QLatin1String(keys)), keys);
        QVERIFY(text.contains(QLatin1String("Undo")));
        QTest::keyClick(guide, Qt::Key_Escape);
        QTRY_VERIFY_WITH_TIMEOUT(
            !w->findChild<GuideDialog*>() || !w->findChild<GuideDialog*>()->isVisible(), kHangMs);
    }
};

QTEST_MAIN(TestGuide)
#include "test_guide.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// Help > About says which licence the program is distributed under, in both languages.

#include "ui/shell/about_box.h"
#include "ui/shell/language.h"

#include <QApplication>
#include <QMessageBox>
#include <QTimer>
#include <QtTest>

class TestAboutBox : public QObject {
    Q_OBJECT

    // The text of the box AboutBox::show opens, read while it is up, then closed.
    static QString shownText() {
        QString text;
        QTimer::singleShot(0, qApp, [&text] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box)
                return;
            text = box->text();
            box->accept();
        });
        QWidget parent;
        AboutBox::show(&parent);
        return text;
    }

  private slots:
    void initTestCase() { QApplication::setApplicationVersion(QStringLiteral("9.8.7")); }
    void namesTheLicence() {
        installLanguage(QStringLiteral("en"));
        const QString text = shownText();
        QVERIFY2(text.contains(QLatin1String("GPL-3.0-or-later")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("GNU General Public License, version 3 or")),
                 qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("9.8.7")), qPrintable(text)); // still the version
        QVERIFY2(text.contains(QLatin1String("NO WARRANTY")), qPrintable(text));
    }
    void namesTheLicenceInChinese() {
        QVERIFY(installLanguage(QStringLiteral("zh_CN")));
        const QString text = shownText();
        QVERIFY2(text.contains(QStringLiteral("GNU 通用公共许可证")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("GPL-3.0-or-later")), qPrintable(text));
        installLanguage(QStringLiteral("en"));
    }
};

QTEST_MAIN(TestAboutBox)
#include "test_about_box.moc"

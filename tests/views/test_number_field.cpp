// SPDX-License-Identifier: GPL-3.0-or-later
// A refusal names its field by the label in front of it, as the user reads it: without the
// mnemonic's ampersand, and without the "(&N)" a Chinese label carries after its words.

#include "ui/views/whole_spin_box.h"

#include <QFormLayout>
#include <QLabel>
#include <QSignalSpy>
#include <QtTest>

class TestNumberField : public QObject {
    Q_OBJECT
  private slots:
    void aRefusalNamesTheFieldAsItsLabelReads_data() {
        QTest::addColumn<QString>("label");
        QTest::addColumn<QString>("name");
        QTest::newRow("English") << QStringLiteral("Model &dimension D")
                                 << QStringLiteral("Model dimension D");
        QTest::newRow("Chinese") << QStringLiteral("维度(&N)") << QStringLiteral("维度");
        QTest::newRow("full-width") << QStringLiteral("维度（&N）：") << QStringLiteral("维度");
        QTest::newRow("an ampersand")
            << QStringLiteral("Sin && cos") << QStringLiteral("Sin & cos");
    }
    void aRefusalNamesTheFieldAsItsLabelReads() {
        QFETCH(QString, label);
        QFETCH(QString, name);
        QWidget window;
        auto* form = new QFormLayout(&window);
        auto* box = new WholeSpinBox;
        box->setLimits(0, 15);
        auto* caption = new QLabel(label);
        caption->setBuddy(box);
        form->addRow(caption, box);
        window.show();
        QSignalSpy rejected(box, &WholeSpinBox::rejected);
        box->setFocus();
        box->selectAll();
        QTest::keyClicks(box, QStringLiteral("99"));
        QTest::keyClick(box, Qt::Key_Return);
        QCOMPARE(rejected.size(), 1);
        QCOMPARE(rejected.first().first().toString(), name + QStringLiteral(" must be 0 … 15: 99"));
    }
};

QTEST_MAIN(TestNumberField)
#include "test_number_field.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// Choosing what a file's table is, as a user does: a .safetensors file that names no table of
// positions opens a chooser of its 2-D tensors (their shapes and dtypes as the test wrote
// them), the tensor clicked and the first row typed; a first row outside the tensor is named
// and opens nothing. File > Choose tensor and first row on a .npy shown skips its first rows.
// File > Open a generated table makes one from the size and seed typed, shown as a file is:
// its name in the title and the captions, one undo step, and Back to the sinusoidal encoding.

#include "core/generated_tables.h"
#include "core/matrix_io.h"
#include "file_dialog_answer.h"
#include "shell/menu_clicks.h"
#include "shell/window_fixture.h"
#include "tests/table_files.h"
#include "ui/shell/explorer_history.h"
#include "ui/shell/generated_table_dialog.h"
#include "ui/shell/main_window.h"
#include "ui/shell/table_opener.h"
#include "ui/shell/tensor_chooser.h"
#include "ui/views/heatmap_view.h"
#include "ui/views/whole_spin_box.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QUndoStack>
#include <QtTest>
#include <cstring>
#include <fstream>
#include <sstream>

namespace {

constexpr int kRows = 40, kCols = 6;

// Values exact in float32, different in every cell.
pe::Matrix table(int rows, int cols, double scale) {
    pe::Matrix m(rows, cols);
    for (int p = 0; p < rows; ++p)
        for (int d = 0; d < cols; ++d)
            m(p, d) = scale * (p * cols + d) / 4.0 - 3.0;
    return m;
}

// The first dialog of class D shown after this is made (an event, not a time).
template <class D> class DialogWatch : public QObject {
  public:
    DialogWatch() { qApp->installEventFilter(this); }
    ~DialogWatch() override { qApp->removeEventFilter(this); }
    QPointer<D> dialog;

  protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::Show && !dialog)
            if (auto* d = qobject_cast<D*>(watched)) {
                dialog = d;
                qApp->removeEventFilter(this);
            }
        return false;
    }
};

// A message box answered with OK once it shows (an event, not a time), its text kept: a refusal
// the test did not expect fails the test with its text rather than waiting on the box.
class MessageAnswer : public QObject {
  public:
    MessageAnswer() { qApp->installEventFilter(this); }
    ~MessageAnswer() override { qApp->removeEventFilter(this); }
    QString text;

  protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::Show)
            if (auto* box = qobject_cast<QMessageBox*>(watched)) {
                qApp->removeEventFilter(this);
                QMetaObject::invokeMethod(
                    this,
                    [this, box] {
                        text = box->text();
                        QTest::mouseClick(box->button(QMessageBox::Ok), Qt::LeftButton);
                    },
                    Qt::QueuedConnection);
            }
        return false;
    }
};

// Clicks into a field, selects its text, types `text` and leaves with Tab, as a user filling
// in a dialog (Return would press its default button).
void typeAndTab(QAbstractSpinBox* spin, const QString& text) {
    QTest::mouseClick(spin, Qt::LeftButton, {}, QPoint(spin->width() / 3, spin->height() / 2));
    QTest::keyClick(spin, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(spin, text);
    QTest::keyClick(spin, Qt::Key_Tab);
}

void clickRow(QTreeWidget* list, int row) {
    QTreeWidgetItem* item = list->topLevelItem(row);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(item).center());
}

QString menuText(const char* context, const char* text) {
    return plain(QCoreApplication::translate(context, text));
}

} // namespace

class TestChooseTable : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

    std::unique_ptr<MainWindow> openWindow() {
        return openActiveWindow(dir_.filePath(QStringLiteral("choose-table.ini")));
    }

    static void checkTable(MainWindow& w, const pe::Matrix& expected) {
        QVERIFY(w.document()->table());
        QCOMPARE(w.document()->table()->rows(), expected.rows());
        QCOMPARE(w.document()->table()->cols(), expected.cols());
        QVERIFY(*w.document()->table() == expected);
        QCOMPARE(w.document()->params().length, std::int64_t(expected.rows()));
        QCOMPARE(w.document()->params().dim, std::int64_t(expected.cols()));
    }

  private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(dir_.isValid());
    }
    void init() { QFile::remove(dir_.filePath(QStringLiteral("choose-table.ini"))); }

    void aFileWithoutAPositionTableAsksWhichTensor() {
        const pe::Matrix small = table(3, 2, 1.0), layer = table(kRows, kCols, 0.5);
        const QString path = dir_.filePath(QStringLiteral("model.safetensors"));
        writeSafetensors(path, {{"a.weight", small}, {"layer.weight", layer}});
        auto w = openWindow();
        QVERIFY(w);
        const pe::EncodingParams before = w->document()->params();
        QSignalSpy read(w->findChild<TableOpener*>(), &TableOpener::finished);
        DialogWatch<TensorChooser> chooser;
        MessageAnswer refusal;
        FileDialogAnswer answer(path);
        QVERIFY(chooseFromMenus(*w, {menuText("FileActions", "&File"),
                                     menuText("TableOpener", "Open position &embeddings...")}));
        QTRY_VERIFY_WITH_TIMEOUT(chooser.dialog || !refusal.text.isEmpty(), kHangMs);
        QVERIFY2(chooser.dialog && chooser.dialog->isVisible(), qPrintable(refusal.text));
        TensorChooser* dialog = chooser.dialog;
        QVERIFY(read.isEmpty()); // nothing read yet: the user chooses first
        QTreeWidget* list = dialog->tensorList();
        QCOMPARE(list->topLevelItemCount(), 2);
        QCOMPARE(list->topLevelItem(0)->text(0), QStringLiteral("a.weight"));
        QCOMPARE(list->topLevelItem(0)->text(1), QStringLiteral("3 x 2"));
        QCOMPARE(list->topLevelItem(0)->text(2), QStringLiteral("F32"));
        QCOMPARE(list->topLevelItem(1)->text(0), QStringLiteral("layer.weight"));
        QCOMPARE(list->topLevelItem(1)->text(1), QStringLiteral("%1 x %2").arg(kRows).arg(kCols));
        QPushButton* ok = dialog->buttons()->button(QDialogButtonBox::Ok);

        // A first row past the small tensor's 3 rows: named, and Return opens nothing.
        clickRow(list, 0);
        QCOMPARE(dialog->tensor(), QStringLiteral("a.weight"));
        typeInto(dialog->firstRowField(), QStringLiteral("5"));
        QVERIFY2(dialog->problem().contains(QStringLiteral("5")) &&
                     dialog->problem().contains(QStringLiteral("a.weight")) &&
                     dialog->problem().contains(QStringLiteral("3 rows")),
                 qPrintable(dialog->problem()));
        QLabel* shown = nullptr;
        for (QLabel* label : dialog->findChildren<QLabel*>())
            if (label->isVisible() && label->text() == dialog->problem())
                shown = label;
        QVERIFY(shown);
        QVERIFY(!ok->isEnabled());
        QVERIFY(dialog->isVisible());
        // A row no tensor has: the field refuses it by name.
        typeInto(dialog->firstRowField(), QStringLiteral("99"));
        QVERIFY2(dialog->problem().contains(QStringLiteral("99")), qPrintable(dialog->problem()));
        QVERIFY(dialog->isVisible());

        // The layer's rows from row 2 on, with the keyboard: its row clicked, 2 typed, Return.
        clickRow(list, 1);
        typeInto(dialog->firstRowField(), QStringLiteral("2"));
        QTRY_COMPARE_WITH_TIMEOUT(read.size(), 1, kHangMs);
        QCOMPARE(read.first().first().toString(), QString());
        waitIdle(*w);
        checkTable(*w, layer.bottomRows(kRows - 2));
        QVERIFY2(w->windowTitle().contains(QStringLiteral("model.safetensors: layer.weight")) &&
                     w->windowTitle().contains(QStringLiteral("from row 2")),
                 qPrintable(w->windowTitle()));
        QVERIFY(w->history()->stack()->undoText().contains(QStringLiteral("layer.weight")));
        QVERIFY(w->document()->params() != before);
    }

    // A .npy shown: File > Choose tensor and first row lists its one array; 2 typed and Return
    // show it from row 2, one more undo step.
    void chooseAgainSkipsTheFirstRows() {
        const pe::Matrix values = table(kRows, kCols, 1.0);
        const QString path = dir_.filePath(QStringLiteral("opt.npy"));
        {
            std::ofstream out(path.toStdString(), std::ios::binary);
            QVERIFY(pe::writeNpy(out, values));
        }
        auto w = openWindow();
        QVERIFY(w);
        auto* opener = w->findChild<TableOpener*>();
        QSignalSpy read(opener, &TableOpener::finished);
        {
            FileDialogAnswer answer(path);
            QVERIFY(chooseFromMenus(*w, {menuText("FileActions", "&File"),
                                         menuText("TableOpener", "Open position &embeddings...")}));
            QTRY_COMPARE_WITH_TIMEOUT(read.size(), 1, kHangMs);
        }
        waitIdle(*w);
        checkTable(*w, values);
        w->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w.get(), kHangMs));

        DialogWatch<TensorChooser> chooser;
        QVERIFY(chooseFromMenus(*w, {menuText("FileActions", "&File"),
                                     menuText("TableOpener", "Choose &tensor and first row...")}));
        QTRY_VERIFY_WITH_TIMEOUT(chooser.dialog && chooser.dialog->isVisible(), kHangMs);
        QCOMPARE(chooser.dialog->tensorList()->topLevelItemCount(), 1);
        QCOMPARE(chooser.dialog->tensorList()->topLevelItem(0)->text(1),
                 QStringLiteral("%1 x %2").arg(kRows).arg(kCols));
        QCOMPARE(chooser.dialog->firstRow(), std::int64_t(0));
        typeInto(chooser.dialog->firstRowField(), QStringLiteral("2"));
        QTRY_COMPARE_WITH_TIMEOUT(read.size(), 2, kHangMs);
        QCOMPARE(read.last().first().toString(), QString());
        waitIdle(*w);
        checkTable(*w, values.bottomRows(kRows - 2));
        QCOMPARE(w->history()->stack()->undoText(), QStringLiteral("open opt.npy (from row 2)"));
        QCOMPARE(w->history()->stack()->count(), 2);
    }

    void aGeneratedTableOpensFromTheMenu() {
        auto w = openWindow();
        QVERIFY(w);
        QSignalSpy read(w->findChild<TableOpener*>(), &TableOpener::finished);
        DialogWatch<GeneratedTableDialog> generator;
        QVERIFY(chooseFromMenus(*w, {menuText("FileActions", "&File"),
                                     menuText("TableOpener", "Open a &generated table"),
                                     menuText("TableOpener", "&Smooth waves...")}));
        QTRY_VERIFY_WITH_TIMEOUT(generator.dialog && generator.dialog->isVisible(), kHangMs);
        GeneratedTableDialog* dialog = generator.dialog;
        QCOMPARE(dialog->length(), std::int64_t(1024));
        QCOMPARE(dialog->dim(), std::int64_t(64));
        typeAndTab(dialog->lengthField(), QStringLiteral("300"));
        typeAndTab(dialog->dimField(), QStringLiteral("16"));
        typeAndTab(dialog->seedField(), QStringLiteral("3"));
        QTest::mouseClick(dialog->buttons()->button(QDialogButtonBox::Ok), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(read.size(), 1, kHangMs);
        QCOMPARE(read.first().first().toString(), QString());
        waitIdle(*w);
        checkTable(*w, pe::generatedTable(pe::GeneratedTable::SmoothWaves, 300, 16, 3));
        const QString name = QStringLiteral("generated smooth waves, 300 x 16, seed 3");
        QCOMPARE(w->document()->tableName(), name);
        QVERIFY2(w->windowTitle().contains(name), qPrintable(w->windowTitle()));
        QVERIFY2(w->heatmapView()->subtitle().contains(name),
                 qPrintable(w->heatmapView()->subtitle()));
        QCOMPARE(w->history()->stack()->undoText(), QStringLiteral("open ") + name);
        // No file behind it: nothing to choose a tensor in.
        auto* opener = w->findChild<TableOpener*>();
        w->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w.get(), kHangMs));
        QVERIFY(chooseFromMenus(*w, {menuText("FileActions", "&File"),
                                     menuText("TableOpener", "&Back to the sinusoidal encoding")}));
        waitIdle(*w);
        QVERIFY(!opener->chooseAction()->isEnabled());
        QVERIFY(!w->document()->table());
        QCOMPARE(w->document()->params().length, std::int64_t(300));
        QCOMPARE(w->document()->params().dim, std::int64_t(16));
    }
};

QTEST_MAIN(TestChooseTable)
#include "test_choose_table.moc"

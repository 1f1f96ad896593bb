// SPDX-License-Identifier: GPL-3.0-or-later
// Exporting a figure as a user does it: press the mouse in a view, then Ctrl+E (or right-click
// the view and pick from its menu), accept the export dialog, type a path into Qt's own file
// dialog. The file written must be the view the user pressed, whatever the focus did.

#include "core/matrix_file.h"
#include "shell/window_fixture.h"
#include "svg_texts.h"
#include "typing.h"
#include "ui/export/data_export_dialog.h"
#include "ui/export/export_dialog.h"
#include "ui/export/figure_preview.h"
#include "ui/shell/control_panel.h"
#include "ui/shell/main_window.h"
#include "ui/views/plot_view.h"
#include "ui/views/scene_table.h"
#include "ui/views/similarity_view.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileSystemModel>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPointer>
#include <QProgressDialog>
#include <QPushButton>
#include <QScopeGuard>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QtTest>
#include <cmath>
#include <qcustomplot.h>

namespace {

constexpr int kTimeout = kHangMs; // a hang's bound (hang.h)

// Answers the dialogs as they come up, the way a user would: SVG in the export dialog and
// OK; the path typed into the file dialog's name field and Return.
class DialogDriver : public QObject {
    // How often it looks at the dialog on top (a user's pace, not a bound).
    static constexpr int kPollMs = 50;

  public:
    explicit DialogDriver(QString path) : path_(std::move(path)) {
        // Qt's file dialog lists its folder on a thread of its own and, once the listing is
        // in, sets its selection and name field from it: a name typed before then may be
        // replaced, and the dialog then takes its folder for the answer. The listing's end
        // is seen by watching for the dialog as it is shown, before its event loop runs.
        qApp->installEventFilter(this);
        timer_.setInterval(kPollMs);
        connect(&timer_, &QTimer::timeout, this, &DialogDriver::poll);
        timer_.start();
    }
    QString exportDialogTitle;
    bool fileDialogAnswered = false;
    // File > Export data: the entries to choose in its two lists (-1: the data offered), and
    // the data it offered first.
    int dataSubjectIndex = 0, dataFormatIndex = 0;
    bool dataDialogSeen = false;
    std::optional<DataSubject> dataSubjectOffered;
    // The data export's progress dialog: Cancel is clicked on it once it shows.
    bool progressCancelled = false;

  private:
    bool eventFilter(QObject* watched, QEvent* event) override {
        auto* files = qobject_cast<QFileDialog*>(watched);
        if (files && event->type() == QEvent::Show) {
            listed_.insert(files, false);
            if (auto* model = files->findChild<QFileSystemModel*>())
                connect(model, &QFileSystemModel::directoryLoaded, this,
                        [this, files = QPointer<QFileDialog>(files)](const QString& folder) {
                            if (files && QDir(folder) == files->directory())
                                listed_[files] = true;
                        });
        }
        return false;
    }
    static void pick(QComboBox* box, int index) {
        box->setFocus();
        QTest::keyClick(box, Qt::Key_Home);
        for (int i = 0; i < index; ++i)
            QTest::keyClick(box, Qt::Key_Down);
    }
    void poll() {
        QWidget* modal = QApplication::activeModalWidget();
        if (auto* dialog = qobject_cast<ExportDialog*>(modal)) {
            exportDialogTitle = dialog->windowTitle();
            auto* format = dialog->findChild<QComboBox*>(QStringLiteral("format"));
            format->setCurrentIndex(format->findData(int(FigureFormat::Svg)));
            QPushButton* ok = dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
            QTest::mouseClick(ok, Qt::LeftButton);
        } else if (auto* data = qobject_cast<DataExportDialog*>(modal)) {
            // As a user picks from the two lists: click each open, arrow down to the entry.
            dataDialogSeen = true;
            auto* subjects = data->findChild<QComboBox*>(QStringLiteral("subject"));
            if (!dataSubjectOffered)
                dataSubjectOffered = DataSubject(subjects->currentData().toInt());
            if (dataSubjectIndex >= 0)
                pick(subjects, dataSubjectIndex);
            pick(data->findChild<QComboBox*>(QStringLiteral("format")), dataFormatIndex);
            QTest::mouseClick(data->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok),
                              Qt::LeftButton);
        } else if (auto* progress = qobject_cast<QProgressDialog*>(modal)) {
            if (!progressCancelled && progress->isVisible()) {
                QTest::mouseClick(progress->findChild<QPushButton*>(), Qt::LeftButton);
                progressCancelled = true;
            }
        } else if (auto* box = qobject_cast<QMessageBox*>(modal)) {
            // Not expected: shown in the log so a failure says what the dialogs said.
            qWarning("message box: %s", qPrintable(box->text()));
            box->reject();
        } else if (auto* files = qobject_cast<QFileDialog*>(modal)) {
            auto* name = files->findChild<QLineEdit*>(QStringLiteral("fileNameEdit"));
            // Never hang the run on a dialog that will not take the name: give up after a
            // hang's time, and the missing file fails the test.
            if (++filePolls_ > kHangMs / kPollMs) {
                files->reject();
                return;
            }
            // Typed as a user does: once the dialog has listed its folder and is the active
            // window, with the name field clicked into.
            if (!fileDialogAnswered && (!listed_.value(files) || !files->isActiveWindow()))
                return;
            if (!fileDialogAnswered && QApplication::focusWidget() != name) {
                QTest::mouseClick(name, Qt::LeftButton);
                return;
            }
            if (fileDialogAnswered && name->text() == typed()) {
                // Return did not take (the dialog was still listing the folder): the Save
                // button then, as a user would click it.
                QPushButton* save =
                    files->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Save);
                if (save && save->isEnabled())
                    QTest::mouseClick(save, Qt::LeftButton);
                else
                    QMetaObject::invokeMethod(files, "accept");
                return;
            }
            if (fileDialogAnswered) // the name was changed under us: say so in the log
                qWarning("file dialog name reads '%s', typing '%s' again", qPrintable(name->text()),
                         qPrintable(typed()));
            name->selectAll();
            QTest::keyClick(name, Qt::Key_Backspace);
            QTest::keyClicks(name, typed());
            // Typing may open the dialog's completer; Escape closes its list, as a user who
            // has typed the whole name does before pressing Return.
            if (QWidget* popup = QApplication::activePopupWidget())
                QTest::keyClick(popup, Qt::Key_Escape);
            QTest::keyClick(name, Qt::Key_Return);
            fileDialogAnswered = true;
        }
    }

  public:
    // The whole path typed, not the name alone: a folder other than the one it opened in.
    bool typesWholePath = false;

  private:
    // The file's name alone: the dialog opens in its folder (the folder the tests remember).
    QString typed() const { return typesWholePath ? path_ : QFileInfo(path_).fileName(); }
    QString path_;
    QTimer timer_;
    int filePolls_ = 0;
    // Each file dialog seen, and whether it has listed its folder yet.
    QHash<QFileDialog*, bool> listed_;
};

// Inside the plot's axis rect, a little off its centre (a click on the exact centre of the
// similarity matrix and of the heatmap is as good as any other cell).
QPoint insideAxisRect(PlotView* view) {
    const QRect rect = view->plot()->axisRect()->rect();
    return rect.center() + QPoint(rect.width() / 7, rect.height() / 9);
}

// Picks entry `index` of an open popup menu with the mouse, as a user does: hovers it until
// the menu shows it highlighted (a busy machine may deliver the popup's first events late,
// and a click the menu has not yet seen the pointer come to is taken as a stray release),
// then clicks it. False if the menu never highlights it.
bool clickMenuEntry(QMenu* menu, int index) {
    if (!QTest::qWaitForWindowExposed(menu, kHangMs))
        return false;
    QAction* action = menu->actions().at(index);
    const QPoint entry = menu->actionGeometry(action).center();
    int moves = 0;
    if (!QTest::qWaitFor(
            [&] {
                if (menu->activeAction() == action)
                    return true;
                QTest::mouseMove(menu, entry + QPoint(moves++ % 2, 0));
                return false;
            },
            kTimeout))
        return false;
    QTest::mouseClick(menu, Qt::LeftButton, {}, entry);
    return true;
}

} // namespace

class TestExportFromWindow : public QObject {
    Q_OBJECT
  private:
    QTemporaryDir dir_;

    // The row of the data dialog's list that holds `subject` (the list follows the table).
    static int dataDialogRow(DataSubject subject) {
        int row = 0;
        for (const DataSubjectInfo& info : dataSubjectTable())
            if (info.inExplorer) {
                if (info.subject == subject)
                    return row;
                ++row;
            }
        return -1;
    }

    std::unique_ptr<MainWindow> openWindow() {
        auto w = openActiveWindow(dir_.filePath(QStringLiteral("session.ini")), kTimeout);
        waitReady(*w);
        return w;
    }
    // Shown, active (the File menu's shortcuts work in the active window) and computed.
    void waitReady(MainWindow& w) {
        QVERIFY(QTest::qWaitForWindowActive(&w, kHangMs));
        QTRY_VERIFY_WITH_TIMEOUT(w.isIdle() && w.currentResult(), kTimeout);
    }

    // The view's right-click menu, Export as notebook..., the file dialog answered with `path`.
    static void exportNotebookFromMenu(PlotView* view, const QString& path) {
        DialogDriver driver(path);
        QTest::mouseClick(view->plot(), Qt::RightButton, {}, insideAxisRect(view));
        QTRY_VERIFY_WITH_TIMEOUT(qobject_cast<QMenu*>(QApplication::activePopupWidget()), kHangMs);
        QVERIFY(clickMenuEntry(qobject_cast<QMenu*>(QApplication::activePopupWidget()), 3));
        QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(path), kHangMs);
        QVERIFY(driver.fileDialogAnswered);
    }

    // The view's title is among the figure's texts, and no other view's title is.
    void checkFigureIsView(const QString& path, PlotView* view, const QList<PlotView*>& all) {
        const QStringList texts = svgTexts(path);
        QVERIFY2(texts.contains(view->title()),
                 qPrintable(view->title() + " not in " + texts.join(" | ")));
        for (PlotView* other : all)
            if (other != view)
                QVERIFY2(!texts.contains(other->title()), qPrintable(other->title()));
    }

  private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        // Where File > Export opens its file dialog: the folder the figures go to.
        QSettings().setValue("export/folder", dir_.path());
    }

    // Every file dialog opens in the folder of the file last chosen in any of them: a session
    // saved into another folder, the next figure's dialog opens there.
    void fileDialogsOpenWhereTheLastFileWent() {
        auto w = openWindow();
        QVERIFY(QDir(dir_.path()).mkpath(QStringLiteral("lesson-3")));
        const QString session = dir_.filePath(QStringLiteral("lesson-3/lesson.json"));
        {
            DialogDriver driver(session);
            driver.typesWholePath = true;
            QTest::keyClick(w.get(), Qt::Key_S, Qt::ControlModifier);
            QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(session), kTimeout);
        }
        w->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w.get(), kHangMs));
        QTest::mouseClick(w->views().first()->plot(), Qt::LeftButton, {},
                          insideAxisRect(w->views().first()));
        // The name alone typed: it lands in the folder the dialog opened in.
        const QString figure = dir_.filePath(QStringLiteral("lesson-3/heatmap.svg"));
        DialogDriver driver(figure);
        QTest::keyClick(w.get(), Qt::Key_E, Qt::ControlModifier);
        QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(figure), kTimeout);
        QSettings().setValue("export/folder", dir_.path()); // the other tests' folder
    }

    // File > Export scene... in the springs scene (Ctrl+1): its three views on one page at the
    // scene's p, q and far q, as the teacher sees them.
    void fileExportSceneWritesTheSceneOnShow() {
        auto w = openWindow();
        QTest::keyClick(w.get(), Qt::Key_1, Qt::ControlModifier);
        QTRY_VERIFY_WITH_TIMEOUT(w->currentScene() != nullptr, kTimeout);
        QCOMPARE(QLatin1String(w->currentScene()->name), QLatin1String("springs"));
        const QString path = dir_.filePath(QStringLiteral("springs-scene.svg"));
        DialogDriver driver(path);
        // The File menu opened from the menu bar, as a user does, and its entry clicked.
        QMenuBar* bar = w->menuBar();
        QAction* fileMenu = bar->actions().first();
        QTest::mouseClick(bar, Qt::LeftButton, {}, bar->actionGeometry(fileMenu).center());
        QTRY_VERIFY_WITH_TIMEOUT(qobject_cast<QMenu*>(QApplication::activePopupWidget()), kHangMs);
        auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
        int entry = -1;
        for (int i = 0; i < menu->actions().size(); ++i)
            if (menu->actions().at(i)->text().remove('&') == QLatin1String("Export scene..."))
                entry = i;
        QVERIFY(entry >= 0);
        QVERIFY(clickMenuEntry(menu, entry));
        QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(path), kTimeout);
        const QString all = svgTexts(path).join(" | ");
        QVERIFY2(all.contains(QStringLiteral("Springs near and far")), qPrintable(all));
        QCOMPARE(svgTexts(path).count(QStringLiteral("What tells p and q apart")), 1);
        QCOMPARE(svgTexts(path).count(QStringLiteral("What tells p and a far q apart")), 1);
        QVERIFY2(all.contains(QStringLiteral("p = 0, q = 3, far q = 40")), qPrintable(all));
        QCOMPARE(driver.exportDialogTitle.isEmpty(), false);
    }

    void ctrlEExportsTheViewLastPressed_data() {
        QTest::addColumn<int>("index");
        for (const ViewInfo& info : viewTable())
            QTest::newRow(info.name) << int(&info - viewTable().data());
    }
    void ctrlEExportsTheViewLastPressed() {
        QFETCH(int, index);
        auto w = openWindow();
        const QList<PlotView*> views = w->views();
        PlotView* view = views.at(index);
        // Another view holds the keyboard focus: the press, not the focus, must decide.
        views.at((index + 1) % views.size())->plot()->setFocus();
        QTest::mouseClick(view->plot(), Qt::LeftButton, {}, insideAxisRect(view));
        const QString path = dir_.filePath(QStringLiteral("ctrl-e-%1.svg").arg(index));
        DialogDriver driver(path);
        QTest::keyClick(w.get(), Qt::Key_E, Qt::ControlModifier);
        QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(path), kTimeout);
        QVERIFY(driver.fileDialogAnswered);
        QCOMPARE(driver.exportDialogTitle, "Export figure: " + view->title());
        checkFigureIsView(path, view, views);
    }

    void contextMenuExportsThatView_data() { ctrlEExportsTheViewLastPressed_data(); }
    void contextMenuExportsThatView() {
        QFETCH(int, index);
        auto w = openWindow();
        const QList<PlotView*> views = w->views();
        PlotView* view = views.at(index);
        // Pressed last in another view: the menu belongs to the view it opened on.
        PlotView* other = views.at((index + 2) % views.size());
        QTest::mouseClick(other->plot(), Qt::LeftButton, {}, insideAxisRect(other));
        const QString path = dir_.filePath(QStringLiteral("menu-%1.svg").arg(index));
        DialogDriver driver(path);
        QTest::mouseClick(view->plot(), Qt::RightButton, {}, insideAxisRect(view));
        QTRY_VERIFY_WITH_TIMEOUT(qobject_cast<QMenu*>(QApplication::activePopupWidget()), kHangMs);
        auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
        QCOMPARE(menu->actions().size(), 4);
        QCOMPARE(menu->actions().at(0)->text(), QStringLiteral("&Export this figure..."));
        QCOMPARE(menu->actions().at(2)->text(), QStringLiteral("Copy as &Python"));
        QCOMPARE(menu->actions().at(3)->text(), QStringLiteral("Export as &notebook..."));
        // Clicked, as a user picks it: keys sent before a busy machine has the popup up are
        // lost, and the menu would wait for them.
        QVERIFY(clickMenuEntry(menu, 0));
        QTRY_VERIFY2_WITH_TIMEOUT(
            QFileInfo::exists(path),
            qPrintable(QString("export dialog '%1', file dialog %2")
                           .arg(driver.exportDialogTitle)
                           .arg(driver.fileDialogAnswered ? "answered" : "not seen")),
            kTimeout);
        QCOMPARE(driver.exportDialogTitle, "Export figure: " + view->title());
        checkFigureIsView(path, view, views);
    }

    // The export dialog shows the figure it will write, and redraws it as the options change:
    // typed into the width box, picked from the theme list. Cancel writes nothing.
    void theExportDialogPreviewsTheFigure() {
        auto w = openWindow();
        PlotView* view = w->views().at(2); // the similarity matrix
        QTest::mouseClick(view->plot(), Qt::LeftButton, {}, insideAxisRect(view));
        const QStringList filesBefore = QDir(dir_.path()).entryList(QDir::Files);
        QSettings().setValue("export/width", 1600);
        QSettings().setValue("export/height", 1000);
        const auto forget = qScopeGuard([] {
            QSettings().remove("export/width");
            QSettings().remove("export/height");
        });
        QSize first, typed;
        QRgb printCorner = 0, screenCorner = 0;
        int step = 0;
        const auto corner = [](FigurePreview* preview) {
            return preview->pixmap().toImage().pixel(2, 2);
        };
        // Run inside the dialog's exec(): each step waits for the dialog to show what the one
        // before asked for. Whatever happens, the dialog is closed on the way out, so a failed
        // wait ends the test instead of leaving exec() running.
        QObject steps;
        QTimer::singleShot(0, &steps, [&] {
            QPointer<ExportDialog> dialog;
            const auto close = qScopeGuard([&] {
                if (dialog && dialog->isVisible())
                    dialog->reject();
            });
            QTRY_VERIFY_WITH_TIMEOUT(
                (dialog = qobject_cast<ExportDialog*>(QApplication::activeModalWidget())),
                kTimeout);
            FigurePreview* preview = dialog->preview();
            QVERIFY(preview);
            // The first drawing: the remembered size, print theme.
            QTRY_VERIFY_WITH_TIMEOUT(!preview->pixmap().isNull(), kTimeout);
            first = preview->pixmap().size();
            printCorner = corner(preview);
            auto* width = dialog->findChild<QDoubleSpinBox*>(QStringLiteral("width"));
            width->setFocus();
            QTest::keyClick(width, Qt::Key_A, Qt::ControlModifier);
            QTest::keyClicks(width, "500");
            QTest::keyClick(width, Qt::Key_Tab);
            step = 1;
            QTRY_COMPARE_WITH_TIMEOUT(preview->drawnFigureSize().width(), 500, kTimeout);
            typed = preview->pixmap().size();
            auto* theme = dialog->findChild<QComboBox*>(QStringLiteral("theme"));
            theme->setFocus();
            QTest::keyClick(theme, Qt::Key_End); // the screen theme
            step = 2;
            QTRY_VERIFY_WITH_TIMEOUT(corner(preview) != printCorner, kTimeout);
            screenCorner = corner(preview);
            QTest::mouseClick(
                dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Cancel),
                Qt::LeftButton);
            step = 3;
        });
        QTest::keyClick(w.get(), Qt::Key_E, Qt::ControlModifier);
        QCOMPARE(step, 3);
        // The remembered 1600 x 1000 drawn 420 x 263; then 500 x 1000 drawn 150 x 300.
        QCOMPARE(first, QSize(420, 263));
        QCOMPARE(typed, QSize(150, 300));
        QVERIFY(qGray(printCorner) > 200);  // white paper
        QVERIFY(qGray(screenCorner) < 100); // the dark screen theme
        QCOMPARE(QDir(dir_.path()).entryList(QDir::Files), filesBefore);
    }

    // The springs compare the p and q chosen on screen (a click on the similarity matrix), not
    // p and its neighbour: the exported figure names the same q as the view.
    void theSpringsFigureComparesTheChosenPositions() {
        auto w = openWindow();
        PlotView* similarity = nullptr;
        PlotView* springs = nullptr;
        for (PlotView* view : w->views()) {
            if (view->kind() == ViewKind::Similarity)
                similarity = view;
            if (view->kind() == ViewKind::Springs)
                springs = view;
        }
        QVERIFY(similarity && springs);
        const QRect rect = similarity->plot()->axisRect()->rect();
        QTest::mouseClick(similarity->plot(), Qt::LeftButton, {},
                          rect.topLeft() + QPoint(rect.width() * 4 / 5, rect.height() / 6));
        QTRY_VERIFY_WITH_TIMEOUT(!similarity->clickPending(),
                                 kHangMs); // it acts once no double-click can follow
        const Selection chosen = w->document()->selection();
        QVERIFY2(std::abs(chosen.q - chosen.p) > 1,
                 qPrintable(QString("p = %1, q = %2").arg(chosen.p).arg(chosen.q)));
        QTRY_VERIFY_WITH_TIMEOUT(w->isIdle() && w->currentResult() &&
                                     w->currentResult()->request.q == chosen.q,
                                 kTimeout);
        const QString path = dir_.filePath(QStringLiteral("springs-chosen.svg"));
        DialogDriver driver(path);
        QTest::mouseClick(springs->plot(), Qt::RightButton, {}, insideAxisRect(springs));
        QTRY_VERIFY_WITH_TIMEOUT(qobject_cast<QMenu*>(QApplication::activePopupWidget()), kHangMs);
        auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
        QVERIFY(clickMenuEntry(menu, 0));
        QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(path), kTimeout);
        const QString pair = QStringLiteral("p = %1, q = %2").arg(chosen.p).arg(chosen.q);
        QVERIFY2(svgTexts(path).join(" | ").contains(pair),
                 qPrintable(pair + " not in " + svgTexts(path).join(" | ")));
    }

    void contextMenuCopiesThatView_data() { ctrlEExportsTheViewLastPressed_data(); }
    void contextMenuCopiesThatView() {
        QFETCH(int, index);
        auto w = openWindow();
        PlotView* view = w->views().at(index);
        // A view in a tab behind another (the springs) is brought forward first, as a user
        // does before right-clicking it: hidden, it has no size worth copying.
        QWidget* page = view;
        while (page->parentWidget() && !qobject_cast<QStackedWidget*>(page->parentWidget()))
            page = page->parentWidget();
        if (page->parentWidget())
            if (auto* tabs = qobject_cast<QTabWidget*>(page->parentWidget()->parentWidget()))
                tabs->setCurrentWidget(page);
        QTRY_VERIFY_WITH_TIMEOUT(view->plot()->isVisible(), kTimeout);
        waitReady(*w);
        // The size the export dialog took last: the figure is copied at it, not at the
        // view's few hundred pixels of screen.
        QSettings().setValue("export/width", 1280);
        QSettings().setValue("export/height", 720);
        QApplication::clipboard()->clear();
        QTest::mouseClick(view->plot(), Qt::RightButton, {}, insideAxisRect(view));
        QTRY_VERIFY_WITH_TIMEOUT(qobject_cast<QMenu*>(QApplication::activePopupWidget()), kHangMs);
        auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
        QVERIFY(clickMenuEntry(menu, 1));
        // Computed as a figure is, then put on the clipboard: an image and SVG of that view.
        const auto hasSvg = [] {
            const QMimeData* now = QApplication::clipboard()->mimeData();
            return now && now->hasFormat(QStringLiteral("image/svg+xml"));
        };
        QTRY_VERIFY_WITH_TIMEOUT(hasSvg(), kTimeout);
        const QMimeData* copied = QApplication::clipboard()->mimeData();
        QVERIFY(copied->hasImage());
        const QImage image = qvariant_cast<QImage>(copied->imageData());
        QCOMPARE(image.size(), QSize(1280, 720));
        const QByteArray svg = copied->data(QStringLiteral("image/svg+xml"));
        QVERIFY(svg.contains("viewBox=\"0 0 1280 720\""));
        const QString name = QLatin1String(viewInfo(view->kind()).name);
        QVERIFY2(svg.contains(QStringLiteral("&quot;view&quot;:&quot;%1&quot;").arg(name).toUtf8()),
                 svg.left(600).constData());
        QSettings().remove("export/width");
        QSettings().remove("export/height");
    }

    // The context menu's Copy as Python and Export as notebook: the view's own code, with the
    // window's parameters (tests/export/test_notebook runs such code against the engine).
    void contextMenuCopiesThePythonAndExportsTheNotebook() {
        auto w = openWindow();
        PlotView* view = w->views().at(0); // the heatmap: never behind a tab
        QCOMPARE(view->kind(), *viewKindFromName("heatmap"));
        QTRY_VERIFY_WITH_TIMEOUT(view->plot()->isVisible(), kTimeout);
        waitReady(*w);
        QApplication::clipboard()->clear();
        QTest::mouseClick(view->plot(), Qt::RightButton, {}, insideAxisRect(view));
        QTRY_VERIFY_WITH_TIMEOUT(qobject_cast<QMenu*>(QApplication::activePopupWidget()), kHangMs);
        QVERIFY(clickMenuEntry(qobject_cast<QMenu*>(QApplication::activePopupWidget()), 2));
        const QString code = QApplication::clipboard()->text();
        QVERIFY2(code.contains(QStringLiteral("L = %1  #").arg(w->document()->params().length)) &&
                     code.contains(QStringLiteral("D = %1  #").arg(w->document()->params().dim)) &&
                     code.contains("    data = pe  # every position its own row\n") &&
                     code.contains("plt.show()"),
                 qPrintable(code));
        const QString path = dir_.filePath(QStringLiteral("heatmap.ipynb"));
        exportNotebookFromMenu(view, path);
        if (QTest::currentTestFailed())
            return;
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject notebook = QJsonDocument::fromJson(file.readAll()).object();
        QCOMPARE(notebook.value("nbformat").toInt(), 4);
        const QJsonArray cells = notebook.value("cells").toArray();
        QCOMPARE(cells.size(), 3);
        QVERIFY(cells[2]["source"].toArray().contains(
            QJsonValue("    data = pe  # every position its own row\n")));
    }

    // A model's table shown: Export as notebook writes the notebook, titled as the view titles
    // the table, and the table's values beside it, in the file its code loads.
    void aTablesNotebookCarriesTheTable() {
        const pe::Matrix table = pe::Matrix::Random(20, 6) * 2.0;
        WindowOpening how;
        how.start.table = std::make_shared<const pe::Matrix>(table);
        how.start.tableName = QStringLiteral("model.npy");
        // Settings of its own: the table's L and D stay out of the other tests' session.
        auto w = openTestWindow(dir_.filePath(QStringLiteral("table-session.ini")), how);
        QVERIFY(w);
        PlotView* view = w->views().at(0); // the heatmap: never behind a tab
        QCOMPARE(view->title(),
                 QCoreApplication::translate("HeatmapView", "Table values (pos, dim)"));
        const QString path = dir_.filePath(QStringLiteral("lesson.ipynb"));
        exportNotebookFromMenu(view, path);
        if (QTest::currentTestFailed())
            return;
        const QString beside = dir_.filePath(QStringLiteral("lesson.table.npy"));
        QCOMPARE(pe::readMatrixFile(beside.toStdString()).values, table);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray json = file.readAll();
        QVERIFY(json.contains("np.load(\\\"lesson.table.npy\\\")"));
        QVERIFY(json.contains("# Table values (pos, dim)"));
        QVERIFY2(w->statusBar()->currentMessage().contains(QDir::toNativeSeparators(beside)),
                 qPrintable(w->statusBar()->currentMessage()));
    }

    // Ctrl+Shift+S: the data and the format are chosen in a dialog of their own, then the file
    // is named; the similarity matrix as NumPy is an L x L float64 array.
    void exportDataAsksForTheDataThenTheFile() {
        auto w = openWindow(); // L = 64
        const QString path = dir_.filePath(QStringLiteral("similarity.npy"));
        DialogDriver driver(path);
        driver.dataSubjectIndex = dataDialogRow(DataSubject::Similarity);
        QVERIFY(driver.dataSubjectIndex > 0);
        driver.dataFormatIndex = 1; // NumPy
        QTest::keyClick(w.get(), Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);
        // Written through QSaveFile: the name appears when the file is complete.
        QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(path), kTimeout);
        QVERIFY(driver.dataDialogSeen);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        QVERIFY(bytes.startsWith("\x93NUMPY"));
        QVERIFY2(bytes.contains("'shape': (64, 64)"), bytes.left(120).constData());
        QCOMPARE(bytes.size() % 64, 0); // the header pads to 64 bytes; then 64 x 64 doubles
        QVERIFY(bytes.size() >= 64 * 64 * 8);
    }

    // The data offered first is the data of the view worked in last: a click in the
    // similarity matrix, then Ctrl+Shift+S and OK, writes the L x L similarity.
    void exportDataOffersTheViewWorkedInLast() {
        auto w = openWindow(); // L = 64
        QCustomPlot* similarity = w->view<SimilarityView>()->plot();
        QTest::mouseClick(similarity, Qt::LeftButton, {}, similarity->axisRect()->center());
        QTRY_VERIFY_WITH_TIMEOUT(!w->view<SimilarityView>()->clickPending(), kHangMs);
        const QString path = dir_.filePath(QStringLiteral("offered.csv"));
        DialogDriver driver(path);
        driver.dataSubjectIndex = -1; // as offered
        QTest::keyClick(w.get(), Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(path), kTimeout);
        QVERIFY(driver.dataSubjectOffered == DataSubject::Similarity);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QList<QByteArray> lines = file.readAll().trimmed().split('\n');
        // Named: the columns are positions q, the rows positions p.
        QByteArrayList names;
        for (int q = 0; q < 64; ++q)
            names << "q_" + QByteArray::number(q);
        QCOMPARE(lines.takeFirst(), "# " + names.join(','));
        QVERIFY2(lines.first().startsWith("# 64 x 64 cosine similarity of positions p (row p)"),
                 lines.first().constData());
        lines.removeFirst();
        QCOMPARE(lines.size(), 64);
        QCOMPARE(lines.first().split(',').size(), 64);
    }

    // The data the views show from the selection: the offset profile from p and what tells
    // p and q apart, for the p and q typed into the control panel, against the formula.
    void exportDataWritesWhatTheSelectionShows() {
        auto w = openWindow(); // L = 64, D = 16, base 10000
        typing::typeInto(w->controlPanel()->pBox(), "5");
        typing::typeInto(w->controlPanel()->qBox(), "9");
        QCOMPARE(w->document()->selection().p, 5);
        QCOMPARE(w->document()->selection().q, 9);
        auto omega = [](int i) { return 1.0 / std::pow(10000.0, 2.0 * i / 16.0); };
        {
            const QString path = dir_.filePath(QStringLiteral("offsets-from-p.csv"));
            DialogDriver driver(path);
            driver.dataSubjectIndex = dataDialogRow(DataSubject::Offsets);
            QVERIFY(driver.dataSubjectIndex > 0);
            QTest::keyClick(w.get(), Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);
            QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(path), kHangMs);
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            QList<QByteArray> lines = file.readAll().trimmed().split('\n');
            QCOMPARE(lines.takeFirst(), QByteArray("# k,similarity"));
            QCOMPARE(lines.takeFirst(),
                     QByteArray("# cosine similarity of positions p = 5 and p + "
                                "k of the sinusoidal encoding (base 10000, interleaved)"));
            QCOMPARE(lines.size(), 64 - 5); // k = 0 .. L-1-p
            for (int k = 0; k < lines.size(); ++k) {
                const QList<QByteArray> fields = lines[k].split(',');
                QCOMPARE(fields.size(), 2);
                QCOMPARE(fields[0].toInt(), k);
                double cosine = 0;
                for (int i = 0; i < 8; ++i)
                    cosine += std::cos(k * omega(i)) / 8.0;
                QVERIFY2(std::abs(fields[1].toDouble() - cosine) < 1e-12, lines[k].constData());
            }
        }
        {
            // The offscreen platform does not give the window back its activation when the
            // file dialog closes, as a desktop does; the shortcut needs the active window.
            w->activateWindow();
            QVERIFY(QTest::qWaitForWindowActive(w.get(), kHangMs));
            const QString path = dir_.filePath(QStringLiteral("springs-of-p-and-q.csv"));
            DialogDriver driver(path);
            driver.dataSubjectIndex = dataDialogRow(DataSubject::PairDistance);
            QTest::keyClick(w.get(), Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);
            QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(path), kHangMs);
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            QList<QByteArray> lines = file.readAll().trimmed().split('\n');
            QCOMPARE(lines.takeFirst(), QByteArray("# pair,contribution"));
            QCOMPARE(lines.takeFirst(),
                     QByteArray("# each pair's share of ||PE(p) - PE(q)||^2, p = 5, q = 9"));
            QCOMPARE(lines.size(), 8); // one row per pair
            for (int i = 0; i < 8; ++i) {
                const double share = 2.0 - 2.0 * std::cos((9 - 5) * omega(i));
                QVERIFY2(std::abs(lines[i].split(',')[1].toDouble() - share) < 1e-12,
                         lines[i].constData());
            }
        }
    }

    // A long export shows how far it is; its Cancel stops it and leaves no file.
    void aLongDataExportCanBeCancelled() {
        WindowOpening how;
        how.start.length = 20000;
        how.timeoutMs = kHangMs;
        auto w = openTestWindow(dir_.filePath(QStringLiteral("session.ini")), how);
        QVERIFY(w);
        const QString path = dir_.filePath(QStringLiteral("long-similarity.csv"));
        DialogDriver driver(path);
        driver.dataSubjectIndex = dataDialogRow(DataSubject::Similarity);
        driver.dataFormatIndex = 0; // CSV: 20000 x 20000 values take many seconds to write
        QTest::keyClick(w.get(), Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY_WITH_TIMEOUT(driver.progressCancelled, kHangMs);
        // The export has ended when its dialog goes.
        QTRY_VERIFY_WITH_TIMEOUT(!w->findChild<QProgressDialog*>("dataExportProgress"), kHangMs);
        QVERIFY(!QFileInfo::exists(path));
        QCOMPARE(QDir(dir_.path()).entryList({"long-similarity*"}, QDir::Files | QDir::Hidden),
                 QStringList());
    }

    void aDragWithTheRightButtonOpensNoMenu() {
        auto w = openWindow();
        PlotView* view = w->view<SimilarityView>();
        const QPoint from = insideAxisRect(view);
        QTest::mousePress(view->plot(), Qt::RightButton, {}, from);
        QTest::mouseRelease(view->plot(), Qt::RightButton, {}, from + QPoint(40, 30));
        // The release is handled as it is sent: a menu it opened would be up already.
        QVERIFY(!QApplication::activePopupWidget());
        // The same press released where it went down does open it: the drag, not a slow
        // menu, is why none came up above.
        QTest::mousePress(view->plot(), Qt::RightButton, {}, from);
        QTest::mouseRelease(view->plot(), Qt::RightButton, {}, from);
        QTRY_VERIFY_WITH_TIMEOUT(qobject_cast<QMenu*>(QApplication::activePopupWidget()), kHangMs);
        QTest::keyClick(QApplication::activePopupWidget(), Qt::Key_Escape);
        QTRY_VERIFY_WITH_TIMEOUT(!QApplication::activePopupWidget(), kHangMs);
    }
};

QTEST_MAIN(TestExportFromWindow)
#include "test_export_from_window.moc"

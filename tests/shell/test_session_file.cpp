// SPDX-License-Identifier: GPL-3.0-or-later
// Session files: what the window shows (parameters, selection, the view in front) saved and
// opened again in another window; a corrupt file, a future version or a value out of range
// refused with one line naming it, and the window left exactly as it was.

#include "file_dialog_answer.h"
#include "shell/menu_clicks.h"
#include "shell/window_fixture.h"
#include "ui/compute/request.h"
#include "ui/export/view_export.h"
#include "ui/shell/main_window.h"
#include "ui/views/plot_view.h"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QImage>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QtTest>
#include <qcustomplot.h>

namespace {

constexpr int kTimeout = kHangMs; // a hang's bound (hang.h)

// Answers the dialogs as a user would: the file dialog, then any message box.
class DialogAnswers : public QObject {
  public:
    // The file dialog in the file's folder once it is listed, its name typed, Return
    // (file_dialog_answer.h, where typing before the listing lost the name under load); a
    // message box after it read and closed with its button.
    explicit DialogAnswers(QString path) : files_(std::move(path)) {
        connect(&timer_, &QTimer::timeout, this, [this] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                message = box->text();
                QTest::mouseClick(box->button(QMessageBox::Ok), Qt::LeftButton);
            }
        });
        timer_.start(50);
    }
    bool typed() const { return files_.seen(); }
    QString message;

  private:
    FileDialogAnswer files_;
    QTimer timer_;
};

void writeFile(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

QByteArray goodSession() {
    return R"({"pe-explorer-session":1,"length":100,"dim":20,"base":300,"layout":"concatenated",
               "metric":"euclidean","view":"offsets",
               "selection":{"position":7,"dimension":3,"waveDims":[2,5],"bandFirst":-1,
                            "bandLast":-1,"partner":1}})";
}

} // namespace

class TestSessionFile : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;
    int windows_ = 0;

    std::unique_ptr<MainWindow> openWindow(const QString& session = QString()) {
        WindowOpening how;
        how.start.sessionFile = session;
        how.activate = false;
        how.timeoutMs = kTimeout;
        return openTestWindow(dir_.filePath(QStringLiteral("settings-%1.ini").arg(windows_++)),
                              how);
    }
    // Idle and quiet (window_fixture.h), with this test's timeout.
    void waitIdle(MainWindow& w) { ::waitIdle(w, kTimeout); }

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void savedSessionOpensAsItWasLeft() {
        auto a = openWindow();
        pe::EncodingParams p;
        p.length = 200;
        p.dim = 24;
        p.base = 5000;
        p.layout = pe::Layout::Concatenated;
        QVERIFY(a->applyParameters(p, pe::Metric::Dot));
        waitIdle(*a);
        // A click on a heatmap cell selects it and draws its dimension; then the similarity
        // view is the one in front.
        QCustomPlot* heat = a->views().at(0)->plot();
        QTest::mouseClick(heat, Qt::LeftButton, {}, heat->axisRect()->rect().center());
        waitIdle(*a);
        PlotView* similarity = a->views().at(2);
        QTest::mouseClick(similarity->plot(), Qt::LeftButton, {},
                          similarity->plot()->axisRect()->rect().center());
        waitIdle(*a);
        const Selection chosen = a->document()->selection();
        QVERIFY(chosen.p > 0 && chosen.dimension > 0);
        const QString path = dir_.filePath("lesson.json");
        QString error;
        QVERIFY2(a->saveSessionFile(path, &error), qPrintable(error));

        // The file says so, read without the app's reader.
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject json = QJsonDocument::fromJson(file.readAll()).object();
        QCOMPARE(json.value("pe-explorer-session").toInt(), 1);
        QCOMPARE(json.value("length").toInt(), 200);
        QCOMPARE(json.value("dim").toInt(), 24);
        QCOMPARE(json.value("base").toDouble(), 5000.0);
        QCOMPARE(json.value("layout").toString(), "concatenated");
        QCOMPARE(json.value("metric").toString(), "dot");
        QCOMPARE(json.value("view").toString(), "similarity");
        const QJsonObject selection = json.value("selection").toObject();
        QCOMPARE(selection.value("position").toInteger(), chosen.p);
        QCOMPARE(selection.value("dimension").toInteger(), chosen.dimension);
        QCOMPARE(selection.value("waveDims").toArray().size(), qsizetype(chosen.waveDims.size()));

        // Opened in a window that started elsewhere, and from the command line's start.
        auto b = openWindow();
        QVERIFY2(b->openSessionFile(path, &error), qPrintable(error));
        waitIdle(*b);
        auto c = openWindow(path);
        for (MainWindow* w : {b.get(), c.get()}) {
            QVERIFY(w->document()->params() == a->document()->params());
            QVERIFY(w->document()->metric() == pe::Metric::Dot);
            QVERIFY(w->document()->selection() == chosen);
            QVERIFY(w->lastUsedView()->kind() == ViewKind::Similarity);
            QVERIFY(w->currentResult()->request.params == a->document()->params());
        }
    }

    void badSessionsChangeNothing_data() {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("mentions");
        const QByteArray good = goodSession();
        QTest::newRow("not json") << good.left(50) << "not valid JSON";
        QTest::newRow("future version")
            << QByteArray(good).replace("\"pe-explorer-session\":1", "\"pe-explorer-session\":3")
            << "version 3";
        QTest::newRow("no version") << QByteArray(good).replace("\"pe-explorer-session\":1,", "")
                                    << "not a PE Explorer session";
        QTest::newRow("length 0") << QByteArray(good).replace("\"length\":100", "\"length\":0")
                                  << "\"length\" is 0";
        QTest::newRow("dim text") << QByteArray(good).replace("\"dim\":20", "\"dim\":\"20\"")
                                  << "\"dim\" is \"20\"";
        QTest::newRow("layout") << QByteArray(good).replace("concatenated", "spiral")
                                << "\"layout\" is \"spiral\"";
        QTest::newRow("view") << QByteArray(good).replace("\"offsets\"", "\"pie\"")
                              << "\"view\" is \"pie\"";
        QTest::newRow("position past L")
            << QByteArray(good).replace("\"position\":7", "\"position\":100")
            << "\"position\" is 100";
        QTest::newRow("wave dim past D")
            << QByteArray(good).replace("[2,5]", "[2,20]") << "\"waveDims\" is [2,20]";
        QTest::newRow("scene tokens not text")
            << QByteArray(good).replace("\"view\":\"offsets\",",
                                        "\"view\":\"offsets\",\"scene\":{\"tokens\":[1,2]},")
            << "\"tokens\" is [1,2]";
        QTest::newRow("scene start past L")
            << QByteArray(good).replace(
                   "\"view\":\"offsets\",",
                   "\"view\":\"offsets\",\"scene\":{\"offsetStarts\":[0,100]},")
            << "\"offsetStarts\" is [0,100]";
        QTest::newRow("no selection")
            << QByteArray(good).left(good.indexOf(",\n               \"selection\"")) + "}"
            << "\"selection\" is missing";
    }
    void badSessionsChangeNothing() {
        QFETCH(QByteArray, json);
        QFETCH(QString, mentions);
        const QString path = dir_.filePath("bad.json");
        writeFile(path, json);
        auto w = openWindow();
        const pe::EncodingParams params = w->document()->params();
        const Selection selection = w->document()->selection();
        const ViewKind view = w->lastUsedView()->kind();
        const auto shown = w->currentResult();
        QString error;
        QVERIFY(!w->openSessionFile(path, &error));
        QVERIFY2(error.contains(mentions) && error.contains(path), qPrintable(error));
        QVERIFY2(!error.contains('\n'), qPrintable(error));
        // Whatever the refused file may have set off has run: every event posted by then.
        QVERIFY(deliverPostedEvents());
        QVERIFY(w->document()->params() == params);
        QVERIFY(w->document()->selection() == selection);
        QVERIFY(w->lastUsedView()->kind() == view);
        // Nothing was asked of the worker for it: what the views show, and any result a late
        // layout pass of the new window asked for, is of the state before.
        waitIdle(*w);
        const ExploreRequest& now = w->currentResult()->request;
        QVERIFY(w->currentResult() == shown ||
                (now.params == params && now.metric == shown->request.metric &&
                 now.p == selection.p && now.q == selection.q &&
                 now.waveDims == shown->request.waveDims));
        // The same file given at start: the window opens on its own state and says why.
        auto started = openWindow(path);
        QVERIFY(started->document()->params() == pe::EncodingParams());
        QVERIFY2(started->statusBar()->currentMessage().contains(mentions),
                 qPrintable(started->statusBar()->currentMessage()));
    }

    // File > Open figure's parameters..., chosen and answered with the mouse and keys: the
    // explorer takes what a springs figure recorded (L, D, base, layout, metric, p, q, the
    // waveforms) and shows the springs view in front; a figure without metadata is refused
    // in a message naming the file, and nothing changes.
    void openFigureParametersFromTheFileMenu() {
        pe::EncodingParams p;
        p.length = 40;
        p.dim = 10;
        p.base = 777;
        p.layout = pe::Layout::Concatenated;
        ExploreRequest request = figureRequest(p, pe::Metric::Euclidean, 3, {1, 6});
        request.q = 25;
        FigureOptions options;
        options.format = FigureFormat::Png;
        options.widthPx = 400;
        options.heightPx = 300;
        const QString figure = dir_.filePath("springs-3-25.png");
        QString error;
        QVERIFY2(exportOneView(ViewKind::Springs, request, options, figure, &error),
                 qPrintable(error));

        auto w = openWindow();
        {
            DialogAnswers answers(figure);
            QVERIFY(chooseFromMenus(*w, {"File", "Open figure's parameters..."}));
            QTRY_VERIFY_WITH_TIMEOUT(w->document()->params() == p, 2 * kTimeout);
            QVERIFY(answers.typed());
            QVERIFY2(answers.message.isEmpty(), qPrintable(answers.message));
        }
        waitIdle(*w);
        QVERIFY(w->document()->metric() == pe::Metric::Euclidean);
        QCOMPARE(w->document()->selection().p, 3);
        QCOMPARE(w->document()->selection().q, 25);
        QCOMPARE(w->document()->selection().waveDims, (std::vector<std::int64_t>{1, 6}));
        QVERIFY(w->lastUsedView()->kind() == ViewKind::Springs);
        QCOMPARE(w->currentResult()->request.q, 25);

        const QString plainPng = dir_.filePath("plain.png");
        QImage(8, 8, QImage::Format_RGB32).save(plainPng);
        const Selection before = w->document()->selection();
        {
            DialogAnswers answers(plainPng);
            QVERIFY(chooseFromMenus(*w, {"File", "Open figure's parameters..."}));
            QTRY_VERIFY_WITH_TIMEOUT(!answers.message.isEmpty(), 2 * kTimeout);
            QVERIFY2(answers.message.contains("plain.png") &&
                         answers.message.contains("no figure metadata"),
                     qPrintable(answers.message));
        }
        QVERIFY(w->document()->params() == p);
        QVERIFY(w->document()->selection() == before);
    }

    void theGoodSessionIsAccepted() {
        const QString path = dir_.filePath("good.json");
        writeFile(path, goodSession());
        auto w = openWindow(path);
        QCOMPARE(w->document()->params().length, 100);
        QCOMPARE(w->document()->params().base, 300.0);
        QVERIFY(w->document()->metric() == pe::Metric::Euclidean);
        QCOMPARE(w->document()->selection().waveDims, (std::vector<std::int64_t>{2, 5}));
        QVERIFY(w->lastUsedView()->kind() == ViewKind::Offsets);
    }
};

QTEST_MAIN(TestSessionFile)
#include "test_session_file.moc"

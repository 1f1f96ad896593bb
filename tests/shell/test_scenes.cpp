// SPDX-License-Identifier: GPL-3.0-or-later
// Scenes driven with real keys and clicks, offscreen: each opens with Ctrl+N at 1024 x 768 and
// 1366 x 768 with its views large, the window within the screen and no text of theirs cut;
// the springs scene shows p against a near q and a far q side by side, the map under both
// marking both, and its Sweep moves the far q; Esc gives the explorer back as it was; the
// springs' tallest bar reads from the back row in presentation mode at 1024 x 768.

#include "core/pair_distance.h"
#include "shell/clipped_text.h"
#include "shell/window_fixture.h"
#include "ui/compute/steps/springs_step.h"
#include "ui/shell/explorer_scenes.h"
#include "ui/shell/language.h"
#include "ui/shell/main_window.h"
#include "ui/shell/presentation.h"
#include "ui/shell/scene_stage.h"
#include "ui/views/pair_distance_view.h"
#include "ui/views/scene_table.h"
#include "ui/views/springs_view.h"

#include <QDockWidget>
#include <QMenuBar>
#include <QSplitter>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QToolButton>
#include <QtTest>
#include <cmath>
#include <qcustomplot.h>

namespace {

constexpr double kPi = 3.14159265358979323846;

// The key of the scene at `index` in the table: Ctrl+1, Ctrl+2, ...
void pressSceneKey(MainWindow& w, int index) {
    QTest::keyClick(&w, Qt::Key(Qt::Key_1 + index), Qt::ControlModifier);
}

// The springs' tallest bar on screen, in pixels.
double tallestBarPixels(SpringsView* view) {
    double tallest = 0.0;
    QCPAxis* y = view->plot()->yAxis;
    for (QCPBars* bars : {view->bars(), view->wrappedBars()})
        for (auto it = bars->data()->constBegin(); it != bars->data()->constEnd(); ++it)
            tallest = std::max(tallest, y->coordToPixel(0.0) - y->coordToPixel(it->value));
    return tallest;
}

// Pairs of D = `dim` (base `base`) that turned past half a turn over `k` positions: counted
// from the formula w_i = base^(-2i/D), not by the engine.
std::int64_t wrappedPairsOf(std::int64_t dim, double base, std::int64_t k) {
    std::int64_t wrapped = 0;
    for (std::int64_t i = 0; i < dim / 2; ++i)
        wrapped += std::pow(base, -2.0 * double(i) / double(dim)) * double(k) > kPi ? 1 : 0;
    return wrapped;
}

// A model's table as a test writes one: L x D smooth columns.
std::shared_ptr<const pe::Matrix> smoothTable(Eigen::Index rows, Eigen::Index cols) {
    auto table = std::make_shared<pe::Matrix>(rows, cols);
    for (Eigen::Index r = 0; r < rows; ++r)
        for (Eigen::Index c = 0; c < cols; ++c)
            (*table)(r, c) = std::sin(double(r) / (1.0 + double(c)));
    return table;
}

} // namespace

class TestScenes : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

    // A window of its own settings for each test and row: none starts where another left.
    std::unique_ptr<MainWindow> openAt(const QSize& screen) {
        WindowOpening how;
        how.start.screenSize = screen;
        how.size = screen;
        const QString name = QString::fromLatin1(QTest::currentTestFunction()) +
                             QString::fromLatin1(QTest::currentDataTag()).remove(QLatin1Char(' '));
        return openTestWindow(dir_.filePath(name + QStringLiteral(".ini")), how);
    }

    // F11, as a teacher presents. Offscreen "full screen" is the platform's own screen: the
    // window keeps presenting (its larger text) at the projector's size instead.
    static void presentAt(MainWindow& w, const QSize& screen) {
        QTest::keyClick(&w, Qt::Key_F11);
        QTRY_VERIFY_WITH_TIMEOUT(w.isFullScreen(), kHangMs);
        w.setWindowState(Qt::WindowNoState);
        w.setGeometry(QRect(QPoint(0, 0), screen));
        QVERIFY(w.presentation()->isPresenting());
    }

    // Presenting at `screen`, the springs scene opened by its key, and idle at that size.
    static void presentSprings(MainWindow& w, const QSize& screen) {
        presentAt(w, screen);
        if (QTest::currentTestFailed())
            return;
        pressSceneKey(w, 0);
        QTRY_VERIFY_WITH_TIMEOUT(w.scenes()->current(), kHangMs);
        waitIdle(w);
        QTRY_VERIFY_WITH_TIMEOUT(w.size() == screen, kHangMs);
        waitIdle(w);
    }

    // A window of its own presenting the springs scene at `screen`; null on a failure.
    std::unique_ptr<MainWindow> springsPresentedAt(const QSize& screen) {
        auto w = openAt(screen);
        if (w)
            presentSprings(*w, screen);
        return QTest::currentTestFailed() ? nullptr : std::move(w);
    }

  private slots:
    void everySceneFitsTheScreen_data() {
        QTest::addColumn<int>("index");
        QTest::addColumn<QSize>("screen");
        for (int i = 0; i < int(sceneTable().size()); ++i)
            for (const QSize size : {QSize(1024, 768), QSize(1366, 768)})
                QTest::addRow("%s at %dx%d", sceneTable()[std::size_t(i)].name, size.width(),
                              size.height())
                    << i << size;
    }
    void everySceneFitsTheScreen() {
        QFETCH(int, index);
        QFETCH(QSize, screen);
        const SceneInfo& scene = sceneTable()[std::size_t(index)];
        auto w = openAt(screen);
        QVERIFY(w);
        if (scene.showsTable) // the table that is open, or a dialog asking for one
            QVERIFY(w->openTable(smoothTable(256, 64), QStringLiteral("smooth.npy")).isEmpty());
        waitIdle(*w);
        pressSceneKey(*w, index);
        QTRY_COMPARE_WITH_TIMEOUT(w->scenes()->current(), &scene, kHangMs);
        waitIdle(*w);
        const QList<PlotView*> shown = w->scenes()->stage()->shown();
        std::size_t slotCount = 0;
        for (const auto& row : scene.rows)
            slotCount += row.size();
        QCOMPARE(std::size_t(shown.size()), slotCount);
        QVERIFY(w->controlsDock()->isHidden());
        QVERIFY2(w->width() <= screen.width() && w->minimumSizeHint().width() <= screen.width() &&
                     w->minimumSizeHint().height() <= screen.height(),
                 qPrintable(QStringLiteral("%1 x %2 at least, on a %3 x %4 screen")
                                .arg(w->minimumSizeHint().width())
                                .arg(w->minimumSizeHint().height())
                                .arg(screen.width())
                                .arg(screen.height())));
        for (PlotView* view : shown) {
            QVERIFY(view->isVisible());
            // A scene's views are large: at least 40 % of the screen's width and 30 % of its
            // height each (the explorer's nine share it).
            QVERIFY2(view->width() >= 0.4 * screen.width() &&
                         view->height() >= 0.3 * screen.height(),
                     qPrintable(QStringLiteral("%1: %2 x %3")
                                    .arg(view->title())
                                    .arg(view->width())
                                    .arg(view->height())));
            const QString clipped = firstClippedText(view);
            QVERIFY2(clipped.isEmpty(), qPrintable(clipped));
        }
    }

    // A model's table at the projector: its principal components' curve, the helix the
    // lesson is about, at least a fifth of the screen's height, not squeezed to a line by the
    // table above it and the bars under it.
    void theHelixReadsAtTheProjector_data() {
        QTest::addColumn<QSize>("screen");
        QTest::addColumn<bool>("presenting");
        for (const bool presenting : {false, true})
            for (const QSize screen : {QSize(1024, 768), QSize(1366, 768)})
                QTest::addRow("%dx%d%s", screen.width(), screen.height(),
                              presenting ? " presenting" : "")
                    << screen << presenting;
    }
    void theHelixReadsAtTheProjector() {
        QFETCH(QSize, screen);
        QFETCH(bool, presenting);
        int index = 0;
        while (QLatin1String(sceneTable()[std::size_t(index)].name) != "model-table")
            ++index;
        auto w = openAt(screen);
        QVERIFY(w);
        if (presenting)
            presentAt(*w, screen);
        QVERIFY(w->openTable(smoothTable(256, 64), QStringLiteral("smooth.npy")).isEmpty());
        waitIdle(*w);
        pressSceneKey(*w, index);
        QTRY_COMPARE_WITH_TIMEOUT(w->scenes()->current(), &sceneTable()[std::size_t(index)],
                                  kHangMs);
        waitIdle(*w);
        PlotView* pca = nullptr;
        for (PlotView* view : w->scenes()->stage()->shown())
            if (viewInfo(view->kind()).turns)
                pca = view;
        QVERIFY(pca);
        pca->plot()->replot(QCustomPlot::rpImmediateRefresh);
        const int curve = pca->plot()->axisRect()->height();
        QVERIFY2(curve >= screen.height() / 5,
                 qPrintable(QStringLiteral("the curve is %1 px tall").arg(curve)));
    }

    // p = 0 against q = 3 and the far q = 40: the near springs have no wrapped pair, the far
    // ones the pairs the formula says; the map marks both; Sweep in the far view moves the far
    // q and leaves q.
    void theSpringsSceneShowsNearAndFarSideBySide() {
        auto w = openAt(QSize(1366, 768));
        QVERIFY(w);
        pressSceneKey(*w, 0);
        QTRY_VERIFY_WITH_TIMEOUT(w->scenes()->current(), kHangMs);
        QCOMPARE(QLatin1String(w->scenes()->current()->name), QLatin1String("springs"));
        waitIdle(*w);
        SpringsView* near = w->view<SpringsView>();
        SpringsView* far = w->farSpringsView();
        QVERIFY(near->isVisible() && far->isVisible());
        // Side by side: the same top, the far one to the right.
        QCOMPARE(near->mapTo(w.get(), QPoint()).y(), far->mapTo(w.get(), QPoint()).y());
        QVERIFY(far->mapTo(w.get(), QPoint()).x() > near->mapTo(w.get(), QPoint()).x());
        const ExploreResult& result = *w->currentResult();
        const PairSprings& n = result.payload<SpringsPayload>().springs;
        const PairSprings& f = result.payload<FarSpringsPayload>().far.springs;
        QCOMPARE(n.p, std::int64_t(0));
        QCOMPARE(n.q, std::int64_t(3));
        QCOMPARE(f.p, std::int64_t(0));
        QCOMPARE(f.q, std::int64_t(40));
        const pe::EncodingParams params = result.request.params;
        QCOMPARE(n.wrappedPairs, wrappedPairsOf(params.dim, params.base, 3));
        QCOMPARE(f.wrappedPairs, wrappedPairsOf(params.dim, params.base, 40));
        QVERIFY(f.wrappedPairs > 0 && n.wrappedPairs == 0);
        // Each with its own sum: |PE(0) - PE(40)|^2 from the encoding's own values.
        double sum = 0.0;
        for (std::int64_t i = 0; i < params.dim / 2; ++i) {
            const double w40 = 40.0 * std::pow(params.base, -2.0 * double(i) / double(params.dim));
            sum += std::pow(std::sin(0.0) - std::sin(w40), 2) + std::pow(1.0 - std::cos(w40), 2);
        }
        QVERIFY(std::abs(f.total - sum) < 1e-9 * sum);
        QVERIFY(far->subtitle().contains(QStringLiteral("q = 40")));
        QVERIFY(near->subtitle().contains(QStringLiteral("q = 3")));
        // Side by side, both from 0 past the full share of 4, the two share the near ones'
        // axis label.
        QVERIFY(!near->plot()->yAxis->label().isEmpty());
        QVERIFY(far->plot()->yAxis->label().isEmpty());
        QVERIFY(far->uprightLabel(far->plot()->yAxis).isEmpty());
        for (SpringsView* view : {near, far})
            QVERIFY(view->plot()->yAxis->range().lower == 0.0 &&
                    view->plot()->yAxis->range().upper >= 4.0);
        // What fast and slow pairs tell is said once, under the near springs; under the far
        // ones, what wrapped means.
        const QString fastSlow =
            QCoreApplication::translate("SpringsView", "fast pairs (left) tell neighbours apart");
        QVERIFY2(near->note().simplified().contains(fastSlow), qPrintable(near->note()));
        QVERIFY2(!far->note().simplified().contains(fastSlow), qPrintable(far->note()));
        QVERIFY2(far->note().simplified().startsWith(SpringsView::wrappedSentence().left(20)),
                 qPrintable(far->note()));
        // The map marks q and the far q.
        auto* map = w->findChild<PairDistanceView*>();
        QVERIFY(map && map->isVisible());
        QVERIFY(!std::isnan(map->qMark()));
        QVERIFY(!std::isnan(map->farQMark()));
        QVERIFY(map->farQMark() > map->qMark());
        // Sweep in the far view: the far q moves away from p, q stays.
        QTest::mouseClick(far->playButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(w->document()->selection().farQ > 41, kHangMs);
        QTest::mouseClick(far->playButton(), Qt::LeftButton);
        QVERIFY(!far->sweeping());
        QCOMPARE(w->document()->selection().q, std::int64_t(3));
    }

    // Esc (and the same key again) leave the scene: the parameters, the selection, every view
    // in its place with the same tabs in front, the controls and the status bar as before.
    void leavingASceneRestoresTheExplorer_data() {
        QTest::addColumn<bool>("byEscape");
        QTest::newRow("Esc") << true;
        QTest::newRow("the scene's key again") << false;
    }
    void leavingASceneRestoresTheExplorer() {
        QFETCH(bool, byEscape);
        auto w = openAt(QSize(1366, 768));
        QVERIFY(w);
        Selection moved = w->document()->selection();
        moved.p = 5;
        moved.q = 9;
        QVERIFY(w->document()->selectionModel()->set(moved));
        // Another tab in front than the first: the scene lends views from behind it.
        clickTabHolding(w->findChild<PairDistanceView*>());
        waitIdle(*w);
        const ExplorerState before = w->document()->state();
        QList<QWidget*> parents;
        for (PlotView* view : w->views())
            parents << view->parentWidget();
        QList<int> fronts;
        for (QTabWidget* tabs : w->centralWidget()->findChildren<QTabWidget*>())
            fronts << tabs->currentIndex();
        for (int index : {0, 1}) { // one scene, then another from inside it
            pressSceneKey(*w, index);
            QTRY_COMPARE_WITH_TIMEOUT(w->scenes()->current(), &sceneTable()[std::size_t(index)],
                                      kHangMs);
            waitIdle(*w);
        }
        QVERIFY(w->document()->state() != before);
        QVERIFY(w->statusBar()->isHidden());
        if (byEscape)
            QTest::keyClick(w.get(), Qt::Key_Escape);
        else
            pressSceneKey(*w, 1);
        QTRY_VERIFY_WITH_TIMEOUT(!w->scenes()->current(), kHangMs);
        waitIdle(*w);
        QVERIFY(w->document()->state() == before);
        for (int v = 0; v < w->views().size(); ++v)
            QCOMPARE(w->views()[v]->parentWidget(), parents[v]);
        QList<int> frontsAfter;
        for (QTabWidget* tabs : w->centralWidget()->findChildren<QTabWidget*>())
            frontsAfter << tabs->currentIndex();
        QCOMPARE(frontsAfter, fronts);
        QVERIFY(w->findChild<PairDistanceView*>()->isVisible());
        // Only the view in front in each place of tabs shows: none is drawn over another.
        for (QTabWidget* tabs : w->centralWidget()->findChildren<QTabWidget*>())
            for (int t = 0; t < tabs->count(); ++t)
                QCOMPARE(tabs->widget(t)->isVisible(), t == tabs->currentIndex());
        QVERIFY(!w->controlsDock()->isHidden());
        QVERIFY(!w->statusBar()->isHidden());
        QVERIFY(!w->farSpringsView()->isVisible());
        QVERIFY(!w->scenes()->stage()->bar()->isVisible());
    }

    // The bar's Controls button brings the controls beside the scene and takes them away.
    void theControlsComeOnDemand() {
        auto w = openAt(QSize(1024, 768));
        QVERIFY(w);
        pressSceneKey(*w, 0);
        QTRY_VERIFY_WITH_TIMEOUT(w->scenes()->current(), kHangMs);
        QVERIFY(w->controlsDock()->isHidden());
        QToolButton* controls = w->scenes()->stage()->controlsButton();
        QTest::mouseClick(controls, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(w->controlsDock()->isVisible(), kHangMs);
        QTest::mouseClick(controls, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(w->controlsDock()->isHidden(), kHangMs);
        QTest::mouseClick(w->scenes()->stage()->leaveButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!w->scenes()->current(), kHangMs);
    }

    // Focus view at the projector: each view alone, presenting, at 1024 x 768 and 1366 x 768,
    // every text of it whole and no legend over a caption.
    void aFocusedViewKeepsItsTextWhole_data() {
        QTest::addColumn<QSize>("screen");
        QTest::newRow("1024 x 768") << QSize(1024, 768);
        QTest::newRow("1366 x 768") << QSize(1366, 768);
    }
    void aFocusedViewKeepsItsTextWhole() {
        QFETCH(QSize, screen);
        auto w = openAt(screen);
        QVERIFY(w);
        presentAt(*w, screen);
        if (QTest::currentTestFailed())
            return;
        for (PlotView* view : w->views()) {
            clickTabHolding(view);
            w->setLastUsedView(view);
            QTest::keyClick(w.get(), Qt::Key_F, Qt::ControlModifier | Qt::ShiftModifier);
            QTRY_COMPARE_WITH_TIMEOUT(w->presentation()->focusedView(), view, kHangMs);
            waitIdle(*w);
            const QString clipped = firstClippedText(view);
            QVERIFY2(clipped.isEmpty(), qPrintable(clipped));
            QTest::keyClick(w.get(), Qt::Key_Escape);
            QTRY_VERIFY_WITH_TIMEOUT(!w->presentation()->focusedView(), kHangMs);
        }
    }

    // At the projector: presenting at 1024 x 768, the near springs' tallest bar is at least a
    // quarter of the screen's height.
    void theSpringsReadFromTheBackRow() {
        const QSize screen(1024, 768);
        auto w = springsPresentedAt(screen);
        QVERIFY(w);
        const double tallest = tallestBarPixels(w->view<SpringsView>());
        QVERIFY2(tallest >= screen.height() / 4.0,
                 qPrintable(QStringLiteral("the tallest bar is %1 px").arg(tallest)));
        // The map says what its orange curve is on its subtitle's one line, short of room
        // for the line of hints it has in a taller view.
        auto* map = w->findChild<PairDistanceView*>();
        QVERIFY(map);
        map->plot()->replot(QCustomPlot::rpImmediateRefresh);
        QStringList texts;
        for (QCPLayoutElement* element : map->plot()->plotLayout()->elements(true))
            if (auto* text = qobject_cast<QCPTextElement*>(element))
                texts << text->text();
        const QString orange =
            QCoreApplication::translate("PairDistanceView", "orange: half a turn, k = π / ω_i");
        QVERIFY2(texts.join(QLatin1Char('\n')).contains(orange),
                 qPrintable(texts.join(QLatin1String(" | "))));
    }

    // In Chinese at 1024 x 768 the springs keep their room: the near springs' label stands
    // beside the bars (a row above them took a line of the bars' height), the far springs'
    // legend lies under its bars, and no text of the scene is cut. Presenting keeps the
    // language's face, and English after Chinese gets its own back.
    void inChineseTheSpringsKeepTheirRoom() {
        const QStringList english = QApplication::font().families();
        QVERIFY(installLanguage(QStringLiteral("zh_CN")));
        const QSize screen(1024, 768);
        auto w = springsPresentedAt(screen);
        QVERIFY(w);
        // Presenting keeps Chinese's own face first, at the larger size.
        QVERIFY2(QApplication::font().families() != english,
                 qPrintable(QApplication::font().families().join(QLatin1String(", "))));
        SpringsView* near = w->view<SpringsView>();
        near->plot()->replot(QCustomPlot::rpImmediateRefresh);
        QVERIFY(!near->uprightLabel(near->plot()->yAxis).isEmpty());
        QVERIFY(!near->uprightColumn(near->plot()->yAxis).isEmpty());
        // Chinese punctuation between the halves of a sentence, not a Latin "; ".
        auto* map = w->findChild<PairDistanceView*>();
        QVERIFY(map);
        for (const QString& text : {map->subtitle(), near->note()})
            QVERIFY2(text.contains(QChar(0xFF1B)) && !text.contains(QStringLiteral("; ")),
                     qPrintable(text));
        // Said, not held to a quarter of the screen as in English (README).
        qInfo("the tallest near bar in Chinese: %.0f px", tallestBarPixels(near));
        SpringsView* far = w->farSpringsView();
        far->plot()->replot(QCustomPlot::rpImmediateRefresh);
        QVERIFY(far->plot()->legend->visible());
        QVERIFY2(far->plot()->legend->outerRect().top() >= far->plot()->axisRect()->bottom(),
                 qPrintable(QStringLiteral("legend at %1, plot ends at %2")
                                .arg(far->plot()->legend->outerRect().top())
                                .arg(far->plot()->axisRect()->bottom())));
        for (PlotView* view : w->scenes()->stage()->shown()) {
            const QString clipped = firstClippedText(view);
            QVERIFY2(clipped.isEmpty(), qPrintable(clipped));
        }
        // Back in English while presenting, and leaving it: the text is English's own face
        // again, not the Chinese one taken with the presentation's larger text.
        installLanguage(QStringLiteral("en")); // English has no translation to load
        QTest::keyClick(w.get(), Qt::Key_F11);
        QTRY_VERIFY_WITH_TIMEOUT(!w->presentation()->isPresenting(), kHangMs);
        QCOMPARE(QApplication::font().families(), english);
    }
};

QTEST_MAIN(TestScenes)
#include "test_scenes.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// Only what is shown is computed: a slider step asks for the views in sight and no others (a
// view behind another tab has no part in the request, so its step never runs), and a view
// brought forward by a click on its tab is computed then and shows the window's numbers.

#include "shell/window_fixture.h"
#include "ui/compute/steps/pca_step.h"
#include "ui/shell/control_panel.h"
#include "ui/shell/log_slider.h"
#include "ui/shell/main_window.h"
#include "ui/views/pca_view.h"
#include "ui/views/view_kind.h"

#include <QSlider>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QtTest>

namespace {

bool hasPart(const ExploreRequest& request, const ComputeStep& step) {
    for (const ViewPart& part : request.views)
        if (part.step == &step)
            return true;
    return false;
}

template <class View> View* viewOf(MainWindow& w) {
    for (PlotView* view : w.views())
        if (auto* found = qobject_cast<View*>(view))
            return found;
    return nullptr;
}

QTabWidget* tabsOf(QWidget* view) {
    for (QWidget* parent = view->parentWidget(); parent; parent = parent->parentWidget())
        if (auto* tabs = qobject_cast<QTabWidget*>(parent))
            return tabs;
    return nullptr;
}

} // namespace

class TestShownViews : public QObject {
    Q_OBJECT
  private:
    QTemporaryDir dir_;
    QString settingsFile() const { return dir_.filePath(QStringLiteral("session.ini")); }

  private slots:
    void aSliderStepComputesOnlyTheViewsInSight() {
        auto w = openActiveWindow(settingsFile());
        waitIdle(*w);
        PcaView* pca = viewOf<PcaView>(*w);
        QVERIFY(pca);
        QVERIFY2(!pca->isVisible(), "the principal components start behind another tab");
        QSlider* slider = w->controlPanel()->baseField()->slider();
        slider->setFocus();
        const quint64 before = w->currentResult()->generation;
        QTest::keyClick(slider, Qt::Key_PageUp);
        QTRY_VERIFY_WITH_TIMEOUT(w->isIdle() && w->currentResult()->generation > before, kHangMs);
        const ExploreRequest& request = w->currentResult()->request;
        // Every view in sight has its part; every hidden one none: its step did not run.
        int hidden = 0;
        for (PlotView* view : w->views()) {
            const ComputeStep& step = viewInfo(view->kind()).step();
            QCOMPARE(hasPart(request, step), view->isVisible());
            hidden += view->isVisible() ? 0 : 1;
        }
        QVERIFY(hidden >= 2); // the tabs hide some
        QVERIFY(!hasPart(request, pcaStep()));
        const double base = request.params.base;

        // Its tab clicked, the view is computed for the window's parameters and shows them.
        QTabWidget* tabs = tabsOf(pca);
        QVERIFY(tabs);
        const int index = tabs->indexOf(pca);
        QTest::mouseClick(tabs->tabBar(), Qt::LeftButton, {},
                          tabs->tabBar()->tabRect(index).center());
        QTRY_VERIFY_WITH_TIMEOUT(pca->isVisible() && w->isIdle() &&
                                     hasPart(w->currentResult()->request, pcaStep()),
                                 kHangMs);
        QCOMPARE(w->currentResult()->request.params.base, base);
        QCOMPARE(w->lastUsedView(), static_cast<PlotView*>(pca)); // what Ctrl+E exports now
        QVERIFY(pca->result());
        QCOMPARE(pca->result()->request.params.base, base);
    }
};

QTEST_MAIN(TestShownViews)
#include "test_shown_views.moc"

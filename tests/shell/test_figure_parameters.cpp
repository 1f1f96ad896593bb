// SPDX-License-Identifier: GPL-3.0-or-later
// File > Open figure's parameters brings back everything a figure records, for each view's
// figure: the parameters, the metric, p, q, the selected dimension, the waveforms, the band
// and the "band only" box, and the view in front. The figure is exported from the window's
// state; the state is then changed; the figure is opened through the menu and its file
// dialog, as a user does.

#include "file_dialog_answer.h"
#include "shell/menu_clicks.h"
#include "shell/window_fixture.h"
#include "ui/export/figure_metadata.h"
#include "ui/export/session_file.h"
#include "ui/export/view_export.h"
#include "ui/shell/control_panel.h"
#include "ui/shell/file_actions.h"
#include "ui/shell/main_window.h"
#include "ui/views/plot_view.h"
#include "ui/views/view_kind.h"

#include <QCheckBox>
#include <QComboBox>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

namespace {

// A state with nothing at its default, and another to change it to.
SessionFile unusualState(ViewKind view) {
    SessionFile s;
    s.params.length = 300;
    s.params.dim = 48;
    s.params.base = 2500.5;
    s.params.layout = pe::Layout::Concatenated;
    s.metric = pe::Metric::Dot;
    s.selection.p = 37;
    s.selection.dimension = 11;
    s.selection.q = 201;
    s.selection.waveDims = {3, 11, 20};
    s.selection.bandFirst = 8;
    s.selection.bandLast = 15;
    s.view = view;
    return s;
}

SessionFile otherState() {
    SessionFile s;
    s.params.length = 64;
    s.params.dim = 16;
    s.selection.p = 2;
    s.selection.dimension = 1;
    s.selection.q = 3;
    s.selection.waveDims = {0, 5};
    s.view = ViewKind::Heatmap;
    return s;
}

} // namespace

class TestFigureParameters : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void eachViewsFigureBringsItsStateBack_data() {
        QTest::addColumn<int>("index");
        for (const ViewInfo& info : viewTable())
            QTest::newRow(info.name) << int(&info - viewTable().data());
    }
    void eachViewsFigureBringsItsStateBack() {
        QFETCH(int, index);
        const ViewKind kind = viewTable()[std::size_t(index)].kind;
        const QString settings = dir_.filePath(QStringLiteral("session.ini"));
        QFile::remove(settings);
        auto w = openActiveWindow(settings);
        ControlPanel* panel = w->controlPanel();
        const SessionFile made = unusualState(kind);
        QVERIFY(w->openSession(made));
        QTest::mouseClick(panel->bandOnlyBox(), Qt::LeftButton);
        QVERIFY(panel->bandOnly());
        waitIdle(*w);

        // The figure, exported from the window's state as File > Export writes it.
        const QString path = dir_.filePath(QStringLiteral("%1.svg").arg(viewName(kind)));
        FigureOptions options;
        options.format = FigureFormat::Svg;
        options.widthPx = 800;
        options.heightPx = 500;
        recordSelection(w.get(), options);
        QString error;
        QVERIFY2(exportOneView(kind, exportRequest(w.get()), options, path, &error),
                 qPrintable(error));

        QVERIFY(w->openSession(otherState()));
        QTest::mouseClick(panel->bandOnlyBox(), Qt::LeftButton);
        QVERIFY(!panel->bandOnly());
        waitIdle(*w);
        QCOMPARE(w->document()->params().length, std::int64_t(64));

        FileDialogAnswer answer(path);
        QVERIFY(chooseFromMenus(
            *w, {QStringLiteral("File"), QStringLiteral("Open figure's parameters...")}));
        QTRY_VERIFY_WITH_TIMEOUT(answer.seen(), kHangMs);
        QTRY_VERIFY_WITH_TIMEOUT(answer.accepted(), kHangMs);
        waitIdle(*w);

        QCOMPARE(w->document()->params().length, std::int64_t(300));
        QCOMPARE(w->document()->params().dim, std::int64_t(48));
        QCOMPARE(w->document()->params().base, 2500.5);
        QVERIFY(w->document()->params().layout == pe::Layout::Concatenated);
        QVERIFY(w->document()->metric() == pe::Metric::Dot);
        const Selection& s = w->document()->selection();
        QCOMPARE(s.p, std::int64_t(37));
        QCOMPARE(s.dimension, std::int64_t(11));
        QCOMPARE(s.q, std::int64_t(201));
        QCOMPARE(s.waveDims, (std::vector<std::int64_t>{3, 11, 20}));
        QCOMPARE(s.bandFirst, std::int64_t(8));
        QCOMPARE(s.bandLast, std::int64_t(15));
        QVERIFY(panel->bandOnly());
        // The panel shows it too, and the figure's view is the one Ctrl+E exports.
        QCOMPARE(panel->pBox()->value(), 37);
        QCOMPARE(panel->dimensionBox()->value(), 11);
        QCOMPARE(panel->qBox()->value(), 201);
        QCOMPARE(panel->metricBox()->currentData().toInt(), int(pe::Metric::Dot));
        QCOMPARE(w->lastUsedView()->kind(), kind);
    }
};

QTEST_MAIN(TestFigureParameters)
#include "test_figure_parameters.moc"

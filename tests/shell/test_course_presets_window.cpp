// SPDX-License-Identifier: GPL-3.0-or-later
// A course preset's scene at the projector, chosen from the Teach menu with the mouse as a
// teacher does: its tokens on the position axes (and in its figures), back to numbers once L
// runs past the sentence; the translation-consistency overlay of the offset profiles from
// p = 0 and p = 10, checked against cosines computed here from the paper's formula; and
// Chinese vertical axis labels shown upright.

#include "core/course_presets.h"
#include "shell/menu_clicks.h"
#include "shell/window_fixture.h"
#include "ui/export/view_export.h"
#include "ui/shell/control_panel.h"
#include "ui/shell/file_actions.h"
#include "ui/shell/language.h"
#include "ui/shell/log_slider.h"
#include "ui/shell/main_window.h"
#include "ui/teaching/formula_inspector.h"
#include "ui/teaching/preset_comparison_view.h"
#include "ui/teaching/teaching_hub.h"
#include "ui/views/frequency_band_view.h"

#include "ui/teaching/context_extension_view.h"
#include "ui/teaching/lesson_window.h"
#include "ui/teaching/teaching_hub.h"
#include "ui/views/display_scale.h"
#include "ui/views/heatmap_view.h"
#include "ui/views/offset_profile_view.h"
#include "ui/views/plot_view.h"
#include "ui/views/similarity_view.h"
#include "ui/views/springs_view.h"
#include "ui/views/upright_labels.h"
#include "ui/views/waveform_view.h"

#include <QDockWidget>
#include <QScrollArea>
#include <QScrollBar>

#include <QApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>
#include <cmath>
#include <qcustomplot.h>

namespace {

// The labels an axis shows now, after a replot laid them out.
QStringList shownTicks(QCPAxis* axis) {
    axis->parentPlot()->replot();
    return QVector<QString>(axis->tickVectorLabels()).toList();
}

QStringList tokensOf(const pe::CoursePreset& preset) {
    QStringList tokens;
    for (const std::string& token : preset.tokens)
        tokens << QString::fromStdString(token);
    return tokens;
}

bool allNumbers(const QStringList& labels) {
    if (labels.isEmpty())
        return false;
    for (const QString& label : labels) {
        bool ok = false;
        label.toDouble(&ok);
        if (!ok)
            return false;
    }
    return true;
}

// PE(pos, 2i) = sin(pos / base^(2i/D)), PE(pos, 2i+1) = cos(...), the paper's formula.
std::vector<double> peRow(double pos, int dim, double base) {
    std::vector<double> row(static_cast<std::size_t>(dim));
    for (int d = 0; d < dim; ++d) {
        const int i = d / 2;
        const double angle = pos / std::pow(base, 2.0 * i / dim);
        row[std::size_t(d)] = d % 2 == 0 ? std::sin(angle) : std::cos(angle);
    }
    return row;
}

double cosine(const std::vector<double>& a, const std::vector<double>& b) {
    double ab = 0, aa = 0, bb = 0;
    for (std::size_t d = 0; d < a.size(); ++d) {
        ab += a[d] * b[d];
        aa += a[d] * a[d];
        bb += b[d] * b[d];
    }
    return ab / std::sqrt(aa * bb);
}

bool hasHan(const QString& text) {
    for (const QChar c : text)
        if (c.script() == QChar::Script_Han)
            return true;
    return false;
}

} // namespace

class TestCoursePresetsWindow : public QObject {
    Q_OBJECT
  private:
    QTemporaryDir dir_;
    QString settingsFile() const { return dir_.filePath(QStringLiteral("session.ini")); }

    std::unique_ptr<MainWindow> openWindow() { return openActiveWindow(settingsFile()); }
    // In the interface's language, as the menus show it.
    bool choosePreset(MainWindow& w, const char* id, bool chinese = false) {
        const pe::CoursePreset* preset = pe::findCoursePreset(id);
        return preset &&
               chooseFromMenus(
                   w, {plain(QCoreApplication::translate("TeachMenu", "&Teach")),
                       plain(QCoreApplication::translate("PresetMenu", "&Presets from the course")),
                       QString::fromStdString(chinese ? preset->nameZh : preset->nameEn)});
    }
    // Every position axis the scene labels, as the views show them.
    QList<QCPAxis*> positionAxes(MainWindow& w) {
        return {w.heatmapView()->plot()->yAxis, w.view<SimilarityView>()->plot()->xAxis,
                w.view<SimilarityView>()->plot()->yAxis, w.view<WaveformView>()->plot()->xAxis};
    }

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { QFile::remove(settingsFile()); }

    // Before a preset is chosen, the inspector's preset pane says where the presets are. The
    // path it names, clicked through the menu bar as written, reaches them: the preset chosen
    // from there is the one the pane then shows.
    void theHintNamesTheMenuPathThatReachesThePresets() {
        auto w = openWindow();
        auto* hub = w->findChild<TeachingHub*>();
        const QString hint = hub->presetView()->text().trimmed();
        const QRegularExpressionMatch path =
            QRegularExpression(QStringLiteral("from (.+) > (.+)\\.$")).match(hint);
        QVERIFY2(path.hasMatch(), qPrintable(hint));
        const pe::CoursePreset* preset = pe::findCoursePreset("i-love-you");
        QVERIFY(preset);
        const QString name = QString::fromStdString(preset->nameEn);
        QVERIFY2(chooseFromMenus(*w, {path.captured(1), path.captured(2), name}), qPrintable(hint));
        QTRY_VERIFY_WITH_TIMEOUT(hub->presetView()->text().contains(name), kHangMs);
        QTRY_COMPARE_WITH_TIMEOUT(w->document()->params().dim, std::int64_t(512), kHangMs);
    }

    void tokensLabelThePositionAxesUntilLRunsPastThem() {
        auto w = openWindow(); // L = 64, D = 16: numbers
        for (QCPAxis* axis : positionAxes(*w))
            QVERIFY(allNumbers(shownTicks(axis)));
        for (const char* id : {"i-love-you", "wo-shi-yi-tiao-gou", "wo-xihuan-da-lanqiu"}) {
            QVERIFY(choosePreset(*w, id));
            waitIdle(*w);
            const QStringList tokens = tokensOf(*pe::findCoursePreset(id));
            for (QCPAxis* axis : positionAxes(*w))
                QCOMPARE(shownTicks(axis), tokens);
        }
        // Another D is the same sentence under another model: still its words.
        typeInto(w->controlPanel()->dimField()->spinBox(), "16");
        waitIdle(*w);
        QCOMPARE(w->currentResult()->request.params.dim, 16);
        const QStringList tokens = tokensOf(*pe::findCoursePreset("wo-xihuan-da-lanqiu"));
        QCOMPARE(shownTicks(w->heatmapView()->plot()->yAxis), tokens);
        // L past the sentence: positions without a word, so numbers everywhere.
        typeInto(w->controlPanel()->lengthField()->spinBox(), "64");
        waitIdle(*w);
        QCOMPARE(w->currentResult()->request.params.length, 64);
        for (QCPAxis* axis : positionAxes(*w))
            QVERIFY2(allNumbers(shownTicks(axis)), qPrintable(shownTicks(axis).join(' ')));
        // Back to 4 positions by hand: the scene has ended, the numbers stay ...
        typeInto(w->controlPanel()->lengthField()->spinBox(), "4");
        waitIdle(*w);
        QVERIFY(allNumbers(shownTicks(w->heatmapView()->plot()->yAxis)));
        // ... and Undo brings the sentence back with its step.
        QTest::keyClick(w->heatmapView()->plot(), Qt::Key_Z, Qt::ControlModifier);
        QTest::keyClick(w->heatmapView()->plot(), Qt::Key_Z, Qt::ControlModifier);
        waitIdle(*w);
        QCOMPARE(w->document()->params().length, 4);
        QCOMPARE(shownTicks(w->heatmapView()->plot()->yAxis), tokens);
    }

    // A lesson saved from the scene opens with its words, in another window and at start.
    void aSavedSessionKeepsTheScene() {
        auto a = openWindow();
        QVERIFY(choosePreset(*a, "i-love-you"));
        waitIdle(*a);
        const QString path = dir_.filePath(QStringLiteral("love.json"));
        QString error;
        QVERIFY2(a->saveSessionFile(path, &error), qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject scene =
            QJsonDocument::fromJson(file.readAll()).object().value("scene").toObject();
        QCOMPARE(scene.value("tokens").toArray(), (QJsonArray{"I", "love", "you"}));

        auto b = openWindow(); // L = 64 from a fresh start: numbers
        QVERIFY(allNumbers(shownTicks(b->heatmapView()->plot()->yAxis)));
        QVERIFY2(b->openSessionFile(path, &error), qPrintable(error));
        waitIdle(*b);
        QCOMPARE(shownTicks(b->heatmapView()->plot()->yAxis),
                 tokensOf(*pe::findCoursePreset("i-love-you")));
    }

    // The inspector a preset opens explains the selected cell, for every preset chosen in
    // turn (each sets its own selection).
    void theInspectorExplainsTheSelectedCell() {
        auto w = openWindow();
        auto* hub = w->findChild<TeachingHub*>();
        QVERIFY(hub);
        for (const char* id : {"i-love-you", "translation-consistency"}) {
            QVERIFY(choosePreset(*w, id));
            waitIdle(*w);
            QVERIFY(hub->inspectorDock()->isVisible());
            QCOMPARE(hub->inspector()->pos(), w->document()->selection().p);
            QCOMPARE(hub->inspector()->dim(), w->document()->selection().dimension);
        }
    }

    // "I love you" explains "love", dim 1 (cos of pair 0): the preset selects that cell, and
    // the inspector shows its value, cos 1. After a preset whose heatmap binned columns, the
    // next preset's inspector says nothing of the old heatmap's cells.
    void thePresetSelectsTheCellItsNoteExplains() {
        auto w = openWindow();
        auto* hub = w->findChild<TeachingHub*>();
        QVERIFY(choosePreset(*w, "i-love-you"));
        waitIdle(*w);
        QCOMPARE(w->document()->selection().p, std::int64_t(1));
        QCOMPARE(w->document()->selection().dimension, std::int64_t(1));
        QCOMPARE(hub->inspector()->pos(), std::int64_t(1));
        QCOMPARE(hub->inspector()->dim(), std::int64_t(1));
        const QString explained = hub->inspector()->formulaText();
        const QString value = QString::number(std::cos(1.0), 'f', 6);
        QVERIFY2(explained.contains(value), qPrintable(explained));
        // The cell's own value leads; the note on the drawn heatmap cell (here one that
        // stands for another dimension) comes after it.
        QTRY_VERIFY_WITH_TIMEOUT(!hub->inspector()->noteText().isEmpty(), kHangMs);
        const QString shown = hub->inspector()->shownText();
        const QString lastLine = hub->inspector()->noteText().split(QLatin1Char('\n')).last();
        QVERIFY2(shown.contains(lastLine) && shown.indexOf(value) < shown.indexOf(lastLine),
                 qPrintable(shown));
        // Where dim 1 lies, the heatmap draws dim 0: the note says that this is another cell
        // than dim 1, not "this cell", and how to see dim 1 alone.
        const QString note = hub->inspector()->noteText();
        QVERIFY2(
            note.contains(QStringLiteral("where dim 1 (cos) lies")) &&
                note.contains(QStringLiteral("zoom in")) &&
                note.contains(QStringLiteral("the cell drawn there: mean of pos 1 in dim 0")) &&
                !note.contains(QStringLiteral("this cell")),
            qPrintable(note));
        // D = 512 in a few hundred pixels: the clicked cell stands for several columns.
        QCustomPlot* plot = w->heatmapView()->plot();
        QTest::mouseClick(
            plot, Qt::LeftButton, {},
            QPoint(int(plot->xAxis->coordToPixel(200)), int(plot->yAxis->coordToPixel(2))));
        QTRY_VERIFY_WITH_TIMEOUT(
            hub->inspector()->noteText().startsWith(QStringLiteral("this cell: ")), kHangMs);
        QVERIFY(choosePreset(*w, "translation-consistency"));
        waitIdle(*w);
        // D = 16, L = 64: one cell per position and dimension, nothing to say of a mean.
        QCOMPARE(hub->inspector()->noteText(), QString());
    }

    void aFigureOfTheSceneReadsTheTokens() {
        auto w = openWindow();
        QVERIFY(choosePreset(*w, "i-love-you"));
        waitIdle(*w);
        const QStringList tokens = tokensOf(*pe::findCoursePreset("i-love-you"));
        // What File > Export figure draws: the window's export request, a fresh figure view.
        for (ViewKind kind : {ViewKind::Heatmap, ViewKind::Similarity, ViewKind::Waveforms}) {
            QString error;
            auto delivery = computeFigureData(kind, exportRequest(w.get()), &error);
            QVERIFY2(delivery, qPrintable(error));
            FigureOptions options;
            auto view = renderedView(kind, *delivery, options);
            QCPAxis* axis = kind == ViewKind::Waveforms ? view->plot()->xAxis : view->plot()->yAxis;
            // As drawn at the figure's size, where the names have their room.
            renderFigureImage(*view->plot(), options);
            QCOMPARE(QVector<QString>(axis->tickVectorLabels()).toList(), tokens);
        }
    }

    void translationConsistencyOverlaysTheProfilesFromZeroAndTen() {
        auto w = openWindow();
        // The springs in front of the offset profile's tab: the preset brings its overlay of
        // profiles forward.
        w->bringForward(w->view<SpringsView>());
        QTRY_VERIFY_WITH_TIMEOUT(!w->view<OffsetProfileView>()->isVisible(), kHangMs);
        QVERIFY(choosePreset(*w, "translation-consistency"));
        waitIdle(*w);
        QVERIFY(w->view<OffsetProfileView>()->isVisible());
        const pe::EncodingParams p = w->document()->params();
        QCOMPARE(p.length, 64);
        QCOMPARE(p.dim, 16);
        OffsetProfileView* view = w->view<OffsetProfileView>();
        const QList<QCPGraph*> graphs = view->overlayGraphs();
        QCOMPARE(graphs.size(), 2);
        QVERIFY(!view->graph()->visible());
        QVERIFY(view->plot()->legend->visible());
        const int starts[] = {0, 10};
        for (int g = 0; g < 2; ++g) {
            QCPGraph* graph = graphs[g];
            QVERIFY(graph->visible());
            QCOMPARE(graph->name(), QStringLiteral("from p = %1").arg(starts[g]));
            QVERIFY(view->plot()->legend->hasItemWithPlottable(graph));
            QCOMPARE(graph->dataCount(), int(p.length - starts[g]));
            const auto from = peRow(starts[g], int(p.dim), p.base);
            for (auto it = graph->data()->constBegin(); it != graph->data()->constEnd(); ++it) {
                const double expected =
                    cosine(from, peRow(starts[g] + it->key, int(p.dim), p.base));
                QVERIFY2(std::abs(it->value - expected) < 1e-12,
                         qPrintable(QStringLiteral("p = %1, k = %2: %3, expected %4")
                                        .arg(starts[g])
                                        .arg(it->key)
                                        .arg(it->value, 0, 'g', 17)
                                        .arg(expected, 0, 'g', 17)));
            }
        }
        // The README's number: 0.693 at k = 3 from both starts.
        QCOMPARE(QString::number(graphs[0]->data()->at(3)->value, 'f', 3), QStringLiteral("0.693"));
        QCOMPARE(QString::number(graphs[1]->data()->at(3)->value, 'f', 3), QStringLiteral("0.693"));

        // The figure of this scene shows both profiles, as File > Export figure draws it.
        QString error;
        auto delivery = computeFigureData(ViewKind::Offsets, exportRequest(w.get()), &error);
        QVERIFY2(delivery, qPrintable(error));
        FigureOptions options;
        auto figure = renderedView(ViewKind::Offsets, *delivery, options);
        auto* figureView = qobject_cast<OffsetProfileView*>(figure.get());
        QVERIFY(figureView);
        QCOMPARE(figureView->overlayGraphs().size(), 2);
        QCOMPARE(figureView->overlayGraphs()[1]->dataCount(), int(p.length - 10));

        // Another start chosen by hand: the profile follows the selection again, alone.
        QCustomPlot* heat = w->heatmapView()->plot();
        QTest::mouseClick(
            heat, Qt::LeftButton, {},
            QPoint(int(heat->xAxis->coordToPixel(2)), int(heat->yAxis->coordToPixel(5))));
        waitIdle(*w);
        QCOMPARE(w->document()->selection().p, 5);
        QVERIFY(view->overlayGraphs().isEmpty());
        QVERIFY(view->graph()->visible());
        QVERIFY(!view->plot()->legend->visible());
    }

    // At 1366 x 768, the projector's usual size: the waveform legend under the curves, within
    // the view, leaving the curves the width; the wavelength view's "L = 64" clear of its
    // left axis and of the selected dimension's mark at dim 0.
    void theLegendAndTheLengthLabelKeepOutOfTheWay() {
        auto w = openWindow();
        QCustomPlot* waves = w->view<WaveformView>()->plot();
        waves->replot();
        const QRect legend = waves->legend->outerRect();
        const QRect curves = waves->axisRect()->rect();
        QVERIFY2(legend.top() >= curves.bottom(), "the legend is beside or over the curves");
        QVERIFY(legend.right() <= waves->width());
        QVERIFY2(curves.width() > waves->width() * 4 / 5,
                 qPrintable(QStringLiteral("the curves get %1 of %2 px")
                                .arg(curves.width())
                                .arg(waves->width())));
        for (int i = 0; i < waves->legend->itemCount(); ++i)
            if (QCPAbstractLegendItem* item = waves->legend->item(i))
                QVERIFY(item->outerRect().right() <= waves->width());

        QCustomPlot* bands = w->view<FrequencyBandView>()->plot();
        bands->replot();
        QCPItemText* label = nullptr;
        for (int i = 0; i < bands->itemCount(); ++i)
            if (auto* text = qobject_cast<QCPItemText*>(bands->item(i)))
                if (text->text() == QStringLiteral("L = 64"))
                    label = text;
        QVERIFY(label);
        const QRect rect = bands->axisRect()->rect();
        const double left = label->topLeft->pixelPosition().x();
        const double right = label->bottomRight->pixelPosition().x();
        const double dim0 = bands->xAxis->coordToPixel(0.0);
        QVERIFY2(left > dim0 + 20 && left > rect.left() + 20,
                 qPrintable(QStringLiteral("label from x = %1, axis at %2, dim 0 at %3")
                                .arg(left)
                                .arg(rect.left())
                                .arg(dim0)));
        QVERIFY(right <= rect.right());
        const double top = label->topLeft->pixelPosition().y();
        const double bottom = label->bottomRight->pixelPosition().y();
        QVERIFY(top >= rect.top() && bottom <= rect.bottom());

        // The odd-D preset selects the last dim, whose mark runs where "L = 5" would stand:
        // the label keeps clear of it, still within the plot.
        QVERIFY(choosePreset(*w, "wo-shi-yi-tiao-gou"));
        waitIdle(*w);
        QCOMPARE(w->document()->selection().dimension, std::int64_t(2));
        bands->replot();
        label = nullptr;
        for (int i = 0; i < bands->itemCount(); ++i)
            if (auto* text = qobject_cast<QCPItemText*>(bands->item(i)))
                if (text->text() == QStringLiteral("L = 5"))
                    label = text;
        QVERIFY(label);
        const double mark = bands->xAxis->coordToPixel(2.0);
        const double from = label->topLeft->pixelPosition().x();
        const double to = label->bottomRight->pixelPosition().x();
        QVERIFY2(to < mark || from > mark,
                 qPrintable(QStringLiteral("label %1-%2, mark at %3").arg(from).arg(to).arg(mark)));
        QVERIFY(from >= bands->axisRect()->rect().left());

        // "I love you": L = 3, below the fastest wavelength 2 pi. Its line is in the plot.
        QVERIFY(choosePreset(*w, "i-love-you"));
        waitIdle(*w);
        QVERIFY2(bands->yAxis->range().contains(3.0),
                 qPrintable(QStringLiteral("y from %1").arg(bands->yAxis->range().lower)));
    }

    void chineseVerticalAxisLabelsStandUpright() {
        QVERIFY(installLanguage(QStringLiteral("zh_CN")));
        auto w = openWindow();
        QVERIFY(choosePreset(*w, "translation-consistency", true)); // every view labelled
        waitIdle(*w);
        int upright = 0;
        for (PlotView* view : w->views()) {
            view->plot()->replot();
            QList<QCPAxis*> axes =
                view->plot()->axisRect()->axes(QCPAxis::atLeft | QCPAxis::atRight);
            for (QCPLayoutElement* element : view->plot()->plotLayout()->elements(false))
                if (auto* scale = qobject_cast<QCPColorScale*>(element))
                    axes << scale->axis();
            for (QCPAxis* axis : axes) {
                // Nothing the axis would turn on its side ...
                QVERIFY2(!hasHan(axis->label()), qPrintable(axis->label()));
                const QString label = view->uprightLabel(axis);
                if (label.isEmpty())
                    continue;
                // ... but upright: beside the axis as Chinese is set vertically, clear of the
                // plot and inside the view ...
                ++upright;
                const QRect column = view->uprightColumn(axis);
                if (!column.isEmpty()) {
                    const QRect plotRect = view->plot()->axisRect()->rect();
                    QVERIFY(view->plot()->rect().contains(column));
                    QVERIFY(axis->axisType() == QCPAxis::atLeft ? column.right() < plotRect.left()
                                                                : column.left() > plotRect.right());
                    continue;
                }
                // ... or as a text element, which QCustomPlot never rotates, above the plot
                // and left of its middle for a left axis.
                QCPTextElement* shown = nullptr;
                for (QCPLayoutElement* element : view->plot()->plotLayout()->elements(true))
                    if (auto* text = qobject_cast<QCPTextElement*>(element))
                        if (text->text().contains(label))
                            shown = text;
                // Up a plot that with the row would be shorter than three lines of it, the
                // label gives way to the plot (as a turned one too long for its axis does).
                if (!shown) {
                    const int line = QFontMetrics(axis->labelFont()).height();
                    QVERIFY2(view->plot()->axisRect()->height() - line < 3 * line,
                             qPrintable(QStringLiteral("%1: no room given on a plot %2 px high")
                                            .arg(label)
                                            .arg(view->plot()->axisRect()->height())));
                    continue;
                }
                QVERIFY(shown->outerRect().bottom() <= view->plot()->axisRect()->top() + 1);
                // Whole: QPainter clips a text to its rectangle unless told not to, and then
                // it must still end inside the plot on the side it is aligned away from.
                const int need = QFontMetrics(shown->font()).horizontalAdvance(shown->text());
                const bool right = shown->textFlags() & Qt::AlignRight;
                const int room = !(shown->textFlags() & Qt::TextDontClip) ? shown->rect().width()
                                 : right                                  ? shown->rect().right()
                                         : view->plot()->width() - shown->rect().left();
                QVERIFY2(
                    !view->isVisible() || need <= room,
                    qPrintable(QStringLiteral("%1: %2 px in %3").arg(label).arg(need).arg(room)));
                if (axis->axisType() == QCPAxis::atLeft)
                    QVERIFY(shown->outerRect().left() < view->plot()->axisRect()->center().x());
            }
        }
        QCOMPARE(w->heatmapView()->uprightLabel(w->heatmapView()->plot()->yAxis),
                 QCoreApplication::translate("HeatmapView", "position"));
        QVERIFY(hasHan(QCoreApplication::translate("HeatmapView", "position")));
        QVERIFY2(upright >= 5, qPrintable(QString::number(upright)));
        QVERIFY(installLanguage(QStringLiteral("en")) || true);
    }

    // The lessons' own plots (RoPE, context extension) put a Chinese vertical label upright
    // above the plot too, by the same mechanism as the views: opened with their keys.
    void chineseLabelsStandUprightInTheLessons() {
        QVERIFY(installLanguage(QStringLiteral("zh_CN")));
        auto w = openWindow();
        auto* hub = w->findChild<TeachingHub*>();
        int upright = 0;
        for (const auto key : {Qt::Key_F5, Qt::Key_F9}) {
            QTest::keyClick(w.get(), key);
            QTRY_VERIFY_WITH_TIMEOUT(hub->lessonsDock()->isVisible(), kHangMs);
            QWidget* lesson = hub->lessonWindow()->currentWidget();
            if (key == Qt::Key_F9)
                QTRY_VERIFY_WITH_TIMEOUT(hub->lessonWindow()->contextExtensionView()->result() &&
                                             !hub->lessonWindow()->contextExtensionView()->busy(),
                                         30000);
            const QList<QCustomPlot*> plots = lesson->findChildren<QCustomPlot*>();
            QVERIFY(plots.size() >= 2);
            for (QCustomPlot* plot : plots) {
                plot->replot();
                // No text in the plot turned on its side either (a band's name).
                for (int i = 0; i < plot->itemCount(); ++i)
                    if (auto* text = qobject_cast<QCPItemText*>(plot->item(i)))
                        QVERIFY2(text->rotation() == 0.0, qPrintable(text->text()));
                auto* labels = plot->findChild<UprightLabels*>();
                QVERIFY(labels);
                for (QCPAxis* axis : plot->axisRect()->axes(QCPAxis::atLeft | QCPAxis::atRight)) {
                    if (!axis->visible())
                        continue;
                    // Nothing on its side ...
                    QVERIFY2(!hasHan(axis->label()), qPrintable(axis->label()));
                    const QString label = labels->labelOf(axis);
                    QVERIFY2(hasHan(label), qPrintable(label));
                    // ... but upright: beside the axis, or above the plot on its side.
                    ++upright;
                    const QRect column = labels->columnRect(axis);
                    if (!column.isEmpty()) {
                        QVERIFY(plot->rect().contains(column));
                        QVERIFY(!column.intersects(plot->axisRect()->rect()));
                        continue;
                    }
                    QCPTextElement* shown = nullptr;
                    for (QCPLayoutElement* element : plot->plotLayout()->elements(true))
                        if (auto* text = qobject_cast<QCPTextElement*>(element))
                            if (!label.isEmpty() && text->text() == label)
                                shown = text;
                    QVERIFY2(shown, qPrintable(label));
                    QVERIFY(shown->outerRect().bottom() <= plot->axisRect()->top() + 1);
                    QVERIFY(shown->outerRect().height() > 0);
                }
            }
        }
        // Two in the RoPE lesson, four in the context extension's (one on the right).
        QVERIFY2(upright >= 6, qPrintable(QString::number(upright)));
        QVERIFY(installLanguage(QStringLiteral("en")) || true);
    }

    // At twice the text, a plot's two upright Chinese titles (left axis, right axis) that do not
    // fit side by side stand one above the other: never drawn into each other, never widening
    // the docked lesson into a sideways scroll.
    void chineseUprightTitlesFitTheDockedLessonAtTheLargestText() {
        QVERIFY(installLanguage(QStringLiteral("zh_CN")));
        auto w = openWindow();
        auto* hub = w->findChild<TeachingHub*>();
        for (int press = 0; press < 8 && DisplayScale::instance().factor() < 2.0; ++press)
            QTest::keyClick(w.get(), Qt::Key_Equal, Qt::ControlModifier);
        QCOMPARE(DisplayScale::instance().factor(), 2.0);
        QTest::keyClick(w.get(), Qt::Key_F9);
        QTRY_VERIFY_WITH_TIMEOUT(hub->lessonsDock()->isVisible(), kHangMs);
        ContextExtensionView* view = hub->lessonWindow()->contextExtensionView();
        QTRY_VERIFY_WITH_TIMEOUT(view->result() && !view->busy(), 30000);
        QVERIFY(deliverPostedEvents()); // the layout the result asked for
        auto* scroll = qobject_cast<QScrollArea*>(hub->lessonsDock()->widget());
        QVERIFY(scroll);
        QTRY_VERIFY2_WITH_TIMEOUT(!scroll->horizontalScrollBar()->isVisible() ||
                                      scroll->horizontalScrollBar()->maximum() == 0,
                                  qPrintable(QStringLiteral("%1 px wide in %2 px")
                                                 .arg(hub->lessonWindow()->width())
                                                 .arg(scroll->viewport()->width())),
                                  kHangMs);
        QCustomPlot* plot = view->plot(ContextExtensionView::Plot::Wavelength);
        plot->replot();
        QList<QRect> titles;
        for (QCPLayoutElement* element : plot->plotLayout()->elements(true))
            if (auto* text = qobject_cast<QCPTextElement*>(element))
                if (!text->text().isEmpty()) {
                    const QFontMetrics metrics(text->font());
                    const QRect inner = text->rect();
                    const int width = metrics.horizontalAdvance(text->text());
                    // Where the text is drawn: flush left or flush right in its element.
                    const int left =
                        text->textFlags() & Qt::AlignRight ? inner.right() - width : inner.left();
                    titles << QRect(left, inner.top(), width, inner.height());
                }
        QCOMPARE(titles.size(), 2);
        QVERIFY2(!titles[0].intersects(titles[1]), "the two titles run into each other");
        QVERIFY(titles[0].left() >= 0 && titles[1].right() <= plot->width());
        QTest::keyClick(w.get(), Qt::Key_0, Qt::ControlModifier);
        QCOMPARE(DisplayScale::instance().factor(), 1.0);
        QVERIFY(installLanguage(QStringLiteral("en")) || true);
    }
};

QTEST_MAIN(TestCoursePresetsWindow)
#include "test_course_presets_window.moc"

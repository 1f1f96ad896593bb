// SPDX-License-Identifier: GPL-3.0-or-later
// The plotting kit on a bare canvas: text broken where the language allows, and a layout pass
// that fits ticks, axis labels and whatever a view adds inside the one replot that lays out,
// measured here with the fonts' own metrics.

#include "ui/views/plotkit/fitted_text.h"
#include "ui/views/plotkit/fitted_ticks.h"
#include "ui/views/plotkit/legend_under_plot.h"
#include "ui/views/plotkit/plot_canvas.h"
#include "ui/views/upright_labels.h"

#include <QFontMetrics>
#include <QtTest>
#include <algorithm>
#include <vector>

namespace {

// The drawn tick labels of `axis` as pixel spans along it, in order.
std::vector<std::pair<double, double>> labelSpans(QCPAxis* axis) {
    const QFontMetrics metrics(axis->tickLabelFont());
    std::vector<std::pair<double, double>> spans;
    const QVector<double> ticks = axis->tickVector();
    const QVector<QString> labels = axis->tickVectorLabels();
    for (int t = 0; t < ticks.size(); ++t) {
        if (!axis->range().contains(ticks[t]) || labels[t].isEmpty())
            continue;
        const double half =
            (axis->orientation() == Qt::Horizontal ? metrics.horizontalAdvance(labels[t])
                                                   : metrics.height()) /
            2.0;
        const double at = axis->coordToPixel(ticks[t]);
        spans.emplace_back(at - half, at + half);
    }
    std::sort(spans.begin(), spans.end());
    return spans;
}

bool anyOverlap(const std::vector<std::pair<double, double>>& spans) {
    for (std::size_t i = 1; i < spans.size(); ++i)
        if (spans[i].first < spans[i - 1].second)
            return true;
    return false;
}

// A canvas `size` px square, a colour scale beside its plot, Chinese labels upright at
// `points`; the plot's axis labelled `label`, the scale's `scaleLabel`; laid out once.
struct LabelledScale {
    PlotCanvas plot;
    UprightLabels* labels;
    QCPColorScale* scale;
    LabelledScale(int points, int size, const QString& label, const QString& scaleLabel) {
        QFont font;
        font.setPointSize(points);
        labels = new UprightLabels(&plot, font);
        scale = new QCPColorScale(&plot);
        plot.plotLayout()->addElement(0, 1, scale);
        plot.yAxis->setLabel(label);
        scale->axis()->setLabel(scaleLabel);
        plot.resize(size, size);
        plot.setViewport(plot.rect()); // hidden: no resize event sets it
        labels->apply();
        plot.replot(QCustomPlot::rpImmediateRefresh);
    }
};

} // namespace

class TestPlotKit : public QObject {
    Q_OBJECT
  private slots:
    // Chinese has no spaces between its words: it breaks between characters, every line within
    // the room.
    void chineseBreaksBetweenCharacters() {
        const QString text =
            QStringLiteral("每一行代表许多位置的平均值而不是其中任何一个位置的取样值");
        QFont font;
        font.setPointSize(12);
        const QFontMetrics metrics(font);
        const int room = metrics.horizontalAdvance(text) / 3;
        const QStringList lines = wrappedToWidth(text, font, room).split(QLatin1Char('\n'));
        QVERIFY2(lines.size() >= 3, qPrintable(lines.join(QLatin1Char('|'))));
        for (const QString& line : lines)
            QVERIFY2(metrics.horizontalAdvance(line) <= room, qPrintable(line));
        QCOMPARE(lines.join(QString()), text);
    }

    // English breaks between words only.
    void englishBreaksBetweenWords() {
        const QString text = QStringLiteral("similarity between positions p and q");
        QFont font;
        const int room = QFontMetrics(font).horizontalAdvance(QStringLiteral("similarity between"));
        const QStringList lines = wrappedToWidth(text, font, room).split(QLatin1Char('\n'));
        QCOMPARE(lines.first(), QStringLiteral("similarity between"));
        QCOMPARE(lines.join(QLatin1Char(' ')), text);
    }

    // Long labels asked for many times on a narrow axis: after one replot, none touches the
    // next (before the kit it took a second, queued replot).
    void oneReplotFitsTheTicks() {
        PlotCanvas plot;
        plot.resize(160, 160);
        plot.setViewport(plot.rect()); // hidden: no resize event sets it
        plot.xAxis->setTicker(integerTicker(12));
        plot.xAxis->setRange(0, 987654);
        plot.yAxis->setTicker(integerTicker(12));
        plot.yAxis->setRange(0, 987654);
        plot.replot(QCustomPlot::rpImmediateRefresh);
        const auto across = labelSpans(plot.xAxis);
        QVERIFY(across.size() >= 2);
        QVERIFY(!anyOverlap(across));
        QVERIFY(!anyOverlap(labelSpans(plot.yAxis)));
        // And not fewer than needed: the plain ticker at its twelve overlaps.
        QCustomPlot plain;
        plain.resize(160, 160);
        plain.setViewport(plain.rect()); // hidden: no resize event sets it
        plain.xAxis->setTicker(integerTicker(12));
        plain.xAxis->setRange(0, 987654);
        plain.replot(QCustomPlot::rpImmediateRefresh);
        QVERIFY(anyOverlap(labelSpans(plain.xAxis)));
    }

    // Three names up an axis with a line and a fifth of a line between them: each one's ink
    // has air around it, so none is thinned away ("love" was, between "I" and "you", where a
    // Chinese font's taller line counted and not the word's ink).
    void namesUpAShortAxisStayWhileTheirInkHasRoom() {
        PlotCanvas plot;
        plot.resize(300, 300);
        plot.setViewport(plot.rect()); // hidden: no resize event sets it
        auto names = QSharedPointer<QCPAxisTickerText>::create();
        const QStringList words = {QStringLiteral("I"), QStringLiteral("love"),
                                   QStringLiteral("you")};
        for (int i = 0; i < words.size(); ++i)
            names->addTick(i, words[i]);
        plot.yAxis->setTicker(names);
        plot.yAxis->setRange(-0.5, 2.5);
        const QFontMetrics metrics(plot.yAxis->tickLabelFont());
        int ink = 0;
        for (const QString& word : words)
            ink = std::max(ink, metrics.tightBoundingRect(word).height());
        QVERIFY2(ink + metrics.height() / 4 < metrics.height() * 6 / 5,
                 "this font's ink fills its line: the case is not made");
        // The plot's height for a gap of 1.2 lines between names: three gaps over the range.
        plot.replot(QCustomPlot::rpImmediateRefresh);
        const int overhead = plot.height() - plot.axisRect()->height();
        plot.resize(300, overhead + 3 * metrics.height() * 6 / 5);
        plot.setViewport(plot.rect());
        plot.replot(QCustomPlot::rpImmediateRefresh);
        plot.replot(QCustomPlot::rpImmediateRefresh);
        const double gap = std::abs(plot.yAxis->coordToPixel(1) - plot.yAxis->coordToPixel(0));
        QVERIFY2(gap >= ink + metrics.height() / 4 && gap < metrics.height() * 5 / 4,
                 qPrintable(QString::number(gap)));
        QCOMPARE(QStringList(names->ticks().values()), words);
    }

    // A Chinese label stands upright in a row above its plot; up a plot too short to spare
    // that row it gives way (the plot takes the row's height), and it comes back when the
    // plot is tall again, each in one replot.
    void anUprightLabelGivesWayToAShortPlot() {
        PlotCanvas plot;
        // Large text (a projector's): the row is a large part of a short plot's height.
        QFont font;
        font.setPointSize(28);
        new UprightLabels(&plot, font);
        // A long Latin run keeps it out of a column beside the axis (the test below).
        const QString label = QStringLiteral("维度 dims");
        plot.yAxis->setLabel(label);
        const auto shownText = [&]() -> QString {
            for (QCPLayoutElement* element : plot.plotLayout()->elements(true))
                if (auto* text = qobject_cast<QCPTextElement*>(element))
                    if (!text->text().isEmpty())
                        return text->text();
            return {};
        };
        const auto replotAt = [&](int height) {
            plot.resize(300, height);
            plot.setViewport(plot.rect()); // hidden: no resize event sets it
            plot.findChild<UprightLabels*>()->apply();
            plot.replot(QCustomPlot::rpImmediateRefresh);
        };
        const int line = QFontMetrics(font).height();
        replotAt(600);
        QCOMPARE(shownText(), label);
        const int overhead = 600 - plot.axisRect()->height(); // the row included
        // Two lines of plot with the row: it gives way, and the plot is a line taller.
        replotAt(overhead + 2 * line);
        QCOMPARE(shownText(), QString());
        QVERIFY2(plot.axisRect()->height() >= 2 * line + line * 3 / 4,
                 qPrintable(QString::number(plot.axisRect()->height())));
        replotAt(600);
        QCOMPARE(shownText(), label);
        QCOMPARE(600 - plot.axisRect()->height(), overhead);
    }

    // Up a plot tall enough, a Chinese label stands beside its axis as Chinese is set
    // vertically: one character under the other, the brackets in their vertical forms, a short
    // Latin letter across its square. The plot is then as tall as one with no label at all
    // (but for a row's spacing).
    // Where the column no longer fits the plot, the label moves into its row above it, and
    // back when the plot is tall again.
    void aChineseLabelStandsInAColumnBesideATallPlot() {
        QFont font;
        font.setPointSize(28);
        const auto replotAt = [](PlotCanvas& plot, int height) {
            plot.resize(400, height);
            plot.setViewport(plot.rect()); // hidden: no resize event sets it
            if (auto* labels = plot.findChild<UprightLabels*>())
                labels->apply();
            plot.replot(QCustomPlot::rpImmediateRefresh);
        };
        PlotCanvas unlabelled;
        replotAt(unlabelled, 800);
        PlotCanvas plot;
        auto* labels = new UprightLabels(&plot, font);
        plot.yAxis->setLabel(QStringLiteral("频率对 i（由快到慢）"));
        replotAt(plot, 800);
        const QStringList cells = {QStringLiteral("频"),   QStringLiteral("率"),
                                   QStringLiteral("对"),   QStringLiteral("i"),
                                   QString(QChar(0xFE35)), QStringLiteral("由"),
                                   QStringLiteral("快"),   QStringLiteral("到"),
                                   QStringLiteral("慢"),   QString(QChar(0xFE36))};
        QCOMPARE(labels->columnCells(plot.yAxis), cells);
        const QRect column = labels->columnRect(plot.yAxis);
        const QRect rect = plot.axisRect()->rect();
        const int square = QFontMetrics(font).horizontalAdvance(QChar(0x56FD));
        QVERIFY2(column.height() >= cells.size() * square && column.width() >= square,
                 qPrintable(QStringLiteral("%1 x %2").arg(column.width()).arg(column.height())));
        QVERIFY(column.left() >= 0 && column.right() < rect.left());
        QVERIFY(column.top() >= rect.top() && column.bottom() <= rect.bottom());
        // All but the spacing of the empty row above it.
        QVERIFY2(rect.height() >= unlabelled.axisRect()->height() - plot.plotLayout()->rowSpacing(),
                 qPrintable(QStringLiteral("%1 px against %2")
                                .arg(rect.height())
                                .arg(unlabelled.axisRect()->height())));
        QVERIFY(rect.left() >= unlabelled.axisRect()->rect().left() + square);
        for (QCPLayoutElement* element : plot.plotLayout()->elements(true))
            if (auto* text = qobject_cast<QCPTextElement*>(element))
                QVERIFY2(text->text().isEmpty(), qPrintable(text->text()));
        // Ten pixels short of the column: the label moves into the row above the plot.
        const int overhead = 800 - rect.height();
        replotAt(plot, overhead + column.height() - 10);
        QVERIFY(labels->columnRect(plot.yAxis).isEmpty());
        bool inRow = false;
        for (QCPLayoutElement* element : plot.plotLayout()->elements(true))
            if (auto* text = qobject_cast<QCPTextElement*>(element))
                inRow = inRow || (text->text() == QStringLiteral("频率对 i（由快到慢）") &&
                                  text->outerRect().bottom() <= plot.axisRect()->top() + 1);
        QVERIFY(inRow);
        replotAt(plot, 800);
        QCOMPARE(labels->columnRect(plot.yAxis), column);
    }

    // A colour scale's Chinese label stands as a column beside the scale too, so that with
    // the plot's own no row above the two is left.
    void aColourScaleLabelStandsBesideTheScale() {
        LabelledScale canvas(20, 500, QStringLiteral("位置 p"), QStringLiteral("值"));
        PlotCanvas& plot = canvas.plot;
        UprightLabels* labels = canvas.labels;
        QCPColorScale* scale = canvas.scale;
        QCOMPARE(labels->columnCells(plot.yAxis),
                 (QStringList{QStringLiteral("位"), QStringLiteral("置"), QStringLiteral("p")}));
        QCOMPARE(labels->columnCells(scale->axis()), QStringList{QStringLiteral("值")});
        const QRect column = labels->columnRect(scale->axis());
        QVERIFY(plot.rect().contains(column));
        QVERIFY2(column.left() > scale->axis()->axisRect()->rect().right(),
                 qPrintable(QStringLiteral("%1 against the bar's right edge %2")
                                .arg(column.left())
                                .arg(scale->axis()->axisRect()->rect().right())));
        for (QCPLayoutElement* element : plot.plotLayout()->elements(true))
            if (auto* text = qobject_cast<QCPTextElement*>(element))
                QVERIFY2(text->text().isEmpty(), qPrintable(text->text()));
    }

    // In the row above the plot a label is drawn whole, past its own half of the row where
    // it needs to: clipped there, a colour scale's right-aligned "值" lost its left side and
    // read "直".
    void aLabelInTheRowIsDrawnWhole() {
        // A long Latin run keeps the plot's label out of a column, and so the scale's.
        LabelledScale canvas(40, 600, QStringLiteral("位置 position"), QStringLiteral("值"));
        PlotCanvas& plot = canvas.plot;
        QCPTextElement* shown = nullptr;
        for (QCPLayoutElement* element : plot.plotLayout()->elements(true))
            if (auto* text = qobject_cast<QCPTextElement*>(element))
                if (text->text() == QStringLiteral("值"))
                    shown = text;
        QVERIFY(shown);
        // How far it may be drawn: its own rect when clipped to it, else to the plot's edge on
        // the side it is aligned away from.
        const int need = QFontMetrics(shown->font()).horizontalAdvance(shown->text());
        const bool right = shown->textFlags() & Qt::AlignRight;
        const int room = !(shown->textFlags() & Qt::TextDontClip) ? shown->rect().width()
                         : right                                  ? shown->rect().right()
                                 : plot.width() - shown->rect().left();
        QVERIFY2(need <= room, qPrintable(QStringLiteral("%1 px in %2").arg(need).arg(room)));
    }

    // Beside powers of ten set with a raised exponent no column: QCustomPlot measures them
    // narrower than it draws them, and the column lay on them. The label stands in the row.
    void noColumnBesidePowersOfTen() {
        PlotCanvas plot;
        QFont font;
        font.setPointSize(12);
        auto* labels = new UprightLabels(&plot, font);
        plot.yAxis->setScaleType(QCPAxis::stLogarithmic);
        plot.yAxis->setTicker(QSharedPointer<QCPAxisTickerLog>::create());
        plot.yAxis->setNumberFormat(QStringLiteral("gb"));
        plot.yAxis->setNumberPrecision(0);
        plot.yAxis->setRange(1.0, 1e4);
        plot.yAxis->setLabel(QStringLiteral("波长"));
        plot.resize(500, 500);
        plot.setViewport(plot.rect()); // hidden: no resize event sets it
        labels->apply();
        plot.replot(QCustomPlot::rpImmediateRefresh);
        QVERIFY(labels->columnRect(plot.yAxis).isEmpty());
        bool inRow = false;
        for (QCPLayoutElement* element : plot.plotLayout()->elements(true))
            if (auto* text = qobject_cast<QCPTextElement*>(element))
                inRow = inRow || text->text() == QStringLiteral("波长");
        QVERIFY(inRow);
    }

    // A function's parentheses hold together where a line breaks ("cos(ω_i" over "k)" read
    // as two terms); a parenthesis of prose still breaks between its words.
    void aFormulaBreaksOutsideItsParentheses() {
        QFont font;
        font.setPointSize(12);
        const QFontMetrics metrics(font);
        const QString formula = QStringLiteral("share 2 − 2 cos(ω_i k)");
        // Between the widths of "share 2 − 2 cos(ω_i" and the whole: a break inside the call
        // would fit.
        const int room = (metrics.horizontalAdvance(QStringLiteral("share 2 − 2 cos(ω_i")) +
                          metrics.horizontalAdvance(formula)) /
                         2;
        QCOMPARE(wrappedLines({formula}, font, room),
                 (QStringList{QStringLiteral("share 2 − 2"), QStringLiteral("cos(ω_i k)")}));
        const QString prose = QStringLiteral("frequency pair i (fast to slow)");
        const QStringList broken = wrappedLines(
            {prose}, font, metrics.horizontalAdvance(QStringLiteral("frequency pair i (fast to")));
        QCOMPARE(broken.join(QLatin1Char(' ')), prose);
        QVERIFY2(broken.first().contains(QLatin1Char('(')) &&
                     !broken.first().contains(QLatin1Char(')')),
                 qPrintable(broken.join(QLatin1String(" | "))));
    }

    // Parts joined by a joinable break stand on one line, " · " between them, where both fit;
    // in a narrower room one under the other, each whole; a page set later gets them apart.
    void joinableBreaksJoinWhereBothFit() {
        PlotCanvas plot;
        auto* element = new QCPTextElement(&plot);
        QFont font = element->font();
        font.setPointSize(12);
        const QFontMetrics metrics(font);
        const QString a = QStringLiteral("p = 0, q = 3: k = 3");
        const QString b = QStringLiteral("1 column = 1 offset");
        const QString text = a + kJoinableBreak + b;
        const QString joined = a + QStringLiteral(" · ") + b;
        const int room = metrics.horizontalAdvance(joined);
        QCOMPARE(joinedWhereFit(text, metrics, room), QStringList{joined});
        QCOMPARE(joinedWhereFit(text, metrics, room - 1), (QStringList{a, b}));
        fitTextElement(element, text, 12, 12, room, 1.0);
        QCOMPARE(element->text(), joined);
        fitTextElement(element, text, 12, 12, room - 1, 1.0);
        QCOMPARE(element->text(), a + QLatin1Char('\n') + b);
        QCOMPARE(withLineBreaks(text), a + QLatin1Char('\n') + b);
    }

    // A droppable part stands at the end of its line where it fits there and is left out
    // where it does not, with the droppable parts after it: a shorter one after a dropped one
    // would read as the first.
    void droppablePartsStandWhereTheyFitOrNowhere() {
        QFont font;
        font.setPointSize(12);
        const QFontMetrics metrics(font);
        const QString a = QStringLiteral("p = 0, q = 3: k = 3");
        const QString b = QStringLiteral("orange: half a turn, k = π / ω_i");
        const QString c = QStringLiteral("click");
        const QString text = a + kDroppableBreak + b + kDroppableBreak + c;
        const QString joint = QStringLiteral(" · ");
        const int all = metrics.horizontalAdvance(a + joint + b + joint + c);
        QCOMPARE(joinedWhereFit(text, metrics, all), QStringList{a + joint + b + joint + c});
        QCOMPARE(joinedWhereFit(text, metrics, all - 1), QStringList{a + joint + b});
        QVERIFY(metrics.horizontalAdvance(a + joint + c) <
                metrics.horizontalAdvance(a + joint + b));
        QCOMPARE(joinedWhereFit(text, metrics, metrics.horizontalAdvance(a + joint + c)),
                 QStringList{a});
        QCOMPARE(withLineBreaks(text), a + QLatin1Char('\n') + b + QLatin1Char('\n') + c);
    }

    // A legend's columns are each as wide as their own widest entry: a short entry and a long
    // one stand side by side where their two widths fit, though twice the long one's would not.
    void legendColumnsTakeTheirOwnWidths() {
        PlotCanvas plot;
        plot.addGraph()->setName(QStringLiteral("near"));
        plot.addGraph()->setName(QStringLiteral("wrapped: turned past half a turn"));
        plot.legend->setVisible(true);
        placeLegendUnderPlot(plot.legend, plot.plotLayout()->rowCount());
        const auto widthOf = [&](int i) {
            return plot.legend->item(i)->minimumOuterSizeHint().width() +
                   plot.legend->columnSpacing();
        };
        const int both = widthOf(0) + widthOf(1);
        const int margin = 16; // the legend keeps 8 px at each side
        QVERIFY(2 * widthOf(1) > both);
        fitLegendColumns(plot.legend, both + margin);
        QCOMPARE(plot.legend->wrap(), 2);
        fitLegendColumns(plot.legend, both + margin - 1);
        QCOMPARE(plot.legend->wrap(), 1);
        fitLegendColumns(plot.legend, 2 * widthOf(1) + margin);
        QCOMPARE(plot.legend->wrap(), 2);
    }

    // Under a figure's plot the legend's entries stand centred, side by side at their own
    // widths: spread over the row, two stood at its two ends and one alone at the left edge.
    void aLegendUnderThePlotIsCentred() {
        PlotCanvas plot;
        plot.resize(900, 400);
        plot.setViewport(plot.rect()); // hidden: no resize event sets it
        plot.addGraph()->setName(QStringLiteral("can tell the distance"));
        plot.addGraph()->setName(QStringLiteral("wrapped: turned past half a turn"));
        plot.legend->setVisible(true);
        placeLegendUnderPlot(plot.legend, plot.plotLayout()->rowCount());
        plot.addFitter(&plot,
                       [&plot] { return fitLegendColumns(plot.legend, plot.width(), true); });
        plot.replot(QCustomPlot::rpImmediateRefresh);
        const QRect first = plot.legend->item(0)->outerRect();
        const QRect second = plot.legend->item(1)->outerRect();
        const QRect row = plot.legend->outerRect();
        QCOMPARE(first.top(), second.top()); // side by side
        QVERIFY(first.right() < second.left());
        const QRect entries = first | second;
        QVERIFY2(entries.width() < row.width() / 2,
                 qPrintable(QStringLiteral("%1 of %2").arg(entries.width()).arg(row.width())));
        QVERIFY2(std::abs(entries.center().x() - row.center().x()) <= plot.legend->columnSpacing(),
                 qPrintable(QStringLiteral("entries' centre %1, the row's %2")
                                .arg(entries.center().x())
                                .arg(row.center().x())));
    }

    // An axis label longer than its axis breaks between words inside the same replot, every
    // line within the axis; the view's own label stays known.
    void aLongAxisLabelBreaksOnItsAxis() {
        PlotCanvas plot;
        plot.resize(400, 110);
        plot.setViewport(plot.rect()); // hidden: no resize event sets it
        const QString label =
            QStringLiteral("the wavelength of each frequency pair in positions, on a log scale");
        plot.yAxis->setLabel(label);
        plot.replot(QCustomPlot::rpImmediateRefresh);
        const int room = plot.axisRect()->height();
        QVERIFY(QFontMetrics(plot.yAxis->labelFont()).horizontalAdvance(label) > room);
        const QStringList lines = plot.yAxis->label().split(QLatin1Char('\n'));
        QVERIFY2(lines.size() >= 2, qPrintable(plot.yAxis->label()));
        for (const QString& line : lines)
            QVERIFY(QFontMetrics(plot.yAxis->labelFont()).horizontalAdvance(line) <= room);
        QCOMPARE(plot.ownLabel(plot.yAxis), label);
    }

    // What a fitter changes is laid out in the same replot; one that never settles stops after
    // the canvas's passes, and one whose owner is gone no longer runs.
    void fittersRunInsideTheLayoutPass() {
        PlotCanvas plot;
        plot.resize(400, 300);
        plot.setViewport(plot.rect()); // hidden: no resize event sets it
        auto* title = new QCPTextElement(&plot, QStringLiteral("one line"));
        plot.plotLayout()->insertRow(0);
        plot.plotLayout()->addElement(0, 0, title);
        plot.replot(QCustomPlot::rpImmediateRefresh);
        const int oneLine = title->outerRect().height();
        QObject owner;
        plot.addFitter(&owner, [title] {
            if (title->text().contains(QLatin1Char('\n')))
                return false;
            title->setText(QStringLiteral("two\nlines"));
            return true;
        });
        int calls = 0;
        auto* restless = new QObject;
        plot.addFitter(restless, [&calls] { return ++calls > 0; });
        plot.replot(QCustomPlot::rpImmediateRefresh);
        QVERIFY(title->outerRect().height() > oneLine);
        QCOMPARE(calls, PlotCanvas::kMaxPasses);
        delete restless;
        plot.replot(QCustomPlot::rpImmediateRefresh);
        QCOMPARE(calls, PlotCanvas::kMaxPasses);
    }
};

QTEST_MAIN(TestPlotKit)
#include "test_plotkit.moc"

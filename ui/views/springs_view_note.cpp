// SPDX-License-Identifier: GPL-3.0-or-later
// The springs view's words under the plot: what the picture says, what wrapped means, and
// where every pair has wrapped that the pairs tell the distance only together; the legend's
// row between the bars and those words.
#include "ui/compute/steps/springs_step.h"
#include "ui/views/display_scale.h"
#include "ui/views/plot_marks.h"
#include "ui/views/plotkit/legend_under_plot.h"
#include "ui/views/springs_view.h"

#include <qcustomplot.h>

// What wrapped means, in one sentence.
QString SpringsView::wrappedSentence() {
    return tr("Wrapped (grey, hatched, ▲ on the axis): the pair turned more than half a turn "
              "between p and q, so its share no longer says how far apart they are.");
}

QString SpringsView::allWrappedSentence() {
    return tr("Every pair has wrapped: no single pair tells this distance; the pairs tell it "
              "together, in the sum of their shares.");
}

// One line while it fits, its two halves on two lines in a narrow view, and each half broken
// between words where even that is too wide: never clipped. Refitted after every layout, as
// the text size changes the font.
void SpringsView::fitNote() {
    if (fitNoteToRoom())
        replotSoon();
}

bool SpringsView::fitNoteToRoom() {
    const QString fast = tr("fast pairs (left) tell neighbours apart");
    const QString slow = tr("slow pairs (right) tell distant positions apart");
    // The language's own semicolon: "；" in Chinese, where "; " stood out of the line.
    const QString semicolon = tr("; ", "between the two halves of a sentence");
    const QString line = fast + semicolon + slow;
    const int room = width() - 12;
    const QFontMetrics metrics(note_->font());
    // The far springs stand beside the near ones, which say it: on screen and in the scene's
    // figure the far view's bars keep that line's height. Its figure, read alone, says it too.
    QString text = far_ && (!figureMode() || inScene()) ? QString()
                   : metrics.horizontalAdvance(line) <= room
                       ? line
                       : wrappedToWidth(fast + semicolon.trimmed() + QLatin1Char('\n') + slow,
                                        note_->font(), room);
    // What wrapped means, while some pair has: the legend names those bars then too. While q
    // sweeps (Play, or the frames of an animation) both stay from the start, so the bars do
    // not jump up and down as the first pair wraps.
    const bool anyWrapped =
        (result_ && shownPayload().springs.wrappedPairs > 0) || sweeping_ || framesHeld_;
    const PairSprings* s = result_ ? &shownPayload().springs : nullptr;
    // Far from p (|q − p| > π/ω of the slowest pair) no bar is left to read on its own.
    const QString all = s && s->pairs > 0 && s->wrappedPairs == s->pairs
                            ? wrappedToWidth(allWrappedSentence(), note_->font(), room)
                            : QString();
    QString wrapped =
        anyWrapped ? wrappedToWidth(wrappedSentence(), note_->font(), room) : QString();
    if (!all.isEmpty())
        wrapped += QStringLiteral("\n") + all;
    if (anyWrapped)
        text += (text.isEmpty() ? QString() : QStringLiteral("\n")) + wrapped;
    // Where the note would take a fifth of the view (large text in a small window), the bars
    // keep the room: the title and the pair axis still say fast to slow, the legend names the
    // wrapped bars. What wrapped means goes last.
    const auto tooTall = [&](const QString& t) {
        return (t.count(QLatin1Char('\n')) + 1) * metrics.lineSpacing() > height() / 5;
    };
    if (tooTall(text))
        text = !tooTall(wrapped) ? wrapped : tooTall(all) ? QString() : all;
    const bool anyPinned = result_ && shownPayload().pinned;
    const bool legendChanged = plot()->legend->visible() != (anyWrapped || anyPinned);
    // The wrapped bars are named only while some pair has wrapped.
    if (anyWrapped)
        wrapped_->addToLegend();
    else
        wrapped_->removeFromLegend();
    // Once its entries are final.
    const bool columnsChanged = fitLegendColumns(plot()->legend, width(), figureMode());
    showLegend(anyWrapped || anyPinned);
    if (note_->text() == text && !legendChanged && !columnsChanged)
        return false;
    note_->setText(text);
    return true;
}

void SpringsView::holdValueRange(double, double) {
    framesHeld_ = true;
    fitNote();
}

// The legend's row exists only while the legend shows, between the bars and the note.
void SpringsView::showLegend(bool show) {
    QCPLegend* legend = plot()->legend;
    QCPLayoutGrid* layout = plot()->plotLayout();
    if (legend->visible() == show)
        return;
    legend->setVisible(show);
    if (show) {
        // Under the plot's row, wherever that is: a row of upright Chinese labels above the
        // plot (upright_labels.h) moves it down one.
        int row = 3;
        for (int r = 0; r < layout->rowCount(); ++r)
            if (layout->hasElement(r, 0) && layout->element(r, 0) == plot()->axisRect())
                row = r + 1;
        layout->insertRow(row);
        layout->addElement(row, 0, legend);
        layout->setRowStretchFactor(row, 0.001);
    } else {
        layout->take(legend);
        layout->simplify();
    }
}

QString SpringsView::note() const {
    return note_->text();
}

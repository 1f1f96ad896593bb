// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/views/plotkit/plot_canvas.h"

#include "ui/views/plotkit/fitted_text.h"

#include <QCoreApplication>
#include <QFontMetrics>
#include <QPicture>
#include <QTimer>
#include <algorithm>
#include <limits>

namespace {

// Replots the canvases one per event-loop turn rather than all in one: the loop gets to handle
// input (and timers) between two plots. QCustomPlot's own queued replot posts them all at once.
class ReplotPacer : public QObject {
  public:
    // Owned by the application, so it goes away with it (and a later one gets its own).
    static ReplotPacer& instance() {
        static QPointer<ReplotPacer> pacer;
        if (!pacer)
            pacer = new ReplotPacer(QCoreApplication::instance());
        return *pacer;
    }
    void add(QCustomPlot* plot) {
        if (!pending_.contains(plot))
            pending_.append(plot);
        if (!timer_.isActive())
            timer_.start();
    }

  private:
    explicit ReplotPacer(QObject* parent) : QObject(parent) {
        timer_.setInterval(0);
        connect(&timer_, &QTimer::timeout, this, [this] {
            while (!pending_.isEmpty()) {
                QPointer<QCustomPlot> plot = pending_.takeFirst();
                if (plot) {
                    plot->replot(QCustomPlot::rpQueuedReplot);
                    break;
                }
            }
            if (pending_.isEmpty())
                timer_.stop();
        });
    }
    QList<QPointer<QCustomPlot>> pending_;
    QTimer timer_;
};

} // namespace

PlotCanvas::PlotCanvas(QWidget* parent) : QCustomPlot(parent) {}

void PlotCanvas::addFitter(QObject* owner, std::function<bool()> fit) {
    fitters_.push_back({owner, std::move(fit)});
}

void PlotCanvas::replotSoon() {
    ReplotPacer::instance().add(this);
}

QString PlotCanvas::ownLabel(const QCPAxis* axis) const {
    const auto it = labels_.constFind(axis);
    return it != labels_.constEnd() && it->shown == axis->label() ? it->own : axis->label();
}

void PlotCanvas::axisRemoved(QCPAxis* axis) {
    ticks_.forget(axis);
    labels_.remove(axis);
    QCustomPlot::axisRemoved(axis);
}

void PlotCanvas::updateLayout() {
    forgetGroupedMargins();
    for (int pass = 0; pass < kMaxPasses; ++pass) {
        for (auto phase : {QCPLayoutElement::upPreparation, QCPLayoutElement::upMargins,
                           QCPLayoutElement::upLayout})
            mPlotLayout->update(phase);
        bool changed = ticks_.fit(this);
        changed = fitAxisLabels() || changed;
        // What the scales took now is their least from here on: nothing moves in this pass.
        holdColourScales();
        fitters_.erase(std::remove_if(fitters_.begin(), fitters_.end(),
                                      [](const Fitter& f) { return !f.owner; }),
                       fitters_.end());
        for (const Fitter& fitter : fitters_)
            changed = fitter.fit() || changed;
        if (!changed)
            break;
    }
    emit afterLayout();
}

// An axis label is centred on its axis: up a plot shorter than the label (large text, a
// legend below taking the height) it would run into the title and subtitle. It breaks between
// words to fit; where even that does not fit, the plot shows none (its tick names remain) until
// it has the room again.
// Along the x axis the label may reach past the plot, centred on it, as far as the canvas's
// edge on the nearer side ("frequency pair i (fast to slow)" was cut at both ends at 200 %).
// A colour scale's label runs along the scale, as long as the plot beside it is high, in two
// lines at most: each line it breaks into widens the scale and narrows the matrix.
bool PlotCanvas::fitAxisLabels() {
    bool changed = false;
    const QRect rect = axisRect()->rect();
    const int centre = rect.center().x();
    const int across = 2 * std::min(centre, width() - centre) - 8;
    struct Room {
        QCPAxis* axis;
        int length;
        int maxLines;
    };
    QList<Room> rooms;
    for (QCPAxis* axis : axisRect()->axes())
        rooms.append({axis, axis->orientation() == Qt::Vertical ? rect.height() : across,
                      std::numeric_limits<int>::max()});
    for (QCPLayoutElement* element : plotLayout()->elements(false))
        if (auto* scale = qobject_cast<QCPColorScale*>(element))
            rooms.append({scale->axis(),
                          scale->axis()->orientation() == Qt::Vertical ? scale->rect().height()
                                                                       : scale->rect().width(),
                          2});
    for (const Room& r : rooms) {
        QCPAxis* axis = r.axis;
        const int room = r.length;
        LabelFit& fit = labels_[axis];
        // A label other than the one last shown here was set by the view: its own, new text.
        if (axis->label() != fit.shown)
            fit.own = axis->label();
        const QFontMetrics metrics(axis->labelFont());
        QString shown = fit.own;
        const QStringList lines = fit.own.split(QLatin1Char('\n'));
        if (wrapsAxisLabels_ && !fit.own.isEmpty() && axis->visible() && room > 0 &&
            !allLinesFit(lines, metrics, room)) {
            const QStringList broken = wrappedLines(lines, axis->labelFont(), room);
            shown = allLinesFit(broken, metrics, room) && broken.size() <= r.maxLines
                        ? broken.join(QLatin1Char('\n'))
                        : QString();
        }
        fit.shown = shown;
        if (shown != axis->label()) {
            axis->setLabel(shown);
            changed = true;
        }
    }
    return changed;
}

// A colour scale is as wide as its tick labels, and those follow the values a result spans;
// the matrix beside takes the rest, and a matrix of another width asks the worker for another
// sampling, whose values span another range. Left free, the scale's width and the results
// chased each other for ever. So at one size and text size the scale only ever widens: the
// room its labels took is kept as the least they get.
void PlotCanvas::holdColourScales() {
    for (QCPLayoutElement* element : plotLayout()->elements(false))
        if (auto* scale = qobject_cast<QCPColorScale*>(element)) {
            QCPAxisRect* inner = scale->axis()->axisRect();
            const QMargins taken = inner->margins(), held = inner->minimumMargins();
            if (taken.left() > held.left() || taken.right() > held.right())
                inner->setMinimumMargins(QMargins(std::max(taken.left(), held.left()), 0,
                                                  std::max(taken.right(), held.right()), 0));
        }
}

void PlotCanvas::releaseColourScales() {
    for (QCPLayoutElement* element : plotLayout()->elements(false))
        if (auto* scale = qobject_cast<QCPColorScale*>(element))
            scale->axis()->axisRect()->setMinimumMargins(QMargins());
}

// A colour scale in a margin group with its axis rect keeps the largest margin the group
// ever had: QCPLayoutElement's own calculateAutoMargin() answers with the margin it was last
// given. After presentation mode's larger tick numbers that would leave the enlarged margin
// for good; reset before each layout, the group takes it from the axis rects again.
void PlotCanvas::forgetGroupedMargins() {
    for (QCPLayoutElement* element : plotLayout()->elements(true)) {
        if (!element || qobject_cast<QCPAxisRect*>(element) || element->marginGroups().isEmpty())
            continue;
        QMargins margins = element->margins();
        for (QCP::MarginSide side : element->marginGroups().keys())
            QCP::setMarginValue(margins, side, 0);
        element->setMargins(margins);
    }
}

void layOutAt(QCustomPlot& plot, const QSize& size) {
    QPicture recording;
    QCPPainter painter(&recording);
    plot.toPainter(&painter, size.width(), size.height());
}

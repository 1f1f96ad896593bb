// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/teaching/teaching_style.h"

#include "ui/compute/number_text.h"
#include "ui/views/compact_spin_box.h"
#include "ui/views/display_scale.h"
#include "ui/views/number_field.h"
#include "ui/views/plot_view.h"
#include "ui/views/plotkit/legend_under_plot.h"
#include "ui/views/plotkit/plot_canvas.h"
#include "ui/views/whole_spin_box.h"

#include <QLabel>
#include <QLocale>
#include <QVariant>
#include <QWidget>
#include <algorithm>
#include <qcustomplot.h>

namespace teaching {

void useProjectorFont(QWidget* widget, int pointSize, bool bold) {
    // Sized as the rest of the window (View > Zoom in text, presentation mode): the lessons'
    // text is as much the teacher's as the views'. Only the size and weight are the widget's
    // own; the family comes from the application like every other widget's.
    const auto apply = [widget, pointSize, bold] {
        QFont own;
        own.setResolveMask(0);
        own.setPointSizeF(pointSize * DisplayScale::instance().factor());
        own.setBold(bold);
        widget->setFont(own);
    };
    apply();
    // A widget may be styled more than once (a lesson, then one of its titles): one
    // connection each, the latest size winning.
    const char* const key = "peProjectorFont";
    if (auto* old = widget->property(key).value<QObject*>())
        delete old;
    auto* follower = new QObject(widget);
    widget->setProperty(key, QVariant::fromValue<QObject*>(follower));
    QObject::connect(&DisplayScale::instance(), &DisplayScale::changed, follower, apply);
}

namespace {

// The lines a lesson's plot keeps for its axis rect (keepPlotReadable), held by the plot.
class ReadableLines : public QObject {
  public:
    ReadableLines(PlotCanvas* plot, int lines) : QObject(plot), lines(lines) {}
    int lines;
};

} // namespace

void keepPlotReadable(PlotCanvas* plot, int lines) {
    // Not findChild: without a meta-object of its own it would take any child for one.
    for (QObject* child : plot->children())
        if (auto* held = dynamic_cast<ReadableLines*>(child)) {
            held->lines = lines;
            plot->replot(QCustomPlot::rpQueuedReplot);
            return;
        }
    auto* held = new ReadableLines(plot, lines);
    // In each layout pass the fonts are the scaled ones and the margins known: whatever is not
    // the axis rect (ticks, titles, legend, upright labels) is added to the room the axis rect
    // needs. A plot shorter than its new minimum is resized at once, and the pass runs again at
    // the new size.
    plot->addFitter(held, [plot, held] {
        QCPAxisRect* rect = plot->axisRect();
        if (!rect || rect->height() <= 0)
            return false;
        const QFontMetrics ticks(plot->xAxis->tickLabelFont());
        int room = held->lines * ticks.height();
        for (QCPAxis* axis : rect->axes(QCPAxis::atLeft | QCPAxis::atRight))
            if (axis->visible() && !axis->label().isEmpty())
                room = std::max(room,
                                QFontMetrics(axis->labelFont()).horizontalAdvance(axis->label()) +
                                    ticks.height());
        // The height this pass laid out (the viewport).
        const int wanted = plot->viewport().height() - rect->height() + room;
        // A few pixels either way are the layout's rounding: following them would never settle.
        if (std::abs(plot->minimumHeight() - wanted) <= 2)
            return false;
        const QSize before = plot->size();
        plot->setMinimumHeight(wanted);
        if (plot->size() == before)
            return false;
        // A hidden plot has its resize event only once shown: laid out at its new size now,
        // as the event would.
        if (plot->viewport().size() != plot->size())
            plot->setViewport(plot->rect());
        return true;
    });
    plot->replot(QCustomPlot::rpQueuedReplot);
}

void putLegendBelow(PlotCanvas* plot) {
    QCPLegend* legend = plot->legend;
    placeLegendUnderPlot(legend, plot->plotLayout()->rowCount());
    // The legend asks for no width of its own: the plot's width decides its columns, never the
    // columns the plot's width (a lesson widened for a legend laid out at a smaller text would
    // keep that width, and scroll sideways, for good).
    legend->setMinimumSize(1, 0);
    // Fitted in the layout pass, after the display scale's handler scaled the legend's font.
    plot->addFitter(plot, [plot] { return fitLegendColumns(plot->legend, plot->width()); });
}

QString exact(double value) {
    return numberText(value);
}

QString brief(double value, int digits) {
    return numberText(value, digits);
}

QLabel* makeErrorLabel(QWidget* parent) {
    auto* label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setStyleSheet(QStringLiteral("color: #b2182b; font-weight: bold;"));
    label->hide();
    return label;
}

void showError(QLabel* label, const QString& message) {
    label->setText(message);
    label->setVisible(!message.isEmpty());
}

void reportRefusals(QWidget* view, QLabel* error) {
    QList<QAbstractSpinBox*> fields;
    for (WholeSpinBox* box : view->findChildren<WholeSpinBox*>()) {
        box->setLimits(box->minimum(), box->maximum());
        fields.append(box);
    }
    for (CompactSpinBox* box : view->findChildren<CompactSpinBox*>()) {
        box->setLimits(box->minimum(), box->maximum());
        fields.append(box);
    }
    const char* const kRefusal = "refusalShown";
    const auto refused = [error, fields, kRefusal](QAbstractSpinBox* field,
                                                   const QString& message) {
        for (QAbstractSpinBox* other : fields)
            if (other != field)
                number_field::markRejected(other, false);
        error->setProperty(kRefusal, message);
        showError(error, message);
    };
    // Connected after the view's own recompute: a line that recompute replaced (a fault of
    // the new values together) stays.
    const auto taken = [error, fields, kRefusal] {
        for (QAbstractSpinBox* field : fields)
            number_field::markRejected(field, false);
        if (error->text() == error->property(kRefusal).toString())
            showError(error, QString());
        error->setProperty(kRefusal, QString());
    };
    for (QAbstractSpinBox* field : fields) {
        if (auto* whole = qobject_cast<WholeSpinBox*>(field)) {
            QObject::connect(whole, &WholeSpinBox::rejected, error,
                             [refused, whole](const QString& message) { refused(whole, message); });
            QObject::connect(whole, &QSpinBox::valueChanged, error, taken);
        } else if (auto* real = qobject_cast<CompactSpinBox*>(field)) {
            QObject::connect(real, &CompactSpinBox::rejected, error,
                             [refused, real](const QString& message) { refused(real, message); });
            QObject::connect(real, &QDoubleSpinBox::valueChanged, error, taken);
        }
    }
}

bool chineseInterface() {
    return QLocale().language() == QLocale::Chinese;
}

} // namespace teaching

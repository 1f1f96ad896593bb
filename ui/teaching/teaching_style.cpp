// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/teaching/teaching_style.h"

#include "ui/compute/number_text.h"
#include "ui/views/compact_spin_box.h"
#include "ui/views/display_scale.h"
#include "ui/views/legend_under_plot.h"
#include "ui/views/number_field.h"
#include "ui/views/plot_view.h"
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

void keepPlotReadable(QCustomPlot* plot, int lines) {
    const char* const key = "peReadableLines";
    const bool following = plot->property(key).isValid();
    plot->setProperty(key, lines);
    if (following) {
        plot->replot(QCustomPlot::rpQueuedReplot);
        return;
    }
    fitTicksOnEveryLayout(plot);
    // After each layout pass the fonts are the scaled ones and the margins known: whatever
    // is not the axis rect (ticks, titles, legend, upright labels) is added to the room the
    // axis rect needs.
    QObject::connect(plot, &QCustomPlot::afterLayout, plot, [plot, key] {
        QCPAxisRect* rect = plot->axisRect();
        if (!rect || rect->height() <= 0)
            return;
        const QFontMetrics ticks(plot->xAxis->tickLabelFont());
        int room = plot->property(key).toInt() * ticks.height();
        for (QCPAxis* axis : rect->axes(QCPAxis::atLeft | QCPAxis::atRight))
            if (axis->visible() && !axis->label().isEmpty())
                room = std::max(room,
                                QFontMetrics(axis->labelFont()).horizontalAdvance(axis->label()) +
                                    ticks.height());
        const int wanted = plot->height() - rect->height() + room;
        // A few pixels either way are the layout's rounding: following them would never settle.
        if (std::abs(plot->minimumHeight() - wanted) > 2) {
            // A plot shorter than its new minimum is resized at once, inside this replot,
            // which then skips the layout its new size needs: another replot lays it out.
            plot->setMinimumHeight(wanted);
            plot->replot(QCustomPlot::rpQueuedReplot);
        }
    });
    plot->replot(QCustomPlot::rpQueuedReplot);
}

void putLegendBelow(QCustomPlot* plot) {
    QCPLegend* legend = plot->legend;
    placeLegendUnderPlot(legend, plot->plotLayout()->rowCount());
    // The legend asks for no width of its own: the plot's width decides its columns, never the
    // columns the plot's width (a lesson widened for a legend laid out at a smaller text would
    // keep that width, and scroll sideways, for good).
    legend->setMinimumSize(1, 0);
    // Connected after the display scale's handler: the columns fit the legend's font as drawn.
    QObject::connect(plot, &QCustomPlot::beforeReplot, plot,
                     [plot] { fitLegendColumns(plot->legend, plot->width()); });
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

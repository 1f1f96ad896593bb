// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/views/display_scale.h"

#include <QApplication>
#include <QCoreApplication>
#include <QDockWidget>
#include <QEvent>
#include <QHash>
#include <QPainter>
#include <QPointer>
#include <QProxyStyle>
#include <QStyleOption>
#include <QVariant>
#include <QWidget>
#include <algorithm>
#include <cmath>
#include <qcustomplot.h>

namespace {

// One zoom step: a fifth more or less, so a few presses go from a laptop to a hall.
constexpr double kStep = 1.2;

// The size a view set is remembered in a property of the object that holds the font or
// pen, with the size this code last gave it: a size different from that one was set by the
// view since, and is the new base.
double baseOf(QObject* holder, const char* role, double current) {
    const QByteArray base = QByteArray("peBase") + role;
    const QByteArray scaled = QByteArray("peScaled") + role;
    const QVariant last = holder->property(scaled.constData());
    if (!last.isValid() || std::abs(last.toDouble() - current) > 1e-6)
        holder->setProperty(base.constData(), current);
    return holder->property(base.constData()).toDouble();
}

void remember(QObject* holder, const char* role, double scaled) {
    holder->setProperty((QByteArray("peScaled") + role).constData(), scaled);
}

// Point sizes only: the figure export sets pixel sizes (pointSizeF() is -1 then).
QFont scaledFont(QObject* holder, const char* role, QFont font, double factor) {
    if (font.pointSizeF() <= 0)
        return font;
    const double size = baseOf(holder, role, font.pointSizeF()) * factor;
    font.setPointSizeF(size);
    remember(holder, role, font.pointSizeF());
    return font;
}

QPen scaledPen(QObject* holder, QPen pen, double factor, bool keepHairline) {
    if (pen.style() == Qt::NoPen)
        return pen;
    const double base = baseOf(holder, "Pen", pen.widthF());
    if (!(keepHairline && base <= 1.0))
        pen.setWidthF(base * factor);
    else
        pen.setWidthF(base);
    remember(holder, "Pen", pen.widthF());
    return pen;
}

void scaleAxis(QCPAxis* axis, double factor) {
    axis->setLabelFont(scaledFont(axis, "Label", axis->labelFont(), factor));
    axis->setTickLabelFont(scaledFont(axis, "Tick", axis->tickLabelFont(), factor));
}

void scaleElement(QCPLayoutElement* element, double factor) {
    if (auto* rect = qobject_cast<QCPAxisRect*>(element)) {
        for (QCPAxis* axis : rect->axes())
            scaleAxis(axis, factor);
    } else if (auto* scale = qobject_cast<QCPColorScale*>(element)) {
        scaleAxis(scale->axis(), factor);
    } else if (auto* text = qobject_cast<QCPTextElement*>(element)) {
        text->setFont(scaledFont(text, "Font", text->font(), factor));
    } else if (auto* legend = qobject_cast<QCPLegend*>(element)) {
        const QFont font = scaledFont(legend, "Font", legend->font(), factor);
        legend->setFont(font); // and its items: they are made from the legend's font
    }
}

// The fonts the application started with: its own and the platform's per kind of widget
// (menus, the status bar, dock titles ...), as QApplication keeps them by class name.
struct ApplicationFonts {
    QFont font;
    QHash<QByteArray, QFont> byClass;
};

QFont timesFont(QFont font, double factor) {
    if (font.pointSizeF() > 0)
        font.setPointSizeF(font.pointSizeF() * factor);
    else if (font.pixelSize() > 0)
        font.setPixelSize(std::max(1, int(std::lround(font.pixelSize() * factor))));
    return font;
}

// The whole window follows the views' text size: controls, menus and their popups, the
// status bar, dock titles and the lessons. Every size is taken from the fonts the
// application started with, so the size as designed (Ctrl+0, leaving presentation) gives
// back exactly those fonts.
void scaleApplicationFonts(double factor) {
    auto* app = qobject_cast<QApplication*>(QCoreApplication::instance());
    if (!app)
        return; // no widgets (dump, export): nothing on screen to scale
    static QPointer<QApplication> capturedFor;
    static ApplicationFonts original;
    if (capturedFor != app) {
        capturedFor = app;
        original.font = QApplication::font();
        original.byClass.clear();
        // The classes QApplication gives the platform theme's fonts to.
        for (const char* name : {"QMenu",
                                 "QMenuBar",
                                 "QMenuItem",
                                 "QMessageBox",
                                 "QLabel",
                                 "QTipLabel",
                                 "QStatusBar",
                                 "QMdiSubWindowTitleBar",
                                 "QDockWidgetTitle",
                                 "QPushButton",
                                 "QCheckBox",
                                 "QRadioButton",
                                 "QToolButton",
                                 "QAbstractItemView",
                                 "QListView",
                                 "QHeaderView",
                                 "QListBox",
                                 "QComboMenuItem",
                                 "QComboLineEdit",
                                 "QSmallFont",
                                 "QMiniFont",
                                 "QTabBar",
                                 "QGroupBox"}) {
            const QFont font = QApplication::font(name);
            if (font != original.font)
                original.byClass.insert(name, font);
        }
    }
    // The sizes are those first taken, the families the language's now (language.cpp puts a
    // Chinese face first and takes it away again): from the first taken, English after
    // Chinese kept the Chinese face's taller lines once the text size changed.
    QFont base = original.font;
    const QFont current = QApplication::font();
    base.setFamilies(current.families().isEmpty() ? QStringList{current.family()}
                                                  : current.families());
    // Setting the application's font forgets the fonts by class: they are set again after.
    QApplication::setFont(timesFont(base, factor));
    for (auto it = original.byClass.cbegin(); it != original.byClass.cend(); ++it)
        QApplication::setFont(timesFont(it.value(), factor), it.key().constData());
    // Every window takes its fonts again now, its children with it: QApplication does not
    // always tell windows it has not shown through its event loop yet.
    QEvent change(QEvent::ApplicationFontChange);
    for (QWidget* window : QApplication::topLevelWidgets())
        QCoreApplication::sendEvent(window, &change);
}

} // namespace

DisplayScale& DisplayScale::instance() {
    // Owned by the application, so it goes away with it (and a later one gets its own).
    static QPointer<DisplayScale> scale;
    if (!scale)
        scale = new DisplayScale(QCoreApplication::instance());
    return *scale;
}

double DisplayScale::factor() const {
    return std::clamp(zoom_ * (presentation_ ? kPresentationBoost : 1.0), kMin, kMax);
}

void DisplayScale::zoomIn() {
    setZoom(zoom_ * kStep);
}

void DisplayScale::zoomOut() {
    setZoom(zoom_ / kStep);
}

void DisplayScale::reset() {
    setZoom(1.0);
}

void DisplayScale::setZoom(double zoom) {
    // Clamped so that the factor, not only the zoom, stays in range: a press past the end
    // must not pile up zoom that later presses have to undo.
    const double boost = presentation_ ? kPresentationBoost : 1.0;
    const double clamped = std::clamp(zoom, kMin / boost, kMax / boost);
    // 1.2^n drifts off 1.0 by rounding; snap back so Ctrl+- after Ctrl+= is exactly 100 %.
    update(std::abs(clamped - 1.0) < 1e-9 ? 1.0 : clamped, presentation_);
}

void DisplayScale::setPresentation(bool on) {
    update(zoom_, on);
}

void DisplayScale::update(double zoom, bool presentation) {
    const double before = factor();
    zoom_ = zoom;
    presentation_ = presentation;
    if (factor() != before) {
        scaleApplicationFonts(factor());
        emit changed(factor());
    }
}

void forgetDisplayScale(QObject* holder) {
    for (const char* role : {"Label", "Tick", "Font", "Pen"})
        holder->setProperty((QByteArray("peScaled") + role).constData(), QVariant());
}

void applyDisplayScale(QCustomPlot* plot, double factor) {
    for (QCPLayoutElement* element : plot->plotLayout()->elements(true))
        if (element)
            scaleElement(element, factor);
    // A legend inside an axis rect is in the rect's inset layout, not in the elements above.
    for (QCPAxisRect* rect : plot->axisRects())
        for (QCPLayoutElement* element : rect->insetLayout()->elements(false))
            if (element && !qobject_cast<QCPAxisRect*>(element))
                scaleElement(element, factor);
    for (int i = 0; i < plot->plottableCount(); ++i) {
        QCPAbstractPlottable* plottable = plot->plottable(i);
        plottable->setPen(scaledPen(plottable, plottable->pen(), factor, true));
    }
    for (int i = 0; i < plot->itemCount(); ++i) {
        QCPAbstractItem* item = plot->item(i);
        if (auto* line = qobject_cast<QCPItemStraightLine*>(item))
            line->setPen(scaledPen(line, line->pen(), factor, false));
        else if (auto* rect = qobject_cast<QCPItemRect*>(item))
            rect->setPen(scaledPen(rect, rect->pen(), factor, false));
        else if (auto* text = qobject_cast<QCPItemText*>(item))
            text->setFont(scaledFont(text, "Font", text->font(), factor));
    }
}

void followDisplayScale(QCustomPlot* plot) {
    QObject::connect(plot, &QCustomPlot::beforeReplot, plot,
                     [plot] { applyDisplayScale(plot, DisplayScale::instance().factor()); });
    QObject::connect(&DisplayScale::instance(), &DisplayScale::changed, plot,
                     [plot] { plot->replot(QCustomPlot::rpQueuedReplot); });
}

namespace {

// Draws a dock's title in the dock's own font (the application's, which follows the scale)
// rather than the one QDockWidget took when it was made; everything else as the
// application's style does.
class DockTitleStyle : public QProxyStyle {
  public:
    void drawControl(ControlElement element, const QStyleOption* option, QPainter* painter,
                     const QWidget* widget) const override {
        const auto* title = qstyleoption_cast<const QStyleOptionDockWidget*>(option);
        if (element != CE_DockWidgetTitle || !title || !widget) {
            QProxyStyle::drawControl(element, option, painter, widget);
            return;
        }
        QStyleOptionDockWidget own = *title;
        own.fontMetrics = widget->fontMetrics();
        painter->save();
        painter->setFont(widget->font());
        QProxyStyle::drawControl(element, &own, painter, widget);
        painter->restore();
    }
};

} // namespace

void followDisplayScaleInTitle(QDockWidget* dock) {
    // The style of the dock alone: its children keep the application's.
    auto* style = new DockTitleStyle;
    style->setParent(dock);
    dock->setStyle(style);
}

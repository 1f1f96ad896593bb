#include "ui/teaching/teaching_style.h"

#include "ui/views/display_scale.h"

#include <QLabel>
#include <QLocale>
#include <QVariant>
#include <QWidget>

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

QString exact(double value) {
    return QString::number(value, 'g', QLocale::FloatingPointShortest);
}

QString brief(double value, int digits) {
    return QString::number(value, 'g', digits);
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

bool chineseInterface() {
    return QLocale().language() == QLocale::Chinese;
}

} // namespace teaching

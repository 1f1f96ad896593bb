#include "ui/teaching/teaching_style.h"

#include <QLabel>
#include <QLocale>
#include <QWidget>

namespace teaching {

void useProjectorFont(QWidget* widget, int pointSize, bool bold) {
    QFont font = widget->font();
    font.setPointSize(pointSize);
    font.setBold(bold);
    widget->setFont(font);
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

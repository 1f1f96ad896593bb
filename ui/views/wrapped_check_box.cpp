// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/views/wrapped_check_box.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMouseEvent>

namespace {

class ToggleLabel : public QLabel {
  public:
    ToggleLabel(const QString& text, QCheckBox* box, QWidget* parent)
        : QLabel(text, parent), box_(box) {
        setWordWrap(true);
        setBuddy(box); // its Alt+letter clicks the box
    }

  protected:
    void mouseReleaseEvent(QMouseEvent* event) override {
        if (event->button() == Qt::LeftButton && rect().contains(event->position().toPoint()))
            box_->toggle();
        QLabel::mouseReleaseEvent(event);
    }

  private:
    QCheckBox* box_;
};

} // namespace

QWidget* withWrappedText(QCheckBox* box, const QString& text) {
    auto* row = new QWidget;
    auto* label = new ToggleLabel(text, box, row);
    box->setText(QString());
    box->setAccessibleName(label->text().remove(QLatin1Char('&')));
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(box, 0, Qt::AlignTop);
    layout->addWidget(label, 1);
    return row;
}

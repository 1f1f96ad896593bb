// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/go_to_positions.h"

#include "core/typed_number.h"
#include "ui/views/number_field.h"
#include "ui/views/plot_view.h"
#include "ui/views/whole_spin_box.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QMenu>
#include <algorithm>

PositionsDialog::PositionsDialog(std::int64_t length, std::int64_t first, std::int64_t last,
                                 QWidget* parent)
    : QDialog(parent) {
    setWindowTitle(tr("Go to positions"));
    const int lastPosition = int(std::max<std::int64_t>(length - 1, 0));
    first_ = new WholeSpinBox;
    first_->setObjectName(QStringLiteral("first"));
    last_ = new WholeSpinBox;
    last_->setObjectName(QStringLiteral("last"));
    for (WholeSpinBox* box : {first_, last_})
        box->setLimits(0, lastPosition);
    first_->setFieldName(tr("From position"));
    last_->setFieldName(tr("To position"));
    first_->setValue(int(std::clamp<std::int64_t>(first, 0, lastPosition)));
    last_->setValue(int(std::clamp<std::int64_t>(last, 0, lastPosition)));
    error_ = number_field::refusalLine();
    auto* form = new QFormLayout;
    form->addRow(new QLabel(tr("Show positions A .. B in the heatmap, the waveforms and the "
                               "similarity matrix (0 … %1).")
                                .arg(lastPosition)));
    form->addRow(tr("From position:"), first_);
    form->addRow(tr("To position:"), last_);
    form->addRow(error_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &PositionsDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &PositionsDialog::reject);
    form->addRow(buttons);
    setLayout(form);
    for (WholeSpinBox* box : {first_, last_}) {
        connect(box, &WholeSpinBox::rejected, this, [this, box](const QString& message) {
            refusals_[box == last_] = message;
            showRefusal();
        });
        // A field taking a value clears its own red (TypedSpinBox), not the other's.
        connect(box, &WholeSpinBox::valueChanged, this, &PositionsDialog::showRefusal);
    }
}

// The line names a field that still refuses what was typed in it; none, and it goes.
bool PositionsDialog::showRefusal() {
    for (WholeSpinBox* box : {first_, last_})
        if (box->isRejected()) {
            error_->setText(refusals_[box == last_]);
            error_->show();
            return true;
        }
    error_->hide();
    return false;
}

std::int64_t PositionsDialog::first() const {
    return first_->value();
}

std::int64_t PositionsDialog::last() const {
    return last_->value();
}

void PositionsDialog::accept() {
    // A field that refused its text shows its last valid value: OK would take that value, not
    // the one typed, so the dialog stays open until the field is typed again.
    if (showRefusal())
        return;
    // Text still being typed in a field counts as typed: OK reads it, or names it.
    for (WholeSpinBox* box : {first_, last_}) {
        if (!box->hasAcceptableInput()) {
            // In the fields' own words, as when the text is refused on leaving the field.
            const QString typed = box->text().trimmed();
            const auto number =
                pe::parseTypedInteger(typed.toStdString(), box->minimum(), box->maximum());
            error_->setText(number_field::refusal(box, number.fault, typed, box->minimumText(),
                                                  box->maximumText(), true, 0));
            error_->show();
            return;
        }
        box->interpretText();
    }
    if (first() > last()) {
        error_->setText(
            tr("From position %1 comes after To position %2.").arg(first()).arg(last()));
        error_->show();
        return;
    }
    QDialog::accept();
}

GoToPositions::GoToPositions(QWidget* window, QMenu* viewMenu, QList<PlotView*> views,
                             std::function<std::int64_t()> length)
    : QObject(window), window_(window), views_(std::move(views)), length_(std::move(length)) {
    action_ = viewMenu->addAction(tr("&Go to positions..."));
    action_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_G));
    action_->setToolTip(tr("Show a window of positions A .. B in every view with a position "
                           "axis. Shift+drag on a plot zooms to a box as well."));
    connect(action_, &QAction::triggered, this, &GoToPositions::ask);
}

void GoToPositions::ask() {
    const std::int64_t length = length_();
    if (last_ <= first_ || last_ >= length) { // nothing asked yet, or another L since
        first_ = 0;
        last_ = std::min<std::int64_t>(length - 1, 100);
    }
    PositionsDialog dialog(length, first_, last_, window_);
    if (dialog.exec() != QDialog::Accepted)
        return;
    show(dialog.first(), dialog.last());
}

void GoToPositions::show(std::int64_t first, std::int64_t last) {
    first_ = first;
    last_ = last;
    for (PlotView* view : views_)
        view->showPositions(first, last);
}

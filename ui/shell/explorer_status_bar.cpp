// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/explorer_status_bar.h"

#include "ui/compute/selection.h"
#include "ui/views/after_layout.h"
#include "ui/views/display_scale.h"

#include <QLabel>
#include <QProgressBar>
#include <QStatusBar>
#include <algorithm>

namespace {

// Where QStatusBar draws its message: this far from its left edge (QStatusBar::paintEvent's
// fixed margin).
constexpr int kMessageInset = 6;

} // namespace

ExplorerStatusBar::ExplorerStatusBar(QStatusBar* bar, QLabel* scaleLabel)
    : QObject(bar), bar_(bar), scale_(scaleLabel), selected_(new QLabel), catchingUp_(new QLabel),
      busy_(new QProgressBar), computeTime_(new QLabel) {
    busy_->setRange(0, 0); // indeterminate: a compute has no meaningful percentage
    busy_->setMaximumWidth(kBusyWidth);
    busy_->setTextVisible(false);
    busy_->hide();
    catchingUp_->hide();
    selected_->setObjectName(QStringLiteral("selectedCell"));
    bar_->addPermanentWidget(selected_);
    bar_->addPermanentWidget(catchingUp_);
    bar_->addPermanentWidget(busy_);
    bar_->addPermanentWidget(computeTime_);
    // A message (what the mouse points at, a file saved) takes the compute time's place while
    // it shows: beside it a long one ran under the label.
    // The selected cell gives its place too: the line at the mouse names its own cell.
    connect(bar_, &QStatusBar::messageChanged, computeTime_, [this](const QString& message) {
        computeTime_->setVisible(message.isEmpty());
        selected_->setVisible(message.isEmpty());
    });
    // Larger text makes the line on show longer, the mouse still: fitted again once the labels
    // on the right have their new sizes.
    connect(&DisplayScale::instance(), &DisplayScale::changed, this,
            &ExplorerStatusBar::refitInspectedSoon);
    if (scale_)
        bar_->addPermanentWidget(scale_);
}

void ExplorerStatusBar::showSelection(const Selection& s) {
    const QString text = tr("Selected: pos %1, dim %2, q %3").arg(s.p).arg(s.dimension).arg(s.q);
    if (text == selected_->text())
        return;
    selected_->setText(text);
    refitInspectedSoon();
}

void ExplorerStatusBar::showCatchingUp(const std::optional<pe::EncodingParams>& shown) {
    if (shown)
        catchingUp_->setText(tr("Views catching up: showing L = %1, D = %2, base = %3")
                                 .arg(shown->length)
                                 .arg(shown->dim)
                                 .arg(shown->base, 0, 'g', 10));
    if (catchingUp_->isVisibleTo(bar_) != shown.has_value()) {
        catchingUp_->setVisible(shown.has_value());
        refitInspectedSoon();
    }
}

void ExplorerStatusBar::setBusy(bool busy) {
    busy_->setVisible(busy);
}

void ExplorerStatusBar::showComputeTime(double ms) {
    computeTime_->setText(tr("Last compute: %1 ms").arg(ms, 0, 'f', 1));
}

int ExplorerStatusBar::messageRoom() const {
    const QFontMetrics metrics(bar_->font());
    // The message keeps the same inset on its right; the compute time and the selected cell
    // give their places to the message (see the constructor), and the labels between them
    // only move right when those go: they bound the message.
    int right = bar_->width() - kMessageInset;
    for (const QWidget* label : {static_cast<QWidget*>(catchingUp_), static_cast<QWidget*>(busy_),
                                 static_cast<QWidget*>(scale_)})
        if (label && label->isVisible())
            right = std::min(right, label->x() - metrics.averageCharWidth() * kGapChars);
    return right - kMessageInset;
}

// At larger text the whole line would run under the labels on the right, cut in the middle
// of a number (the tooltip at the mouse has it all). The first part says where the mouse is
// and the last ones what it reads there (the value, the drawn cell's mean): the details
// between them (pair, frequency, wavelength) give way first.
void ExplorerStatusBar::showInspected(const QString& text) {
    if (text.isEmpty()) {
        if (!inspectedShown_.isEmpty() && bar_->currentMessage() == inspectedShown_)
            bar_->clearMessage();
        inspectedText_.clear();
        inspectedShown_.clear();
        return;
    }
    const QFontMetrics metrics(bar_->font());
    const int room = messageRoom();
    const QString separator = QStringLiteral(";  ");
    QStringList shown = text.split(separator);
    while (shown.size() > 1 && metrics.horizontalAdvance(shown.join(separator)) > room)
        shown.removeAt(1);
    inspectedText_ = text;
    inspectedShown_ = shown.join(separator);
    bar_->showMessage(inspectedShown_);
}

void ExplorerStatusBar::refitInspectedSoon() {
    afterTextSizeLayout(this, [this] {
        if (!inspectedShown_.isEmpty() && bar_->currentMessage() == inspectedShown_)
            showInspected(inspectedText_);
    });
}

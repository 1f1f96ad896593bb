// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/controls_dock.h"

#include "ui/shell/control_panel.h"
#include "ui/views/after_layout.h"
#include "ui/views/display_scale.h"

#include <QMainWindow>
#include <QScrollArea>
#include <algorithm>

ControlsDock::ControlsDock(QMainWindow* window)
    : QDockWidget(tr("Controls"), window), window_(window), panel_(new ControlPanel),
      scroll_(new QScrollArea) {
    setObjectName(QStringLiteral("controls"));
    setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    scroll_->setWidget(panel_);
    scroll_->setWidgetResizable(true);
    scroll_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    designedWidth_ = panel_->sizeHint().width() + kScrollBarRoom;
    scroll_->setMinimumWidth(designedWidth_);
    // Larger text (View > Zoom in text, presentation) makes the controls wider: the panel
    // keeps room for them rather than clipping its labels.
    connect(&DisplayScale::instance(), &DisplayScale::changed, this,
            [this] { afterTextSizeLayout(this, [this] { fitWidth(); }); });
    setWidget(scroll_);
    followDisplayScaleInTitle(this);
}

void ControlsDock::fitWidth() {
    const int before = scroll_->minimumWidth();
    // Never less than the controls need whole: the panel does not scroll sideways, and a
    // narrower one would cut its fields and buttons at its right edge.
    const int whole = panel_->minimumSizeHint().width() + kScrollBarRoom;
    const int share = std::max(int(window_->width() * kMaxWindowShare), kMinLargeTextWidth);
    scroll_->setMinimumWidth(
        DisplayScale::instance().factor() == 1.0
            ? designedWidth_
            : std::max(whole, std::min(panel_->sizeHint().width() + kScrollBarRoom, share)));
    // And back as narrow when the text shrinks: the views get their room again.
    window_->resizeDocks({this}, {width() + scroll_->minimumWidth() - before}, Qt::Horizontal);
}

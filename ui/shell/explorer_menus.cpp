// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/explorer_menus.h"

#include "ui/compute/explorer_state.h"
#include "ui/shell/about_box.h"
#include "ui/shell/control_panel.h"
#include "ui/shell/explorer_history.h"
#include "ui/shell/explorer_scenes.h"
#include "ui/shell/explorer_sessions.h"
#include "ui/shell/file_actions.h"
#include "ui/shell/guide_dialog.h"
#include "ui/shell/language.h"
#include "ui/shell/main_window.h"
#include "ui/shell/presentation.h"
#include "ui/shell/table_opener.h"
#include "ui/teaching/teach_menu.h"
#include "ui/teaching/teaching_hub.h"
#include "ui/views/plot_view.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>

ExplorerMenus::ExplorerMenus(MainWindow* window, ExplorerSessions* sessions)
    : QObject(window), window_(window), fileActions_(new FileActions(window, this)),
      tables_(new TableOpener(window)) {
    QMenuBar* bar = window->menuBar();
    bar->addMenu(fileActions_->menu());
    for (PlotView* view : window->views())
        fileActions_->installContextMenu(view);
    tables_->addActions(fileActions_->menu());
    sessions->addActions(fileActions_->menu());
    addEditMenu();
    bar->addMenu(window->presentation()->menu());
    addPinAction(window->presentation()->menu());
    teaching_ = installTeaching(window, bar, window);
    connect(teaching_, &TeachingHub::presetChosen, sessions, &ExplorerSessions::applyPreset);
    connect(window, &MainWindow::resultPresented, teaching_, &TeachingHub::refreshParams);
    bar->addMenu(makeLanguageMenu(
        window, [window](const QString& code) { emit window->languageChosen(code); }));
    addHelpMenu();
}

void ExplorerMenus::addScenes(ExplorerScenes* scenes) {
    if (auto* teach = window_->findChild<TeachMenu*>()) {
        teach->addSeparator();
        teach->addMenu(scenes->menu());
    }
}

void ExplorerMenus::addEditMenu() {
    QMenu* edit = window_->menuBar()->addMenu(tr("&Edit"));
    edit->addAction(window_->history()->undoAction(edit));
    edit->addAction(window_->history()->redoAction(edit));
    edit->addSeparator();
    edit->addAction(tr("Reset to &defaults"), window_, &MainWindow::resetToDefaults);
}

// Compare with: the setting on show is pinned, and the views that show what D, the base, the
// layout and the band change draw it beside whatever the teacher changes next. Pinning and
// unpinning are undo steps, like every change of what the views show.
void ExplorerMenus::addPinAction(QMenu* view) {
    pin_ = new QAction(this);
    pin_->setObjectName(QStringLiteral("pinSetting"));
    pin_->setCheckable(true);
    pin_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K));
    pin_->setToolTip(tr("Pins D, the base, the layout and the band as they are now: change one "
                        "and the offset profile, the springs, the pair x distance map and the "
                        "wavelengths draw the pinned setting too, dashed, both named in the "
                        "legend. Uncheck to unpin."));
    pin_->setStatusTip(pin_->toolTip());
    view->addSeparator();
    view->addAction(pin_);
    window_->controlPanel()->addPinAction(pin_);
    connect(pin_, &QAction::triggered, this, &ExplorerMenus::setPinned);
    // The check follows what is on show: Undo, a session or a model's table change it too.
    connect(window_, &MainWindow::resultPresented, this, &ExplorerMenus::showPinned);
    showPinned();
}

// The action says what is pinned, so the panel's button reads as the legend does.
void ExplorerMenus::showPinned() {
    const ExplorerState state = window_->document()->state();
    const std::optional<PinnedSetting>& pinned = state.scene.pinned;
    pin_->setChecked(pinned.has_value());
    pin_->setEnabled(!state.table); // a model's table has no D or base to change
    if (!pinned) {
        pin_->setText(tr("&Pin this setting to compare"));
        return;
    }
    const QString values =
        pinnedLabels(*pinned, state.params, window_->document()->similarityBand(), true)
            .pinnedValues;
    pin_->setText(values.isEmpty() ? tr("&Pinned: now change D, the base, the layout or the band")
                                   : tr("&Unpin (compared with %1)").arg(values));
}

void ExplorerMenus::setPinned(bool on) {
    ExplorerState next = window_->document()->state();
    if (on && !next.table)
        next.scene.pinned = PinnedSetting{next.params, window_->document()->similarityBand()};
    else
        next.scene.pinned.reset();
    window_->goTo(next);
    showPinned();
}

void ExplorerMenus::addHelpMenu() {
    QMenu* help = window_->menuBar()->addMenu(tr("&Help"));
    QAction* guide = help->addAction(tr("&Guide"), window_, [this] {
        auto* dialog = new GuideDialog(window_);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
    });
    guide->setShortcut(QKeySequence::HelpContents);
    help->addAction(tr("&About PE Explorer"), window_, [this] { AboutBox::show(window_); });
}

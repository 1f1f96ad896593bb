// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/explorer_menus.h"

#include "ui/shell/about_box.h"
#include "ui/shell/explorer_history.h"
#include "ui/shell/explorer_sessions.h"
#include "ui/shell/file_actions.h"
#include "ui/shell/guide_dialog.h"
#include "ui/shell/language.h"
#include "ui/shell/main_window.h"
#include "ui/shell/presentation.h"
#include "ui/shell/table_opener.h"
#include "ui/teaching/teaching_hub.h"
#include "ui/views/plot_view.h"

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
    teaching_ = installTeaching(window, bar, window);
    connect(teaching_, &TeachingHub::presetChosen, sessions, &ExplorerSessions::applyPreset);
    connect(window, &MainWindow::resultPresented, teaching_, &TeachingHub::refreshParams);
    bar->addMenu(makeLanguageMenu(
        window, [window](const QString& code) { emit window->languageChosen(code); }));
    addHelpMenu();
}

void ExplorerMenus::addEditMenu() {
    QMenu* edit = window_->menuBar()->addMenu(tr("&Edit"));
    edit->addAction(window_->history()->undoAction(edit));
    edit->addAction(window_->history()->redoAction(edit));
    edit->addSeparator();
    edit->addAction(tr("Reset to &defaults"), window_, &MainWindow::resetToDefaults);
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

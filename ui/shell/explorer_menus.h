// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The window's menu bar: File (exports, sessions), Edit (undo, redo, reset), View
// (presentation.h), Teach (the teaching layer, through ShellAccess), Language and Help (the
// guide, About with the version and the licence).

#include <QObject>

class ExplorerSessions;
class QAction;
class QMenu;
class FileActions;
class MainWindow;
class TableOpener;
class TeachingHub;

class ExplorerMenus : public QObject {
    Q_OBJECT
  public:
    ExplorerMenus(MainWindow* window, ExplorerSessions* sessions);

    FileActions* fileActions() const { return fileActions_; }
    TeachingHub* teaching() const { return teaching_; }
    TableOpener* tables() const { return tables_; }
    // View > Pin this setting to compare (also a button on the control panel): checked while
    // a setting is pinned (Compare with).
    QAction* pinAction() const { return pin_; }
    // Teach > Scenes, after the lessons.
    void addScenes(class ExplorerScenes* scenes);

  private:
    void addEditMenu();
    void addHelpMenu();
    void addPinAction(QMenu* view);
    void setPinned(bool on);
    void showPinned();

    MainWindow* window_;
    FileActions* fileActions_;
    TableOpener* tables_;
    TeachingHub* teaching_ = nullptr;
    QAction* pin_ = nullptr;
};

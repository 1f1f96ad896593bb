// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The teaching pieces' one QObject: it owns the formula inspector dock, the preset menu and
// the lessons dock, and tells the explorer which preset was chosen. It sees the window only
// through ShellAccess (shell_access.h); the inspector follows the window's selection model.
// installTeaching() is the one call the window makes:
//
//   TeachingHub* hub = installTeaching(this, menuBar(), this); // this: a ShellAccess
//   connect(hub, &TeachingHub::presetChosen, this, <apply preset.params to the explorer>);
//   connect(this, &MainWindow::resultPresented, hub, &TeachingHub::refreshParams);

#include "core/encoding_params.h"
#include "ui/teaching/course_preset_metatype.h"
#include "ui/teaching/lesson_window.h"

#include <QDockWidget>
#include <QObject>
#include <QPointer>

class FormulaInspector;
class QMenuBar;
class ShellAccess;
struct Selection;
class PresetComparisonView;
class PresetMenu;
class QDockWidget;
class QMainWindow;

class TeachingHub : public QObject {
    Q_OBJECT
  public:
    // The inspector's width: one formula step a line at projector size, and no wider.
    static constexpr int kInspectorWidth = 360;
    // Below this a lesson's plots are too narrow to read: the lessons are not put beside the
    // window in less.
    static constexpr int kLessonMinimumWidth = 640;

    // `shell` is the window's side (shell_access.h); may be null (default parameters, no
    // selection to follow).
    TeachingHub(QMainWindow* window, ShellAccess* shell);

    FormulaInspector* inspector() const { return inspector_; }
    PresetComparisonView* presetView() const { return presetView_; }
    QDockWidget* inspectorDock() const { return dock_; }
    // The lessons' tabs, the widget of lessonsDock().
    LessonWindow* lessonWindow() const { return lessons_; }
    QDockWidget* lessonsDock() const { return lessonsDock_; }
    PresetMenu* presetMenu() const { return presetMenu_; }

  public slots:
    void showInspector();
    // What F2 does: opens the inspector, or closes it when it is open, as a lesson's key does.
    void toggleInspector();
    // Opens the lessons dock on one lesson: the first time beside the window if the screen
    // has room, otherwise docked as a tab beside the controls (never over the views); after
    // that where the teacher left it.
    void showLesson(Lesson lesson);
    // What a lesson's key (F3 ..) does: opens the lessons on that lesson, or closes them when
    // that lesson is the one on show, from the explorer or from inside the lessons alike.
    void toggleLesson(Lesson lesson);
    // Opens the context-extension lesson with the explorer's base and D (rounded down to
    // even) as hand-set, unscaled parameters.
    void showContextExtensionForExplorer();
    // Re-reads the explorer's parameters into the inspector, and its note of the drawn cell.
    void refreshParams();
    // What choosing a preset in the menu does: emits presetChosen, then shows the preset
    // in the inspector dock (and its tokens in the embedding tab).
    void choosePreset(const pe::CoursePreset& preset);

  signals:
    void presetChosen(const pe::CoursePreset& preset);

  protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

  private:
    // The inspector explains the selected cell, open or not: each change of the selection
    // reaches it here and nowhere else.
    void followSelection(const Selection& selection);
    pe::EncodingParams currentParams() const;
    // The controls' dock (ShellAccess::controlsDock) where it is docked on the left in sight,
    // else null.
    QDockWidget* controlsBeside() const;
    // Docked in the window under `panel` in its column (alone on the left without one),
    // shown and raised; left where it is when already there.
    void dockInspectorUnder(QDockWidget* panel);
    // What the drawn heatmap cell at (position, dimension) stands for; empty when one cell.
    QString drawnCellNote(std::int64_t position, std::int64_t dimension) const;

    ShellAccess* shell_;
    QMainWindow* window_;
    QDockWidget* dock_;
    FormulaInspector* inspector_;
    PresetComparisonView* presetView_;
    PresetMenu* presetMenu_;
    QDockWidget* lessonsDock_;
    LessonWindow* lessons_;
    bool lessonsPlaced_ = false; // the lessons were given a size and place once
    // The controls the lessons share a place with, and their width to give back.
    QPointer<QDockWidget> panelBefore_;
    int panelWidth_ = 0;
    int lessonsWidth_ = 0; // the docked lessons' width when they were last closed
};

// Adds the "Teach" menu to `menuBar` and the inspector dock to `window`; `shell` may be null.
// The hub is a child of `window`.
TeachingHub* installTeaching(QMainWindow* window, QMenuBar* menuBar, ShellAccess* shell);

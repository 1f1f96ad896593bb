// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The teaching pieces' one QObject: it owns the formula inspector dock, the preset menu and
// the lessons dock, and tells the explorer which preset was chosen. installTeaching() is
// the one call the window makes:
//
//   TeachingHub* hub = installTeaching(this, menuBar(), heatmap, [this] { return params(); });
//   connect(hub, &TeachingHub::presetChosen, this, <apply preset.params to the explorer>);
//   connect(this, &MainWindow::resultPresented, hub, &TeachingHub::refreshParams);

#include "core/encoding_params.h"
#include "ui/teaching/course_preset_metatype.h"
#include "ui/teaching/lesson_window.h"

#include <QDockWidget>
#include <QObject>
#include <QPointer>
#include <functional>

class FormulaInspector;
class HeatmapView;
class QMenuBar;
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

    // `currentParams` returns the explorer's parameters now; may be empty (defaults used).
    TeachingHub(QMainWindow* window, std::function<pe::EncodingParams()> currentParams);

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
    // Explains a heatmap cell (HeatmapView::cellClicked), with the current parameters.
    void inspectCell(std::int64_t position, std::int64_t dimension);
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
    // Docked in the window as a tab over the controls (a full-screen window hides floating
    // ones), and raised.
    void dockInspectorOverTheControls();
    // What the drawn heatmap cell at (position, dimension) stands for; empty when one cell.
    QString drawnCellNote(std::int64_t position, std::int64_t dimension) const;

    std::function<pe::EncodingParams()> currentParams_;
    QMainWindow* window_;
    QDockWidget* dock_;
    FormulaInspector* inspector_;
    PresetComparisonView* presetView_;
    PresetMenu* presetMenu_;
    QDockWidget* lessonsDock_;
    LessonWindow* lessons_;
    bool lessonsPlaced_ = false;     // the lessons were given a size and place once
    HeatmapView* heatmap_ = nullptr; // says what its drawn cell at the inspected one holds
    // The controls the lessons share a place with, and their width to give back.
    QPointer<QDockWidget> panelBefore_;
    int panelWidth_ = 0;
    int lessonsWidth_ = 0; // the docked lessons' width when they were last closed
    friend TeachingHub* installTeaching(QMainWindow*, QMenuBar*, HeatmapView*,
                                        std::function<pe::EncodingParams()>);
};

// Adds the "Teach" menu to `menuBar` and the inspector dock to `window`. `heatmap` may be
// null (no click-following); `currentParams` may be empty. The hub is a child of `window`.
TeachingHub* installTeaching(QMainWindow* window, QMenuBar* menuBar, HeatmapView* heatmap,
                             std::function<pe::EncodingParams()> currentParams);

#pragma once
// The teaching pieces' one QObject: it owns the formula inspector dock, the preset menu
// and the window of teaching tabs, and tells the explorer which preset was chosen.
//
// Connect presetChosen to whatever applies parameters to the explorer; connect
// refreshParams to "the explorer's parameters changed" so the inspector follows them.

#include "course_preset_metatype.h"
#include "encoding_params.h"
#include "teaching_panel.h"

#include <QObject>
#include <functional>

class FormulaInspector;
class PresetComparisonView;
class PresetMenu;
class QDockWidget;
class QMainWindow;

class TeachingHub : public QObject {
    Q_OBJECT
  public:
    // `currentParams` returns the explorer's parameters now; may be empty (defaults used).
    TeachingHub(QMainWindow* window, std::function<pe::EncodingParams()> currentParams);

    FormulaInspector* inspector() const { return inspector_; }
    PresetComparisonView* presetView() const { return presetView_; }
    QDockWidget* inspectorDock() const { return dock_; }
    TeachingPanel* panel() const { return panel_; }
    PresetMenu* presetMenu() const { return presetMenu_; }

  public slots:
    void showInspector();
    // Opens the teaching window on one tab.
    void showTab(TeachingPanel::Tab tab);
    // Explains a heatmap cell (HeatmapView::cellClicked), with the current parameters.
    void inspectCell(std::int64_t position, std::int64_t dimension);
    // Re-reads the explorer's parameters into the inspector.
    void refreshParams();
    // What choosing a preset in the menu does: emits presetChosen, then shows the preset
    // in the inspector dock (and its tokens in the embedding tab).
    void choosePreset(const pe::CoursePreset& preset);

  signals:
    void presetChosen(const pe::CoursePreset& preset);

  private:
    std::function<pe::EncodingParams()> currentParams_;
    QMainWindow* window_;
    QDockWidget* dock_;
    FormulaInspector* inspector_;
    PresetComparisonView* presetView_;
    PresetMenu* presetMenu_;
    TeachingPanel* panel_;
};

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/selection_input.h"

#include "ui/compute/limits.h"
#include "ui/compute/selection_model.h"
#include "ui/shell/control_panel.h"
#include "ui/shell/view_grid.h"
#include "ui/views/plot_view.h"
#include "ui/views/view_kind.h"

void connectSelectionInput(const SelectionInput& input) {
    SelectionModel* model = input.selection;
    ControlPanel* panel = input.panel;
    ViewGrid* grid = input.grid;
    QObject::connect(panel, &ControlPanel::pEdited, model, [model](std::int64_t p) {
        model->set(with(model->selection(), &Selection::p, p));
    });
    QObject::connect(panel, &ControlPanel::dimensionEdited, model, [model](std::int64_t d) {
        model->set(with(model->selection(), &Selection::dimension, d));
    });
    QObject::connect(panel, &ControlPanel::qEdited, model, [model](std::int64_t q) {
        model->set(with(model->selection(), &Selection::q, q));
    });
    QObject::connect(panel, &ControlPanel::addDimensionRequested, model, [model](std::int64_t d) {
        model->set(withWaveDimension(model->selection(), d, explore::kMaxWaveforms));
    });
    QObject::connect(panel, &ControlPanel::resetDimensionsRequested, model, [model] {
        model->set(withDefaultWaveforms(model->selection(), model->dim()));
    });
    // A click in any view: the selection it chose, and what else the view's descriptor says
    // such a click does.
    const auto explain = input.explainCell;
    for (PlotView* view : grid->views())
        QObject::connect(view, &PlotView::picked, model,
                         [model, grid, explain, view](const SelectionPick& pick) {
                             model->set(
                                 pickedSelection(model->selection(), pick, explore::kMaxWaveforms));
                             switch (viewInfo(view->kind()).click) {
                             case ClickAlso::Explains:
                                 if (explain)
                                     explain();
                                 break;
                             case ClickAlso::ChoosesPair:
                                 grid->bringForwardOn(Moment::PairChosen);
                                 break;
                             case ClickAlso::Nothing:
                                 break;
                             }
                         });
}

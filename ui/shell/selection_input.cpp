// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/selection_input.h"

#include "ui/compute/limits.h"
#include "ui/compute/selection_model.h"
#include "ui/shell/control_panel.h"
#include "ui/shell/view_grid.h"
#include "ui/views/frequency_band_view.h"
#include "ui/views/heatmap_view.h"
#include "ui/views/similarity_view.h"
#include "ui/views/springs_view.h"

void connectSelectionInput(const SelectionInput& input) {
    SelectionModel* model = input.selection;
    ControlPanel* panel = input.panel;
    ViewGrid* grid = input.grid;
    QObject::connect(panel, &ControlPanel::positionEdited, model, [model](std::int64_t p) {
        model->set(with(model->selection(), &Selection::position, p));
    });
    QObject::connect(panel, &ControlPanel::dimensionEdited, model, [model](std::int64_t d) {
        model->set(with(model->selection(), &Selection::dimension, d));
    });
    QObject::connect(panel, &ControlPanel::partnerEdited, model, [model](std::int64_t q) {
        model->set(with(model->selection(), &Selection::partner, q));
    });
    QObject::connect(panel, &ControlPanel::addDimensionRequested, model, [model](std::int64_t d) {
        model->set(withWaveDimension(model->selection(), d, explore::kMaxWaveforms));
    });
    QObject::connect(panel, &ControlPanel::resetDimensionsRequested, model, [model] {
        model->set(withDefaultWaveforms(model->selection(), model->dim()));
    });
    // A heatmap cell: its position and dimension, drawn as a waveform too, explained in the
    // inspector.
    const auto explain = input.explainCell;
    QObject::connect(grid->find<HeatmapView>(), &HeatmapView::cellClicked, model,
                     [model, explain](std::int64_t p, std::int64_t d) {
                         const Selection s = with(with(model->selection(), &Selection::position, p),
                                                  &Selection::dimension, d);
                         model->set(withWaveDimension(s, d, explore::kMaxWaveforms));
                         if (explain)
                             explain();
                     });
    // A cell is a pair of positions: row p, column q, and the springs view shows what tells
    // them apart.
    QObject::connect(grid->find<SimilarityView>(), &SimilarityView::cellClicked, model,
                     [model, grid](std::int64_t p, std::int64_t q) {
                         model->set(with(with(model->selection(), &Selection::position, p),
                                         &Selection::partner, q));
                         grid->bringForward(grid->find<SpringsView>());
                     });
    auto* bands = grid->find<FrequencyBandView>();
    QObject::connect(bands, &FrequencyBandView::dimensionClicked, model,
                     [model](std::int64_t d) { model->set(withDimension(model->selection(), d)); });
    QObject::connect(bands, &FrequencyBandView::bandSelected, model,
                     [model](std::int64_t first, std::int64_t last) {
                         model->set(
                             withBand(model->selection(), first, last, explore::kMaxWaveforms));
                     });
}

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The control panel's fields and the clicks in the views, each turned into a change of the one
// selection (SelectionModel::set), so that every way of choosing p, q, a dimension or a band
// is fitted by the same rules and told by the same signal. The window only arranges; this is
// where input becomes a selection.

#include <functional>

class ControlPanel;
class SelectionModel;
class ViewGrid;

struct SelectionInput {
    ControlPanel* panel = nullptr;
    SelectionModel* selection = nullptr;
    ViewGrid* grid = nullptr;
    // A click in a view whose click explains (ClickAlso::Explains, view_kind.h): the
    // inspector explains it (where there is a formula).
    std::function<void()> explainCell;
};

// Connects the panel's fields and the views' clicks to the selection, for as long as the
// selection model lives.
void connectSelectionInput(const SelectionInput& input);

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The request for what the explorer's views show: the document's parameters, selection and
// table, which they share, and each shown view's own part (PlotView::requestPart: the windows
// it shows with the pixels it has); a view behind another tab has none.
// With a model's table, only the views whose step reads a table have a part: the others'
// numbers would be the sinusoidal encoding's, not the table's.

#include "ui/compute/request.h"

#include <QList>

class ExplorerDocument;
class PlotView;

ExploreRequest buildExploreRequest(const ExplorerDocument& document, const QList<PlotView*>& views);

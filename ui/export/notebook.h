// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A view as Python: numpy recomputes its numbers from the formula and the parameters of the
// request, matplotlib draws them, titled and captioned as the figure. As a Jupyter notebook
// (nbformat 4: a markdown cell saying what it shows, the encoding's cell, the view's cell;
// File > Export as notebook, `pe-explorer export VIEW --notebook FILE`) or as one script
// (a view's Copy as Python). Neither needs this program to run.

#include "ui/compute/request.h"
#include "ui/views/view_kind.h"

#include <QByteArray>
#include <QString>

// Why `request` has no notebook (a model's table has no formula to recompute); empty when it
// has one.
QString notebookRefusal(const ExploreRequest& request);
// The whole script; empty, with `error` saying why, for a model's table (it has no formula
// to recompute from).
QString viewPython(ViewKind view, const ExploreRequest& request, QString* error = nullptr);
// The notebook's JSON; empty, with `error`, as above.
QByteArray viewNotebook(ViewKind view, const ExploreRequest& request, QString* error = nullptr);
// Written atomically; false with `error` naming the file or the refusal.
bool writeViewNotebook(ViewKind view, const ExploreRequest& request, const QString& path,
                       QString* error);

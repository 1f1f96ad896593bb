// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A view as Python: numpy recomputes its numbers from the formula and the parameters of the
// request, matplotlib draws them, titled and captioned as the figure. As a Jupyter notebook
// (nbformat 4: a markdown cell saying what it shows, the encoding's cell, the view's cell;
// File > Export as notebook, `pe-explorer export VIEW --notebook FILE`) or as one script
// (a view's Copy as Python). Neither needs this program to run.
//
// A model's table has no formula: its notebook loads the values the views show from a .npy
// file written beside it (notebookTableFile), and still defines the sinusoidal encoding's
// frequencies for the same D, which the spectrum draws for comparison.

#include "ui/compute/request.h"
#include "ui/views/view_kind.h"

#include <QByteArray>
#include <QString>

// The .npy file that keeps a model's table beside the notebook at `notebookPath`: the same
// name, ending in .table.npy (lesson.ipynb, lesson.table.npy).
QString notebookTableFile(const QString& notebookPath);

// Why `view` of `request` has no notebook: a view drawn from the formula while a model's table
// is shown. Empty when it has one.
QString notebookRefusal(ViewKind view, const ExploreRequest& request);
// The whole script; empty, with `error` saying why, where there is no notebook, and for a
// model's table, whose values are no code (its notebook carries them in a file).
QString viewPython(ViewKind view, const ExploreRequest& request, QString* error = nullptr);
// The notebook's JSON, titled `title` (the view's own title when empty); empty, with `error`,
// where there is none. A model's table is loaded from `tableFile`, a path relative to the
// notebook (required then).
QByteArray viewNotebook(ViewKind view, const ExploreRequest& request, QString* error = nullptr,
                        const QString& title = {}, const QString& tableFile = {});
// Written atomically, with a model's table in notebookTableFile(path) before it: both or
// neither. A table file already there without the notebook is refused, not replaced. False
// with `error` naming the file or the refusal.
bool writeViewNotebook(ViewKind view, const ExploreRequest& request, const QString& path,
                       QString* error, const QString& title = {});

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A stand-in for the window the teaching pieces serve (shell_access.h): fixed parameters, a
// selection model of their size, and optionally a heatmap and a controls dock.

#include "ui/compute/selection_model.h"
#include "ui/teaching/shell_access.h"

struct FakeShell : ShellAccess {
    explicit FakeShell(const pe::EncodingParams& p, HeatmapView* heatmap = nullptr)
        : params_(p), heatmap_(heatmap) {
        model_.setEncoding(p.length, p.dim);
    }
    pe::EncodingParams params() const override { return params_; }
    SelectionModel* selectionModel() const override { return &model_; }
    HeatmapView* heatmapView() const override { return heatmap_; }
    QDockWidget* controlsDock() const override { return nullptr; }

    pe::EncodingParams params_;
    HeatmapView* heatmap_;
    mutable SelectionModel model_;
};

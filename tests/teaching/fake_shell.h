// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A stand-in for the window the teaching pieces serve (shell_access.h): a document of fixed
// parameters, and optionally a heatmap and a controls dock.

#include "ui/compute/explorer_document.h"
#include "ui/teaching/shell_access.h"

struct FakeShell : ShellAccess {
    explicit FakeShell(const pe::EncodingParams& p, HeatmapView* heatmap = nullptr)
        : heatmap_(heatmap) {
        document_.setParameters(p, pe::Metric::Cosine);
    }
    ExplorerDocument* document() const override { return &document_; }
    HeatmapView* heatmapView() const override { return heatmap_; }
    QDockWidget* controlsDock() const override { return nullptr; }

    HeatmapView* heatmap_;
    mutable ExplorerDocument document_;
};

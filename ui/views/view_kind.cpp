// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/views/view_kind.h"

#include "ui/views/frequency_band_view.h"
#include "ui/views/heatmap_view.h"
#include "ui/views/offset_profile_view.h"
#include "ui/views/pair_distance_view.h"
#include "ui/views/pca_view.h"
#include "ui/views/similarity_view.h"
#include "ui/views/spectrum_view.h"
#include "ui/views/springs_view.h"
#include "ui/views/waveform_view.h"

#include <QCoreApplication>
#include <algorithm>

const std::vector<ViewInfo>& viewTable() {
    static const std::vector<ViewInfo> table = {
        HeatmapView::descriptor(),       WaveformView::descriptor(),
        SimilarityView::descriptor(),    OffsetProfileView::descriptor(),
        FrequencyBandView::descriptor(), SpringsView::descriptor(),
        PairDistanceView::descriptor(),  PcaView::descriptor(),
        SpectrumView::descriptor(),
    };
    return table;
}

const ViewInfo& viewInfo(ViewKind kind) {
    for (const ViewInfo& info : viewTable())
        if (info.kind == kind)
            return info;
    return viewTable().front();
}

const ViewInfo* viewOfStep(const ComputeStep* step) {
    for (const ViewInfo& info : viewTable())
        if (step && &info.step() == step)
            return &info;
    return nullptr;
}

QString viewName(ViewKind kind) {
    return QString::fromLatin1(viewInfo(kind).name);
}

QString viewTitle(ViewKind kind) {
    return QCoreApplication::translate("PlotView", viewInfo(kind).title);
}

QString viewDescription(ViewKind kind) {
    return QCoreApplication::translate("PlotView", viewInfo(kind).what);
}

std::optional<ViewKind> viewKindFromName(const QString& name) {
    for (const ViewInfo& info : viewTable())
        if (name == QLatin1String(info.name))
            return info.kind;
    return std::nullopt;
}

QStringList viewNames() {
    QStringList names;
    for (const ViewInfo& info : viewTable())
        names << QString::fromLatin1(info.name);
    return names;
}

QStringList viewNamesUsing(bool ViewInputs::*input) {
    QStringList names;
    for (const ViewInfo& info : viewTable())
        if (info.uses.*input)
            names << QString::fromLatin1(info.name);
    return names;
}

QStringList viewNamesWhere(bool (*keep)(const ViewInfo& info)) {
    QStringList names;
    for (const ViewInfo& info : viewTable())
        if (keep(info))
            names << QString::fromLatin1(info.name);
    return names;
}

ViewWindow cellsWindow(std::int64_t extent, std::int64_t maxCells) {
    return fullWindow(extent, int(std::min(extent, maxCells)));
}
